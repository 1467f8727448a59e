"""Heads in profile (facing left): three faces, hair, beards and headwear.

Head paths are drawn in "head" units (about 45 tall, origin between eye and ear) and placed by an
affine map, so one face serves every court at any size without scaling the line weights. The
variants give the courts different people: ``a`` a straight classical nose, ``b`` an aquiline nose
and long chin (kings), ``c`` a short upturned nose and round chin (the young).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .geom import Affine, Pt, scale, translate
from .style import BLACK, BLUE, FLESH, RED, STOCK, SW2, YELLOW, ink, line
from .svg import Path, circle, parse, path_el

if TYPE_CHECKING:
    from .figure import Look

HEAD_AT = (-4.0, -122.0)
HEAD_K = 1.2
HEAD = scale(HEAD_K).then(translate(*HEAD_AT))


def head_map(x: float, y: float, k: float) -> Affine:
    """Head units -> half-figure coordinates: scale ``k``, head origin at (x, y)."""
    return scale(k).then(translate(x, y))


_BACK = "C-5 22.6 1 20.5 5 16C10 11 13.5 2 13 -7C12.6 -15 10.6 -19.5 7 -21Z"
FACES = {
    "a": "M7 -21C-4 -23 -13 -18 -15 -9C-15.5 -6 -15.6 -4 -16.8 -1.5L-21 6.8"
    "C-21.3 7.8 -20.4 8.5 -19 8.6L-16.2 8.8C-16.4 10 -16.6 11 -16.2 11.8L-15 12.6L-16 13.3"
    "C-16.3 14.6 -16 15.6 -15.2 16.2C-15.6 18.4 -14 20.6 -11 21.4" + _BACK,
    "b": "M7 -21C-4 -23 -13 -18 -14.6 -9C-15 -6 -16 -3.6 -18 -1.6C-20.4 1 -22.4 5.4 -22.6 8.2"
    "C-22.6 9.6 -21.4 10.2 -19.8 9.6L-16.6 9.6C-16.8 10.8 -16.8 11.8 -16.2 12.6L-15.2 13.2"
    "L-16.2 14C-16.6 15.4 -16.4 16.4 -15.8 17C-16.8 19.6 -15.6 22.2 -11 22.6" + _BACK,
    "c": "M7 -21C-4 -23 -13.4 -18 -15.2 -9C-15.6 -6 -15.8 -3.6 -16.8 -1C-17.8 1.4 -19.6 4 -19.8 5.6"
    "C-19.8 7 -18.8 7.8 -17.4 7.8L-16 8.2C-16.6 9.6 -16.8 10.8 -16.2 11.8L-15.2 12.6L-16 13.4"
    "C-16.2 14.6 -15.8 15.6 -15 16C-14.6 18.8 -12.6 21 -8 21.6" + _BACK,
}
NOSTRILS = {
    "a": "M-18.2 6.9C-17.2 7.7 -16.5 7.4 -16.1 6.5",
    "b": "M-19.8 8.2C-18.8 9 -17.9 8.7 -17.5 7.8",
    "c": "M-17.6 5.8C-16.8 6.6 -16.2 6.4 -15.8 5.6",
}
MOUTHS = {"a": "M-16 12.9L-12.4 12.5", "b": "M-15.9 13.4L-12 12.9", "c": "M-15.9 12.9L-12.8 12.8"}
BROWS = {
    "a": "M-14.2 -7.2C-11.6 -9 -8 -9.2 -5.4 -7.7",
    "b": "M-14.4 -6.6C-12 -9.4 -8.4 -9.8 -5.2 -8.6",
    "c": "M-14 -7.6C-11.4 -9.4 -8 -9.4 -5.6 -7.6",
}
NECK = "M-8 16C-8 22 -8.5 27 -10 32H10C8 26 7 20 7 12Z"
EAR = "M2.4 -3.4C5 -6.2 9 -4.4 8.6 0.4C8.2 4.6 5.6 6.4 3 4.6"
EYE = "M-12.8 -2.6C-11.2 -4.3 -8.7 -4.3 -7 -2.8C-8.8 -1.5 -11.1 -1.4 -12.8 -2.6Z"
HAIR_SHORT = (
    "M-14.6 -11C-12.6 -21 -2 -25.5 7 -23.5C14.5 -21.5 17.5 -12 16.5 -2C16 6 17.5 14 14 21"
    "C12 24 8 23.5 6 20C9 14 10.6 7 9.9 0C9.2 -7 5 -11.5 -2 -12.8C-6.4 -13.4 -10.4 -12.6 -14.6 -11Z"
)
HAIR_CURLY = (
    "M-14.6 -11C-12.6 -21 -2 -25.5 7 -23.5C14.5 -21.5 18 -12 17.5 -3C20.5 0 20.5 5 17.5 7"
    "C20.5 10 19.5 15 15.5 16C16 20 12.5 22.5 9.5 20.5C7.5 23 3.5 21.5 3.6 18.4C7.6 13 9.8 6 9.9 0"
    "C9.2 -7 5 -11.5 -2 -12.8C-6.4 -13.4 -10.4 -12.6 -14.6 -11Z"
)
CURLY_LINES = (
    "M13.6 1.6C15.2 3 16.4 5 16.2 7.6M12.4 10C14 11.4 14.8 13.4 14.6 16"
    "M8 15C9.4 16.4 9.8 18 9.2 20.4M-6 -16.6C-2 -19 3 -19.4 8 -17.6"
)
HAIR_LONG = (
    "M-14.6 -11C-12.6 -21 -2 -25.5 7 -23.5C15 -21.5 19 -12 19 -2C19 10 22 22 24 34"
    "C19 37 13 36 8 33C10 26 8 20 7 14C9 8 10.6 4 9.9 0C9.2 -7 5 -11.5 -2 -12.8"
    "C-6.4 -13.4 -10.4 -12.6 -14.6 -11Z"
)
CURLS = "M10 18C13 20 16 20 18 17M9 26C12 28 16 28 19 25M12 8C14.5 9.5 17 9.5 19 7"
BEARDS = {
    "full": "M-15.4 13.6C-17.6 20 -15.6 28 -9.6 32.4C-3.6 35.6 3.6 32.4 7.4 25.6"
    "C9.6 21 10 15 9.6 9C7 14 3 17 -2 17.5C-7 18 -11 16 -15.4 13.6Z",
    "pointed": "M-15.6 13.6C-17 18 -16.6 24 -15 30C-14 34 -13.6 37.6 -14.6 41.6"
    "C-6 37.6 1.6 31 5.6 24C8.6 19 9.8 14 9.6 9C7 14 3 17 -2 17.5C-7 18 -11 16 -15.6 13.6Z",
    "forked": "M-15.4 13.6C-17.8 19 -16.6 26 -13 31.4L-12.6 38.4L-6.6 32.6L0.4 36.4L0.6 29.6"
    "C4.6 26.6 7.2 22.6 8.6 17.6C9.6 14.6 9.8 11.6 9.6 9C7 14 3 17 -2 17.5"
    "C-7 18 -11 16 -15.4 13.6Z",
}
BEARD_LINES = {
    "full": "M-13 20C-9 24 -4 25 1 23M-10 26C-6 29 -1 29 3 26",
    "pointed": "M-13.4 21C-10 24 -5 24.6 0 22.6M-13 28C-10 30.6 -6 30.4 -2.4 28.4",
    "forked": "M-13.6 21C-10 24 -5 24.6 0 22.6M-9.4 26.4L-7.4 31.4",
}
MOUSTACHE = "M-16.6 11.2C-14 9.6 -10.6 10.2 -9.2 12.6C-11.6 13.2 -14.4 12.8 -16.6 11.2Z"
CROWN_BAND = "M-15.6 -13.8L13.4 -17.4L13.8 -24.6L-16 -21Z"
CROWN_POINTS = "M-16 -21L-19.6 -38L-10 -27.6L-2.6 -43L3.8 -29L13.4 -41.4L13.8 -24.6Z"
CAP = "M-18.8 -13C-21 -22 -11 -31 2 -31.5C14 -32 21 -25 19 -15C8 -18.6 -6 -18 -18.8 -13Z"
CAP_BAND = "M-19.4 -12.6C-7 -17.4 8 -18.4 19.6 -15L19 -10.6C8 -13.6 -6 -13 -19 -8.8Z"
FEATHER = "M8 -27C20 -38 34 -44 44 -36C38 -34 34 -28 26 -26C20 -25 12 -25 4 -25Z"
FEATHER_SPINE = "M6 -26C18 -33 30 -37 42 -36"
HAT_FEATHER = "M8 -30C20 -40 34 -44 44 -34C36 -34 30 -28 22 -25C16 -24 10 -24 4 -24Z"
HAT_BRIM = (
    "M-27 -14C-12 -20.5 10 -21.5 25 -16C25.5 -13 20 -11.6 14 -12.4C2 -14.6 -12 -12.6 -27 -14Z"
)
HAT_CROWN = "M-16 -16C-16 -28 -8 -34 0 -34C10 -34 16 -27 16 -18C4 -20 -6 -19.6 -16 -16Z"
HAT_BAND = "M-15.4 -17.6C-4 -21 6 -21.4 15.6 -19.4L15.8 -23C6 -24.6 -4 -24.4 -15.6 -21.2Z"
VEIL = "M-8 -24C6 -32 20 -22 24 -6C28 10 30 24 34 36C24 40 14 38 6 34C14 20 14 2 4 -14Z"
QUEEN_CROWN = "M-14.6 -15L12.4 -18.4L12.8 -24L-15 -20.8Z"
QUEEN_POINTS = "M-15 -20.8L-16 -32L-8 -25L-1.6 -35L4.6 -25.6L12.6 -33.4L12.8 -24Z"


def head_path(d: str, a: Affine = HEAD) -> Path:
    return parse(d).transformed(a)


def head_pt(x: float, y: float, a: Affine = HEAD) -> Pt:
    return a.apply((x, y))


def head(look: Look, a: Affine = HEAD) -> str:
    """Neck, face, hair, beard and headwear of ``look``, placed by ``a``."""
    face = look.face

    def shape(d: str, fill: str, sw: float | None = None) -> str:
        return path_el(head_path(d, a), **(ink(fill) if sw is None else ink(fill, sw)))

    def stroke(d: str, sw: float = SW2) -> str:
        return path_el(head_path(d, a), **line(BLACK, sw))

    out = []
    if look.headwear == "queen":
        out.append(shape(VEIL, look.veil))
    if look.long_hair:
        out.append(shape(HAIR_LONG, look.hair))
    out.append(shape(NECK, FLESH))
    out.append(shape(FACES[face], FLESH))
    out.append(shape(EYE, STOCK, SW2))
    ex, ey = head_pt(-10.2, -2.9, a)
    out.append(circle(ex, ey, 1.3, fill=BLACK))
    out.append(stroke(BROWS[face], 1.1))
    out.append(stroke(NOSTRILS[face]))
    out.append(stroke(MOUTHS[face], 1.0))
    cx, cy = head_pt(-8.6, 6.4, a)
    out.append(circle(cx, cy, 2.0, fill=RED))
    if look.long_hair:
        out.append(stroke(CURLS))
    elif look.curly:
        out.append(shape(HAIR_CURLY, look.hair))
        out.append(stroke(CURLY_LINES))
    else:
        out.append(shape(HAIR_SHORT, look.hair))
    out.append(shape(EAR, FLESH, SW2))
    if look.beard:
        out.append(shape(BEARDS[look.beard_cut], look.hair))
        out.append(shape(MOUSTACHE, look.hair, SW2))
        out.append(stroke(BEARD_LINES[look.beard_cut]))
    out.append(headwear(look, a))
    return "".join(out)


def headwear(look: Look, a: Affine = HEAD) -> str:
    def shape(d: str, fill: str, sw: float | None = None) -> str:
        return path_el(head_path(d, a), **(ink(fill) if sw is None else ink(fill, sw)))

    def jewel(x: float, y: float, r: float, fill: str) -> str:
        px, py = head_pt(x, y, a)
        return circle(px, py, r, **ink(fill, SW2))

    out = []
    if look.headwear == "crown":
        out.append(shape(CROWN_POINTS, YELLOW))
        out.append(shape(CROWN_BAND, YELLOW))
        for x, y in ((-19.6, -38), (-2.6, -43), (13.4, -41.4)):
            out.append(jewel(x, y, 2.4, YELLOW))
        for i, (x, y) in enumerate(((-10, -18.6), (-1, -19.8), (8, -20.8))):
            out.append(jewel(x, y, 2.2, RED if i != 1 else BLUE))
    elif look.headwear == "queen":
        out.append(shape(QUEEN_POINTS, YELLOW))
        out.append(shape(QUEEN_CROWN, YELLOW))
        for x, y in ((-16, -32), (-1.6, -35), (12.6, -33.4)):
            out.append(jewel(x, y, 2, RED))
    elif look.headwear == "cap":
        out.append(shape(FEATHER, look.feather))
        out.append(path_el(head_path(FEATHER_SPINE, a), **line(BLACK, SW2)))
        out.append(shape(CAP, look.hat_color))
        out.append(shape(CAP_BAND, YELLOW))
        out.append(jewel(6, -14.6, 2.6, RED if look.hat_color != RED else BLUE))
    elif look.headwear == "hat":
        if look.feather:
            out.append(shape(HAT_FEATHER, look.feather))
        out.append(shape(HAT_CROWN, look.hat_color))
        out.append(shape(HAT_BRIM, look.hat_color))
        out.append(shape(HAT_BAND, YELLOW, SW2))
    return "".join(out)
