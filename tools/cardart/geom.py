"""Geometry helpers: affine maps, Bézier sampling, offset bands and convex clipping."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Pt = tuple[float, float]


@dataclass(frozen=True)
class Affine:
    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, p: Pt) -> Pt:
        x, y = p
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def then(self, other: Affine) -> Affine:
        """The map that applies ``self`` first and ``other`` second."""
        o = other
        return Affine(
            o.a * self.a + o.c * self.b,
            o.b * self.a + o.d * self.b,
            o.a * self.c + o.c * self.d,
            o.b * self.c + o.d * self.d,
            o.a * self.e + o.c * self.f + o.e,
            o.b * self.e + o.d * self.f + o.f,
        )


def translate(x: float, y: float) -> Affine:
    return Affine(e=x, f=y)


def scale(sx: float, sy: float | None = None) -> Affine:
    return Affine(a=sx, d=sx if sy is None else sy)


def rotate(deg: float) -> Affine:
    r = math.radians(deg)
    return Affine(math.cos(r), math.sin(r), -math.sin(r), math.cos(r))


def cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: int = 16) -> list[Pt]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def quad(p0: Pt, p1: Pt, p2: Pt, n: int = 16) -> list[Pt]:
    return cubic(
        p0,
        (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1])),
        (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1])),
        p2,
        n,
    )


def arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int) -> list[Pt]:
    """Points on an elliptic arc from angle a0 to a1 (degrees, 0 = +x, 90 = +y)."""
    out = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def normals(line: Sequence[Pt]) -> list[Pt]:
    out = []
    for i in range(len(line)):
        p = line[max(i - 1, 0)]
        q = line[min(i + 1, len(line) - 1)]
        dx, dy = q[0] - p[0], q[1] - p[1]
        length = math.hypot(dx, dy) or 1.0
        out.append((-dy / length, dx / length))
    return out


def band(line: Sequence[Pt], widths: Sequence[float]) -> list[Pt]:
    """Closed outline of a stroke of varying width along ``line`` (one width per point)."""
    ns = normals(line)
    left = [
        (p[0] + n[0] * w / 2, p[1] + n[1] * w / 2) for p, n, w in zip(line, ns, widths, strict=True)
    ]
    right = [
        (p[0] - n[0] * w / 2, p[1] - n[1] * w / 2) for p, n, w in zip(line, ns, widths, strict=True)
    ]
    return left + right[::-1]


def taper(n: int, w0: float, w1: float) -> list[float]:
    return [w0 + (w1 - w0) * i / (n - 1) for i in range(n)]


def clip_convex(subject: Sequence[Pt], clip: Sequence[Pt]) -> list[Pt]:
    """Sutherland–Hodgman: the part of ``subject`` inside the convex polygon ``clip``."""

    def side(a: Pt, b: Pt, p: Pt) -> float:
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])

    # orientation of the clip polygon
    area = sum(
        clip[i][0] * clip[(i + 1) % len(clip)][1] - clip[(i + 1) % len(clip)][0] * clip[i][1]
        for i in range(len(clip))
    )
    sign = 1.0 if area > 0 else -1.0
    out = list(subject)
    for i in range(len(clip)):
        a, b = clip[i], clip[(i + 1) % len(clip)]
        inp, out = out, []
        if not inp:
            break
        for j in range(len(inp)):
            p, q = inp[j - 1], inp[j]
            sp, sq = side(a, b, p) * sign, side(a, b, q) * sign
            if sq >= 0:
                if sp < 0:
                    out.append(_cross(p, q, sp, sq))
                out.append(q)
            elif sp >= 0:
                out.append(_cross(p, q, sp, sq))
    return out


def _cross(p: Pt, q: Pt, sp: float, sq: float) -> Pt:
    t = sp / (sp - sq)
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def mirror_x(points: Sequence[Pt]) -> list[Pt]:
    return [(-x, y) for x, y in points]


def along(line: Sequence[Pt], t: float) -> tuple[Pt, Pt]:
    """Point and unit tangent at fraction ``t`` of the polyline's point index."""
    i = min(int(t * (len(line) - 1)), len(line) - 2)
    p, q = line[i], line[i + 1]
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy) or 1.0
    f = t * (len(line) - 1) - i
    return (p[0] + dx * f, p[1] + dy * f), (dx / length, dy / length)
