"""Card backs that go with either deck (``assets/cards/backs/``): three more Lombard-style backs.

Like the decks' own backs: a pattern of the flat palette on the field inside an inked border,
the same upside down (a back must not tell which way up a card is held), drawn from a few
shapes repeated with ``<use>``. Nothing in them is clipped (SVG Tiny): stripes and lattice
lines are cut to the field by arithmetic, and every repeated shape lies wholly inside it.

- ``scozzese``: a tartan of ultramarine and leaf green with golden and vermilion threads,
  the stripes printed over each other where they cross, in a green border (the checked backs
  of Italian packs).
- ``stelle``: golden stars in half-drop rows on ultramarine, a vermilion border, a sun in an
  oval cartouche in the middle.
- ``rombi``: a cream lattice of lozenges on vermilion with a golden flower in each, an
  ultramarine border, the red cross of Milan on a round shield in the middle.
"""

from __future__ import annotations

import math

from . import card
from .backs import INSET, border
from .style import BLACK, BLUE, CX, CY, GREEN, RED, STOCK, SW, SW2, YELLOW, ink
from .svg import Doc, circle, ellipse, num, path_el, rect, use

X0, Y0 = INSET, INSET
X1, Y1 = card.W - INSET, card.H - INSET


def _span(centre: float, width: float, low: float, high: float) -> tuple[float, float] | None:
    """The part of a stripe [centre - width/2, centre + width/2] inside [low, high]."""
    a, b = max(centre - width / 2, low), min(centre + width / 2, high)
    return (a, b) if b > a else None


