"""The host's side of a table, sans-IO: connections in, messages and actions out.

``Table`` owns the ``Match``; it is the only authority. The I/O layer (``host.py``, or the
desktop app) tells it what happened (``open``, ``receive``, ``lost``, ``tick``) with the time,
and carries out the actions it returns: send a message, close a connection, show a new table
code, save a finished match. Computer seats, dropped players and idle turns are played by
asking ``computer_turn`` and answering ``computer_move``; the move is checked like a client's.

This module keeps the table's state, its connections (limits, strikes, timeouts) and the
messages it sends; how a connection reaches a seat (the code, the hello, a rejoin) is
``entrance.py``, and how a card is checked and applied, a hand and a match ended, ``play.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..engine.match import Match
from ..engine.view import view_of
from . import entrance, play, schema
from .actions import Action, Close, ComputerTurn, Send, TableClosed
from .admission import Admission
from .limits import TokenBucket
from .protocol import MAX_CLIENT_MESSAGE, PROTOCOL_VERSION, ProtocolError, parse_body
from .schema import check_client, hello_version
from .seating import Config, Conn, RemoteSeat, seat_entries, to_make_room
from .secure import Identity
from .views import past_to_json, view_to_json

MAX_STRIKES = 10  # invalid messages before a connection is closed
HELLO_TIMEOUT = 10.0
MESSAGE_RATE, MESSAGE_BURST = 20.0, 40.0


@dataclass(slots=True)
class Table:
    config: Config
    conns: dict[int, Conn] = field(default_factory=dict)
    remote: dict[int, RemoteSeat] = field(default_factory=dict)
    match: Match | None = None
    matches_played: int = 0
    closed: bool = False
    turn_since: float = 0.0
    idle_due: bool = False
    grace_until: float = 0.0  # resumed: remote players have until then to rejoin
    actions: list[Action] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.SystemRandom)
    admission: Admission = field(init=False)
    identity: Identity | None = None  # the host's TLS key and certificate (protocol 3)

    def __post_init__(self) -> None:
        cfg = self.config
        if len(cfg.layout) != cfg.rules.players or len(cfg.names) != cfg.rules.players:
            raise ValueError("the layout and names must list every seat")
        self.remote = {s: RemoteSeat() for s, k in enumerate(cfg.layout) if k == "remote"}
        if cfg.seed is not None:
            self.rng = random.Random(cfg.seed)
        self.admission = Admission(cfg.code)

    # What the I/O layer reads ---------------------------------------------------------

    @property
    def code(self) -> str:
        return self.admission.code

    @property
    def started(self) -> bool:
        return self.match is not None

    def take(self) -> list[Action]:
        out, self.actions = self.actions, []
        return out

    def moment(self) -> tuple[int, int]:
        """``(hand, plays)`` of now: the hand's index and the cards played in it so far."""
        if self.match is None or not self.match.hands:
            return 0, 0
        state = self.match.hands[-1].state
        return state.hand_index, len(state.plays)

    # Events from the I/O layer --------------------------------------------------------

    def open(
        self, conn: int, address: str, now: float, pake: bool = False, plain: bool = False
    ) -> None:
        """A connection in, counted at once (before any TLS or SPAKE2 work). ``pake``: the
        code must be proven by SPAKE2 (``guessed``), not read from the hello; ``plain``: it
        spoke in clear, an older program (any hello is refused with the version to update to).
        """
        if self.closed:
            self._send(conn, self._env("refused", reason="closed", message="the table is closed"))
            self.actions.append(Close(conn))
            return
        crowded = to_make_room(self.conns, address)
        if crowded is not None:  # the oldest silent one goes: a new one always gets in
            self._refuse(crowded, "busy", "too many connections waiting: try again", now)
        bucket = TokenBucket(MESSAGE_RATE, MESSAGE_BURST, now)
        self.conns[conn] = Conn(conn, address, now, bucket, pake=pake, plain=plain)

    def may_guess(self, conn: int, now: float) -> bool:
        """Whether ``conn`` may run its one SPAKE2 exchange now; if not, it is refused."""
        return entrance.may_guess(self, conn, now)

    def guessed(self, conn: int, address: str, right: bool, now: float) -> None:
        """The end of ``conn``'s SPAKE2 exchange from ``address`` (``entrance.guessed``)."""
        entrance.guessed(self, conn, address, right, now)

    def receive(self, conn: int, body: bytes, now: float) -> None:
        c = self.conns.get(conn)
        if c is None:
            return
        if not c.bucket.allow(now):
            self._drop(c, "too many messages", now)
            return
        if len(body) > MAX_CLIENT_MESSAGE:
            self._drop(c, "message too large", now)
            return
        try:
            raw = parse_body(body)
            version = hello_version(raw)
            if c.seat is None and version is not None and (version != PROTOCOL_VERSION or c.plain):
                self._refuse(c, "version", entrance.version_text(version), now)
                return
            if (
                c.seat is None
                and raw.get("type") == "hello"
                and not schema.is_name(raw.get("name"))
            ):
                self._refuse(c, "name", "a name is 1 to 24 characters of plain text", now)
                return
            message = check_client(raw)
        except ProtocolError as e:
            self._strike(c, e.message, now)
            return
        kind = message["type"]
        if kind == "hello":
            if c.seat is not None:
                self._strike(c, "already seated", now)
            else:
                entrance.hello(self, c, message, now)
        elif kind == "bye":
            self._drop(c, None, now)
        elif c.seat is None:
            self._strike(c, "say hello first", now)
        else:
            play.intent(self, c, message, now)

    def lost(self, conn: int, now: float) -> None:
        c = self.conns.pop(conn, None)
        if c is None or c.seat is None:
            return
        seat = self.remote[c.seat]
        if seat.conn == conn:
            seat.conn = None
            if not self.started:
                self.remote[c.seat] = RemoteSeat()
            self._broadcast_seats()

    def tick(self, now: float) -> None:
        for c in list(self.conns.values()):
            if c.seat is None and now - c.opened > HELLO_TIMEOUT:
                self._drop(c, "no hello in time", now)
        state = self.match.hand if self.match else None
        if self.grace_until and now >= self.grace_until:
            self.grace_until = 0.0
            for r in self.remote.values():
                r.waiting = False
        due = now - self.turn_since >= self.config.idle
        if state is not None and due and state.current in self.remote:
            self.idle_due = True

    def idle_deadline(self) -> float | None:
        """When the turn in progress passes to a computer if the remote player stays idle."""
        state = self.match.hand if self.match else None
        if state is None or self.idle_due or state.current not in self.remote:
            return None
        return self.turn_since + self.config.idle

    def resume(self, paused: float) -> None:
        """The club held the table still for ``paused`` seconds (its store unreachable: no
        card applied): the turn's clock skips them, and each person's view is sent again (a
        card sent meanwhile was answered, not played)."""
        self.turn_since += paused
        if self.grace_until:
            self.grace_until += paused
        if self.match is not None and self.match.hands and not self.closed:
            self._send_states()

    def broken(self, conn: int, text: str, now: float) -> None:
        """The connection broke the framing (an oversized or undecodable frame): close it."""
        c = self.conns.get(conn)
        if c is not None:
            self._drop(c, text, now)

    def start(self, now: float) -> None:
        """Start the match (the host's "start" button; automatic with ``auto_start``)."""
        if self.match is not None or self.closed:
            return
        play.new_match(self, now)

    def close(self, message: str = "the host closed the table") -> None:
        """Close the table: every connection is told and closed."""
        if self.closed:
            return
        self.closed = True
        for c in list(self.conns.values()):
            self._send(c.id, self._env("closed", message=message))
            self.actions.append(Close(c.id))
        self.conns.clear()
        self.actions.append(TableClosed())

    # Play (``play.py``) -------------------------------------------------------------

    def computer_turn(self) -> ComputerTurn | None:
        """The turn a computer must play now: a computer seat, a dropped player, an idle one."""
        return play.computer_turn(self)

    def computer_move(self, seat: int, hand: int, plays: int, card: int, now: float) -> bool:
        """Apply a computer's move for ``seat`` made at ``(hand, plays)``; False if stale."""
        return play.computer_move(self, seat, hand, plays, card, now)

    def host_move(self, seat: int, hand: int, plays: int, card: int, now: float) -> str | None:
        """A move by a person at the host's screen; the refusal's code, or None when played."""
        return play.host_move(self, seat, hand, plays, card, now)

    # Messages -------------------------------------------------------------------------

    def _env(self, kind: str, **fields: Any) -> dict[str, Any]:
        hand, plays = self.moment()
        return {"type": kind, "hand": hand, "plays": plays, **fields}

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        self.actions.append(Send(conn, message))

    def _seats(self) -> list[dict[str, Any]]:
        return seat_entries(self.config, self.remote)

    def _broadcast(self, kind: str, **fields: Any) -> None:
        message = self._env(kind, **fields)
        for r in self.remote.values():
            if r.conn is not None:
                self._send(r.conn, message)

    def _broadcast_seats(self, but: int | None = None) -> None:
        message = self._env("seats", seats=self._seats())
        for r in self.remote.values():
            if r.conn is not None and r.conn != but:
                self._send(r.conn, message)

    def _send_state(self, seat: int) -> None:
        assert self.match is not None and self.match.hands
        conn = self.remote[seat].conn
        if conn is not None:
            state = self.match.hands[-1].state
            self._send(conn, self._env("state", view=view_to_json(view_of(state, seat))))

    def _send_states(self) -> None:
        for s in self.remote:
            self._send_state(s)

    def _send_past(self, conn: int, index: int) -> None:
        """The match's finished hand ``index`` as the record writes it (all of it public)."""
        assert self.match is not None
        record = past_to_json(self.match.hands[index])
        self._send(conn, self._env("past", index=index, record=record))

    def _reject(self, c: Conn, reason: str, text: str) -> None:
        assert reason in schema.REJECTIONS
        self._send(c.id, self._env("rejected", reason=reason, message=text[:300]))

    def _refuse(self, c: Conn, reason: str, text: str, now: float) -> None:
        extra = {"protocol": PROTOCOL_VERSION} if reason == "version" else {}
        self._send(c.id, self._env("refused", reason=reason, message=text, **extra))
        self._close(c, now)

    def _strike(self, c: Conn, text: str, now: float) -> None:
        c.strikes += 1
        if c.seat is None:  # not seated: refused as invalid (a hello that breaks the schema)
            self._refuse(c, "invalid", f"invalid message: {text}"[:300], now)
        elif c.strikes >= MAX_STRIKES:
            self._drop(c, f"invalid message: {text}", now)
        else:
            self._reject(c, "invalid", f"invalid message: {text}")

    def _drop(self, c: Conn, text: str | None, now: float) -> None:
        if text is not None:
            self._send(c.id, self._env("closed", message=text[:300]))
        self._close(c, now)

    def _close(self, c: Conn, now: float) -> None:
        self.actions.append(Close(c.id))
        self.lost(c.id, now)
