"""The autosave, and export/import of match records, with the same validation.

The autosave is a ``ciapano-record`` document (``engine.record``) written after every card
with ``atomic_write_text``; the app's own notes (levels, options needed to resume) go in an
``"app"`` object at the top of the record, an unknown key that the record format keeps.

Loading never raises for a bad file: it returns a ``LoadResult`` that holds the match to
resume, nothing, or a refusal. A refusal carries a ``RecordError`` (``code``, ``params`` and
an English ``message``; the storage codes below join the engine's ``record.*`` codes), and a
refused autosave is renamed aside (``autosave.damaged-YYYYmmdd-HHMMSS.json``, or
``autosave.unreadable-...`` for one the program may not read), never deleted nor written over,
so that the app starts normally and the file can still be looked at.

Storage refusal codes: those of ``reader`` (a file that cannot be read, is no regular file,
is too large, empty, not UTF-8, cut short, or JSON that is not strictly JSON), and
``storage.invalid`` (path, detail): the record trips the engine in an unexpected way (a bug,
logged with its traceback; still a clean refusal).

Every other code is the engine's (``record.not_json``, ``record.newer_version``,
``record.illegal_play``, ...).
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import time
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from ..engine.errors import EngineError, RecordError
from ..engine.frozen import frozen
from ..engine.match import Match
from ..engine.record import dumps, from_record
from .atomic import atomic_write_text, remove_stale_temps
from .reader import decode_json, read_limited, unreadable

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
APP_KEY = "app"
"""The top-level record key holding the app's own notes (a JSON object)."""

Status = Literal["empty", "loaded", "refused"]


_NO_APP: Mapping[str, Any] = MappingProxyType({})


@frozen
class LoadResult:
    """What loading a record gave: a match, nothing (no file), or a refusal."""

    status: Status
    path: Path
    match: Match | None = None
    app: Mapping[str, Any] = _NO_APP  # the record's app section (read only when empty)
    error: RecordError | None = None
    kept_as: Path | None = None  # where a refused autosave was moved

    @property
    def ok(self) -> bool:
        return self.status == "loaded"

    @property
    def code(self) -> str | None:
        return None if self.error is None else self.error.code

    @property
    def params(self) -> dict[str, Any]:
        return {} if self.error is None else dict(self.error.params)

    @property
    def message(self) -> str:
        """An English sentence for logs and the CLI ("" when nothing went wrong)."""
        if self.error is None:
            return ""
        text = f"{self.path.name} was refused: {self.error.message}"
        if self.kept_as is not None:
            text += f" (the file was kept as {self.kept_as.name})"
        return text


# Reading ----------------------------------------------------------------------------------


def _refuse(code: str, message: str, **params: Any) -> RecordError:
    return RecordError(code, message, **params)


def parse_record(data: bytes, path: Path) -> tuple[Match, dict[str, Any]]:
    """The match and the app section of a record file's bytes; ``RecordError`` if refused."""
    document = decode_json(data, path)
    try:
        match = from_record(document)
    except RecordError:
        raise
    except RecursionError as e:
        raise _refuse(
            "storage.invalid", f"the record is nested too deeply: {e}", path=str(path)
        ) from None
    except Exception as e:  # an engine bug must not take the app down: log it, refuse
        log.exception("unexpected error while replaying %s", path)
        raise _refuse(
            "storage.invalid",
            f"the record cannot be replayed ({type(e).__name__}: {e})",
            path=str(path),
            detail=f"{type(e).__name__}: {e}",
        ) from None
    app = match.extra.pop(APP_KEY, None)
    if app is not None and not isinstance(app, dict):
        log.warning("%s: the %r section is not an object; ignored", path, APP_KEY)
        app = None
    return match, dict(app or {})


def read_record_file(path: str | os.PathLike[str]) -> tuple[Match, dict[str, Any]]:
    """Read and validate a record file with the limits of ``reader``; ``RecordError`` (with
    a code) if refused. The one reader of records for the app and the CLI."""
    p = Path(path)
    try:
        data = read_limited(p)
    except FileNotFoundError as e:
        raise unreadable(p, e) from None
    return parse_record(data, p)


