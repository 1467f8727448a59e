"""Playing whole matches with computer players: the loop shared by the CLI and the harness."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.match import Match, Seat
from ..engine.rules import Rules
from ..engine.view import view_of
from .base import Player
from .levels import make_player


def play_hand(match: Match, players: Sequence[Player]) -> None:
    """Play the current hand of ``match`` to its end."""
    state = match.hand
    while state is not None and not state.is_over:
        seat = state.current
        match.play(players[seat].choose(view_of(state, seat)))


def play_match(
    rules: Rules,
    levels: Sequence[str],
    rng: random.Random,
    names: Sequence[str] | None = None,
    iterations: int | None = None,
) -> Match:
    """A complete match between computer players of the given levels, dealt from ``rng``.

    ``iterations``: a fixed search budget per move for the search levels (deterministic).
    """
    seats = [
        Seat(names[i] if names else f"{levels[i].capitalize()} {i + 1}", "ai", levels[i])
        for i in range(rules.players)
    ]
    players = [make_player(level, rng.getrandbits(32), iterations, levels) for level in levels]
    match = Match(rules, seats)
    while not match.finished:
        match.deal_hand(rng)
        play_hand(match, players)
    return match
