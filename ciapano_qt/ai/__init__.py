"""Computer players (no Qt): one protocol, named levels, the tournament harness."""

from .base import LEVELS, Player, RandomPlayer, level_names, make_player

__all__ = ["LEVELS", "Player", "RandomPlayer", "level_names", "make_player"]
