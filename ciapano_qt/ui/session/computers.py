"""The session's computer seats, driven off the GUI thread.

``ComputerTurns`` asks a computer seat for its card (or the viewer's hint) in a one-thread
``QThreadPool`` (``workers.py``), and hands the answer back to the session in the GUI thread
at the computers' pace: a card comes no sooner than the speed's "ai_think" after it was asked
for (so does a person's only legal card, played for them). Each answer carries the generation
it was asked in; a stale one (a new match, an undo) is dropped. The players themselves come
from ``players.ComputerSeats``; a player that fails answers -1 and the first legal card is
played instead. The hint comes back to the session as ``hintReady`` with its reason in words.
The thread and the workers are made at the first question (a resumed match where the person
is to play paints its table first), and so is this object (``Session`` makes it at its first
computer move, hint or forced card).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, SignalInstance, Slot

from ...engine.view import view_of
from ..table import timing

if TYPE_CHECKING:
    from PySide6.QtCore import QThreadPool

    from ...engine.match import Match
    from ...engine.view import View
    from .players import ComputerSeats
    from .takeback import TakeBack
    from .workers import Emitter


class TurnsSession(Protocol):
    """What ``ComputerTurns`` uses of its ``Session`` (named here so that this module does not
    import ``session.py``, which makes it: no import circle)."""

    _match: Match | None
    _generation: int
    _thinking: bool
    _finished_for: set[int]
    speed: str
    suit_system: str

    @property
    def pace(self) -> str: ...

    @property
    def hintReady(self) -> SignalInstance: ...

    def _table(self) -> tuple[str | None, ...]: ...

    def _back(self) -> TakeBack: ...

    def is_human_turn(self) -> bool: ...

    def play_human(self, card: int) -> bool: ...

    def submit_move(self, generation: int, seat: int, card: int) -> bool: ...


class ComputerTurns(QObject):
    def __init__(self, session: TurnsSession, seats: ComputerSeats, parent: QObject) -> None:
        super().__init__(parent)  # the session
        self.session = session
        self.seats = seats
        self._asked_at = 0.0
        self._pool: QThreadPool | None = None  # made at the first question
        self._emitter: Emitter | None = None

    def _workers(self) -> tuple[QThreadPool, Emitter]:
        if self._pool is None or self._emitter is None:
            from PySide6.QtCore import QThreadPool

            from .workers import Emitter

            self._pool = QThreadPool(self)
            self._pool.setMaxThreadCount(1)
            self._emitter = Emitter(self)
            self._emitter.moveReady.connect(self._on_move_ready)
            self._emitter.hintReady.connect(self._on_hint_ready)
        return self._pool, self._emitter

    def ask(self, seat: int) -> None:
        """Ask ``seat`` for its card; the strongest player plays a person's seat while it
        finishes their hand ("Finish the hand for me")."""
        self._asked_at = time.monotonic()
        session = self.session
        assert session._match is not None and session._match.hand is not None
        view, table = view_of(session._match.hand, seat), session._table()
        seats = self.seats
        if seat in session._finished_for:
            player = seats.stand_in(seat, table)
        else:
            player = seats.player(seat, table)
        from .workers import MoveTask

        pool, emitter = self._workers()
        pool.start(MoveTask(emitter, player, view, session._generation))

    def hint(self, view: View, generation: int) -> None:
        """Ask for the hint of ``view``'s turn (the blind expert's: it reads no seat's
        level); the answer goes to ``hinted``."""
        from ...ai.hint import hint  # the AI loads after the first paint
        from .workers import HintTask

        pool, emitter = self._workers()
        pool.start(HintTask(emitter, hint, view, generation))

    def wait(self) -> None:
        """Wait for the player thinking (at exit)."""
        if self._pool is not None:
            self._pool.waitForDone()

    @Slot(int, int, int)
    def _on_move_ready(self, generation: int, seat: int, card: int) -> None:
        elapsed = int((time.monotonic() - self._asked_at) * 1000)
        wait = timing.duration("ai_think", self.session.pace) - elapsed
        if wait > 0:
            QTimer.singleShot(wait, lambda: self._deliver(generation, seat, card))
        else:
            self._deliver(generation, seat, card)

    def _deliver(self, generation: int, seat: int, card: int) -> None:
        """A computer's card, at the computers' pace, into the session's one slot."""
        session = self.session
        if generation != session._generation:
            return
        session._thinking = False
        if card < 0:  # the player failed: play the first legal card rather than hang
            assert session._match is not None and session._match.hand is not None
            card = session._match.hand.legal_moves()[0]
        session.submit_move(generation, seat, card)

    @Slot(int, object)
    def _on_hint_ready(self, generation: int, result: Any) -> None:
        session = self.session
        if generation != session._generation or result is None or not session.is_human_turn():
            return
        from ..text import messages  # loaded with the first hint

        match = session._match
        reason = messages.hint_text(
            getattr(result, "reason_code", ""),
            dict(getattr(result, "reason_params", {}) or {}),
            getattr(result, "reason_en", ""),
            session.suit_system,
            lambda s: match.seats[s].name if match is not None else str(s),
        )
        session.hintReady.emit(int(result.card), reason)

    def play_forced(self, view: View) -> None:
        """When each of the person's remaining turns has exactly one legal card, play it for
        them at the computers' pace (not an assistance: there is nothing to choose)."""
        from ...ai.finish import forced_card

        card = forced_card(view)
        session, match = self.session, self.session._match
        if card is None or match is None or match.hand is None:
            return
        gen, plays = session._generation, len(match.hand.plays)

        def play() -> None:
            state = session._match.hand if session._match is not None else None
            if gen != session._generation or state is None or len(state.plays) != plays:
                return  # the person played it, or undid, or the match changed
            if session.is_human_turn() and session.play_human(int(card)):
                session._back().forced(plays)  # an undo goes back to their last real choice

        QTimer.singleShot(timing.duration("ai_think", session.pace), play)
