"""The ace of batons (hands of H = 21 and 16), a fixed number of hands, two against two:
hand-built deals with hand-computed results (rules.md: "Card points and the hand score",
"End of the match", "Two against two")."""

import json

import pytest

from ciapano_qt.engine import Match, RecordError, Rules
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.events import MatchOver
from ciapano_qt.engine.record import dumps, from_record, loads
from ciapano_qt.engine.scoring import classic_result, team_result

from .helpers import cards, hand_state, play_all, suit
from .test_hand_classic import NEARLY_ALL, NEARLY_ALL_PLAYS

ALL4 = (0, 1, 2, 3)
# NEARLY_ALL with the ace of batons kept for the last trick, which seat 1 takes with the 5C:
# seat 1's pile is 4C 5C 4S AB, seat 0 took every other card point (32 - 3 = 29 thirds).
AB_LAST_PLAYS = [t for t in NEARLY_ALL_PLAYS[:-1]]
AB_LAST_PLAYS[6] = "AD AC AS 4B"
AB_LAST_PLAYS.append("4C 5C 4S AB")


def scores_of(rules, plays, deal=NEARLY_ALL, dealer=3):
    state = hand_state(rules, deal, dealer)
    play_all(state, " ".join(plays).split())
    assert state.is_over and state.result is not None
    return state.result


def test_hand_totals():
    assert [Rules(ace_of_batons=a).hand_total for a in ("one", "eleven", "six")] == [11, 21, 16]
    # the pack: 32 thirds, with the ace of batons 33 instead of 3 (62) or 18 (47)
    assert [Rules(ace_of_batons=a).pack_thirds for a in ("one", "eleven", "six")] == [32, 62, 47]
    assert Rules.busca(ace_of_batons="eleven").pack_thirds == 32  # not used in Busca


@pytest.mark.parametrize(
    ("option", "ace_thirds", "expected"),
    [
        # Seat 0: 29 thirds -> 9. Seat 1 (the last trick): H - 9.
        ("one", 3, (9, 2, 0, 0)),  # 11 - 9
        ("eleven", 33, (9, 12, 0, 0)),  # 21 - 9
        ("six", 18, (9, 7, 0, 0)),  # 16 - 9
    ],
)
def test_the_ace_of_batons_in_the_last_trick(option, ace_thirds, expected):
    r = scores_of(Rules(ace_of_batons=option), AB_LAST_PLAYS)
    assert r.points == (29, ace_thirds, 0, 0)
    assert r.scores == expected and sum(r.scores) == Rules(ace_of_batons=option).hand_total


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        ("eleven", (62, (20, 1, 0, 0))),  # 62 thirds = 20 2/3 -> 20; the last trick 21 - 20
        ("six", (47, (15, 1, 0, 0))),  # 47 thirds = 15 2/3 -> 15; the last trick 16 - 15
    ],
)
def test_every_card_point_without_the_last_trick_scores_h_minus_one(option, expected):
    r = scores_of(Rules(ace_of_batons=option), NEARLY_ALL_PLAYS)
    assert r.points == (expected[0], 0, 0, 0) and r.cappotto is None
    assert r.scores == expected[1]


@pytest.mark.parametrize(("option", "h"), [("eleven", 21), ("six", 16)])
def test_cappotto_pays_h(option, h):
    deal = [suit("D"), suit("C"), suit("S"), suit("B")]  # seat 0 leads coins, wins them all
    state = hand_state(Rules(ace_of_batons=option), deal, dealer=3)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.result is not None and state.result.cappotto == 0
    assert state.result.points == (Rules(ace_of_batons=option).pack_thirds, 0, 0, 0)
    assert state.result.scores == (0, h, h, h)


def test_eleven_lenient_cappotto():
    # Seat 1 took the last trick and 58 of the 62 thirds; the others 2, 1 and 1: each under
    # one point, so lenient cappotto: 0 for seat 1, 21 for each other.
    rules = Rules(ace_of_batons="eleven", cappotto="lenient")
    assert classic_result(rules, ALL4, [2, 58, 1, 1], 1).scores == (21, 0, 21, 21)
    # strict: seat 1 pays 21 - (0 + 0 + 0) = 21
    strict = classic_result(Rules(ace_of_batons="eleven"), ALL4, [2, 58, 1, 1], 1)
    assert strict.cappotto is None and strict.scores == (0, 21, 0, 0)


def test_eleven_under_lost():
    # Thirds 35, 11, 8, 8 (= 62); seat 1 took the last trick.
    lost = classic_result(Rules(ace_of_batons="eleven", fractions="lost"), ALL4, [35, 11, 8, 8], 1)
    # 35 // 3 = 11, 11 // 3 = 3 plus the last trick's 1 = 4, 8 // 3 = 2 twice: 19 = 21 - 2
    assert lost.scores == (11, 4, 2, 2)
    pays = classic_result(Rules(ace_of_batons="eleven"), ALL4, [35, 11, 8, 8], 1)
    assert pays.scores == (11, 6, 2, 2)  # the last trick pays 21 - (11 + 2 + 2) = 6
    # and a whole hand: seat 1's 33 thirds -> 11, plus 1; seat 0's 29 -> 9 (21 in all)
    r = scores_of(Rules(ace_of_batons="eleven", fractions="lost"), AB_LAST_PLAYS)
    assert r.scores == (9, 12, 0, 0)


