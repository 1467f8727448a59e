"""Validation of every message, in both directions, before anything reads it.

Each ``check_*`` function takes the object parsed from one frame and returns it unchanged when
it matches the schema of ``docs/network.md``, or raises ``ProtocolError`` naming the first
problem. Objects may carry no key the schema does not name (a newer peer says so through the
protocol version, not through extra keys).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any, Final

from ..ai.levels import level_names
from ..engine.cards import N_CARDS, RANK_CODES, SUIT_CODES
from .protocol import APP, ProtocolError

NAME_MAX: Final = 24
TEXT_MAX: Final = 300
MAX_SEATS: Final = 8
MAX_HANDS: Final = 10_000
MAX_TOTAL: Final = 100_000
CODE_RE: Final = re.compile(r"[0-9]{6}")
TOKEN_RE: Final = re.compile(r"[0-9a-f]{32}")
CARD_CODES: Final = frozenset(r + s for s in SUIT_CODES for r in RANK_CODES)
SEAT_KINDS: Final = ("host", "remote", "computer")
SEAT_STATUS: Final = ("present", "computer")
LEVEL_NAMES: Final = tuple(level_names())
REFUSALS: Final = ("version", "full", "code", "closed", "token", "name", "busy", "invalid")
REJECTIONS: Final = ("stale", "illegal", "not_your_turn", "invalid")

Check = Callable[[Any], bool]


def fail(what: str) -> ProtocolError:
    return ProtocolError("invalid", what)


def is_int(low: int, high: int) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def is_card(v: Any) -> bool:
    return isinstance(v, str) and v in CARD_CODES


def is_opt(check: Check) -> Check:
    return lambda v: v is None or check(v)


def is_list(check: Check, low: int = 0, high: int = N_CARDS, unique: bool = False) -> Check:
    def f(v: Any) -> bool:
        if not isinstance(v, list) or not low <= len(v) <= high:
            return False
        if unique and len({repr(x) for x in v}) != len(v):
            return False
        return all(check(x) for x in v)

    return f


def is_cards(high: int = N_CARDS) -> Check:
    return is_list(is_card, 0, high, unique=True)


def is_choice(*allowed: str) -> Check:
    return lambda v: isinstance(v, str) and v in allowed


def plain_text(value: Any, high: int) -> bool:
    """A string of 1..high characters with no control, format or unassigned characters."""
    if not isinstance(value, str) or not 1 <= len(value) <= high:
        return False
    return all(unicodedata.category(ch)[0] != "C" for ch in value)


def is_name(v: Any) -> bool:
    """A player's name: plain text of at most 24 characters, not blank, not padded."""
    return plain_text(v, NAME_MAX) and v.strip() == v


def is_text(v: Any) -> bool:
    return plain_text(v, TEXT_MAX) or v == ""


def is_number(low: float, high: float) -> Check:
    return lambda v: isinstance(v, int | float) and not isinstance(v, bool) and low <= v <= high


def check_fields(
    message: Any, required: dict[str, Check], optional: dict[str, Check] | None = None
) -> dict[str, Any]:
    """``message`` must be an object with exactly the required keys and some optional ones."""
    if not isinstance(message, dict):
        raise fail("not an object")
    optional = optional or {}
    for key in message:
        if key not in required and key not in optional:
            raise fail(f"unknown key {str(key)[:40]!r}")
    for key, check in required.items():
        if key not in message:
            raise fail(f"missing key {key!r}")
        if not check(message[key]):
            raise fail(f"bad value for {key!r}")
    for key, check in optional.items():
        if key in message and not check(message[key]):
            raise fail(f"bad value for {key!r}")
    return message


# Client to host -----------------------------------------------------------------------------

HAND: Final = is_int(0, MAX_HANDS)
PLAYS: Final = is_int(0, N_CARDS)


def hello_version(message: dict[str, Any]) -> int | None:
    """The protocol version a hello claims, read before the rest (a newer hello may differ);
    None when it claims none that is a version: a version is a whole number (``"2"``, a
    string, makes the hello invalid, not another version's)."""
    version = message.get("protocol") if message.get("type") == "hello" else None
    return version if is_int(0, 1_000_000)(version) else None


def check_client(message: dict[str, Any]) -> dict[str, Any]:
    """A message from a client: ``hello``, ``play``, ``discard`` or ``bye``."""
    kind = message.get("type")
    if kind == "hello":
        return check_fields(
            message,
            {
                "type": is_choice("hello"),
                "app": is_choice(APP),
                "protocol": is_int(0, 1_000_000),
                "name": is_name,
            },
            {
                "code": lambda v: isinstance(v, str) and CODE_RE.fullmatch(v) is not None,
                "token": lambda v: isinstance(v, str) and TOKEN_RE.fullmatch(v) is not None,
            },
        )
    if kind in ("play", "discard"):
        return check_fields(
            message,
            {"type": is_choice(kind), "hand": HAND, "plays": PLAYS, "card": is_card},
        )
    if kind == "bye":
        return check_fields(message, {"type": is_choice("bye")})
    raise fail("unknown message type")


