"""Costume patterns clipped to convex regions: stripes, chequers, dots, fleurons, ermine."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .geom import Pt, clip_convex
from .style import BLACK, SW2, ink
from .svg import Path, circle, path_el


def _bbox(poly: Sequence[Pt]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def inside(poly: Sequence[Pt], p: Pt) -> bool:
    x, y = p
    hit = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i - 1], poly[i]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def region(poly: Sequence[Pt], fill: str, sw: float = 1.4) -> str:
    return path_el(Path().poly(poly), **ink(fill, sw))


def stripes(poly: Sequence[Pt], color: str, step: float, width: float, angle: float = 90) -> str:
    """Parallel bands at ``angle`` degrees (90 = vertical) inside the convex ``poly``."""
    x0, y0, x1, y1 = _bbox(poly)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    reach = math.hypot(x1 - x0, y1 - y0)
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)  # along the stripe
    nx, ny = -uy, ux
    out = []
    k = -int(reach / step) - 1
    while k * step <= reach:
        o = k * step
        band = [
            (cx + nx * o - ux * reach, cy + ny * o - uy * reach),
            (cx + nx * o + ux * reach, cy + ny * o + uy * reach),
            (cx + nx * (o + width) + ux * reach, cy + ny * (o + width) + uy * reach),
            (cx + nx * (o + width) - ux * reach, cy + ny * (o + width) - uy * reach),
        ]
        piece = clip_convex(band, poly)
        if len(piece) >= 3:
            out.append(path_el(Path().poly(piece), fill=color))
        k += 1
    return "".join(out)


def chequer(poly: Sequence[Pt], color: str, size: float) -> str:
    x0, y0, x1, y1 = _bbox(poly)
    out = []
    j = 0
    y = y0
    while y < y1:
        i = 0
        x = x0
        while x < x1:
            if (i + j) % 2 == 0:
                sq = [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]
                piece = clip_convex(sq, poly)
                if len(piece) >= 3:
                    out.append(path_el(Path().poly(piece), fill=color))
            x += size
            i += 1
        y += size
        j += 1
    return "".join(out)


def grid_points(poly: Sequence[Pt], step: float, margin: float) -> list[Pt]:
    x0, y0, x1, y1 = _bbox(poly)
    out = []
    row = 0
    y = y0 + step / 2
    while y < y1:
        x = x0 + (step / 2 if row % 2 else 0) + step / 4
        while x < x1:
            ring = [
                (x + margin * math.cos(a * math.pi / 4), y + margin * math.sin(a * math.pi / 4))
                for a in range(8)
            ]
            if all(inside(poly, p) for p in [(x, y), *ring]):
                out.append((x, y))
            x += step
        y += step * 0.8
        row += 1
    return out


def dots(poly: Sequence[Pt], color: str, step: float, r: float) -> str:
    return "".join(circle(x, y, r, fill=color) for x, y in grid_points(poly, step, r + 0.8))


def fleurons(poly: Sequence[Pt], color: str, centre: str, step: float, r: float) -> str:
    """Small four-petal flowers in a half-drop grid."""
    out = []
    for x, y in grid_points(poly, step, r + 0.6):
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            out.append(circle(x + dx * r * 0.55, y + dy * r * 0.55, r * 0.5, fill=color))
        out.append(circle(x, y, r * 0.3, fill=centre))
    return "".join(out)


def ermine(poly: Sequence[Pt], step: float = 9.0) -> str:
    """Black ermine tails on the white fur."""
    out = []
    for x, y in grid_points(poly, step, 3.2):
        tail = (
            f"M{x:g} {y - 2.6:g}L{x + 1.5:g} {y + 2.4:g}L{x:g} {y + 1.6:g}L{x - 1.5:g} {y + 2.4:g}Z"
        )
        out.append(path_el(tail, fill=BLACK))
        out.append(circle(x, y - 2.8, 0.9, fill=BLACK))
    return "".join(out)


def outline(poly: Sequence[Pt], sw: float = SW2) -> str:
    return path_el(Path().poly(poly), fill="none", stroke=BLACK, stroke_width=sw)
