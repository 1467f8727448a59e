"""Inference about the opponents' hands: how well a sampled world explains their plays.

Each opponent is modelled as the rule policy with mistakes: for every earlier card an
opponent played this hand, the policy's choice is recomputed with the hand the sampled world
says it held then (its cards now plus those it has played since). A world in which it played
what the policy would have played keeps weight 1 for that card; a world in which it did not
is multiplied by ``MISS``. Worlds are then averaged with these weights (importance sampling).

Skipped in the heads-up finale (drawn cards change hands; little is hidden there anyway).
"""

from __future__ import annotations

from ..engine.cards import BUSCA_POINTS, CLASSIC_THIRDS, FULL_MASK, PITA, SUIT_MASKS
from ..engine.hand import next_in_play
from ..engine.view import View
from .policy import choose

MISS = 0.45
_NOT_COINS = FULL_MASK & ~SUIT_MASKS[0]
_PITA_BIT = 1 << PITA


class PlayModel:
    """The public facts of every past decision by an opponent, computed once per view."""

    def __init__(self, view: View, horizon: int = 64) -> None:
        self.decisions: list[tuple[int, int, int, int, int, bool, int, bool, int, bool]] = []
        # (seat, card, played_before, led, best, last, later_by_seat, covered, tpts, first_busca)
        if view.stock_left or len(view.active) < 3:
            return
        busca = view.rules.is_busca
        vals = BUSCA_POINTS if busca else CLASSIC_THIRDS
        tricks_cover = view.rules.busca_cover == "tricks"
        n = len(view.active)
        plays = view.plays
        later = [0] * view.n_seats  # cards each seat played after the decision (built backwards)
        seats: list[int] = []
        leader = view.first_leader
        for t in range(0, len(plays), n):
            s = leader
            for _ in plays[t : t + n]:
                seats.append(s)
                s = next_in_play(view.active, view.n_seats, s)
            if t // n < len(view.winners):
                leader = view.winners[t // n]
        played_before = [0] * (len(plays) + 1)
        for i, c in enumerate(plays):
            played_before[i + 1] = played_before[i] | 1 << c
        piles = [0] * view.n_seats
        won = [0] * view.n_seats
        facts = []
        for i, c in enumerate(plays):
            t0 = i - i % n
            trick = plays[t0:i]
            led = trick[0] // 10 if trick else -1
            best = -1
            if trick:
                best = trick[0]
                for x in trick[1:]:
                    if x // 10 == led and x > best:
                        best = x
            tpts = sum(vals[x] for x in trick)
            seat = seats[i]
            cov = (won[seat] > 0) if tricks_cover else (piles[seat] > 0)
            facts.append((seat, c, played_before[i], led, best, len(trick) == n - 1, cov, tpts))
            if i % n == n - 1:
                w = view.winners[i // n]
                piles[w] += tpts + vals[c]
                won[w] += 1
        start = max(0, len(plays) - horizon)
        for i in range(len(plays) - 1, -1, -1):
            seat, c, before, led, best, last, cov, tpts = facts[i]
            if seat != view.seat and i >= start:
                first = busca and i < n
                self.decisions.append(
                    (seat, c, before, led, best, last, later[seat], cov, tpts, first)
                )
            later[seat] |= 1 << c
        self.busca = busca

    def weight(self, hands: list[int]) -> float:
        """The likelihood weight of a world whose current hands are ``hands``."""
        w = 1.0
        busca = getattr(self, "busca", False)
        for seat, c, before, led, best, last, later, cov, tpts, first in self.decisions:
            h = hands[seat] | later | 1 << c
            if led < 0:
                legal = ((h & _NOT_COINS) or h) if first else h
            else:
                legal = h & SUIT_MASKS[led]
                if not legal:
                    legal = ((h & ~_PITA_BIT) or h) if first else h
            if legal & (legal - 1) == 0:
                continue
            out = FULL_MASK & ~before & ~h
            if choose(h, legal, led, best, last, out, busca, cov, tpts) != c:
                w *= MISS
        return w