# Host to client -----------------------------------------------------------------------------


def _fits(v: Any, required: dict[str, Check], optional: dict[str, Check] | None = None) -> bool:
    """``check_fields`` as a check of a nested object."""
    try:
        check_fields(v, required, optional)
    except ProtocolError:
        return False
    return True


SEAT_FIELDS: Final = {
    "name": is_name,
    "kind": is_choice(*SEAT_KINDS),
    "status": is_choice(*SEAT_STATUS),
}


def _seat_entry(v: Any) -> bool:
    """One seat of the table: its name, kind and status, and a computer seat's level (which
    only a computer seat carries)."""
    if not _fits(v, SEAT_FIELDS, {"level": is_choice(*LEVEL_NAMES)}):
        return False
    return bool(("level" in v) == (v["kind"] == "computer"))


SEATS: Final = is_list(_seat_entry, 2, MAX_SEATS)
SEAT: Final = is_int(0, MAX_SEATS - 1)
SEAT_OR_NONE: Final = is_int(-1, MAX_SEATS - 1)
TOTALS: Final = is_list(is_int(-MAX_TOTAL, MAX_TOTAL), 2, MAX_SEATS)
SEAT_LIST: Final = is_list(SEAT, 0, MAX_SEATS, unique=True)


def _is_object(v: Any) -> bool:
    return isinstance(v, dict) and len(v) <= 40


def _is_removed(v: Any) -> bool:
    return v is None or is_card(v) or is_cards(MAX_SEATS)(v)


PAST_FIELDS: Final[dict[str, Check]] = {
    "dealer": SEAT,
    "deal": is_list(is_cards(), 2, MAX_SEATS),
    "stock": is_cards(),
    "removed": _is_removed,
    "discard": is_opt(is_card),
    "plays": is_cards(),
    "scores": TOTALS,
    "totals": TOTALS,
    "out": SEAT_LIST,
}


def _past_hand(v: Any) -> bool:
    """A finished hand as the record writes it (the engine checks that it holds together)."""
    return _fits(v, PAST_FIELDS)


HOST_TYPES: Final[dict[str, tuple[dict[str, Check], dict[str, Check]]]] = {
    "welcome": (
        {
            "protocol": is_int(0, 1_000_000),
            "seat": SEAT,
            "rules": _is_object,
            "seats": SEATS,
            "idle": is_number(0, 86_400),
            "started": is_bool,
        },
        {},
    ),
    "refused": (
        {"reason": is_choice(*REFUSALS), "message": is_text},
        {"protocol": is_int(0, 1_000_000)},
    ),
    "seats": ({"seats": SEATS}, {}),
    "start": (
        {
            "token": lambda v: isinstance(v, str) and TOKEN_RE.fullmatch(v) is not None,
            "seats": SEATS,
        },
        {},
    ),
    "state": ({"view": _is_object}, {}),
    "rejected": ({"reason": is_choice(*REJECTIONS), "message": is_text}, {}),
    "scored": (
        {
            "points": TOTALS,
            "scores": TOTALS,
            "totals": TOTALS,
            "out": SEAT_LIST,
            "last_winner": SEAT,
            "cappotto": is_opt(SEAT),
            "uncovered": SEAT_LIST,
            "discard": is_opt(is_card),
            "removed": is_opt(is_card),
            "aside": is_cards(MAX_SEATS),
        },
        {},
    ),
    "past": ({"index": is_int(0, MAX_HANDS - 1), "record": _past_hand}, {}),
    "match_over": ({"winners": SEAT_LIST, "totals": TOTALS, "last": is_bool}, {}),
    "closed": ({"message": is_text}, {}),
}


def check_host(message: dict[str, Any]) -> dict[str, Any]:
    """A message from the host: every one carries ``type``, ``hand`` and ``plays``."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in HOST_TYPES:
        raise fail("unknown message type")
    required, optional = HOST_TYPES[kind]
    return check_fields(
        message, {"type": is_choice(kind), "hand": HAND, "plays": PLAYS, **required}, optional
    )


def card_index(code: str) -> int:
    """The engine's index of a card code already checked by ``is_card``."""
    return SUIT_CODES.index(code[1]) * 10 + RANK_CODES.index(code[0])
