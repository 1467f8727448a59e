"""The Cavallo's horse: head and neck in profile, facing left, with bridle and mane."""

from __future__ import annotations

from . import patterns as pat
from .geom import Pt
from .style import BLACK, BLUE, RED, STOCK, SW2, YELLOW, ink, line
from .svg import circle, path_el

HEAD = (
    "M4 0C2 -24 -6 -52 -22 -74L-24 -92L-30 -80C-34 -80 -37 -78 -39 -76L-44 -90L-46 -74"
    "C-56 -64 -66 -50 -74 -38C-78 -32 -78 -26 -74 -22C-70 -18 -64 -19 -60 -22"
    "C-54 -24 -48 -24 -42 -28C-40 -20 -42 -10 -50 0Z"
)
MANE = (
    "M-22 -76C-14 -74 -12 -66 -8 -62C-2 -60 0 -52 2 -46C8 -42 8 -34 10 -28C14 -24 14 -16 14 -10"
    "C16 -6 16 -2 16 0H4C2 -24 -6 -52 -22 -74Z"
)
FORELOCK = "M-38 -77C-44 -72 -44 -66 -40 -60C-38 -66 -36 -70 -32 -74Z"
EYE = "M-44 -58C-41 -61 -37 -61 -35 -58C-38 -56 -41 -56 -44 -58Z"
NOSTRIL = "M-70 -32C-67 -34 -65 -32 -66 -29"
MOUTH = "M-75 -25C-70 -25 -66 -24 -63 -21"
BRIDLE = "M-31 -77L-48 -26M-61 -44C-64 -40 -66 -36 -69 -30M-44 -70L-64 -46"
CAPARISON: list[Pt] = [(-49, -2), (-45, -14), (-36, -30), (2, -36), (6, -18), (6, -2)]
REIN_END: Pt = (-34.0, -46.0)


def horse() -> str:
    out = [path_el(MANE, **ink(YELLOW))]
    out.append(
        path_el(
            "M-16 -66C-10 -60 -6 -54 -4 -48M-4 -40C0 -34 2 -28 4 -22M2 -16C4 -12 6 -6 7 -2",
            **line(BLACK, SW2),
        )
    )
    out.append(path_el(HEAD, **ink(STOCK)))
    out.append(path_el("M-39 -76L-40 -84M-24 -90L-26 -80", **line(BLACK, SW2)))
    out.append(path_el(FORELOCK, **ink(YELLOW, SW2)))
    out.append(path_el(EYE, **ink(BLACK, SW2)))
    out.append(circle(-39.4, -58.6, 0.9, fill=STOCK))
    out.append(path_el(NOSTRIL + MOUTH, **line(BLACK, 1.0)))
    out.append(path_el("M-44 -46C-48 -40 -49 -34 -46 -28", **line(BLACK, SW2)))
    out.append(path_el(BRIDLE, **line(RED, 2.6)))
    out.append(circle(-48, -26, 2.8, **ink(YELLOW, SW2)))
    out.append(circle(-61, -44, 2.2, **ink(YELLOW, SW2)))
    out.append(pat.region(CAPARISON, BLUE))
    out.append(pat.dots(CAPARISON, YELLOW, 8, 1.6))
    fringe = "".join(f"M{x:g} -2L{x + 2:g} 0" for x in range(-46, 6, 4))
    out.append(path_el(fringe, **line(RED, 1.4)))
    out.append(
        path_el(f"M-48 -26C-44 -34 -40 -42 {REIN_END[0]:g} {REIN_END[1]:g}", **line(RED, 2.2))
    )
    return "".join(out)
