"""What the server's core asks its shell to do, in order.

The shell carries out a batch in order; a table's ``Save`` or ``Record`` is on disk before
any later ``Send`` of that table leaves (that is how a card is stored before anyone sees it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.match import Match
from ..net.actions import ComputerTurn


@dataclass(frozen=True, slots=True)
class Send:
    conn: int
    message: dict[str, Any]
    table: str | None = None  # a table's message: it waits for that table's writes before it


@dataclass(frozen=True, slots=True)
class Close:
    conn: int


@dataclass(frozen=True, slots=True)
class Save:
    """Keep table ``table``'s snapshot (``docs/server.md``) in place of the previous one."""

    table: str
    snapshot: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Record:
    """Match ``index`` (0-based) of table ``table`` is over: keep its record."""

    table: str
    index: int
    match: Match


@dataclass(frozen=True, slots=True)
class Forget:
    """Table ``table`` closed: its snapshot goes (its records stay)."""

    table: str


@dataclass(frozen=True, slots=True)
class Think:
    """A computer plays ``turn`` at table ``table``: answer with ``Core.thought``."""

    table: str
    turn: ComputerTurn
    levels: tuple[str | None, ...]  # every seat's level as the match shows it (None: a person)


@dataclass(frozen=True, slots=True)
class Locate:
    """A club on several nodes: connection ``conn`` asked for a table this node does not play
    (by its ``table`` id or its invitation ``code``): find the node that plays it and answer
    with ``Core.located``."""

    conn: int
    table: str | None = None
    code: str | None = None
    rejoin: bool = False  # a hello with a rejoin token (else a join)


@dataclass(frozen=True, slots=True)
class Gather:
    """A club on several nodes: connection ``conn`` asked for the list of public tables: read
    every node's and answer with ``Core.gathered``."""

    conn: int


@dataclass(frozen=True, slots=True)
class Invite:
    """A club on several nodes: the private table ``table`` is found by its invitation ``code``
    at every node (``live``), or no longer (it closed). Its later sends wait for it."""

    table: str
    code: str
    live: bool


Action = Send | Close | Save | Record | Forget | Think | Locate | Gather | Invite
