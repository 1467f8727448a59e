"""The game controller: owns the match, takes every move through one slot, emits the events.

Moves come from the human (``play_human``) and from the computer workers; both end in
``submit_move(generation, seat, card)``. The engine decides every rule: a refused move comes
back as an ``EngineError`` turned into a translated message. After each change the controller
emits the engine's events and waits for the table to report that its animations are over
(``animations_finished``) before it asks the next computer player to think. Results from a
previous match or from before an undo carry an old generation number and are ignored.
"""

from __future__ import annotations

import functools
import logging
import random
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ...ai.thinker import ComputerPlayer, warm_up
from ...engine.errors import EngineError
from ...engine.events import Event
from ...engine.hand import DISCARD
from ...engine.match import Match, Seat
from ...engine.rules import Rules
from ...engine.view import View, view_of
from ..table import timing
from ..text import messages
from .workers import Emitter, HintTask, MoveTask

log = logging.getLogger(__name__)


class GameController(QObject):
    matchStarted = Signal()
    eventsApplied = Signal(list)  # the engine's events of one change, in order
    stateReset = Signal()  # the table must be redrawn from the match (undo)
    turnChanged = Signal(int)  # the seat to play, -1 when nobody
    humanTurn = Signal(int)  # the human seat may play now
    moveRefused = Signal(str)  # a translated reason
    message = Signal(str)  # an informative translated message
    handFinished = Signal(int)  # the index of the hand just scored (after the animations)
    matchFinished = Signal()
    hintReady = Signal(int, str)  # card, translated reason
    recordChanged = Signal()  # after every card: the autosave hook listens here

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.human: int | None = None
        self.demo = False
        self.casual = True
        self.speed = "normal"
        self.suit_system = "italian"
        self.wait_for_table = True  # False when no table reports the end of its animations
        self._players: dict[int, ComputerPlayer] = {}
        self._rng = random.Random()
        self._generation = 0
        self._waiting_table = False
        self._thinking = False
        self._announced = -1
        self._marks: list[int] = []  # plays before each human card of this hand (undo)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._emitter = Emitter(self)
        self._emitter.moveReady.connect(self._on_move_ready)
        self._emitter.hintReady.connect(self._on_hint_ready)
        self._asked_at = 0.0
        self._awaiting_human = False  # humanTurn was emitted and no card came yet

    # Queries ----------------------------------------------------------------------------

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def in_progress(self) -> bool:
        return self.match is not None and not self.match.finished and bool(self.match.hands)

    def current_seat(self) -> int:
        state = self.match.hand if self.match else None
        return state.current if state is not None else -1

    def is_human_turn(self) -> bool:
        return (
            self._awaiting_human
            and self.human is not None
            and self.current_seat() == self.human
            and not self._waiting_table
        )

    def human_view(self) -> View | None:
        state = self.match.hand if self.match else None
        if state is None:
            return None
        return view_of(state, self.human if self.human is not None else state.current)

    def can_undo(self) -> bool:
        return (
            self.casual
            and not self.demo
            and self.match is not None
            and self.match.hand is not None
            and bool(self._marks)
        )

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        """The last finished trick of the hand in play (or of the last hand): leader, cards,
        winner."""
        if self.match is None or not self.match.hands:
            return None
        tricks = self.match.hands[-1].state.tricks
        if not tricks:
            if len(self.match.hands) < 2:
                return None
            tricks = self.match.hands[-2].state.tricks
        return tricks[-1] if tricks else None

    # Commands ---------------------------------------------------------------------------

    def new_match(
        self, rules: Rules, seats: Sequence[Seat], seed: int | None = None, demo: bool = False
    ) -> None:
        """Start a match and deal its first hand. Seat kinds say who is human."""
        self._generation += 1
        self._rng = random.Random(seed)
        self.match = Match(rules, list(seats))
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        self.demo = demo or not humans
        self.human = None if self.demo else humans[0]
        self._players = self._make_players()
        self._announced = -1
        self._thinking = False
        warm_up(s.level or "medium" for s in seats if s.kind == "ai" or self.demo)
        self.matchStarted.emit()
        self._deal()

    def resume(self, match: Match, app: dict[str, Any] | None = None) -> None:
        """Go on with a loaded match (the autosave, an opened file) at the card where it
        stopped: players from each seat's level, a fresh RNG, the table redrawn (issue 8)."""
        self._generation += 1
        self._rng = random.Random()
        self.match = match
        humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        self.demo = not humans
        wanted = (app or {}).get("human")
        self.human = None if self.demo else (wanted if wanted in humans else humans[0])
        self._players = self._make_players()
        self._announced = -1
        self._thinking = False
        self._waiting_table = False
        self._awaiting_human = False
        self._marks = []
        self.match = Match(match.rules, match.seats)  # the table sets up from no hands...
        self.matchStarted.emit()
        self.match = match  # ...then draws the loaded match (stateReset)
        if not match.hands:
            self._deal()
            return
        self.stateReset.emit()
        self._advance()

    def abandon(self) -> None:
        self._generation += 1
        self.match = None
        self._waiting_table = False
        self._thinking = False
        self.turnChanged.emit(-1)

    def next_hand(self) -> None:
        """Deal the next hand once the last one is scored (the summary's "Next hand")."""
        if self.match is None or self.match.finished or self.match.hand is not None:
            return
        self._deal()

    def _deal(self) -> None:
        assert self.match is not None
        self._marks = []
        events = self.match.deal_hand(self._rng)
        self._apply_events(events)

    def play_human(self, card: int) -> bool:
        """The human's card, through the same slot as the computers'. True when accepted."""
        if self.human is None:
            return False
        return self.submit_move(self._generation, self.human, int(card))

    def submit_move(self, generation: int, seat: int, card: int) -> bool:
        """The one way a card reaches the engine."""
        if generation != self._generation or self.match is None:
            return False  # stale: a previous match, or from before an undo
        state = self.match.hand
        if state is None or seat != state.current or self._waiting_table:
            if seat == self.human:
                self.moveRefused.emit(messages.not_your_turn())
            return False
        mark = len(state.plays)
        try:
            events = self.match.play(card)
        except EngineError as error:
            if seat == self.human:
                self.moveRefused.emit(messages.error_text(error, self.suit_system))
            else:
                log.error("computer at seat %d made a refused move: %s", seat, error)
                self._ask_computer(seat)
            return False
        if seat == self.human and state.phase != DISCARD and mark < len(state.plays):
            self._marks.append(mark)
        self._apply_events(events)
        return True

    def undo(self) -> bool:
        """Take back the human's last card of this hand (casual play only)."""
        if not self.can_undo():
            return False
        assert self.match is not None
        self._generation += 1
        self._thinking = False
        self._awaiting_human = False
        self.match.undo_to(self._marks.pop())
        log_ = self.match.hands[-1]
        log_.extra["undos"] = int(log_.extra.get("undos", 0)) + 1
        self._waiting_table = False
        self.stateReset.emit()
        self._record_changed()
        self._advance()
        return True

    def request_hint(self) -> bool:
        """Ask for a hint for the human's turn; the answer comes as ``hintReady``."""
        if not self.is_human_turn() or self.demo:
            return False
        from ...ai.hint import hint  # the AI loads after the first paint

        view = self.human_view()
        assert view is not None and self.match is not None
        log_ = self.match.hands[-1]
        log_.extra["hints"] = int(log_.extra.get("hints", 0)) + 1
        self._record_changed()  # the record counts hints: save it
        hint_fn = functools.partial(hint, table=self._table())
        self._pool.start(HintTask(self._emitter, hint_fn, view, self._generation))
        return True

    @Slot()
    def animations_finished(self) -> None:
        """The table has shown every event so far: the game may go on."""
        if not self._waiting_table:
            return
        self._waiting_table = False
        gen = self._generation
        QTimer.singleShot(0, lambda: self._advance() if gen == self._generation else None)

    def shutdown(self) -> None:
        """Stop listening to workers and wait for the one thinking (at exit)."""
        self._generation += 1
        self._pool.waitForDone()

    # Internals --------------------------------------------------------------------------

    def _apply_events(self, events: list[Event]) -> None:
        self._awaiting_human = False
        self._waiting_table = self.wait_for_table
        self.eventsApplied.emit(events)
        self._record_changed()
        if not self.wait_for_table:
            gen = self._generation
            QTimer.singleShot(0, lambda: self._advance() if gen == self._generation else None)

    def _record_changed(self) -> None:
        """Autosave hook: the record changed (a card, a deal, an undo)."""
        self.recordChanged.emit()

    def _advance(self) -> None:
        match = self.match
        if match is None or self._waiting_table or self._thinking:
            return
        state = match.hand
        if state is None:
            index = len(match.hands) - 1
            if index > self._announced:
                self._announced = index
                self.turnChanged.emit(-1)
                self.handFinished.emit(index)
                if match.finished:
                    self.matchFinished.emit()
            if self.demo and not match.finished:
                gen = self._generation
                delay = timing.duration("hand_pause", self.speed)
                QTimer.singleShot(
                    delay, lambda: self.next_hand() if gen == self._generation else None
                )
            return
        seat = state.current
        self.turnChanged.emit(seat)
        if seat == self.human:
            self._awaiting_human = True
            self.humanTurn.emit(seat)
        else:
            self._ask_computer(seat)

    def _ask_computer(self, seat: int) -> None:
        assert self.match is not None and self.match.hand is not None
        self._thinking = True
        self._asked_at = time.monotonic()
        view = view_of(self.match.hand, seat)
        self._pool.start(MoveTask(self._emitter, self._player(seat), view, self._generation))

    def _player(self, seat: int) -> ComputerPlayer:
        """The seat's player, made again (same seed) if the seat's level has changed since
        (a resumed match whose saved level is unknown plays as medium: ``persistence``)."""
        assert self.match is not None
        player = self._players[seat]
        table = self._table()
        level = table[seat]
        if level is not None and (player.level != level or player.table != table):
            player = self._players[seat] = ComputerPlayer(level, player.seed, table=table)
        return player

    def _make_players(self) -> dict[int, ComputerPlayer]:
        """A computer player for every seat the table gives a level, each with its seed."""
        table = self._table()
        return {
            i: ComputerPlayer(level, self._rng.getrandbits(32), table=table)
            for i, level in enumerate(table)
            if level is not None
        }

    def _table(self) -> tuple[str | None, ...]:
        """Every seat's level as the match shows it (None for the human): the expert
        believes the seats it names as rule players (docs/ai.md)."""
        assert self.match is not None
        return tuple(
            (s.level or "medium") if s.kind == "ai" or self.demo else None for s in self.match.seats
        )

    @Slot(int, int, int)
    def _on_move_ready(self, generation: int, seat: int, card: int) -> None:
        if generation != self._generation:
            return
        elapsed = int((time.monotonic() - self._asked_at) * 1000)
        wait = timing.duration("ai_think", self.speed) - elapsed
        if wait > 0:
            QTimer.singleShot(wait, lambda: self._deliver(generation, seat, card))
        else:
            self._deliver(generation, seat, card)

    def _deliver(self, generation: int, seat: int, card: int) -> None:
        if generation != self._generation:
            return
        self._thinking = False
        if card < 0:  # the player failed: play the first legal card rather than hang
            assert self.match is not None and self.match.hand is not None
            card = self.match.hand.legal_moves()[0]
        self.submit_move(generation, seat, card)

    @Slot(int, object)
    def _on_hint_ready(self, generation: int, result: Any) -> None:
        if generation != self._generation or result is None or not self.is_human_turn():
            return
        match = self.match
        reason = messages.hint_text(
            getattr(result, "reason_code", ""),
            dict(getattr(result, "reason_params", {}) or {}),
            getattr(result, "reason_en", ""),
            self.suit_system,
            lambda s: match.seats[s].name if match is not None else str(s),
        )
        self.hintReady.emit(int(result.card), reason)
