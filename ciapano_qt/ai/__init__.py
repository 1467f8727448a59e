"""Computer players (no Qt): one protocol, the table of named levels, the harnesses.

Importing the package is cheap (the app's start-up imports ``ai.thinker`` with its
controller): ``LEVELS``, ``Player``, ``RandomPlayer``, ``level_names`` and ``make_player`` are
read from ``levels`` and ``base`` at their first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Player, RandomPlayer
    from .levels import LEVELS, level_names, make_player

__all__ = ["LEVELS", "Player", "RandomPlayer", "level_names", "make_player"]


def __getattr__(name: str) -> Any:
    if name in ("Player", "RandomPlayer"):
        from . import base

        return getattr(base, name)
    if name in __all__:
        from . import levels

        return getattr(levels, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
