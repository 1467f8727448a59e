"""The belief model: the true hands explain every play of rule players; sampled worlds stay
consistent with the view; the belief sampler is deterministic for its seed."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.ai.belief import Belief
from ciapano_qt.ai.explain import decisions, mismatches
from ciapano_qt.ai.rule_players import medium_card
from ciapano_qt.ai.tournament import deal_state
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

from .conftest import ALL_RULES, rules_id
from .test_sampling import _random_position, assert_world_agrees


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_true_hands_explain_the_rule_players(rules: Rules) -> None:
    """Among rule players, the real hands reproduce every earlier decision of every seat."""
    seen = 0
    for index in range(6):
        state = deal_state(rules, 3, index)
        while not state.is_over:
            for seat in state.active:
                view = view_of(state, seat)
                found = decisions(view)
                seen += len(found)
                assert mismatches(found, state.hands, state.discard, rules.is_busca) == 0
            state.play(medium_card(view_of(state, state.current)))
    if rules.players > 2:
        assert seen > 0


def test_belief_prefers_worlds_that_explain_the_plays() -> None:
    rules = Rules()
    rng = random.Random(4)
    plain = better = 0
    for index in range(8):
        state = deal_state(rules, 9, index)
        while len(state.winners) < 5:
            state.play(medium_card(view_of(state, state.current)))
        view = view_of(state, state.current)
        found = decisions(view)
        belief = Belief(view, 0.0, 60)
        for _ in range(10):
            world = belief.sample(rng)
            better += mismatches(found, world.hands, world.discard, False) == 0
            plain += mismatches(found, belief.sampler.sample(rng).hands, None, False) == 0
    assert better > 2 * plain


def test_belief_is_deterministic_for_a_seed() -> None:
    rules = Rules(players=3)
    state = deal_state(rules, 9, 2)
    while len(state.winners) < 4:
        state.play(medium_card(view_of(state, state.current)))
    view = view_of(state, state.current)
    a = [Belief(view, 0.1, 20).sample(random.Random(7)).hands for _ in range(3)]
    b = [Belief(view, 0.1, 20).sample(random.Random(7)).hands for _ in range(3)]
    assert a == b


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_belief_worlds_agree_with_the_view(rules: Rules) -> None:
    rng = random.Random(2)
    for seed in range(25):
        state = _random_position(rules, seed)
        view = view_of(state, state.current)
        belief = Belief(view, 0.1, 3)
        for _ in range(8):
            assert_world_agrees(view, state, belief.sample(rng))


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_resumed_chains_agree_with_the_new_view(rules: Rules) -> None:
    """Chains carried over from a seat's previous move are repaired to fit the new view."""
    rng = random.Random(5)
    for index in range(4):
        state = deal_state(rules, 11, index)
        carry: dict[int, list[list[int]]] = {}
        while not state.is_over:
            seat = state.current
            view = view_of(state, seat)
            belief = Belief(view, 0.1, 2, carry.get(seat))
            for _ in range(3):
                assert_world_agrees(view, state, belief.sample(rng))
            if belief.chains:
                carry[seat] = belief.hands()
            state.play(medium_card(view))


def test_seats_unlike_the_rule_player_are_not_believed() -> None:
    """In the constructed cappotto position the plays are nothing like the rule player's:
    no world explains them, so the belief falls back to uniform worlds for those seats."""
    from .test_positions import CLASSIC_TRICKS, _late

    view = view_of(_late(Rules(), CLASSIC_TRICKS, (0, 0, 0, 0)), 0)
    belief = Belief(view, 0.1, 4)
    belief.sample(random.Random(1))
    assert belief.weight[1] == 0.0
    rules_like = Belief(view_of(_rule_hand(), 0), 0.1, 4)
    rules_like.sample(random.Random(1))
    assert all(w < 0 for w in rules_like.weight.values())


def _rule_hand() -> HandState:
    """Five tricks of rule players, seat 0 to move."""
    state = deal_state(Rules(), 9, 1)
    while len(state.winners) < 5 or state.current != 0:
        state.play(medium_card(view_of(state, state.current)))
    return state


def test_expert_with_the_belief_is_deterministic_and_legal() -> None:
    """Every other seat believed (the experiment's option): same seed, same moves; chains
    carried between moves of a hand."""
    from ciapano_qt.ai.expert import ExpertPlayer

    def game(seed: int) -> list[int]:
        state = deal_state(Rules(players=3), 4, 0)
        players = [ExpertPlayer(seed + s, iterations=20, belief_eps=0.1) for s in range(3)]
        while not state.is_over:
            view = view_of(state, state.current)
            card = players[state.current].choose(view)
            assert view.legal >> int(card) & 1
            state.play(card)
        assert all(p.carry is not None for p in players)
        return list(state.plays)

    assert game(1) == game(1)


def test_the_expert_believes_only_the_seats_the_table_names_rule_players() -> None:
    """The levels are public: medium seats are read as the rule player (weight 0 per missed
    play: medium is deterministic), search levels and people are not."""
    from ciapano_qt.ai.expert import ExpertPlayer
    from ciapano_qt.ai.levels import make_player

    view = view_of(_rule_hand(), 0)
    table = ("expert", "medium", "hard", None)
    player = make_player("expert", 1, 40, table)
    assert isinstance(player, ExpertPlayer)
    assert player.trust(view) == {1: 0.0}
    assert ExpertPlayer(1, table=("expert", "medium", "medium", "medium")).trust(view) == {
        1: 0.0,
        2: 0.0,
        3: 0.0,
    }
    assert ExpertPlayer(1, table=("expert", "hard", "easy", None)).trust(view) == {}
    assert ExpertPlayer(1).trust(view) == {}  # no table: nobody is believed
    assert ExpertPlayer(1, table=table, belief_steps=0).trust(view) == {}
    # the belief reads seat 1 only; the others' cards are placed as without it
    belief = Belief(view, player.trust(view), 4)
    belief.sample(random.Random(3))
    assert belief.weight[1] < 0 and belief.weight[2] == 0.0 and belief.weight[3] == 0.0
    # the real hands explain every play of seat 1: every chain ends on such a world
    assert all(chain.k[1] == 0 for chain in belief.chains)
