"""What the checked path (``moves.py``) and the fast path (``playout.py``) need of a hand.

``HandState`` (``hand.py``) calls both and has these fields; naming them here as a protocol
lets the two modules type their argument without importing ``hand.py`` back (no import
circle). Annotations only: nothing here runs on the fast path.
"""

from __future__ import annotations

from typing import Protocol

from .cards import Card
from .rules import Rules
from .scoring import HandResult


class HandFields(Protocol):
    """The fields of ``HandState`` read (and, for the lists and ``stock_pos``, changed)
    by ``moves.py`` and ``playout.py``; see ``HandState`` for their meaning."""

    rules: Rules
    is_busca: bool
    hand_index: int
    active: tuple[int, ...]
    nxt: tuple[int, ...]
    current: int
    n_tricks: int
    led: int
    played: int
    hands: list[int]
    piles: list[int]
    voids: list[int]
    plays: list[int]
    winners: list[int]
    stock: tuple[int, ...]
    stock_pos: int
    discard: int | None
    removed: int | None
    aside: tuple[int, ...]
    last_winner: int
    result: HandResult | None

    @property
    def is_over(self) -> bool: ...

    @property
    def trick_index(self) -> int: ...

    @property
    def tricks(self) -> list[tuple[int, tuple[Card, ...], int]]: ...

    def legal_mask(self) -> int: ...

    def _draw(self, winner: int) -> None: ...
