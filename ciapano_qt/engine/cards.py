"""Cards: 40 small immutable values with a stable code and an index 0..39.

A card's index is ``suit * 10 + strength``: suits in the rule book's order (denari/quadri,
coppe/cuori, spade/picche, bastoni/fiori) and strength 0 (the Four) to 9 (the Three), so two
cards of one suit compare by index. Bit ``i`` of a 40-bit mask stands for card ``i``; the
engine's hot paths work on such masks.
"""

from __future__ import annotations

from collections.abc import Iterable

SUIT_CODES = "DCSB"
"""Suit letters in index order: denari/quadri, coppe/cuori, spade/picche, bastoni/fiori."""

RANK_CODES = "4567FCRA23"
"""Rank letters by strength, weakest first: 4 5 6 7 Fante Cavallo/Donna Re Asso 2 3."""

SUITS = range(4)
N_CARDS = 40
FULL_MASK = (1 << N_CARDS) - 1
SUIT_MASKS: tuple[int, ...] = tuple(0x3FF << (10 * s) for s in SUITS)

# Strength indices of the ranks that matter to the rules.
STRENGTH_FOUR = 0
STRENGTH_FIVE = 1
STRENGTH_FANTE = 4
STRENGTH_ACE = 7


class Card(int):
    """A card, an ``int`` 0..39 that prints as its code (``AD``, ``CC``, ``3S``)."""

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < N_CARDS:
            raise ValueError(f"card index out of range: {index}")
        return super().__new__(cls, index)

    @property
    def suit(self) -> int:
        return int(self) // 10

    @property
    def strength(self) -> int:
        return int(self) % 10

    @property
    def rank_code(self) -> str:
        return RANK_CODES[self.strength]

    @property
    def code(self) -> str:
        return CODES[self]

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__


CODES: tuple[str, ...] = tuple(RANK_CODES[i % 10] + SUIT_CODES[i // 10] for i in range(N_CARDS))
"""Each card's code by index (``CODES[i]`` is ``CARDS[i].code``), made once: the network's
views and the records write thousands of codes a second."""
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(N_CARDS))
_BY_CODE = {c.code: c for c in CARDS}


def parse_card(code: str) -> Card:
    """The card with this code; ``ValueError`` naming the code when there is none."""
    try:
        return _BY_CODE[code.upper()]
    except (KeyError, AttributeError):
        raise ValueError(f"not a card code: {code!r}") from None


def card(rank: str, suit: str) -> Card:
    return parse_card(rank + suit)


PITA = parse_card("AD")
"""The ace of coins, worth 8 in Busca."""

ACE_OF_BATONS = parse_card("AB")
"""The ace of batons (of clubs), worth 1, 11 or 6 points in classic (``ace_of_batons``)."""

# Card values ------------------------------------------------------------------------------

CLASSIC_THIRDS: tuple[int, ...] = tuple(
    3 if c.strength == STRENGTH_ACE else 1 if c.strength >= STRENGTH_FANTE else 0 for c in CARDS
)
"""Classic value of each card in thirds of a point: ace 3, 3/2/Re/Cavallo/Fante 1, others 0."""

BUSCA_POINTS: tuple[int, ...] = tuple(
    8
    if c == PITA
    else 3
    if c.strength == STRENGTH_ACE
    else 1
    if c.strength >= STRENGTH_FANTE
    else 0
    for c in CARDS
)
"""Busca value of each card: the Pita 8, other aces 3, 3/2/Re/Cavallo/Fante 1, others 0."""

CLASSIC_TOTAL_THIRDS = sum(CLASSIC_THIRDS)  # 32
BUSCA_LAST_TRICK = 3


# Masks ------------------------------------------------------------------------------------


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def codes_of(mask: int) -> list[str]:
    """The codes of a mask's cards, in index order (``[c.code for c in cards_of(mask)]``)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CODES[low.bit_length() - 1])
        mask ^= low
    return out


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out
