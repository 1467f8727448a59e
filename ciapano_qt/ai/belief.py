"""Belief about the opponents' hands: how well a sampled world explains their earlier plays.

For every earlier decision of another seat that was not forced, the rule player's card
(``rule_players.medium_card``) is worked out as that seat saw the hand then: its hand in the
sampled world plus the cards it has played since, the cards played before, the suits each seat
had failed to follow, the trick on the table, Busca cover. A world in which the rule player
would have played differently is less likely: ``Belief.sample`` draws worlds in proportion to
``eps ** mismatches`` (a Metropolis chain over card swaps), so a world that explains every
play is ``1 / eps`` times as likely as one that misses one play. Against rule players the real
hands explain every play (a test checks it); against others (search levels, people) ``eps``
keeps worlds that miss a few plays in the running.

Everything public about a decision is computed once per view (``Decision``); a world only
supplies the seat's hand (and, for the three-player discard, the dealer's discard). Not used
in the heads-up finale (hands change by drawing).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.cards import BUSCA_POINTS, CLASSIC_THIRDS, FULL_MASK, PITA, SUIT_MASKS
from ..engine.hand import HandState
from ..engine.view import View
from . import policy
from .knowledge import next_seat
from .policy import ABOVE, BELOW, BUSCA_POINT_CARDS, high
from .sampling import Sampler, indices

_NOT_COINS = FULL_MASK & ~SUIT_MASKS[0]
_PITA_BIT = 1 << PITA


@dataclass(frozen=True, slots=True)
class Decision:
    seat: int
    card: int
    later: int  # the cards this seat played from this decision on (this one included)
    unseen: int  # cards not played before it, not removed in public (before removing the hand)
    reach: int  # cards some other seat could hold then (its voids allowing), or FULL_MASK
    led: int
    best: int
    last: bool
    points: int
    covered: bool
    first_busca: bool
    own_discard: bool  # the seat is the dealer and knows its discard
    discard: bool  # the three-player discard itself (a ``dump_card`` choice)


def decisions(view: View) -> list[Decision]:
    """The other seats' earlier decisions, each with what was public at the time."""
    n = len(view.active)
    if n < 3 or view.rules.players == 2 or view.stock_left:
        return []
    rules = view.rules
    busca = rules.is_busca
    vals = BUSCA_POINTS if busca else CLASSIC_THIRDS
    removed = 0 if view.removed is None else 1 << view.removed
    dealer_discards = n == 3 and rules.three_player_method == "discard"
    plays = view.plays
    later = [0] * view.n_seats
    seats: list[int] = []
    seat = view.first_leader
    for t in range(0, len(plays), n):
        s = seat
        for _ in plays[t : t + n]:
            seats.append(s)
            s = next_seat(view, s)
        if t // n < len(view.winners):
            seat = view.winners[t // n]
    out: list[Decision] = []
    voids = [0] * view.n_seats
    piles = [0] * view.n_seats
    played = 0
    for i, c in enumerate(plays):
        pos = i % n
        start = i - pos
        s = seats[i]
        trick = plays[start:i]
        led = trick[0] // 10 if trick else -1
        best = -1
        if trick:
            best = trick[0]
            for x in trick[1:]:
                if x // 10 == led and x > best:
                    best = x
        if s != view.seat:
            reach = 0
            for o in view.active:
                if o != s:
                    allowed = 0
                    for suit in range(4):
                        if not voids[o] >> suit & 1:
                            allowed |= SUIT_MASKS[suit]
                    reach |= allowed
            done = i // n
            if rules.busca_cover == "tricks":
                cov = s in view.winners[:done]
            else:
                cov = piles[s] & BUSCA_POINT_CARDS != 0
            out.append(
                Decision(
                    s,
                    c,
                    0,
                    FULL_MASK & ~played & ~removed,
                    reach,
                    led,
                    best,
                    pos == n - 1,
                    sum(vals[x] for x in trick),
                    cov,
                    busca and i < n,
                    dealer_discards and s == view.dealer,
                    False,
                )
            )
        if led >= 0 and c // 10 != led:
            voids[s] |= 1 << led
        played |= 1 << c
        if pos == n - 1:
            w = view.winners[i // n]
            for x in plays[start : i + 1]:
                piles[w] |= 1 << x
    # the cards each seat played from each decision on
    result: list[Decision] = []
    for d in reversed(out):
        later[d.seat] |= 1 << d.card
        result.append(_with_later(d, later[d.seat]))
    result.reverse()
    if dealer_discards and view.dealer != view.seat and view.phase != "discard":
        full = later[view.dealer]
        result.append(
            Decision(view.dealer, -1, full, 0, 0, -1, -1, False, 0, True, False, True, True)
        )
    return result


def _with_later(d: Decision, later: int) -> Decision:
    return Decision(
        d.seat,
        d.card,
        later,
        d.unseen,
        d.reach,
        d.led,
        d.best,
        d.last,
        d.points,
        d.covered,
        d.first_busca,
        d.own_discard,
        d.discard,
    )


def _keeper(cards: int, out: int) -> int:
    """Of two cards, the one more likely to lose the last trick (``rule_players._keeper``)."""
    a = cards & -cards
    b = cards ^ a
    ca, cb = a.bit_length() - 1, b.bit_length() - 1
    ka = ((out & ABOVE[ca]).bit_count(), -(ca % 10))
    kb = ((out & ABOVE[cb]).bit_count(), -(cb % 10))
    if kb > ka or (kb == ka and cb % 10 == ca % 10 and cb // 10 < ca // 10):
        return cb
    return ca


def rule_card(d: Decision, hand: int, busca: bool, discard: int | None) -> int:
    """The rule player's card at decision ``d`` holding ``hand``; -1 when the move was forced."""
    if d.discard:
        full = hand
        return policy.dump_card(full, FULL_MASK & ~full, busca)
    led = d.led
    if led < 0:
        legal = ((hand & _NOT_COINS) or hand) if d.first_busca else hand
    else:
        legal = hand & SUIT_MASKS[led]
        if not legal:
            legal = ((hand & ~_PITA_BIT) or hand) if d.first_busca else hand
    if legal & (legal - 1) == 0:
        return -1
    out = d.unseen & ~hand
    if d.own_discard and discard is not None:
        out &= ~(1 << discard)
    plain = not (busca and not d.covered)
    if led < 0:
        reach = out & d.reach
        if plain and hand.bit_count() == 2:
            other = legal & ~(1 << _keeper(hand, reach))
            if other:
                return high(other)
        return policy.choose(hand, legal, -1, -1, d.last, reach, busca, d.covered, 0)
    if plain and hand.bit_count() == 2 and legal & SUIT_MASKS[led] and legal & (legal - 1):
        under = legal & BELOW[d.best]
        if under.bit_count() == 2 or not under:
            return high(legal & ~(1 << _keeper(legal, out)))
    return policy.choose(hand, legal, led, d.best, d.last, out, busca, d.covered, d.points)


def mismatches(
    found: list[Decision], hands: list[int], discard: int | None, busca: bool, limit: int = 1 << 30
) -> int:
    """How many of ``found`` the rule player would have played otherwise with the other
    seats holding ``hands`` (and ``discard`` the dealer's discard); counting stops above
    ``limit``."""
    k = 0
    for d in found:
        if d.discard:
            if discard is None:
                continue
            full = hands[d.seat] | d.later | 1 << discard
            if rule_card(d, full, busca, None) != discard:
                k += 1
        else:
            c = rule_card(d, hands[d.seat] | d.later, busca, discard)
            if c >= 0 and c != d.card:
                k += 1
        if k > limit:
            break
    return k


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
    JUDGE = 4  # plays of a seat needed before judging how well the rule player explains it
    MISFIT = 0.4

    def __init__(
        self, view: View, eps: float, steps: int, resume: list[list[int]] | None = None
    ) -> None:
        self.view = view
        self.resume = resume or []
        self.sampler = Sampler(view, fast=True)
        self.busca = view.rules.is_busca
        found = decisions(view)
        self.log_eps = math.log(eps) if 0.0 < eps < 1.0 else -1e9 if eps == 0.0 else 0.0
        self.steps = steps if found and self.log_eps < 0 else 0
        self.by_seat = {s: [d for d in found if d.seat == s] for s in self.sampler.others}
        self.weight = {s: self.log_eps for s in self.by_seat}  # log-weight per mismatch
        # the dealer's plays depend on its own discard when this seat has not seen it
        self.discard_seat = -2
        if view.hidden_extra and view.rules.three_player_method == "discard":
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
        return self.sampler.complete(list(chain.hands), left, rng)

    def _begin(self, rng: random.Random) -> None:
        """Start and burn in the chains; then stop believing in seats the rule player does
        not explain (the best world found misses more than ``MISFIT`` of their plays)."""
        for i in range(self.CHAINS):
            got = self._repair(self.resume[i], rng) if i < len(self.resume) else None
            burn = self.RESUMED_BURN_IN if got is not None else self.BURN_IN
            chain = self._start(rng, got)
            for _ in range(burn):
                self._step(chain, rng)
            self.chains.append(chain)
        for s, found in self.by_seat.items():
            plays = sum(1 for d in found if not d.discard)
            least = min(chain.k[s] for chain in self.chains)
            if plays >= self.JUDGE and least > self.MISFIT * plays:
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
        return chain

    def _seat_k(self, seat: int, hand: int, discard: int) -> int:
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


@dataclass(slots=True)
class _Chain:
    hands: list[int]
    hidden: dict[int, list[int]]  # per seat (-1: the unseen discard or monte), hidden cards
    parts: list[int]  # the seats (and -1) with hidden cards
    extra: int  # the unseen discard or monte card, -1 when there is none
    k: dict[int, int]  # per seat, its plays the rule player would not make
