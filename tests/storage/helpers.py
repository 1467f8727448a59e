"""Matches for the storage tests: real computer matches (seeded) and ones stopped mid-hand."""

from __future__ import annotations

import random
from typing import Any

from ciapano_qt.ai.levels import make_player
from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.engine.view import view_of

RULES = [
    Rules(),
    Rules(players=2, target=21),
    Rules(players=3, three_player_method="discard", target=21),
    Rules(players=3, three_player_method="remove_four", fractions="lost"),
    Rules(players=3, three_player_method="monte", cappotto="lenient"),
    Rules(players=5, survivors=2, target=21),
    Rules(lowest_wins_at_target=True, target=21),
    Rules.busca(target=5),
    Rules.busca(busca_cover="tricks", busca_dealer="loser"),
]


def finished_match(rules: Rules, seed: int) -> Match:
    return play_match(rules, ["random"] * rules.players, random.Random(seed))


def partial_match(rules: Rules, seed: int, cards: int) -> Match:
    """A match stopped after ``cards`` cards (discards included), possibly mid-hand."""
    rng = random.Random(seed)
    seats = [Seat("You", "human", None)] + [
        Seat(f"AI {i}", "ai", "random") for i in range(1, rules.players)
    ]
    match = Match(rules, seats)
    players = [make_player("random", rng.getrandbits(32)) for _ in range(rules.players)]
    played = 0
    while not match.finished and played < cards:
        if match.hand is None:
            match.deal_hand(rng)
        state = match.hand
        assert state is not None
        match.play(players[state.current].choose(view_of(state, state.current)))
        played += 1
    return match


def plays_of(match: Match) -> list[list[int]]:
    """Every hand's cards in order, the three-player discard first."""
    out = []
    for log in match.hands:
        state = log.state
        extra = [state.discard] if state.discard is not None else []
        out.append(extra + list(state.plays))
    return out


def n_plays(match: Match) -> int:
    return sum(len(p) for p in plays_of(match))


# JSON documents, by path ------------------------------------------------------------------


def paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, (*prefix, i))
    return out


def get(node: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        node = node[p]
    return node


def replace(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    get(doc, path[:-1])[path[-1]] = value
    return doc
