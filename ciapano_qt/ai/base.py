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


PlayerFactory = Callable[..., Player]
"""``factory(seed)``; search levels also take ``iterations=`` (a fixed budget per move)."""

LEVELS: dict[str, PlayerFactory] = {"random": RandomPlayer}
"""Named levels, weakest first. Other modules register theirs with ``register``."""

SEARCH_LEVELS: set[str] = set()
"""Levels whose factory takes ``iterations=``."""


def register(name: str, factory: PlayerFactory, search: bool = False) -> None:
    LEVELS[name] = factory
    if search:
        SEARCH_LEVELS.add(name)


def make_player(level: str, seed: int | None = None, iterations: int | None = None) -> Player:
    """A player of ``level``. ``iterations``: a fixed search budget per move (search levels
    only; with it a search is deterministic for its seed and ignores the clock)."""
    from . import levels  # noqa: F401  (registers the levels beyond random)

    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}") from None
    if iterations is not None and level in SEARCH_LEVELS:
        return factory(seed, iterations=iterations)
    return factory(seed)


def level_names() -> list[str]:
    from . import levels  # noqa: F401

    return list(LEVELS)
