"""Game records (``ciapano-record`` versions 1 and 2): write, read, validate and replay.

A record is one JSON document: rules, seats, and per hand the deal and the plays. The derived
values (tricks, points, scores, totals, drop-outs, the result) are written for every finished
hand; reading re-derives them and refuses a record whose written values disagree. Unknown keys
are kept and written back. A match that uses an option of version 2 (six to eight players, the
many-player method, the ace of batons, a hands limit, two against two) is written as version 2;
every other match as version 1, exactly as before those options existed.
"""

from __future__ import annotations

import json
from typing import Any

from .cards import CARDS, CODES, Card, parse_card
from .deal import Deal
from .errors import EngineError, RecordError, RulesError, where
from .match import NAME_LIMIT, HandLog, Match, Seat
from .rules import NEW_IN_VERSION_2, Rules
from .strict import check_record_types, parse_json

FORMAT = "ciapano-record"
VERSION = 2  # the newest version this program reads and writes
SEAT_KINDS = ("human", "ai")
_HAND_KEYS = {
    "dealer", "deal", "stock", "removed", "discard", "plays",
    "tricks", "points", "scores", "totals", "out",
}  # fmt: skip
_TOP_KEYS = {"format", "version", "rules", "seats", "hands", "result"}


def _codes(cards: Any) -> list[str]:
    return [CODES[c] for c in cards]


def _removed(removed: Card | tuple[Card, ...] | None) -> str | list[str] | None:
    if removed is None:
        return None
    if isinstance(removed, tuple):
        return _codes(removed)
    return removed.code


def record_version(rules: Rules) -> int:
    """2 when the rules use an option of version 2 off its default (or six players or
    more), else 1."""
    return 2 if rules.needs_version_2 else 1


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    """The record's ``rules``: a version-1 record holds the options version 1 knows."""
    d = rules.to_dict()
    if not rules.needs_version_2:
        for name in NEW_IN_VERSION_2:
            del d[name]
    return d


def hand_to_dict(log: HandLog) -> dict[str, Any]:
    state, deal = log.state, log.deal
    d: dict[str, Any] = {
        "dealer": deal.dealer,
        "deal": [_codes(h) for h in deal.hands],
        "stock": _codes(deal.stock),
        "removed": _removed(deal.removed),
        "discard": None if state.discard is None else CARDS[state.discard].code,
        "plays": _codes(state.plays),
    }
    if state.is_over and state.result is not None:
        d["tricks"] = [
            {"leader": leader, "cards": _codes(cards), "winner": winner}
            for leader, cards, winner in state.tricks
        ]
        d["points"] = list(state.result.points)
        d["scores"] = list(state.result.scores)
        d["totals"] = list(log.totals)
        d["out"] = list(log.out)
    d.update({k: v for k, v in log.extra.items() if k not in d})
    return d


def to_record(match: Match, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The record of a match (finished or not) as a JSON-ready dict."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": record_version(match.rules),
        "rules": rules_to_dict(match.rules),
        "seats": [s.to_dict() for s in match.seats],
        "hands": [hand_to_dict(h) for h in match.hands],
        "result": {"finished": match.finished, "winners": list(match.winners)},
    }
    for k, v in {**match.extra, **(extra or {})}.items():
        record.setdefault(k, v)
    return record


def dumps(match: Match, extra: dict[str, Any] | None = None) -> str:
    return json.dumps(to_record(match, extra), ensure_ascii=False, indent=1)


# Reading --------------------------------------------------------------------------------


def _fail(code: str, message: str, **params: Any) -> RecordError:
    return RecordError(code, message, **params)


def _card(value: Any, hand: int, seat: int | None = None, what: str = "card") -> Card:
    try:
        return parse_card(value)
    except ValueError:
        raise _fail(
            "record.bad_card",
            f"{where(hand, seat=seat)}: {what} {value!r} is not a card code",
            hand=hand,
            seat=seat,
            card=str(value),
        ) from None


def _card_list(value: Any, hand: int, what: str, seat: int | None = None) -> list[Card]:
    if not isinstance(value, list):
        raise _fail(
            "record.bad_field", f"{where(hand)}: '{what}' must be a list", hand=hand, field=what
        )
    return [_card(v, hand, seat, what) for v in value]


def _seats(data: Any, players: int) -> list[Seat]:
    if not isinstance(data, list) or len(data) != players:
        raise _fail(
            "record.bad_seats",
            f"'seats' must list the {players} players",
            field="seats",
            expected=players,
        )
    seats = []
    for i, s in enumerate(data):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str):
            raise _fail("record.bad_seat", f"seat {i}: needs a name", seat=i)
        kind = s.get("kind", "ai")
        if kind not in SEAT_KINDS:
            raise _fail("record.bad_seat", f"seat {i}: kind must be human or ai", seat=i)
        level = s.get("level") if kind == "ai" else None
        if kind == "ai" and not isinstance(level, str):
            raise _fail("record.bad_seat", f"seat {i}: a computer player needs a level", seat=i)
        seats.append(Seat(s["name"][:NAME_LIMIT], kind, level))
    return seats


def _int_list(value: Any) -> list[int] | None:
    if isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return list(value)
    return None


def _compare(hand: int, name: str, written: Any, derived: Any) -> None:
    if written != derived:
        raise _fail(
            "record.derived_mismatch",
            f"{where(hand)}: written {name} {json.dumps(written)} disagree with the rules "
            f"({json.dumps(derived)})",
            hand=hand,
            field=name,
            written=written,
            derived=derived,
        )


