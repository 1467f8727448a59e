"""Bergamasche court cards: Fante, Cavallo, Re, double-headed, split by a slanted line.

Each figure holds the sign of its suit; the Cavallo rides a horse whose head and neck rise in
front of him. The picture sits inside an embroidered-looking border.
"""

from __future__ import annotations

import math

from . import card, italian
from .figure import Look, half_figure
from .geom import Pt, quad
from .horse import cavallo
from .style import BLACK, BLUE, CX, CY, GREEN, RED, STOCK, SW, SW2, YELLOW, ink
from .svg import Doc, circle, group, path_el, rect, use

PANEL_X, PANEL_Y = 24.0, 14.0
BORDER = 7.0
SLANT = -5.0  # degrees of the dividing line


def coin_held(h: Pt) -> str:
    return group([italian.coin(15, beads=12)], transform=f"translate({h[0]:g} {h[1] - 17:g})")


def cup_held(h: Pt) -> str:
    k = 0.7
    return group([italian.cup(k)], transform=f"translate({h[0]:g} {h[1] - 5 * k:g})")


def sword_held(h: Pt) -> str:
    x, y = h
    top = max(y - 116, -176 + 0.12 * abs(x))  # keep the tip off the border
    s = italian.sword(quad((x, y - 8), (x + 16, (y + top) / 2), (x - 4, top), 20), 6.4)
    return s.full() + "".join(e(s) for e in s.under) + "".join(e(s) for e in s.over)


def baton_held(h: Pt) -> str:
    x, y = h
    top = max(y - 108, -170 + 0.12 * abs(x))
    b = italian.baton(
        quad((x + 8, y + 28), (x + 2, (y + top) / 2), (x - 10, top), 20), 8.5, knots=3
    )
    return b.full() + "".join(e(b) for e in b.under)


HELD = {"D": coin_held, "C": cup_held, "S": sword_held, "B": baton_held}

# suit -> (body, pattern ink, panel, sleeve, mantle) for the three ranks
COLOURS = {
    "D": (RED, YELLOW, BLUE, BLUE, GREEN),
    "C": (BLUE, YELLOW, RED, RED, RED),
    "S": (GREEN, YELLOW, RED, RED, BLUE),
    "B": (YELLOW, RED, BLUE, GREEN, RED),
}
# the Cavallo: coat, its dots, placket, sleeves and hose, caparison, hat
RIDER = {
    "D": (BLUE, YELLOW, YELLOW, RED, GREEN, RED),
    "C": (RED, YELLOW, BLUE, GREEN, BLUE, GREEN),
    "S": (GREEN, YELLOW, RED, RED, BLUE, BLUE),
    "B": (YELLOW, RED, BLUE, GREEN, RED, RED),
}
PATTERNS = {"D": "fleurons", "C": "chequer", "S": "diagonal", "B": "stripes"}


def look_for(rank: str, suit: str) -> Look:
    body, ink_, panel, sleeve, mantle = COLOURS[suit]
    pattern = PATTERNS[suit]
    if rank == "R":
        return Look(
            "crown",
            YELLOW if suit in "DS" else BLACK,
            True,
            True,
            body,
            pattern,
            ink_,
            panel,
            "dots",
            sleeve,
            YELLOW,
            STOCK,
            mantle,
            face="b" if suit in "DS" else "a",
            beard_cut="pointed" if suit in "DS" else "full",
        )
    if rank == "C":
        coat, dots, placket, sleeves, cloth, hat = RIDER[suit]
        return Look(
            "hat",
            YELLOW if suit in "CB" else BLACK,
            body=coat,
            pattern=pattern,
            pattern_ink=dots,
            panel=placket,
            sleeve=sleeves,
            mantle=cloth,
            hat_color=hat,
            feather="",
            face="c" if suit in "DS" else "a",
        )
    return Look(
        "cap",
        YELLOW if suit in "DS" else BLACK,
        False,
        False,
        body,
        pattern,
        ink_,
        panel,
        "dots",
        sleeve,
        YELLOW,
        YELLOW,
        hat_color=sleeve if sleeve != body else BLUE,
        feather=STOCK,
        face="c" if suit in "CB" else "a",
        curly=suit in "CB",
    )


def court(doc: Doc, rank: str, suit: str) -> list[str]:
    look = look_for(rank, suit)
    body = cavallo(look, HELD[suit]) if rank == "C" else half_figure(look, HELD[suit])
    mirror = (rank == "F" and suit in "CB") or (rank == "R" and suit in "SB")
    tfm = f"translate({CX:g} {CY:g}) skewY({SLANT:g})" + (" scale(-1 1)" if mirror else "")
    ident = doc.define(f"half-{rank}{suit}", group([body], transform=tfm))
    w, h = card.W - 2 * PANEL_X, card.H - 2 * PANEL_Y
    parts = [rect(PANEL_X, PANEL_Y, w, h, rx=3, fill=STOCK), card.both_halves(use(ident))]
    parts.append(split_line())
    parts.append(border(doc))
    return parts


def split_line() -> str:
    t = math.tan(math.radians(SLANT))
    x0, x1 = PANEL_X + BORDER, card.W - PANEL_X - BORDER
    y0, y1 = CY + t * (x0 - CX), CY + t * (x1 - CX)
    d = f"M{x0:g} {y0 - 2.2:.2f}L{x1:g} {y1 - 2.2:.2f}L{x1:g} {y1 + 2.2:.2f}L{x0:g} {y0 + 2.2:.2f}Z"
    return path_el(d, **ink(BLUE, SW2))


def border(doc: Doc) -> str:
    """A blue band with a running yellow stitch and red beads, like an embroidered hem."""
    w, h = card.W - 2 * PANEL_X, card.H - 2 * PANEL_Y
    mid = BORDER / 2
    out = [
        rect(
            PANEL_X + mid,
            PANEL_Y + mid,
            w - BORDER,
            h - BORDER,
            rx=2,
            fill="none",
            stroke=BLUE,
            stroke_width=BORDER,
        ),
        rect(PANEL_X, PANEL_Y, w, h, rx=3, fill="none", stroke=BLACK, stroke_width=SW),
        rect(
            PANEL_X + BORDER,
            PANEL_Y + BORDER,
            w - 2 * BORDER,
            h - 2 * BORDER,
            fill="none",
            stroke=BLACK,
            stroke_width=SW2,
        ),
        rect(
            PANEL_X + mid,
            PANEL_Y + mid,
            w - BORDER,
            h - BORDER,
            rx=2,
            fill="none",
            stroke=YELLOW,
            stroke_width=1.0,
            stroke_dasharray="3 3",
        ),
    ]
    bead = doc.define("bead", circle(0, 0, 1.5, **ink(RED, 0.5)))
    for x, y in (
        (PANEL_X + mid, PANEL_Y + mid),
        (card.W - PANEL_X - mid, PANEL_Y + mid),
        (PANEL_X + mid, card.H - PANEL_Y - mid),
        (card.W - PANEL_X - mid, card.H - PANEL_Y - mid),
    ):
        out.append(use(bead, f"translate({x:g} {y:g})"))
    return "".join(out)


__all__ = ["GREEN"]
