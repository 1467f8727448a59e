"""The club core's side of its tables, sans-IO: what goes to a table and what comes back.

A seated connection's table messages go to its table's ``net.Table`` (``to_table``), which
referees the match exactly as on a local network; what the table asks (sends, closes, a
finished match) is carried over as the club's actions, with the table's snapshot and the
computer turn it waits for (``pump``). Here too are the answers that reach a table from
outside its connections: a computer's card (``thought``), a table taken back from its snapshot
(``restore``) or given up to another node of the club (``release``), the tables' clocks
(``tick``), and the pause while the shared store is unreachable (``pause``, ``resume``).
``Core`` (``core.py``) calls these functions with itself.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..ai.base import RandomPlayer
from ..engine.cards import cards_of
from ..net import actions as net
from ..net.club.codes import CodeBook, SecretIndex
from ..net.protocol import ProtocolError
from .actions import Action, Close, Forget, Invite, Record, Save, Send, Think
from .clients import Client
from .counts import Counts, cards_between
from .limits import Limits, Meters
from .rooms import Room

CLUB_TEXTS = {
    "reconnecting": "the club is reconnecting to its store: play waits, nothing is lost",
    "back": "the club is back: play goes on",
}


class ClubCore(Protocol):
    """What these functions use of the club's ``Core`` (named here so that this module does
    not import ``core.py``, which calls it: no import circle)."""

    actions: list[Action]
    paused_at: float | None

    @property
    def limits(self) -> Limits: ...

    @property
    def shared(self) -> bool: ...

    @property
    def clients(self) -> dict[int, Client]: ...

    @property
    def rooms(self) -> dict[str, Room]: ...

    @property
    def codes(self) -> CodeBook: ...

    @property
    def tokens(self) -> SecretIndex: ...

    @property
    def meters(self) -> Meters: ...

    @property
    def rng(self) -> random.Random: ...

    @property
    def counts(self) -> Counts: ...

    @property
    def paused(self) -> bool: ...

    def lost(self, conn: int, now: float) -> None: ...

    def _send(self, conn: int, message: dict[str, Any]) -> None: ...

    def _close(self, c: Client, now: float) -> None: ...


def club_message(state: str) -> dict[str, Any]:
    """The ``club`` message telling a person the club's ``state`` (``CLUB_TEXTS``)."""
    return {"type": "club", "state": state, "message": CLUB_TEXTS[state]}


# A table's messages and actions -----------------------------------------------------------


def to_table(club: ClubCore, c: Client, body: bytes, kind: str, now: float) -> None:
    room = club.rooms.get(c.room) if c.room else None
    if room is None:
        if kind == "bye":
            club._close(c, now)
            return
        raise ProtocolError("invalid", "not at a table")
    before = room.progress()
    room.table.receive(c.id, body, now)
    if room.progress() != before:  # a card the game accepted costs no rate
        c.bucket.tokens = min(c.bucket.burst, c.bucket.tokens + 1)
        club.meters.refund(c.address)
    pump(club, room, now)


def pump(club: ClubCore, room: Room, now: float, lead: list[Action] | None = None) -> None:
    """Carry the table's actions over: records and the snapshot first, then the lobby's
    answers (``lead``), then the rest."""
    t = room.table
    batch = t.take()
    first: list[Action] = []
    rest: list[Action] = []
    closed = False
    for a in batch:
        if isinstance(a, net.Send):
            rest.append(Send(a.conn, a.message, room.id))
        elif isinstance(a, net.Close):
            rest.append(Close(a.conn))
            c = club.clients.get(a.conn)
            if c is not None and c.room == room.id:
                c.room = None
        elif isinstance(a, net.MatchFinished):
            first.append(Record(room.id, a.index, a.match))
        elif isinstance(a, net.TableClosed):
            closed = True
    if t.started and room.progress() != room.saved:
        club.counts.cards += cards_between(room.saved, room.progress())  # (the last too)
        room.saved = room.progress()
        if not t.closed:
            first.append(Save(room.id, room.snapshot()))
    elif not t.started and not t.closed and not closed and not room.lobby_saved:
        room.lobby_saved = True  # a table not yet started: stored once, as created
        first.append(Save(room.id, room.snapshot()))
    club.actions += first + (lead or []) + rest
    tokens = () if closed else room.live_tokens()
    if tokens != room.tokens:
        for token in room.tokens:
            club.tokens.remove(token)
        for token in tokens:
            club.tokens.add(token, room.id)
        room.tokens = tokens
    if closed:
        remove(club, room)
        return
    turn = t.computer_turn()
    if turn is not None and turn != room.asked and not club.paused:
        room.asked = turn
        levels = (
            tuple(s.level if s.kind == "ai" else None for s in t.match.seats) if t.match else ()
        )
        club.actions.append(Think(room.id, turn, levels))


