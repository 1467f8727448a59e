"""Milanese court cards: Fante, Donna, Re as half-length double-headed figures.

Hearts repeat the clubs figures and diamonds repeat the spades figures in other colours, as on
the printed packs; the Fante di fiori wears the Visconti serpent, the Re di quadri carries a
falcon on his wrist and the Fante di quadri a halberd.
"""

from __future__ import annotations

from . import attributes as att
from . import card, french
from .figure import Look, half_figure
from .style import BLACK, BLUE, CX, CY, GREEN, RED, STOCK, SW, YELLOW, ink
from .svg import Doc, group, rect, tf, use

PANEL_X, PANEL_Y = 24.0, 14.0

LOOKS: dict[str, Look] = {
    # Re: the clubs/hearts king (fleurons, ermine mantle) and the spades/diamonds king
    "RB": Look(
        "crown",
        YELLOW,
        True,
        True,
        BLUE,
        "fleurons",
        YELLOW,
        YELLOW,
        "chequer",
        RED,
        YELLOW,
        STOCK,
        RED,
        face="b",
        beard_cut="forked",
    ),
    "RC": Look(
        "crown",
        YELLOW,
        True,
        True,
        RED,
        "fleurons",
        YELLOW,
        BLUE,
        "dots",
        BLUE,
        YELLOW,
        STOCK,
        BLUE,
        face="b",
        beard_cut="forked",
    ),
    "RS": Look(
        "crown",
        BLACK,
        True,
        True,
        GREEN,
        "diagonal",
        YELLOW,
        RED,
        "dots",
        BLUE,
        YELLOW,
        YELLOW,
        RED,
        right="orb",
        beard_cut="pointed",
    ),
    "RD": Look(
        "crown",
        BLACK,
        True,
        True,
        RED,
        "diagonal",
        YELLOW,
        BLUE,
        "dots",
        GREEN,
        YELLOW,
        YELLOW,
        BLUE,
        left="falcon",
        right="orb",
        beard_cut="pointed",
    ),
    # Donna
    "CB": Look(
        "queen",
        YELLOW,
        False,
        True,
        RED,
        "dots",
        YELLOW,
        YELLOW,
        "chequer",
        BLUE,
        YELLOW,
        STOCK,
        veil=BLUE,
        left="flower",
        face="c",
    ),
    "CC": Look(
        "queen",
        YELLOW,
        False,
        True,
        BLUE,
        "dots",
        YELLOW,
        RED,
        "dots",
        RED,
        YELLOW,
        STOCK,
        veil=RED,
        left="flower",
        face="c",
    ),
    "CS": Look(
        "queen",
        BLACK,
        False,
        True,
        GREEN,
        "stripes",
        YELLOW,
        RED,
        "dots",
        RED,
        YELLOW,
        STOCK,
        veil=BLUE,
        left="flower",
        right="glove",
    ),
    "CD": Look(
        "queen",
        BLACK,
        False,
        True,
        YELLOW,
        "stripes",
        RED,
        BLUE,
        "dots",
        BLUE,
        YELLOW,
        STOCK,
        veil=GREEN,
        left="flower",
        right="glove",
    ),
    # Fante
    "FB": Look(
        "cap",
        YELLOW,
        False,
        False,
        RED,
        "chequer",
        YELLOW,
        STOCK,
        "plain",
        BLUE,
        YELLOW,
        YELLOW,
        hat_color=BLUE,
        emblem="serpent",
        left="sword",
        face="c",
        curly=True,
    ),
    "FC": Look(
        "cap",
        YELLOW,
        False,
        False,
        BLUE,
        "chequer",
        YELLOW,
        RED,
        "dots",
        RED,
        YELLOW,
        YELLOW,
        hat_color=RED,
        left="sword",
        face="c",
        curly=True,
    ),
    "FS": Look(
        "hat",
        BLACK,
        False,
        False,
        YELLOW,
        "stripes",
        RED,
        BLUE,
        "dots",
        GREEN,
        RED,
        STOCK,
        hat_color=RED,
        feather=YELLOW,
        left="halberd",
        face="b",
    ),
    "FD": Look(
        "hat",
        BLACK,
        False,
        False,
        BLUE,
        "stripes",
        YELLOW,
        RED,
        "dots",
        RED,
        YELLOW,
        STOCK,
        hat_color=GREEN,
        feather=RED,
        left="halberd",
        face="b",
    ),
}

HELD = {
    "sceptre": att.sceptre,
    "falcon": att.falcon,
    "flower": att.flower,
    "sword": att.sword_up,
    "halberd": att.halberd,
}
HELD_RIGHT = {"orb": att.orb, "glove": att.glove}
FACING_RIGHT = {"C"}  # the Donna looks the other way


def court(doc: Doc, rank: str, suit: str) -> list[str]:
    look = LOOKS[rank + suit]
    emblem = att.biscione if look.emblem == "serpent" else None
    figure = half_figure(look, HELD.get(look.left), None, HELD_RIGHT.get(look.right), emblem)
    mirror = rank in FACING_RIGHT
    ident = doc.define(
        f"half-{rank}{suit}",
        group([figure], transform=f"translate({CX:g} {CY:g})" + (" scale(-1 1)" if mirror else "")),
    )
    pip = french.pip(doc, suit, "c")
    px = PANEL_X + 16 if mirror else card.W - PANEL_X - 16
    half = use(ident) + use(pip, tf(px, PANEL_Y + 17))
    w, h = card.W - 2 * PANEL_X, card.H - 2 * PANEL_Y
    panel_bg = rect(PANEL_X, PANEL_Y, w, h, rx=4, fill=STOCK)
    border = rect(PANEL_X, PANEL_Y, w, h, rx=4, fill="none", stroke=BLACK, stroke_width=SW)
    split = rect(PANEL_X, CY - 1.3, w, 2.6, **ink(BLACK, 0.1))
    return [panel_bg, card.both_halves(half), split, border]


__all__ = ["BLUE", "RED"]
