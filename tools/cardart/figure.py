"""Half-length court figures: costume, arms and hands, with a head from faces.py.

A half figure is drawn facing left in "half" coordinates: the origin is the centre of the line
that splits the card, y grows downwards, so the figure lives in y < 0. The card turns it by 180
degrees for the lower half. Line weights stay constant because every shape is transformed in
Python, never with an SVG scale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import patterns as pat
from .faces import head, head_path
from .geom import Pt, band, quad
from .style import BLACK, BLUE, FLESH, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Path, path_el

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
    face: str = "a"  # a, b, c: see faces.py
    beard_cut: str = "full"  # full, pointed, forked
    curly: bool = False  # short curly hair instead of the plain bob


def pattern_fill(poly: list[Pt], kind: str, color: str) -> str:
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


def torso(look: Look) -> str:
    out = [pat.region(TORSO, look.body)]
    out.append(pattern_fill(TORSO, look.pattern, look.pattern_ink))
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
    out.append(pattern_fill(PANEL, look.panel_pattern, YELLOW if look.panel != YELLOW else RED))
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
