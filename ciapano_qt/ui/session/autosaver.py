"""The autosave written off the GUI thread (the app's window; headless users write in place).

Writing the record is an atomic, ``fsync``-ed replacement (``storage.atomic``): about 10 ms
here, far more on a slow disk, after every card, which the GUI thread would spend with the
table frozen. So the GUI thread takes the record's text (a snapshot of the match, well under
a millisecond) and this writer thread writes it. Texts are written in the order given; when
several wait, only the newest is written (it holds the others' cards). ``written`` and
``failed`` reach the GUI thread as queued signals. The file on disk is always a whole record
(the replacement is atomic); a kill can lose only the card whose write was under way, and
``written`` (hence ``Persistence.saved``) comes only once the file holds the card.

The thread starts with the first text to write and ends after ``IDLE`` seconds with nothing to
do (the next text starts another), so that it does not keep a writer whose window is gone alive.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...storage.atomic import atomic_write_text
from . import crossthread

IDLE = 5.0  # seconds with nothing to write after which the thread ends


class BackgroundWriter(QObject):
    written = Signal()
    failed = Signal(object)  # the OSError

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cond = threading.Condition()
        self._next: tuple[Path, str] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.outcome: OSError | bool | None = None  # the last write: True, its error, or none yet
        crossthread.ready()  # the thread's signals reach this writer only while it exists

    def write(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` soon (replacing any text still waiting)."""
        with self._cond:
            self._next = (path, text)
            # Under this lock, a thread ending idle has either marked itself gone (start
            # another) or not yet given up waiting (it writes this text).
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything given to ``write`` is on disk (or failed). True when so."""
        with self._cond:
            return self._cond.wait_for(lambda: self._next is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._next is not None, IDLE):
                    self._thread = None  # idle: gone (the next write starts another)
                    return
                assert self._next is not None
                path, text = self._next
                self._next, self._busy = None, True
            outcome: OSError | bool = True
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                atomic_write_text(path, text)
            except OSError as error:
                outcome = error
                crossthread.tell(self, "failed", error)
            else:
                crossthread.tell(self, "written")  # (dropped if the writer is gone by then)
            finally:
                with self._cond:
                    self._busy = False
                    self.outcome = outcome  # read after flush(), before the queued signal
                    self._cond.notify_all()
