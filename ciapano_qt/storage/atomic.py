"""Crash-safe file replacement: a crash or power cut at any instant leaves the old file or
the new one, never a broken one.

The text goes to a temporary file in the same folder, is flushed and ``fsync``-ed, then
``os.replace`` swaps it in (atomic on POSIX and on Windows/NTFS), and the folder itself is
``fsync``-ed so the new name survives a power cut (POSIX only: Windows cannot open a folder
for that, and NTFS journals the rename).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
_WINDOWS = os.name == "nt"
_REPLACE_RETRIES = 5  # Windows: a virus scanner or indexer may hold the target for a moment


def temp_name(path: Path) -> Path:
    """A fresh temporary name beside ``path``: ``.<name>.<random>.tmp``.

    ``os.urandom`` is what ``secrets.token_hex`` reads; ``secrets`` itself is not imported, as
    it loads ``hmac`` and OpenSSL's ``hashlib`` (~10M instructions at start-up)."""
    return path.with_name(f".{path.name}.{os.urandom(4).hex()}{TEMP_SUFFIX}")


def is_temp_of(candidate: Path, path: Path) -> bool:
    """Whether ``candidate`` is one of ``atomic_write``'s temporary files for ``path``."""
    name = candidate.name
    return name.startswith(f".{path.name}.") and name.endswith(TEMP_SUFFIX)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (no-op on Windows)."""
    if _WINDOWS:
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _replace(source: Path, target: Path) -> None:
    for attempt in range(_REPLACE_RETRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if not _WINDOWS or attempt == _REPLACE_RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _write_all(fd: int, data: bytes) -> None:
    """Every byte of ``data`` to ``fd``. The one place the bytes go to the disk: tests replace
    it to make the disk full (``ENOSPC``) without filling a real one."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, mode: int = 0o666) -> None:
    """Replace ``path`` with ``data`` so that it is always either the old or the new file.

    ``mode``: the new file's permissions before the umask (0o600 for a file holding secrets).

    Raises ``OSError`` when the file cannot be written; the old file is then untouched and
    no temporary file is left behind (unless the process dies first: such leftovers are named
    ``.<name>.<random>.tmp`` and ``remove_stale_temps`` clears them).
    """
    target = Path(path)
    folder = target.parent
    tmp = temp_name(target)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(tmp, flags, mode)  # the umask applies, as for any new file
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        _replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_folder(folder)


_SYNCFS: list[Callable[[int], int] | None] = []  # resolved on first use (ctypes loads late)


def _syncfs() -> Callable[[int], int] | None:
    """Linux's ``syncfs(fd)`` (every file of one filesystem to stable storage, waiting for
    it, as ``fsync`` on each would), or None elsewhere."""
    if not _SYNCFS:
        found = None
        if sys.platform == "linux":
            import ctypes

            try:
                call = ctypes.CDLL(None, use_errno=True).syncfs
            except (OSError, AttributeError):
                call = None
            if call is not None:
                call.argtypes, call.restype = [ctypes.c_int], ctypes.c_int
                found = call
        _SYNCFS.append(found)
    return _SYNCFS[0]


def _sync_filesystems(syncfs: Callable[[int], int], folders: set[Path]) -> dict[Path, OSError]:
    """``syncfs`` once for each filesystem holding one of ``folders``; the folders whose
    filesystem could not be synced, with why."""
    failed: dict[Path, OSError] = {}
    by_device: dict[int, list[Path]] = {}
    for folder in folders:
        try:
            by_device.setdefault(os.stat(folder).st_dev, []).append(folder)
        except OSError as e:
            failed[folder] = e
    for group in by_device.values():
        try:
            fd = os.open(group[0], os.O_RDONLY)
            try:
                if syncfs(fd) != 0:
                    number = ctypes_errno()
                    raise OSError(number, os.strerror(number))
            finally:
                os.close(fd)
        except OSError as e:
            failed.update(dict.fromkeys(group, e))
    return failed


def ctypes_errno() -> int:
    import ctypes

    return ctypes.get_errno()


def atomic_write_many(
    files: list[tuple[Path, bytes, int]],
) -> list[OSError | None]:
    """``atomic_write_bytes`` of several ``(path, data, mode)`` at once, each file's outcome in
    order (None: replaced). A group commit: every file's data goes to its temporary file and
    reaches stable storage, then each is swapped in, then the new names reach stable storage,
    before the call returns. On Linux each of those two steps is one ``syncfs`` per filesystem
    for the whole batch (instead of a sync of every file and folder); elsewhere each file is
    ``fsync``-ed and each folder once. A file that failed is left as it was (its temporary
    file removed), and the others still go. Files for the same path are swapped in in order:
    the last one stays."""
    syncfs = _syncfs()
    outcome: list[OSError | None] = [None] * len(files)
    written: list[tuple[int, Path, Path]] = []
    for i, (path, data, mode) in enumerate(files):
        tmp = temp_name(path)
        try:
            fd = os.open(
                tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode
            )
        except OSError as e:
            outcome[i] = e
            continue
        try:
            try:
                _write_all(fd, data)
                if syncfs is None:
                    os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as e:
            outcome[i] = e
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            continue
        written.append((i, tmp, path))
    ready = written
    if syncfs is not None and written:  # the data first, then the names
        unsynced = _sync_filesystems(syncfs, {path.parent for _, _, path in written})
        ready = []
        for i, tmp, path in written:
            if path.parent in unsynced:
                outcome[i] = unsynced[path.parent]
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            else:
                ready.append((i, tmp, path))
    folders: dict[Path, list[int]] = {}
    for i, tmp, path in ready:
        try:
            _replace(tmp, path)
        except OSError as e:
            outcome[i] = e
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            continue
        folders.setdefault(path.parent, []).append(i)
    if syncfs is not None:
        failed = _sync_filesystems(syncfs, set(folders)) if folders else {}
    else:
        failed = {}
        for folder in folders:
            try:
                fsync_folder(folder)
            except OSError as e:
                failed[folder] = e
    for folder, error in failed.items():
        for i in folders[folder]:
            outcome[i] = error
    return outcome


def atomic_write_text(
    path: str | os.PathLike[str], text: str, encoding: str = "utf-8", mode: int = 0o666
) -> None:
    """``atomic_write_bytes`` of ``text`` encoded (UTF-8 by default, newlines unchanged)."""
    atomic_write_bytes(path, text.encode(encoding), mode)


def remove_stale_temps(path: str | os.PathLike[str], older_than: float = 60.0) -> list[Path]:
    """Delete temporary files left beside ``path`` by a writer that died, if older than
    ``older_than`` seconds (a live writer's file is younger). Returns what was removed."""
    target = Path(path)
    removed: list[Path] = []
    try:
        entries = list(target.parent.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not is_temp_of(entry, target):
            continue
        try:
            if now - entry.stat().st_mtime >= older_than:
                entry.unlink()
                removed.append(entry)
        except OSError as e:
            log.warning("cannot remove the stale temporary file %s: %s", entry, e)
    return removed
