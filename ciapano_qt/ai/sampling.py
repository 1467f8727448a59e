"""Determinization: full hand states consistent with a view, for search.

The hidden cards (``view.unseen()``) are dealt to the other seats' unknown hand slots, the
heads-up stock (in a random order) and the unseen discard or monte card. A seat never gets a
card of a suit it has shown void in (see ``knowledge.history_voids``); seats are filled
tightest first, and a dead end restarts (after a few, voids are relaxed rather than fail).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.cards import SUIT_MASKS, cards_of
from ..engine.hand import HandState
from ..engine.view import View, state_from_view
from .knowledge import history_voids


class Sampler:
    """Samples worlds for one view; the constraints are computed once."""

    TRIES = 30

    def __init__(self, view: View, weights: dict[int, list[float]] | None = None) -> None:
        self.view = view
        self.unseen = view.unseen()
        voids = history_voids(view)
        self.others = [s for s in view.active if s != view.seat]
        self.need = {s: view.hand_sizes[s] - view.known[s].bit_count() for s in self.others}
        self.allowed: dict[int, int] = {}
        for s in self.others:
            allowed = 0
            for suit in range(4):
                if not voids[s] >> suit & 1:
                    allowed |= SUIT_MASKS[suit]
            self.allowed[s] = self.unseen & allowed
        # tightest first: the fewest spare cards
        self.order = sorted(
            (s for s in self.others if self.need[s] > 0),
            key=lambda s: self.allowed[s].bit_count() - self.need[s],
        )
        self.weights = weights  # optional per-seat card weights (inference), else uniform

    def hands(self, rng: random.Random) -> tuple[list[int], int]:
        """The other seats' full hands and the mask of cards left for stock/extra."""
        view = self.view
        for attempt in range(self.TRIES + 1):
            relax = attempt == self.TRIES
            left = self.unseen
            hands = [view.known[s] if s != view.seat else view.hand for s in range(view.n_seats)]
            hands[view.seat] = view.hand
            ok = True
            for s in self.order:
                pool = left if relax else left & self.allowed[s]
                k = self.need[s]
                cards = cards_of(pool)
                if len(cards) < k:
                    ok = False
                    break
                if self.weights is not None and s in self.weights:
                    picked = _weighted_pick(cards, self.weights[s], k, rng)
                else:
                    picked = rng.sample(cards, k)
                m = 0
                for c in picked:
                    m |= 1 << c
                hands[s] |= m
                left &= ~m
            if ok:
                return hands, left
        raise RuntimeError("no consistent placement of the hidden cards")

    def sample(self, rng: random.Random) -> HandState:
        hands, left = self.hands(rng)
        rest = cards_of(left)
        rng.shuffle(rest)
        view = self.view
        stock = rest[: view.stock_left]
        extra = rest[view.stock_left] if view.hidden_extra and len(rest) > view.stock_left else None
        return state_from_view(view, hands, stock, extra)


def _weighted_pick(
    cards: Sequence[int], weights: list[float], k: int, rng: random.Random
) -> list[int]:
    """``k`` distinct cards, each drawn with probability proportional to its weight."""
    keyed = sorted(cards, key=lambda c: rng.random() ** (1.0 / max(weights[c], 1e-6)), reverse=True)
    return keyed[:k]
