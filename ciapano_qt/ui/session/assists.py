"""The help a person may take during a hand, each noted in the record as assisted: undo and
redo (``takeback.py`` keeps their marks), "Finish the hand for me", a hint, the card tracker.

``Assists`` is a base class of ``session.Session``; ``AssistedSession`` names what its
commands use of the session, so that this module does not import ``session.py`` (no import
circle; mypy checks ``Session`` against it at every call).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...engine.match import Match
    from ...engine.view import View
    from .computers import ComputerTurns
    from .takeback import TakeBack


class AssistedSession(Protocol):
    """What the assists use of their ``Session`` (``session.py`` for the meaning)."""

    _match: Match | None
    _generation: int
    _thinking: bool
    _waiting_table: bool
    _awaiting_human: bool
    _takeback: TakeBack | None
    _finishing: bool
    human: int | None
    demo: bool

    @property
    def stateChanged(self) -> SignalInstance: ...

    @property
    def stateReset(self) -> SignalInstance: ...

    @property
    def recordChanged(self) -> SignalInstance: ...

    def _back(self) -> TakeBack: ...

    def _advance(self) -> None: ...

    def _ask_computer(self, seat: int) -> None: ...

    def _computer_turns(self) -> ComputerTurns: ...

    def _take_back(self, step: Callable[[Match], None]) -> bool: ...

    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...

    def can_finish(self) -> bool: ...

    def current_seat(self) -> int: ...

    def is_human_turn(self) -> bool: ...

    def human_view(self) -> View | None: ...


class Assists:
    """Undo, redo, finish for me, hint and tracker: the session's assisted commands."""

    def use_tracker(self: AssistedSession) -> None:
        """The card tracker is on show: the match is assisted (the hand's note ``tracker``,
        read by the statistics)."""
        match = self._match
        if match is None or self.demo or not match.hands or match.finished:
            return
        log_ = match.hands[-1]
        if not log_.extra.get("tracker"):
            log_.extra["tracker"] = 1
            self.recordChanged.emit()  # the record notes it: save it

    def undo(self: AssistedSession) -> bool:
        """Take back the human's last card of this hand (casual play only)."""
        return self.can_undo() and self._take_back(self._back().undo)

    def redo(self: AssistedSession) -> bool:
        """Play again the cards the last undo took back (the player's card and the computers'
        after it), while nothing else was played; counted as assisted (``redos``)."""
        return self.can_redo() and self._take_back(self._back().redo)

    def _take_back(self: AssistedSession, step: Callable[[Match], None]) -> bool:
        """An undo or a redo (``step``): answers asked for before it are stale; the table is
        drawn again from the match and the game goes on."""
        assert self._match is not None
        self._generation += 1
        self._thinking = False
        self._awaiting_human = False
        step(self._match)
        self._waiting_table = False
        self.stateChanged.emit()
        self.stateReset.emit()
        self.recordChanged.emit()
        self._advance()
        return True

    def finish_for_me(self: AssistedSession) -> bool:
        """Have the strongest computer player play the person's cards to the end of the
        hand (the hand is noted ``finished_for_me``: the match is assisted)."""
        if not self.can_finish():
            return False
        assert self._match is not None
        self._finishing = True
        if self._takeback is not None:
            self._takeback.forget_redo()
        hand = self._match.hands[-1]
        hand.extra["finished_for_me"] = True
        if self.human is not None:  # the moves before are the person's own (the review's)
            from ...ai.finish import note_finished_from

            note_finished_from(hand.extra, self.human, hand.state.moves_made)
        self.stateChanged.emit()
        self.recordChanged.emit()
        if self._awaiting_human and self.current_seat() == self.human:
            self._awaiting_human = False  # a hint asked for this turn is not shown now
            self._ask_computer(self.current_seat())
        return True

    def request_hint(self: AssistedSession) -> bool:
        """Ask for a hint for the human's turn; the answer comes as ``hintReady``."""
        if not self.is_human_turn() or self.demo:
            return False
        view = self.human_view()
        assert view is not None and self._match is not None
        log_ = self._match.hands[-1]
        log_.extra["hints"] = int(log_.extra.get("hints", 0)) + 1
        self.recordChanged.emit()  # the record counts hints: save it
        self._computer_turns().hint(view, self._generation)
        return True
