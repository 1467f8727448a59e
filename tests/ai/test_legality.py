"""Every level plays only legal moves (the engine's checked ``play`` refuses any other) over
whole matches of every variant, option and player count, heads-up finales included."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.ai.levels import level_names, make_player
from ciapano_qt.ai.play import play_match
from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

from .conftest import ALL_RULES, rules_id

LEVELS = ["random", "easy", "medium", "hard", "expert"]
SEARCH_BUDGET = 12


def test_every_level_is_registered() -> None:
    assert set(LEVELS) <= set(level_names())


@pytest.mark.parametrize("rules", ALL_RULES, ids=rules_id)
@pytest.mark.parametrize("level", LEVELS)
def test_whole_matches_are_legal(level: str, rules: Rules) -> None:
    matches = 3 if level in ("random", "easy", "medium") else 1
    rng = random.Random(f"{level}-{rules_id(rules)}")
    for _ in range(matches):
        # the level under test in every other seat, the rule player beside it
        levels = [level if s % 2 == 0 else "medium" for s in range(rules.players)]
        match = play_match(rules, levels, rng, iterations=SEARCH_BUDGET)
        assert match.finished
        assert match.winners


@pytest.mark.parametrize("level", LEVELS)
def test_three_player_discard_and_heads_up(level: str) -> None:
    """The dealer's discard and the heads-up finale with a stock, for every level."""
    for rules in (Rules(players=3, target=11), Rules(players=2, target=11)):
        rng = random.Random(7)
        match = Match(rules)
        players = [make_player(level, s, SEARCH_BUDGET) for s in range(rules.players)]
        seen_phases: set[str] = set()
        while not match.finished:
            match.deal_hand(rng)
            state = match.hand
            while state is not None and not state.is_over:
                view = view_of(state, state.current)
                seen_phases.add(view.phase)
                card = players[state.current].choose(view)
                assert view.legal >> card & 1
                match.play(card)
        if rules.players == 3:
            assert "discard" in seen_phases
        else:
            assert any(h.deal.stock for h in match.hands)