# A fixed number of hands ----------------------------------------------------------------


def sweep(match, dealer):
    """The dealer's right holds all the coins, leads them and takes every trick: cappotto."""
    leader = (dealer + 1) % 4
    hands = [()] * 4
    for i, letter in enumerate("DCSB"):
        hands[(leader + i) % 4] = tuple(suit(letter))
    events = match.start_hand(Deal(dealer, tuple(hands)))
    while match.hand is not None:
        events += match.play(match.hand.legal_moves()[0])
    return events


def test_hands_limit_ending_in_a_tie():
    m = Match(Rules(hands_limit=2, target=11))
    sweep(m, dealer=3)  # seat 0 makes cappotto: 0, 11, 11, 11
    assert m.totals == [0, 11, 11, 11] and not m.finished
    assert m.in_play == [0, 1, 2, 3]  # at the target, but nobody drops out
    events = sweep(m, dealer=0)  # seat 1 makes cappotto: 11, 0, 11, 11
    # After two hands: 11, 11, 22, 22; the lowest, 11, is shared by seats 0 and 1.
    assert m.totals == [11, 11, 22, 22] and m.finished and m.winners == (0, 1)
    assert any(isinstance(e, MatchOver) and e.winners == (0, 1) for e in events)


def test_hands_limit_ignores_lowest_wins_at_target():
    m = Match(Rules(hands_limit=3, target=11, lowest_wins_at_target=True))
    sweep(m, dealer=3)
    assert not m.finished  # 11 reached, but the match is three hands


# Two against two ------------------------------------------------------------------------


def test_team_scoring_pools_the_partners_thirds():
    rules = Rules(teams=True)
    # Seats 0 and 2 took 10 + 11 = 21 thirds = 7 points; seats 1 and 3 took 7 + 4 = 11 and
    # the last trick (seat 1): 11 - 7 = 4. (Each alone: 10 // 3 + 11 // 3 = 6, not 7.)
    assert team_result(rules, [10, 7, 11, 4], 1).scores == (7, 4, 7, 4)
    lost = Rules(teams=True, fractions="lost")  # 21 // 3 = 7; 11 // 3 + 1 = 4
    assert team_result(lost, [10, 7, 11, 4], 1).scores == (7, 4, 7, 4)
    # The last trick to seat 2: seats 1 and 3 score 11 // 3 = 3; seats 0 and 2 11 - 3 = 8.
    assert team_result(rules, [10, 7, 11, 4], 2).scores == (8, 3, 8, 3)
    assert team_result(lost, [10, 7, 11, 4], 2).scores == (8, 3, 8, 3)  # 21 // 3 + 1
    eleven = Rules(teams=True, ace_of_batons="eleven")  # pooled 40 and 22 thirds
    assert team_result(eleven, [30, 7, 10, 15], 3).scores == (13, 8, 13, 8)  # 40//3; 21 - 13


def test_team_ordinary_hand():
    r = scores_of(Rules(teams=True), AB_LAST_PLAYS)
    # Seats 0 and 2: 29 + 0 thirds = 9 (they did not take the last trick); seats 1 and 3:
    # 11 - 9 = 2. Points stay each player's own pile.
    assert r.points == (29, 3, 0, 0) and r.scores == (9, 2, 9, 2) and r.cappotto is None


def test_team_cappotto():
    deal = [suit("D"), suit("C"), suit("S"), suit("B")]
    state = hand_state(Rules(teams=True), deal, dealer=3)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    # Seat 0 took every trick: its team has every card point and the last trick.
    assert state.result is not None and state.result.cappotto == 0
    assert state.result.scores == (0, 11, 0, 11)
    # Every card point shared by the partners, the last trick to seat 2: cappotto too.
    assert team_result(Rules(teams=True), [20, 0, 12, 0], 2).scores == (0, 11, 0, 11)
    # Lenient: seats 1 and 3 took 2 thirds together (under a point): cappotto; strict: not,
    # seats 1 and 3 score 2 // 3 = 0 and seats 0 and 2 pay 11 - 0.
    assert team_result(Rules(teams=True, cappotto="lenient"), [20, 2, 10, 0], 0).scores == (
        0, 11, 0, 11,
    )  # fmt: skip
    assert team_result(Rules(teams=True), [20, 2, 10, 0], 0).scores == (11, 0, 11, 0)
    h = Rules(teams=True, ace_of_batons="eleven")
    assert team_result(h, [50, 0, 12, 0], 0).scores == (0, 21, 0, 21)  # all 62 thirds


def team_match(totals):
    m = Match(Rules(teams=True))
    m.totals = list(totals)
    m.start_hand(Deal(3, tuple(tuple(h) for h in NEARLY_ALL)))
    for c in " ".join(AB_LAST_PLAYS).split():
        m.play(cards(c)[0])
    return m


