"""The exact endgame: against seats known to follow the rule policy it plays them as the
rollouts do, and the searching seat's own later cards are chosen, not assumed."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.ai.endgame import Endgame
from ciapano_qt.ai.objective import Objective
from ciapano_qt.ai.policy import playout
from ciapano_qt.engine.cards import cards_of
from ciapano_qt.engine.deal import shuffled_deal
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules

from .conftest import ALL_RULES, rules_id

ENDGAME_RULES = [r for r in ALL_RULES if r.players > 2]  # the heads-up stock never empties early


def _late(rules: Rules, seed: int, cards_left: int) -> HandState:
    """A random position with at most ``cards_left`` cards in the hands (mid-trick too)."""
    rng = random.Random(seed)
    n = rules.players
    deal = shuffled_deal(rules, n, range(n), seed % n, rng)
    state = HandState(rules, n, deal.dealer, deal.hands, deal.stock, deal.removed)
    while sum(h.bit_count() for h in state.hands) > cards_left or rng.random() < 0.3:
        if state.is_over or sum(h.bit_count() for h in state.hands) <= 2:
            break
        state.random_step(rng)
    return state


@pytest.mark.parametrize("rules", ENDGAME_RULES, ids=rules_id)
def test_every_seat_modelled_is_the_rule_policy_playout(rules: Rules) -> None:
    """With every seat (the root's too) in the model nothing branches but the root: each root
    card's value is that of the rule policy's playout after it."""
    checked = 0
    for seed in range(40):
        state = _late(rules, seed, 12)
        if state.is_over or state.phase != "play":
            continue
        seat = state.current
        objective = Objective(rules, state.active, [0] * state.n_seats, aware=False)
        moves = [int(c) for c in cards_of(state.legal_mask())]
        solver = Endgame(state, objective, model=range(state.n_seats))
        got = [vec[seat] for vec in solver.root(state, moves)]
        want = [objective.value(seat, playout(state, m)) for m in moves]
        assert got == want, (seed, moves)
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("rules", ENDGAME_RULES, ids=rules_id)
def test_the_searching_seat_does_at_least_as_well_as_the_policy(rules: Rules) -> None:
    """The others modelled, the root's own later cards chosen: for every root card the
    searching seat does at least as well as by playing its later cards by the policy (its
    own line is one of those it chooses among)."""
    for seed in range(40, 70):
        state = _late(rules, seed, 10)
        if state.is_over or state.phase != "play":
            continue
        seat = state.current
        objective = Objective(rules, state.active, [0] * state.n_seats, aware=False)
        moves = [int(c) for c in cards_of(state.legal_mask())]
        others = [s for s in range(state.n_seats) if s != seat]
        chosen = Endgame(state, objective, model=others).root(state, moves)
        policy = Endgame(state, objective, model=range(state.n_seats)).root(state, moves)
        for c, p in zip(chosen, policy, strict=True):
            assert c[seat] >= p[seat]


def test_the_expert_solves_five_tricks_against_known_rule_players() -> None:
    """Every other seat medium (the table says so): from five tricks left the expert solves
    each world exactly; with a hard seat among them it waits for 9 cards in the hands."""
    from ciapano_qt.ai.expert import ExpertPlayer
    from ciapano_qt.ai.rule_players import medium_card
    from ciapano_qt.ai.tournament import deal_state
    from ciapano_qt.engine.view import view_of

    state = deal_state(Rules(), 3, 0)
    while len(state.winners) < 5 or state.current != 0 or state.trick_len:
        state.play(medium_card(view_of(state, state.current)))
    view = view_of(state, 0)
    assert view.hand.bit_count() == 5 and sum(view.hand_sizes) == 20
    mediums = ExpertPlayer(1, iterations=200, table=("expert", "medium", "medium", "medium"))
    card = mediums.choose(view)
    assert view.legal >> int(card) & 1
    assert mediums.last_stats["exact"] == 1.0
    mixed = ExpertPlayer(1, iterations=200, table=("expert", "medium", "hard", "medium"))
    mixed.choose(view)
    assert mixed.last_stats["exact"] == 0.0
    again = ExpertPlayer(1, iterations=200, table=("expert", "medium", "medium", "medium"))
    assert again.choose(view) == card
