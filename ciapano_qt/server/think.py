"""A computer's card, computed in a worker process of the club's pool (never on its event
loop). Players are made per turn from the level, a seed and the table's levels: a worker
keeps nothing between turns, so any worker can take any table's turn."""

from __future__ import annotations

from ..ai.levels import make_player
from ..engine.view import View


def think(level: str, seed: int, levels: tuple[str | None, ...], view: View) -> int:
    player = make_player(level, seed, table=list(levels) if levels else None)
    return int(player.choose(view))
