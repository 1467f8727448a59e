"""What the host's table asks its I/O layer to do, and the turns it hands to computers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.match import Match
from ..engine.view import View


@dataclass(frozen=True, slots=True)
class Send:
    conn: int
    message: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Close:
    conn: int


@dataclass(frozen=True, slots=True)
class CodeChanged:
    """Too many wrong codes: the table drew this new one (show it to the host)."""

    code: str


@dataclass(frozen=True, slots=True)
class MatchFinished:
    index: int  # 0-based number of the match at this table
    match: Match


@dataclass(frozen=True, slots=True)
class TableClosed:
    pass


Action = Send | Close | CodeChanged | MatchFinished | TableClosed


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """A turn a computer plays: ``seat`` at moment ``(hand, plays)``, from ``view`` only."""

    seat: int
    hand: int
    plays: int
    view: View
    level: str
