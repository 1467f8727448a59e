"""The club's core, sans-IO: connections in, actions out, every event with the time.

``Core`` keeps the club's connections and tables and is what the shell (``shell.py``) speaks
to: a connection opens, sends, breaks its framing, is lost; the clock ticks; the shell's
answers come back (a computer's card, a table restored or released, the store lost and back,
another node's tables). The shell carries out the actions it takes: sends, closes, snapshots
and records kept on disk, computer turns thought about in a process pool and answered with
``thought``. This module keeps the connections (limits, strikes, timeouts) and the messages
that answer them; what a connection asks in the lobby is ``lobby.py`` (hello, list, create,
join, start, and the other nodes' tables), and what goes to and comes back from a table is
``tables.py`` (its ``net.Table``'s actions carried over, computer turns, restore, release,
pause).
"""

from __future__ import annotations

import random
from typing import Any

from ..net import actions as net
from ..net.club.codes import CodeBook, SecretIndex
from ..net.club.schema import TABLE_REQUESTS, check_request
from ..net.limits import TokenBucket
from ..net.protocol import ProtocolError, parse_body
from ..net.schema import LEVEL_NAMES
from . import lobby, tables
from .actions import Action, Close, Locate, Send
from .clients import Client, env
from .counts import Counts
from .limits import DEFAULT_LIMITS, Limits, Meters
from .rooms import Room
from .tables import club_message


