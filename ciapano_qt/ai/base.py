"""The one protocol every computer player follows, and the table of named levels."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
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

LEVELS: dict[str, PlayerFactory] = {"random": RandomPlayer}
"""Named levels, weakest first. Other modules register theirs with ``register``."""

SEARCH_LEVELS: set[str] = set()
"""Levels whose factory takes ``iterations=``."""

TABLE_LEVELS: set[str] = set()
"""Levels whose factory takes ``table=``: the level of every seat of the match."""


def register(name: str, factory: PlayerFactory, search: bool = False, table: bool = False) -> None:
    LEVELS[name] = factory
    if search:
        SEARCH_LEVELS.add(name)
    if table:
        TABLE_LEVELS.add(name)


def make_player(
    level: str,
    seed: int | None = None,
    iterations: int | None = None,
    table: Sequence[str | None] | None = None,
) -> Player:
    """A player of ``level``. ``iterations``: a fixed search budget per move (search levels
    only; with it a search is deterministic for its seed and ignores the clock). ``table``:
    the level of every seat of the match as the match shows it to everyone (None for a
    person); the expert believes the seats it names as rule players."""
    from . import levels  # noqa: F401  (registers the levels beyond random)

    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}") from None
    kwargs: dict[str, object] = {}
    if iterations is not None and level in SEARCH_LEVELS:
        kwargs["iterations"] = iterations
    if table is not None and level in TABLE_LEVELS:
        kwargs["table"] = tuple(table)
    return factory(seed, **kwargs)


def level_names() -> list[str]:
    from . import levels  # noqa: F401

    return list(LEVELS)
