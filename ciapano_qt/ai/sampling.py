"""Determinization: full hand states consistent with a view, for search.

The hidden cards (``view.unseen()``) are dealt to the other seats' unknown hand slots, the
heads-up stock (in a random order) and the unseen discard or monte card. A seat never gets a
card of a suit it has shown void in (see ``knowledge.history_voids``); seats are filled
tightest first, and a dead end restarts (after a few, voids are relaxed rather than fail).
"""

from __future__ import annotations

import random

from ..engine.cards import SUIT_MASKS, cards_of
from ..engine.hand import HandState
from ..engine.view import View, state_from_view
from .knowledge import history_voids

# _CHUNK[suit][m]: the card indices of ``suit`` whose bits are set in the 10-bit chunk ``m``
_CHUNK: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(10 * suit + i for i in range(10) if m >> i & 1) for m in range(1024))
    for suit in range(4)
)


def indices(mask: int) -> tuple[int, ...]:
    """The card indices of a mask, in index order (a fast ``cards_of`` without Card values)."""
    t0, t1, t2, t3 = _CHUNK
    return t0[mask & 1023] + t1[mask >> 10 & 1023] + t2[mask >> 20 & 1023] + t3[mask >> 30]


class Sampler:
    """Samples worlds for one view; the constraints are computed once."""

    TRIES = 30

    def __init__(self, view: View, fast: bool = False) -> None:
        self.view = view
        self.fast = fast  # draw with ``rng.random`` (quicker; a different stream)
        self.unseen = view.unseen()
        voids = history_voids(view)
        self.others = [s for s in view.active if s != view.seat]
        self.need = {s: view.hand_sizes[s] - view.known[s].bit_count() for s in self.others}
        allowed: dict[int, int] = {}
        for s in self.others:
            mask = 0
            for suit in range(4):
                if not voids[s] >> suit & 1:
                    mask |= SUIT_MASKS[suit]
            allowed[s] = self.unseen & mask
        self.levels = [allowed]
        self.levels.append({s: self.unseen for s in self.others})
        # tightest seat first: the fewest spare cards
        self.orders = [self._order(level) for level in self.levels]

    def _order(self, allowed: dict[int, int]) -> list[int]:
        seats = [s for s in self.others if self.need[s] > 0]
        return sorted(seats, key=lambda s: allowed[s].bit_count() - self.need[s])

    def hands(self, rng: random.Random) -> tuple[list[int], int]:
        """The other seats' full hands and the mask of cards left for stock/extra."""
        while True:
            for _ in range(self.TRIES if len(self.levels) > 1 else 1):
                got = self._try(rng, self.levels[0], self.orders[0])
                if got is not None:
                    return got
            if len(self.levels) == 1:
                raise RuntimeError("no consistent placement of the hidden cards")
            self.levels.pop(0)  # too tight (or inconsistent): relax for good
            self.orders.pop(0)

    def _try(
        self, rng: random.Random, allowed: dict[int, int], order: list[int]
    ) -> tuple[list[int], int] | None:
        view = self.view
        left = self.unseen
        hands = [view.known[s] for s in range(view.n_seats)]
        hands[view.seat] = view.hand
        for s in order:
            k = self.need[s]
            cards = indices(left & allowed[s])
            if len(cards) < k:
                return None
            m = 0
            if self.fast:
                pool = list(cards)
                rand = rng.random
                for i in range(k):
                    j = i + int(rand() * (len(pool) - i))
                    m |= 1 << pool[j]
                    pool[j] = pool[i]
            else:
                for c in rng.sample(cards, k):
                    m |= 1 << c
            hands[s] |= m
            left &= ~m
        return hands, left

    def sample(self, rng: random.Random) -> HandState:
        hands, left = self.hands(rng)
        return self.complete(hands, left, rng)

    def complete(self, hands: list[int], left: int, rng: random.Random) -> HandState:
        """The world of ``hands`` with the cards ``left`` dealt to the stock and extra."""
        rest = cards_of(left)
        rng.shuffle(rest)
        view = self.view
        stock = rest[: view.stock_left]
        extra: int | list[int] | None = None
        if view.hidden_extra > 1:  # the six- or seven-player monte
            extra = [int(c) for c in rest[view.stock_left :]]
        elif view.hidden_extra and len(rest) > view.stock_left:
            extra = rest[view.stock_left]
        return state_from_view(view, hands, stock, extra)