class Core:
    def __init__(
        self,
        limits: Limits = DEFAULT_LIMITS,
        max_level: str = "hard",
        name: str = "Ciapanò",
        shared: bool = False,
    ) -> None:
        if max_level not in LEVEL_NAMES:
            raise ValueError(f"unknown level {max_level!r}")
        self.limits = limits
        self.max_level = max_level
        self.name = name
        self.clients: dict[int, Client] = {}
        self.rooms: dict[str, Room] = {}
        self.codes = CodeBook()
        self.tokens = SecretIndex()  # every match's rejoin tokens -> its table
        self.actions: list[Action] = []
        self.rng = random.SystemRandom()
        self.meters = Meters(limits)
        self.shared = shared  # one node of a club sharing Redis: the others' tables exist
        self.nodes: list[str] = []  # the club's node addresses, for the lobby message
        self.paused_at: float | None = None  # since when no card is applied (``pause``)
        self.counts = Counts()  # for /metrics

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def take(self) -> list[Action]:
        out, self.actions = self.actions, []
        return out

    # Connections ----------------------------------------------------------------------

    def open(self, conn: int, address: str, now: float) -> bool:
        """A new connection; False (and a refusal queued) when a limit refuses it."""
        lim = self.limits
        refusal = self.meters.refusal(address, len(self.clients))
        if refusal is not None:
            self._send(conn, env("refused", reason="busy", message=refusal))
            self.actions.append(Close(conn))
            return False
        bucket = TokenBucket(lim.message_rate, lim.message_burst, now)
        self.clients[conn] = Client(conn, address, now, bucket)
        self.meters.opened(address, now)
        return True

    def lost(self, conn: int, now: float) -> None:
        c = self.clients.pop(conn, None)
        if c is None:
            return
        self.meters.closed(c.address)
        room = self.rooms.get(c.room) if c.room else None
        if room is not None:
            room.table.lost(conn, now)
            if room.creator == conn:  # before the start: any person seated may start it
                room.creator = None  # (the creator's own program, coming back by itself)
            tables.pump(self, room, now)

    def receive(self, conn: int, body: bytes, now: float) -> None:
        c = self.clients.get(conn)
        if c is None:
            return
        too_many = "too many messages" if not c.bucket.allow(now) else None
        too_many = too_many or self.meters.message(c.address, now)
        if too_many is not None:
            self._drop(c, too_many, now)
            return
        if len(body) > self.limits.max_message:
            self._drop(c, "message too large", now)
            return
        try:
            raw = parse_body(body)
            if c.name is None:
                lobby.hello(self, c, raw, now)
                return
            kind = raw.get("type")
            if kind in TABLE_REQUESTS and self.paused and kind != "bye":
                self._send(c.id, club_message("reconnecting"))  # not played: asked again
                return
            if kind in TABLE_REQUESTS:
                tables.to_table(self, c, body, kind, now)
                return
            message = check_request(raw)
        except ProtocolError as e:
            self._strike(c, e.message, now)
            return
        kind = message["type"]
        if kind == "hello":
            self._strike(c, "already said hello", now)
        elif kind == "list":
            lobby.list_tables(self, c)
        elif kind == "create":
            lobby.create(self, c, message, now)
        elif kind == "join":
            lobby.join(self, c, message, now)
        elif kind == "start":
            lobby.start(self, c, now)

    def broken(self, conn: int, text: str, now: float) -> None:
        """The connection broke the framing (an oversized or binary frame): close it."""
        c = self.clients.get(conn)
        if c is not None:
            self._drop(c, text, now)

    def tick(self, now: float) -> None:
        lim = self.limits
        for c in list(self.clients.values()):
            if c.name is None and now - c.opened > lim.hello_timeout:
                self._drop(c, "no hello in time", now)
            elif c.room is None and not self.paused and now - c.opened > lim.lobby_idle:
                self._drop(c, "no table joined in time", now)
        if self.paused:
            return  # the tables' clocks wait: no card is played for anyone, no table closes
        tables.tick(self, now)

    # The shell's answers (``tables.py``, ``lobby.py``) ---------------------------------

    def thought(self, room_id: str, turn: net.ComputerTurn, card: int, now: float) -> None:
        """A computer's card for ``turn`` (any card: an illegal one is replaced by a random
        legal one; a stale one is ignored)."""
        tables.thought(self, room_id, turn, card, now)

    def restore(self, room: Room) -> None:
        """Take back a table resumed from its snapshot (``rooms.restore``)."""
        tables.restore(self, room)

    def release(self, room_id: str, now: float) -> None:
        """Another node of the club plays this table now: drop it without closing it
        (``tables.release``)."""
        tables.release(self, room_id, now)

    def pause(self, now: float) -> None:
        """The shared store is unreachable: no card is applied until ``resume``
        (``tables.pause``)."""
        tables.pause(self, now)

    def resume(self, now: float) -> None:
        """The store is back: play goes on where it stopped (``tables.resume``)."""
        tables.resume(self, now)

    def located(self, ask: Locate, url: str | None, table: str | None, now: float) -> None:
        """The answer to ``ask``: the address of the node that plays ``table`` (None: no
        node of the club has it)."""
        lobby.located(self, ask, url, table, now)

    def renode(self, nodes: list[str]) -> None:
        """The club's nodes now, told to every connection when they change
        (``lobby.renode``)."""
        lobby.renode(self, nodes)

    def published(self) -> list[dict[str, Any]]:
        """This node's public tables for the club's list (with ``born``, to sort them)."""
        return lobby.published(self)

    def gathered(self, conn: int, listed: list[dict[str, Any]]) -> None:
        """The answer to a ``Gather``: every node's ``published`` tables."""
        lobby.gathered(self, conn, listed)

    # Messages -------------------------------------------------------------------------

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        if message["type"] in ("refused", "denied"):
            self.counts.refusals += 1
        self.actions.append(Send(conn, message))

    def _deny(self, c: Client, reason: str, text: str) -> None:
        self._send(c.id, {"type": "denied", "reason": reason, "message": text})

    def _strike(self, c: Client, text: str, now: float) -> None:
        c.strikes += 1
        if c.name is None or c.strikes >= self.limits.strikes:
            self._drop(c, f"invalid message: {text}", now)
        else:
            self._deny(c, "invalid", f"invalid message: {text}"[:300])

    def _drop(self, c: Client, text: str, now: float) -> None:
        self._send(c.id, env("closed", message=text[:300]))
        self._close(c, now)

    def _close(self, c: Client, now: float) -> None:
        self.actions.append(Close(c.id))
        self.lost(c.id, now)
