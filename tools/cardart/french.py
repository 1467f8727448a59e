"""French suit signs of the Milanese pack and the traditional pip layouts."""

from __future__ import annotations

import math

from .geom import scale
from .style import BLACK, BLUE, CX, CY, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Doc, Path, circle, group, num, parse, path_el, tf, use

# Each sign is 40 units tall, centred on the origin, point/stem downwards where it has one.
HEART = (
    "M0 18C-5 11 -20 3 -20 -7C-20 -14.5 -15 -19 -9.8 -19C-5 -19 -1.6 -16 0 -11.5"
    "C1.6 -16 5 -19 9.8 -19C15 -19 20 -14.5 20 -7C20 3 5 11 0 18Z"
)
DIAMOND = (
    "M0 -20C3.5 -12 9 -5.5 15 0C9 5.5 3.5 12 0 20C-3.5 12 -9 5.5 -15 0C-9 -5.5 -3.5 -12 0 -20Z"
)
SPADE = (
    "M0 -20C5 -12 20 -5 20 5C20 12 15.5 15.5 10.5 15.5C6.6 15.5 3.4 13.6 1.8 10.6"
    "C2.2 14.6 4.2 17.6 7.5 20H-7.5C-4.2 17.6 -2.2 14.6 -1.8 10.6"
    "C-3.4 13.6 -6.6 15.5 -10.5 15.5C-15.5 15.5 -20 12 -20 5C-20 -5 -5 -12 0 -20Z"
)
CLUB_LOBES = ((0.0, -9.0), (-9.6, 4.2), (9.6, 4.2))
CLUB_R = 8.6
CLUB_STEM = "M-1.9 4C-2.2 11.5 -4.2 16.5 -7.5 20H7.5C4.2 16.5 2.2 11.5 1.9 4Z"

SUIT_COLOR = {"D": RED, "C": RED, "S": BLACK, "B": BLACK}
SHAPES = {"D": DIAMOND, "C": HEART, "S": SPADE}


def sign(suit: str, k: float, sw: float = SW) -> str:
    """The suit sign scaled by ``k`` with a black outline of width ``sw``."""
    color = SUIT_COLOR[suit]
    if suit != "B":
        return path_el(parse(SHAPES[suit]).transformed(scale(k)), **ink(color, sw))
    # clubs: a black outline layer under a fill layer gives one clean contour
    stem = parse(CLUB_STEM).transformed(scale(k))
    return "".join(circle(x * k, y * k, CLUB_R * k, fill=color) for x, y in CLUB_LOBES) + path_el(
        stem, fill=color
    )


def pip(doc: Doc, suit: str, size: str = "m") -> str:
    k = {"m": 1.15, "s": 0.35, "l": 2.5, "c": 0.55}[size]
    sw = {"m": SW, "s": 0.7, "l": 2.0, "c": 1.1}[size]
    return doc.define(f"pip-{suit}-{size}", sign(suit, k, sw))


def index_pip(doc: Doc, suit: str) -> str:
    """The corner sign: a plain silhouette 14 units wide, which still reads at 60 px."""
    k = 0.35
    if suit == "B":
        return pip(doc, suit, "s")  # clubs are drawn without an outline at every size
    shape = parse(SHAPES[suit]).transformed(scale(k))
    return doc.define(f"ipip-{suit}", path_el(shape, fill=SUIT_COLOR[suit]))


XL, XR = 66.0, 146.0
TOP, BOT = 78.0, 322.0

LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(CX, 92), (CX, 308)],
    3: [(CX, TOP), (CX, CY), (CX, BOT)],
    4: [(XL, 96), (XR, 96), (XL, 304), (XR, 304)],
    5: [(XL, TOP), (XR, TOP), (CX, CY), (XL, BOT), (XR, BOT)],
    6: [(XL, TOP), (XR, TOP), (XL, CY), (XR, CY), (XL, BOT), (XR, BOT)],
    7: [(XL, TOP), (XR, TOP), (CX, 139), (XL, CY), (XR, CY), (XL, BOT), (XR, BOT)],
}


def pips(doc: Doc, suit: str, n: int) -> list[str]:
    ref = pip(doc, suit)
    out = []
    for x, y in LAYOUTS[n]:
        out.append(use(ref, tf(x, y, 180 if y > CY + 1 else 0)))
    return out


LAUREL_LEAF = "M0 0C4 -3.6 5 -10 0 -17C-5 -10 -4 -3.6 0 0Z"


