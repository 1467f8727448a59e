"""The one protocol every computer player follows, and the baseline player.

The table of named levels is ``levels.py``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..engine.cards import Card, cards_of
from ..engine.view import View


class Player(Protocol):
    """A computer player: sees only its view, returns a legal move.

    In the three-player discard phase (``view.phase == "discard"``) the move is the card to
    discard; otherwise the card to play.
    """

    def choose(self, view: View) -> Card: ...


class RandomPlayer:
    """Uniform over the legal moves (the baseline)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Card:
        return self.rng.choice(cards_of(view.legal))


PlayerFactory = Callable[..., Player]
"""``factory(seed)``; search levels also take ``iterations=`` (a fixed budget per move), and
levels that read the table ``table=`` (the public level of every seat)."""
