"""Never lose a game: the autosave after every card, resuming at start, statistics, and the
File actions (Open match…, Export match…, Statistics…: ``fileactions.FileActions``, a
collaborator made when first needed: ``Persistence.files``).

``Persistence`` listens to the session's ``recordChanged`` and writes the match through
``storage.saves.AutosaveStore`` (atomically; off the GUI thread in the app, ``autosaver.py``)
after every deal and card. When a match with a person finishes it is counted in the statistics
(``counting.py``) and the autosave is removed. At start, ``startup`` resumes an unfinished
autosave at the card where it stopped (``resuming.py``: a computer seat of a level this version
does not know plays as medium), or shows why the file was refused and where it was
kept aside. ``install_persistence(window)`` does all of this for the main window and adds its
actions to the window's game menu. Its message boxes and file dialogs are ``fileactions``'
``warn`` and ``ask_*``, loaded when first shown.

Headless users (the UI soak, the kill test's child) pass a session without a window: no
dialog is ever shown then, problems go to the log.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, Signal
from PySide6.QtWidgets import QWidget

from ...engine.match import Match
from ...storage.saves import AutosaveStore, LoadResult, record_text
from .resuming import human_of, resume, unresumable
from .resuming import progress as progress  # where a match stands: its callers' name for it
from .session import Session

if TYPE_CHECKING:  # loaded when first used, not at start-up
    from PySide6.QtWidgets import QMessageBox

    from ...storage.stats import StatsStore
    from .autosaver import BackgroundWriter
    from .fileactions import FileActions
    from .pending import PendingCount

log = logging.getLogger(__name__)

APP_FORMAT = 1
"""The version of the app section this module writes into records."""


def app_data_folder() -> Path:
    """The app-data folder (``QStandardPaths.AppDataLocation``): autosave, statistics, log."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:  # no writable location known on this system: never the current folder
        return Path.home() / ".ciapano"
    return Path(location)


# The autosave and the statistics -----------------------------------------------------------


