"""Statistics kept across matches in a small versioned JSON file, safe with two writers.

``StatsStore(folder).record_match(match, human)`` adds a finished match from the point of
view of the human's seat; ``record_review`` the coach's review of one of its hands; ``load``
reads the file; ``reset`` starts again from nothing. Each
of them holds a lock between processes (``filelock``) while it reads and writes, so two
copies of the app recording matches at once lose no count: the file is read again under the
lock, the match added, and the file written back.

A file that cannot be used is never written over: a damaged or foreign one is renamed aside
(``stats.damaged-...json``), one the program may not read too (``stats.unreadable-...json``);
if it cannot even be moved, nothing is written and ``OSError`` says so (the caller keeps the
match to count it later). ``StatsStore.notice`` holds the last such event until the app has
told the player (``take_notice``).

The figures in memory are ``stats_model``; the file format and its reading ``stats_schema``;
the format is described in ``docs/statistics.md``.
"""

from __future__ import annotations

import errno
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import RecordError
from ..engine.match import Match
from .atomic import atomic_write_text, remove_stale_temps
from .filelock import file_lock
from .reader import decode_json, read_limited
from .saves import aside_label, keep_aside
from .stats_model import (
    FORMAT,
    RECENT_LIMIT,
    VERSION,
    GroupKey,
    MatchRecord,
    Stats,
    VariantStats,
    fingerprint,
)
from .stats_schema import StatsError, stats_from_dict

__all__ = [
    "FORMAT",
    "RECENT_LIMIT",
    "STATS_NAME",
    "VERSION",
    "GroupKey",
    "MatchRecord",
    "Stats",
    "StatsError",
    "StatsLoad",
    "StatsStore",
    "VariantStats",
    "fingerprint",
    "parse_stats",
    "stats_from_dict",
]

log = logging.getLogger(__name__)

STATS_NAME = "stats.json"
LOCK_SUFFIX = ".lock"
MAX_STATS_BYTES = 16 * 1024 * 1024
"""Ten thousand groups and the recent list take well under a megabyte."""


def _as_stats_error(e: RecordError) -> StatsError:
    code = e.code.replace("record.", "stats.", 1)
    return StatsError(code, e.message, **e.params)


def parse_stats(data: bytes, path: Path = Path(STATS_NAME)) -> Stats:
    """The statistics in a file's bytes; ``StatsError`` naming the problem if refused."""
    try:
        document = decode_json(data, path)
    except RecordError as e:
        raise _as_stats_error(e) from None
    return stats_from_dict(document)


@dataclass(frozen=True)
class StatsLoad:
    """Statistics read from the file, or fresh ones after a refusal (the file kept aside)."""

    stats: Stats
    error: StatsError | None = None
    kept_as: Path | None = None
    blocked: bool = False  # the refused file is still in place: it must not be written over

    @property
    def message(self) -> str:
        if self.error is None:
            return ""
        text = f"the statistics file was refused: {self.error.message}"
        if self.kept_as is not None:
            text += f" (kept as {self.kept_as.name}; statistics start again)"
        elif self.blocked:
            text += " (it could not be moved aside and is left as it is)"
        return text


class StatsStore:
    def __init__(self, folder: str | os.PathLike[str], name: str = STATS_NAME) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name
        self.lock_path = self.folder / f"{name}{LOCK_SUFFIX}"
        self.notice: StatsLoad | None = None  # a refused file set aside, not yet told

    def take_notice(self) -> StatsLoad | None:
        """The last refusal of the file (once): what the app tells the player."""
        notice, self.notice = self.notice, None
        return notice

    def load(self) -> StatsLoad:
        """The statistics; fresh ones when there is no file or it was refused."""
        try:
            with file_lock(self.lock_path):
                return self._load()
        except OSError as e:  # a read-only folder: read without the lock
            log.info("statistics read without a lock (%s)", e)
            return self._load()

    def _load(self) -> StatsLoad:
        remove_stale_temps(self.path)
        try:
            stats = parse_stats(read_limited(self.path, MAX_STATS_BYTES), self.path)
        except FileNotFoundError:
            return StatsLoad(Stats())
        except RecordError as e:  # unreadable, not a file, too large
            return self._refused(_as_stats_error(e))
        except StatsError as e:
            return self._refused(e)
        except Exception as e:  # a bug must not cost the app its start
            log.exception("unexpected error reading %s", self.path)
            return self._refused(StatsError("storage.invalid", f"cannot use the statistics: {e}"))
        return StatsLoad(stats)

    def _refused(self, error: StatsError) -> StatsLoad:
        log.warning("statistics refused: %s", error.message)
        kept = keep_aside(self.path, aside_label(error))
        result = StatsLoad(Stats(), error, kept, kept is None and os.path.lexists(self.path))
        self.notice = result
        return result

    def save(self, stats: Stats) -> None:
        """Write the statistics atomically (``OSError`` if the disk refuses)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(stats.to_dict(), ensure_ascii=False, indent=1) + "\n"
        atomic_write_text(self.path, text)

    def _loaded_for_writing(self) -> Stats:
        loaded = self._load()
        if loaded.blocked:
            raise PermissionError(
                errno.EACCES,
                "the statistics file cannot be read nor moved aside; not written over",
                str(self.path),
            )
        return loaded.stats

    def record_match(
        self, match: Match, human: int, when: float | None = None, assisted: bool | None = None
    ) -> bool:
        """Count a finished match for the human's seat and write the file. False when
        nothing changed (not finished, counted already, or not a match that counts).

        ``OSError`` when the file cannot be written (or the lock not had): nothing changed."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self.notice = None  # an earlier refusal was shown where it was found (the dialog)
        with file_lock(self.lock_path):
            stats = self._loaded_for_writing()
            if not stats.add(match, human, when, assisted):
                return False
            self.save(stats)
        return True

    def record_review(
        self,
        match: Match,
        human: int,
        hand: int,
        decisions: int,
        loss: float,
        when: float | None = None,
    ) -> bool:
        """Keep the coach's review of a hand of the match on the table (``Stats.add_review``)
        and write the file, under the lock as ``record_match``. False when nothing changed;
        ``OSError`` when the file cannot be written."""
        self.folder.mkdir(parents=True, exist_ok=True)
        with file_lock(self.lock_path):
            stats = self._loaded_for_writing()
            if not stats.add_review(match, human, hand, decisions, loss, when):
                return False
            self.save(stats)
        return True

    def reset(self) -> Stats:
        """Start again from nothing (the old file is replaced, not kept; one that could not
        be read is moved aside first, as it was never seen)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        with file_lock(self.lock_path):
            self._loaded_for_writing()
            stats = Stats()
            self.save(stats)
        return stats
