"""Same seed, same moves: whole matches replay identically for every level."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules

LEVELS = ["random", "easy", "medium", "hard", "expert"]


def _moves(match: Match) -> list[list[int]]:
    return [[*h.state.plays, h.state.discard or -1] for h in match.hands]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rules", [Rules(players=3, target=11), Rules.busca(target=4)])
def test_same_seed_same_moves(level: str, rules: Rules) -> None:
    levels = [level] * rules.players
    a = play_match(rules, levels, random.Random(42), iterations=10)
    b = play_match(rules, levels, random.Random(42), iterations=10)
    assert _moves(a) == _moves(b)
    assert a.totals == b.totals


def test_different_seeds_differ() -> None:
    rules = Rules(players=4, target=21)
    a = play_match(rules, ["random"] * 4, random.Random(1))
    b = play_match(rules, ["random"] * 4, random.Random(2))
    assert _moves(a) != _moves(b)
