"""A match at a networked table, seen from one seat: built only from the host's messages.

``RemoteSession`` is a ``Session`` for the table's views (the scene, the seats and hand
models): it answers the same queries and emits the same signals, but it holds no ``Match``.
The host's engine is the only authority; this seat knows what the host sends it, and every
message passes the net core's checks (``net.clientcore.ClientCore``: schema, sizes, plain
names of at most 24 characters, views that fit the rules and the seat) before anything reads
it. The cards this seat may not see are drawn face down; the table needs a card for each of
them, so each is given one of the cards this seat has not seen (``remote.view.Hidden``), which
says nothing about where the real one lies. The picture and the reasons why a card may not be
played come from the engine (``remote.view.full_state``, ``HandState.check``); the words of
the host's refusals are ``remote.texts``'.

Messages are shown one after another: while the table animates a card, the next message
waits (``animations_finished``), so the host may run ahead and nothing is skipped. A card
chosen here is only an intention (``ClientCore.intent``: the hand, the plays and the card);
the host checks it and a refusal is shown.

The same class plays the host's own seat (``remote.link.HostLink``, an in-process
connection) and a joiner's (``JoinLink``, TCP); the link, and taking the seat back when it
drops or after a restart, are ``remote.connection.Connection``'s; the queries (what the table
shows) are ``remote.state.RemoteState``'s.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...engine.cards import CARDS, cards_of
from ...engine.events import (
    CardDiscarded,
    CardPlayed,
    Event,
    HandStarted,
    MatchOver,
    TrickTaken,
)
from ...engine.hand import DISCARD, OVER, PLAY
from ...engine.view import View
from ...net.clientcore import MAX_STRIKES, ClientCore
from ...net.protocol import ProtocolError
from ..text import messages
from ..text.plain import shown_name
from .connection import REJOIN_EVERY, REJOIN_FOR, Connection, Link
from .rejoin import RejoinStore
from .state import RemoteState
from .texts import refusal_text, rejection_text, result_text
from .view import CARDS_BY_CODE, Hidden, scored_event

__all__ = ["REJOIN_EVERY", "REJOIN_FOR", "Link", "RemoteSession", "refusal_text"]

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("Remote", text)


class RemoteSession(RemoteState):
    lobbyChanged = Signal()  # who sits where changed (the lobby and the plates)
    refused = Signal(str)  # the host would not seat us: a translated sentence
    left = Signal(str)  # the table is gone for us (closed, lost for good): translated
    connection = Signal(bool)  # False: the connection dropped, rejoining; True: back
    handScored = Signal(str)  # a hand's result in words (translated)
    noticed = Signal(str)  # a seat passed to the computer or came back (translated)

    def __init__(
        self,
        link: Link,
        name: str,
        code: str | None,
        *,
        token: str | None = None,
        store: RejoinStore | None = None,
        where: tuple[str, int] | None = None,
        reconnect: Any = None,
        pin: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``link`` to the host; ``code`` to take a seat, or a rejoin ``token`` to take one
        back; a joiner's seat is kept in ``store`` for a restart, with its table's address
        ``where`` (host, port); ``reconnect()`` makes a new link to rejoin after a drop;
        ``pin``: the host's certificate's fingerprint kept with the token (a rejoin after a
        restart: TLS pinned to it, no code)."""
        super().__init__(ClientCore(name, code, token), parent)
        self._queue: deque[bytes] = deque()
        self.wait_for_table = True
        self.net = Connection(self, link, reconnect, store, where, pin)

    @property
    def link(self) -> Link:
        return self.net.link

    def hello(self) -> None:
        """Say hello to the host (the host's own seat: at once; a joiner: once connected)."""
        self.net.hello()

    def leave(self) -> None:
        """Leave the table (say bye); nothing more is shown."""
        self._gone = True
        self._generation += 1
        self.net.close()

    def _on_received(self, body: bytes) -> None:
        if self._gone:
            return
        self._queue.append(body)
        if not self._waiting_table:
            self._drain()

    def _go(self, text: str) -> None:
        self._gone = True
        self._awaiting_human = False
        self.stateChanged.emit()
        self.left.emit(text)

    # Messages, one at a time ------------------------------------------------------------

    def _drain(self) -> None:
        while self._queue and not self._paused():
            self._handle(self._queue.popleft())
        if self._lost is not None and not self._queue and not self._paused():
            why, self._lost = self._lost, None
            self.net.lost(why)  # the connection's end, after what came before it
        self._ask_person()  # the last message shown may leave the turn ours (a seats change)

    def _paused(self) -> bool:
        """The next message waits: the table is showing the last, a hand's end is not told
        yet, or the table is left."""
        return self._waiting_table or self._ending is not None or self._gone

    def _handle(self, body: bytes) -> None:
        core = self.core
        try:
            m = core.receive(body)
        except ProtocolError as e:
            log.warning("invalid message from the host: %s", e.message)
            if core.strikes >= MAX_STRIKES:
                self.net.close()
                self._go(_t("The host keeps sending invalid messages: the table was left."))
            return
        self.net.heard(m)
        kind = m["type"]
        if kind == "refused":
            if m["reason"] == "busy" and self.net.told_busy():
                return  # tried again by itself after a pause, for a while
            if m["reason"] == "token":
                self.net.forget()  # the seat is void: not offered after a restart again
                if self.net.rejoin_until:
                    self._go(refusal_text("token"))
                    return
            self._gone = True
            self.refused.emit(refusal_text(m["reason"], m.get("protocol")))
        elif kind == "welcome":
            self._welcome()
        elif kind == "seats":
            self._seats_changed()
        elif kind == "start":
            self.net.keep(m["token"])
            self._start(m["token"])
        elif kind == "state":
            self._state()
        elif kind == "rejected":
            self.core.sent = None  # the turn is still ours: another card may be tried
            self.moveRefused.emit(rejection_text(m["reason"]))
            self._ask_person()
        elif kind == "past":  # kept in the core's seen match (checked there): nothing to show
            pass
        elif kind == "scored":
            self._scored(m)
        elif kind == "match_over":
            self._match_over(m)
        elif kind == "closed":
            if not self._over:
                self._go(_t("The host closed the table."))
            else:
                self._go(_t("The match is over and the table has closed."))

    def _welcome(self) -> None:
        core = self.core
        assert core.rules is not None and core.seat is not None
        self.human = core.seat
        self.demo = False
        self.casual = False
        if self.net.welcomed():
            self.connection.emit(True)
        if not self._totals:
            self._totals = [0] * core.rules.players
            self._in_play = set(range(core.rules.players))
        self._note_statuses()
        self.stateChanged.emit()
        self.lobbyChanged.emit()

    def _seats_changed(self) -> None:
        self._note_statuses()
        self.stateChanged.emit()
        self.lobbyChanged.emit()

    def _note_statuses(self) -> None:
        seats = self.core.seats
        before, self._statuses = self._statuses, [s["status"] for s in seats]
        if not self.core.started or len(before) != len(seats):
            return
        for s, seat in enumerate(seats):
            if seat["kind"] != "remote" or s == self.core.seat or before[s] == seat["status"]:
                continue
            name = shown_name(seat["name"])
            if seat["status"] == "computer":
                text = _t("%1 is away: the computer plays meanwhile.")
            else:
                text = _t("%1 is back at the table.")
            self.noticed.emit(text.replace("%1", name))

    def _start(self, token: str) -> None:
        assert self.core.rules is not None
        if token != self._match_token:  # a new match, not a rejoin (its seen match is new)
            self._announced = -1
        self._match_token = token
        self._ending = None
        self._view = None
        self._last_of_hand = None
        self._over = False
        self._winners = ()
        self._result = None
        self._hidden = Hidden()
        self._totals = [0] * self.core.rules.players
        self._in_play = set(range(self.core.rules.players))
        self._generation += 1
        self._turn = -1
        self.stateChanged.emit()
        self.lobbyChanged.emit()
        self.matchStarted.emit()

    def _state(self) -> None:
        new = self.core.view
        assert new is not None
        old, self._view = self._view, new
        if old is None or old.hand_index != new.hand_index:
            if old is not None and old.winners:
                self._last_of_hand = old  # its last trick stays the last one until a new one
            self._result = None
            self._hidden = Hidden()
            self._hidden.fit(new)
            self._in_play = set(new.active) | (self._in_play - set(range(new.n_seats)))
            self._totals = list(new.totals)
            if not new.plays and new.phase != OVER:
                removed = CARDS[new.removed] if new.removed is not None else None
                shown = tuple(CARDS[c] for c in cards_of(new.shown))
                started = HandStarted(new.hand_index, new.dealer, new.active, removed, shown)
                self._show([started])
            else:
                self._redraw()
            return
        events = self._events(old, new)
        if events is None:
            self._hidden.fit(new)
            self._redraw()
        else:
            self._show(events)

    def _events(self, old: View, new: View) -> list[Event] | None:
        """The events from ``old`` to ``new`` when the table can animate them (one card
        played or the viewer's discard), else None (the table is redrawn)."""
        if old.phase == DISCARD and new.phase == PLAY and new.discard is not None:
            if new.seat != new.dealer:
                return None
            self._hidden.fit(new)
            return [CardDiscarded(new.seat, CARDS[new.discard])]
        if len(new.plays) != len(old.plays) + 1 or new.plays[:-1] != old.plays:
            return None
        if new.stock_left != old.stock_left:
            return None  # heads-up draws: the table is redrawn
        card, seat = new.plays[-1], old.current
        if seat != new.seat and not old.known[seat] >> card & 1:
            self._view = old
            if self._hidden.bring(seat, card):  # the same cards face down: only which
                self.stateChanged.emit()  # one of them is played changes
                self.stateReset.emit()
            self._view = new
        self._hidden.fit(new)
        events: list[Event] = [CardPlayed(seat, CARDS[card], len(old.winners))]
        if len(new.winners) > len(old.winners):
            trick = tuple(CARDS[c] for c in old.plays[len(old.plays) - old.trick_len :])
            cards = (*trick, CARDS[card])
            events.append(TrickTaken(len(old.winners), old.trick_leader, cards, new.winners[-1], 0))
        return events

    def _show(self, events: list[Event]) -> None:
        self._awaiting_human = False
        self._waiting_table = self.wait_for_table
        self.stateChanged.emit()
        self.eventsApplied.emit(events)
        if not self.wait_for_table:
            self._after_table()

    def _redraw(self) -> None:
        self._awaiting_human = False
        self.stateChanged.emit()
        self.stateReset.emit()
        self._after_table()

    def animations_finished(self) -> None:
        if not self._waiting_table:
            return
        self._waiting_table = False
        gen = self._generation
        QTimer.singleShot(0, lambda: self._after_table() if gen == self._generation else None)

    def _after_table(self) -> None:
        view = self._view
        if view is not None and view.phase != OVER:
            self._set_turn(view.current)
            self._ask_person()
        else:
            self._set_turn(-1)
        end, self._ending = self._ending, None
        seen = self.seen_match()
        if end is not None and end > self._announced and seen and end < len(seen.hands):
            self._announced = end
            self.handFinished.emit(end)  # the window shows the hand's summary
            if self.wait_for_table:  # the next deal on the next turn of the event loop:
                gen = self._generation  # two long steps in a row would stall the window
                QTimer.singleShot(0, lambda: self._drain() if gen == self._generation else None)
                return
        self._drain()

    def _ask_person(self) -> None:
        if self._queue or self._gone or self._waiting_table or self._awaiting_human:
            return  # the host has moved on (show that first), or the person is asked already
        view = self.core.my_turn()
        if view is not None and view is self._view:
            self._awaiting_human = True
            self.stateChanged.emit()
            self.humanTurn.emit(view.seat)

    def _scored(self, m: dict[str, Any]) -> None:
        self._result = m  # the core dealt the hand again from what was seen: it checks
        self._totals = list(m["totals"])
        self._in_play -= set(m["out"])
        shown = [c for c in (m["discard"], m["removed"]) if c is not None] + list(m["aside"])
        self._hidden.reveal([int(CARDS_BY_CODE[c]) for c in shown])
        self._ending = self._view.hand_index if self._view is not None else None
        self._show([scored_event(m)])
        active = self._view.active if self._view is not None else range(len(m["scores"]))
        self.handScored.emit(result_text(m, [self.seat_name(s) for s in active], active))

    def _match_over(self, m: dict[str, Any]) -> None:
        self._over = True
        self._winners = tuple(m["winners"])
        self._totals = list(m["totals"])
        self.net.forget()
        self._show([MatchOver(self._winners, tuple(m["totals"]))])
        self.matchFinished.emit()

    # Commands ---------------------------------------------------------------------------

    def play_human(self, card: int) -> bool:
        """The person's card: sent to the host as an intention (the host decides)."""
        view = self._view
        if self.viewer_legal() is None or view is None:
            self.moveRefused.emit(messages.not_your_turn())
            return False
        reason = self.why_not(int(card))
        if reason is not None:
            self.moveRefused.emit(reason)
            return False
        self.net.send(self.core.intent(int(card)))
        self._awaiting_human = False
        self.stateChanged.emit()
        return True

    def submit_move(self, generation: int, seat: int, card: int) -> bool:
        return seat == self.human and generation == self._generation and self.play_human(card)

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def can_finish(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False  # no coach at a table of people

    def shutdown(self) -> None:
        if not self._gone:
            self.leave()
        super().shutdown()
