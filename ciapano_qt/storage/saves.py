"""The autosave, and export/import of match records, with the same validation.

The autosave is a ``ciapano-record`` document (``engine.record``) written after every card
with ``atomic_write_text``; the app's own notes (levels, options needed to resume) go in an
``"app"`` object at the top of the record, an unknown key that the record format keeps.

Loading never raises for a bad file: it returns a ``LoadResult`` that holds the match to
resume, nothing, or a refusal. A refusal carries a ``RecordError`` (``code``, ``params`` and
an English ``message``; the storage codes below join the engine's ``record.*`` codes), and a
refused autosave is renamed aside (``autosave.damaged-YYYYmmdd-HHMMSS.json``), never
deleted, so that the app starts normally and the file can still be looked at.

Storage refusal codes (params in brackets):

- ``storage.unreadable`` (path, detail): the file cannot be opened or read.
- ``storage.too_large`` (path, size, limit): larger than any record this program writes.
- ``storage.empty`` (path): the file is empty.
- ``storage.not_utf8`` (path, position): not UTF-8 text.
- ``storage.truncated`` (path, size, detail): JSON that stops before its end.
- ``storage.invalid`` (path, detail): the record trips the engine in an unexpected way
  (a bug, logged with its traceback; still a clean refusal).

Every other code is the engine's (``record.not_json``, ``record.newer_version``,
``record.illegal_play``, ...).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..engine.errors import RecordError
from ..engine.match import Match
from ..engine.record import dumps, from_record
from .atomic import atomic_write_text, remove_stale_temps

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
APP_KEY = "app"
"""The top-level record key holding the app's own notes (a JSON object)."""
MAX_BYTES = 64 * 1024 * 1024
"""No record of a real match comes near this; a larger file is refused unread."""

Status = Literal["empty", "loaded", "refused"]


@dataclass(frozen=True)
class LoadResult:
    """What loading a record gave: a match, nothing (no file), or a refusal."""

    status: Status
    path: Path
    match: Match | None = None
    app: dict[str, Any] = field(default_factory=dict)
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


def _decode(data: bytes, path: Path) -> str:
    if not data.strip():
        raise _refuse("storage.empty", f"{path.name} is empty", path=str(path))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _refuse(
            "storage.not_utf8",
            f"not UTF-8 text (byte {e.start})",
            path=str(path),
            position=e.start,
        ) from None


def _parse_json(text: str, path: Path) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()):
            raise _refuse(
                "storage.truncated",
                f"the document stops before its end ({len(text)} characters): {e.msg}",
                path=str(path),
                size=len(text),
                detail=e.msg,
            ) from None
        raise _refuse(
            "record.not_json", f"not a JSON document: {e}", path=str(path), detail=str(e)
        ) from None
    except (ValueError, RecursionError) as e:  # e.g. a number with too many digits
        raise _refuse(
            "record.not_json", f"not a JSON document: {e}", path=str(path), detail=str(e)
        ) from None


def parse_record(data: bytes, path: Path) -> tuple[Match, dict[str, Any]]:
    """The match and the app section of a record file's bytes; ``RecordError`` if refused."""
    text = _decode(data, path)
    document = _parse_json(text, path)
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
    """Read and validate a record file; ``RecordError`` (with a code) if refused."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise _refuse(
                "storage.too_large",
                f"{p.name} is {size} bytes, more than a record can be ({MAX_BYTES})",
                path=str(p),
                size=size,
                limit=MAX_BYTES,
            )
        data = p.read_bytes()
    except OSError as e:
        raise _refuse(
            "storage.unreadable",
            f"{p.name} cannot be read: {e.strerror or e}",
            path=str(p),
            detail=str(e),
        ) from None
    return parse_record(data, p)


def damaged_name(path: Path, when: float | None = None) -> Path:
    """``autosave.damaged-YYYYmmdd-HHMMSS.json`` beside ``path``, not yet taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    base = f"{path.stem}.damaged-{stamp}"
    candidate = path.with_name(f"{base}{path.suffix}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    return candidate


def keep_aside(path: Path) -> Path | None:
    """Rename a refused file out of the way (never delete it). None if that failed."""
    target = damaged_name(path)
    try:
        os.rename(path, target)
    except OSError as e:
        log.error("cannot rename the refused file %s to %s: %s", path, target.name, e)
        return None
    log.warning("kept the refused file %s as %s", path.name, target.name)
    return target


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

    def save(self, match: Match, app: Mapping[str, Any] | None = None) -> None:
        """Write the match (finished or not) and the app section, atomically.

        Raises ``OSError`` when the disk refuses (full, read-only); the previous autosave is
        then intact. ``TypeError``/``ValueError`` if ``app`` is not JSON-ready (a bug).
        """
        text = record_text(match, app)
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
            kept = None if e.code == "storage.unreadable" else keep_aside(self.path)
            return LoadResult("refused", self.path, error=e, kept_as=kept)
        return LoadResult("loaded", self.path, match, app)

    def clear(self) -> None:
        """Remove the autosave (a finished match already counted in the statistics)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
