"""A computer's card for a networked seat, on the host (computer seats, stand-ins) and on a
client (``join --ai``): search levels think in a thread so the event loop keeps serving, and
whatever happens the card played is one of the view's legal cards."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

from ..ai.base import Player, RandomPlayer
from ..engine.cards import cards_of
from ..engine.view import View

THREAD_LEVELS = ("hard", "expert")


async def choose_card(
    player: Player,
    level: str,
    view: View,
    rng: random.Random,
    failed: Callable[[Exception], None],
) -> int:
    """``player``'s card for ``view``; a random legal one if it fails (``failed`` is told)."""
    try:
        if level in THREAD_LEVELS:
            card = int(await asyncio.to_thread(player.choose, view))
        else:
            card = int(player.choose(view))
    except Exception as e:  # a bug, or a view the player cannot read: play a legal card
        failed(e)
        card = -1
    if card not in cards_of(view.legal):
        card = int(RandomPlayer(rng.getrandbits(32)).choose(view))
    return card
