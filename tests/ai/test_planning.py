"""The expert's playouts plan the searcher's own next card (``ai.planning``)."""

from __future__ import annotations

import random
from functools import partial

import pytest

from ciapano_qt.ai.expert import ExpertPlayer
from ciapano_qt.ai.objective import Objective
from ciapano_qt.ai.planning import planned_playout
from ciapano_qt.ai.policy import playout, rollout_choice
from ciapano_qt.ai.tournament import deal_state
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

from .conftest import ALL_RULES, rules_id
from .positions import build

# Seven tricks played (leaders in order: seat 1, then the winners 0, 2, 2, 2, 1, 1):
# seat 0 took 4B 6B FB CB (2 thirds), seat 1 the spades but the Three, AD 3D AB (14 thirds),
# seat 2 the low diamonds and eight coppe (6 thirds), seat 3 nothing. Seat 1 leads trick 8.
TRICKS = [
    {1: "4B", 2: "6B", 3: "FB", 0: "CB"},
    {0: "4C", 1: "5C", 2: "7C", 3: "6C"},
    {2: "AC", 3: "RC", 0: "FC", 1: "CC"},
    {2: "7D", 3: "6D", 0: "4D", 1: "5D"},
    {2: "4S", 3: "6S", 0: "5S", 1: "7S"},
    {1: "AS", 2: "FS", 3: "AD", 0: "CS"},
    {1: "2S", 2: "RS", 3: "AB", 0: "3D"},
]
HANDS = {0: "FD CD RB", 1: "RD 5B 3B", 2: "3C 3S 2B", 3: "2D 2C 7B"}


def test_the_searcher_plans_its_next_lead() -> None:
    """Seat 1 leads the Three of batons and takes trick 8 with 3B 2B 7B RB (3 thirds: 17).
    Trick 9, seat 1 holds RD and 5B and nobody else has a baton.

    The rule policy keeps for the last trick the card with more higher cards out (RD: the 2D)
    and leads 5B: it wins, seat 2 dumps 3C, seat 3 dumps 2D, seat 0 dumps CD (3 thirds: 20);
    the last trick RD 3S 2C FD is its own too (4 thirds: 24). Scores: seat 0 2 thirds -> 0,
    seat 2 6 thirds -> 2, seat 3 0; seat 1, the last trick, 11 - 2 = 9.

    Leading RD instead: seat 2 dumps 3C, seat 3 must play 2D and wins, seat 0 ducks CD
    (4 thirds to seat 3); seat 3 leads 2C, the last card of its suit, and takes FD 5B 3S
    with it (3 more: 7 thirds and the last trick). Scores: 0, 17 thirds -> 5, 2, and seat 3
    11 - 7 = 4. Planning finds the lead of RD: 5 instead of 9 for seat 1."""
    state = build(Rules(players=4), 0, TRICKS, HANDS)
    assert state.current == 1
    three = parse_card("3B")
    assert playout(state, three) == (0, 9, 2, 0)
    assert planned_playout(state, three, lambda scores: -scores[1]) == (0, 5, 2, 4)
    assert state.hand_of(1) == [parse_card(c) for c in ("RD", "5B", "3B")]  # not changed


def test_a_forced_next_card_leaves_the_rule_playout() -> None:
    """Two cards each: after this card the searcher's last one is forced."""
    tricks = [*TRICKS, {1: "3B", 2: "2B", 3: "7B", 0: "RB"}]
    state = build(Rules(players=4), 0, tricks, {0: "FD CD", 1: "RD 5B", 2: "3C 3S", 3: "2D 2C"})
    for code in ("RD", "5B"):
        card = parse_card(code)
        assert planned_playout(state, card, lambda scores: -scores[1]) == playout(state, card)


def _means(plan: int, table: list[str | None]) -> list[float]:
    """Seat 1's mean value of each of its three cards at trick 8, 300 rollouts, seed 3."""
    view = view_of(build(Rules(players=4), 0, TRICKS, HANDS), 1)
    player = ExpertPlayer(seed=3, iterations=300, table=table)
    player.PLAN = plan
    player.EXACT_CARDS = 0  # rollouts, not the exact solve, for these 12 cards
    player.HALVING = ()  # every card keeps every world
    moves, values, _ = player.values(view)
    assert len(moves) == 3
    return values


def test_against_believed_rule_players_the_expert_plans_its_next_card() -> None:
    """The same worlds (same seed) valued with and without planning: every card's mean is at
    least as good planned, and some card's is better."""
    table: list[str | None] = ["medium", None, "medium", "medium"]
    plain, planned = _means(0, table), _means(1, table)
    assert all(b >= a for a, b in zip(plain, planned, strict=True))
    assert planned != plain


@pytest.mark.parametrize(
    "table",
    [["hard", None, "hard", "hard"], ["medium", None, "medium", None], [None] * 4],
    ids=["hard", "a person among them", "people"],
)
def test_with_a_seat_not_believed_the_expert_does_not_plan(table: list[str | None]) -> None:
    """Uniform worlds for some seat: the plan would see guessed cards (docs/ai.md)."""
    assert _means(1, table) == _means(0, table)


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_planning_never_does_worse_than_the_rule_playout(rules: Rules) -> None:
    """The rule policy's own next card is among those tried, so in every world the searcher's
    value of a planned playout is at least that of the plain one, whatever its objective;
    planning a second card in the same way can only add to it."""
    rng = random.Random(5)
    better = 0
    for index in range(12):
        state = deal_state(rules, 3, index)
        for _ in range(rng.randrange(0, 4 * rules.players)):
            if state.is_over:
                break
            state.chosen_step(rollout_choice)
        if state.is_over:
            continue
        seat = state.current
        totals = [rng.randrange(0, rules.target) for _ in range(rules.players)]
        objective = Objective(rules, range(rules.players), totals, aware=True)

        value = partial(objective.value, seat)
        for card in state.legal_moves():
            plain = playout(state, int(card))
            once = planned_playout(state, int(card), value)
            twice = planned_playout(state, int(card), value, 2)
            assert len(plain) == len(once) == len(twice) == rules.players
            assert value(twice) >= value(once) >= value(plain)
            better += value(twice) > value(plain)
    assert better > 0  # and planning does change some outcomes
