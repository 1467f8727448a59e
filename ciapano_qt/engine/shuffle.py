"""The deal's own random source: a seed gives the same deal in every version of Python.

Python promises the same numbers for a seed only from ``random.random()``; its ``shuffle``,
``choice`` and ``randrange`` may change between versions (their method did in 3.2). A deal
kept as a seed ("Replay this deal") is therefore shuffled by this module, whose algorithm is
fixed here and checked against published and hand-computed vectors (tests/engine):

- **SplitMix64** (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
  2014; the reference code of S. Vigna): a 64-bit state; each number adds
  ``0x9E3779B97F4A7C15`` to it, then ``z ^= z >> 30; z *= 0xBF58476D1CE4E5B9;
  z ^= z >> 27; z *= 0x94D049BB133111EB; z ^= z >> 31`` (all modulo 2**64). The state starts
  at the seed.
- ``randrange(n)``: numbers at or above ``2**64 - 2**64 % n`` are drawn again (no bias), the
  answer is the number modulo ``n``.
- ``shuffle(items)``: Fisher-Yates from the end: for ``i`` from ``len - 1`` down to 1, swap
  item ``i`` with item ``randrange(i + 1)``.
- A deal from a seed (``Match.deal_from_seed``): the first number names the first dealer
  (``choice(in_play)``, drawn for every hand and used for the first), then the pack (in card
  order, ``cards.CARDS``) is shuffled and dealt as the rule book says (``deal.shuffled_deal``,
  which also draws the Four taken out, or the Five with seven players, from this source).

``seed_for(rng, in_play, dealer)`` picks a new hand's seed whose first number names the
dealer the rotation gives, so that the seed alone replays the deal as a match's first hand.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

T = TypeVar("T")

MASK: Final = (1 << 64) - 1
GAMMA: Final = 0x9E3779B97F4A7C15
SEED_LIMIT: Final = 1 << 32
"""Seeds are whole numbers from 0 below this (ten digits at most, to read out and type)."""


class DealRandom:
    """SplitMix64 with ``randrange``, ``choice`` and ``shuffle`` as the deal uses them."""

    def __init__(self, seed: int) -> None:
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"a deal seed is a whole number from 0 to {SEED_LIMIT - 1}")
        self.state = seed

    def next64(self) -> int:
        self.state = (self.state + GAMMA) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randrange of an empty range")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


def first_dealer(seed: int, in_play: Sequence[int]) -> int:
    """The dealer a seed names (its first number) among the seats in play."""
    return DealRandom(seed).choice(in_play)


def seed_for(rng: random.Random, in_play: Sequence[int], dealer: int | None) -> int:
    """A new seed from ``rng`` whose first dealer is ``dealer`` (any seed when None)."""
    while True:
        seed = rng.randrange(SEED_LIMIT)
        if dealer is None or first_dealer(seed, in_play) == dealer:
            return seed
