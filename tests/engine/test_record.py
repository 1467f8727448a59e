"""Records: round trips and refusals that name hand, trick, seat and card."""

import copy
import json
import random

import pytest

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import RecordError, Rules
from ciapano_qt.engine.record import from_record, loads, replay_summary, to_record


@pytest.fixture(scope="module")
def record():
    match = play_match(Rules(), ["random"] * 4, random.Random(7))
    return to_record(match)


def refused(data):
    with pytest.raises(RecordError) as e:
        from_record(data)
    return e.value


def test_round_trip(record):
    again = to_record(from_record(copy.deepcopy(record)))
    assert again == record
    assert record["result"]["finished"] is True
    hand = record["hands"][0]
    assert len(hand["plays"]) == 40 and len(hand["tricks"]) == 10
    assert sum(hand["scores"]) in (11, 33)  # 11, or 3 x 11 after a cappotto


def test_unknown_extra_keys_are_kept(record):
    data = copy.deepcopy(record)
    data["app"] = {"saved_by": "a later version"}
    data["hands"][0]["comment"] = "well played"
    again = to_record(from_record(data))
    assert again["app"] == {"saved_by": "a later version"}
    assert again["hands"][0]["comment"] == "well played"


def test_missing_rules_keys_take_defaults(record):
    data = copy.deepcopy(record)
    data["rules"] = {"variant": "classic", "players": 4}
    assert from_record(data).rules == Rules()


def test_revoke_is_refused(record):
    data = copy.deepcopy(record)
    hand = data["hands"][0]
    # Find a trick where some follower held the led suit; make it play an off-suit card.
    deal = {s: set(cards) for s, cards in enumerate(hand["deal"])}
    n = 4
    for t, trick in enumerate(hand["tricks"]):
        led = trick["cards"][0][1]
        seat = (trick["leader"] + 1) % n
        other = next(
            (c for c in deal[seat] if c[1] != led and c not in hand["plays"][: t * n]), None
        )
        if trick["cards"][1][1] == led and other:
            i = t * n + 1
            hand["plays"][i] = other
            err = refused(data)
            assert err.code == "record.illegal_play"
            assert err.params["reason"] == "move.must_follow"
            assert err.params["hand"] == 0 and err.params["trick"] == t
            assert err.params["seat"] == seat and err.params["card"] == other
            assert f"hand 1, trick {t + 1}, seat {seat}" in err.message and other in err.message
            return
    pytest.fail("no trick to tamper with")


def test_card_not_held_is_refused(record):
    data = copy.deepcopy(record)
    hand = data["hands"][0]
    leader_cards = set(hand["deal"][hand["tricks"][0]["leader"]])
    foreign = next(c for c in hand["deal"][(hand["tricks"][0]["leader"] + 1) % 4])
    assert foreign not in leader_cards
    hand["plays"][0] = foreign
    err = refused(data)
    assert err.params["reason"] == "move.not_held" and err.params["card"] == foreign


def test_card_dealt_twice_is_refused(record):
    data = copy.deepcopy(record)
    hand = data["hands"][0]
    hand["deal"][1][0] = hand["deal"][0][0]
    err = refused(data)
    assert err.code == "record.card_dealt_twice"
    assert err.params["card"] == hand["deal"][0][0] and err.params["hand"] == 0


def test_wrong_deal_size_is_refused(record):
    data = copy.deepcopy(record)
    data["hands"][0]["deal"][2].pop()
    assert refused(data).code == "record.deal_size"


def test_wrong_dealer_is_refused(record):
    data = copy.deepcopy(record)
    first = data["hands"][0]["dealer"]
    data["hands"][1]["dealer"] = (first + 2) % 4  # the deal passes to seat first + 1
    err = refused(data)
    assert err.code == "record.wrong_dealer" and err.params["hand"] == 1
    assert err.params["expected"] == (first + 1) % 4


