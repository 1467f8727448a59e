"""The session's computer players: one for each seat the table gives a level.

A player is anything with ``choose(view) -> card`` (it runs in the worker thread) and its
``level``, ``seed`` and ``table``; the session makes them through a factory, so tests can seat
scripted or faulty players. Every player is given the table, each seat's level as the match
shows it (None for the human): the expert believes the seats it names as rule players
(docs/ai.md). A seat whose level changes (a resumed match whose saved level is unknown plays as
medium: ``persistence``) gets a new player with the same seed.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...ai.thinker import ComputerPlayer
from ...engine.match import Seat

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # types only: a Protocol class costs start-up time for nothing at run time
    from collections.abc import Callable
    from typing import Protocol

    from ...engine.match import Match
    from ...engine.view import View

    Table = tuple[str | None, ...]

    class Player(Protocol):
        level: str
        seed: int
        table: Table

        def choose(self, view: View) -> int: ...

    PlayerFactory = Callable[[str, int, Table], Player]


def computer_player(level: str, seed: int, table: Table) -> Player:
    return ComputerPlayer(level, seed, table=table)


def table_of(seats: Sequence[Seat], demo: bool) -> Table:
    """Every seat's level (None for the human; in a demo every seat is a computer)."""
    return tuple((s.level or "medium") if s.kind == "ai" or demo else None for s in seats)


class ComputerSeats:
    def __init__(self, make: PlayerFactory = computer_player) -> None:
        self._make = make
        self.players: dict[int, Player] = {}
        self._stand_ins: dict[int, Player] = {}

    def seat(self, table: Table, rng: random.Random) -> None:
        """A player for every seat of ``table`` with a level, each with its own seed."""
        self.players = {
            i: self._make(level, rng.getrandbits(32), table)
            for i, level in enumerate(table)
            if level is not None
        }
        self._stand_ins = {}

    def stand_in(self, seat: int, table: Table) -> Player:
        """The strongest computer player, playing a person's seat ("Finish the hand for
        me"); one per seat, kept for the rest of the match."""
        from ...ai.finish import strongest_level

        level = strongest_level()
        player = self._stand_ins.get(seat)
        if player is None or player.table != table:
            seed = player.seed if player is not None else random.getrandbits(32)
            player = self._stand_ins[seat] = self._make(level, seed, table)
        return player

    def player(self, seat: int, table: Table) -> Player:
        """The seat's player, made again (same seed) if its level or the table changed."""
        player = self.players[seat]
        level = table[seat]
        if level is not None and (player.level != level or player.table != table):
            player = self.players[seat] = self._make(level, player.seed, table)
        return player


def _known_levels() -> set[str]:
    from ...ai.levels import level_names

    return set(level_names())


def playable_seats(match: Match) -> list[str]:
    """Give any computer seat of an unknown level (a foreign or newer file) the medium level.

    Returns the names of the seats changed (logged): the match can still be resumed.
    """
    known = _known_levels()
    changed = []
    for i, seat in enumerate(match.seats):
        if seat.kind != "human" and (seat.level or "medium") not in known:
            log.warning("seat %d (%s): unknown level %r; plays as medium", i, seat.name, seat.level)
            match.seats[i] = Seat(seat.name, seat.kind, "medium")
            changed.append(seat.name)
    return changed
