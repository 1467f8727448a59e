"""Sampled worlds agree with the view: hand sizes, known cards, voids, stock and extra card;
the inlined rollout gives the same scores as playing the policy through ``HandState.apply``."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.ai import policy
from ciapano_qt.ai.knowledge import history_voids
from ciapano_qt.ai.sampling import Sampler
from ciapano_qt.engine.cards import FULL_MASK, SUIT_MASKS
from ciapano_qt.engine.deal import shuffled_deal
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.scoring import pile_points
from ciapano_qt.engine.view import View, view_of

from .conftest import ALL_RULES, rules_id


def _random_position(rules: Rules, seed: int) -> HandState:
    rng = random.Random(seed)
    n = rules.players
    deal = shuffled_deal(rules, n, range(n), seed % n, rng)
    state = HandState(rules, n, deal.dealer, deal.hands, deal.stock, deal.removed)
    for _ in range(rng.randrange(0, 4 * state.n_tricks - 4)):
        if state.is_over or len(state.winners) >= state.n_tricks - 1:
            break
        state.random_step(rng)
    return state


def assert_world_agrees(view: View, state: HandState, world: HandState) -> None:
    """``world`` could be ``state`` as far as ``view`` (of the seat to move) can tell."""
    voids = history_voids(view)
    assert world.hands[view.seat] == view.hand
    assert world.current == state.current
    assert world.legal_mask() == state.legal_mask()
    assert len(world.stock) - world.stock_pos == len(state.stock) - state.stock_pos
    for s in view.active:
        assert world.hands[s].bit_count() == state.hands[s].bit_count()
        assert world.hands[s] & view.known[s] == view.known[s]
        if s != view.seat:
            hidden = world.hands[s] & ~view.known[s]
            for suit in range(4):
                if voids[s] >> suit & 1:
                    assert not hidden & SUIT_MASKS[suit]
    # every card is somewhere exactly once
    total = world.played | sum(world.hands) | sum(1 << c for c in world.stock)
    for extra in (world.discard, world.removed):
        if extra is not None:
            total |= 1 << extra
    total |= world.out_mask  # six or seven players: the cards taken out or the monte
    assert total == FULL_MASK
    assert world.monte_mask.bit_count() == state.monte_mask.bit_count()


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_worlds_agree_with_the_view(rules: Rules) -> None:
    rng = random.Random(1)
    for seed in range(25):
        state = _random_position(rules, seed)
        view = view_of(state, state.current)
        sampler = Sampler(view)
        for _ in range(5):
            assert_world_agrees(view, state, sampler.sample(rng))


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
def test_inlined_playout_matches_apply(rules: Rules) -> None:
    for seed in range(30):
        state = _random_position(rules, seed)
        if state.phase != "play":
            continue
        slow = state.clone()
        while not slow.is_over:
            seat = slow.current
            h = slow.hands[seat]
            out = FULL_MASK & ~slow.played & ~h
            covered = True
            pts = 0
            bare = False
            by_tricks = slow.is_busca and rules.busca_cover == "tricks"

            def has_covered(s: int, st: HandState = slow, tricks: bool = by_tricks) -> bool:
                if tricks:
                    return s in st.winners
                return pile_points(st.piles[s], True) > 0

            if slow.is_busca:
                covered = has_covered(seat)
                pts = sum(policy.values(True)[c] for c in slow.trick_cards)
                if slow.trick_len and covered:  # the seat that played the trick's best card
                    at = [int(c) for c in slow.trick_cards].index(slow.trick_best)
                    bare = not has_covered((slow.trick_leader + at) % 4)
            legal = slow.legal_mask()
            last = slow.trick_len == len(slow.active) - 1
            # the regional options: the ace of batons' value, the partner winning the trick
            regional = rules.uses_teams or rules.ace_bonus
            vals = policy.values_of(rules) if regional else None
            n = slow.trick_len
            partner = rules.uses_teams and n >= 2 and slow.plays[-2] == slow.trick_best
            card = (
                legal.bit_length() - 1
                if legal & (legal - 1) == 0
                else policy.choose(
                    h,
                    legal,
                    slow.led,
                    slow.trick_best,
                    last,
                    out,
                    slow.is_busca,
                    covered,
                    pts,
                    vals,
                    partner,
                    bare,
                    by_tricks,
                )
            )
            slow.apply(card)
        assert slow.result is not None
        before = (state.hands[:], state.piles[:], state.plays[:], state.winners[:])
        assert policy.playout(state) == slow.result.scores
        assert (state.hands, state.piles, state.plays, state.winners) == before
