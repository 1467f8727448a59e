"""The way to a seat at the host's ``Table``, sans-IO: the code, the hello, a rejoin.

A connection that speaks protocol 3 proves the table code by SPAKE2 first (``may_guess``
lets it run its one exchange, ``guessed`` hears how it ended); an older one reads the code
from its hello. The hello (``hello``) then takes the first free seat before the start, or,
once the match is on, only the seat whose rejoin token it shows (a valid token is never held
back by a limit). Seated (``take_seat``), it is welcomed with the rules and the seats and, in a
match in progress, sent what it missed. ``Table`` (``table.py``) calls these functions with
itself.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.match import Match
from .actions import Action, Close, CodeChanged
from .admission import Admission
from .protocol import PROTOCOL_VERSION
from .seating import Config, Conn, RemoteSeat


class EntranceTable(Protocol):
    """What the way in uses of its ``Table`` (named here so that this module does not import
    ``table.py``, which calls it: no import circle)."""

    config: Config
    conns: dict[int, Conn]
    remote: dict[int, RemoteSeat]
    match: Match | None
    matches_played: int
    closed: bool
    turn_since: float
    idle_due: bool
    actions: list[Action]
    admission: Admission

    def start(self, now: float) -> None: ...

    def _env(self, kind: str, **fields: Any) -> dict[str, Any]: ...

    def _send(self, conn: int, message: dict[str, Any]) -> None: ...

    def _seats(self) -> list[dict[str, Any]]: ...

    def _broadcast_seats(self, but: int | None = None) -> None: ...

    def _send_state(self, seat: int) -> None: ...

    def _send_past(self, conn: int, index: int) -> None: ...

    def _refuse(self, c: Conn, reason: str, text: str, now: float) -> None: ...

    def _strike(self, c: Conn, text: str, now: float) -> None: ...


# The code proven by SPAKE2 (protocol 3) ---------------------------------------------------


def may_guess(table: EntranceTable, conn: int, now: float) -> bool:
    """Whether ``conn`` may run its one SPAKE2 exchange now; if not, it is refused."""
    c = table.conns.get(conn)
    if c is None:
        return False
    if not c.pake or c.guessed or c.seat is not None:
        table._strike(c, "one code proof a connection", now)
        return False
    if table.closed or (table.match is None and table.matches_played):
        table._refuse(c, "closed", "the table is closed", now)
        return False
    paused = table.admission.held_back(c.address, now)
    if paused is not None:
        table._refuse(c, "busy", paused, now)
        return False
    c.guessed = True
    return True


def guessed(table: EntranceTable, conn: int, address: str, right: bool, now: float) -> None:
    """The end of ``conn``'s SPAKE2 exchange from ``address``: the code proven
    (``confirmed``), or a wrong code (or someone in the middle): counted as a wrong code,
    even when the connection is gone already (it saw the host's confirmation: one guess),
    refused, closed."""
    c = table.conns.get(conn)
    if right and c is not None:
        c.proven = True
        table._send(c.id, {"type": "confirmed"})
        return
    if right:
        return
    _, drawn = table.admission.check_code(address, "", now)
    if drawn is not None:
        table.config.code = drawn
        table.actions.append(CodeChanged(drawn))
    if c is None:
        return
    table._refuse(c, "code", "wrong code, or someone between you and the host", now)


# Joining ----------------------------------------------------------------------------------


def version_text(version: Any) -> str:
    if version == PROTOCOL_VERSION:
        return f"protocol version {PROTOCOL_VERSION} runs inside TLS, not in clear"
    return (
        f"this table speaks protocol version {PROTOCOL_VERSION}, the program joining speaks "
        f"{str(version)[:12]}: update Ciapanò to a version that speaks protocol "
        f"{PROTOCOL_VERSION} (both need the same version)"
    )


def hello(table: EntranceTable, c: Conn, m: dict[str, Any], now: float) -> None:
    if table.closed or (table.match is None and table.matches_played):
        table._refuse(c, "closed", "the table is closed", now)
        return
    if table.match is not None:  # a valid token first: no limit ever refuses it
        tokens = {s: r.token for s, r in table.remote.items()}
        seat_no = table.admission.seat_of_token(tokens, m.get("token"), c.address, now)
        if seat_no is not None:
            take_seat(table, c, seat_no, now)
        elif "token" in m:
            table._refuse(c, "token", "the rejoin token is not valid at this table", now)
        else:
            table._refuse(c, "closed", "the match has started: only its players may rejoin", now)
        return
    if c.pake:  # protocol 3: the code was proven by SPAKE2 (``guessed``), or not at all
        if not c.proven:
            table._refuse(c, "code", "prove the table code first", now)
            return
    else:
        paused = table.admission.held_back(c.address, now)
        if paused is not None:
            table._refuse(c, "busy", paused, now)
            return
        right, drawn = table.admission.check_code(c.address, m.get("code"), now)
        if drawn is not None:
            table.config.code = drawn
            table.actions.append(CodeChanged(drawn))
        if not right:
            table._refuse(c, "code", "wrong table code", now)
            return
    free = [s for s, r in sorted(table.remote.items()) if not r.taken]
    if not free:
        table._refuse(c, "full", "every seat at this table is taken", now)
        return
    r = table.remote[free[0]]
    r.taken, r.name = True, m["name"]
    take_seat(table, c, free[0], now)
    if table.config.auto_start and all(r.taken for r in table.remote.values()):
        table.start(now)


def take_seat(table: EntranceTable, c: Conn, seat: int, now: float) -> None:
    r = table.remote[seat]
    if r.conn is not None and r.conn != c.id:
        old = table.conns.pop(r.conn, None)
        if old is not None:
            table._send(old.id, table._env("closed", message="the seat was taken over"))
            table.actions.append(Close(old.id))
    r.conn = c.id
    r.waiting = False
    c.seat = seat
    welcome = table._env(
        "welcome",
        protocol=PROTOCOL_VERSION,
        seat=seat,
        rules=table.config.rules.to_dict(),
        seats=table._seats(),
        idle=table.config.idle,
        started=table.match is not None,
    )
    table._send(c.id, welcome)
    table._broadcast_seats(but=c.id)
    if table.match is not None:
        table._send(c.id, table._env("start", token=r.token, seats=table._seats()))
        for i, log in enumerate(table.match.hands):  # the hands it missed, all public
            if log.finished:
                table._send_past(c.id, i)
        # Heads-up, who drew what while it was away is not in its view: the hand in play
        # is sent whole too once it ends (its every card public then), before its score.
        state = table.match.hand
        heads_up = state is not None and not state.is_over and len(state.active) == 2
        r.midway = len(table.match.hands) - 1 if heads_up else None
        table._send_state(seat)
        if table.match.hand is not None and table.match.hand.current == seat:
            table.turn_since, table.idle_due = now, False
