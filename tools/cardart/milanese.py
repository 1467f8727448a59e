"""The Milanese pack (French suits): pip cards, aces and court cards."""

from __future__ import annotations

from . import card, french
from .courts_milanese import court
from .style import CX
from .svg import Doc

TITLES = {"D": "quadri", "C": "cuori", "S": "picche", "B": "fiori"}
RANK_TITLES = {"A": "Asso", "F": "Fante", "C": "Donna", "R": "Re"}
INDEX = {"C": "D"}  # the Donna's corner letter


def face(rank: str, suit: str) -> bytes:
    doc = Doc(card.W, card.H)
    if rank == "A":
        art = french.ace(doc, suit)
    elif rank in "FCR":
        art = court(doc, rank, suit)
    else:
        art = french.pips(doc, suit, int(rank))
    art.append(card.frame())
    title = f"{RANK_TITLES.get(rank, rank)} di {TITLES[suit]}"
    color = french.SUIT_COLOR[suit]
    return card.face(doc, art, INDEX.get(rank, rank), color, french.index_pip(doc, suit), title)


__all__ = ["CX", "face"]
