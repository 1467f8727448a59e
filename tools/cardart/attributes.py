"""What court figures hold: sceptres, a halberd, flowers, a falcon, an orb, the biscione."""

from __future__ import annotations

import math

from .geom import Pt, band, cubic, quad, translate
from .style import BAY, BLACK, BLUE, FLESH, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Path, circle, parse, path_el


def _pole(x: float, y0: float, y1: float, w: float, fill: str) -> str:
    return path_el(
        Path().poly([(x - w / 2, y0), (x + w / 2, y0), (x + w / 2, y1), (x - w / 2, y1)]),
        **ink(fill),
    )


def fleur(x: float, y: float, color: str = YELLOW) -> str:
    d = (
        f"M{x:g} {y - 16:g}C{x + 5:g} {y - 11:g} {x + 5:g} {y - 5:g} {x:g} {y:g}"
        f"C{x - 5:g} {y - 5:g} {x - 5:g} {y - 11:g} {x:g} {y - 16:g}Z"
        f"M{x - 2:g} {y - 3:g}C{x - 8:g} {y - 2:g} {x - 13:g} {y - 8:g} {x - 10:g} {y - 12:g}"
        f"C{x - 9:g} {y - 7:g} {x - 6:g} {y - 4:g} {x - 1:g} {y - 2:g}Z"
        f"M{x + 2:g} {y - 3:g}C{x + 8:g} {y - 2:g} {x + 13:g} {y - 8:g} {x + 10:g} {y - 12:g}"
        f"C{x + 9:g} {y - 7:g} {x + 6:g} {y - 4:g} {x + 1:g} {y - 2:g}Z"
    )
    return path_el(d, **ink(color)) + path_el(
        Path().poly([(x - 6, y - 1), (x + 6, y - 1), (x + 6, y + 3), (x - 6, y + 3)]),
        **ink(color, SW2),
    )


def sceptre(h: Pt) -> str:
    x, y = h
    return (
        _pole(x, y + 18, y - 66, 4.4, YELLOW)
        + circle(x, y - 66, 3.6, **ink(RED, SW2))
        + fleur(x, y - 70)
    )


def halberd(h: Pt) -> str:
    x, y = h
    top = -176.0
    out = [_pole(x, y + 36, top + 10, 4.2, RED)]
    for yy in range(int(y + 30), int(top + 14), -14):
        out.append(path_el(f"M{x - 2.1:g} {yy:g}L{x + 2.1:g} {yy - 5:g}", **line(YELLOW, 1.2)))
    spike = f"M{x - 2.6:g} {top + 12:g}L{x:g} {top - 8:g}L{x + 2.6:g} {top + 12:g}Z"
    axe = (
        f"M{x - 2:g} {top + 14:g}"
        f"C{x - 12:g} {top + 10:g} {x - 22:g} {top + 14:g} {x - 26:g} {top + 6:g}"
        f"C{x - 30:g} {top + 20:g} {x - 28:g} {top + 34:g} {x - 22:g} {top + 44:g}"
        f"C{x - 18:g} {top + 36:g} {x - 10:g} {top + 34:g} {x - 2:g} {top + 34:g}Z"
    )
    beak = f"M{x + 2:g} {top + 18:g}L{x + 16:g} {top + 26:g}L{x + 2:g} {top + 28:g}Z"
    out.append(path_el(spike, **ink(BLUE)))
    out.append(path_el(axe, **ink(BLUE)))
    out.append(
        path_el(
            f"M{x - 6:g} {top + 18:g}"
            f"C{x - 14:g} {top + 18:g} {x - 20:g} {top + 22:g} {x - 22:g} {top + 32:g}",
            **line(STOCK, 1.0),
        )
    )
    out.append(path_el(beak, **ink(BLUE)))
    out.append(
        path_el(
            Path().poly(
                [(x - 3.4, top + 12), (x + 3.4, top + 12), (x + 3.4, top + 36), (x - 3.4, top + 36)]
            ),
            **ink(YELLOW),
        )
    )
    out.append(
        path_el(
            f"M{x - 4:g} {top + 38:g}"
            f"C{x - 9:g} {top + 44:g} {x - 8:g} {top + 52:g} {x - 3:g} {top + 54:g}",
            **ink(RED),
        )
    )
    return "".join(out)


