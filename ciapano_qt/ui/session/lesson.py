"""The guided first match's session: one lesson's scripted deal on a table of its own.

A :class:`LessonSession` is a :class:`Session` that plays a lesson of ``ai.lessons``: the
lesson's fresh one-hand match, the computer seats played by :class:`ScriptedPlayer` (each
plays the script's next card, so the hand cannot go off its lesson), and the person allowed
only the script's card (the one the lesson teaches; every other card is refused with the
lesson's reason, and the table shows only that card as playable). It has no autosave and no
statistics: nothing of the main window's match is touched, and the lesson is never counted.
``moment`` fires when the person's turn reaches the lesson's card, the moment its text
matters; ``lessonOver`` when the hand is scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine.cards import CARDS
from ...engine.match import Seat
from ..text.cardnames import card_name
from .session import Session

if TYPE_CHECKING:
    from ...ai.lessons import Lesson
    from ...engine.view import View


SHOWS_THE_RULE = frozenset({"follow_suit"})
"""Lessons whose moment raises every card the rule allows (the script's card is still the
one to play; another is refused with the lesson's reason), not only the script's card."""


class ScriptedPlayer:
    """A computer seat of a lesson: the script's card at this point of the hand."""

    def __init__(self, cards: list[int], level: str, seed: int, table: tuple[str | None, ...]):
        self.cards = cards
        self.level = level
        self.seed = seed
        self.table = table

    def choose(self, view: View) -> int:
        return self.cards[len(view.plays)]


class LessonSession(Session):
    moment = Signal()  # the person is to play the lesson's card: show its text now
    lessonCardPlayed = Signal()  # the person played it: the guide says so
    lessonOver = Signal()  # the lesson's hand is scored

    def __init__(
        self, lesson: Lesson, names: Sequence[str] = (), parent: QObject | None = None
    ) -> None:
        self.lesson = lesson
        self.script = [int(c) for c in lesson.cards]
        self._names = list(names)  # the seats' names as the table shows them (the settings')
        super().__init__(parent, make_player=self._scripted)
        self.casual = False  # no undo: the script goes one way
        self.humanTurn.connect(self._on_turn_reached)
        self.handFinished.connect(lambda _index: self.lessonOver.emit())

    def _scripted(self, level: str, seed: int, table: tuple[str | None, ...]) -> ScriptedPlayer:
        return ScriptedPlayer(self.script, level, seed, table)

    def start(self) -> None:
        """Deal the lesson: its hand on the table, before the first card."""
        match = self.lesson.match(self._names[0] if self._names else "")
        for i, name in enumerate(self._names[1 : match.n_seats], start=1):
            match.seats[i] = Seat(name, "ai", match.seats[i].level)
        self.resume(match)

    # The script -------------------------------------------------------------------------

    def played(self) -> int:
        """Cards played so far in the lesson's hand."""
        state = self.match.hand if self.match is not None else None
        if state is None:
            return len(self.script)
        return len(state.plays)

    def scripted_card(self) -> int | None:
        """The card the person is to play now (None: not their turn)."""
        state = self.match.hand if self.match is not None else None
        if state is None or self.human is None or state.current != self.human:
            return None
        return self.script[len(state.plays)]

    @property
    def at_moment(self) -> bool:
        """The person is asked for the lesson's card now (the table has shown what came
        before it)."""
        return (
            self.is_human_turn()
            and self.scripted_card() is not None
            and self.played() == self.lesson.moment
        )

    def viewer_legal(self) -> frozenset[int] | None:
        legal = super().viewer_legal()
        card = self.scripted_card()
        if legal is None or card is None:
            return legal
        if self.lesson.key in SHOWS_THE_RULE and self.at_moment:
            return legal  # the lesson's point is which cards the rule allows: all raised
        return legal & {card}

    def why_not(self, card: int) -> str | None:
        reason = super().why_not(card)
        wanted = self.scripted_card()
        if reason is not None or wanted is None or card == wanted:
            return reason
        return self.tr("In this lesson, play the %1.").replace(
            "%1", card_name(wanted, self.suit_system)
        )

    def submit_move(self, generation: int, seat: int, card: int) -> bool:
        wanted = self.scripted_card()
        if seat == self.human and wanted is not None and card != wanted:
            reason = self.why_not(card)
            if reason is not None:
                self.moveRefused.emit(reason)
            return False
        at_moment = seat == self.human and self.at_moment
        accepted = super().submit_move(generation, seat, card)
        if accepted and at_moment:
            self.lessonCardPlayed.emit()
        return accepted

    def turns_after_moment(self) -> bool:
        """Whether the person plays again after the lesson's card (one card a trick)."""
        return self.lesson.trick < len(self.lesson.plays)  # the lesson's tricks

    def turns_before_moment(self) -> bool:
        """Whether the person plays a card before the lesson's (its trick is not the first)."""
        return self.lesson.trick > 1

    def request_hint(self) -> bool:
        return False  # the lesson's text is the hint

    def _on_turn_reached(self, _seat: int) -> None:
        if self.at_moment:
            self.moment.emit()

    def lesson_card_name(self) -> str:
        return card_name(int(CARDS[self.script[self.lesson.moment]]), self.suit_system)
