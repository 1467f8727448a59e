"""The statistics file's schema (version 3), its validation, and the migration from versions 1
and 2.

Version 3 adds the coach's figures: per group ``review_hands``, ``review_decisions`` and
``review_loss`` (thousandths of a point, or of a busca), and the top-level ``reviews``, the
last matches with a reviewed hand (``stats_reviews``). A version-2 file is read with those
figures at 0 and no reviews, and written back as version 3 at the next save.

Version 2 keeps a list of groups, each keyed as ``stats_key.GroupKey`` says (variant,
players at the start, options, teams, assisted). Version 1 kept one set of figures per
variant; such a file is read and turned into one group per variant whose players, options
and help are unknown (``null``), and is written back as version 2 at the next save.

Every number is bounded when reading (``MAX_COUNT``; players 2..8), every text too, so a file
with absurd figures is refused instead of breaking whoever shows them. The reader is strict
like the record reader (``engine/strict.py``): a value the format does not allow is refused,
never coerced nor written back: the variant is one of the engine's, ``teams`` a boolean,
each option a rule of the engine with a value the engine takes (checked by building the
group's rules), every fingerprint 32 hexadecimal digits, and the figures add up (cappotti
and uncovered hands within the hands, the best and worst matches within the group). A refusal is a
``StatsError``: ``stats.not_object``, ``stats.unknown_format``, ``stats.bad_version``,
``stats.newer_version``, ``stats.bad_field``, ``stats.bad_number``, ``stats.inconsistent``.
"""

from __future__ import annotations

import re
from typing import Any

from ..engine.errors import EngineError, RulesError
from ..engine.rules import OPTION_NAMES, VARIANTS, Rules
from .stats_key import GroupKey, OptionItems
from .stats_model import (
    COUNTERS,
    FORMAT,
    RECENT_LIMIT,
    REVIEW_COUNTERS,
    VERSION,
    MatchRecord,
    Stats,
    VariantStats,
)
from .stats_reviews import REVIEWS_LIMIT, ReviewedMatch

MAX_COUNT = 10**12
"""Larger than any figure a lifetime of play reaches; a larger one is refused."""
MAX_GROUPS = 10_000
MAX_TEXT = 64
MAX_OPTIONS = 64
PLAYERS = (2, 8)
_RECORD_KEYS = ("penalty", "hands", "players", "won", "date")
_TOP_KEYS = {"format", "version", "variants", "groups", "recent", "reviews"}
MAX_DECISIONS = 1_000  # in one hand (ten tricks have at most ten)
MAX_HANDS = 100_000  # reviewed in one match
_DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_FINGERPRINT = re.compile(r"[0-9a-f]{32}")
_KEY_RULES = ("variant", "players", "teams")  # a group's own fields; its options are the rest


class StatsError(EngineError):
    """A statistics file that cannot be used (``stats.*`` codes, or ``storage.*``)."""