def rose(x: float, y: float, r: float = 6.0, color: str = RED) -> str:
    out = []
    for i in range(5):
        a = math.radians(i * 72 - 90)
        out.append(
            circle(
                x + r * 0.62 * math.cos(a), y + r * 0.62 * math.sin(a), r * 0.55, **ink(color, SW2)
            )
        )
    out.append(circle(x, y, r * 0.38, **ink(YELLOW, SW2)))
    return "".join(out)


def leaf(x: float, y: float, ang: float, size: float = 9.0) -> str:
    c, s = math.cos(math.radians(ang)), math.sin(math.radians(ang))

    def p(u: float, v: float) -> str:
        return f"{x + c * u - s * v:.2f} {y + s * u + c * v:.2f}"

    d = (
        f"M{p(0, 0)}C{p(size * 0.3, -size * 0.45)} {p(size * 0.8, -size * 0.35)} {p(size, 0)}"
        f"C{p(size * 0.8, size * 0.35)} {p(size * 0.3, size * 0.45)} {p(0, 0)}Z"
    )
    return path_el(d, **ink(GREEN, SW2))


def flower(h: Pt) -> str:
    x, y = h
    stem = quad((x, y + 8), (x - 4, y - 24), (x + 4, y - 50), 10)
    out = [path_el(Path().poly(stem, close=False), **line(GREEN, 2.6))]
    out.append(leaf(x - 2, y - 16, 200))
    out.append(leaf(x, y - 30, -20))
    out.append(rose(x + 4, y - 54, 8))
    out.append(
        path_el(
            Path().poly(quad((x + 1, y - 34), (x - 10, y - 40), (x - 14, y - 52), 6), close=False),
            **line(GREEN, 2),
        )
    )
    out.append(circle(x - 14, y - 54, 4, **ink(BLUE, SW2)))
    return "".join(out)


FALCON_TAIL = "M1 -10L6 22L13 24L17 20L11 -12Z"
FALCON_BODY = (
    "M-5 -6C-14 -12 -17 -28 -14 -40C-12 -48 -6 -53 1 -53C9 -53 14 -46 14 -35C14 -22 10 -10 4 -5Z"
)
FALCON_BREAST = "M-5 -6C-14 -12 -17 -28 -14 -40C-12 -46 -8 -49 -4 -50C-6 -36 -4 -18 2 -5Z"
FALCON_WING = (
    "M-1 -47C9 -50 17 -42 17 -30C17 -17 14 -4 12 10C7 2 1 -10 -1 -22C-2 -32 -3 -40 -1 -47Z"
)
FALCON_HOOD = "M-10 -57C-10 -65 -4 -69 2 -68C8 -67 11 -61 10 -54C6 -51 -4 -50 -9 -52Z"
FALCON_BEAK = "M-8 -53L-14.6 -51.4C-15 -48.6 -13.6 -46.6 -10.6 -46.8L-6 -48.4Z"


def falcon(h: Pt) -> str:
    """A hooded falcon perched on the fist, facing left, as the Re di quadri carries one."""
    x, y = h[0] - 2, h[1] - 5

    def at(d: str) -> Path:
        return parse(d).transformed(translate(x, y))

    out = [path_el(at(FALCON_TAIL), **ink(BAY))]
    out.append(path_el(at("M8 -8L11 22M12 -9L15 21"), **line(BLACK, SW2)))
    out.append(path_el(at(FALCON_BODY), **ink(BAY)))
    out.append(path_el(at(FALCON_BREAST), **ink(STOCK, SW2)))
    spots = "".join(
        f"M{x + sx - 1.6:g} {y + sy - 1:g}L{x + sx:g} {y + sy + 1:g}"
        f"L{x + sx + 1.6:g} {y + sy - 1:g}"
        for sx, sy in ((-10, -38), (-7, -32), (-11, -26), (-6, -22), (-9, -16), (-4, -12))
    )
    out.append(path_el(spots, **line(BLACK, 1.0)))
    out.append(path_el(at(FALCON_WING), **ink(BAY)))
    out.append(
        path_el(
            at("M3 -38C8 -36 12 -34 15 -30M4 -28C8 -26 11 -22 14 -18M6 -16C8 -12 10 -6 11 0"),
            **line(BLACK, SW2),
        )
    )
    out.append(path_el(at(FALCON_HOOD), **ink(RED)))
    out.append(path_el(at(FALCON_BEAK), **ink(YELLOW, SW2)))
    out.append(path_el(at("M-9.4 -55C-4 -57 4 -57 10 -55"), **line(YELLOW, 1.6)))
    out.append(path_el(at("M1 -68C0 -74 3 -78 7 -79C6 -75 5 -71 4 -67Z"), **ink(YELLOW, SW2)))
    # talons over the fist and red jesses hanging below it
    out.append(path_el(at("M-5 -6L-7 1M-1 -5L-2 2M3 -5L3 2"), **line(YELLOW, 2.2)))
    out.append(path_el(at("M-3 -4C-8 6 -10 14 -7 22M0 -4C-2 8 -1 14 2 20"), **line(RED, 1.6)))
    return "".join(out)


