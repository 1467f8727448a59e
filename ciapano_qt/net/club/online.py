"""The online client's side, sans-IO: the lobby's steps, then the table through the local
network client's own core (``net.clientcore.ClientCore``), which checks every table message.

``Online`` says hello (with the table and the rejoin token once it has them), creates or
joins a table, starts it when it created it and ``people`` persons sit there, and hands the
table's messages to ``ClientCore``. ``receive`` returns the message checked and what to send.

A club may run on several nodes: the ``lobby`` message lists their addresses (``nodes``, kept
for coming back after a drop; a ``nodes`` message brings the list up to date at any time),
and a node that does not play the table asked for answers ``moved`` with the address of the
one that does (``moved_to``): the program closes the connection and says hello there, with
the same plan, token and table.
While the club says it is reconnecting to its store (``club``), a request it answers with
``denied``/``reconnecting`` is kept and sent again once the club is ``back``, and the card
sent meanwhile (answered, not played) is chosen again from the view the club sends then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..clientcore import ClientCore
from ..protocol import APP, PROTOCOL_VERSION, ProtocolError, parse_body
from ..schema import fail
from .schema import LOBBY_TYPES, check_notice


class Refused(Exception):
    """The server said no for good (a refusal, a denial, a table closed before its end)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(slots=True)
class Plan:
    """What to do in the lobby: create a table (``create`` is the message's fields, ``people``
    the persons to wait for before starting) or join one by ``code`` or public ``table``."""

    create: dict[str, Any] | None = None
    people: int = 1
    code: str | None = None
    table: str | None = None


@dataclass(slots=True)
class Online:
    name: str
    plan: Plan
    table: str | None = None  # the table's id once seated
    code: str | None = None  # the invitation code of a table this client created
    token: str | None = None  # the rejoin token of the match in progress (kept across drops)
    creator: bool = False
    started_it: bool = False
    nodes: list[str] = field(default_factory=list)  # the club's nodes, as its last lobby said
    moved_to: str | None = None  # the node to reconnect to, as a ``moved`` said
    reconnecting: bool = False  # the club said it is reconnecting to its store, not yet back
    asked: dict[str, Any] | None = None  # the last lobby request sent (create, join, start)
    retry: dict[str, Any] | None = None  # a request the club asked to send again once back
    max_level: str | None = None  # the strongest computer the club allows (None: not said)
    core: ClientCore = field(init=False)

    def __post_init__(self) -> None:
        self.core = ClientCore(self.name)

    @property
    def match_over(self) -> bool:
        return self.core.match_over

    def hello(self) -> dict[str, Any]:
        """The first message of a connection (a new one after each drop)."""
        if self.token is None:  # not in a match: a new seat, perhaps another one
            self.core = ClientCore(self.name)
        self.core.sent = None
        self.moved_to = None
        m: dict[str, Any] = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION}
        m["name"] = self.name
        if self.token is not None:
            m["token"] = self.token
            if self.table is not None:
                m["table"] = self.table
        return m

    def receive(self, body: bytes) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The server's message, checked, and the replies; ``ProtocolError`` when invalid
        (the table's are counted by ``ClientCore``), ``Refused`` when the server says no."""
        raw = parse_body(body)
        if raw.get("type") in LOBBY_TYPES:
            m = check_notice(raw)
            return m, self._lobby(m)
        m = self.core.receive(body)
        kind = m["type"]
        if kind == "refused":
            if m["reason"] == "token":
                self.token = None
            raise Refused(f"refused: {m['message']}")
        if kind == "closed" and not self.core.match_over:
            raise Refused(f"the server closed the connection: {m['message']}")
        if kind == "start":
            self.token = m["token"]
        elif kind == "match_over":
            self.token = None
        out: list[dict[str, Any]] = []
        if kind in ("welcome", "seats") and self._ready():
            self.started_it = True
            out.append({"type": "start"})
        self.asked = out[-1] if out else self.asked
        return m, out

    def intent(self, card: int) -> dict[str, Any]:
        return self.core.intent(card)

    def places(self, given: list[str]) -> list[str]:
        """Where the club may be reached: the addresses ``given``, then its other nodes as
        its last ``lobby`` (or ``nodes``) listed them."""
        return [*given, *(u for u in self.nodes if u not in given)]

    def welcomed(self, m: dict[str, Any]) -> None:
        """Keep what the club's welcome (``lobby``, checked) says of it: the strongest
        computer level a table there may have (an older club says none: every level), and
        its nodes, to come back to after a drop."""
        self.max_level = m.get("max_level")
        if "nodes" in m:
            self.nodes = list(m["nodes"])

    def _lobby(self, m: dict[str, Any]) -> list[dict[str, Any]]:
        out = self._step(m)
        self.asked = out[-1] if out else self.asked
        return out

    def _step(self, m: dict[str, Any]) -> list[dict[str, Any]]:
        kind = m["type"]
        if kind == "denied" and m["reason"] == "reconnecting":
            self.retry = self.asked  # sent again once the club is back
            return []
        if kind == "denied":
            raise Refused(f"denied: {m['message']}")
        if kind == "moved":
            if self.moved_to is not None:
                raise fail("moved twice on one connection")
            self.moved_to = m["url"]
            return []
        if kind == "nodes":
            self.nodes = list(m["nodes"])
            return []
        if kind == "club":
            self.reconnecting = m["state"] == "reconnecting"
            if self.reconnecting:
                return []
            self.core.sent = None  # a card sent while it reconnected was not played
            again, self.retry = self.retry, None
            return [again] if again is not None else []
        if kind == "lobby":
            self.welcomed(m)
            if self.token is not None:
                return []  # the hello asked to rejoin: the table answers
            if self.table is not None:  # dropped before the start: sit down again
                if self.code is not None or self.plan.code is not None:
                    return [{"type": "join", "code": self.code or self.plan.code}]
                return [{"type": "join", "table": self.table}]
            if self.plan.create is not None:
                return [{"type": "create", **self.plan.create}]
            if self.plan.code is not None:
                return [{"type": "join", "code": self.plan.code}]
            if self.plan.table is not None:
                return [{"type": "join", "table": self.plan.table}]
            raise fail("nothing to do in the lobby")
        if kind == "created":
            self.creator = True
            self.table, self.code = m["table"], m["code"]
        elif kind == "seated":
            if self.table is not None and m["table"] != self.table:
                raise fail("seated at another table")
            self.table = m["table"]
        return []

    def _ready(self) -> bool:
        """Whether this client created the table and everyone it waits for is there."""
        core = self.core
        if not self.creator or self.started_it or core.started:
            return False
        present = sum(s["kind"] == "remote" and s["status"] == "present" for s in core.seats)
        return present >= self.plan.people


__all__ = ["Online", "Plan", "ProtocolError", "Refused"]
