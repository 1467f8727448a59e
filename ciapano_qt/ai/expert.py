"""The ``expert`` level: determinized search (PIMC) with a larger budget and refinements.

- Worlds are sampled consistent with the view (voids from the whole history, known stock
  cards, hand sizes, the unseen discard or monte card). Seats that the match's ``table``
  (the public level of every seat) names as rule players (``RULE_EPS``) are also believed:
  worlds are weighted by how well they explain those seats' earlier plays (``belief``), a
  world in which the rule player would have played one of them differently being
  ``RULE_EPS[level]`` times as likely per such card. Other seats (search levels, people)
  are not: reading them as rule players misleads (docs/ai.md).
- Each legal card is played out in every world by the rule policy; when every other seat
  in play is believed, this seat also plans its own next two cards in each playout
  (``planning``: tries each, keeps the best). The plan sees the world's hidden cards:
  worth it when the worlds follow the rule players' plays, a loss when they are uniform
  guesses (docs/ai.md).
  After part of the budget the clearly worse cards are dropped (successive halving) so the
  rest get more worlds.
- Once the stock is empty and few cards remain, each world is solved exactly (``endgame``).
- Values follow the match situation (``Objective(aware=True)``): the target, who is about to
  drop out, the end of the match, the busche limit; cappotto comes from the hand's scoring.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence

from ..engine.cards import CARDS, Card, cards_of
from ..engine.hand import HandState
from ..engine.view import View
from .belief import Belief
from .endgame import Endgame, endgame_size
from .objective import Objective
from .planning import planned_playout
from .policy import playout
from .rule_players import medium_card
from .sampling import Sampler
from .search import pick


class ExpertPlayer:
    DEADLINE = 0.15
    MAX_ROLLOUTS = 6000
    EXACT_CARDS = 9  # solve exactly when at most this many cards remain in the hands
    HALVING = (0.35, 0.65)  # budget fractions after which the worse half of the cards go
    EPS = 0.0  # chance of a random card at each rollout decision
    # per level whose plays the belief reads: the weight of a world per earlier play of such
    # a seat that the rule player would not make (``medium`` is the rule player itself and
    # deterministic, so its real hands explain every play)
    RULE_EPS: Mapping[str, float] = {"medium": 0.0}
    BELIEF_STEPS = 4  # card swaps of the belief's chain per sampled world
    # this seat's own later cards each playout plans (``planning``) when every other seat in
    # play is believed; 0: plain playouts
    PLAN = 2

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        deadline: float | None = None,
        table: Sequence[str | None] | None = None,
        belief_eps: float | None = None,
        belief_steps: int | None = None,
        aware: bool = True,
    ) -> None:
        """``table``: the level of every seat of the match (None for a person), as the match
        shows it. ``belief_eps``: believe every other seat as a rule player with this weight
        per missed play, whatever the table (for experiments); ``belief_steps`` 0 turns the
        belief off. ``aware``: values follow the match situation (off: the hand's score only,
        as ``hard`` plays)."""
        self.rng = random.Random(seed)
        self.table = tuple(table or ())
        self.belief_eps = belief_eps
        self.belief_steps = self.BELIEF_STEPS if belief_steps is None else belief_steps
        self.aware = aware
        self.iterations = iterations
        self.deadline = self.DEADLINE if deadline is None else deadline
        self.last_stats: dict[str, float] = {}
        # the belief's chains at this player's last search: (hand, seat, plays), hands
        self.carry: tuple[tuple[int, int, tuple[int, ...]], list[list[int]]] | None = None

    def _resume(self, view: View) -> list[list[int]] | None:
        """The belief's chains of the last search, when it was in this same hand."""
        if self.carry is None:
            return None
        (index, seat, plays), hands = self.carry
        same = index == view.hand_index and seat == view.seat
        if same and view.plays[: len(plays)] == plays and len(view.plays) > len(plays):
            return hands
        return None

    def trust(self, view: View) -> dict[int, float]:
        """The other seats the belief reads, with their weight per missed play."""
        if self.belief_steps <= 0:
            return {}
        others = [s for s in range(view.n_seats) if s != view.seat]
        if self.belief_eps is not None:
            return {s: self.belief_eps for s in others if self.belief_eps < 1.0}
        table = self.table
        eps = self.RULE_EPS
        levels = {s: table[s] for s in others if s < len(table)}
        return {s: eps[lv] for s, lv in levels.items() if lv is not None and lv in eps}

    def search(self, view: View) -> Search:
        """How this player searches ``view``: its worlds and the value of a card in one."""
        objective = Objective(
            view.rules, view.active, view.totals, aware=self.aware, hand_index=view.hand_index
        )
        sampler: Sampler | Belief
        trust = self.trust(view)
        if trust:
            sampler = Belief(view, trust, self.belief_steps, self._resume(view))
        else:
            sampler = Sampler(view)
        others = [s for s in view.active if s != view.seat]
        plan = self.PLAN if others and all(s in trust for s in others) else 0
        exact = view.stock_left == 0 and sum(view.hand_sizes) <= self.EXACT_CARDS
        return Search(view.seat, sampler, objective, plan, exact, self.EPS)

    def values(self, view: View) -> tuple[list[int], list[float], list[float]]:
        """The legal cards, their mean values for this seat, and the worlds behind each."""
        moves = [int(c) for c in cards_of(view.legal)]
        rng = self.rng
        search = self.search(view)
        sampler, exact = search.sampler, search.exact
        m = len(moves)
        sums = [0.0] * m
        counts = [0.0] * m
        alive = list(range(m))
        budget = self.iterations if self.iterations is not None else self.MAX_ROLLOUTS
        spent = 0
        stage = 0
        start = time.perf_counter()
        worlds = 0
        while True:
            world = sampler.sample(rng)
            worlds += 1
            got = search.world_values(world, [moves[i] for i in alive], rng)
            for i, v in zip(alive, got, strict=True):
                sums[i] += v
                counts[i] += 1
            spent += len(alive)
            if spent >= budget:
                break
            if self.iterations is None:
                frac = (time.perf_counter() - start) / self.deadline
                if frac >= 1.0:
                    break
            else:
                frac = spent / budget
            if stage < len(self.HALVING) and frac >= self.HALVING[stage] and len(alive) > 2:
                stage += 1
                alive.sort(key=lambda i: -sums[i] / counts[i])
                alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
        means = [sums[i] / counts[i] if i in alive else -1e9 for i in range(m)]
        self.last_stats = {"worlds": worlds, "rollouts": spent, "exact": float(exact)}
        if isinstance(sampler, Belief) and sampler.chains:
            self.carry = ((view.hand_index, view.seat, view.plays), sampler.hands())
        return moves, means, counts

    def choose(self, view: View) -> Card:
        legal = view.legal
        if legal & (legal - 1) == 0:
            return CARDS[legal.bit_length() - 1]
        moves, means, _ = self.values(view)
        return CARDS[pick(moves, means, medium_card(view))]


