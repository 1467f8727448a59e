"""Undo and redo of the person's cards within the hand in play (casual play only).

``TakeBack`` remembers, for the hand in play, how many cards had been played before each of
the person's cards (an undo goes back there, ``Match.undo_to``) and the cards each undo took
back (a redo plays them again while the person has played nothing else since). Each undo or
redo is noted in the hand's extra (``undos``, ``redos``): the statistics count the match as
assisted. The session decides when taking back is allowed and redraws the table after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.match import Match


class TakeBack:
    def __init__(self) -> None:
        self._marks: list[int] = []  # plays before each of the person's cards of this hand
        self._undone: list[tuple[int, ...]] = []  # the cards each undo took back

    @property
    def can_undo(self) -> bool:
        return bool(self._marks)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def reset(self) -> None:
        """A new hand (or a loaded match): nothing to take back."""
        self._marks = []
        self._undone = []

    def played(self, mark: int) -> None:
        """The person played a card after ``mark`` plays: an undo may go back there, and
        what was undone before is gone."""
        self._marks.append(mark)
        self._undone = []

    def forget_redo(self) -> None:
        self._undone = []

    def forced(self, mark: int) -> None:
        """The card played after ``mark`` plays was the person's only legal one (played for
        them): an undo goes back to their last real choice instead."""
        if self._marks and self._marks[-1] == mark:
            self._marks.pop()

    def undo(self, match: Match) -> None:
        """Take back the person's last card of the hand and every card after it."""
        mark = self._marks.pop()
        log = match.hands[-1]
        self._undone.append(tuple(log.state.plays[mark:]))
        match.undo_to(mark)
        log.extra["undos"] = int(log.extra.get("undos", 0)) + 1

    def redo(self, match: Match) -> None:
        """Play again the cards the last undo took back, from the same position (the engine
        accepts them)."""
        assert match.hand is not None
        cards = self._undone.pop()
        mark = len(match.hand.plays)
        for card in cards:
            match.play(card)
        self._marks.append(mark)
        log = match.hands[-1]
        log.extra["redos"] = int(log.extra.get("redos", 0)) + 1
