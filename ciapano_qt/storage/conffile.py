"""The settings file where it is a file (Linux: Qt's INI text, ``Ciapano.conf``), kept like the
autosave: a regular file only, read with the reader's guards, replaced atomically.

Qt's own ``QSettings`` opens the file itself: a named pipe in its place hangs the app before
its window (a blocking ``open``), and its writer follows a symbolic link and overwrites the
link's target. So the app reads and writes the file here (``ui/app/settings_file.py`` lets Qt
only turn the text into values and back):

- ``inspect(path)``: None when the file is absent or a regular file of UTF-8 text; else the
  refusal, a ``RecordError``: ``storage.not_a_file`` (kind: ``symbolic link``, ``folder``,
  ``named pipe``, ``device``, ``socket``), ``storage.unreadable``, ``storage.too_large``,
  ``storage.not_utf8``, ``storage.binary`` (a NUL or another control character).
- ``settle(path)``: the text to use, or the refusal with the refused thing renamed aside
  (``Ciapano.damaged-YYYYmmdd-HHMMSS.conf``, ``Ciapano.unreadable-….conf``: a link is moved,
  never its target), or left where it is when even that fails (``blocked``: nothing is
  written there then).
- ``before_write(path)``: the same, looking at the name only (``lstat``), before every write.
- ``write(path, data)``: ``atomic_write_bytes``, which replaces the name (a link included)
  and never writes through it.
"""

from __future__ import annotations

import logging
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import RecordError
from .atomic import atomic_write_bytes, remove_stale_temps
from .reader import file_kind, not_a_file, read_limited, unreadable
from .saves import aside_label, keep_aside

log = logging.getLogger(__name__)

MAX_BYTES = 1024 * 1024
"""The app's settings take about 2 KB; a larger file is not one it wrote."""

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class Settled:
    """What ``settle`` found: the text to read (``""`` for none), or ``error`` and where the
    refused thing went (``kept_as``; None and ``blocked`` when it could not be moved)."""

    text: str = ""
    error: RecordError | None = None
    kept_as: Path | None = None
    blocked: bool = False


def _name_refusal(path: Path) -> RecordError | None:
    """The name itself (not followed): absent or a regular file, else why not."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        return unreadable(path, e, "looked at")
    kind = file_kind(info.st_mode)
    return None if kind is None else not_a_file(path, kind)


def _text(data: bytes, path: Path) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise RecordError(
            "storage.not_utf8",
            f"{path.name} is not UTF-8 text (byte {e.start})",
            path=str(path),
            position=e.start,
        ) from None
    found = _CONTROL.search(text)
    if found is not None:
        raise RecordError(
            "storage.binary",
            f"{path.name} is not a text file (a control character at {found.start()})",
            path=str(path),
            position=found.start(),
        )
    return text


def inspect(path: Path) -> tuple[str, RecordError | None]:
    """The file's text ("" when absent), or the refusal (see the module)."""
    refusal = _name_refusal(path)
    if refusal is not None:
        return "", refusal
    try:
        return _text(read_limited(path, MAX_BYTES), path), None
    except FileNotFoundError:
        return "", None
    except RecordError as e:
        return "", e


def _aside(path: Path, error: RecordError) -> Settled:
    log.warning("the settings file is refused: %s", error.message)
    kept = keep_aside(path, aside_label(error))
    return Settled(error=error, kept_as=kept, blocked=kept is None)


def settle(path: Path) -> Settled:
    """At start: the settings text to use, or the refused file moved aside (see the module)."""
    remove_stale_temps(path)
    text, error = inspect(path)
    return Settled(text) if error is None else _aside(path, error)


def before_write(path: Path) -> Settled | None:
    """Before a write: None when the name is absent or a regular file (the write may go on);
    else what stands there, moved aside (or ``blocked``: do not write)."""
    refusal = _name_refusal(path)
    return None if refusal is None else _aside(path, refusal)


def write(path: Path, data: bytes) -> None:
    """Replace the settings file with ``data`` atomically (``OSError`` when it cannot),
    keeping the permissions of the file it replaces (a player's 0600 stays 0600)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        info = os.lstat(path)
        mode = stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else 0o666
    except OSError:
        mode = 0o666
    atomic_write_bytes(path, data, mode)
