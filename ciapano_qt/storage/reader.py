"""Reading a file the program did not write itself, with one set of limits for every reader.

The CLI's ``replay``, the app's *Open match…*, the autosave and the statistics all read
through ``read_limited`` and ``decode_json``:

- Only a regular file is read. The file is opened with ``O_NONBLOCK`` (a named pipe without
  a writer then opens at once instead of hanging) and the *opened descriptor* is checked with
  ``fstat``, so nothing can be swapped in between a check and the open. A pipe, a device
  (``/dev/zero``), a socket or a folder is refused as ``storage.not_a_file``.
- At most ``MAX_BYTES`` are read, whatever ``stat`` says (a file that grows while it is read
  is cut off and refused as ``storage.too_large``).
- The text is UTF-8, with or without a byte-order mark.
- The JSON is read strictly (``engine.strict.parse_json``): duplicate keys, ``NaN`` and
  ``Infinity``, and nesting deeper than ``MAX_DEPTH`` are refused with one line.

Refusals are ``RecordError``s with ``storage.*`` codes (params in brackets):
``storage.unreadable`` (path, detail), ``storage.not_a_file`` (path, kind),
``storage.too_large`` (path, size, limit), ``storage.empty`` (path), ``storage.not_utf8``
(path, position), ``storage.truncated`` (path, size, detail), and the engine's
``record.not_json``, ``record.duplicate_key``, ``record.not_finite``, ``record.too_deep``.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

from ..engine.errors import RecordError
from ..engine.strict import parse_json

MAX_BYTES = 64 * 1024 * 1024
"""No record of a real match comes near this; a larger file is refused, read no further."""

_CHUNK = 1024 * 1024
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def file_kind(mode: int) -> str | None:
    """What a file's mode (``stat``'s, or ``lstat``'s: a link not followed) says it is: None
    for a regular file, else its kind in words (``storage.not_a_file``'s ``kind``)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "symbolic link"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special file"


def unreadable(path: Path, e: OSError, doing: str = "read") -> RecordError:
    """``storage.unreadable``: ``path`` cannot be ``doing`` (read, looked at) for ``e``."""
    return RecordError(
        "storage.unreadable",
        f"{path.name} cannot be {doing}: {e.strerror or e}",
        path=str(path),
        detail=str(e),
    )


def not_a_file(path: Path, kind: str) -> RecordError:
    """``storage.not_a_file``: ``path`` is a ``kind`` (``file_kind``)."""
    return RecordError(
        "storage.not_a_file",
        f"{path.name} is a {kind}, not a file",
        path=str(path),
        kind=kind,
    )


def read_limited(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; ``RecordError``
    (``storage.unreadable``, ``storage.not_a_file``, ``storage.too_large``) otherwise.

    ``FileNotFoundError`` passes through unchanged: a missing file is not a refusal."""
    p = Path(path)
    try:
        fd = os.open(p, _OPEN_FLAGS)
    except FileNotFoundError:
        raise
    except OSError as e:
        if e.errno in (errno.EISDIR, errno.ENXIO):  # a folder; a socket (or a FIFO on some OS)
            raise not_a_file(p, "folder" if e.errno == errno.EISDIR else "special file") from None
        raise unreadable(p, e) from None
    try:
        info = os.fstat(fd)
        kind = file_kind(info.st_mode)
        if kind is not None:
            raise not_a_file(p, kind)
        if info.st_size > limit:
            raise _too_large(p, info.st_size, limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise _too_large(p, total, limit)
        return b"".join(chunks)
    except OSError as e:
        raise unreadable(p, e) from None
    finally:
        os.close(fd)


def _too_large(path: Path, size: int, limit: int) -> RecordError:
    return RecordError(
        "storage.too_large",
        f"{path.name} is {'more than ' if size > limit else ''}{size} bytes, "
        f"more than a record can be ({limit})",
        path=str(path),
        size=size,
        limit=limit,
    )


def decode_json(data: bytes, path: Path) -> Any:
    """The JSON document in a file's bytes (UTF-8, a byte-order mark allowed), read strictly;
    ``RecordError`` naming the problem otherwise."""
    if not data.strip():
        raise RecordError("storage.empty", f"{path.name} is empty", path=str(path))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise RecordError(
            "storage.not_utf8",
            f"not UTF-8 text (byte {e.start})",
            path=str(path),
            position=e.start,
        ) from None
    try:
        return parse_json(text)
    except RecordError as e:
        if e.code == "record.not_json":
            _truncated(text, path)
        e.params.setdefault("path", str(path))
        raise


def _truncated(text: str, path: Path) -> None:
    """``storage.truncated`` when the JSON error is at the very end (the file was cut)."""
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()):
            raise RecordError(
                "storage.truncated",
                f"not a JSON document: it stops before its end ({len(text)} characters): {e.msg}",
                path=str(path),
                size=len(text),
                detail=e.msg,
            ) from None
    except (ValueError, RecursionError):
        pass


def read_json(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> Any:
    """``decode_json(read_limited(path))``: the one way a stored JSON file is read."""
    p = Path(path)
    return decode_json(read_limited(p, limit), p)
