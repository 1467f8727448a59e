"""Strict reading of JSON records: no coercion of a wrongly typed value into a right one.

``parse_json`` reads a document refusing what ``json.loads`` lets through: duplicate keys in an
object, ``NaN``/``Infinity``/``-Infinity``, and nesting deeper than ``MAX_DEPTH`` (refused with
a one-line message, never a ``RecursionError``). ``check_record_types`` then looks at the type
of every field the record format defines, before any rule is applied: a whole number is an
``int`` (not ``true``, not ``4.0``), a flag is a boolean (not ``1``), a card is an upper-case
code, a list is a list (``stock`` or ``plays`` given as ``0``, ``""`` or ``false`` is refused),
an object is an object. What the values mean is ``record.py``'s business; unknown keys are
not looked at (they are kept and written back), nor are the fields ``record.py`` checks as
strictly itself (``format``, ``version``, ``seats``, ``dealer``).

Refusal codes (params in brackets): ``record.not_json`` (detail), ``record.duplicate_key``
(key), ``record.not_finite`` (value), ``record.too_deep`` (limit), ``record.bad_type`` (field,
expected, value).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from .cards import CARDS
from .errors import RecordError

MAX_DEPTH = 64
"""Containers inside containers: a record needs 5, its app notes a few more."""

CARD_CODES = frozenset(c.code for c in CARDS)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError(
                    "record.duplicate_key",
                    f"the key {key[:40]!r} appears twice in one object",
                    key=key[:40],
                )
            seen.add(key)
    return obj


def _no_constant(name: str) -> Any:
    raise RecordError("record.not_finite", f"{name} is not a number a record can hold", value=name)


def _too_deep() -> RecordError:
    return RecordError(
        "record.too_deep",
        f"the document is nested more than {MAX_DEPTH} levels deep",
        limit=MAX_DEPTH,
    )


def check_depth(document: Any, limit: int = MAX_DEPTH) -> None:
    """``record.too_deep`` when lists/objects nest more than ``limit`` levels (no recursion)."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            raise _too_deep()
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


def parse_json(text: str) -> Any:
    """The JSON document in ``text``, strictly; ``RecordError`` if refused."""
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except RecursionError:
        raise _too_deep() from None
    except RecordError:
        raise
    except ValueError as e:  # JSONDecodeError, and whole numbers over 4300 digits
        raise RecordError("record.not_json", f"not a JSON document: {e}", detail=str(e)) from None
    check_depth(document)
    return document


# Types of the record's fields ---------------------------------------------------------------

_WHOLE = "a whole number"
_FLAG = "true or false"
_TEXT = "a text"
_CARD = "an upper-case card code"
_LIST = "a list"
_OBJECT = "an object"


def _bad(field: str, expected: str, value: Any) -> RecordError:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return RecordError(
        "record.bad_type",
        f"{field} must be {expected}, not {shown}",
        field=field,
        expected=expected,
        value=shown,
    )


def _whole(value: Any, field: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(field, _WHOLE, value)


def _list(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise _bad(field, _LIST, value)
    return value


def _object(value: Any, field: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad(field, _OBJECT, value)
    return value


def _card(value: Any, field: str) -> None:
    if not isinstance(value, str) or value not in CARD_CODES:
        raise _bad(field, _CARD, value)


def _cards(value: Any, field: str) -> None:
    for i, c in enumerate(_list(value, field)):
        _card(c, f"{field}[{i}]")


def _wholes(value: Any, field: str) -> None:
    for i, v in enumerate(_list(value, field)):
        _whole(v, f"{field}[{i}]")


def _rules(value: Any) -> None:
    from .rules import Rules  # the option table: a value of each option's default type

    rules = _object(value, "rules")
    for f in dataclasses.fields(Rules):
        if f.name not in rules or not isinstance(f.default, bool | int | str):
            continue
        v, field = rules[f.name], f"rules.{f.name}"
        if isinstance(f.default, bool):
            if not isinstance(v, bool):
                raise _bad(field, _FLAG, v)
        elif isinstance(f.default, int):
            _whole(v, field)
        elif not isinstance(v, str):
            raise _bad(field, _TEXT, v)


def _hand(value: Any, i: int) -> None:
    at = f"hands[{i}]"
    h = _object(value, at)
    if "deal" in h:
        for s, cards in enumerate(_list(h["deal"], f"{at}.deal")):
            _cards(cards, f"{at}.deal[{s}]")
    for key in ("stock", "plays"):  # absent or null: none yet
        if h.get(key) is not None:
            _cards(h[key], f"{at}.{key}")
    removed = h.get("removed")
    if isinstance(removed, list):
        _cards(removed, f"{at}.removed")
    elif removed is not None:
        _card(removed, f"{at}.removed")
    if h.get("discard") is not None:
        _card(h["discard"], f"{at}.discard")
    if "tricks" in h:
        for t, trick in enumerate(_list(h["tricks"], f"{at}.tricks")):
            where = f"{at}.tricks[{t}]"
            tr = _object(trick, where)
            for key in ("leader", "winner"):
                if key in tr:
                    _whole(tr[key], f"{where}.{key}")
            if "cards" in tr:
                _cards(tr["cards"], f"{where}.cards")
    for key in ("points", "scores", "totals", "out"):
        if key in h:
            _wholes(h[key], f"{at}.{key}")


def check_record_types(data: Any) -> None:
    """Refuse (``record.bad_type``) a record field of the wrong JSON type; see the module."""
    if not isinstance(data, dict):
        return  # record.py says "a record must be a JSON object"
    if "rules" in data:
        _rules(data["rules"])
    if "hands" in data:
        for i, h in enumerate(_list(data["hands"], "hands")):
            _hand(h, i)
    if "result" in data:
        result = _object(data["result"], "result")
        if "finished" in result and not isinstance(result["finished"], bool):
            raise _bad("result.finished", _FLAG, result["finished"])
        if "winners" in result:
            _wholes(result["winners"], "result.winners")
