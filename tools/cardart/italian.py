"""Italian suit signs of the Bergamasche pack: coins, cups, swords and batons."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .geom import Pt, clip_convex, cubic, rotate, scale
from .style import BLACK, BLUE, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Doc, Path, circle, ellipse, parse, path_el
from .weave import Strand

SUIT_COLOR = {"D": RED, "C": RED, "S": BLUE, "B": GREEN}
PETAL = "M0 0C3.4 -4 3.6 -10 0 -14C-3.6 -10 -3.4 -4 0 0Z"


def coin(r: float, petals: int = 8, beads: int = 16) -> str:
    """An ornate coin of radius ``r``: red rim with beads, yellow field, rosette."""
    k = r / 22
    out = [circle(0, 0, r, **ink(RED, SW))]
    out.append(circle(0, 0, 17.2 * k, **ink(YELLOW, SW2)))
    for i in range(beads):
        a = math.radians(i * 360 / beads)
        out.append(circle(19.6 * k * math.cos(a), 19.6 * k * math.sin(a), 1.2 * k, fill=YELLOW))
    for i in range(petals):
        p = parse(PETAL).transformed(scale(k).then(rotate(i * 360 / petals + 180 / petals)))
        out.append(path_el(p, **ink(GREEN if i % 2 else BLUE, SW2)))
    for i in range(petals):
        p = parse(PETAL).transformed(scale(k * 0.88).then(rotate(i * 360 / petals)))
        out.append(path_el(p, **ink(RED, SW2)))
    out.append(circle(0, 0, 4.4 * k, **ink(YELLOW, SW2)))
    out.append(circle(0, 0, 1.6 * k, fill=RED))
    return "".join(out)


def small_coin(r: float, sw: float) -> str:
    return (
        circle(0, 0, r, **ink(RED, sw))
        + circle(0, 0, r * 0.68, **ink(YELLOW, sw * 0.8))
        + circle(0, 0, r * 0.22, fill=RED)
    )


CUP_BOWL = ((-15.0, -31.0), (-15.5, -16.0), (-10.0, -6.5), (-2.6, -6.0))
CUP_FOOT = "M-15 31C-14 25 -7 21.5 -3.2 18H3.2C7 21.5 14 25 15 31Z"


def cup(k: float = 1.0, sw: float = SW, detail: bool = True) -> str:
    """A tall chalice 64 units high (times ``k``), rim at the top, centred on the origin."""
    side = [(x * k, y * k) for x, y in cubic(*CUP_BOWL, n=10)]
    bowl = side + [(-x, y) for x, y in reversed(side)]
    out = [path_el(Path().poly(bowl), **ink(YELLOW, sw))]
    if detail:
        band_box = [(-20 * k, -25 * k), (20 * k, -25 * k), (20 * k, -18 * k), (-20 * k, -18 * k)]
        out.append(path_el(Path().poly(clip_convex(band_box, bowl)), **ink(RED, SW2)))
        for x in (-7.0, 0.0, 7.0):
            out.append(
                path_el(
                    Path().poly([(x * k, -15 * k), (x * 0.45 * k, -8 * k)], close=False),
                    **line(BLACK, SW2),
                )
            )
    lip = [(-16 * k, -33.5 * k), (16 * k, -33.5 * k), (14.6 * k, -29.5 * k), (-14.6 * k, -29.5 * k)]
    out.append(path_el(Path().poly(lip), **ink(RED, sw)))
    stem = [(-2.4 * k, -6 * k), (2.4 * k, -6 * k), (3.2 * k, 19 * k), (-3.2 * k, 19 * k)]
    out.append(path_el(Path().poly(stem), **ink(YELLOW, sw)))
    out.append(path_el(parse(CUP_FOOT).transformed(scale(k)), **ink(YELLOW, sw)))
    out.append(ellipse(0, 5 * k, 7 * k, 4.2 * k, **ink(RED, sw)))
    out.append(ellipse(0, -6 * k, 5.5 * k, 2.2 * k, **ink(YELLOW, sw)))
    if detail:
        out.append(
            path_el(
                Path().poly([(-11.5 * k, 27 * k), (11.5 * k, 27 * k)], close=False),
                **line(RED, 2.4 * k),
            )
        )
    return "".join(out)


# --- swords and batons: strands plus their hilts and knots -------------------------------------


def blade_widths(n: int, width: float) -> list[float]:
    ws = []
    for i in range(n):
        t = i / (n - 1)
        if t <= 0.8:
            ws.append(width * (0.8 + 0.5 * t))
        else:
            ws.append(width * 1.2 * math.sqrt(max(0.0, (1 - t) / 0.2)))
    return ws


def _frame(centre: Sequence[Pt]) -> tuple[Pt, Pt, Pt]:
    (x0, y0), (x1, y1) = centre[0], centre[1]
    d = math.hypot(x1 - x0, y1 - y0) or 1.0
    return (x0, y0), ((x1 - x0) / d, (y1 - y0) / d), (-(y1 - y0) / d, (x1 - x0) / d)


def hilt(centre: Sequence[Pt], k: float, sw: float = SW) -> str:
    (x0, y0), (ux, uy), (nx, ny) = _frame(centre)

    def at(a: float, b: float) -> Pt:  # a along the blade, b across it
        return (x0 + ux * a + nx * b, y0 + uy * a + ny * b)

    grip = [at(-1, -2.6 * k), at(-1, 2.6 * k), at(-15 * k, 2.2 * k), at(-15 * k, -2.2 * k)]
    out = [path_el(Path().poly(grip), **ink(RED, sw))]
    out.append(
        path_el(
            Path().poly([at(-5 * k, -2.4 * k), at(-5 * k, 2.4 * k)], close=False),
            **line(BLACK, SW2),
        )
    )
    out.append(
        path_el(
            Path().poly([at(-10 * k, -2.3 * k), at(-10 * k, 2.3 * k)], close=False),
            **line(BLACK, SW2),
        )
    )
    px, py = at(-18.2 * k, 0)
    out.append(circle(px, py, 3.6 * k, **ink(YELLOW, sw)))
    guard = [
        at(3 * k, -11 * k),
        at(-1.6 * k, -4 * k),
        at(-1.6 * k, 4 * k),
        at(3 * k, 11 * k),
        at(0.6 * k, 11.6 * k),
        at(-4.4 * k, 4 * k),
        at(-4.4 * k, -4 * k),
        at(0.6 * k, -11.6 * k),
    ]
    out.append(path_el(Path().poly(guard), **ink(YELLOW, sw)))
    for b in (-11.5 * k, 11.5 * k):
        cx, cy = at(2.2 * k, b)
        out.append(circle(cx, cy, 2.3 * k, **ink(YELLOW, sw)))
    return "".join(out)


def sword(centre: list[Pt], width: float = 7.0, sw: float = SW) -> Strand:
    """A scimitar along ``centre`` (hilt first, tip last)."""
    n = len(centre)
    k = width / 7

    def fuller_part(s: Strand, i0: int, i1: int) -> str:
        part = s.centre[max(i0, 1) : min(i1, n - 5) + 1]
        if len(part) < 2:
            return ""
        return path_el(Path().poly(part, close=False), **line(STOCK, 0.8 * k))

    def fuller(s: Strand) -> str:
        return fuller_part(s, 1, n - 5)

    def grip(s: Strand) -> str:
        return hilt(s.centre, k, sw)

    ws = blade_widths(n, width)
    return Strand(centre, ws, BLUE, sw, under=[fuller], over=[grip], decor=fuller_part)


def baton(
    centre: list[Pt],
    width: float = 9.0,
    sw: float = SW,
    knots: int = 4,
    knot_at: Sequence[float] = (),
) -> Strand:
    """A knotty stave along ``centre`` (butt first): green, with cut knots and yellow ends.

    The knots sit at fractions ``knot_at`` of the length, or evenly spaced.
    """
    n = len(centre)
    ws = [width * (1.1 - 0.25 * i / (n - 1)) for i in range(n)]
    k = width / 9

    at = knot_at or [(j + 1) / (knots + 1) for j in range(knots)]
    knots = len(at)
    where = [int(t * (n - 1)) for t in at]

    def knot(s: Strand, j: int) -> str:
        i = where[j]
        (x, y), (ux, uy) = s.centre[i], _dir(s.centre, i)
        side = 1 if j % 2 else -1
        nx, ny = -uy * side, ux * side
        w = s.widths[i] / 2
        stub = [
            (x + nx * w - ux * 3 * k, y + ny * w - uy * 3 * k),
            (x + nx * (w + 4.5 * k) + ux * 1 * k, y + ny * (w + 4.5 * k) + uy * 1 * k),
            (x + nx * (w + 4.5 * k) + ux * 4.6 * k, y + ny * (w + 4.5 * k) + uy * 4.6 * k),
            (x + nx * w + ux * 4 * k, y + ny * w + uy * 4 * k),
        ]
        out = [path_el(Path().poly(stub), **ink(GREEN, sw))]
        ex, ey = x + nx * (w + 4.5 * k) + ux * 2.8 * k, y + ny * (w + 4.5 * k) + uy * 2.8 * k
        out.append(ellipse(ex, ey, 1.9 * k, 1.9 * k, **ink(YELLOW, SW2)))
        mx, my = x - nx * w * 0.2, y - ny * w * 0.2
        out.append(ellipse(mx, my, 1.6 * k, 2.4 * k, **ink(YELLOW, SW2)))
        return "".join(out)

    def knot_marks(s: Strand) -> str:
        return "".join(knot(s, j) for j in range(knots))

    def knots_between(s: Strand, i0: int, i1: int) -> str:
        return "".join(knot(s, j) for j in range(knots) if i0 <= where[j] <= i1)

    def ends(s: Strand) -> str:
        out = []
        for i in (0, n - 1):
            (x, y) = s.centre[i]
            r = s.widths[i] / 2
            out.append(circle(x, y, r, **ink(YELLOW if i else RED, sw)))
            out.append(circle(x, y, r * 0.4, fill=RED if i else YELLOW))
        return "".join(out)

    return Strand(centre, ws, GREEN, sw, under=[knot_marks, ends], decor=knots_between)


def _dir(line_pts: Sequence[Pt], i: int) -> Pt:
    p = line_pts[max(i - 1, 0)]
    q = line_pts[min(i + 1, len(line_pts) - 1)]
    d = math.hypot(q[0] - p[0], q[1] - p[1]) or 1.0
    return ((q[0] - p[0]) / d, (q[1] - p[1]) / d)


# --- the small signs of the corner indices -----------------------------------------------------


# a squat chalice for the corner: bowl, foot, stem, knop and lip, 15 wide and 19 tall
INDEX_CUP = (
    ("M-7 -8.4H7C7 -3 4.4 0.6 1.2 1.2H-1.2C-4.4 0.6 -7 -3 -7 -8.4Z", YELLOW),
    ("M-5.6 9.4C-5 7.2 -3 6 -1.6 6H1.6C3 6 5 7.2 5.6 9.4Z", YELLOW),
    ("M-1.2 1H1.2L1.6 6.2H-1.6Z", YELLOW),
    ("M-2.6 3.4C-2.6 1.8 2.6 1.8 2.6 3.4C2.6 5 -2.6 5 -2.6 3.4Z", RED),
    ("M-7.8 -10.2H7.8L7.2 -8H-7.2Z", RED),
)


def index_pip(doc: Doc, suit: str) -> str:
    """The corner sign: bold and upright, about 14 wide and 18 tall, to read at 60 px."""
    ident = f"ipip-{suit}"
    if suit == "D":
        return doc.define(ident, small_coin(7.0, 0.8))
    if suit == "C":
        return doc.define(ident, "".join(path_el(d, **ink(c, 0.7)) for d, c in INDEX_CUP))
    if suit == "S":
        blade = [(-1.6 + 3.2 * t + 2.2 * math.sin(math.pi * t), 6 - 15 * t) for t in _steps(10)]
        s = sword(blade, 4.8, 0.7)
        return doc.define(ident, s.full() + hilt(blade, 0.52, 0.7))
    staff = [(-2.4 + 4.8 * t, 9 - 18 * t) for t in _steps(10)]
    b = baton(staff, 6.0, 0.7, knot_at=(0.5,))
    return doc.define(ident, b.full() + "".join(x(b) for x in b.under))


def _steps(n: int) -> list[float]:
    return [i / n for i in range(n + 1)]


def crown(w: float = 44.0) -> str:
    """An open crown with five points and jewels, base centred on the origin."""
    k = w / 44
    points = [
        (-22, 0),
        (-24, -26),
        (-13, -12),
        (-6, -30),
        (0, -14),
        (6, -30),
        (13, -12),
        (24, -26),
        (22, 0),
    ]
    out = [path_el(Path().poly([(x * k, y * k) for x, y in points]), **ink(YELLOW))]
    base = [(-23 * k, -9 * k), (23 * k, -9 * k), (22 * k, 2 * k), (-22 * k, 2 * k)]
    out.append(path_el(Path().poly(base), **ink(YELLOW)))
    for x, y in ((-24, -26), (-6, -30), (6, -30), (24, -26)):
        out.append(circle(x * k, y * k, 2.6 * k, **ink(RED if x < 0 else BLUE, SW2)))
    for i, x in enumerate((-14, 0, 14)):
        out.append(ellipse(x * k, -3.5 * k, 3 * k, 3.4 * k, **ink(RED if i == 1 else GREEN, SW2)))
    return "".join(out)
