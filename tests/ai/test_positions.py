"""Constructed positions: the players see the match situation (a cappotto to stop, a Busca
player still uncovered late, the target) and the hint explains its card."""

from __future__ import annotations

import pytest

from ciapano_qt.ai.hint import hint
from ciapano_qt.ai.levels import make_player
from ciapano_qt.ai.objective import WIN, Objective
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

from .positions import build

BUDGET = 200

# Seat 1 has won the first eight tricks and every card point in them (30 thirds). Trick 9:
# seat 1 leads the Fante of batons, seats 2 and 3 follow low; seat 0 (last) holds the Re and
# the 4 of batons. Ducking lets seat 1 take the Re on the last trick too: cappotto, 11 for
# everyone else. Taking the trick with the Re costs seat 0 one point (it must then win the
# last trick too, and pays 11 - 10).
CLASSIC_TRICKS = [
    {0: "4D", 1: "3D", 2: "5D", 3: "6D"},
    {1: "2D", 2: "7D", 3: "FD", 0: "CD"},
    {1: "AD", 2: "RD", 3: "4C", 0: "5C"},
    {1: "3C", 2: "6C", 3: "7C", 0: "FC"},
    {1: "2C", 2: "CC", 3: "RC", 0: "AC"},
    {1: "3S", 2: "4S", 3: "FS", 0: "CS"},
    {1: "2S", 2: "RS", 3: "AS", 0: "7B"},
    {1: "3B", 2: "2B", 3: "AB", 0: "CB"},
]
LATE_HANDS = {0: "RB 4B", 1: "7S", 2: "5S", 3: "6S"}
LATE_TRICK = {1: "FB", 2: "5B", 3: "6B"}

# The same cards in Busca (which may not lead coins to the first trick): seat 1 took the
# Pita and every point; seats 0, 2 and 3 are still uncovered with two tricks to go.
BUSCA_TRICKS = [
    {0: "FC", 1: "3C", 2: "6C", 3: "7C"},
    {1: "2C", 2: "CC", 3: "RC", 0: "AC"},
    {1: "3D", 2: "5D", 3: "6D", 0: "4D"},
    {1: "2D", 2: "7D", 3: "FD", 0: "CD"},
    {1: "AD", 2: "RD", 3: "4C", 0: "5C"},
    *CLASSIC_TRICKS[5:],
]


def _late(rules: Rules, tricks: list[dict[int, str]], totals: tuple[int, ...]) -> HandState:
    return build(rules, 3, tricks, LATE_HANDS, LATE_TRICK, totals=totals)


def _outcome(state: HandState, first: str) -> tuple[int, ...]:
    """Seat 0 plays ``first``; the rest of the hand is forced or equivalent."""
    st = state.clone()
    st.play(parse_card(first))
    while not st.is_over:
        st.play(st.legal_moves()[0])
    assert st.result is not None
    return st.result.scores


def test_position_is_what_the_comment_says() -> None:
    state = _late(Rules(), CLASSIC_TRICKS, (0, 0, 0, 0))
    assert state.current == 0
    assert _outcome(state, "4B") == (11, 0, 11, 11)  # cappotto for seat 1
    assert _outcome(state, "RB") == (1, 10, 0, 0)  # seat 0 also wins the last trick


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_stops_the_cappotto(level: str) -> None:
    state = _late(Rules(), CLASSIC_TRICKS, (0, 0, 0, 0))
    view = view_of(state, 0)
    assert make_player(level, 1, BUDGET).choose(view) == parse_card("RB")


def test_rule_player_ducks_into_the_cappotto() -> None:
    """The rule player only ducks: the search levels are needed here (a known weakness)."""
    view = view_of(_late(Rules(), CLASSIC_TRICKS, (0, 0, 0, 0)), 0)
    assert make_player("medium").choose(view) == parse_card("4B")


def test_hint_names_the_cappotto_threat() -> None:
    view = view_of(_late(Rules(), CLASSIC_TRICKS, (0, 0, 0, 0)), 0)
    h = hint(view, seed=3, budget=BUDGET)
    assert h.card == parse_card("RB")
    assert h.reason_code == "stop_cappotto"
    assert h.reason_params["seat"] == 1
    assert "cappotto" in h.reason_en


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_uncovered_busca_player_takes_a_point_late(level: str) -> None:
    state = _late(Rules.busca(), BUSCA_TRICKS, (0, 0, 0, 0))
    assert _outcome(state, "RB")[0] == 0  # covered; seats 2 and 3 score 2 each
    assert _outcome(state, "4B")[0] == 3  # three uncovered: 3 busche each
    view = view_of(state, 0)
    assert make_player(level, 1, BUDGET).choose(view) == parse_card("RB")
    h = hint(view, seed=1, budget=BUDGET)
    assert h.reason_code == "cover"