def _replay_hand(match: Match, index: int, h: Any) -> None:
    if not isinstance(h, dict):
        raise _fail("record.bad_hand", f"{where(index)}: not an object", hand=index)
    dealer = h.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < match.n_seats:
        raise _fail(
            "record.wrong_dealer", f"{where(index)}: bad dealer {dealer!r}", hand=index, seat=dealer
        )
    deal_data = h.get("deal")
    if not isinstance(deal_data, list) or len(deal_data) != match.n_seats:
        raise _fail(
            "record.bad_field",
            f"{where(index)}: 'deal' must hold one list per seat",
            hand=index,
            field="deal",
        )
    hands = tuple(tuple(_card_list(d, index, "deal", s)) for s, d in enumerate(deal_data))
    stock = tuple(_card_list(h.get("stock") or [], index, "stock"))
    removed_data = h.get("removed")
    removed: Card | tuple[Card, ...] | None = None
    if isinstance(removed_data, list):
        removed = tuple(_card_list(removed_data, index, "removed"))
    elif removed_data is not None:
        removed = _card(removed_data, index, what="removed")
    extra = {k: v for k, v in h.items() if k not in _HAND_KEYS}
    match.start_hand(Deal(dealer, hands, stock, removed), extra)
    state = match.hands[-1].state
    discard = h.get("discard")
    if state.phase == "discard":
        if discard is not None:
            _play(match, index, _card(discard, index, dealer, "discard"))
    elif discard is not None:
        raise _fail(
            "record.bad_discard",
            f"{where(index)}: 'discard' must be null (no discard in this hand)",
            hand=index,
        )
    plays = _card_list(h.get("plays") or [], index, "plays")
    if plays and state.phase == "discard":
        raise _fail(
            "record.missing_discard",
            f"{where(index, seat=dealer)}: the dealer must discard before the first lead",
            hand=index,
            seat=dealer,
        )
    for c in plays:
        if state.is_over:
            raise _fail(
                "record.extra_plays",
                f"{where(index)}: {c.code} is played after the hand is over",
                hand=index,
                card=c.code,
            )
        _play(match, index, c)
    log = match.hands[-1]
    if not state.is_over:
        return
    assert state.result is not None
    derived = hand_to_dict(log)
    for name in ("tricks", "points", "scores", "totals", "out"):
        if name in h:
            _compare(index, name, h[name], derived[name])


def add_finished_hand(match: Match, h: Any) -> None:
    """Add the record's hand entry ``h`` to ``match`` as its next hand: dealt, played through
    the engine and checked like a hand read from a file (written figures must agree). It must
    be a finished hand that writes its ``scores``, ``totals`` and ``out``, else an
    ``EngineError`` (``RecordError`` mostly), after which ``match`` is to be thrown away."""
    index = len(match.hands)
    if not isinstance(h, dict) or not {"scores", "totals", "out"} <= h.keys():
        raise _fail("record.bad_hand", f"{where(index)}: no written figures", hand=index)
    _replay_hand(match, index, h)
    if not match.hands[-1].finished:
        raise _fail("record.hand_unfinished", f"{where(index)}: the hand is not over", hand=index)


def _play(match: Match, index: int, card: Card) -> None:
    try:
        match.play(card)
    except EngineError as e:
        raise _fail("record.illegal_play", e.message, **e.params, reason=e.code) from None


def from_record(data: Any) -> Match:
    """Replay a record into a match, refusing anything illegal or inconsistent."""
    if not isinstance(data, dict):
        raise _fail("record.not_object", "a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise _fail(
            "record.unknown_format",
            f"unknown format {data.get('format')!r} (expected {FORMAT!r})",
            format=data.get("format"),
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _fail("record.bad_version", f"bad version {version!r}", version=version)
    if version > VERSION:
        raise _fail(
            "record.newer_version",
            f"record version {version} is newer than this program reads ({VERSION})",
            version=version,
            supported=VERSION,
        )
    check_record_types(data)
    try:
        rules = Rules.from_dict(data.get("rules", {}))
    except (RulesError, TypeError) as e:
        raise _fail("record.bad_rules", f"rules: {e}", detail=str(e)) from None
    if version < 2 and rules.needs_version_2:
        used = [n for n in NEW_IN_VERSION_2 if getattr(rules, n) != getattr(Rules(), n)]
        what = ", ".join(used) if used else f"{rules.players} players"
        raise _fail(
            "record.needs_version_2",
            f"a version-1 record cannot use {what} (version 2 options)",
            version=version,
            option=used[0] if used else "players",
        )
    match = Match(rules, _seats(data.get("seats"), rules.players))
    match.extra = {k: v for k, v in data.items() if k not in _TOP_KEYS}
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise _fail("record.bad_field", "'hands' must be a list", field="hands")
    for i, h in enumerate(hands):
        _replay_hand(match, i, h)
        if i < len(hands) - 1 and not match.hands[-1].finished:
            raise _fail(
                "record.hand_unfinished", f"{where(i)}: unfinished hand before others", hand=i
            )
    result = data.get("result")
    if isinstance(result, dict):
        if "finished" in result and result["finished"] != match.finished:
            _compare(len(hands) - 1, "result.finished", result["finished"], match.finished)
        if "winners" in result and _int_list(result["winners"]) != list(match.winners):
            _compare(len(hands) - 1, "result.winners", result["winners"], list(match.winners))
    return match


def loads(text: str) -> Match:
    """Parse (strictly: ``strict.parse_json``) and replay a record; broken JSON is a
    ``RecordError`` too."""
    return from_record(parse_json(text))


def replay_summary(match: Match) -> dict[str, Any]:
    """The ``replay`` command's output: per finished hand scores, totals, drop-outs."""
    return {
        "hands": [
            {"scores": list(h.state.result.scores), "totals": list(h.totals), "out": list(h.out)}
            for h in match.hands
            if h.finished and h.state.result is not None
        ],
        "finished": match.finished,
        "winners": list(match.winners),
    }
