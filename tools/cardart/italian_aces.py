"""The Bergamasche aces: the Pita (coins), the fountain cup, the sword, the hand with a baton."""

from __future__ import annotations

import math

from . import italian
from .french import bow, laurel
from .geom import Affine, band, quad, taper
from .glyphs import word
from .style import BLACK, BLUE, CX, CY, FLESH, GREEN, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Doc, Path, circle, group, parse, path_el, tf, use


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


DROP = "M0 -5.4C2 -2.4 3.2 -0.2 3.2 1.6C3.2 3.5 1.8 4.8 0 4.8C-1.8 4.8 -3.2 3.5 -3.2 1.6"
DROP += "C-3.2 -0.2 -2 -2.4 0 -5.4Z"


def _jet(pts: list[tuple[float, float]], w0: float, w1: float) -> str:
    """A jet of water: a tapering blue band with a stock highlight along it."""
    n = len(pts)
    body = path_el(Path().poly(band(pts, taper(n, w0, w1))), **ink(BLUE, SW2))
    shine = path_el(Path().poly(pts[1 : n - 2], close=False), **line(STOCK, 0.9))
    return body + shine


def cup_ace(doc: Doc) -> list[str]:
    """A tall chalice with a fountain springing from it, between two sprigs."""
    k = 2.2
    drop = doc.define("drop", path_el(DROP, **ink(BLUE, 0.6)))
    top = CY + 40 - 33 * k
    out = []
    for sgn in (-1, 1):  # sprigs either side of the foot
        out.append(group([_sprig()], transform=f"translate({CX + sgn * 52:g} {CY + 96:g})"))
    for sgn in (-1, 1):
        for spread, h, w in ((30, 70, 5.0), (56, 46, 4.2)):
            pts = quad(
                (CX + sgn * 5, top),
                (CX + sgn * spread * 0.55, top - h * 1.7),
                (CX + sgn * spread, top + 6),
                14,
            )
            out.append(_jet(pts, w, 1.6))
            if spread > 40:  # the inner jets fall back into the cup
                out.append(use(drop, tf(CX + sgn * spread * 1.02, top + 15, sgn * -12)))
                out.append(use(drop, tf(CX + sgn * spread * 1.1, top + 28, sgn * -18)))
    crest = top - 84
    out.append(_jet([(CX, top - i * 14) for i in range(7)], 7.0, 3.6))
    for sgn in (-1, 1):
        for spread, drop_y in ((14, 12), (26, 26)):
            arc = quad(
                (CX, crest),
                (CX + sgn * spread * 0.6, crest - 14),
                (CX + sgn * spread, crest + drop_y),
                8,
            )
            out.append(_jet(arc, 3.4, 1.4))
            out.append(use(drop, tf(CX + sgn * spread, crest + drop_y + 8, sgn * -10)))
    out.append(circle(CX, crest - 1, 4.2, **ink(BLUE, SW2)))
    out.append(circle(CX, crest - 1, 1.6, fill=STOCK))
    out.append(group([italian.cup(k)], transform=f"translate({CX:g} {CY + 40:g})"))
    for x in (-9, 0, 9):  # jewels on the knop
        out.append(circle(CX + x, CY + 40 + 5 * k, 1.8, **ink(YELLOW, 0.6)))
    return out


def sword_ace(doc: Doc) -> list[str]:
    """One large scimitar through a crown, two laurel branches tied to it with a bow."""
    out = []
    blade = quad((CX + 6, 326), (CX + 34, 200), (CX - 8, 52), 30)
    knot = blade[3]
    for sgn in (-1, 1):
        stem = quad(knot, (knot[0] + sgn * 78, 210), (CX + sgn * 40, 92), 12)
        out.extend(laurel(doc, stem))
    s = italian.sword(blade, 12)
    out.append(s.full() + "".join(e(s) for e in s.under) + "".join(e(s) for e in s.over))
    out.append(bow(*knot))
    out.append(group([italian.crown(38)], transform=f"translate({CX + 3:g} {104:g})"))
    return out


# the hand of the ace of batons, drawn across the baton: x to the baton's right, y down along it
HAND_K = 1.25
HAND_BACK = "M-38 -12C-30 -17 -18 -18 -9 -16L-9 15C-19 17.6 -30 16 -38 11.6Z"
FINGERS = [(-16.4, -9.4, 9.6), (-9.4, -2.4, 10.4), (-2.4, 4.6, 10.2), (4.6, 11.2, 9.4)]
THUMB = (
    "M-30 -13.6C-24 -22 -10 -23 -1 -18.6C3 -16.8 3.6 -12.8 -0.4 -11.8"
    "C-6 -10.8 -14 -11.4 -22 -8.4C-26 -7.4 -30 -9.4 -30 -13.6Z"
)
CUFF = (
    "M-35 -19C-39 -17 -36 -13 -40 -11C-36 -9 -39 -5 -35 -3C-39 -1 -36 3 -40 5C-36 7 -39 11 -35 13"
    "C-39 15 -36 19 -39 21L-50 18L-50 -17Z"
)
HAND_LINES = (
    "M-4.6 -17.4C-2.6 -17 -1.6 -15.4 -2 -13.4M-30 -4C-26 -1 -26 4 -30 7"
    "M-46 -12L-44 -6M-47 0L-45 6M-46 10L-44 16"
)


