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

from typing import Any

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


FINISHED_FROM = "finished_from"
"""A hand's note: for each seat (its number as a string) whose hand the app finished on
request ("Finish the hand for me"), the number of moves (the discard, then the plays) made
before it: the later ones were the computer's, not the seat's (docs/records.md)."""


def own_moves(extra: dict[str, Any], seat: int) -> int | None:
    """How many of a hand's first moves can be ``seat``'s own, from the hand's notes
    ``extra``: those before the app finished the hand for it (None: all of them, or a note
    that is not a count)."""
    note = extra.get(FINISHED_FROM)
    value = note.get(str(seat)) if isinstance(note, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def note_finished_from(extra: dict[str, Any], seat: int, moves: int) -> None:
    """Note in a hand's ``extra`` that its moves from ``moves`` on are played for ``seat``."""
    before = extra.get(FINISHED_FROM)
    extra[FINISHED_FROM] = {**(before if isinstance(before, dict) else {}), str(seat): moves}
