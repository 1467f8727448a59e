"""Determinized search (perfect-information Monte Carlo) and the ``hard`` level.

For each sampled world consistent with the view, every legal card is tried and the hand is
played out by the rule policy; the card with the best average value wins. The same worlds
are used for every card (common random numbers), so differences between cards are not
swamped by the luck of the deal.

Budgets: ``iterations`` is a fixed number of rollouts per move (rounded up to whole worlds);
with it the search ignores the clock and is deterministic for its seed. Without it the search
stops at its wall-clock ``deadline`` (seconds) or at ``max_rollouts``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine.cards import CARDS, Card, cards_of
from ..engine.hand import HandState
from ..engine.view import View
from .objective import Objective
from .policy import playout
from .rule_players import medium_card
from .sampling import Sampler

WorldEval = Callable[[HandState, int], float]
"""Value for the searching seat of playing ``card`` in a sampled world (the world is shared:
clone before changing it)."""


def flat_search(
    view: View,
    rng: random.Random,
    moves: list[int],
    evaluate: WorldEval,
    iterations: int | None,
    deadline: float,
    max_rollouts: int,
    sampler: Sampler | None = None,
) -> tuple[list[float], int]:
    """Summed values per move over sampled worlds, and the number of worlds."""
    sampler = sampler or Sampler(view)
    sums = [0.0] * len(moves)
    worlds = 0
    start = time.perf_counter()
    budget = iterations if iterations is not None else max_rollouts
    while True:
        world = sampler.sample(rng)
        for i, c in enumerate(moves):
            sums[i] += evaluate(world, c)
        worlds += 1
        if worlds * len(moves) >= budget:
            break
        if iterations is None and time.perf_counter() - start >= deadline:
            break
    return sums, worlds


def pick(moves: list[int], sums: list[float], prefer: int) -> int:
    """The best move; ties go to ``prefer`` (the rule player's card), then the first."""
    top = max(sums)
    best = [c for c, v in zip(moves, sums, strict=True) if v >= top - 1e-9]
    return prefer if prefer in best else best[0]


class HardPlayer:
    """Determinized search with rule-policy rollouts, scoring its own hand score.

    Its budget is a fixed 50 rollouts a move, bounded by its deadline on a slow machine: at
    the 600 to 800 its deadline used to buy, its estimates had settled where the expert's
    settle, and the two levels played alike (docs/ai.md, "Levels a step apart")."""

    DEADLINE = 0.03
    MAX_ROLLOUTS = 50
    EPS = 0.0

    def __init__(
        self, seed: int | None = None, iterations: int | None = None, deadline: float | None = None
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.deadline = self.DEADLINE if deadline is None else deadline
        self.last_stats: dict[str, float] = {}

    def choose(self, view: View) -> Card:
        moves = cards_of(view.legal)
        if len(moves) == 1:
            return moves[0]
        objective = Objective(view.rules, view.active, view.totals, aware=False)
        seat, rng, eps = view.seat, self.rng, self.EPS

        def evaluate(world: HandState, card: int) -> float:
            return objective.value(seat, playout(world, card, rng, eps))

        ints = [int(c) for c in moves]
        sums, worlds = flat_search(
            view, rng, ints, evaluate, self.iterations, self.deadline, self.MAX_ROLLOUTS
        )
        self.last_stats = {"worlds": float(worlds), "rollouts": float(worlds * len(ints))}
        return CARDS[pick(ints, sums, medium_card(view))]
