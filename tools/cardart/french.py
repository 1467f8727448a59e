"""French suit signs of the Milanese pack and the traditional pip layouts."""

from __future__ import annotations

from .geom import scale
from .style import BLACK, BLUE, CX, CY, RED, SW, YELLOW, ink
from .svg import Doc, circle, group, parse, path_el, tf, use

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
    k = {"m": 1.15, "s": 0.3, "l": 2.5, "c": 0.55}[size]
    sw = {"m": SW, "s": 0.7, "l": 2.0, "c": 1.1}[size]
    return doc.define(f"pip-{suit}-{size}", sign(suit, k, sw))


def index_pip(doc: Doc, suit: str) -> str:
    return pip(doc, suit, "s")


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


def ace(doc: Doc, suit: str) -> list[str]:
    """One large sign inside a round cartouche with fleurons, as on the old Lombard aces."""
    parts = []
    ring = circle(CX, CY, 74, fill="none", stroke=BLUE, stroke_width=2.4)
    ring += circle(CX, CY, 78.5, fill="none", stroke=BLACK, stroke_width=0.8)
    ring += circle(CX, CY, 69.5, fill="none", stroke=BLACK, stroke_width=0.8)
    parts.append(ring)
    dot = doc.define("ace-dot", circle(0, 0, 2.1, **ink(YELLOW, 0.7)))
    for i in range(32):
        parts.append(
            use(dot, f"rotate({i * 360 / 32:g} {CX:g} {CY:g}) translate({CX:g} {CY - 74:g})")
        )
    leaf = doc.define(
        "ace-fleuron",
        path_el(
            "M0 -30C-7 -22 -9 -14 -4 -6C-2 -3 -1 -1 0 0C1 -1 2 -3 4 -6C9 -14 7 -22 0 -30Z",
            **ink(RED if SUIT_COLOR[suit] == BLACK else BLUE, 1.1),
        )
        + path_el("M0 -26V-4", fill="none", stroke=BLACK, stroke_width=0.8)
        + circle(0, 2, 3.2, **ink(YELLOW, 0.9)),
    )
    for ang in (0, 90, 180, 270):
        parts.append(
            use(leaf, f"rotate({ang} {CX:g} {CY:g}) translate({CX:g} {CY - 80:g}) rotate(180)")
        )
    parts.append(use(pip(doc, suit, "l"), tf(CX, CY)))
    return [group(parts)]
