"""What a seat plays for: its own score in the hand, optionally weighed by the match situation.

Classic: minimise one's own penalty points; Busca: one's own busche. With ``aware`` the value
also counts the match: crossing the target (dropping out) or ending the match as a loser
costs ``WIN``, making the others drop out earns ``OUT_BONUS`` each, ending the match as a
winner earns ``WIN``. Values are "higher is better" for the seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.rules import Rules

WIN = 20.0
OUT_BONUS = 3.0


class Objective:
    def __init__(
        self, rules: Rules, active: Sequence[int], totals: Sequence[int], aware: bool
    ) -> None:
        self.rules = rules
        self.active = tuple(active)
        self.totals = tuple(totals)
        target = rules.target
        # awareness only matters when some outcome of this hand can reach the target
        self.aware = aware and max(totals[s] for s in active) + 11 >= target
        if rules.is_busca:
            self.aware = aware and max(totals) + 40 >= target

    def value(self, seat: int, scores: Sequence[int]) -> float:
        own = -float(scores[seat])
        if not self.aware:
            return own
        rules = self.rules
        totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        target = rules.target
        if rules.is_busca or rules.lowest_wins_at_target:
            if max(totals) < target:
                return own
            low = min(totals)
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

    def vector(self, scores: Sequence[int]) -> list[float]:
        return [self.value(s, scores) if s in self.active else 0.0 for s in range(len(scores))]