def damaged_name(path: Path, when: float | None = None, label: str = "damaged") -> Path:
    """``autosave.damaged-YYYYmmdd-HHMMSS.json`` beside ``path``, not yet taken (``label``
    says why: ``damaged``, or ``unreadable`` for a file the program may not read)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    base = f"{path.stem}.{label}-{stamp}"
    candidate = path.with_name(f"{base}{path.suffix}")
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    return candidate


def keep_aside(path: Path, label: str = "damaged") -> Path | None:
    """Rename a refused file out of the way (never delete it). None if that failed."""
    target = damaged_name(path, label=label)
    try:
        os.rename(path, target)
    except OSError as e:
        log.error("cannot rename the refused file %s to %s: %s", path, target.name, e)
        return None
    log.warning("kept the refused file %s as %s", path.name, target.name)
    return target


def replaced_by_save(error: EngineError) -> bool:
    """Whether the next save replaces what stood in a refused file's place: a pipe, socket or
    device (it holds no match; the atomic writer replaces the name), not a folder (the save
    fails while it is there) nor a file, which is kept aside instead."""
    return error.code == "storage.not_a_file" and error.params.get("kind") != "folder"


def aside_label(error: EngineError) -> str:
    """The name a refused file is kept under says whether it was unreadable or damaged."""
    return "unreadable" if error.code == "storage.unreadable" else "damaged"


# Writing ----------------------------------------------------------------------------------


def record_text(match: Match, app: Mapping[str, Any] | None = None) -> str:
    """The record of ``match`` as JSON text, with ``app`` as its app section."""
    extra = None if app is None else {APP_KEY: dict(app)}
    return dumps(match, extra) + "\n"


def export_record(
    path: str | os.PathLike[str], match: Match, app: Mapping[str, Any] | None = None
) -> None:
    """Write the record of ``match`` to ``path`` (any place the player chose), atomically.

    ``OSError`` when it cannot be written; an existing file is then left as it was.
    """
    atomic_write_text(path, record_text(match, app))


def import_record(path: str | os.PathLike[str]) -> LoadResult:
    """Read a record the player chose, with the autosave's validation.

    A refused file is reported but left where and as it is: it is the player's file.
    """
    p = Path(path)
    try:
        match, app = read_record_file(p)
    except RecordError as e:
        log.warning("import of %s refused: %s", p, e.message)
        return LoadResult("refused", p, error=e)
    return LoadResult("loaded", p, match, app)


class AutosaveStore:
    """The autosave in the app-data folder: ``save`` after every card, ``load`` at start."""

    def __init__(self, folder: str | os.PathLike[str], name: str = AUTOSAVE_NAME) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name
        self.blocked = False  # an unreadable autosave that could not be moved: keep off it

    def save(self, match: Match, app: Mapping[str, Any] | None = None) -> None:
        """Write the match (finished or not) and the app section, atomically.

        Raises ``OSError`` when the disk refuses (full, read-only); the previous autosave is
        then intact. ``TypeError``/``ValueError`` if ``app`` is not JSON-ready (a bug).
        """
        text = record_text(match, app)
        if self.blocked and os.path.lexists(self.path):
            raise PermissionError(
                errno.EACCES,
                "the autosave could not be read nor moved aside; it is not written over",
                str(self.path),
            )
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path, text)

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> LoadResult:
        """The match to resume, nothing, or a refusal (the damaged file kept aside)."""
        remove_stale_temps(self.path)
        if not self.path.exists():
            return LoadResult("empty", self.path)
        try:
            match, app = read_record_file(self.path)
        except RecordError as e:
            log.warning("autosave refused: %s", e.message)
            # A folder or a pipe in its place holds no match: it stays (``replaced_by_save``).
            kept = None if e.code == "storage.not_a_file" else keep_aside(self.path, aside_label(e))
            self.blocked = kept is None and e.code == "storage.unreadable"
            return LoadResult("refused", self.path, error=e, kept_as=kept)
        return LoadResult("loaded", self.path, match, app)

    def clear(self) -> None:
        """Remove the autosave (a finished match already counted in the statistics)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
