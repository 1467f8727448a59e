"""The client's side of a table, sans-IO: what the host said, checked, and what to send.

The client does not trust the host: every message passes the schema and fits with what came
before (a welcome first, views of the client's own seat under the announced rules) before
anything reads it; names are plain text of at most 24 characters. Each finished hand is dealt
again from what this seat saw and played through the engine (``seen.SeenMatch``, ``seen``):
a ``scored`` or ``past`` message the hands seen contradict is refused as invalid.
"""

from __future__ import annotations

from typing import Any

from ..engine.hand import DISCARD
from ..engine.rules import Rules
from ..engine.view import View
from .protocol import APP, PROTOCOL_VERSION, ProtocolError, parse_body
from .schema import check_host, fail
from .seen import SeenMatch
from .views import rules_from_json, view_from_json

MAX_STRIKES = 10  # invalid messages from a host before the client leaves


class ClientCore:
    def __init__(self, name: str, code: str | None = None, token: str | None = None) -> None:
        self.name = name
        self.code = code
        self.token = token
        self.seat: int | None = None
        self.rules: Rules | None = None
        self.seats: list[dict[str, str]] = []
        self.started = False
        self.view: View | None = None
        self.moment = (0, 0)
        self.match_over = False  # the last match of the table is over
        self.strikes = 0
        self.sent: tuple[int, int] | None = None  # the moment of the last intent sent
        self.seen: SeenMatch | None = None  # the match's finished hands as this seat saw them

    def hello(self, code: bool = True) -> dict[str, Any]:
        """The hello; ``code=False`` leaves the code out (protocol 3 over the network proves
        it by SPAKE2 and never sends it; only the host's own in-process seat sends it)."""
        m: dict[str, Any] = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION}
        m["name"] = self.name
        if code and self.code is not None:
            m["code"] = self.code
        if self.token is not None:
            m["token"] = self.token
        return m

    def receive(self, body: bytes) -> dict[str, Any]:
        """The host's message, checked; ``ProtocolError`` if it is invalid (counted)."""
        try:
            return self._receive(body)
        except ProtocolError:
            self.strikes += 1
            raise

    def _receive(self, body: bytes) -> dict[str, Any]:
        raw = parse_body(body)
        m = check_host(raw)
        kind = m["type"]
        if self.rules is None and kind not in ("welcome", "refused", "closed"):
            raise fail(f"{kind} before welcome")
        if kind == "welcome":
            self._welcome(m)
        elif kind in ("seats", "start"):
            self._check_seats(m["seats"])
            if kind == "start":
                self._start(m["token"])
        elif kind == "state":
            assert self.rules is not None and self.seat is not None
            self.view = view_from_json(m["view"], self.rules, self.seat, m["hand"], m["plays"])
            self.moment = (m["hand"], m["plays"])
            if self.seen is not None:
                self.seen.view(self.view)
        elif kind == "past":
            if not self.started or m["index"] > m["hand"]:
                raise fail("a past hand out of its match")
            self._check_seat_figures(m["record"])
            if self.seen is not None and not self.seen.past(m["index"], m["record"]):
                self._refuse_contradiction()
        elif kind in ("scored", "match_over"):
            self._check_seat_figures(m)
            if kind == "scored" and self.seen is not None and not self.seen.scored(m):
                self._refuse_contradiction()
            if kind == "match_over":
                self.started = False
                self.token = None
                self.view = None
                self.match_over = bool(m["last"])
        return m

    def _start(self, token: str) -> None:
        """A match starts, or this seat is taken back in one (its token kept)."""
        assert self.rules is not None and self.seat is not None
        if self.seen is None or token != self.token:  # a new match, not a rejoin
            names, levels = [s["name"] for s in self.seats], [s.get("level") for s in self.seats]
            self.seen = SeenMatch(self.rules, names, levels, self.seat)
        self.token = token
        self.started = True
        self.match_over = False

    def _refuse_contradiction(self) -> None:
        """The message the seen match just refuted is invalid (a copy that merely missed a
        hand refutes nothing)."""
        assert self.seen is not None
        if self.seen.contradiction is not None:
            raise fail(f"the hands seen contradict the host: {self.seen.contradiction}")

    def _welcome(self, m: dict[str, Any]) -> None:
        if m["protocol"] != PROTOCOL_VERSION:
            raise fail("a welcome in another protocol version")
        rules = rules_from_json(m["rules"])
        if m["seat"] >= rules.players:
            raise fail("a seat beyond the table")
        if self.rules is not None and (rules != self.rules or m["seat"] != self.seat):
            raise fail("a second welcome that changes the table")
        self.rules, self.seat = rules, m["seat"]
        self._check_seats(m["seats"])
        self.started = m["started"]

    def _check_seats(self, seats: list[dict[str, str]]) -> None:
        assert self.rules is not None
        if len(seats) != self.rules.players:
            raise fail("the seats do not match the rules")
        self.seats = seats

    def _check_seat_figures(self, m: dict[str, Any]) -> None:
        assert self.rules is not None
        n = self.rules.players
        for key in ("points", "scores", "totals"):
            if key in m and len(m[key]) != n:
                raise fail(f"{key} does not list {n} seats")
        for key in ("out", "uncovered", "winners"):
            if key in m and any(s >= n for s in m[key]):
                raise fail(f"{key} names a seat beyond the table")
        for key in ("last_winner", "cappotto"):
            if m.get(key) is not None and m[key] >= n:
                raise fail(f"{key} names a seat beyond the table")

    def my_turn(self) -> View | None:
        """The view to choose a card from when it is this seat's turn and no card is sent."""
        v = self.view
        if v is None or not v.legal or v.current != self.seat or self.sent == self.moment:
            return None
        return v

    def intent(self, card: int) -> dict[str, Any]:
        """The message playing (or discarding) ``card`` at the present moment."""
        from ..engine.cards import CARDS

        assert self.view is not None
        self.sent = self.moment
        kind = "discard" if self.view.phase == DISCARD else "play"
        hand, plays = self.moment
        return {"type": kind, "hand": hand, "plays": plays, "card": CARDS[card].code}