def _hand_map(p: tuple[float, float], u: tuple[float, float]) -> Affine:
    """Hand units -> card: origin on the baton at ``p``, y running down the baton (against u)."""
    k = HAND_K
    return Affine(-u[1] * k, u[0] * k, -u[0] * k, -u[1] * k, p[0], p[1])


def _cloud(cx: float, cy: float) -> str:
    """A blue cloud of overlapping puffs with one outline, and a few stock curls."""
    puffs = [(-12, 6, 11), (0, -5, 12), (12, 7, 10), (1, 13, 10), (-14, -9, 8), (14, -7, 8)]
    out = [circle(cx + x, cy + y, r, fill=BLACK) for x, y, r in puffs]
    out += [circle(cx + x, cy + y, r - SW, fill=BLUE) for x, y, r in puffs]
    curls = "".join(
        f"M{cx + x - 5:g} {cy + y + 1:g}C{cx + x - 4:g} {cy + y - 4:g} "
        f"{cx + x + 3:g} {cy + y - 5:g} {cx + x + 5:g} {cy + y - 1:g}"
        for x, y in ((-12, 8), (0, -5), (12, 9), (-14, -8), (1, 15))
    )
    return "".join(out) + path_el(curls, **line(STOCK, 1.2))


def _scroll(y: float) -> str:
    """A banderole with forked red tails and the word VINCERAI."""
    d, width = word("VINCERAI", 2.2)
    k = 0.8
    w = width * k + 22
    x0, h = CX - w / 2, 22.0
    out = []
    for sgn, xe in ((-1, x0), (1, x0 + w)):
        tail = (
            f"M{xe:.2f} {y + 6:g}H{xe + sgn * 20:.2f}L{xe + sgn * 13:.2f} {y + 6 + h / 2:g}"
            f"L{xe + sgn * 20:.2f} {y + 6 + h:g}H{xe:.2f}Z"
        )
        out.append(path_el(tail, **ink(RED)))
        fold = f"M{xe:.2f} {y + h:g}L{xe + sgn * 7:.2f} {y + 6 + h:g}H{xe:.2f}Z"
        out.append(path_el(fold, **ink(BLUE, SW2)))
    out.append(
        path_el(Path().poly([(x0, y), (x0 + w, y), (x0 + w, y + h), (x0, y + h)]), **ink(STOCK))
    )
    out.append(
        path_el(
            d,
            fill="none",
            stroke=RED,
            stroke_width=2.2,
            stroke_linecap="round",
            stroke_linejoin="round",
            transform=f"translate({x0 + 11:.2f} {y + 4.6:.2f}) scale({k:g})",
        )
    )
    return "".join(out)


def _finger(y0: float, y1: float, xe: float) -> str:
    """One finger wrapped round the baton, its rounded tip at ``xe``."""
    r = (y1 - y0) / 2
    return (
        f"M-14 {y0:g}H{xe - r:g}C{xe + r * 0.35:g} {y0:g} {xe + r * 0.35:g} {y1:g} {xe - r:g} "
        f"{y1:g}H-14Z"
    )


def baton_ace() -> list[str]:
    """A hand from a cloud gripping a knotty club, with the scroll "VINCERAI"."""
    centre = quad((164, 56), (140, 200), (92, 350), 30)
    b = italian.baton(centre, 21, knot_at=(0.1, 0.24, 0.36, 0.66, 0.8, 0.92))
    out = [b.full() + "".join(e(b) for e in b.under)]
    i = 14  # where the hand grips
    (px, py), (qx, qy) = centre[i], centre[i - 1]
    ln = math.hypot(qx - px, qy - py)
    hand = _hand_map((px, py), ((qx - px) / ln, (qy - py) / ln))

    def shape(d: str, fill: str, sw: float = SW) -> str:
        return path_el(parse(d).transformed(hand), **ink(fill, sw))

    wx, wy = hand.apply((-44, 0))
    sleeve = [(wx - 36 * j / 6, wy + 4 * j / 6) for j in range(7)]
    out.append(path_el(Path().poly(band(sleeve, taper(7, 30, 36))), **ink(RED)))
    out.append(path_el(Path().poly(band(sleeve[:2], [34, 34])), **ink(YELLOW)))
    out.append(_cloud(wx - 42, wy + 5))
    out.append(shape(CUFF, STOCK, SW2))
    out.append(shape(HAND_BACK, FLESH))
    for y0, y1, xe in FINGERS[::-1]:
        out.append(shape(_finger(y0, y1, xe), FLESH))
    out.append(shape(THUMB, FLESH))
    out.append(path_el(parse(HAND_LINES).transformed(hand), **line(BLACK, SW2)))
    out.append(_scroll(294.0))
    return out


def ace(doc: Doc, suit: str) -> list[str]:
    if suit == "D":
        return pita(doc)
    if suit == "C":
        return cup_ace(doc)
    if suit == "S":
        return sword_ace(doc)
    return baton_ace()


__all__ = ["FLESH", "SW"]
