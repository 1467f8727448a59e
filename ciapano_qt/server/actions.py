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


Action = Send | Close | Save | Record | Forget | Think