def test_objective_counts_the_target() -> None:
    rules = Rules(players=4, target=31)
    near = Objective(rules, range(4), (29, 10, 10, 30), aware=True)
    plain = Objective(rules, range(4), (29, 10, 10, 30), aware=False)
    # 2 points for seat 0 cross the target: as bad as losing the match
    assert near.value(0, (2, 3, 3, 3)) <= -WIN + 1
    assert plain.value(0, (2, 3, 3, 3)) == -2
    # 1 point for seat 0 while seat 3 drops out beats 0 points while nobody does
    assert near.value(0, (1, 4, 5, 1)) > near.value(0, (0, 5, 6, 0))
    far = Objective(rules, range(4), (0, 0, 0, 0), aware=True)
    assert far.value(0, (1, 4, 5, 1)) == -1


def test_near_the_target_the_expert_will_not_end_the_match_as_a_loser() -> None:
    """Lowest total wins once anyone reaches 31. Seat 0 has 10, seat 1 has 25, seats 2 and 3
    nothing. Taking the trick (1 point) gives seat 1 its 10 points: 35, the match ends and
    seats 2 and 3 win. Ducking concedes the cappotto: 11 points, but the match goes on."""
    rules = Rules(target=31, lowest_wins_at_target=True)
    totals = (10, 25, 0, 0)
    state = _late(rules, CLASSIC_TRICKS, totals)
    assert _outcome(state, "RB") == (1, 10, 0, 0)
    assert _outcome(state, "4B") == (11, 0, 11, 11)
    view = view_of(state, 0)
    assert make_player("expert", 1, BUDGET).choose(view) == parse_card("4B")
    # the same hand with nobody near the target: take the trick
    early = view_of(_late(rules, CLASSIC_TRICKS, (0, 0, 0, 0)), 0)
    assert make_player("expert", 1, BUDGET).choose(early) == parse_card("RB")
    # hard plays for its hand score only
    assert make_player("hard", 1, BUDGET).choose(view) == parse_card("RB")


def test_objective_counts_the_busche_limit() -> None:
    """The end of a Busca match is worth the seat's share of the win against the fair share
    of 1/4: 40 * (share - 1/4), plus a tenth of the hand's own value."""
    rules = Rules.busca(target=10)
    near = Objective(rules, range(4), (9, 2, 3, 4), aware=True)
    # one busca for seat 0 ends the match with seat 0 the loser: 40 * (0 - 1/4) - 0.1
    assert near.value(0, (1, 0, 0, 0)) == pytest.approx(-10.1)
    # worse than any busche that leave the match going (at most 0 here: seat 0 is at 9)
    assert near.value(0, (1, 0, 0, 0)) < near.value(0, (0, 0, 0, 0)) == 0
    # six busche for seat 3 end it too, and seat 1 (2) is lower than seat 0 (9): lost
    assert near.value(0, (0, 0, 0, 6)) == pytest.approx(-10.0)
    # ... and won by seat 1 alone: 40 * (1 - 1/4)
    assert near.value(1, (0, 0, 0, 6)) == pytest.approx(30.0)
    # seat 1 ending it while seat 0 is lowest: won
    low = Objective(rules, range(4), (1, 9, 3, 4), aware=True)
    assert low.value(0, (0, 2, 0, 0)) == pytest.approx(30.0)
    # from 2 busche a hand of 8 ends the match: the situation counts
    two = Objective(rules, range(4), (0, 0, 0, 2), aware=True)
    assert two.value(0, (2, 0, 0, 0)) == -2  # the match goes on: the hand's busche
    # ended by seat 3's eight busche: the other three share the win, each a little better
    # off than the fair 1/4 (40 * (1/3 - 1/4) = 3.33), not a whole win
    assert two.value(0, (0, 0, 0, 8)) == pytest.approx(40 / 12)
    assert two.value(3, (0, 0, 0, 8)) == pytest.approx(-10 - 0.8)
    # a tie for the most busche at the limit: the two lowest share (40 * (1/2 - 1/4))
    assert two.value(0, (0, 0, 8, 8)) == pytest.approx(10.0)
    # in a fresh match no hand short of 10 busche ends it (one in twenty, among rule
    # players): the hand's busche only, as for hard
    fresh = Objective(rules, range(4), (0, 0, 0, 0), aware=True)
    assert not fresh.aware
    assert fresh.value(0, (0, 0, 0, 10)) == 0
    assert fresh.value(3, (0, 0, 0, 10)) == -10
