"""A connection to the club as its core keeps it, and the table-protocol messages the core
sends from outside any table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..net.limits import TokenBucket
from ..net.protocol import PROTOCOL_VERSION


@dataclass(slots=True)
class Client:
    id: int
    address: str
    opened: float
    bucket: TokenBucket
    name: str | None = None  # set by the hello
    room: str | None = None  # the table it sits at
    created: int = 0  # tables it created
    strikes: int = 0


def version_text(theirs: Any) -> str:
    return (
        f"this server speaks protocol version {PROTOCOL_VERSION}, the program connecting "
        f"speaks {str(theirs)[:12]}: both need the same version of Ciapanò"
    )


def env(kind: str, **fields: Any) -> dict[str, Any]:
    """A table-protocol message from outside any table (moment 0, 0)."""
    return {"type": kind, "hand": 0, "plays": 0, **fields}