def _clip(x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...] | None:
    """The segment (x0, y0)-(x1, y1) cut to the field (Liang-Barsky), or None outside it."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - X0), (dx, X1 - x0), (-dy, y0 - Y0), (dy, Y1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


# Tartan ---------------------------------------------------------------------------------

SETT = 64.0  # the tartan's repeat, the same both ways: a few across the card, so that it
# still reads as a tartan on a card 35 pixels wide
# (offset from a repeat's centre, width, ink, opacity): one half of a symmetric sett
STRIPES = (
    (0.0, 22.0, BLUE, 0.62),
    (16.0, 2.0, YELLOW, 0.95),
    (SETT / 2, 15.0, GREEN, 0.62),
    (SETT / 2, 1.6, RED, 0.95),
)


def _tartan() -> list[str]:
    out = [rect(X0, Y0, X1 - X0, Y1 - Y0, rx=4, fill=STOCK)]
    for vertical in (True, False):
        low, high = (X0, X1) if vertical else (Y0, Y1)
        centre = CX if vertical else CY
        count = int((high - low) / SETT / 2) + 2
        for offset, width, colour, opacity in STRIPES:
            for k in range(-count, count + 1):
                at = centre + k * SETT
                for c in sorted({at - offset, at + offset}):
                    span = _span(c, width, low, high)
                    if span is None:
                        continue
                    a, b = span
                    if vertical:
                        shape = rect(a, Y0, b - a, Y1 - Y0, fill=colour, fill_opacity=opacity)
                    else:
                        shape = rect(X0, a, X1 - X0, b - a, fill=colour, fill_opacity=opacity)
                    out.append(shape)
    return out


def scozzese_back() -> bytes:
    doc = Doc(card.W, card.H)
    art = _tartan()
    art += border(GREEN)
    art.append(card.frame())
    return card.back(doc, art, "Dorso scozzese")


# Stars ----------------------------------------------------------------------------------

STAR_STEP = 23.0
STAR_R = 7.6


def _star_path(r: float, inner: float) -> str:
    points = []
    for i in range(16):
        a = math.radians(i * 22.5 - 90)
        rr = r if i % 2 == 0 else inner
        points.append(f"{num(rr * math.cos(a))} {num(rr * math.sin(a))}")
    return "M" + "L".join(points) + "Z"


def _in_oval(x: float, y: float, rx: float, ry: float) -> bool:
    return ((x - CX) / rx) ** 2 + ((y - CY) / ry) ** 2 <= 1.0


def _sun() -> list[str]:
    rays = []
    for i in range(16):
        a = math.radians(i * 22.5)
        long = 24.0 if i % 2 == 0 else 19.0
        tip = (CX + long * math.sin(a), CY - long * math.cos(a))
        side = math.radians(6.5)
        left = (CX + 12 * math.sin(a - side), CY - 12 * math.cos(a - side))
        right = (CX + 12 * math.sin(a + side), CY - 12 * math.cos(a + side))
        d = f"M{num(left[0])} {num(left[1])}L{num(tip[0])} {num(tip[1])}"
        d += f"L{num(right[0])} {num(right[1])}Z"
        rays.append(path_el(d, **ink(YELLOW if i % 2 == 0 else RED, SW2)))
    return [
        ellipse(CX, CY, 38, 56, **ink(STOCK, SW)),
        ellipse(CX, CY, 33, 51, fill="none", stroke=RED, stroke_width=2.4),
        *rays,
        circle(CX, CY, 12.5, **ink(YELLOW, SW)),
        circle(CX, CY, 6, fill="none", stroke=RED, stroke_width=1.2),
        circle(CX, CY, 2, fill=RED),
    ]


def stelle_back() -> bytes:
    doc = Doc(card.W, card.H)
    star = doc.define(
        "back-star",
        path_el(_star_path(STAR_R, STAR_R * 0.45), **ink(YELLOW, 0.6))
        + circle(0, 0, 1.1, fill=RED),
    )
    dot = doc.define("back-dot", circle(0, 0, 1.2, fill=STOCK))
    art = [rect(X0, Y0, X1 - X0, Y1 - Y0, rx=4, fill=BLUE)]
    margin = STAR_R + 1.5
    cols = int((X1 - X0) / 2 / STAR_STEP) + 1
    rows = int((Y1 - Y0) / 2 / STAR_STEP) + 1
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            x, y = CX + i * STAR_STEP, CY + j * STAR_STEP
            if not (X0 + margin <= x <= X1 - margin and Y0 + margin <= y <= Y1 - margin):
                continue
            if _in_oval(x, y, 38 + margin, 56 + margin):
                continue
            shape = star if (i + j) % 2 == 0 else dot
            art.append(use(shape, f"translate({num(x)} {num(y)})"))
    art += border(RED)
    art += _sun()
    art.append(card.frame())
    return card.back(doc, art, "Dorso a stelle")


# Lozenges -------------------------------------------------------------------------------

LOZ_A, LOZ_B = 13.0, 19.5  # half width and half height of a lozenge


def _lattice() -> list[str]:
    out = []
    slope = LOZ_B / LOZ_A
    reach = (Y1 - Y0) / 2 / slope + (X1 - X0) / 2
    count = int(reach / (2 * LOZ_A)) + 2
    d = ""
    for sign in (1, -1):
        for k in range(-count, count + 1):
            c = CX + k * 2 * LOZ_A
            half = (Y1 - Y0) / 2 + 2
            seg = _clip(c - half / slope * sign, CY - half, c + half / slope * sign, CY + half)
            if seg is not None:
                x0, y0, x1, y1 = seg
                d += f"M{num(x0)} {num(y0)}L{num(x1)} {num(y1)}"
    out.append(path_el(d, fill="none", stroke=STOCK, stroke_width=2.2))
    out.append(path_el(d, fill="none", stroke=BLACK, stroke_width=0.5))
    return out


def _shield() -> list[str]:
    arm = 7.0
    cross = (
        f"M{num(CX - arm)} {num(CY - 24)}H{num(CX + arm)}V{num(CY - arm)}H{num(CX + 24)}"
        f"V{num(CY + arm)}H{num(CX + arm)}V{num(CY + 24)}H{num(CX - arm)}V{num(CY + arm)}"
        f"H{num(CX - 24)}V{num(CY - arm)}H{num(CX - arm)}Z"
    )
    beads = [
        circle(
            CX + 40 * math.cos(math.radians(a)),
            CY + 40 * math.sin(math.radians(a)),
            2.2,
            **ink(YELLOW, 0.6),
        )
        for a in range(0, 360, 20)
    ]
    return [
        circle(CX, CY, 45, **ink(BLUE, SW)),
        *beads,
        circle(CX, CY, 35, **ink(STOCK, SW)),
        path_el(cross, **ink(RED, SW)),
        circle(CX, CY, 35, fill="none", stroke=YELLOW, stroke_width=1.2, stroke_dasharray="2 3"),
    ]


def rombi_back() -> bytes:
    doc = Doc(card.W, card.H)
    flower = doc.define(
        "back-flower",
        "".join(
            circle(dx * 2.6, dy * 2.6, 2.4, **ink(YELLOW, 0.5))
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
        )
        + circle(0, 0, 1.3, fill=GREEN),
    )
    art = [rect(X0, Y0, X1 - X0, Y1 - Y0, rx=4, fill=RED)]
    art += _lattice()
    margin = 6.5
    cols = int((X1 - X0) / 2 / LOZ_A) + 1
    rows = int((Y1 - Y0) / 2 / LOZ_B) + 1
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            if (i + j) % 2 == 0:
                continue  # a corner of the lattice, not a lozenge's middle
            x, y = CX + i * LOZ_A, CY + j * LOZ_B
            inside = X0 + margin <= x <= X1 - margin and Y0 + margin <= y <= Y1 - margin
            if inside and math.hypot(x - CX, y - CY) > 45 + margin:
                art.append(use(flower, f"translate({num(x)} {num(y)})"))
    art += border(BLUE)
    art += _shield()
    art.append(card.frame())
    return card.back(doc, art, "Dorso a rombi")