def remove(club: ClubCore, room: Room) -> None:
    club.rooms.pop(room.id, None)
    if room.code is not None:
        club.codes.remove(room.code)
        if club.shared:
            club.actions.append(Invite(room.id, room.code, False))
    for c in club.clients.values():
        if c.room == room.id:
            c.room = None
    club.actions.append(Forget(room.id))


def tick(club: ClubCore, now: float) -> None:
    """The tables' clocks: idle turns, rejoin graces, and a table closed when nobody has been
    at it for a while, or never started."""
    lim = club.limits
    for room in list(club.rooms.values()):
        t = room.table
        before = (t.idle_due, t.grace_until)
        t.tick(now)
        if room.people():
            room.empty_since = None
        elif room.empty_since is None:
            room.empty_since = now
        if room.table.started and room.empty_since is not None:
            if now - room.empty_since >= lim.no_person:
                room.table.close("no one has been at the table for a while: it closes")
        elif not room.table.started and now - room.created >= lim.never_started:
            room.table.close("the table was never started: it closes")
        if t.actions or (t.idle_due, t.grace_until) != before:  # else nothing to carry
            pump(club, room, now)


# Computer turns ---------------------------------------------------------------------------


def thought(club: ClubCore, room_id: str, turn: net.ComputerTurn, card: int, now: float) -> None:
    """A computer's card for ``turn`` (any card: an illegal one is replaced by a random
    legal one; a stale one is ignored)."""
    room = club.rooms.get(room_id)
    if room is None:
        return
    if room.asked == turn:
        room.asked = None
    if club.paused:
        return  # not played: asked again once the club is back
    if card not in cards_of(turn.view.legal):
        card = int(RandomPlayer(club.rng.getrandbits(32)).choose(turn.view))
    room.table.computer_move(turn.seat, turn.hand, turn.plays, card, now)
    pump(club, room, now)


# Restoring --------------------------------------------------------------------------------


def restore(club: ClubCore, room: Room) -> None:
    """Take back a table resumed from its snapshot (``rooms.restore``)."""
    club.rooms[room.id] = room
    if room.code is not None:
        club.codes.add(room.code, room.id)
        if club.shared:
            club.actions.append(Invite(room.id, room.code, True))
    pump(club, room, room.created)


def release(club: ClubCore, room_id: str, now: float) -> None:
    """Another node of the club plays this table now (this node's lease on it was lost):
    drop it without closing it, and close its people's connections without a word, so
    their programs reconnect by themselves (what was stored stays the other node's)."""
    room = club.rooms.pop(room_id, None)
    if room is None:
        return
    if room.code is not None:
        club.codes.remove(room.code)
    for token in room.tokens:
        club.tokens.remove(token)
    for c in list(club.clients.values()):
        if c.room == room_id:
            c.room = None
            club.actions.append(Close(c.id))
            club.lost(c.id, now)


# The store unreachable --------------------------------------------------------------------


def pause(club: ClubCore, now: float) -> None:
    """This node is no longer sure it holds its tables (its shared store unreachable, the
    leases it last renewed run out): no card is applied, no table created or started,
    until ``resume``; every person is told the club is reconnecting."""
    if club.paused_at is None:
        club.paused_at = now
        for c in club.clients.values():
            if c.name is not None:
                club._send(c.id, club_message("reconnecting"))


def resume(club: ClubCore, now: float) -> None:
    """The store is back and the tables still this node's: play goes on where it stopped
    (the time paused counted against no one); every person is told, each seat's view
    sent again, the computers asked again."""
    if club.paused_at is None:
        return
    paused, club.paused_at = now - club.paused_at, None
    for c in club.clients.values():
        if c.name is not None:
            club._send(c.id, club_message("back"))
        if c.room is None:
            c.opened += paused
    for room in list(club.rooms.values()):
        room.created += paused
        if room.empty_since is not None:
            room.empty_since += paused
        room.table.resume(paused)
        pump(club, room, now)
