"""A lock between processes on one file, without Qt: ``with file_lock(path): ...``.

The statistics are read, changed and written back under it, so that two copies of the app
(or the app and a command) recording matches at once lose no count. The lock is the
operating system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows) on a small lock file
that stays in the folder: it is released when the holder closes it or dies, so a crashed
writer never leaves a stale lock behind.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

_POLL = 0.01  # seconds between tries while another process holds the lock
_BUSY = (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK)

if sys.platform == "win32":  # pragma: no cover - Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _try_lock(fd: int) -> bool:
    try:
        _lock(fd)
    except OSError as e:
        if e.errno in _BUSY:
            return False
        raise
    return True


@contextlib.contextmanager
def file_lock(path: str | os.PathLike[str], timeout: float = 10.0) -> Iterator[None]:
    """Hold the lock on ``path`` (created if missing) for the ``with`` block.

    Waits up to ``timeout`` seconds for another holder; then ``TimeoutError`` (an
    ``OSError``). ``OSError`` too when the lock file cannot be opened (a read-only folder).
    """
    p = Path(path)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(p, flags, 0o666)
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise TimeoutError(errno.ETIMEDOUT, f"{p.name} is held by another process", str(p))
            time.sleep(_POLL)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)
