"""Uncaught exceptions: log the traceback at critical level and tell the player, once.

``install_crash_handler(folder)`` starts the log file (``storage.logs``) in the app-data folder
(the app holds it back until its table is painted: ``log_later``) and replaces
``sys.excepthook`` (exceptions raised in Qt slots and event handlers end there) and
``threading.excepthook``. The dialog says what happened, that the match is kept (the
autosave holds it up to the last card, and the game goes on) and where the log file is. The
dialog is not modal and never re-entered: an exception while it is being built or shown is
only logged, and after a few dialogs in one session further errors are only logged, so a
broken paint or timer can never loop.
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QThread, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:  # the dialog's class is loaded when one is shown (not at start-up)
    from PySide6.QtWidgets import QMessageBox

log = logging.getLogger(__name__)

MAX_DIALOGS = 3
"""Dialogs shown in one session; later errors are only logged."""
_CTX = "CrashDialog"


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def crash_text(error: str, where: Path | None) -> str:
    text = _t(
        "Something went wrong inside Ciapanò: %1\n\nYour match is kept: it was saved after "
        "the last card, you can go on playing, and it is resumed when Ciapanò starts again."
    ).replace("%1", error)
    if where is not None:
        text += "\n\n" + _t("The details are in the log file %1.").replace("%1", str(where))
    else:
        text += "\n\n" + _t("No log file could be written.")
    return text


class CrashHandler:
    """The ``sys.excepthook``: log, then one non-modal dialog at a time."""

    def __init__(self, previous: Any = None) -> None:
        self.previous = previous if previous is not None else sys.__excepthook__
        self.busy = False
        self.shown = 0
        self.dialog: QMessageBox | None = None
        self.errors = 0

    def __call__(
        self,
        kind: type[BaseException],
        value: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.previous(kind, value, tb)
            return
        self.errors += 1
        start_log()  # a log held back opens now: the dialog names it
        try:
            log.critical("uncaught exception", exc_info=(kind, value, tb))
        except Exception:  # logging broken: standard error is all that is left
            traceback.print_exception(kind, value, tb, file=sys.__stderr__)
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if QThread.currentThread() is not app.thread():
            # Widgets belong to the GUI thread: ask it to show the dialog (already logged).
            QTimer.singleShot(0, app, lambda: self.present(kind, value, tb))
            return
        self.present(kind, value, tb)

    def present(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        """Show the dialog (GUI thread), unless one is being shown or too many were."""
        if self.busy:  # raised while the dialog was being shown: logged only
            return
        self.busy = True
        try:
            self._show(kind, value, tb)
        except BaseException as e:  # the dialog itself failed: never try again
            self.shown = MAX_DIALOGS
            try:
                log.critical("the crash dialog failed: %s", e, exc_info=True)
            except Exception:
                print(f"ciapano: the crash dialog failed: {e!r}", file=sys.__stderr__)
        finally:
            self.busy = False

    def _show(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication) or self.shown >= MAX_DIALOGS:
            return
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.setDetailedText(
                self.dialog.detailedText() + "\n" + _details(kind, value, tb)
            )
            return
        from PySide6.QtWidgets import QMessageBox

        from ...storage.logs import log_path, log_tail

        self.shown += 1
        error = f"{kind.__name__}: {value}"
        parent = app.activeWindow()
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            _t("Ciapanò: an error"),
            crash_text(error, log_path()),
            QMessageBox.StandardButton.Close,
            parent,
        )
        box.setObjectName("crashDialog")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the error may quote a name or a file
        box.setDetailedText(_details(kind, value, tb) or log_tail(4000))
        box.setModal(False)
        self.dialog = box
        box.show()


def _details(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    return "".join(traceback.format_exception(kind, value, tb))


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    log.critical(
        "uncaught exception in thread %s",
        getattr(args.thread, "name", "?"),
        exc_info=(args.exc_type, args.exc_value, args.exc_traceback),  # type: ignore[arg-type]
    )


class _Held(logging.Handler):
    """The records logged while the log file is held back, to be written first."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


_handler: CrashHandler | None = None
_held: tuple[Path, _Held] | None = None


def install_crash_handler(
    folder: str | Path | None = None, log_later: bool = False
) -> CrashHandler:
    """Start the log file in ``folder`` (default: the app-data folder) and catch every
    uncaught exception from now on. Returns the handler (tests look at it).

    ``log_later``: the file (and ``logging.handlers``, which takes ~5 ms to load) is opened
    by ``start_log()``, or at the first uncaught exception, or at exit; the records logged
    until then are kept and written first."""
    global _handler, _held
    if folder is None:
        from ..session.persistence import app_data_folder

        folder = app_data_folder()
    start_log()  # one held back by an earlier call opens (tests install several times)
    if log_later:
        held = _Held()
        root = logging.getLogger()
        root.addHandler(held)
        if root.level > logging.INFO or root.level == logging.NOTSET:
            root.setLevel(logging.INFO)
        _held = (Path(folder), held)
        atexit.register(start_log)
    else:
        from ...storage.logs import setup_logging

        setup_logging(folder)
    current = sys.excepthook
    if isinstance(current, CrashHandler):
        current = current.previous
    _handler = CrashHandler(current)
    sys.excepthook = _handler
    threading.excepthook = _thread_hook
    log.info("crash handler installed")
    return _handler


def start_log() -> None:
    """Open the log file held back by ``install_crash_handler(log_later=True)`` and write the
    records kept until now into it (once; nothing when none is held back)."""
    global _held
    if _held is None:
        return
    from ...storage.logs import setup_logging

    (folder, held), _held = _held, None
    root = logging.getLogger()
    root.removeHandler(held)
    setup_logging(folder)
    for record in held.records:
        root.handle(record)


def uninstall_crash_handler() -> None:
    """Put back the previous hooks (tests)."""
    global _handler, _held
    if _held is not None:
        logging.getLogger().removeHandler(_held[1])
        _held = None
    if _handler is not None and sys.excepthook is _handler:
        sys.excepthook = _handler.previous
    threading.excepthook = threading.__excepthook__
    _handler = None