def test_both_teams_over_the_target_in_one_hand():
    m = team_match([25, 30, 25, 30])
    # + (9, 2, 9, 2): 34 and 32, both at least 31: the higher total, seats 0 and 2, loses.
    assert m.totals == [34, 32, 34, 32] and m.finished and m.winners == (1, 3)
    assert m.in_play == [0, 1, 2, 3] and m.hands[0].out == ()


def test_one_team_over_the_target_loses():
    m = team_match([20, 29, 20, 29])  # 29 and 31: seats 1 and 3 reach 31
    assert m.totals == [29, 31, 29, 31] and m.finished and m.winners == (0, 2)


def test_equal_team_totals_over_the_target_play_another_hand():
    m = team_match([26, 33, 26, 33])
    assert m.totals == [35, 35, 35, 35] and not m.finished  # equal: another hand
    sweep(m, dealer=0)  # seat 1 leads the coins and takes everything: 11, 0, 11, 0
    assert m.totals == [46, 35, 46, 35] and m.finished and m.winners == (1, 3)


def test_teams_with_a_hands_limit_share_a_tie():
    m = Match(Rules(teams=True, hands_limit=2, target=11))
    sweep(m, dealer=3)  # seat 0's team cappotto: 0, 11, 0, 11
    assert not m.finished  # seats 1 and 3 are at the target, but the match is two hands
    sweep(m, dealer=0)  # seat 1's team: 11, 0, 11, 0
    assert m.totals == [11, 11, 11, 11] and m.finished and m.winners == (0, 1, 2, 3)


def test_team_record_gives_each_seat_its_team_figures():
    m = team_match([0, 0, 0, 0])
    data = json.loads(dumps(m))
    assert data["version"] == 2 and data["rules"]["teams"] is True
    hand = data["hands"][0]
    assert hand["points"] == [29, 3, 0, 0]  # each player's own pile
    assert hand["scores"] == [9, 2, 9, 2] and hand["totals"] == [9, 2, 9, 2]
    tampered = json.loads(dumps(m))
    tampered["hands"][0]["scores"] = [9, 2, 0, 0]
    with pytest.raises(RecordError) as e:
        from_record(tampered)
    assert e.value.code == "record.derived_mismatch"
    assert dumps(loads(dumps(m))) == dumps(m)


# Versions and what Busca ignores ----------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {"players": 6},
        {"many_player_method": "monte"},
        {"ace_of_batons": "six"},
        {"hands_limit": 5},
        {"teams": True},
    ],
)
def test_version_2_exactly_when_a_new_option_is_used(options):
    data = json.loads(dumps(Match(Rules(**options))))
    assert data["version"] == 2 and all(data["rules"][k] == v for k, v in options.items())
    data["version"] = 1  # a version-1 record carrying it is refused
    with pytest.raises(RecordError) as e:
        from_record(data)
    assert e.value.code == "record.needs_version_2"
    assert next(iter(options)) in e.value.message or "players" in e.value.message


def test_old_options_write_version_1_without_the_new_keys():
    data = json.loads(dumps(Match(Rules(players=5, fractions="lost"))))
    assert data["version"] == 1
    assert set(data["rules"]) == {
        "variant", "players", "target", "survivors", "lowest_wins_at_target",
        "three_player_method", "fractions", "cappotto", "busca_cover", "busca_dealer",
    }  # fmt: skip
    data["rules"]["teams"] = False  # a new key at its default is harmless in version 1
    assert from_record(data).rules == Rules(players=5, fractions="lost")


def test_busca_ignores_the_classic_only_options():
    rules = Rules.busca(teams=True, ace_of_batons="eleven", hands_limit=1)
    assert not rules.uses_teams and not rules.uses_hands_limit and rules.ace_bonus == 0
    m = Match(rules)
    sweep(m, dealer=3)  # seat 0 takes every card (40 points): the others did not cover
    r = m.hands[0].state.result
    assert r is not None and r.points == (40, 0, 0, 0)  # the Pita 8, the ace of batons 3
    assert r.scores == (0, 3, 3, 3) and not m.finished  # no hands limit, no teams
    assert rules.in_effect() == {
        "variant": "busca", "players": 4, "target": 10,
        "busca_cover": "card_points", "busca_dealer": "rotate",
    }  # fmt: skip


def test_when_the_three_player_method_is_used() -> None:
    """By the rule book: three from the start; four to eight once the others have dropped
    out to three (the match goes on below the survivors + 1); never when the match ends
    before three are left, when nobody drops out, or in Busca."""
    assert Rules(players=3).three_player_stage() == "start"
    assert Rules(players=4).three_player_stage() == "later"  # 4 -> 3 -> 2 (one survivor)
    assert Rules(players=8, survivors=2).three_player_stage() == "later"  # ... 3 -> 2
    assert Rules(players=8, survivors=3).three_player_stage() == ""  # ends at three
    assert Rules(players=2).three_player_stage() == ""
    assert Rules(players=4, teams=True).three_player_stage() == ""  # nobody drops out
    assert Rules(players=5, hands_limit=6).three_player_stage() == ""
    assert Rules(players=4, lowest_wins_at_target=True).three_player_stage() == ""
    assert Rules.busca().three_player_stage() == ""