class Persistence(QObject):
    """Autosave, resume and statistics for one session (and its window, if any)."""

    saved = Signal()  # after every successful autosave
    saveFailed = Signal(str)  # the OS error's text
    matchCounted = Signal()  # a finished match went into the statistics
    resumed = Signal()

    def __init__(
        self,
        session: Session,
        folder: str | Path | None = None,
        window: QWidget | None = None,
        autosave_demo: bool = False,
        background: bool = False,
    ) -> None:
        super().__init__(window if window is not None else session)
        self.setObjectName("persistence")
        self.session = session
        self.window = window
        self.folder = Path(folder) if folder is not None else app_data_folder()
        self.store = AutosaveStore(self.folder)
        self._stats: StatsStore | None = None  # loaded when first needed (not at start-up)
        self.autosave_demo = autosave_demo
        self.save_failures = 0
        self.unsaved: str | None = None  # why the last autosave failed; None once one works
        self._warned = False
        self.message_box: QMessageBox | None = None  # the last message shown (tests look)
        self.replay: QWidget | None = None
        # Dialog hooks, replaced by tests: a path to write, a path to read, a yes/no question.
        self.ask_save_path: Callable[[str], str] = self._ask_save_path
        self.ask_open_path: Callable[[], str] = self._ask_open_path
        self.ask_yes_no: Callable[[str, str], bool] = self._ask_yes_no
        self.ask_unsaved_quit: Callable[[str], str] = self._ask_unsaved_quit
        self._files: FileActions | None = None  # made when first needed
        self.pending: PendingCount | None = None  # a finished match not counted yet
        # The app's window writes each card's autosave off the GUI thread (autosaver.py,
        # from the first card written: resuming writes nothing); headless users (soak, kill
        # test) write in place.
        self._background = background
        self.writer: BackgroundWriter | None = None
        if background:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.flush)  # the last card on disk before exit
        self.saved.connect(self._save_worked)
        session.recordChanged.connect(self._on_record_changed)
        session.matchStarted.connect(self._on_match_started)

    @property
    def files(self) -> FileActions:
        """Open match…, Export match… and Statistics… (``fileactions.py``)."""
        if self._files is None:
            from .fileactions import FileActions

            self._files = FileActions(self)
        return self._files

    @property
    def stats(self) -> StatsStore:
        """The statistics kept in the app-data folder."""
        if self._stats is None:
            from ...storage.stats import StatsStore

            self._stats = StatsStore(self.folder)
        return self._stats

    # Saving ---------------------------------------------------------------------------

    def app_section(self) -> dict[str, Any]:
        """The app's notes in the record: what resuming needs beyond the rules and seats."""
        c = self.session
        return {
            "format": APP_FORMAT,
            "human": c.human,
            "demo": c.demo,
            "casual": c.casual,
            "saved": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        }

    def _saves(self) -> bool:
        c = self.session
        return c.match is not None and (self.autosave_demo or not c.demo)

    def _on_match_started(self) -> None:
        # A demo match replaces a match the player agreed to abandon: that one is gone.
        if not self._saves() and self.session.match is not None:
            self._clear()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the autosave written off the GUI thread is on disk (True when so)."""
        return self.writer is None or self.writer.flush(timeout)

    def _clear(self) -> None:
        self.flush()  # a write still under way must not bring the file back
        try:
            self.store.clear()
        except OSError as e:
            log.error("cannot remove the autosave %s: %s", self.store.path, e)

    def _on_record_changed(self) -> None:
        match = self.session.match
        if match is None or not self._saves():
            return
        if self.pending is not None and self.pending.match not in (None, match):
            self.pending.retry()  # a new match: the one before is counted first
        if self._background and not match.finished and not self.store.blocked:
            writer = self._background_writer()
            writer.write(self.store.path, record_text(match, self.app_section()))
            return
        self.flush()  # the cards before this one first: the file only moves forward
        try:
            self.store.save(match, self.app_section())
        except OSError as e:
            self._save_failed(e)
            if not match.finished:
                return  # a finished match is counted even so (the disk full: it waits)
        else:
            self.saved.emit()
        if match.finished:
            self._finished(match)

    def _background_writer(self) -> BackgroundWriter:
        if self.writer is None:
            from .autosaver import BackgroundWriter

            self.writer = BackgroundWriter(self)
            self.writer.written.connect(self.saved)
            self.writer.failed.connect(self._save_failed)
        return self.writer

    def save_now(self) -> bool:
        """Write the autosave at once (after resuming an opened file). False if it failed."""
        match = self.session.match
        if match is None or not self._saves():
            return False
        self.flush()
        try:
            self.store.save(match, self.app_section())
        except OSError as e:
            self._save_failed(e)
            return False
        return True

    def _save_worked(self) -> None:
        self.unsaved = None
        if self.pending is not None:
            self.pending.autosaved()

    def _save_failed(self, error: OSError) -> None:
        self.save_failures += 1
        log.error("autosave to %s failed: %s", self.store.path, error)
        detail = error.strerror or str(error)
        self.unsaved = detail
        self.saveFailed.emit(detail)
        if self._warned or self.window is None:
            return
        self._warned = True  # one warning per session; the log has every failure
        text = self.tr(
            "The match cannot be saved automatically in %1 (%2). You can play on, but the "
            "match may be lost if Ciapanò stops. Use Export match… to keep it elsewhere."
        )
        self.warn(
            self.tr("Autosave failed"),
            text.replace("%1", str(self.folder)).replace("%2", detail),
            modal=False,  # the game goes on under it
        )

    # Quitting -------------------------------------------------------------------------

    def may_quit(self) -> bool:
        """Quitting keeps the match in the autosave, so it asks nothing; but when the last
        autosave failed the match would be lost: offer to export it first. True: quit."""
        c = self.session
        if self.pending is not None and not self.pending.retry():
            return self._quit_uncounted()
        if c.match is None or c.match.finished or not self._saves():
            return True
        self.flush()  # the last card's write has its answer (its signal may still be queued)
        outcome = self.writer.outcome if self.writer is not None else None
        if outcome is True:
            self.unsaved = None
        elif isinstance(outcome, OSError):
            self.unsaved = outcome.strerror or str(outcome)
        if self.unsaved is None:
            return True
        answer = self.ask_unsaved_quit(self.unsaved)
        if answer == "export":
            return self.files.export_match(confirm=False)  # quits once the match is in a file
        return answer == "quit"

    def _quit_uncounted(self) -> bool:
        """The finished match still cannot be counted: offer to export it; quitting without
        it removes its old autosave (no start resumes a match that is over)."""
        assert self.pending is not None and self.pending.match is not None
        if self.unsaved is None or self.session.match is not self.pending.match:
            return True  # its end is in the autosave (counted at the next start), or gone
        answer = self.ask_unsaved_quit(self.unsaved)
        if answer == "export":
            return self.files.export_match(confirm=False)
        if answer == "quit" and self.pending.autosave_holds_it:
            self._clear()
        return answer == "quit"

    def _ask_unsaved_quit(self, detail: str) -> str:
        from .fileactions import ask_unsaved_quit

        return ask_unsaved_quit(self.window, self.folder, detail)

    def _finished(self, match: Match) -> None:
        """A match just finished: count it (a human's match), then drop the autosave."""
        human = self.session.human
        if human is not None and not self.session.demo and not self._count(match, human):
            self._pending_count().keep(match, human)  # counted again until it is
            return  # the autosave stays, so the match is counted at the next start
        self._clear()

    def _pending_count(self) -> PendingCount:
        if self.pending is None:
            from .pending import PendingCount

            self.pending = PendingCount(self._count, self._clear, self)
        return self.pending

    def _count(self, match: Match, human: int) -> bool:
        """Count a finished match in the statistics (``counting.py``); False: not written."""
        from .counting import count

        return count(self, match, human)

    # Start-up -------------------------------------------------------------------------

    def load_autosave(self) -> LoadResult:
        return self.store.load()

    def startup(self, offer_new_match: Callable[[], None] | None = None) -> bool:
        """Resume the autosave. True when the start is taken care of: a match resumed, or a
        refusal shown whose closing calls ``offer_new_match``. False: offer a new match."""
        result = self.load_autosave()
        if result.status == "empty":
            return False
        if result.status == "refused":
            return self._refused(result, offer_new_match)
        match = result.match
        assert match is not None
        if match.finished:  # killed between the last card and the clean-up
            human = human_of(match, result.app)
            if human is None or self._count(match, human):
                self._clear()
            log.info("the autosaved match was finished; counted and cleared")
            return False
        try:
            self.resume_match(match, result.app)
        except Exception as e:  # a bug must not cost the match: keep the file, start anew
            log.exception("cannot resume the autosave")
            self.session.abandon()
            return self._refused(unresumable(self.store.path, e), offer_new_match)
        return True

    def _refused(self, result: LoadResult, offer_new_match: Callable[[], None] | None) -> bool:
        log.warning("%s", result.message)
        if self.window is None:
            return False
        from .fileactions import refused_autosave_text

        box = self.warn(self.tr("Saved match refused"), refused_autosave_text(result))
        if offer_new_match is not None:
            box.finished.connect(lambda _code: offer_new_match())
        return True

    def resume_match(self, match: Match, app: Mapping[str, Any] | None = None) -> None:
        """Go on with ``match`` where it stopped, with its levels and the saved settings
        (``resuming.resume``)."""
        resume(self.session, self.window, match, app)
        self.resumed.emit()

    # Messages and the File actions -----------------------------------------------------

    def warn(self, title: str, text: str, modal: bool = True, info: bool = False) -> QMessageBox:
        """A warning (``info``: a notice) that does not block the caller (window-modal unless
        ``modal`` is False); kept as ``message_box``."""
        from .fileactions import warn

        self.message_box = warn(self.window, title, text, modal, info)
        return self.message_box

    def _ask_save_path(self, suggested: str) -> str:
        from .fileactions import ask_save_path

        return ask_save_path(self.window, suggested)

    def _ask_open_path(self) -> str:
        from .fileactions import ask_open_path

        return ask_open_path(self.window)

    def _ask_yes_no(self, title: str, text: str) -> bool:
        from .fileactions import ask_yes_no

        return ask_yes_no(self.window, title, text)

    def install_actions(self, window: Any) -> None:
        """The File actions in the window's game menu, once its table is painted (at once
        without a table); their texts follow the language."""
        later = getattr(window, "after_first_paint", None)
        if later is None:
            self.files.install_actions(window)
        else:
            later(lambda: self.files.install_actions(window))
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self._files is not None:
            self._files.retranslate()
        return False


def install_persistence(
    window: Any, folder: str | Path | None = None, background: bool = False
) -> bool:
    """Autosave, resume, statistics and the File actions for the main window.

    Returns True when the start-up is taken care of (a match resumed, or a message about a
    refused autosave that offers a new match when closed); False: offer a new match now.
    ``background``: write each card's autosave off the GUI thread (the app does).
    """
    persistence = Persistence(window.session, folder, window, background=background)
    window.persistence = persistence
    persistence.install_actions(window)
    return persistence.startup(getattr(window, "new_match_dialog", None))
