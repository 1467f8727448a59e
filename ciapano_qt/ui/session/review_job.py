"""The coach's review of the player's cards, run in the background for a dialog.

A :class:`ReviewJob` holds a copy of a match (the session's snapshot, or a replayed record)
and reviews one seat's decisions in it with ``ai.review_process.review_in_helper``: on a
Python thread that waits on the helper process with the interpreter lock released, so the
table stays responsive. It reports on the GUI thread through queued signals: ``progressed``
(decisions done, decisions in all), then exactly one of ``reviewed`` (the ``ai.review.Review``),
``failed`` (an English text for the log and the dialog) or ``stopped`` (cancelled). A review
never changes the match: the helper gets the match's record.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...ai.review import WORLDS, ReviewCancelled
from ..text.plain import shown_name
from . import crossthread

if TYPE_CHECKING:
    from ...engine.match import Match

log = logging.getLogger(__name__)


class ReviewJob(QObject):
    progressed = Signal(int, int)
    reviewed = Signal(object)  # ai.review.Review
    failed = Signal(str)
    stopped = Signal()

    def __init__(
        self,
        match: Match,
        seat: int,
        hands: Collection[int] | None = None,
        worlds: int | None = None,
        seed: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self.hands = None if hands is None else frozenset(hands)
        self.worlds = WORLDS if worlds is None else worlds
        self.seed = seed
        self._match = match
        self.names = tuple(shown_name(s.name) for s in match.seats)  # as the table shows them
        self.busca = match.rules.is_busca  # the losses are busche, not penalty points
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        crossthread.ready()  # the thread's signals reach this job only while it exists

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="ciapano-review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the review (the helper process is ended within ``POLL`` seconds)."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the thread (tests, and closing the dialog)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        from ...ai.review_process import review_in_helper

        try:
            review = review_in_helper(
                self._match,
                self.seat,
                self.worlds,
                self.seed,
                progress=lambda done, total: crossthread.tell(self, "progressed", done, total),
                cancelled=self._cancel.is_set,
                hands=self.hands,
            )
        except ReviewCancelled:
            crossthread.tell(self, "stopped")
        except Exception as error:  # shown in the dialog; the game goes on
            log.warning("the review failed: %s", error)
            crossthread.tell(self, "failed", f"{type(error).__name__}: {error}")
        else:
            if self._cancel.is_set():
                crossthread.tell(self, "stopped")
            else:
                crossthread.tell(self, "reviewed", review)