def orb(h: Pt) -> str:
    x, y = h[0] + 2, h[1] - 10
    return (
        circle(x, y, 7.5, **ink(YELLOW))
        + path_el(f"M{x - 7.5:g} {y:g}H{x + 7.5:g}M{x:g} {y:g}V{y + 7.5:g}", **line(BLACK, SW2))
        + path_el(
            f"M{x:g} {y - 7.5:g}V{y - 15:g}M{x - 3.4:g} {y - 12:g}H{x + 3.4:g}", **line(BLACK, 1.8)
        )
    )


def glove(h: Pt) -> str:
    x, y = h
    return path_el(
        f"M{x - 3:g} {y + 2:g}C{x - 10:g} {y + 10:g} {x - 12:g} {y + 18:g} {x - 8:g} {y + 22:g}"
        f"L{x + 2:g} {y + 14:g}Z",
        **ink(YELLOW),
    )


def biscione() -> str:
    """The Visconti serpent on a white shield: blue, crowned, a red child in its jaws."""
    shield = "M-17 -74H17V-44C17 -32 8 -26 0 -22C-8 -26 -17 -32 -17 -44Z"
    out = [path_el(shield, **ink(STOCK))]
    body = (
        cubic((4, -26), (26, -42), (-20, -46), (0, -58), 12)
        + cubic((0, -58), (12, -64), (6, -70), (-2, -68), 6)[1:]
    )
    n = len(body)
    ws = [1.8 + 4.0 * math.sin(math.pi * min(1.0, i / (n - 1) * 1.15)) for i in range(n)]
    ws[-1] = 5.0
    out.append(path_el(Path().poly(band(body, ws)), **ink(BLUE, SW2)))
    out.append(path_el("M-4 -70C-6 -74 -3 -77 1 -76L2 -73Z", **ink(BLUE, SW2)))
    out.append(path_el("M-5 -74L-4 -80L-2 -76L0 -81L1 -75Z", **ink(YELLOW, 0.6)))
    out.append(
        path_el(
            "M-6 -68C-10 -66 -12 -64 -11 -61L-8 -62L-9 -58L-6 -60C-5 -63 -5 -65 -4 -67Z",
            **ink(RED, 0.6),
        )
    )
    out.append(circle(-1.5, -71.5, 0.7, fill=BLACK))
    return "".join(out)


__all__ = ["BLACK", "FLESH", "SW", "falcon", "flower", "halberd", "orb", "sceptre"]


def sword_up(h: Pt) -> str:
    """A straight sword held upright, blade in ultramarine."""
    x, y = h
    blade = (
        f"M{x - 3:g} {y - 8:g}L{x - 3:g} {y - 80:g}L{x:g} {y - 90:g}"
        f"L{x + 3:g} {y - 80:g}L{x + 3:g} {y - 8:g}Z"
    )
    out = [
        path_el(blade, **ink(BLUE)),
        path_el(f"M{x:g} {y - 12:g}V{y - 80:g}", **line(STOCK, SW2)),
    ]
    out.append(
        path_el(
            Path().poly([(x - 12, y - 10), (x + 12, y - 10), (x + 12, y - 5), (x - 12, y - 5)]),
            **ink(YELLOW),
        )
    )
    out.append(_pole(x, y - 5, y + 10, 4.6, RED))
    out.append(circle(x, y + 12, 3.6, **ink(YELLOW)))
    return "".join(out)
