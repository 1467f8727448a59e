"""A finished match that could not be counted yet, kept in memory until it is.

When the disk is full, the last autosaves of a match fail and so does counting it in the
statistics: the autosave on the disk then holds the match some hands before its end. The
match is kept here and counted again every ``RETRY_MS``, at the next save (a new match), and
before quitting (``Persistence.may_quit``); once it is counted, the old autosave is removed
(unless a later autosave, of another match, has replaced it), so no start resumes the hands
before the end of a match that is over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from ...engine.match import Match

log = logging.getLogger(__name__)

RETRY_MS = 10_000


class PendingCount(QObject):
    """The finished match to count (``match``, for the person at ``human``), and its retries.

    ``count(match, human)``: True once it is in the statistics; ``clear()``: remove the
    autosave."""

    def __init__(
        self,
        count: Callable[[Match, int], bool],
        clear: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._count = count
        self._clear = clear
        self.match: Match | None = None
        self.human = 0
        self.autosave_holds_it = False  # the autosave is (an earlier state of) this match
        self.timer = QTimer(self)
        self.timer.setInterval(RETRY_MS)
        self.timer.timeout.connect(self.retry)

    def keep(self, match: Match, human: int) -> None:
        """Count ``match`` later: it could not be counted now."""
        log.warning("the finished match is kept to be counted later")
        self.match, self.human = match, human
        self.autosave_holds_it = True
        self.timer.start()

    def autosaved(self) -> None:
        """A later autosave replaced the file: it no longer holds the pending match."""
        if self.match is not None:
            self.autosave_holds_it = False

    def retry(self) -> bool:
        """Count the pending match now (True when there is none left to count)."""
        if self.match is None:
            return True
        if not self._count(self.match, self.human):
            return False
        log.info("the finished match kept in memory is counted now")
        self.match = None
        self.timer.stop()
        if self.autosave_holds_it:
            self._clear()
        return True