def _bad(code: str, message: str, **params: Any) -> StatsError:
    return StatsError(code, message, **params)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _count(value: Any, where: str, low: int = 0, high: int = MAX_COUNT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(
            "stats.bad_number",
            f"{where} must be a whole number from {low} to {high}, not {_shown(value)}",
            field=where,
            value=_shown(value),
        )
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
        raise _bad("stats.bad_field", f"{where} must be a short text", field=where)
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
    hands = _count(value["hands"], f"{where}.hands", 1)
    players = _count(value["players"], f"{where}.players", *PLAYERS)
    date = value["date"]
    if not isinstance(value["won"], bool) or not isinstance(date, str) or not _DATE.fullmatch(date):
        raise _bad(
            "stats.bad_field", f"{where}: won must be true/false, date a UTC time", field=where
        )
    return MatchRecord(penalty, hands, players, value["won"], date)


def _figures(value: dict[str, Any], where: str, version: int = VERSION) -> VariantStats:
    v = VariantStats()
    for key in COUNTERS:
        if key in REVIEW_COUNTERS and version < 3 and key not in value:
            continue  # before version 3 nothing was reviewed
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
    if v.review_hands > v.hands or (v.review_decisions and not v.review_hands):
        raise _bad("stats.inconsistent", f"{where}: the reviewed hands do not add up", field=where)
    if v.cappotti_made + v.cappotti_suffered > v.hands or v.uncovered > v.hands:
        raise _bad(
            "stats.inconsistent",
            f"{where}: more cappotti or uncovered hands than the {v.hands} hands",
            field=where,
        )
    for entry in (v.best, v.worst):
        if entry is not None and (entry.hands > v.hands or entry.penalty > v.penalty):
            raise _bad(
                "stats.inconsistent",
                f"{where}: best or worst beyond the group's figures",
                field=where,
            )
    return v


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad("stats.bad_field", f"{where} must be an object", field=where)
    return value


def _options(value: Any, where: str) -> OptionItems | None:
    if value is None:
        return None
    options = _object(value, where)
    if len(options) > MAX_OPTIONS:
        raise _bad("stats.bad_field", f"{where} has too many entries", field=where)
    for name, v in options.items():
        if name not in OPTION_NAMES or name in _KEY_RULES:
            raise _bad("stats.bad_field", f"{where}: {_shown(name)} is not an option", field=where)
        if not isinstance(v, (bool, int, str)):  # the engine checks the rest (_key)
            raise _bad(
                "stats.bad_field",
                f"{where}.{name} must be a number, text or true/false, not {_shown(v)}",
                field=f"{where}.{name}",
            )
    return tuple(sorted(options.items()))


def _checked_rules(key: GroupKey, where: str) -> None:
    """The group's variant, players, teams and options together are rules the engine takes
    (a version-1 group, whose players and options are unknown, has only its variant)."""
    data: dict[str, Any] = {"variant": key.variant, "teams": key.teams, **dict(key.options or ())}
    if key.players is not None:  # unknown: the engine's default (4, Busca's own number)
        data["players"] = key.players
    try:
        Rules.from_dict(data)
    except RulesError as e:
        raise _bad(
            "stats.bad_field", f"{where}: rules the game does not have ({e})", field=where
        ) from None


def _key(value: dict[str, Any], where: str) -> GroupKey:
    players = value.get("players")
    teams = value.get("teams", False)
    assisted = value.get("assisted")
    variant = value.get("variant")
    if variant not in VARIANTS:
        raise _bad(
            "stats.bad_field",
            f"{where}.variant must be one of {', '.join(VARIANTS)}, not {_shown(variant)}",
            field=f"{where}.variant",
        )
    if not isinstance(teams, bool):
        raise _bad("stats.bad_field", f"{where}.teams must be true or false", field=where)
    if assisted is not None and not isinstance(assisted, bool):
        raise _bad("stats.bad_field", f"{where}.assisted must be true, false or null", field=where)
    key = GroupKey(
        variant,
        None if players is None else _count(players, f"{where}.players", *PLAYERS),
        _options(value.get("options"), f"{where}.options"),
        teams,
        assisted,
    )
    _checked_rules(key, where)
    return key


def _version(data: dict[str, Any]) -> int:
    if data.get("format") != FORMAT:
        raise _bad(
            "stats.unknown_format",
            f"unknown format {_shown(data.get('format'))} (expected {FORMAT!r})",
            format=_shown(data.get("format")),
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _bad("stats.bad_version", f"bad version {_shown(version)}", version=_shown(version))
    if version > VERSION:
        raise _bad(
            "stats.newer_version",
            f"statistics version {version} is newer than this program reads ({VERSION})",
            version=version,
            supported=VERSION,
        )
    return version


def _version1_groups(data: dict[str, Any]) -> dict[GroupKey, VariantStats]:
    """Version 1: one set of figures per variant, each becoming a group of unknown kind."""
    variants = _object(data.get("variants"), "variants")
    groups = {}
    for name, value in variants.items():
        where = f"variants.{_text(name, 'variants key')}"
        if name not in VARIANTS:
            raise _bad("stats.bad_field", f"{where}: no such variant", field=where)
        figures = _figures(_object(value, where), where, 1)
        if figures.played:
            groups[GroupKey(name)] = figures
    return groups


def _version2_groups(data: dict[str, Any], version: int) -> dict[GroupKey, VariantStats]:
    entries = data.get("groups")
    if not isinstance(entries, list) or len(entries) > MAX_GROUPS:
        raise _bad("stats.bad_field", "groups must be a list", field="groups")
    groups: dict[GroupKey, VariantStats] = {}
    for i, value in enumerate(entries):
        where = f"groups[{i}]"
        entry = _object(value, where)
        key = _key(entry, where)
        if key in groups:
            raise _bad("stats.inconsistent", f"{where} repeats an earlier group", field=where)
        groups[key] = _figures(entry, where, version)
    return groups


def _reviewed_match(value: Any, where: str) -> ReviewedMatch:
    entry = _object(value, where)
    ident, date, counted = entry.get("match"), entry.get("date"), entry.get("counted")
    if not isinstance(ident, str) or not _FINGERPRINT.fullmatch(ident):
        raise _bad("stats.bad_field", f"{where}.match must be a fingerprint", field=where)
    if not isinstance(date, str) or not _DATE.fullmatch(date) or not isinstance(counted, bool):
        raise _bad(
            "stats.bad_field", f"{where}: date must be a UTC time, counted true/false", field=where
        )
    hands = entry.get("hands")
    if not isinstance(hands, list) or len(hands) > MAX_HANDS:
        raise _bad("stats.bad_field", f"{where}.hands must be a list", field=where)
    found: dict[int, tuple[int, int]] = {}
    for i, item in enumerate(hands):
        at = f"{where}.hands[{i}]"
        if not isinstance(item, list) or len(item) != 3:
            raise _bad("stats.bad_field", f"{at} must be [hand, decisions, loss]", field=at)
        hand = _count(item[0], f"{at}[0]", 0, MAX_HANDS)
        if hand in found:
            raise _bad("stats.inconsistent", f"{at} repeats hand {hand}", field=at)
        found[hand] = (_count(item[1], f"{at}[1]", 0, MAX_DECISIONS), _count(item[2], f"{at}[2]"))
    return ReviewedMatch(ident, _key(entry, where), date, found, counted)


def _reviews(data: dict[str, Any], version: int) -> list[ReviewedMatch]:
    if version < 3:
        return []
    entries = data.get("reviews", [])
    if not isinstance(entries, list):
        raise _bad("stats.bad_field", "reviews must be a list", field="reviews")
    kept = entries[-REVIEWS_LIMIT:]
    first = len(entries) - len(kept)
    reviews = [_reviewed_match(e, f"reviews[{first + i}]") for i, e in enumerate(kept)]
    if len({r.match for r in reviews}) != len(reviews):
        raise _bad("stats.inconsistent", "reviews names a match twice", field="reviews")
    return reviews


def stats_from_dict(data: Any) -> Stats:
    """Validate a statistics document (version 1, 2 or 3); ``StatsError`` naming the
    problem."""
    if not isinstance(data, dict):
        raise _bad("stats.not_object", "a statistics file must be a JSON object")
    version = _version(data)
    groups = _version1_groups(data) if version == 1 else _version2_groups(data, version)
    recent = data.get("recent", [])
    if not isinstance(recent, list) or not all(
        isinstance(r, str) and _FINGERPRINT.fullmatch(r) for r in recent
    ):
        raise _bad(
            "stats.bad_field",
            "recent must be a list of fingerprints (32 hexadecimal digits each)",
            field="recent",
        )
    extra = {k: v for k, v in data.items() if k not in _TOP_KEYS}
    return Stats(groups, recent[-RECENT_LIMIT:], extra, _reviews(data, version))
