"""The session's computer seats, driven off the GUI thread.

``ComputerTurns`` asks a computer seat for its card (or the viewer's hint) in a one-thread
``QThreadPool`` (``workers.py``), and hands the answer back to the session in the GUI thread
at the computers' pace: a card comes no sooner than the speed's "ai_think" after it was asked
for. Each answer carries the generation it was asked in; the session ignores a stale one (a
new match, an undo). The players themselves come from ``players.ComputerSeats``; a player
that fails answers -1 and the session plays the first legal card instead. The thread and
the workers are made at the first question (a resumed match where the person is to play
paints its table first), and so is this object (``Session`` makes it at its first computer
move or hint).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Slot

from ..table import timing

if TYPE_CHECKING:
    from PySide6.QtCore import QThreadPool

    from ...engine.view import View
    from .players import ComputerSeats, Table
    from .workers import Emitter

Deliver = Callable[[int, int, int], None]  # generation, seat, card (-1: the player failed)
Hinted = Callable[[int, Any], None]  # generation, the hint (None: failed)


class ComputerTurns(QObject):
    def __init__(
        self,
        parent: QObject,
        seats: ComputerSeats,
        speed: Callable[[], str],
        deliver: Deliver,
        hinted: Hinted,
    ) -> None:
        super().__init__(parent)
        self.seats = seats
        self._speed = speed
        self._deliver = deliver
        self._hinted = hinted
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
            self._emitter.hintReady.connect(self._hinted)
        return self._pool, self._emitter

    def ask(self, view: View, table: Table, generation: int, stand_in: bool = False) -> None:
        """Ask the seat of ``view`` for its card; ``stand_in``: the strongest player plays a
        person's seat ("Finish the hand for me")."""
        self._asked_at = time.monotonic()
        seats, seat = self.seats, view.seat
        player = seats.stand_in(seat, table) if stand_in else seats.player(seat, table)
        from .workers import MoveTask

        pool, emitter = self._workers()
        pool.start(MoveTask(emitter, player, view, generation))

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
        wait = timing.duration("ai_think", self._speed()) - elapsed
        if wait > 0:
            QTimer.singleShot(wait, lambda: self._deliver(generation, seat, card))
        else:
            self._deliver(generation, seat, card)
