"""A match at a networked table, seen from one seat: built only from the host's messages.

``RemoteSession`` is a ``Session`` for the table's views (the scene, the seats and hand
models): it answers the same queries and emits the same signals, but it holds no ``Match``.
The host's engine is the only authority; this seat knows what the host sends it, and every
message passes the net core's checks (``net.clientcore.ClientCore``: schema, sizes, plain
names of at most 24 characters, views that fit the rules and the seat) before anything reads
it. The cards this seat may not see are drawn face down; the table needs a card for each of
them, so each is given one of the cards this seat has not seen (``remote_view.Hidden``), which
says nothing about where the real one lies. The picture and the reasons why a card may not be
played come from the engine (``remote_view.full_state``, ``HandState.check``); the words of
the host's refusals are ``remote_texts``'.

Messages are shown one after another: while the table animates a card, the next message
waits (``animations_finished``), so the host may run ahead and nothing is skipped. A card
chosen here is only an intention (``ClientCore.intent``: the hand, the plays and the card);
the host checks it and a refusal is shown.

The same class plays the host's own seat (``remote_link.HostLink``, an in-process
connection) and a joiner's (``JoinLink``, TCP); a joiner whose connection drops rejoins by
itself with the match's rejoin token (kept on disk by ``net.tokens.TokenStore``).
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from ...engine.cards import CARDS, cards_of
from ...engine.errors import EngineError
from ...engine.events import (
    CardDiscarded,
    CardPlayed,
    Event,
    HandScored,
    HandStarted,
    MatchOver,
    TrickTaken,
)
from ...engine.hand import DISCARD, OVER, PLAY, HandState
from ...engine.rules import Rules
from ...engine.scoring import team_of
from ...engine.view import View
from ...net.clientcore import MAX_STRIKES, ClientCore
from ...net.protocol import ProtocolError
from ...net.tokens import TokenStore
from ..text import messages
from ..text.plain import shown_name
from .queries import SeatInfo, TablePicture, TurnPrompt, picture_of, turn_prompt
from .remote_texts import refusal_text, rejection_text
from .remote_view import CARDS_BY_CODE, Hidden, full_state
from .session import Session

log = logging.getLogger(__name__)

REJOIN_FOR = 30.0  # seconds a joiner keeps trying to take its seat back
REJOIN_EVERY = 1000  # ms between two attempts


def _t(text: str) -> str:
    return QCoreApplication.translate("Remote", text)


def _kind(kind: str, mine: bool) -> str:
    """``SeatInfo.kind`` of a seat the host calls ``kind``: ``"human"`` for this screen's
    own, ``"remote"`` for another person's, ``"ai"`` for a computer's."""
    if kind == "computer":
        return "ai"
    return "human" if mine else "remote"


class Link(Protocol):
    received: SignalInstance
    lost: SignalInstance

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class RemoteSession(Session):
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
        table: str = "",
        store: TokenStore | None = None,
        reconnect: Any = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.link = link
        self.table_key = table  # "HOST:PORT": where the rejoin token is kept
        self.store = store
        token = store.get(table) if store is not None and table else None
        self.core = ClientCore(name, code, token)
        self._reconnect = reconnect  # () -> a new link to the same host; None: no rejoin
        self._queue: deque[bytes] = deque()
        self._view: View | None = None
        self._hidden = Hidden()
        self._statuses: list[str] = []
        self._result: dict[str, Any] | None = None
        self._winners: tuple[int, ...] = ()
        self._over = False  # the match is over
        self._gone = False  # left the table (closed, refused, given up)
        self._rejoin_until = 0.0
        self._in_play: set[int] = set()
        self._totals: list[int] = []
        self.wait_for_table = True
        self._connect(link)

    # The connection ---------------------------------------------------------------------

    def _connect(self, link: Link) -> None:
        self.link = link
        link.received.connect(self._on_received)
        link.lost.connect(self._on_lost)
        connected = getattr(link, "connected", None)
        if connected is not None:
            connected.connect(self._say_hello)
            link.failed.connect(self._on_failed)  # type: ignore[attr-defined]

    def hello(self) -> None:
        """Say hello to the host (the host's own seat: at once; a joiner: once connected)."""
        self._say_hello()

    def _say_hello(self) -> None:
        self.link.send(self.core.hello())

    def leave(self) -> None:
        """Leave the table (say bye); nothing more is shown."""
        self._gone = True
        self._generation += 1
        self.link.close()

    def _on_received(self, body: bytes) -> None:
        if self._gone:
            return
        self._queue.append(body)
        if not self._waiting_table:
            self._drain()

    def _on_lost(self, why: str) -> None:
        if self._gone:
            return
        if self._over:
            self._go(_t("The match is over and the table has closed."))
            return
        if self._reconnect is not None and self.core.started and self.core.token:
            import time

            if not self._rejoin_until:
                self._rejoin_until = time.monotonic() + REJOIN_FOR
                self.connection.emit(False)
            self._retry()
            return
        self._go(_t("The connection to the table was lost."))

    def _retry(self) -> None:
        import time

        if self._gone:
            return
        if time.monotonic() > self._rejoin_until:
            self._go(
                _t("The connection to the table was lost and the seat could not be taken back.")
            )
            return
        gen = self._generation

        def again() -> None:
            if gen == self._generation and not self._gone:
                link = self._reconnect()
                self._connect(link)
                link.open()

        QTimer.singleShot(REJOIN_EVERY, again)

    def _on_failed(self, why: str) -> None:
        if self._rejoin_until:
            self._retry()
        else:
            self._go(_t("No table answers at that address (%1).").replace("%1", why))

    def _go(self, text: str) -> None:
        self._gone = True
        self._awaiting_human = False
        self.stateChanged.emit()
        self.left.emit(text)

    # Messages, one at a time ------------------------------------------------------------

    def _drain(self) -> None:
        while self._queue and not self._waiting_table and not self._gone:
            self._handle(self._queue.popleft())
        self._ask_person()  # the last message shown may leave the turn ours (a seats change)

    def _handle(self, body: bytes) -> None:
        core = self.core
        try:
            m = core.receive(body)
        except ProtocolError as e:
            log.warning("invalid message from the host: %s", e.message)
            if core.strikes >= MAX_STRIKES:
                self.link.close()
                self._go(_t("The host keeps sending invalid messages: the table was left."))
            return
        kind = m["type"]
        if kind == "refused":
            if m["reason"] == "token" and self.store is not None:
                self.store.forget(self.table_key)
            if self._rejoin_until and m["reason"] == "token":
                self._go(refusal_text("token"))
                return
            self._gone = True
            self.refused.emit(refusal_text(m["reason"], m.get("protocol")))
        elif kind == "welcome":
            self._welcome()
        elif kind == "seats":
            self._seats_changed()
        elif kind == "start":
            if self.store is not None and self.table_key:
                self.store.put(self.table_key, m["token"])
            self._start()
        elif kind == "state":
            self._state()
        elif kind == "rejected":
            self.core.sent = None  # the turn is still ours: another card may be tried
            self.moveRefused.emit(rejection_text(m["reason"]))
            self._ask_person()
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
        if self._rejoin_until:
            self._rejoin_until = 0.0
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

    def _start(self) -> None:
        self._view = None
        self._over = False
        self._winners = ()
        self._result = None
        self._hidden = Hidden()
        assert self.core.rules is not None
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
        self._result = m
        self._totals = list(m["totals"])
        self._in_play -= set(m["out"])
        shown = [c for c in (m["discard"], m["removed"]) if c is not None] + list(m["aside"])
        self._hidden.reveal([int(CARDS_BY_CODE[c]) for c in shown])
        removed = CARDS_BY_CODE[m["removed"]] if m["removed"] is not None else None
        discard = CARDS_BY_CODE[m["discard"]] if m["discard"] is not None else None
        aside = tuple(CARDS_BY_CODE[c] for c in m["aside"])
        event = HandScored(
            tuple(m["points"]),
            tuple(m["scores"]),
            m["last_winner"],
            m["cappotto"],
            tuple(m["uncovered"]),
            discard,
            removed,
            aside,
        )
        self._show([event])
        self.handScored.emit(self._result_text(m))

    def _result_text(self, m: dict[str, Any]) -> str:
        parts = [
            f"{self.seat_name(s)} {m['scores'][s]:+d} → {m['totals'][s]}"
            for s in range(len(m["scores"]))
            if self._view is None or s in self._view.active
        ]
        return _t("Hand over: %1").replace("%1", ", ".join(parts))

    def _match_over(self, m: dict[str, Any]) -> None:
        self._over = True
        self._winners = tuple(m["winners"])
        self._totals = list(m["totals"])
        if self.store is not None and self.table_key:
            self.store.forget(self.table_key)
        self._show([MatchOver(self._winners, tuple(m["totals"]))])
        self.matchFinished.emit()

    # Queries (what the table shows) ----------------------------------------------------

    @property
    def rules(self) -> Rules | None:
        return self.core.rules

    @property
    def has_match(self) -> bool:
        return (self.core.rules is not None and self.core.started) or self._over

    @property
    def hands_dealt(self) -> int:
        return self._view.hand_index + 1 if self._view is not None else 0

    @property
    def hand_in_play(self) -> bool:
        return self._view is not None and self._view.phase != OVER and not self._over

    @property
    def finished(self) -> bool:
        return self._over

    @property
    def in_progress(self) -> bool:
        return self.hand_in_play

    @property
    def n_seats(self) -> int:
        return self.core.rules.players if self.core.rules is not None else 0

    def seat_name(self, seat: int) -> str:
        seats = self.core.seats
        return seats[seat]["name"] if 0 <= seat < len(seats) else str(seat)

    def seat_kinds(self) -> list[tuple[str, str, str]]:
        """Each seat's name, kind (``host``, ``remote``, ``computer``) and status
        (``present``, ``computer``) as the host tells them (the lobby lists them)."""
        return [(s["name"], s["kind"], s["status"]) for s in self.core.seats]

    def seats(self) -> tuple[SeatInfo, ...]:
        rules = self.core.rules
        if rules is None:
            return ()
        view = self._view
        return tuple(
            SeatInfo(
                seat=i,
                name=s["name"],
                kind=_kind(s["kind"], i == self.core.seat),
                level=None,
                total=self._totals[i] if i < len(self._totals) else 0,
                hand_total=view.totals[i] if view is not None else 0,
                tricks=view.winners.count(i) if view is not None else 0,
                dealer=view is not None and view.dealer == i,
                in_play=i in self._in_play,
                in_hand=view is not None and i in view.active,
                winner=self._over and i in self._winners,
                turn=i == self._turn,
                viewer=i == self.core.seat,
                team=team_of(i) if rules.uses_teams else -1,
                away=self.core.started and s["kind"] == "remote" and s["status"] == "computer",
            )
            for i, s in enumerate(self.core.seats)
        )

    def played_by_computer(self, seat: int) -> bool:
        """A person's seat that the computer plays now (dropped, or not yet rejoined)."""
        seats = self.core.seats
        return (
            0 <= seat < len(seats)
            and seats[seat]["kind"] == "remote"
            and seats[seat]["status"] == "computer"
        )

    def _full_state(self) -> HandState | None:
        if self._view is None:
            return None
        return full_state(self._view, self._hidden, self._result)

    def picture(self) -> TablePicture | None:
        state = self._full_state()
        return picture_of(state) if state is not None else None

    def discarding(self) -> bool:
        return self._view is not None and self._view.phase == DISCARD

    def human_view(self) -> View | None:
        return self._view

    def viewer_hand(self) -> tuple[int, ...]:
        view = self._view
        return tuple(int(c) for c in cards_of(view.hand)) if view is not None else ()

    def viewer_legal(self) -> frozenset[int] | None:
        view = self._view
        if not self._awaiting_human or view is None or view.current != view.seat:
            return None
        return frozenset(int(c) for c in cards_of(view.legal))

    def turn_prompt(self) -> TurnPrompt | None:
        view = self._view
        if view is None or not self._awaiting_human or view.current != view.seat:
            return None
        return turn_prompt(view)

    def why_not(self, card: int) -> str | None:
        if self.viewer_legal() is None:
            return messages.not_your_turn()
        state = self._full_state()
        if state is None:
            return messages.not_your_turn()
        try:
            state.check(card)
        except EngineError as error:
            return messages.error_text(error, self.suit_system)
        return None

    def current_seat(self) -> int:
        view = self._view
        return view.current if view is not None and view.phase != OVER else -1

    def computer_levels(self) -> list[str | None]:
        return []

    def record(self, extra: dict[str, Any] | None = None) -> dict[str, Any] | None:
        return None  # the host keeps the match's record

    def snapshot(self) -> None:
        return None

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        view = self._view
        if view is None or not view.winners:
            return None
        n = len(view.active)
        done = len(view.winners)
        cards = tuple(view.plays[(done - 1) * n : done * n])
        leader = view.winners[-2] if done > 1 else view.first_leader
        return leader, cards, view.winners[-1]

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
        self.link.send(self.core.intent(int(card)))
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
