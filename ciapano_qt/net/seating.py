"""Who sits where at a hosted table: its settings, its connections and remote seats, and the
two lists made from them (the ``seats`` message's entries, the engine's seats of a match).

``table.Table`` keeps these; they hold no behaviour of their own beyond what a seat is called.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.match import Seat
from ..engine.rules import Rules
from .limits import TokenBucket


@dataclass(slots=True)
class Config:
    rules: Rules
    layout: list[str]  # per seat: "remote", "computer" or "host" (a person at the host)
    names: list[str]  # per seat: the computer seats' and host persons' names
    code: str
    level: str = "easy"  # computer seats and stand-ins for dropped or idle players
    idle: float = 60.0
    matches: int = 1
    auto_start: bool = True  # start as soon as every remote seat is taken
    seed: int | None = None  # deals; None: the system's random source
    title: str = "Ciapanò"  # the table's name in discovery answers (plain text, <= 24)
    levels: dict[int, str] = field(default_factory=dict)  # computer seats' own levels
    # (a computer seat not listed, and a remote seat nobody took, plays at ``level``)


@dataclass(slots=True)
class Conn:
    id: int
    address: str
    opened: float
    bucket: TokenBucket
    seat: int | None = None
    strikes: int = 0
    pake: bool = False  # protocol 3: the code is proven by SPAKE2 on this connection
    guessed: bool = False  # its one SPAKE2 exchange is done (right or wrong)
    proven: bool = False  # ... and it proved the code
    plain: bool = False  # spoke in clear: an older program, told to update


MAX_UNSEATED = 56  # connections at once not (yet) playing a seat; seated ones always fit
MAX_UNSEATED_PER_ADDRESS = 16  # of them from one address (twice the most seats a table has)


def to_make_room(conns: dict[int, Conn], address: str) -> Conn | None:
    """The connection a new one from ``address`` pushes out, or None when there is room.

    Only connections that sit nowhere yet count (a seat's own always fit). One address holds
    at most ``MAX_UNSEATED_PER_ADDRESS`` of them: its oldest goes. The table holds at most
    ``MAX_UNSEATED``: the oldest of the address holding the most goes. A new connection is
    never turned away for room, so a player's rejoin always reaches its hello (an honest
    program says hello at once; one that keeps its connections silent loses them first)."""
    waiting = [c for c in conns.values() if c.seat is None]
    mine = [c for c in waiting if c.address == address]
    if len(mine) >= MAX_UNSEATED_PER_ADDRESS:
        return min(mine, key=lambda c: (c.opened, c.id))
    if len(waiting) < MAX_UNSEATED:
        return None
    count: dict[str, int] = {}
    for c in waiting:
        count[c.address] = count.get(c.address, 0) + 1
    most = max(count.values())
    return min((c for c in waiting if count[c.address] == most), key=lambda c: (c.opened, c.id))


@dataclass(slots=True)
class RemoteSeat:
    conn: int | None = None  # the connection playing it, None when nobody is there
    name: str = ""
    token: str = ""  # the rejoin token of the match in progress ("" when none)
    taken: bool = False  # claimed by a joiner (in the lobby) or played in the match
    waiting: bool = False  # resumed after a host crash: wait for the player to rejoin
    midway: int | None = None  # heads-up: the hand taken back in its middle (sent whole at its end)


def level_of(cfg: Config, seat: int) -> str:
    """The level a computer seat plays at (its own, else the table's)."""
    return cfg.levels.get(seat, cfg.level)


def seat_entries(cfg: Config, remote: dict[int, RemoteSeat]) -> list[dict[str, Any]]:
    """The ``seats`` message's list: every seat's name, kind and status, and a computer
    seat's level (``docs/network.md``)."""
    out: list[dict[str, Any]] = []
    for s, kind in enumerate(cfg.layout):
        r = remote.get(s)
        if r is not None:
            name = r.name or f"Seat {s + 1}"
            status = "present" if r.conn is not None else "computer"
            out.append({"name": name, "kind": "remote", "status": status})
        elif kind == "computer":
            entry = {"name": cfg.names[s], "kind": kind, "status": "computer"}
            out.append({**entry, "level": level_of(cfg, s)})
        else:
            out.append({"name": cfg.names[s], "kind": kind, "status": "present"})
    return out


def match_seats(cfg: Config, remote: dict[int, RemoteSeat]) -> list[Seat]:
    """The engine's seats of a new match: a person's for a remote or host seat, else a
    computer of its level."""
    seats = []
    for s, kind in enumerate(cfg.layout):
        if kind == "remote":
            seats.append(Seat(remote[s].name, "human", None))
        elif kind == "host":
            seats.append(Seat(cfg.names[s], "human", None))
        else:
            seats.append(Seat(cfg.names[s], "ai", level_of(cfg, s)))
    return seats
