"""The named computer levels, weakest first: one explicit table, the one place to add a level.

``make_player(level, seed)`` makes a player of a level; ``level_names()`` lists them (the
settings, the CLI and the saves check levels against it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .base import Player, PlayerFactory, RandomPlayer
from .expert import ExpertPlayer
from .rule_players import EasyPlayer, MediumPlayer
from .search import HardPlayer


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    factory: PlayerFactory  # factory(seed, **options) -> Player
    search: bool = False  # a search level: the factory takes iterations= (a fixed budget)
    table: bool = False  # the factory takes table= (every seat's level, as the match shows)


LEVELS: Final[tuple[Level, ...]] = (
    Level("random", RandomPlayer),
    Level("easy", EasyPlayer),
    Level("medium", MediumPlayer),
    Level("hard", HardPlayer, search=True),
    Level("expert", ExpertPlayer, search=True, table=True),
)
"""Every level, weakest first (the order the settings offer them)."""

BY_NAME: Final[dict[str, Level]] = {level.name: level for level in LEVELS}
SEARCH_LEVELS: Final = frozenset(level.name for level in LEVELS if level.search)
"""Levels that search (they think in a helper process in the app)."""


def level_names() -> list[str]:
    return [level.name for level in LEVELS]


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
    try:
        entry = BY_NAME[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(BY_NAME)}") from None
    kwargs: dict[str, object] = {}
    if iterations is not None and entry.search:
        kwargs["iterations"] = iterations
    if table is not None and entry.table:
        kwargs["table"] = tuple(table)
    return entry.factory(seed, **kwargs)
