"""Two against two and the ace of batons for the computer players (issue 16): partners give
each other no points, the search levels value the team, the ace of batons is dumped first."""

from __future__ import annotations

from ciapano_qt.ai import policy
from ciapano_qt.ai.objective import WIN, Objective
from ciapano_qt.ai.rule_players import medium_card
from ciapano_qt.engine.cards import CLASSIC_THIRDS, parse_card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

SUITS = ["4D 5D 6D 7D FD CD RD AD 2D 3D", "4C 5C 6C 7C FC CC RC AC 2C 3C",
         "4S 5S 6S 7S FS CS RS AS 2S 3S", "4B 5B 6B 7B FB CB RB AB 2B 3B"]  # fmt: skip


def suit_split(rules: Rules) -> HandState:
    """Seat 0 holds the coins, 1 the cups, 2 the swords, 3 the batons; seat 0 leads."""
    deal = [[parse_card(c) for c in s.split()] for s in SUITS]
    return HandState(rules, 4, 3, deal)


def after(rules: Rules, plays: str) -> HandState:
    state = suit_split(rules)
    for c in plays.split():
        state.play(parse_card(c))
    return state


def test_medium_gives_its_partner_no_points_and_its_opponents_the_ace():
    # Seat 0 leads the 3D, nobody else holds a coin: seat 0 takes the trick.
    alone = after(Rules(), "3D 4C")
    assert medium_card(view_of(alone, 2)) == parse_card("AS")  # dumps its ace on seat 0
    teams = after(Rules(teams=True), "3D 4C")  # seat 0 is seat 2's partner
    card = medium_card(view_of(teams, 2))
    assert CLASSIC_THIRDS[card] == 0  # a card worth nothing (the 7S, its most dangerous)
    assert card == parse_card("7S")
    # seat 1, an opponent of seat 0, dumps its ace there in both games
    for rules in (Rules(), Rules(teams=True)):
        assert medium_card(view_of(after(rules, "3D"), 1)) == parse_card("AC")


def test_the_rollout_policy_knows_the_partner_too():
    teams = after(Rules(teams=True), "3D 4C")
    hand = teams.hands[2]
    args = (teams, 2, hand, hand, 0, int(parse_card("3D")), 2, 0, (1 << 40) - 1)
    assert policy.chooser_for(teams.rules) is policy.regional_choice
    assert policy.regional_choice(*args) == parse_card("7S")
    assert policy.chooser_for(Rules()) is policy.rollout_choice  # the classic path unchanged


def test_the_ace_of_batons_worth_eleven_is_dumped_first():
    # Seat 3 (all the batons) is void in coins. dump_card scores 4 x value + strength: the
    # eleven-point ace 4 * 33 + 7 = 139, far ahead of the 3B's 4 * 1 + 9 = 13.
    state = after(Rules(ace_of_batons="eleven"), "3D 4C 4S")
    assert medium_card(view_of(state, 3)) == parse_card("AB")


def test_team_objective_values_the_team_match():
    rules = Rules(teams=True, target=31)
    # Totals 25 (seats 0, 2) and 28 (1, 3); a hand of (9, 2, 9, 2): 34 and 30. Seats 0 and 2
    # reach 31 alone: they lose, seats 1 and 3 win.
    obj = Objective(rules, (0, 1, 2, 3), (25, 28, 25, 28), aware=True)
    scores = (9, 2, 9, 2)
    assert obj.value(0, scores) == -WIN - 0.9 and obj.value(1, scores) == WIN - 0.2
    # Both teams over with equal totals: the match goes on, own points only.
    even = Objective(rules, (0, 1, 2, 3), (26, 33, 26, 33), aware=True)
    assert even.value(0, scores) == -9.0
    # A hands limit: the last hand decides by the lower total.
    limit = Objective(Rules(teams=True, hands_limit=3), (0, 1, 2, 3), (5, 9, 5, 9), True, 2)
    # 5 + 6 = 11 against 9 + 5 = 14: seats 0 and 2 have the lower total and win
    assert limit.value(0, (6, 5, 6, 5)) == WIN - 0.6 and limit.value(1, (6, 5, 6, 5)) == -WIN - 0.5
