"""The club's core driven in one process without sockets: clients as ``Online`` cores whose
computer level is random, computer turns answered at once, the clock moved by hand."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from ciapano_qt.ai.base import RandomPlayer
from ciapano_qt.net.club.online import Online, Plan, Refused
from ciapano_qt.server.actions import Close, Forget, Record, Save, Send, Think
from ciapano_qt.server.core import Core


@dataclass
class Seat:
    online: Online
    address: str = "127.0.0.2"
    received: list[dict[str, Any]] = field(default_factory=list)
    refused: str | None = None
    closed: bool = False
    mute: bool = False  # plays no card (a program that hangs at the table)


@dataclass
class Driver:
    core: Core = field(default_factory=Core)
    now: float = 0.0
    next_conn: int = 1
    conns: dict[int, Seat] = field(default_factory=dict)
    saves: list[Save] = field(default_factory=list)
    records: list[Record] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    sent_before_save: list[str] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(5))
    hold: bool = False  # computer turns wait in ``held`` until ``release``
    held: list[Think] = field(default_factory=list)

    def connect(self, seat: Seat) -> int:
        conn = self.next_conn
        self.next_conn += 1
        self.conns[conn] = seat
        seat.closed = False
        if self.core.open(conn, seat.address, self.now):
            self.send(conn, seat.online.hello())
        self.run()
        return conn

    def send(self, conn: int, message: dict[str, Any]) -> None:
        self.core.receive(conn, json.dumps(message).encode(), self.now)

    def run(self) -> None:
        """Carry out actions until none are left."""
        while True:
            batch = self.core.take()
            if not batch:
                return
            for a in batch:
                if isinstance(a, Send):
                    self._deliver(a.conn, a.message)
                elif isinstance(a, Close):
                    seat = self.conns.get(a.conn)
                    if seat is not None:
                        seat.closed = True
                    self.core.lost(a.conn, self.now)
                elif isinstance(a, Save):
                    self.saves.append(a)
                elif isinstance(a, Record):
                    self.records.append(a)
                elif isinstance(a, Forget):
                    self.forgotten.append(a.table)
                elif isinstance(a, Think) and self.hold:
                    self.held.append(a)
                elif isinstance(a, Think):
                    card = int(RandomPlayer(self.rng.getrandbits(32)).choose(a.turn.view))
                    self.core.thought(a.table, a.turn, card, self.now)

    def release(self) -> None:
        """Answer the computer turns held, and any after them."""
        self.hold = False
        held, self.held = self.held, []
        for a in held:
            card = int(RandomPlayer(self.rng.getrandbits(32)).choose(a.turn.view))
            self.core.thought(a.table, a.turn, card, self.now)
        self.run()

    def _deliver(self, conn: int, message: dict[str, Any]) -> None:
        seat = self.conns[conn]
        if seat.closed:
            return
        seat.received.append(message)
        try:
            _, replies = seat.online.receive(json.dumps(message).encode())
        except Refused as e:
            seat.refused = e.message
            return
        for r in replies:
            self.send(conn, r)
        view = seat.online.core.my_turn()
        if view is not None and not seat.mute:
            card = int(RandomPlayer(self.rng.getrandbits(32)).choose(view))
            self.send(conn, seat.online.intent(card))


def creator(
    rules: dict[str, Any],
    seats: list[str],
    people: int,
    public: bool = False,
    name: str = "Ada",
    **kw: Any,
) -> Seat:
    plan = Plan(create={"rules": rules, "seats": seats, "public": public, **kw}, people=people)
    return Seat(Online(name, plan))


def joiner(
    name: str, code: str | None = None, table: str | None = None, address: str = "127.0.0.3"
) -> Seat:
    return Seat(Online(name, Plan(code=code, table=table)), address)
