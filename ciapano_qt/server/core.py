"""The club's core, sans-IO: connections in, actions out, every event with the time.

A connection says hello with a name and is in the lobby: it lists the public tables, creates
a table (its rules, each seat a person or a computer of a level, public or private) or joins
one (a private one by its invitation code). Seated, its messages go to the table's
``net.Table``, which referees the match exactly as on a local network; the creator's
``start`` starts it, computers fill the seats nobody took. The shell (``shell.py``) carries
out the actions: sends, closes, snapshots and records kept on disk, computer turns thought
about in a process pool and answered with ``thought``.

One node of a club sharing Redis (``shared``) asks its shell for what other nodes hold: a
table this node does not play is located (``Locate``, answered with ``located``: the program
is sent to the node that plays it with a ``moved``), the lobby's list gathers every node's
public tables (``Gather``, answered with ``gathered``), and each private table's invitation
code is published for the other nodes (``Invite``). ``nodes`` are the club's addresses, listed
in the ``lobby`` message and again (``nodes``) to every connection when they change.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai.base import RandomPlayer
from ..engine.cards import cards_of
from ..engine.errors import EngineError
from ..engine.rules import Rules
from ..net import actions as net
from ..net.club.codes import CodeBook, SecretIndex, new_code, normalize
from ..net.club.schema import MAX_LISTED, MAX_NODES, PERSON, TABLE_REQUESTS, check_request
from ..net.limits import TokenBucket
from ..net.protocol import PROTOCOL_VERSION, ProtocolError, parse_body
from ..net.schema import LEVEL_NAMES, hello_version, is_name
from .actions import Action, Close, Forget, Gather, Invite, Locate, Record, Save, Send, Think
from .clients import Client, env, version_text
from .counts import Counts, cards_between
from .limits import DEFAULT_LIMITS, Limits, Meters
from .rooms import Room, fit_listing, new_room, new_table_id

WAIT_TEXT = "the club is reconnecting to its store: try again when it is back"
CLUB_TEXTS = {
    "reconnecting": "the club is reconnecting to its store: play waits, nothing is lost",
    "back": "the club is back: play goes on",
}


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
            self._pump(room, now)

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
                self._hello(c, raw, now)
                return
            kind = raw.get("type")
            if kind in TABLE_REQUESTS and self.paused and kind != "bye":
                self._send(c.id, _club("reconnecting"))  # the card is not played: asked again
                return
            if kind in TABLE_REQUESTS:
                self._to_table(c, body, kind, now)
                return
            message = check_request(raw)
        except ProtocolError as e:
            self._strike(c, e.message, now)
            return
        kind = message["type"]
        if kind == "hello":
            self._strike(c, "already said hello", now)
        elif kind == "list":
            self._list(c)
        elif kind == "create":
            self._create(c, message, now)
        elif kind == "join":
            self._join(c, message, now)
        elif kind == "start":
            self._start(c, now)

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
        for room in list(self.rooms.values()):
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
                self._pump(room, now)

    # Computer turns -------------------------------------------------------------------

    def thought(self, room_id: str, turn: net.ComputerTurn, card: int, now: float) -> None:
        """A computer's card for ``turn`` (any card: an illegal one is replaced by a random
        legal one; a stale one is ignored)."""
        room = self.rooms.get(room_id)
        if room is None:
            return
        if room.asked == turn:
            room.asked = None
        if self.paused:
            return  # not played: asked again once the club is back
        if card not in cards_of(turn.view.legal):
            card = int(RandomPlayer(self.rng.getrandbits(32)).choose(turn.view))
        room.table.computer_move(turn.seat, turn.hand, turn.plays, card, now)
        self._pump(room, now)

    # Restoring ------------------------------------------------------------------------

    def restore(self, room: Room) -> None:
        """Take back a table resumed from its snapshot (``rooms.restore``)."""
        self.rooms[room.id] = room
        if room.code is not None:
            self.codes.add(room.code, room.id)
            if self.shared:
                self.actions.append(Invite(room.id, room.code, True))
        self._pump(room, room.created)

    def release(self, room_id: str, now: float) -> None:
        """Another node of the club plays this table now (this node's lease on it was lost):
        drop it without closing it, and close its people's connections without a word, so
        their programs reconnect by themselves (what was stored stays the other node's)."""
        room = self.rooms.pop(room_id, None)
        if room is None:
            return
        if room.code is not None:
            self.codes.remove(room.code)
        for token in room.tokens:
            self.tokens.remove(token)
        for c in list(self.clients.values()):
            if c.room == room_id:
                c.room = None
                self.actions.append(Close(c.id))
                self.lost(c.id, now)

    # The store unreachable -------------------------------------------------------------

    def pause(self, now: float) -> None:
        """This node is no longer sure it holds its tables (its shared store unreachable, the
        leases it last renewed run out): no card is applied, no table created or started,
        until ``resume``; every person is told the club is reconnecting."""
        if self.paused_at is None:
            self.paused_at = now
            for c in self.clients.values():
                if c.name is not None:
                    self._send(c.id, _club("reconnecting"))

    def resume(self, now: float) -> None:
        """The store is back and the tables still this node's: play goes on where it stopped
        (the time paused counted against no one); every person is told, each seat's view
        sent again, the computers asked again."""
        if self.paused_at is None:
            return
        paused, self.paused_at = now - self.paused_at, None
        for c in self.clients.values():
            if c.name is not None:
                self._send(c.id, _club("back"))
            if c.room is None:
                c.opened += paused
        for room in list(self.rooms.values()):
            room.created += paused
            if room.empty_since is not None:
                room.empty_since += paused
            room.table.resume(paused)
            self._pump(room, now)

    # The lobby ------------------------------------------------------------------------

    def _hello(self, c: Client, raw: dict[str, Any], now: float) -> None:
        version = hello_version(raw)
        number = isinstance(version, int) and not isinstance(version, bool)
        if number and version != PROTOCOL_VERSION:
            text = version_text(version)
            extra = {"protocol": PROTOCOL_VERSION}
            self._send(c.id, env("refused", reason="version", message=text, **extra))
            self._close(c, now)
            return
        if raw.get("type") == "hello" and "name" in raw and not is_name(raw["name"]):
            text = "a name is 1 to 24 characters of plain text"
            self._send(c.id, env("refused", reason="name", message=text))
            self._close(c, now)
            return
        m = check_request(raw)
        if m["type"] != "hello":
            raise ProtocolError("invalid", "say hello first")
        c.name = m["name"]
        welcome: dict[str, Any] = {"type": "lobby", "protocol": PROTOCOL_VERSION, "name": self.name}
        welcome["max_level"] = self.max_level
        if self.nodes:
            welcome["nodes"] = self.nodes[:MAX_NODES]
        self._send(c.id, welcome)
        if self.paused:
            self._send(c.id, _club("reconnecting"))
        if "token" in m:
            # A valid token is never held back: only wrong ones count against the address.
            ident = self.tokens.find(m["token"])
            room = self.rooms.get(ident) if ident else None
            if room is None and self.meters.wrong.full(c.address, now):
                text = "too many wrong tokens from this address: wait a minute"
                self._send(c.id, env("refused", reason="busy", message=text))
                self._close(c, now)
                return
            hint = m.get("table")  # the token's table (a program coming back after a drop)
            if room is None and self.shared and hint is not None and hint not in self.rooms:
                self.actions.append(Locate(c.id, table=hint, rejoin=True))
                return  # perhaps another node's table (taken over): ``located`` answers
            if room is None:
                return self._wrong_token(c, now)
            self._enter(c, room, room.rejoin(c.name, m["token"]), now)

    def _wrong_token(self, c: Client, now: float) -> None:
        self.meters.wrong.add(c.address, now)
        text = "the rejoin token is not valid at this server (the match may have ended)"
        self._send(c.id, env("refused", reason="token", message=text))
        self._close(c, now)

    # Other nodes of the club ----------------------------------------------------------

    def located(self, ask: Locate, url: str | None, table: str | None, now: float) -> None:
        """The answer to ``ask``: the address of the node that plays ``table`` (None: no
        node of the club has it)."""
        c = self.clients.get(ask.conn)
        if c is None or c.room is not None:
            return
        if url is not None and table is not None:
            self._send(c.id, {"type": "moved", "url": url, "table": table})
            self._close(c, now)
        elif ask.rejoin:
            self._wrong_token(c, now)
        elif ask.code is not None:
            self.meters.wrong.add(c.address, now)
            self._deny(c, "code", "no table has that invitation code")
        else:
            self._deny(c, "table", "no public table has that id")

    def renode(self, nodes: list[str]) -> None:
        """The club's nodes now: a change is told to every connection that said hello, so a
        program knows the nodes that joined since (to come back to one after a drop)."""
        nodes = nodes[:MAX_NODES]
        if nodes == self.nodes:
            return
        self.nodes = nodes
        for c in self.clients.values():
            if c.name is not None:
                self._send(c.id, {"type": "nodes", "nodes": nodes})

    def published(self) -> list[dict[str, Any]]:
        """This node's public tables for the club's list (with ``born``, to sort them)."""
        rooms = [r for r in self.rooms.values() if r.public and not r.table.closed]
        return [{**r.listing(), "born": r.born} for r in rooms]

    def gathered(self, conn: int, listed: list[dict[str, Any]]) -> None:
        """The answer to a ``Gather``: every node's ``published`` tables."""
        if conn in self.clients:
            listed = sorted(listed, key=lambda t: (t["started"], -t["born"]))[:MAX_LISTED]
            tables = [{k: v for k, v in t.items() if k != "born"} for t in listed]
            self._send(conn, {"type": "tables", "tables": tables})

    def _list(self, c: Client) -> None:
        if self.shared:
            self.actions.append(Gather(c.id))
            return
        rooms = [r for r in self.rooms.values() if r.public and not r.table.closed]
        rooms.sort(key=lambda r: (r.table.started, -r.created))
        self._send(c.id, {"type": "tables", "tables": fit_listing([r.listing() for r in rooms])})

    def _create(self, c: Client, m: dict[str, Any], now: float) -> None:
        lim = self.limits
        if c.room is not None:
            return self._deny(c, "seated", "you are at a table already")
        if self.paused:
            return self._deny(c, "reconnecting", WAIT_TEXT)
        if (
            c.created >= lim.tables_per_connection
            or len(self.rooms) >= lim.tables
            or not self.meters.may_create(c.address, now)
        ):
            return self._deny(c, "limit", "too many tables created: try again later")
        try:
            rules = Rules.from_dict(m["rules"])
        except (EngineError, TypeError, ValueError) as e:
            return self._deny(c, "rules", f"rules refused: {e}"[:300])
        seats: list[str] = m["seats"]
        if len(seats) != rules.players or seats[0] != PERSON:
            return self._deny(c, "rules", "list one seat per player, the first yours (a person)")
        stand_in = m.get("level", "easy")
        top = LEVEL_NAMES.index(self.max_level)
        if any(LEVEL_NAMES.index(s) > top for s in [*seats, stand_in] if s != PERSON):
            return self._deny(c, "level", f"this server's computers play at most {self.max_level}")
        self.meters.created(c.address, now)
        c.created += 1
        code = None
        if not m["public"]:
            code = new_code()
            while code in self.codes:
                code = new_code()
        assert c.name is not None
        room = new_room(
            rules, seats, m["public"], code, stand_in, m.get("matches", 1), lim.idle, c.name, now
        )
        while room.id in self.rooms:
            room.id = new_table_id()
        self.rooms[room.id] = room
        if code is not None:
            self.codes.add(code, room.id)
            if self.shared:  # found at every node before the creator is told the code
                self.actions.append(Invite(room.id, code, True))
        room.creator = c.id
        created = Send(c.id, {"type": "created", "table": room.id, "code": code}, room.id)
        self._enter(c, room, room.hello(c.name), now, lead=[created])  # once it is stored

    def _join(self, c: Client, m: dict[str, Any], now: float) -> None:
        if c.room is not None:
            return self._deny(c, "seated", "you are at a table already")
        if "code" in m:
            if self.meters.wrong.full(c.address, now):
                return self._deny(c, "limit", "too many unknown codes: wait a minute")
            ident = self.codes.find(m["code"])
            if ident is None and self.shared and (code := normalize(m["code"])) is not None:
                self.actions.append(Locate(c.id, code=code))
                return  # perhaps another node's table: ``located`` answers
            if ident is None:
                self.meters.wrong.add(c.address, now)
                return self._deny(c, "code", "no table has that invitation code")
            room = self.rooms.get(ident)
        else:
            room = self.rooms.get(m["table"])
            if room is None and self.shared:
                self.actions.append(Locate(c.id, table=m["table"]))
                return  # perhaps another node's table: ``located`` answers
            if room is not None and not room.public:
                room = None
            if room is None:
                return self._deny(c, "table", "no public table has that id")
        if room is None or room.table.closed:
            return self._deny(c, "table", "that table has closed")
        if room.table.started:
            return self._deny(c, "started", "the match at that table has started")
        if not room.free():
            return self._deny(c, "full", "every person's seat at that table is taken")
        assert c.name is not None
        self._enter(c, room, room.hello(c.name), now)

    def _start(self, c: Client, now: float) -> None:
        room = self.rooms.get(c.room) if c.room else None
        if room is None or room.creator not in (None, c.id):
            # The creator's connection is gone (it dropped, or the server restarted): any
            # person at the table starts it (the creator's own program, back by itself).
            return self._deny(c, "creator", "only the table's creator starts it")
        if room.table.started:
            return self._deny(c, "started", "the match has started")
        if self.paused:
            return self._deny(c, "reconnecting", WAIT_TEXT)
        room.creator = None
        room.table.start(now)
        self._pump(room, now)

    def _enter(
        self, c: Client, room: Room, hello: bytes, now: float, lead: list[Action] | None = None
    ) -> None:
        c.room = room.id
        lead = [*(lead or []), Send(c.id, {"type": "seated", "table": room.id}, room.id)]
        room.table.open(c.id, c.address, now)
        room.table.receive(c.id, hello, now)
        self._pump(room, now, lead)

    def _to_table(self, c: Client, body: bytes, kind: str, now: float) -> None:
        room = self.rooms.get(c.room) if c.room else None
        if room is None:
            if kind == "bye":
                self._close(c, now)
                return
            raise ProtocolError("invalid", "not at a table")
        before = room.progress()
        room.table.receive(c.id, body, now)
        if room.progress() != before:  # a card the game accepted costs no rate
            c.bucket.tokens = min(c.bucket.burst, c.bucket.tokens + 1)
            self.meters.refund(c.address)
        self._pump(room, now)

    # The table's actions --------------------------------------------------------------

    def _pump(self, room: Room, now: float, lead: list[Action] | None = None) -> None:
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
                c = self.clients.get(a.conn)
                if c is not None and c.room == room.id:
                    c.room = None
            elif isinstance(a, net.MatchFinished):
                first.append(Record(room.id, a.index, a.match))
            elif isinstance(a, net.TableClosed):
                closed = True
        if t.started and room.progress() != room.saved:
            self.counts.cards += cards_between(room.saved, room.progress())  # (the last too)
            room.saved = room.progress()
            if not t.closed:
                first.append(Save(room.id, room.snapshot()))
        elif not t.started and not t.closed and not closed and not room.lobby_saved:
            room.lobby_saved = True  # a table not yet started: stored once, as created
            first.append(Save(room.id, room.snapshot()))
        self.actions += first + (lead or []) + rest
        tokens = () if closed else room.live_tokens()
        if tokens != room.tokens:
            for token in room.tokens:
                self.tokens.remove(token)
            for token in tokens:
                self.tokens.add(token, room.id)
            room.tokens = tokens
        if closed:
            self._remove(room)
            return
        turn = t.computer_turn()
        if turn is not None and turn != room.asked and not self.paused:
            room.asked = turn
            levels = (
                tuple(s.level if s.kind == "ai" else None for s in t.match.seats) if t.match else ()
            )
            self.actions.append(Think(room.id, turn, levels))

    def _remove(self, room: Room) -> None:
        self.rooms.pop(room.id, None)
        if room.code is not None:
            self.codes.remove(room.code)
            if self.shared:
                self.actions.append(Invite(room.id, room.code, False))
        for c in self.clients.values():
            if c.room == room.id:
                c.room = None
        self.actions.append(Forget(room.id))

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


def _club(state: str) -> dict[str, Any]:
    return {"type": "club", "state": state, "message": CLUB_TEXTS[state]}