def laurel(doc: Doc, stem: list[tuple[float, float]], berries: int = 3) -> list[str]:
    """A laurel branch growing along ``stem``: paired leaves at every point, a red berry now
    and then (every ``berries`` points)."""
    leaf = doc.define(
        "laurel",
        path_el(LAUREL_LEAF, **ink(GREEN, SW2)) + path_el("M0 -2.6V-13", **line(BLACK, 0.6)),
    )
    out = [path_el(Path().poly(stem, close=False), **line(GREEN, 2.4))]
    for i in range(1, len(stem)):
        (x0, y0), (x1, y1) = stem[i - 1], stem[min(i + 1, len(stem) - 1)]
        heading = math.degrees(math.atan2(y1 - y0, x1 - x0))
        x, y = stem[i]
        for side in (-1, 1):
            rot = heading + 90 + side * 38
            out.append(use(leaf, f"translate({num(x)} {num(y)}) rotate({num(rot)})"))
        if i % berries == 1:
            bx, by = (stem[i - 1][0] + x) / 2, (stem[i - 1][1] + y) / 2
            out.append(circle(bx, by, 2.2, **ink(RED, 0.6)))
    return out


def bow(x: float, y: float) -> str:
    """A red ribbon bow with two forked tails, knotted at (x, y)."""
    loops = "".join(
        f"M{x:g} {y:g}C{x + s * 10:g} {y - 12:g} {x + s * 20:g} {y - 2:g} {x + s * 14:g} {y + 5:g}"
        f"C{x + s * 8:g} {y + 9:g} {x + s * 4:g} {y + 4:g} {x:g} {y:g}Z"
        for s in (-1, 1)
    )
    tails = "".join(
        f"M{x + s * 2:g} {y + 2:g}L{x + s * 12:g} {y + 20:g}L{x + s * 7:g} {y + 18:g}"
        f"L{x + s * 5:g} {y + 23:g}L{x - s * 2:g} {y + 3:g}Z"
        for s in (-1, 1)
    )
    return (
        path_el(tails, **ink(RED, SW2))
        + path_el(loops, **ink(RED, SW2))
        + circle(x, y, 3.4, **ink(YELLOW, SW2))
    )


def wreath(doc: Doc, r: float) -> list[str]:
    """Two laurel branches round the card centre, tied below with a red bow, a rosette above."""
    out = []
    for a0, a1 in ((104.0, 258.0), (76.0, -78.0)):  # from the bow to just short of the top
        pts = [
            (
                CX + r * math.cos(math.radians(a0 + (a1 - a0) * i / 11)),
                CY + r * math.sin(math.radians(a0 + (a1 - a0) * i / 11)),
            )
            for i in range(12)
        ]
        out.extend(laurel(doc, pts))
    out.append(bow(CX, CY + r))
    top = CY - r
    for i in range(6):
        a = math.radians(i * 60)
        out.append(circle(CX + 4.2 * math.cos(a), top + 4.2 * math.sin(a), 3.4, **ink(RED, SW2)))
    out.append(circle(CX, top, 3.2, **ink(YELLOW, SW2)))
    return out


def ace(doc: Doc, suit: str) -> list[str]:
    """One large sign in a beaded round cartouche inside a laurel wreath."""
    parts = wreath(doc, 82)
    parts.append(circle(CX, CY, 70, **ink(STOCK, 0.8)))
    parts.append(circle(CX, CY, 66, fill="none", stroke=BLUE, stroke_width=5))
    parts.append(circle(CX, CY, 61.5, fill="none", stroke=BLACK, stroke_width=0.8))
    dot = doc.define("ace-dot", circle(0, 0, 1.6, **ink(YELLOW, 0.6)))
    for i in range(36):
        parts.append(use(dot, f"rotate({i * 10:g} {CX:g} {CY:g}) translate({CX:g} {CY - 66:g})"))
    accent = RED if SUIT_COLOR[suit] == BLACK else BLUE
    parts.append(circle(CX, CY, 57, fill="none", stroke=accent, stroke_width=1.2))
    parts.append(use(pip(doc, suit, "l"), tf(CX, CY)))
    fleuron = doc.define(
        "ace-fleuron",
        path_el(
            "M0 -30C-7 -22 -9 -14 -4 -6C-2 -3 -1 -1 0 0C1 -1 2 -3 4 -6C9 -14 7 -22 0 -30Z",
            **ink(accent, 1.1),
        )
        + path_el("M0 -26V-4", **line(BLACK, 0.8))
        + path_el("M-4 -6C-12 -6 -16 -12 -14 -18M4 -6C12 -6 16 -12 14 -18", **line(accent, 1.6))
        + circle(0, 2, 3.2, **ink(YELLOW, 0.9)),
    )
    parts.append(use(fleuron, tf(CX, CY - 96)))
    parts.append(use(fleuron, tf(CX, CY + 114, 180)))
    return [group(parts)]
