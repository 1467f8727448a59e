"""Belief about the other hands: worlds weighted by how well they explain the earlier plays.

A world in which the rule player would have played some earlier card of another seat
differently (``explain.mismatches``) is less likely: ``Belief.sample`` draws worlds in
proportion to ``eps ** mismatches`` (a Metropolis chain over card swaps), so a world that
explains every play is ``1 / eps`` times as likely as one that misses one play. Against rule
players the real hands explain every play (a test checks it); against others (search levels,
people) ``eps`` keeps worlds that miss a few plays in the running, and a seat that even the
best world found explains badly is not believed at all.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass

from ..engine.hand import HandState
from ..engine.view import View
from .explain import Decision, decisions, mismatches, rule_card
from .sampling import Sampler, indices

__all__ = ["Belief", "Decision", "decisions", "mismatches"]


class Belief:
    """Samples worlds weighted by ``eps ** mismatches`` (Metropolis over card swaps).

    A few chains start from worlds of the plain ``Sampler`` (uniform over the placements the
    view allows); a step swaps one hidden card between two other seats (or a seat and the
    unseen discard or monte card) where both may hold it, and is kept with probability
    ``eps ** (change in mismatches)``: a swap that explains more plays is always kept. Only the
    two seats' decisions are checked again (the dealer's too when its unseen discard moves).
    Each world handed out is a copy of the next chain's state after ``steps`` more swaps.

    ``resume``: the chains' hands at this seat's previous move of the same hand (``hands()``);
    the chains restart from them (the cards played since and any newly shown void taken out,
    the gaps filled at random), which needs far fewer swaps than a start from scratch.
    """

    CHAINS = 4
    BURN_IN = 100  # swaps before a chain's first world
    RESUMED_BURN_IN = 30  # the same for a chain resumed from the previous move
    MISFIT = 0.1  # believe a seat only if some world explains all but this share of its plays

    def __init__(
        self,
        view: View,
        eps: float | Mapping[int, float],
        steps: int,
        resume: list[list[int]] | None = None,
    ) -> None:
        self.view = view
        self.resume = resume or []
        self.sampler = Sampler(view, fast=True)
        self.busca = view.rules.is_busca
        found = decisions(view)
        others = self.sampler.others
        per_seat = {s: eps for s in others} if isinstance(eps, float | int) else eps
        self.by_seat = {s: [d for d in found if d.seat == s] for s in others}
        # log-weight per mismatch; 0.0 for a seat not believed (its plays are not read)
        self.weight = {s: _log(per_seat.get(s, 1.0)) for s in others}
        believed = any(w < 0 and self.by_seat[s] for s, w in self.weight.items())
        self.steps = steps if believed else 0
        self.least = {s: 1 << 30 for s in self.by_seat}  # fewest mismatches seen per seat
        # the dealer's plays depend on its own discard when this seat has not seen it
        self.discard_seat = -2
        three = len(view.active) == 3
        if view.hidden_extra and three and view.rules.three_player_method == "discard":
            self.discard_seat = view.dealer
        self.chains: list[_Chain] = []
        self.turn = 0
        self.tried = 0
        self.kept = 0

    def sample(self, rng: random.Random) -> HandState:
        if self.steps == 0:
            return self.sampler.sample(rng)
        if not self.chains:
            self._begin(rng)
        chain = self.chains[self.turn % self.CHAINS]
        self.turn += 1
        for _ in range(self.steps):
            self._step(chain, rng)
        left = 0 if chain.extra < 0 else 1 << chain.extra
        if self.view.hidden_extra > 1:  # the six- or seven-player monte: all it holds
            left = self.sampler.unseen
            for s in self.sampler.others:
                left &= ~chain.hands[s]
        return self.sampler.complete(list(chain.hands), left, rng)

    def _begin(self, rng: random.Random) -> None:
        """Start and burn in the chains; then stop believing in seats the rule player does
        not explain (every world the burn-in visited misses more than ``MISFIT`` of their
        plays: with fewer than ten plays, a single one)."""
        for i in range(self.CHAINS):
            got = self._repair(self.resume[i], rng) if i < len(self.resume) else None
            burn = self.RESUMED_BURN_IN if got is not None else self.BURN_IN
            chain = self._start(rng, got)
            for _ in range(burn):
                self._step(chain, rng)
            self.chains.append(chain)
        for s, found in self.by_seat.items():
            plays = sum(1 for d in found if not d.discard)
            if self.least[s] > self.MISFIT * plays:
                self.weight[s] = 0.0

    def hands(self) -> list[list[int]]:
        """Every chain's current hands, to resume from at the next move."""
        return [list(chain.hands) for chain in self.chains]

    def _repair(self, old: list[int], rng: random.Random) -> tuple[list[int], int] | None:
        """Hands as close to ``old`` as the view now allows, or None."""
        view, sampler = self.view, self.sampler
        if len(old) != view.n_seats:
            return None
        allowed = sampler.levels[0]
        left = sampler.unseen
        hands = [view.known[s] for s in range(view.n_seats)]
        hands[view.seat] = view.hand
        order = sampler.orders[0]
        for s in order:
            keep = old[s] & allowed[s] & left
            if keep.bit_count() > sampler.need[s]:
                return None
            hands[s] |= keep
            left &= ~keep
        rand = rng.random
        for s in order:
            short = sampler.need[s] - (hands[s] & ~view.known[s]).bit_count()
            if short:
                pool = list(indices(left & allowed[s]))
                if len(pool) < short:
                    return None
                for i in range(short):
                    j = i + int(rand() * (len(pool) - i))
                    hands[s] |= 1 << pool[j]
                    left &= ~(1 << pool[j])
                    pool[j] = pool[i]
        return hands, left

    def _start(self, rng: random.Random, got: tuple[list[int], int] | None = None) -> _Chain:
        hands, left = got if got is not None else self.sampler.hands(rng)
        extra = -1
        if left:
            cards = indices(left)
            extra = cards[int(rng.random() * len(cards))]
        view = self.view
        hidden = {s: list(indices(hands[s] & ~view.known[s])) for s in self.sampler.others}
        parts = [s for s in self.sampler.others if hidden[s]]
        if extra >= 0:
            hidden[-1] = [extra]
            parts.append(-1)
        chain = _Chain(hands, hidden, parts, extra, {})
        chain.k = {s: self._seat_k(s, hands[s], extra) for s in self.sampler.others}
        for s, k in chain.k.items():
            self.least[s] = min(self.least[s], k)
        return chain

    def _seat_k(self, seat: int, hand: int, discard: int) -> int:
        if not self.weight[seat]:
            return 0  # not believed: its plays are not read
        busca = self.busca
        disc = discard if seat == self.discard_seat and discard >= 0 else None
        k = 0
        for d in self.by_seat[seat]:
            if d.discard:
                if (
                    disc is not None
                    and rule_card(d, hand | d.later | 1 << disc, busca, None) != disc
                ):
                    k += 1
                continue
            c = rule_card(d, hand | d.later, busca, disc)
            if c >= 0 and c != d.card:
                k += 1
        return k

    def _step(self, chain: _Chain, rng: random.Random) -> None:
        parts = chain.parts
        if len(parts) < 2:
            return
        rand = rng.random
        n = len(parts)
        i = int(rand() * n)
        j = int(rand() * (n - 1))
        if j >= i:
            j += 1
        a, b = parts[i], parts[j]
        ha, hb = chain.hidden[a], chain.hidden[b]
        ia, ib = int(rand() * len(ha)), int(rand() * len(hb))
        x, y = ha[ia], hb[ib]
        allowed = self.sampler.levels[0]
        if (a >= 0 and not allowed[a] >> y & 1) or (b >= 0 and not allowed[b] >> x & 1):
            return
        self.tried += 1
        hands = chain.hands
        extra = chain.extra
        swap = 1 << x | 1 << y
        if a < 0:
            extra = y  # the extra card x goes to seat b, y becomes the extra card
        elif b < 0:
            extra = x
        seats = {s for s in (a, b) if s >= 0}
        if (a < 0 or b < 0) and self.discard_seat >= 0:
            seats.add(self.discard_seat)
        new = {}
        for s in seats:
            h = hands[s] ^ swap if s in (a, b) else hands[s]
            new[s] = self._seat_k(s, h, extra)
        weight = self.weight
        delta = sum(weight[s] * (new[s] - chain.k[s]) for s in seats)
        if delta < 0 and rand() >= math.exp(delta):
            return
        self.kept += 1
        for s in (a, b):
            if s >= 0:
                hands[s] ^= swap
        ha[ia], hb[ib] = y, x
        chain.extra = extra
        chain.k.update(new)
        for s, k in new.items():
            if k < self.least[s]:
                self.least[s] = k


def _log(eps: float) -> float:
    return math.log(eps) if 0.0 < eps < 1.0 else -1e9 if eps <= 0.0 else 0.0


@dataclass(slots=True)
class _Chain:
    hands: list[int]
    hidden: dict[int, list[int]]  # per seat (-1: the unseen discard or monte), hidden cards
    parts: list[int]  # the seats (and -1) with hidden cards
    extra: int  # the unseen discard or monte card, -1 when there is none
    k: dict[int, int]  # per seat, its plays the rule player would not make