class Search:
    """The expert's search of one view: sampled worlds, and in each the value for the seat of
    every card tried (an exact solve late in the hand, else a rule-policy playout, planned
    when ``plan``). The same world serves every card (common random numbers)."""

    def __init__(
        self,
        seat: int,
        sampler: Sampler | Belief,
        objective: Objective,
        plan: int,
        exact: bool,
        eps: float = 0.0,
    ) -> None:
        self.seat = seat
        self.sampler = sampler
        self.objective = objective
        self.plan = plan
        self.exact = exact
        self.eps = eps

    def value(self, scores: tuple[int, ...]) -> float:
        return self.objective.value(self.seat, scores)

    def world_values(self, world: HandState, moves: list[int], rng: random.Random) -> list[float]:
        """The seat's value of each of ``moves`` in ``world`` (higher is better)."""
        if self.exact:
            return [vec[self.seat] for vec in Endgame(world, self.objective).root(world, moves)]
        value = self.value
        if self.plan:
            return [value(planned_playout(world, c, value, self.plan)) for c in moves]
        return [value(playout(world, c, rng, self.eps)) for c in moves]


def solve_world(world: HandState, objective: Objective, moves: list[int]) -> list[float]:
    """Exact values for the seat to move of each of ``moves`` in a full world (for tests)."""
    seat = world.current
    return [v[seat] for v in Endgame(world, objective).root(world, moves)]


__all__ = ["ExpertPlayer", "Search", "endgame_size", "solve_world"]
