"""The one protocol every computer player follows, and the table of named levels."""

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


PlayerFactory = Callable[[int | None], Player]

LEVELS: dict[str, PlayerFactory] = {"random": RandomPlayer}
"""Named levels, weakest first. Other modules register theirs with ``register``."""


def register(name: str, factory: PlayerFactory) -> None:
    LEVELS[name] = factory


def make_player(level: str, seed: int | None = None) -> Player:
    from . import levels  # noqa: F401  (registers the levels beyond random)

    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}") from None
    return factory(seed)


def level_names() -> list[str]:
    from . import levels  # noqa: F401

    return list(LEVELS)
