"""Statistics kept across matches, per variant, in a small versioned JSON file.

``StatsStore(folder).record_match(match, human)`` adds a finished match from the point of
view of the human's seat; ``load`` reads the file (a damaged or foreign file is renamed aside,
never deleted, and fresh statistics start); ``reset`` starts again from nothing. The file
format is described in ``docs/statistics.md``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import EngineError
from ..engine.match import Match
from ..engine.record import to_record
from ..engine.rules import VARIANTS
from .atomic import atomic_write_text, remove_stale_temps
from .saves import MAX_BYTES, keep_aside

log = logging.getLogger(__name__)

FORMAT = "ciapano-stats"
VERSION = 1
STATS_NAME = "stats.json"
RECENT_LIMIT = 100
"""How many counted matches are remembered (by fingerprint) so none is counted twice."""

_COUNTERS = (
    "played",
    "won",
    "hands",
    "penalty",
    "cappotti_made",
    "cappotti_suffered",
    "uncovered",
)
_RECORD_KEYS = ("penalty", "hands", "players", "won", "date")
_TOP_KEYS = {"format", "version", "variants", "recent"}


class StatsError(EngineError):
    """A statistics file that cannot be used (``stats.*`` codes, or ``storage.*``)."""


@dataclass(frozen=True)
class MatchRecord:
    """One match as the best/worst entries remember it."""

    penalty: int  # the human's penalty points (classic) or busche (Busca) in the match
    hands: int  # hands the human played in the match
    players: int
    won: bool
    date: str  # UTC, ISO 8601 (``2026-11-29T16:07:16Z``)

    @property
    def average(self) -> float:
        return self.penalty / self.hands if self.hands else 0.0

    def better_than(self, other: MatchRecord) -> bool:
        """A lower average penalty per hand (compared exactly, without floats)."""
        return self.penalty * other.hands < other.penalty * self.hands

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class VariantStats:
    """The human's figures for one variant. Fields that do not apply stay 0."""

    played: int = 0  # finished matches
    won: int = 0  # matches the human won (alone or tied)
    hands: int = 0  # hands the human was dealt into
    penalty: int = 0  # classic: penalty points; Busca: busche
    cappotti_made: int = 0  # classic: hands in which the human made cappotto
    cappotti_suffered: int = 0  # classic: hands in which another player made cappotto
    uncovered: int = 0  # Busca: hands in which the human failed to cover
    best: MatchRecord | None = None  # lowest average penalty per hand
    worst: MatchRecord | None = None  # highest average penalty per hand

    @property
    def average_penalty(self) -> float:
        """Average penalty per hand (busche per hand in Busca); 0.0 before any hand."""
        return self.penalty / self.hands if self.hands else 0.0

    @property
    def busche(self) -> int:
        return self.penalty

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in _COUNTERS}
        d["best"] = None if self.best is None else self.best.to_dict()
        d["worst"] = None if self.worst is None else self.worst.to_dict()
        return d


@dataclass
class Stats:
    variants: dict[str, VariantStats] = field(
        default_factory=lambda: {v: VariantStats() for v in VARIANTS}
    )
    recent: list[str] = field(default_factory=list)  # fingerprints of counted matches
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level keys, kept

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "variants": {name: v.to_dict() for name, v in self.variants.items()},
            "recent": list(self.recent),
        }
        for k, v in self.extra.items():
            d.setdefault(k, v)
        return d

    def add(self, match: Match, human: int, when: float | None = None) -> bool:
        """Count a finished match for the human's seat. False (nothing changed) when the
        match is not finished or was counted already."""
        if not 0 <= human < match.n_seats:
            raise ValueError(f"seat {human} is not in a {match.n_seats}-player match")
        if not match.finished:
            return False
        key = fingerprint(match)
        if key in self.recent:
            return False
        v = self.variants.setdefault(match.rules.variant, VariantStats())
        penalty = hands = 0
        for log_ in match.hands:
            result = log_.state.result
            if result is None or human not in log_.state.active:
                continue
            hands += 1
            penalty += result.scores[human]
            if result.cappotto == human:
                v.cappotti_made += 1
            elif result.cappotto is not None:
                v.cappotti_suffered += 1
            if human in result.uncovered:
                v.uncovered += 1
        won = human in match.winners
        v.played += 1
        v.won += won
        v.hands += hands
        v.penalty += penalty
        date = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
        this = MatchRecord(penalty, hands, match.n_seats, won, date)
        if hands:
            if v.best is None or this.better_than(v.best):
                v.best = this
            if v.worst is None or v.worst.better_than(this):
                v.worst = this
        self.recent = [*self.recent, key][-RECENT_LIMIT:]
        return True


