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


def wreath(doc: Doc, r: float) -> list[str]:
    """Two laurel branches round the card centre, tied below with a red bow, a rosette above."""
    leaf = doc.define(
        "laurel",
        path_el(LAUREL_LEAF, **ink(GREEN, SW2)) + path_el("M0 -2.6V-13", **line(BLACK, 0.6)),
    )
    out = []
    for sgn in (-1, 1):
        # from the bow to just short of the top: the left branch by 180 degrees, the right by 0
        a0, a1 = (104.0, 258.0) if sgn < 0 else (76.0, -78.0)
        steps = 11
        pts = [
            (
                CX + r * math.cos(math.radians(a0 + (a1 - a0) * i / steps)),
                CY + r * math.sin(math.radians(a0 + (a1 - a0) * i / steps)),
            )
            for i in range(steps + 1)
        ]
        out.append(path_el(Path().poly(pts, close=False), **line(GREEN, 2.4)))
        for i in range(1, steps + 1):
            a = a0 + (a1 - a0) * i / steps
            heading = a + (90 if a1 > a0 else -90)  # direction of growth along the branch
            for side in (-1, 1):
                x, y = pts[i]
                rot = heading + 90 + side * 38
                out.append(use(leaf, f"translate({num(x)} {num(y)}) rotate({num(rot)})"))
            if i % 3 == 1:
                bx = CX + (r + 0.5) * math.cos(math.radians(a - (a1 - a0) / steps / 2))
                by = CY + (r + 0.5) * math.sin(math.radians(a - (a1 - a0) / steps / 2))
                out.append(circle(bx, by, 2.2, **ink(RED, 0.6)))
    bow_y = CY + r
    bow = (
        f"M{CX:g} {bow_y:g}C{CX - 10:g} {bow_y - 12:g} {CX - 20:g} {bow_y - 2:g} {CX - 14:g} "
        f"{bow_y + 5:g}C{CX - 8:g} {bow_y + 9:g} {CX - 4:g} {bow_y + 4:g} {CX:g} {bow_y:g}Z"
        f"M{CX:g} {bow_y:g}C{CX + 10:g} {bow_y - 12:g} {CX + 20:g} {bow_y - 2:g} {CX + 14:g} "
        f"{bow_y + 5:g}C{CX + 8:g} {bow_y + 9:g} {CX + 4:g} {bow_y + 4:g} {CX:g} {bow_y:g}Z"
    )
    tails = (
        f"M{CX - 2:g} {bow_y + 2:g}L{CX - 12:g} {bow_y + 20:g}L{CX - 7:g} {bow_y + 18:g}"
        f"L{CX - 5:g} {bow_y + 23:g}L{CX + 2:g} {bow_y + 3:g}Z"
        f"M{CX + 2:g} {bow_y + 2:g}L{CX + 12:g} {bow_y + 20:g}L{CX + 7:g} {bow_y + 18:g}"
        f"L{CX + 5:g} {bow_y + 23:g}L{CX - 2:g} {bow_y + 3:g}Z"
    )
    out.append(path_el(tails, **ink(RED, SW2)))
    out.append(path_el(bow, **ink(RED, SW2)))
    out.append(circle(CX, bow_y, 3.4, **ink(YELLOW, SW2)))
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
