"""A seat's view on the wire: the engine's ``View`` as JSON, and back with every check.

The host sends a seat nothing but ``view_of(state, seat)``: its own cards, the public plays,
known voids, heads-up stock cards shown when drawn, its own discard, the public Four. The
client rebuilds a ``View`` only from an object that passes ``view_from_json``'s checks, so a
computer player on the client never reads a value the schema did not allow.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import CARDS, CODES, N_CARDS, codes_of, mask_of
from ..engine.hand import DISCARD, OVER, PLAY
from ..engine.match import HandLog
from ..engine.record import hand_to_dict
from ..engine.rules import Rules
from ..engine.view import View
from .protocol import ProtocolError
from .schema import (
    MAX_HANDS,
    MAX_SEATS,
    PAST_FIELDS,
    TOTALS,
    card_index,
    check_fields,
    fail,
    is_card,
    is_cards,
    is_choice,
    is_int,
    is_list,
    is_opt,
)


def view_to_json(view: View) -> dict[str, Any]:
    """The JSON form of a seat's view (the hand index travels in the envelope's ``hand``)."""
    return {
        "seat": view.seat,
        "phase": view.phase,
        "active": list(view.active),
        "dealer": view.dealer,
        "current": view.current,
        "cards": codes_of(view.hand),
        "legal": codes_of(view.legal),
        "played": [CODES[c] for c in view.plays],
        "winners": list(view.winners),
        "first_leader": view.first_leader,
        "trick_len": view.trick_len,
        "hand_sizes": list(view.hand_sizes),
        "voids": list(view.voids),
        "known": [codes_of(m) for m in view.known],
        "piles": [codes_of(m) for m in view.piles],
        "stock_left": view.stock_left,
        "removed": None if view.removed is None else CODES[view.removed],
        "discard": None if view.discard is None else CODES[view.discard],
        "hidden_extra": view.hidden_extra,
        "n_tricks": view.n_tricks,
        "totals": list(view.totals),
        "shown": codes_of(view.shown),
    }


def scored_to_json(log: HandLog) -> dict[str, Any]:
    """A scored hand's result, as the record has it (the discard and monte now public)."""
    state, r = log.state, log.state.result
    assert r is not None
    return {
        "points": list(r.points),
        "scores": list(r.scores),
        "totals": list(log.totals),
        "out": list(log.out),
        "last_winner": state.last_winner,
        "cappotto": r.cappotto,
        "uncovered": list(r.uncovered),
        "discard": None if state.discard is None else CARDS[state.discard].code,
        "removed": None if state.removed is None else CARDS[state.removed].code,
        "aside": [CARDS[c].code for c in state.aside],
    }


PAST_KEYS = tuple(PAST_FIELDS)  # the record hand's keys a ``past`` message carries


def past_to_json(log: HandLog) -> dict[str, Any]:
    """A finished hand as the record writes it (``records.md``), every card of it public now:
    the deal, the stock, the cards set aside, the discard, the plays, and the figures a
    joiner's engine checks (scores, totals, drop-outs)."""
    whole = hand_to_dict(log)
    return {k: whole[k] for k in PAST_KEYS}


SEAT = is_int(0, MAX_SEATS - 1)
VIEW_FIELDS = {
    "seat": SEAT,
    "phase": is_choice(DISCARD, PLAY, OVER),
    "active": is_list(SEAT, 2, MAX_SEATS, unique=True),
    "dealer": SEAT,
    "current": is_int(-1, MAX_SEATS - 1),
    "cards": is_cards(),
    "legal": is_cards(),
    "played": is_cards(),
    "winners": is_list(SEAT, 0, N_CARDS),
    "first_leader": SEAT,
    "trick_len": is_int(0, MAX_SEATS - 1),
    "hand_sizes": is_list(is_int(0, N_CARDS), 2, MAX_SEATS),
    "voids": is_list(is_int(0, 15), 2, MAX_SEATS),
    "known": is_list(is_cards(), 2, MAX_SEATS),
    "piles": is_list(is_cards(), 2, MAX_SEATS),
    "stock_left": is_int(0, N_CARDS),
    "removed": is_opt(is_card),
    "discard": is_opt(is_card),
    "hidden_extra": is_int(0, MAX_SEATS),
    "n_tricks": is_int(1, N_CARDS),
    "totals": TOTALS,
    "shown": is_cards(MAX_SEATS),
}


