"""Shared by the club's tests: a club on loopback in this process (its certificate made in a
temporary folder, computers thinking in threads), online clients beside it, and the check that
no byte a seat received showed it a card hidden from it."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ciapano_qt.engine.match import Match
from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Plan
from ciapano_qt.server.core import Core
from ciapano_qt.server.limits import Limits
from ciapano_qt.server.nodes import Nodes
from ciapano_qt.server.shell import Club
from ciapano_qt.server.store import DiskStore, Store
from ciapano_qt.server.tls import fingerprint_file, self_signed, server_context

from ..net.helpers import hidden_from, leaks

WATCHDOG = 90.0


@dataclass
class Frames:
    """Every WebSocket message one client received, as bytes."""

    frames: list[bytes] = field(default_factory=list)

    def tap(self, data: bytes) -> None:
        self.frames.append(data)

    def messages(self) -> list[dict[str, Any]]:
        return [json.loads(f) for f in self.frames]

    def table_messages(self) -> list[dict[str, Any]]:
        return [m for m in self.messages() if "hand" in m]

    @property
    def size(self) -> int:
        return sum(len(f) for f in self.frames)


def byte_leaks(match: Match, seat: int, frames: list[bytes]) -> list[str]:
    """Every hidden card whose quoted code is in the raw bytes of a message to ``seat``
    (at that message's moment), beside ``leaks``'s reading of the parsed strings."""
    found = []
    for raw in frames:
        m = json.loads(raw)
        if "hand" not in m:  # a lobby message: no card at all may be in it
            found += [f"{m['type']}: {raw[:60]!r}" for c in _all_codes() if c in raw]
            continue
        for code in hidden_from(match, seat, m["hand"], m["plays"]):
            if f'"{code}"'.encode() in raw:
                found.append(f"{m['type']} at {m['hand']}/{m['plays']}: {code}")
    return found + leaks(match, seat, [json.loads(f) for f in frames if b'"hand"' in f])


def _all_codes() -> list[bytes]:
    from ciapano_qt.engine.cards import CARDS

    return [f'"{c.code}"'.encode() for c in CARDS]


@dataclass
class Running:
    club: Club
    url: str
    cert: Path
    fingerprint: str
    folder: Path
    matches: list[Match] = field(default_factory=list)


async def start_club(
    folder: Path,
    limits: Limits | None = None,
    max_level: str = "hard",
    port: int = 0,
    store: Store | None = None,
    renew: float = 2.0,
    nodes: Nodes | None = None,
    tls: Path | None = None,
) -> Running:
    """A club on loopback; with ``nodes``, one node of several sharing Redis (their
    certificate in ``tls``, made there by the first)."""
    cert, key = self_signed(tls or folder / "tls")
    core = Core(limits or Limits(), max_level, shared=nodes is not None)
    store = store or DiskStore(folder)
    context = server_context(cert, key)
    club = Club(
        core, store, context, "127.0.0.1", port, 2, ThreadPoolExecutor(2), renew, nodes=nodes
    )
    port = await club.start()
    return Running(club, f"wss://127.0.0.1:{port}", cert, fingerprint_file(cert), folder)


def creating(
    run: Running,
    rules: dict[str, Any],
    seats: list[str],
    people: int,
    public: bool = False,
    told: list[str] | None = None,
    seed: int = 1,
    name: str = "Ada",
    **kw: Any,
) -> tuple[OnlineClient, Frames]:
    frames = Frames()
    plan = Plan(create={"rules": rules, "seats": seats, "public": public, **kw}, people=people)
    lines = told if told is not None else []
    client = OnlineClient(
        [run.url],
        name,
        "random",
        plan,
        cafile=run.cert,
        seed=seed,
        tap=frames.tap,
        told=lines.append,
        wait=20.0,
        source=f"127.0.0.{1 + seed % 250}",
    )
    return client, frames


def joining(run: Running, name: str, seed: int, **plan: Any) -> tuple[OnlineClient, Frames]:
    frames = Frames()
    client = OnlineClient(
        [run.url],
        name,
        "random",
        Plan(**plan),
        pin=run.fingerprint,
        seed=seed,
        tap=frames.tap,
        told=lambda line: None,
        wait=20.0,
        source=f"127.0.0.{1 + seed % 250}",
    )
    return client, frames


async def code_of(told: list[str]) -> str:
    """The invitation the creating client printed (waits for it)."""
    for _ in range(400):
        for line in told:
            if line.startswith("invitation: "):
                return line.removeprefix("invitation: ")
        await asyncio.sleep(0.02)
    raise AssertionError("no invitation printed")


def records(folder: Path) -> list[Path]:
    return sorted((folder / "records").glob("*.json"))