@pytest.mark.parametrize("field", ["scores", "totals", "points", "out", "tricks"])
def test_tampered_derived_values_are_refused(record, field):
    data = copy.deepcopy(record)
    hand = data["hands"][0]
    if field == "out":
        hand["out"] = [0]
    elif field == "tricks":
        hand["tricks"][0]["winner"] = (hand["tricks"][0]["winner"] + 1) % 4
    else:
        hand[field][0] += 1
    err = refused(data)
    assert err.code == "record.derived_mismatch" and err.params["field"] == field


def test_tampered_result_is_refused(record):
    data = copy.deepcopy(record)
    data["result"]["winners"] = [w for w in range(4) if w not in record["result"]["winners"]]
    assert refused(data).code == "record.derived_mismatch"


def test_unknown_version_and_format_and_broken_json():
    base = {"format": "ciapano-record", "version": 1, "rules": {}, "seats": [], "hands": []}
    assert refused({**base, "version": 3}).code == "record.newer_version"
    assert refused({**base, "format": "chess-pgn"}).code == "record.unknown_format"
    with pytest.raises(RecordError) as e:
        loads('{"format": "ciapano-record", "version": 1, "hands": [')
    assert e.value.code == "record.not_json"
    assert refused([1, 2]).code == "record.not_object"
    with pytest.raises(RecordError) as e:  # Python refuses ints of over 4,300 digits
        loads('{"format": "ciapano-record", "version": ' + "9" * 5000 + "}")
    assert e.value.code == "record.not_json"


def test_unfinished_hand_is_an_autosave(record):
    data = copy.deepcopy(record)
    last = data["hands"][1]
    for key in ("tricks", "points", "scores", "totals", "out"):
        del last[key]
    last["plays"] = last["plays"][:7]
    data["hands"] = data["hands"][:2]
    data["result"] = {"finished": False, "winners": []}
    match = from_record(data)
    assert match.hand is not None and len(match.hand.plays) == 7
    assert replay_summary(match)["hands"] == [
        {k: record["hands"][0][k] for k in ("scores", "totals", "out")}
    ]


def test_three_player_discard_record_round_trip():
    match = play_match(Rules(players=3), ["random"] * 3, random.Random(3))
    data = to_record(match)
    three = [h for h in data["hands"] if sum(1 for d in h["deal"] if d) == 3]
    assert three and all(len(h["deal"][h["dealer"]]) == 14 and h["discard"] for h in three)
    heads_up = [h for h in data["hands"] if h not in three]
    assert all(len(h["stock"]) == 20 and h["discard"] is None for h in heads_up)
    assert to_record(from_record(json.loads(json.dumps(data)))) == data
    # A discard that the dealer does not hold is refused.
    bad = copy.deepcopy(data)
    h = bad["hands"][0]
    h["discard"] = next(c for c in h["deal"][(h["dealer"] + 1) % 3])
    assert refused(bad).params["reason"] == "move.not_held"


def test_a_finished_hand_is_added_to_a_match_only_whole_and_with_its_figures(record):
    from ciapano_qt.engine.match import Match, Seat
    from ciapano_qt.engine.record import add_finished_hand

    first, second = (copy.deepcopy(h) for h in record["hands"][:2])
    match = Match(Rules(), [Seat(f"P{i}") for i in range(4)])
    add_finished_hand(match, first)
    assert list(match.totals) == first["totals"] and match.hand is None

    cut = {**copy.deepcopy(second), "plays": second["plays"][:7]}
    with pytest.raises(RecordError, match="hand 2: the hand is not over"):
        add_finished_hand(match, cut)  # seven cards of it: not a finished hand
    bare = {k: v for k, v in second.items() if k not in ("scores", "totals", "out")}
    fresh = Match(Rules(), [Seat(f"P{i}") for i in range(4)])
    add_finished_hand(fresh, copy.deepcopy(first))
    with pytest.raises(RecordError, match="no written figures"):
        add_finished_hand(fresh, bare)  # nothing to check the replay against
    wrong = {**copy.deepcopy(second), "totals": [t + 1 for t in second["totals"]]}
    with pytest.raises(RecordError, match="totals"):
        add_finished_hand(fresh, wrong)
