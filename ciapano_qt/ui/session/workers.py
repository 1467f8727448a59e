"""Computer players and hints think here, off the GUI thread.

A task gets an immutable ``View`` and a player object, and reports back through a signal of an
emitter living in the GUI thread (a queued connection). A task never touches a widget; the
session ignores a result whose generation is stale (new match, undo).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from ...engine.view import View
from . import crossthread

log = logging.getLogger(__name__)


class Emitter(QObject):
    """Lives in the GUI thread; a task raises its signals through ``crossthread.tell`` (so
    an answer for a session deleted meanwhile is dropped, not emitted on a deleted object)."""

    moveReady = Signal(int, int, int)  # generation, seat, card (-1: the player failed)
    hintReady = Signal(int, object)  # generation, the hint object (None: failed)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        crossthread.ready()


class MoveTask(QRunnable):
    def __init__(self, emitter: Emitter, player: Any, view: View, generation: int) -> None:
        super().__init__()
        self.emitter, self.player, self.view, self.generation = emitter, player, view, generation

    def run(self) -> None:
        try:
            card = int(self.player.choose(self.view))
        except Exception:  # a broken player must not take the app down
            log.exception("computer player failed at seat %d", self.view.seat)
            card = -1
        crossthread.tell(self.emitter, "moveReady", self.generation, self.view.seat, card)


class HintTask(QRunnable):
    def __init__(self, emitter: Emitter, hint_fn: Any, view: View, generation: int) -> None:
        super().__init__()
        self.emitter, self.hint_fn, self.view, self.generation = emitter, hint_fn, view, generation

    def run(self) -> None:
        try:
            result = self.hint_fn(self.view, seed=None)
        except Exception:
            log.exception("hint failed")
            result = None
        crossthread.tell(self.emitter, "hintReady", self.generation, result)
