"""The play at the host's ``Table``, sans-IO: a card from any seat checked and applied.

A seated client's card (``intent``), a computer's (``computer_move``, for the turn
``computer_turn`` names: a computer seat, a dropped player, an idle one) and a person's at the
host's screen (``host_move``) are each checked against the moment of the game they were made
for and the rules, then applied alike (``apply``): every seat is sent its new view, a finished
hand its score (and, whole, to a seat taken back in its middle), a finished match its result
and a new match or the table's close. ``Table`` (``table.py``) calls these functions with
itself.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..engine.errors import IllegalMove
from ..engine.hand import DISCARD
from ..engine.match import Match
from ..engine.view import view_of
from .actions import Action, ComputerTurn, MatchFinished
from .admission import new_token
from .schema import card_index
from .seating import Config, Conn, RemoteSeat, match_seats
from .views import scored_to_json


class PlayTable(Protocol):
    """What the play uses of its ``Table`` (named here so that this module does not import
    ``table.py``, which calls it: no import circle)."""

    config: Config
    remote: dict[int, RemoteSeat]
    match: Match | None
    matches_played: int
    turn_since: float
    idle_due: bool
    actions: list[Action]
    rng: random.Random

    def moment(self) -> tuple[int, int]: ...

    def close(self, message: str = ...) -> None: ...

    def _env(self, kind: str, **fields: Any) -> dict[str, Any]: ...

    def _send(self, conn: int, message: dict[str, Any]) -> None: ...

    def _seats(self) -> list[dict[str, Any]]: ...

    def _broadcast(self, kind: str, **fields: Any) -> None: ...

    def _send_states(self) -> None: ...

    def _send_past(self, conn: int, index: int) -> None: ...

    def _reject(self, c: Conn, reason: str, text: str) -> None: ...


# Computer play ----------------------------------------------------------------------------


def computer_turn(table: PlayTable) -> ComputerTurn | None:
    """The turn a computer must play now: a computer seat, a dropped player, an idle one."""
    state = table.match.hand if table.match else None
    if state is None or state.is_over:
        return None
    seat = state.current
    kind = table.config.layout[seat]
    if kind == "host":
        return None
    r = table.remote.get(seat)
    if r is not None and (r.conn is not None or r.waiting) and not table.idle_due:
        return None
    hand, plays = table.moment()
    own = table.match.seats[seat].level if kind == "computer" and table.match else None
    level = own or table.config.level  # a stand-in for a person plays at the table's level
    return ComputerTurn(seat, hand, plays, view_of(state, seat), level)


def computer_move(
    table: PlayTable, seat: int, hand: int, plays: int, card: int, now: float
) -> bool:
    """Apply a computer's move for ``seat`` made at ``(hand, plays)``; False if stale."""
    state = table.match.hand if table.match else None
    if state is None or (hand, plays) != table.moment() or state.current != seat:
        return False
    apply(table, card, now)
    return True


def host_move(
    table: PlayTable, seat: int, hand: int, plays: int, card: int, now: float
) -> str | None:
    """A move by a person at the host's screen; the refusal's code, or None when played."""
    state = table.match.hand if table.match else None
    if state is None or (hand, plays) != table.moment():
        return "stale"
    if state.current != seat or table.config.layout[seat] != "host":
        return "not_your_turn"
    try:
        state.check(card)
    except IllegalMove as e:
        return e.code
    apply(table, card, now)
    return None


# Playing ----------------------------------------------------------------------------------


def intent(table: PlayTable, c: Conn, m: dict[str, Any], now: float) -> None:
    assert c.seat is not None
    state = table.match.hand if table.match else None
    if state is None or (m["hand"], m["plays"]) != table.moment():
        table._reject(c, "stale", "that move is for another moment of the game")
        return
    if (m["type"] == "discard") != (state.phase == DISCARD):
        table._reject(c, "stale", "that move is for another moment of the game")
        return
    if state.current != c.seat:
        table._reject(c, "not_your_turn", "it is not your turn")
        return
    card = card_index(m["card"])
    try:
        state.check(card)
    except IllegalMove as e:
        table._reject(c, "illegal", e.message)
        return
    # A card the game accepts costs no rate: only refused messages wear the bucket down.
    c.bucket.tokens = min(c.bucket.burst, c.bucket.tokens + 1)
    apply(table, card, now)


def apply(table: PlayTable, card: int, now: float) -> None:
    assert table.match is not None
    table.match.play(card)
    table.idle_due = False
    table.turn_since = now
    state = table.match.hands[-1].state
    if not state.is_over:
        table._send_states()
        return
    table._send_states()
    send_midway(table)
    table._broadcast("scored", **scored_to_json(table.match.hands[-1]))
    if table.match.finished:
        finish_match(table, now)
    else:
        table.match.deal_hand(table.rng)
        table._send_states()


def send_midway(table: PlayTable) -> None:
    """The hand just finished, whole, to each seat taken back in its middle (heads-up)."""
    assert table.match is not None
    index = len(table.match.hands) - 1
    for r in table.remote.values():
        if r.midway == index and r.conn is not None:
            table._send_past(r.conn, index)
        r.midway = None


def finish_match(table: PlayTable, now: float) -> None:
    assert table.match is not None
    match = table.match
    table.matches_played += 1
    last = table.matches_played >= table.config.matches
    table.actions.append(MatchFinished(table.matches_played - 1, match))
    table._broadcast(
        "match_over", winners=list(match.winners), totals=list(match.totals), last=last
    )
    for r in table.remote.values():
        r.token = ""
    if last:
        table.close("the match is over: the table closes")
    else:
        new_match(table, now)


def new_match(table: PlayTable, now: float) -> None:
    cfg = table.config
    for s, r in list(table.remote.items()):
        if not r.taken:  # nobody took it: a computer's seat from now on (no rejoin)
            del table.remote[s]
            cfg.layout[s] = "computer"
            cfg.names[s] = cfg.names[s] or f"Player {s + 1}"
    table.match = Match(cfg.rules, match_seats(cfg, table.remote))
    for r in table.remote.values():
        r.taken = True
        r.token = new_token()
    for r in table.remote.values():
        if r.conn is not None:
            table._send(r.conn, table._env("start", token=r.token, seats=table._seats()))
    table.match.deal_hand(table.rng)
    table.turn_since, table.idle_due = now, False
    table._send_states()
