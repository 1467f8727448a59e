"""The match as one networked seat saw it (``net/seen.py``): every finished hand
dealt again from that seat's views and the host's ``scored`` messages is the hand the host
dealt (each seat's cards, the heads-up stock in drawing order, the discard, the monte, the
cards set aside), the engine replays it to the host's figures, and a hand the seat did not
watch from its deal, or figures that disagree, stop the copy instead of guessing. The
finished hands the host sends a rejoined seat (``past``) make the copy whole again."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.record import from_record, to_record
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.net.seen import SEEN_KEY, SeenMatch
from ciapano_qt.net.views import past_to_json, scored_to_json

CASES = {
    "heads-up": Rules(players=2, target=21),
    "three, discard": Rules(players=3, target=21),
    "three, remove a Four": Rules(players=3, target=21, three_player_method="remove_four"),
    "three, monte": Rules(players=3, target=21, three_player_method="monte"),
    "four": Rules(players=4, target=21),
    "busca": Rules(variant="busca", players=4),
    "two against two": Rules(players=4, target=21, teams=True),
    "five, down to heads-up": Rules(players=5, target=11),
    "six, strip": Rules(players=6, target=21),
    "six, monte": Rules(players=6, target=21, many_player_method="monte"),
    "seven, strip": Rules(players=7, target=21),
    "eight": Rules(players=8, target=21),
}


def _play(rules: Rules, seat: int, seed: int, hands: int = 4, watch=None):
    """A match played at random (the host's), each moment shown to ``seat``'s SeenMatch."""
    rng = random.Random(seed)
    levels = [None] + [("hard", "easy", "expert")[i % 3] for i in range(rules.players - 1)]
    names = [f"P{i}" for i in range(rules.players)]
    seats = [
        Seat(n, "human", None) if lv is None else Seat(n, "ai", lv)
        for n, lv in zip(names, levels, strict=True)
    ]
    host = Match(rules, seats)
    seen = SeenMatch(rules, names, levels, seat)
    while not host.finished and len(host.hands) < hands:
        host.deal_hand(rng)
        state = host.hand
        while True:
            if watch is None or watch(state):
                seen.view(view_of(state, seat))
            if state.is_over:
                break
            host.play(rng.choice(state.legal_moves()))
            state = host.hands[-1].state
        assert seen.scored(scored_to_json(host.hands[-1])) == seen.complete
    return host, seen


@pytest.mark.parametrize("case", CASES)
def test_every_finished_hand_is_the_hand_the_host_dealt(case):
    rules = CASES[case]
    seat = 1
    host, seen = _play(rules, seat, seed=len(case))
    assert seen.complete and seen.match is not None
    mine, theirs = to_record(seen.match), to_record(host)
    assert len(mine["hands"]) == len(theirs["hands"]) >= 2
    for a, b in zip(mine["hands"], theirs["hands"], strict=True):
        assert [sorted(d) for d in a["deal"]] == [sorted(d) for d in b["deal"]]
        assert a["stock"] == b["stock"]  # heads-up: the drawing order
        assert a["plays"] == b["plays"] and a["discard"] == b["discard"]
        removed = a["removed"]
        assert (sorted(removed) if isinstance(removed, list) else removed) == (
            sorted(b["removed"]) if isinstance(b["removed"], list) else b["removed"]
        )
        assert a["scores"] == b["scores"] and a["totals"] == b["totals"] and a["out"] == b["out"]
    assert mine[SEEN_KEY] == seat
    again = from_record(mine)  # the export reads back: a record the engine accepts
    assert again.totals == host.totals
    assert mine["seats"] == theirs["seats"]  # names, kinds and the computers' levels
    levels = [s.get("level") for s in mine["seats"]]
    assert levels[:4] == [None, "hard", "easy", "expert"][: rules.players]


def test_a_heads_up_hand_not_watched_from_its_deal_stops_the_copy():
    rules = Rules(players=2, target=21)
    # the seat joins in the middle of the first hand: it never saw its own deal
    _host, seen = _play(rules, 0, seed=3, hands=1, watch=lambda state: len(state.plays) >= 3)
    assert not seen.complete and seen.match is None


def test_a_heads_up_hand_sent_whole_before_its_score_keeps_the_copy():
    """The host sends the heads-up hand a seat rejoined in the middle of (``past``) as it
    ends, before ``scored``: the copy keeps it, and goes on with the next hand watched."""
    rules = Rules(players=2, target=21)
    rng = random.Random(3)
    host = Match(rules, [Seat("P0"), Seat("P1")])
    seen = SeenMatch(rules, ["P0", "P1"], [None, "hard"], 0)
    for hand in range(2):
        host.deal_hand(rng)
        state = host.hand
        while True:
            if hand == 1 or len(state.plays) >= 3:  # away for the first three cards
                seen.view(view_of(state, 0))
            if state.is_over:
                break
            host.play(rng.choice(state.legal_moves()))
            state = host.hands[-1].state
        scored = {**scored_to_json(host.hands[-1]), "hand": hand}
        if hand == 0:
            assert seen.past(0, past_to_json(host.hands[0]))
        assert seen.scored(scored)
    assert seen.complete and seen.match is not None
    mine, theirs = to_record(seen.match), to_record(host)
    assert [h["stock"] for h in mine["hands"]] == [h["stock"] for h in theirs["hands"]]
    assert [h["totals"] for h in mine["hands"]] == [h["totals"] for h in theirs["hands"]]
    # Figures of the sent hand that the host's score then contradicts stop the copy.
    seen = SeenMatch(rules, ["P0", "P1"], [None, "hard"], 0)
    assert seen.past(0, past_to_json(host.hands[0]))
    lie = {**scored_to_json(host.hands[0]), "hand": 0}
    lie["totals"] = [lie["totals"][0] + 1, lie["totals"][1]]
    assert not seen.scored(lie) and seen.match is None


def test_a_hand_of_more_players_is_dealt_again_from_its_end_alone():
    # Four players draw nothing: the last view shows who played every card.
    host, seen = _play(Rules(players=4, target=21), 2, seed=5, hands=2, watch=lambda s: s.is_over)
    assert seen.complete and [h.state.plays for h in seen.match.hands] == [
        h.state.plays for h in host.hands
    ]


def test_figures_that_disagree_with_the_engine_stop_the_copy():
    rules = Rules(players=4, target=21)
    rng = random.Random(1)
    host = Match(rules, [Seat(f"P{i}") for i in range(4)])
    seen = SeenMatch(rules, [f"P{i}" for i in range(4)], ["medium"] * 4, 0)
    host.deal_hand(rng)
    state = host.hand
    while not state.is_over:
        host.play(rng.choice(state.legal_moves()))
        state = host.hands[-1].state
    seen.view(view_of(state, 0))
    lie = scored_to_json(host.hands[-1])
    lie["scores"] = [lie["scores"][1], lie["scores"][0], *lie["scores"][2:]]
    if lie["scores"] == scored_to_json(host.hands[-1])["scores"]:
        lie["scores"][0] += 1
    assert not seen.scored(lie)
    assert seen.match is None and not seen.complete


def test_a_missed_hand_stops_the_copy():
    rules = Rules(players=4, target=21)
    rng = random.Random(2)
    host = Match(rules, [Seat(f"P{i}") for i in range(4)])
    seen = SeenMatch(rules, [f"P{i}" for i in range(4)], ["medium"] * 4, 0)
    for _ in range(2):
        host.deal_hand(rng)
        state = host.hand
        while not state.is_over:
            host.play(rng.choice(state.legal_moves()))
            state = host.hands[-1].state
    seen.view(view_of(host.hands[-1].state, 0))  # hand 2 seen, hand 1 was not
    assert seen.match is None


def _host_match(rules: Rules, seed: int, hands: int) -> Match:
    rng = random.Random(seed)
    host = Match(rules, [Seat(f"P{i}") for i in range(rules.players)])
    while not host.finished and len(host.hands) < hands:
        host.deal_hand(rng)
        state = host.hand
        while not state.is_over:
            host.play(rng.choice(state.legal_moves()))
            state = host.hands[-1].state
    return host


@pytest.mark.parametrize("case", ["heads-up", "three, monte", "busca", "six, monte"])
def test_the_hands_sent_to_a_rejoined_seat_make_the_whole_copy(case):
    rules = CASES[case]
    host = _host_match(rules, seed=4, hands=3)
    names = [f"P{i}" for i in range(rules.players)]
    seen = SeenMatch(rules, names, [None] * rules.players, 1)
    seen.match = None  # the copy was lost while the seat was away
    for i, log in enumerate(host.hands):
        assert seen.past(i, past_to_json(log))
    assert seen.complete and seen.match is not None
    mine, theirs = to_record(seen.match), to_record(host)
    assert [h["plays"] for h in mine["hands"]] == [h["plays"] for h in theirs["hands"]]
    assert [h["totals"] for h in mine["hands"]] == [h["totals"] for h in theirs["hands"]]
    assert mine[SEEN_KEY] == 1


def test_a_sent_hand_that_does_not_replay_or_comes_out_of_order_stops_the_copy():
    rules = Rules(players=4, target=31)
    host = _host_match(rules, seed=6, hands=2)
    names = [f"P{i}" for i in range(4)]
    first, second = (past_to_json(log) for log in host.hands)

    seen = SeenMatch(rules, names, [None] * 4, 0)
    assert not seen.past(1, second)  # the first hand never came
    assert seen.match is None

    lie = {**first, "scores": [first["scores"][1], first["scores"][0], *first["scores"][2:]]}
    if lie["scores"] == first["scores"]:
        lie["scores"] = [first["scores"][0] + 1, *first["scores"][1:]]
    seen = SeenMatch(rules, names, [None] * 4, 0)
    assert not seen.past(0, lie)  # figures the engine does not reach
    assert seen.match is None

    swapped = {**first, "plays": [first["plays"][1], first["plays"][0], *first["plays"][2:]]}
    assert not SeenMatch(rules, names, [None] * 4, 0).past(
        0, swapped
    )  # a card its seat does not hold

    # The host sends every hand again from the first at the next rejoin: the copy is whole.
    assert seen.past(0, first) and seen.past(1, second) and seen.complete
    assert len(seen.match.hands) == 2
