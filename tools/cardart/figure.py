"""Half-length court figures: head in profile, headwear, costume, arms and attributes.

A half figure is drawn facing left in "half" coordinates: the origin is the centre of the line
that splits the card, y grows downwards, so the figure lives in y < 0. The card turns it by 180
degrees for the lower half. Line weights stay constant because every shape is transformed in
Python, never with an SVG scale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import patterns as pat
from .geom import Affine, Pt, band, quad, scale, translate
from .style import BLACK, BLUE, FLESH, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Path, circle, parse, path_el

HEAD_AT = (-4.0, -122.0)
HEAD_K = 1.2
HEAD = translate(0, 0).then(scale(HEAD_K)).then(translate(*HEAD_AT))

FACE = (
    "M7 -21C-4 -23 -13 -18 -15 -9C-15.5 -6 -15.6 -4 -16.8 -1.5L-21 6.8C-21.3 7.8 -20.4 8.5 -19 8.6"
    "L-16.2 8.8C-16.4 10 -16.6 11 -16.2 11.8L-15 12.6L-16 13.3C-16.3 14.6 -16 15.6 -15.2 16.2"
    "C-15.6 18.4 -14 20.6 -11 21.4C-5 22.6 1 20.5 5 16C10 11 13.5 2 13 -7"
    "C12.6 -15 10.6 -19.5 7 -21Z"
)
NECK = "M-8 16C-8 22 -8.5 27 -10 32H10C8 26 7 20 7 12Z"
EAR = "M2.4 -3.4C5 -6.2 9 -4.4 8.6 0.4C8.2 4.6 5.6 6.4 3 4.6"
EYE = "M-12.8 -2.6C-11.2 -4.3 -8.7 -4.3 -7 -2.8C-8.8 -1.5 -11.1 -1.4 -12.8 -2.6Z"
BROW = "M-14.2 -7.2C-11.6 -9 -8 -9.2 -5.4 -7.7"
NOSTRIL = "M-18.2 6.9C-17.2 7.7 -16.5 7.4 -16.1 6.5"
MOUTH = "M-16 12.9L-12.4 12.5"
HAIR_SHORT = (
    "M-14.6 -11C-12.6 -21 -2 -25.5 7 -23.5C14.5 -21.5 17.5 -12 16.5 -2C16 6 17.5 14 14 21"
    "C12 24 8 23.5 6 20C9 14 10.6 7 9.9 0C9.2 -7 5 -11.5 -2 -12.8C-6.4 -13.4 -10.4 -12.6 -14.6 -11Z"
)
HAIR_LONG = (
    "M-14.6 -11C-12.6 -21 -2 -25.5 7 -23.5C15 -21.5 19 -12 19 -2C19 10 22 22 24 34"
    "C19 37 13 36 8 33C10 26 8 20 7 14C9 8 10.6 4 9.9 0C9.2 -7 5 -11.5 -2 -12.8"
    "C-6.4 -13.4 -10.4 -12.6 -14.6 -11Z"
)
CURLS = "M10 18C13 20 16 20 18 17M9 26C12 28 16 28 19 25M12 8C14.5 9.5 17 9.5 19 7"
BEARD = (
    "M-15.4 13.6C-17.6 20 -15.6 28 -9.6 32.4C-3.6 35.6 3.6 32.4 7.4 25.6C9.6 21 10 15 9.6 9"
    "C7 14 3 17 -2 17.5C-7 18 -11 16 -15.4 13.6Z"
)
MOUSTACHE = "M-16.6 11.2C-14 9.6 -10.6 10.2 -9.2 12.6C-11.6 13.2 -14.4 12.8 -16.6 11.2Z"
CROWN_BAND = "M-15.6 -13.8L13.4 -17.4L13.8 -24.6L-16 -21Z"
CROWN_POINTS = "M-16 -21L-19.6 -38L-10 -27.6L-2.6 -43L3.8 -29L13.4 -41.4L13.8 -24.6Z"
CAP = "M-18.8 -13C-21 -22 -11 -31 2 -31.5C14 -32 21 -25 19 -15C8 -18.6 -6 -18 -18.8 -13Z"
CAP_BAND = "M-19.4 -12.6C-7 -17.4 8 -18.4 19.6 -15L19 -10.6C8 -13.6 -6 -13 -19 -8.8Z"
FEATHER = "M8 -27C20 -38 34 -44 44 -36C38 -34 34 -28 26 -26C20 -25 12 -25 4 -25Z"
FEATHER_SPINE = "M6 -26C18 -33 30 -37 42 -36"
HAT_BRIM = (
    "M-27 -14C-12 -20.5 10 -21.5 25 -16C25.5 -13 20 -11.6 14 -12.4C2 -14.6 -12 -12.6 -27 -14Z"
)
HAT_CROWN = "M-16 -16C-16 -28 -8 -34 0 -34C10 -34 16 -27 16 -18C4 -20 -6 -19.6 -16 -16Z"
VEIL = "M-8 -24C6 -32 20 -22 24 -6C28 10 30 24 34 36C24 40 14 38 6 34C14 20 14 2 4 -14Z"
QUEEN_CROWN = "M-14.6 -15L12.4 -18.4L12.8 -24L-15 -20.8Z"
QUEEN_POINTS = "M-15 -20.8L-16 -32L-8 -25L-1.6 -35L4.6 -25.6L12.6 -33.4L12.8 -24Z"

TORSO: list[Pt] = [
    (-13, -92),
    (13, -92),
    (44, -86),
    (61, -74),
    (68, -56),
    (71, 0),
    (-71, 0),
    (-68, -56),
    (-61, -74),
    (-44, -86),
]
PANEL: list[Pt] = [(-13, -92), (13, -92), (22, 0), (-22, 0)]
BELT: list[Pt] = [(-80, -14), (80, -14), (80, -4), (-80, -4)]


def head_path(d: str, a: Affine = HEAD) -> Path:
    return parse(d).transformed(a)


def head_pt(x: float, y: float) -> Pt:
    return HEAD.apply((x, y))


@dataclass(frozen=True)
class Look:
    """Everything that varies between two court figures."""

    headwear: str = "crown"  # crown, queen, cap, hat, none
    hair: str = YELLOW
    beard: bool = False
    long_hair: bool = False
    body: str = RED
    pattern: str = "stripes"  # stripes, chequer, dots, fleurons, plain
    pattern_ink: str = YELLOW
    panel: str = BLUE
    panel_pattern: str = "dots"
    sleeve: str = BLUE
    cuff: str = YELLOW
    collar: str = STOCK
    mantle: str | None = None
    hat_color: str = RED
    feather: str = STOCK
    veil: str = BLUE
    emblem: str | None = None  # "serpent"
    left: str = "sceptre"  # what the raised hand (viewer's left) holds
    right: str = "belt"  # what the lower hand holds
    extras: tuple[Callable[[], str], ...] = field(default_factory=tuple)


def _pattern(poly: list[Pt], kind: str, color: str) -> str:
    if kind == "stripes":
        return pat.stripes(poly, color, 12, 5)
    if kind == "diagonal":
        return pat.stripes(poly, color, 12, 4.4, 60)
    if kind == "chequer":
        return pat.chequer(poly, color, 9)
    if kind == "dots":
        return pat.dots(poly, color, 10, 1.9)
    if kind == "fleurons":
        return pat.fleurons(poly, color, RED if color != RED else YELLOW, 15, 4.4)
    return ""


def head(look: Look) -> str:
    out = []
    if look.headwear == "queen":
        out.append(path_el(head_path(VEIL), **ink(look.veil)))
    if look.long_hair:
        out.append(path_el(head_path(HAIR_LONG), **ink(look.hair)))
    out.append(path_el(head_path(NECK), **ink(FLESH)))
    out.append(path_el(head_path(FACE), **ink(FLESH)))
    out.append(path_el(head_path(EYE), **ink(STOCK, SW2)))
    ex, ey = head_pt(-10.2, -2.9)
    out.append(circle(ex, ey, 1.3, fill=BLACK))
    out.append(path_el(head_path(BROW), **line(BLACK, 1.1)))
    out.append(path_el(head_path(NOSTRIL), **line(BLACK, SW2)))
    out.append(path_el(head_path(MOUTH), **line(BLACK, 1.0)))
    cx, cy = head_pt(-8.6, 6.4)
    out.append(circle(cx, cy, 2.0, fill=RED))
    if not look.long_hair:
        out.append(path_el(head_path(HAIR_SHORT), **ink(look.hair)))
    else:
        out.append(path_el(head_path(CURLS), **line(BLACK, SW2)))
    out.append(path_el(head_path(EAR), **ink(FLESH, SW2)))
    if look.beard:
        out.append(path_el(head_path(BEARD), **ink(look.hair)))
        out.append(path_el(head_path(MOUSTACHE), **ink(look.hair, SW2)))
        out.append(path_el(head_path("M-13 20C-9 24 -4 25 1 23M-10 26C-6 29 -1 29 3 26"), **line()))
    out.append(headwear(look))
    return "".join(out)


def headwear(look: Look) -> str:
    out = []
    if look.headwear == "crown":
        out.append(path_el(head_path(CROWN_POINTS), **ink(YELLOW)))
        out.append(path_el(head_path(CROWN_BAND), **ink(YELLOW)))
        for x, y in ((-19.6, -38), (-2.6, -43), (13.4, -41.4)):
            px, py = head_pt(x, y)
            out.append(circle(px, py, 2.4, **ink(YELLOW, SW2)))
        for i, (x, y) in enumerate(((-10, -18.6), (-1, -19.8), (8, -20.8))):
            px, py = head_pt(x, y)
            out.append(circle(px, py, 2.2, **ink(RED if i != 1 else BLUE, SW2)))
    elif look.headwear == "queen":
        out.append(path_el(head_path(QUEEN_POINTS), **ink(YELLOW)))
        out.append(path_el(head_path(QUEEN_CROWN), **ink(YELLOW)))
        for x, y in ((-16, -32), (-1.6, -35), (12.6, -33.4)):
            px, py = head_pt(x, y)
            out.append(circle(px, py, 2, **ink(RED, SW2)))
    elif look.headwear == "cap":
        out.append(path_el(head_path(FEATHER), **ink(look.feather)))
        out.append(path_el(head_path(FEATHER_SPINE), **line(BLACK, SW2)))
        out.append(path_el(head_path(CAP), **ink(look.hat_color)))
        out.append(path_el(head_path(CAP_BAND), **ink(YELLOW)))
        px, py = head_pt(6, -14.6)
        out.append(circle(px, py, 2.6, **ink(RED if look.hat_color != RED else BLUE, SW2)))
    elif look.headwear == "hat":
        out.append(
            path_el(
                head_path("M8 -30C20 -40 34 -44 44 -34C36 -34 30 -28 22 -25C16 -24 10 -24 4 -24Z"),
                **ink(look.feather),
            )
        )
        out.append(path_el(head_path(HAT_CROWN), **ink(look.hat_color)))
        out.append(path_el(head_path(HAT_BRIM), **ink(look.hat_color)))
        out.append(
            path_el(
                head_path(
                    "M-15.4 -17.6C-4 -21 6 -21.4 15.6 -19.4L15.8 -23C6 -24.6 -4 -24.4 -15.6 -21.2Z"
                ),
                **ink(YELLOW, SW2),
            )
        )
    return "".join(out)


def torso(look: Look) -> str:
    out = [pat.region(TORSO, look.body)]
    out.append(_pattern(TORSO, look.pattern, look.pattern_ink))
    if look.mantle:
        for sgn in (-1, 1):
            side = [
                (sgn * x, y)
                for x, y in [
                    (-44, -86),
                    (-61, -74),
                    (-68, -56),
                    (-71, 0),
                    (-40, 0),
                    (-30, -60),
                    (-20, -88),
                ]
            ]
            side = side if sgn < 0 else side[::-1]
            out.append(pat.region(side, look.mantle))
            fur = [
                (sgn * x, y)
                for x, y in [(-40, 0), (-30, -60), (-20, -88), (-13, -92), (-21, -60), (-31, 0)]
            ]
            fur = fur if sgn < 0 else fur[::-1]
            out.append(pat.region(fur, STOCK))
            out.append(pat.ermine(fur, 8))
    out.append(pat.region(PANEL, look.panel))
    out.append(_pattern(PANEL, look.panel_pattern, YELLOW if look.panel != YELLOW else RED))
    out.append(pat.outline(PANEL, SW))
    belt = [(-71, -25), (71, -25), (71, -20), (-71, -20)]
    out.append(pat.region(belt, BLACK if look.body != BLACK else RED, SW2))
    out.append(path_el(Path().poly([(-5, -27), (5, -27), (5, -18), (-5, -18)]), **ink(YELLOW, SW2)))
    collar = head_path("M-14 27C-6 36 8 36 15 27L19 34C8 44 -8 44 -18 34Z")
    out.append(path_el(collar, **ink(look.collar)))
    out.append(
        path_el(
            head_path("M-12 33L-10 38M-4 35.6L-3.6 40.6M3 35.6L3.6 40.6M10 33.4L11.6 38.2"),
            **line(BLACK, SW2),
        )
    )
    return "".join(out)


def sleeve(points: list[Pt], color: str, cuff: str, w0: float = 22, w1: float = 15) -> str:
    pts = quad(points[0], points[1], points[2], 12) + quad(points[2], points[3], points[4], 10)[1:]
    n = len(pts)
    ws = [w0 + (w1 - w0) * i / (n - 1) for i in range(n)]
    out = [path_el(Path().poly(band(pts, ws)), **ink(color))]
    cuff_pts = pts[-3:]
    out.append(path_el(Path().poly(band(cuff_pts, [w1 + 2.4] * 3)), **ink(cuff)))
    return "".join(out)


def fist(x: float, y: float, flip: bool = False) -> str:
    """A hand closed around a vertical pole at (x, y)."""
    s = -1 if flip else 1
    d = (
        f"M{x - 6 * s:g} {y - 5:g}"
        f"C{x - 2 * s:g} {y - 7.5:g} {x + 5 * s:g} {y - 6.5:g} {x + 6.4 * s:g} {y - 2.5:g}"
        f"L{x + 6.2 * s:g} {y + 3.5:g}"
        f"C{x + 4.6 * s:g} {y + 6.8:g} {x - 2 * s:g} {y + 7:g} {x - 6 * s:g} {y + 4.5:g}Z"
    )
    creases = f"M{x - 1.5 * s:g} {y - 5.6:g}V{y + 5.6:g}M{x + 2 * s:g} {y - 5.6:g}V{y + 5.6:g}"
    thumb = (
        f"M{x - 6 * s:g} {y - 5:g}"
        f"C{x - 8.6 * s:g} {y - 2:g} {x - 7 * s:g} {y + 1:g} {x - 3.6 * s:g} {y:g}"
    )
    return path_el(d, **ink(FLESH)) + path_el(creases + thumb, **line(BLACK, SW2))


def open_hand(x: float, y: float) -> str:
    """A hand resting flat (on the belt), fingers down."""
    d = (
        f"M{x - 6:g} {y - 5:g}C{x:g} {y - 8:g} {x + 7:g} {y - 6:g} {x + 7:g} {y - 1:g}"
        f"L{x + 5:g} {y + 8:g}C{x + 1:g} {y + 10:g} {x - 4:g} {y + 9:g} {x - 6:g} {y + 5:g}Z"
    )
    return path_el(d, **ink(FLESH)) + path_el(
        f"M{x - 2:g} {y + 1:g}L{x - 2.6:g} {y + 8:g}M{x + 1.6:g} {y + 1:g}L{x + 1.4:g} {y + 8.6:g}",
        **line(BLACK, SW2),
    )


LEFT_ARM = [(-56, -78), (-70, -56), (-66, -36), (-60, -26), (-46, -40)]
RIGHT_ARM = [(56, -78), (70, -56), (64, -36), (58, -26), (36, -24)]
LEFT_HAND = (-42.0, -42.0)
RIGHT_HAND = (32.0, -24.0)


RAISED_ARM = [(-56, -80), (-74, -72), (-74, -92), (-72, -104), (-60, -110)]
RAISED_HAND = (-56.0, -112.0)
RAISED_RIGHT = [(-x, y) for x, y in RAISED_ARM]
RAISED_RIGHT_HAND = (56.0, -112.0)


def arms(
    look: Look,
    held: Callable[[Pt], str] | None,
    held_right: Callable[[Pt], str] | None,
    raised: bool = False,
) -> str:
    if look.right == "raised":
        out = [sleeve(RAISED_RIGHT, look.sleeve, look.cuff)]
        if held_right:
            out.append(held_right(RAISED_RIGHT_HAND))
        out.append(fist(*RAISED_RIGHT_HAND, flip=True))
    else:
        out = [sleeve(RIGHT_ARM, look.sleeve, look.cuff)]
        if held_right:
            out.append(held_right(RIGHT_HAND))
        hand_r = open_hand(*RIGHT_HAND) if look.right == "belt" else fist(*RIGHT_HAND, flip=True)
        out.append(hand_r)
    arm, hand = (RAISED_ARM, RAISED_HAND) if raised else (LEFT_ARM, LEFT_HAND)
    out.append(sleeve(arm, look.sleeve, look.cuff))
    if held:
        out.append(held(hand))
    out.append(fist(*hand))
    return "".join(out)


def half_figure(
    look: Look,
    held: Callable[[Pt], str] | None = None,
    behind: Callable[[Pt], str] | None = None,
    held_right: Callable[[Pt], str] | None = None,
    emblem: Callable[[], str] | None = None,
    front: Callable[[], str] | None = None,
    raised: bool = False,
) -> str:
    """The whole upper half: what is held behind, torso, head, then arms and what they hold."""
    out = []
    if behind:
        out.append(behind(RAISED_HAND if raised else LEFT_HAND))
    out.append(torso(look))
    if emblem:
        out.append(emblem())
    out.append(head(look))
    if front:
        out.append(front())
    out.append(arms(look, held, held_right, raised))
    return "".join(out)


__all__ = ["GREEN", "Look", "half_figure"]