def fingerprint(match: Match) -> str:
    """A short digest of a match's rules, seats, deals and plays (not of app notes)."""
    record = to_record(match)
    core = {
        "rules": record["rules"],
        "seats": record["seats"],
        "hands": [
            [h["dealer"], h["deal"], h["stock"], h["removed"], h["discard"], h["plays"]]
            for h in record["hands"]
        ],
    }
    text = json.dumps(core, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


# Reading ------------------------------------------------------------------------------------


def _bad(code: str, message: str, **params: Any) -> StatsError:
    return StatsError(code, message, **params)


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _bad(
            "stats.bad_number",
            f"{where} must be a whole number, 0 or more, not {value!r}",
            field=where,
            value=repr(value),
        )
    return value


def _match_record(value: Any, where: str) -> MatchRecord | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise _bad("stats.bad_field", f"{where} must be an object or null", field=where)
    missing = [k for k in _RECORD_KEYS if k not in value]
    if missing:
        raise _bad(
            "stats.bad_field", f"{where} lacks {', '.join(missing)}", field=where, missing=missing
        )
    penalty = _count(value["penalty"], f"{where}.penalty")
    hands = _count(value["hands"], f"{where}.hands")
    players = _count(value["players"], f"{where}.players")
    if hands == 0 or not 2 <= players <= 5:
        raise _bad("stats.bad_field", f"{where} describes no possible match", field=where)
    if not isinstance(value["won"], bool) or not isinstance(value["date"], str):
        raise _bad("stats.bad_field", f"{where}: won must be true/false, date a text", field=where)
    return MatchRecord(penalty, hands, players, value["won"], value["date"])


def _variant(value: Any, name: str) -> VariantStats:
    where = f"variants.{name}"
    if not isinstance(value, dict):
        raise _bad("stats.bad_field", f"{where} must be an object", field=where)
    v = VariantStats()
    for key in _COUNTERS:
        if key not in value:
            raise _bad("stats.bad_field", f"{where} lacks {key}", field=f"{where}.{key}")
        setattr(v, key, _count(value[key], f"{where}.{key}"))
    v.best = _match_record(value.get("best"), f"{where}.best")
    v.worst = _match_record(value.get("worst"), f"{where}.worst")
    if v.won > v.played or (v.played and not v.hands) or (v.hands and not v.played):
        raise _bad(
            "stats.inconsistent",
            f"{where}: {v.won} won of {v.played} played, {v.hands} hands do not add up",
            field=where,
        )
    if (v.best is None) != (v.worst is None) or (v.best is None and v.played):
        raise _bad("stats.inconsistent", f"{where}: best and worst disagree", field=where)
    return v


def stats_from_dict(data: Any) -> Stats:
    """Validate a statistics document; ``StatsError`` naming the problem if refused."""
    if not isinstance(data, dict):
        raise _bad("stats.not_object", "a statistics file must be a JSON object")
    if data.get("format") != FORMAT:
        raise _bad(
            "stats.unknown_format",
            f"unknown format {data.get('format')!r} (expected {FORMAT!r})",
            format=repr(data.get("format")),
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _bad("stats.bad_version", f"bad version {version!r}", version=repr(version))
    if version > VERSION:
        raise _bad(
            "stats.newer_version",
            f"statistics version {version} is newer than this program reads ({VERSION})",
            version=version,
            supported=VERSION,
        )
    variants = data.get("variants")
    if not isinstance(variants, dict) or not all(isinstance(k, str) for k in variants):
        raise _bad("stats.bad_field", "variants must be an object", field="variants")
    stats = Stats()
    for name, value in variants.items():
        stats.variants[name] = _variant(value, name)
    recent = data.get("recent", [])
    if not isinstance(recent, list) or not all(isinstance(r, str) for r in recent):
        raise _bad("stats.bad_field", "recent must be a list of texts", field="recent")
    stats.recent = recent[-RECENT_LIMIT:]
    stats.extra = {k: v for k, v in data.items() if k not in _TOP_KEYS}
    return stats


def parse_stats(data: bytes) -> Stats:
    if len(data) > MAX_BYTES:
        raise _bad("storage.too_large", "the statistics file is far too large", size=len(data))
    if not data.strip():
        raise _bad("storage.empty", "the statistics file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _bad(
            "storage.not_utf8", f"not UTF-8 text (byte {e.start})", position=e.start
        ) from None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()):
            raise _bad(
                "storage.truncated", f"the document stops before its end: {e}", detail=str(e)
            ) from None
        raise _bad("stats.not_json", f"not a JSON document: {e}", detail=str(e)) from None
    except (ValueError, RecursionError) as e:
        raise _bad("stats.not_json", f"not a JSON document: {e}", detail=str(e)) from None
    return stats_from_dict(document)


# The file -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class StatsLoad:
    """Statistics read from the file, or fresh ones after a refusal (the file kept aside)."""

    stats: Stats
    error: StatsError | None = None
    kept_as: Path | None = None

    @property
    def message(self) -> str:
        if self.error is None:
            return ""
        text = f"the statistics file was refused: {self.error.message}"
        if self.kept_as is not None:
            text += f" (kept as {self.kept_as.name}; statistics start again)"
        return text


class StatsStore:
    def __init__(self, folder: str | os.PathLike[str], name: str = STATS_NAME) -> None:
        self.folder = Path(folder)
        self.path = self.folder / name

    def load(self) -> StatsLoad:
        """The statistics; fresh ones when there is no file or it was refused."""
        remove_stale_temps(self.path)
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return StatsLoad(Stats())
        except OSError as e:
            error = _bad("storage.unreadable", f"cannot read {self.path.name}: {e}", detail=str(e))
            log.warning("%s", error.message)
            return StatsLoad(Stats(), error)
        try:
            stats = parse_stats(data)
        except StatsError as e:
            log.warning("statistics refused: %s", e.message)
            return StatsLoad(Stats(), e, keep_aside(self.path))
        except Exception as e:  # a bug must not cost the app its start
            log.exception("unexpected error reading %s", self.path)
            error = _bad("storage.invalid", f"cannot use the statistics: {e}", detail=str(e))
            return StatsLoad(Stats(), error, keep_aside(self.path))
        return StatsLoad(stats)

    def save(self, stats: Stats) -> None:
        """Write the statistics atomically (``OSError`` if the disk refuses)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(stats.to_dict(), ensure_ascii=False, indent=1) + "\n"
        atomic_write_text(self.path, text)

    def record_match(self, match: Match, human: int, when: float | None = None) -> bool:
        """Count a finished match for the human's seat and write the file. False when
        nothing changed (not finished, or counted already)."""
        stats = self.load().stats
        if not stats.add(match, human, when):
            return False
        self.save(stats)
        return True

    def reset(self) -> Stats:
        """Start again from nothing (the old file is replaced, not kept)."""
        stats = Stats()
        self.save(stats)
        return stats
