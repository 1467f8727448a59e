"""What a seat plays for: its own score in the hand, optionally weighed by the match situation.

Classic: minimise one's own penalty points; Busca: one's own busche. With ``aware`` the value
also counts the match: crossing the target (dropping out) or ending the match as a loser
costs ``WIN``, making the others drop out earns ``OUT_BONUS`` each, ending the match as a
winner earns ``WIN``. Values are "higher is better" for the seat.

Busca ends for everyone at once when someone reaches the limit. Once a hand of ``BUSCA_REACH``
busche would do it, the end is valued by the seat's share of the win against the fair share an
even match offers (``SHARE_SCALE * (share - 1/4)``: a win alone +30, one shared by three +3.3,
a loss -10) plus a tenth of its own busche. Counting a shared win as a whole one made the
search chase hands where another player takes 30 points, at the cost of its own busche.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.rules import Rules

WIN = 20.0
OUT_BONUS = 3.0
SHARE_SCALE = 40.0  # Busca: a whole win against a loss
BUSCA_REACH = 8
"""Busca: the match situation counts once a hand of this many busche would end the match.
Among rule players one hand in ten gives someone 8 busche or more (3,000 hands: 10.2%; 10
or more 5.0%, 12 or more 1.7%); below that the end is too unlikely to be worth playing for,
and valuing it cost 0.12 busche a hand against ``hard`` from a fresh match (docs/ai.md)."""


class Objective:
    def __init__(
        self,
        rules: Rules,
        active: Sequence[int],
        totals: Sequence[int],
        aware: bool,
        hand_index: int = 0,
    ) -> None:
        self.rules = rules
        self.active = tuple(active)
        self.totals = tuple(totals)
        target = rules.target
        # awareness only matters when some outcome of this hand can reach the target
        self.aware = aware and max(totals[s] for s in active) + rules.hand_total >= target
        self.last_hand = False  # a hands limit: this hand ends the match
        if rules.is_busca:
            self.aware = aware and max(totals) + BUSCA_REACH >= target
        elif rules.uses_hands_limit:
            self.last_hand = hand_index + 1 >= rules.hands_limit
            self.aware = aware and self.last_hand

    def value(self, seat: int, scores: Sequence[int]) -> float:
        own = -float(scores[seat])
        if not self.aware:
            return own
        rules = self.rules
        totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        target = rules.target
        if rules.uses_teams:
            return self._team_value(seat, totals, own)
        if self.last_hand:  # a hands limit: the lowest total wins now
            low = min(totals)
            return (WIN if totals[seat] == low else -WIN) + 0.1 * own
        if rules.is_busca or rules.lowest_wins_at_target:
            if max(totals) < target:
                return own
            low = min(totals)
            if rules.is_busca:
                share = 1.0 / totals.count(low) if totals[seat] == low else 0.0
                return SHARE_SCALE * (share - 1.0 / len(totals)) + 0.1 * own
            return (WIN if totals[seat] == low else -WIN) + 0.1 * own
        crossed = [s for s in self.active if totals[s] >= target]
        if not crossed:
            return own
        remaining = [s for s in self.active if totals[s] < target]
        if len(remaining) <= rules.survivors:
            if remaining:
                win = seat in remaining
            else:
                win = totals[seat] == min(totals[s] for s in self.active)
            return (WIN if win else -WIN) + 0.1 * own
        if seat in crossed:
            return -WIN + 0.1 * own
        return own + OUT_BONUS * len(crossed)

    def _team_value(self, seat: int, totals: list[int], own: float) -> float:
        """Two against two: each seat holds its team's total. A team at the target loses (the
        higher of two, equal totals playing on); with a hands limit the lower total wins."""
        mine, theirs = totals[seat], totals[seat ^ 1]
        if self.last_hand:
            ended = True
        else:
            over = (mine >= self.rules.target, theirs >= self.rules.target)
            ended = any(over) and not (all(over) and mine == theirs)
            if ended and over[0] != over[1]:
                return (WIN if over[1] else -WIN) + 0.1 * own
        if not ended or mine == theirs:
            return own
        return (WIN if mine < theirs else -WIN) + 0.1 * own

    def vector(self, scores: Sequence[int]) -> list[float]:
        return [self.value(s, scores) if s in self.active else 0.0 for s in range(len(scores))]
