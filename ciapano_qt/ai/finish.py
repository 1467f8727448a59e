"""Finishing a hand for a person: the card they are forced to play, and who plays for them.

``forced_card(view)`` answers whether each of the seat's remaining turns in the hand has
exactly one legal card whatever the others hold and play, from what the seat knows only (the
answer must not tell the player anything about the hidden cards). That holds when the
heads-up stock is used up and, at the seat's turn, it has one legal card and at most one card
after it: its last card, or a card it must follow with and then its last one. With more cards
left some other lead could leave it a choice, so the test is sound (it never plays a real
choice) though not complete: a forced ending that depends on the others' voids is left to
the player.

``strongest_level()`` names the computer level that plays a hand out on request ("Finish the
hand for me"): the strongest of the level table.
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.hand import DISCARD
from ..engine.view import View


def forced_card(view: View) -> Card | None:
    """The card the seat must play now when every turn it has left in the hand is forced;
    None when it is not its turn or it may still choose, now or later."""
    if view.current != view.seat or view.phase == DISCARD or view.stock_left:
        return None
    legal = view.legal_moves
    if len(legal) != 1 or len(view.hand_cards) > 2:
        return None
    return legal[0]


def strongest_level() -> str:
    """The strongest computer level (the last of ``levels.LEVELS``, weakest first)."""
    from .levels import LEVELS  # the levels load the search players: only when asked

    return LEVELS[-1].name
