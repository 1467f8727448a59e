"""The Bergamasche aces: the Pita (coins), the fountain cup, the sword, the hand with a baton."""

from __future__ import annotations

import math

from . import italian
from .figure import fist
from .geom import quad, scale, translate
from .glyphs import word
from .style import BLACK, BLUE, CX, CY, FLESH, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Doc, Path, circle, group, parse, path_el, use


def pita(doc: Doc) -> list[str]:
    """The ace of coins: a large coin with rosette, rays and a decorated frame."""
    out = []
    ray = doc.define("ray", path_el("M-5 0L0 -22L5 0Z", **ink(YELLOW, SW2)))
    ray2 = doc.define("ray2", path_el("M-3.4 0L0 -14L3.4 0Z", **ink(RED, SW2)))
    out.append(circle(CX, CY, 92, **ink(STOCK, SW2)))
    for i in range(24):
        a = i * 15
        out.append(use(ray, f"rotate({a:g} {CX:g} {CY:g}) translate({CX:g} {CY - 66:g})"))
        out.append(use(ray2, f"rotate({a + 7.5:g} {CX:g} {CY:g}) translate({CX:g} {CY - 66:g})"))
    out.append(circle(CX, CY, 92, fill="none", stroke=BLUE, stroke_width=3))
    out.append(circle(CX, CY, 95.5, fill="none", stroke=BLACK, stroke_width=SW2))
    out.append(circle(CX, CY, 88.5, fill="none", stroke=BLACK, stroke_width=SW2))
    dot = doc.define("pita-dot", circle(0, 0, 1.4, fill=YELLOW))
    for i in range(48):
        out.append(use(dot, f"rotate({i * 7.5:g} {CX:g} {CY:g}) translate({CX:g} {CY - 92:g})"))
    out.append(
        group([italian.coin(66, petals=12, beads=32)], transform=f"translate({CX:g} {CY:g})")
    )
    out.append(circle(CX, CY, 30, fill="none", stroke=BLACK, stroke_width=SW2))
    for i in range(4):  # little leaves at the corners of the medallion
        a = 45 + 90 * i
        x, y = (
            CX + 112 * math.cos(math.radians(a)) * 0.72,
            CY + 150 * math.sin(math.radians(a)) * 0.86,
        )
        out.append(group([_sprig()], transform=f"translate({x:.2f} {y:.2f}) rotate({a + 90:g})"))
    return out


def _sprig() -> str:
    stem = path_el("M0 10C0 2 0 -6 0 -14", **line(GREEN, 1.6))
    leaves = "".join(
        path_el(
            f"M0 {y:g}C{s * 4:g} {y - 2:g} {s * 8:g} {y - 6:g} {s * 8:g} {y - 10:g}"
            f"C{s * 4:g} {y - 9:g} 0 {y - 5:g} 0 {y:g}Z",
            **ink(GREEN, SW2),
        )
        for y, s in ((6, 1), (2, -1), (-4, 1), (-8, -1))
    )
    return stem + leaves + circle(0, -15, 3, **ink(RED, SW2))


def cup_ace() -> list[str]:
    """A tall chalice with a fountain springing from it."""
    k = 2.2
    out = []
    top = CY + 40 - 33 * k
    for sgn in (-1, 1):
        for j, (spread, h) in enumerate(((28, 64), (52, 44))):
            pts = quad(
                (CX + sgn * 4, top),
                (CX + sgn * spread * 0.6, top - h * 1.6),
                (CX + sgn * spread, top + 8),
                12,
            )
            out.append(path_el(Path().poly(pts, close=False), **line(BLUE, 3.4 - j)))
            out.append(circle(CX + sgn * spread, top + 13 + 4 * j, 2.2, **ink(BLUE, 0.6)))
    out.append(path_el(f"M{CX:g} {top:g}V{top - 80:g}", **line(BLUE, 3.6)))
    out.append(circle(CX, top - 86, 3, **ink(BLUE, 0.6)))
    out.append(group([italian.cup(k)], transform=f"translate({CX:g} {CY + 40:g})"))
    return out


LAUREL = "M0 0C5 -4 10 -4 13 -10C7 -11 2 -7 0 0Z"


def sword_ace() -> list[str]:
    """One large scimitar crossed with two sprigs of laurel."""
    out = []
    for sgn in (-1, 1):
        stem = quad((CX, 330), (CX + sgn * 70, 220), (CX + sgn * 30, 90), 14)
        out.append(path_el(Path().poly(stem, close=False), **line(GREEN, 2.4)))
        for i in range(2, 14, 2):
            x, y = stem[i]
            for side in (-1, 1):
                out.append(
                    path_el(
                        parse(LAUREL).transformed(scale(side, 1).then(translate(x, y))),
                        **ink(GREEN, SW2),
                    )
                )
    blade = quad((CX + 6, 312), (CX + 34, 200), (CX - 8, 62), 30)
    s = italian.sword(blade, 12)
    out.append(s.full() + "".join(e(s) for e in s.under) + "".join(e(s) for e in s.over))
    return out


def baton_ace() -> list[str]:
    """A hand holding a knotty baton, with the scroll "VINCERAI"."""
    out = []
    b = italian.baton(quad((64, 352), (90, 200), (150, 52), 24), 15, knots=4)
    out.append(b.full() + "".join(e(b) for e in b.under))
    hx, hy = 92.0, 218.0
    sleeve = [(10, 262), (40, 246), (72, 230)]
    from .geom import band

    out.append(path_el(Path().poly(band(sleeve, [30, 28, 26])), **ink(RED)))
    out.append(path_el(Path().poly(band([(64, 234), (76, 228)], [30, 29])), **ink(YELLOW)))
    out.append(group([fist(0, 0)], transform=f"translate({hx:g} {hy:g}) scale(2) rotate(-12)"))
    # the scroll
    y = 300.0
    d, width = word("VINCERAI", 2.2)
    k = 0.78
    w = width * k + 24
    x0 = CX - w / 2
    out.append(
        path_el(
            f"M{x0:.2f} {y:g}H{x0 + w:.2f}"
            f"C{x0 + w + 8:.2f} {y:g} {x0 + w + 8:.2f} {y + 22:.2f} {x0 + w:.2f} {y + 22:.2f}"
            f"H{x0:.2f}C{x0 - 8:.2f} {y + 22:.2f} {x0 - 8:.2f} {y:g} {x0:.2f} {y:g}Z",
            **ink(STOCK),
        )
    )
    for sgn, xe in ((-1, x0), (1, x0 + w)):
        out.append(
            path_el(
                parse("M0 0C8 -6 14 4 6 8").transformed(scale(sgn, 1).then(translate(xe, y))),
                **ink(STOCK, SW2),
            )
        )
    out.append(
        path_el(
            d,
            fill="none",
            stroke=RED,
            stroke_width=2.0,
            stroke_linecap="round",
            stroke_linejoin="round",
            transform=f"translate({x0 + 12:.2f} {y + 4.8:.2f}) scale({k:g})",
        )
    )
    return out


def ace(doc: Doc, suit: str) -> list[str]:
    if suit == "D":
        return pita(doc)
    if suit == "C":
        return cup_ace()
    if suit == "S":
        return sword_ace()
    return baton_ace()


__all__ = ["FLESH", "SW"]