def _mask(codes: list[str]) -> int:
    return mask_of(card_index(c) for c in codes)


def view_from_json(data: Any, rules: Rules, seat: int, hand_index: int, n_plays: int) -> View:
    """The ``View`` a host sent to ``seat``, or ``ProtocolError`` if it is not one.

    Beyond the schema, the parts must fit together: list lengths, seats in play, the
    legal cards among the seat's own, plays and trick counts that agree, no card in two
    places the seat can see (its own cards in no pile and in no other seat's known hand).
    """
    d = check_fields(data, VIEW_FIELDS)
    n = rules.players
    if not 0 <= hand_index <= MAX_HANDS:
        raise fail("hand out of range")
    if d["seat"] != seat:
        raise fail("a view of another seat")
    for key in ("hand_sizes", "voids", "known", "piles", "totals"):
        if len(d[key]) != n:
            raise fail(f"{key} does not list {n} seats")
    active = d["active"]
    if any(s >= n for s in active) or active != sorted(active):
        raise fail("seats in play out of range")
    k = len(active)
    if d["dealer"] not in active or d["first_leader"] not in active:
        raise fail("dealer or leader out of play")
    over = d["phase"] == OVER
    if (d["current"] == -1) != over or (not over and d["current"] not in active):
        raise fail("the seat to play is out of range")
    hand, legal, played = _mask(d["cards"]), _mask(d["legal"]), _mask(d["played"])
    shown = _mask(d["shown"])
    if legal & ~hand or hand & played or shown & (hand | played):
        raise fail("cards out of place")
    others = [_mask(cs) for s, cs in enumerate(d["known"]) if s != seat]
    if any(hand & _mask(cs) for cs in d["piles"]) or any(hand & m for m in others):
        raise fail("the seat's own cards in a pile or in another seat's hand")
    if len(d["played"]) != n_plays:
        raise fail("the view's plays disagree with the message")
    winners = d["winners"]
    if any(w not in active for w in winners):
        raise fail("a trick winner out of play")
    if d["trick_len"] != n_plays - len(winners) * k or not 0 <= d["trick_len"] < k:
        raise fail("tricks and plays disagree")
    if len(winners) > d["n_tricks"] or len(d["cards"]) != d["hand_sizes"][seat]:
        raise fail("trick counts disagree")
    mine = d["current"] == seat and d["phase"] in (PLAY, DISCARD)
    if mine != bool(legal):
        raise fail("legal cards for a seat not to play")
    if d["phase"] == DISCARD and (d["current"] != d["dealer"] or n_plays):
        raise fail("a discard out of place")
    return View(
        seat=seat,
        rules=rules,
        phase=d["phase"],
        hand_index=hand_index,
        n_seats=n,
        active=tuple(active),
        dealer=d["dealer"],
        current=d["current"],
        hand=hand,
        legal=legal,
        plays=tuple(card_index(c) for c in d["played"]),
        winners=tuple(winners),
        first_leader=d["first_leader"],
        trick_len=d["trick_len"],
        hand_sizes=tuple(d["hand_sizes"]),
        voids=tuple(d["voids"]),
        known=tuple(_mask(cs) for cs in d["known"]),
        piles=tuple(_mask(cs) for cs in d["piles"]),
        stock_left=d["stock_left"],
        removed=None if d["removed"] is None else card_index(d["removed"]),
        discard=None if d["discard"] is None else card_index(d["discard"]),
        hidden_extra=d["hidden_extra"],
        n_tricks=d["n_tricks"],
        totals=tuple(d["totals"]),
        shown=shown,
    )


def rules_from_json(data: Any) -> Rules:
    """The rules a host announced, validated by the engine itself."""
    from ..engine.errors import EngineError

    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise fail("rules are not an object")
    try:
        return Rules.from_dict(data)
    except (EngineError, TypeError, ValueError) as e:
        raise ProtocolError("invalid", f"the host's rules are refused: {e}") from None
