"""The app's log file: a few hundred KB that rotate, in the app-data folder.

``setup_logging(folder)`` is called once at start; ``log_path()`` gives the file for the crash
dialog ("the details are in ..."), and ``log_tail()`` its last lines to show or copy.
"""

from __future__ import annotations

import contextlib
import io
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path

LOG_NAME = "ciapano.log"
MAX_BYTES = 200 * 1024  # per file
BACKUPS = 2  # ciapano.log, .1 and .2: at most 3 x 200 KB
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.handlers.RotatingFileHandler | None = None


class NoFollowFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that never follows a symbolic link: a link (or anything but a regular
    file) in the log's place is refused with ``OSError``, so the log cannot be pointed at
    another file. ``O_NOFOLLOW`` makes it one step on POSIX; elsewhere ``lstat`` first."""

    reported = False  # a failed write was said on standard error (once per handler)

    def handleError(self, record: logging.LogRecord) -> None:
        """A record that cannot be written (the disk full, the file gone): one line on
        standard error the first time, then nothing (``logging`` would print a traceback
        for every record: hundreds while the disk stays full)."""
        self._report(sys.exc_info()[1])

    def _report(self, error: BaseException | None) -> None:
        if self.reported:
            return
        self.reported = True
        with contextlib.suppress(Exception):
            print(
                f"ciapano: cannot write the log file {self.baseFilename}: {error}; "
                "the log goes on where it can, further failures are not shown",
                file=sys.stderr,
            )

    def flush(self) -> None:
        try:
            super().flush()
        except OSError as e:  # what is still buffered cannot go to a full disk
            self._report(e)

    def close(self) -> None:
        try:
            super().close()
        except OSError as e:  # closing flushes the same buffer
            self._report(e)

    def _open(self) -> io.TextIOWrapper:
        path = self.baseFilename
        if os.path.islink(path):
            raise OSError(f"{path} is a symbolic link; the log does not follow it")
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(path, flags, 0o666)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{path} is not a regular file")
        except BaseException:
            os.close(fd)
            raise
        return open(fd, "a", encoding=self.encoding, errors=self.errors)


def setup_logging(
    folder: str | os.PathLike[str], level: int = logging.INFO, echo: bool = False
) -> Path | None:
    """Log to a rotating file in ``folder`` (created if needed) and return its path.

    Calling it again moves the log (the previous handler is removed). When the folder cannot
    be written, or a symbolic link stands where the log goes (it is not followed), the app
    still starts: the problem goes to standard error, and None comes back. ``echo`` also
    logs warnings and worse to standard error.
    """
    global _handler
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
    path = Path(folder) / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = NoFollowFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as e:
        print(f"ciapano: cannot write the log file {path}: {e}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(level)
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    if echo and not any(getattr(h, "_ciapano_echo", False) for h in root.handlers):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter(FORMAT))
        setattr(stream, "_ciapano_echo", True)  # noqa: B010
        root.addHandler(stream)
    logging.captureWarnings(True)
    _handler = handler
    logging.getLogger(__name__).info("log file %s", path)
    return path


def log_path() -> Path | None:
    """The current log file, or None before ``setup_logging`` (or when it failed)."""
    return None if _handler is None else Path(_handler.baseFilename)


def log_tail(max_chars: int = 20_000) -> str:
    """The end of the current log file ("" when there is none), for the crash dialog."""
    path = log_path()
    if path is None:
        return ""
    if _handler is not None:
        _handler.flush()
    try:
        with path.open("rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - max_chars))
            data = f.read()
    except OSError:
        return ""
    text = data.decode("utf-8", errors="replace")
    if size > max_chars and "\n" in text:
        text = text.split("\n", 1)[1]  # start at a whole line
    return text


def shutdown_logging() -> None:
    """Close the file (tests; the app may leave it to ``logging.shutdown`` at exit)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
