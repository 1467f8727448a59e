"""The game session: owns the match, takes every move through one slot, emits the events.

The session is the only UI code that holds the ``Match``. Views and item models learn what
the table shows from its queries (``seats``, ``picture``, ``turn_prompt``, ``viewer_legal``,
``why_not``, ``last_trick``, ``record``, ``snapshot``; the values come from ``queries.py``)
and its signals; ``match`` itself is read only by the rest of the session package (the
autosave, the file actions) and by tests.

Moves come from the human (``play_human``) and from the computer workers (later a remote or
hot-seat player); all end in ``submit_move(generation, seat, card)``. The engine decides
every rule: a refused move comes back as an ``EngineError`` turned into a translated message
for the human; a computer's refused card is logged and replaced by a random legal card (a
faulty player must not stall the game). After each change the session emits
``stateChanged`` (the models refresh), then the engine's events, and waits for the table to
report that its animations are over (``animations_finished``) before it asks the next
computer player to think. Results from a previous match or from before an undo carry an old
generation number and are ignored.
"""

from __future__ import annotations

import copy
import functools
import logging
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ...ai.thinker import warm_up
from ...engine.cards import cards_of
from ...engine.errors import EngineError
from ...engine.events import Event
from ...engine.hand import DISCARD
from ...engine.match import Match, Seat
from ...engine.rules import Rules
from ...engine.view import View, view_of
from ..table import timing
from ..text import messages
from . import queries
from .players import ComputerSeats, computer_player, table_of
from .queries import SeatInfo, TablePicture, TurnPrompt
from .workers import Emitter, HintTask, MoveTask

if TYPE_CHECKING:
    from ...ai.tracker import Tracker
    from ..models.summary import HandSummary
    from .players import Player, PlayerFactory

log = logging.getLogger(__name__)


class Session(QObject):
    stateChanged = Signal()  # the match changed: models refresh (before the signals below)
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

    def __init__(
        self, parent: QObject | None = None, make_player: PlayerFactory = computer_player
    ) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._computers = ComputerSeats(make_player)
        self.human: int | None = None
        self.demo = False
        self.casual = True
        self.speed = "normal"
        self.suit_system = "italian"
        self.wait_for_table = True  # False when no table reports the end of its animations
        self._rng = random.Random()
        self._generation = 0
        self._waiting_table = False
        self._thinking = False
        self._announced = -1
        self._marks: list[int] = []  # plays before each human card of this hand (undo)
        self._undone: list[tuple[int, ...]] = []  # the cards each undo took back (redo)
        self._finishing = False  # the strongest computer plays the person's seat to the end
        self._next_seed: int | None = None  # the next hand's deal seed when it is given
        self._turn = -1  # the seat announced to play (turnChanged), -1 when nobody
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._emitter = Emitter(self)
        self._emitter.moveReady.connect(self._on_move_ready)
        self._emitter.hintReady.connect(self._on_hint_ready)
        self._asked_at = 0.0
        self._awaiting_human = False  # humanTurn was emitted and no card came yet

    # Queries ----------------------------------------------------------------------------

    @property
    def match(self) -> Match | None:
        """The live match: for the session package (autosave, files) and tests only."""
        return self._match

    @property
    def viewer(self) -> int | None:
        """The seat whose cards the table shows face up (the human; None in a demo)."""
        return self.human

    @property
    def has_match(self) -> bool:
        return self._match is not None

    @property
    def hands_dealt(self) -> int:
        return len(self._match.hands) if self._match is not None else 0

    @property
    def hand_in_play(self) -> bool:
        return self._match is not None and self._match.hand is not None

    @property
    def finished(self) -> bool:
        return self._match is not None and self._match.finished

    @property
    def n_seats(self) -> int:
        return self._match.n_seats if self._match is not None else 0

    def seat_name(self, seat: int) -> str:
        return self._match.seats[seat].name if self._match is not None else str(seat)

    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat: name, level, totals, dealer, in play, whose turn."""
        return queries.seat_infos(self._match, self._turn, self.human)

    def picture(self) -> TablePicture | None:
        """The hand in play (or the last one) as the table lays it out."""
        return queries.table_picture(self._match) if self._match is not None else None

    def discarding(self) -> bool:
        state = self._match.hand if self._match is not None else None
        return state is not None and state.phase == DISCARD

    def turn_prompt(self) -> TurnPrompt | None:
        """What the viewer may do now (None: not the viewer's turn, or no hand)."""
        view = self.human_view()
        if view is None or self.human is None or view.current != self.human:
            return None
        return queries.turn_prompt(view)

    def viewer_hand(self) -> tuple[int, ...]:
        """The viewer's cards in the hand in play (or the last hand); () without a viewer."""
        if self._match is None or not self._match.hands or self.human is None:
            return ()
        return tuple(int(c) for c in cards_of(self._match.hands[-1].state.hands[self.human]))

    def viewer_legal(self) -> frozenset[int] | None:
        """The cards the viewer may play (or discard) now; None when it is not their turn."""
        if not self._awaiting_human or self.human is None or self._match is None:
            return None
        state = self._match.hand
        if state is None or state.current != self.human:
            return None
        return frozenset(int(c) for c in state.legal_moves())

    def why_not(self, card: int) -> str | None:
        """The engine's reason, translated, why the viewer may not play ``card`` now (None
        when it may)."""
        if self.viewer_legal() is None:
            return messages.not_your_turn()
        assert self._match is not None
        error = queries.refusal(self._match, card)
        return None if error is None else messages.error_text(error, self.suit_system)

    def computer_levels(self) -> list[str | None]:
        """The levels of the computer seats (the search levels' helper starts early)."""
        if self._match is None:
            return []
        return [s.level for s in self._match.seats if s.kind != "human"]

    def record(self, extra: dict[str, Any] | None = None) -> dict[str, Any] | None:
        """The match's record (``record-format.md``), or None without a match."""
        from ...engine.record import to_record

        return to_record(self._match, extra) if self._match is not None else None

    def hand_summary(self, index: int) -> HandSummary:
        """The scored hand ``index`` as the summary shows it."""
        from ..models.summary import hand_summary

        assert self._match is not None
        return hand_summary(self._match, index)

    def snapshot(self) -> Match | None:
        """A copy of the match as it stands, for the models of a dialog (score sheet, last
        trick): the game goes on under an open dialog without changing what it shows, and
        nothing done to the copy reaches the game. Scored hands never change again, so they
        are shared; the hand in play is cloned (rebuilding from the record took ~50-150 ms
        for a long match)."""
        match = self._match
        if match is None:
            return None
        copied = copy.copy(match)
        copied.seats = list(match.seats)
        copied.totals = list(match.totals)
        copied.in_play = list(match.in_play)
        copied.extra = dict(match.extra)
        copied.hands = [
            h if h.finished else replace(h, state=h.state.clone(), extra=dict(h.extra))
            for h in match.hands
        ]
        return copied

    @property
    def _players(self) -> dict[int, Player]:
        """The computer seats' players (tests look)."""
        return self._computers.players

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def in_progress(self) -> bool:
        return self._match is not None and not self._match.finished and bool(self._match.hands)

    def current_seat(self) -> int:
        state = self._match.hand if self._match else None
        return state.current if state is not None else -1

    def is_human_turn(self) -> bool:
        return (
            self._awaiting_human
            and self.human is not None
            and self.current_seat() == self.human
            and not self._waiting_table
        )

    def human_view(self) -> View | None:
        state = self._match.hand if self._match else None
        if state is None:
            return None
        return view_of(state, self.human if self.human is not None else state.current)

    def tracker(self) -> Tracker | None:
        """What the card tracker shows the viewer in the hand in play (None: no hand, or no
        viewer); only what the viewer may know (``ai.tracker``)."""
        from ...ai.tracker import tracker

        if self.human is None or self.demo:
            return None
        view = self.human_view()
        return None if view is None else tracker(view)

    def use_tracker(self) -> None:
        """The card tracker is on show: the match is assisted (the hand's note ``tracker``,
        read by the statistics)."""
        match = self._match
        if match is None or self.demo or not match.hands or match.finished:
            return
        log_ = match.hands[-1]
        if not log_.extra.get("tracker"):
            log_.extra["tracker"] = 1
            self._record_changed()  # the record notes it: save it

    def can_undo(self) -> bool:
        return self._may_take_back() and bool(self._marks) and not self._finishing

    def can_redo(self) -> bool:
        """An undo can be redone: the player has played no other card since."""
        return self._may_take_back() and bool(self._undone)

    def _may_take_back(self) -> bool:
        return (
            self.casual
            and not self.demo
            and self._match is not None
            and self._match.hand is not None
        )

    def can_finish(self) -> bool:
        """The person may have the hand finished for them (any time their hand is on)."""
        state = self._match.hand if self._match is not None else None
        return (
            state is not None
            and not self.demo
            and self.human is not None
            and self.human in state.active
            and not self._finishing
        )

    @property
    def finishing(self) -> bool:
        """The hand in play is being finished for the person."""
        return self._finishing

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        """The last finished trick of the hand in play (or of the last hand): leader, cards,
        winner."""
        if self._match is None or not self._match.hands:
            return None
        tricks = self._match.hands[-1].state.tricks
        if not tricks:
            if len(self._match.hands) < 2:
                return None
            tricks = self._match.hands[-2].state.tricks
        return tricks[-1] if tricks else None

    # Commands ---------------------------------------------------------------------------

    def new_match(
        self,
        rules: Rules,
        seats: Sequence[Seat],
        seed: int | None = None,
        demo: bool = False,
        deal: int | None = None,
    ) -> None:
        """Start a match and deal its first hand. Seat kinds say who is human. ``deal``: a
        hand's deal seed to play again as practice (the first hand is that deal; the match
        is noted ``practice_deal`` and not counted in the statistics)."""
        self._generation += 1
        self._rng = random.Random(seed)
        self._match = Match(rules, list(seats))
        self._next_seed = deal
        if deal is not None:
            self._match.extra["practice_deal"] = deal
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        self.demo = demo or not humans
        self.human = None if self.demo else humans[0]
        self._computers.seat(self._table(), self._rng)
        self._announced = -1
        self._thinking = False
        self._finishing = False
        self._turn = -1
        warm_up(s.level or "medium" for s in seats if s.kind == "ai" or self.demo)
        self.stateChanged.emit()
        self.matchStarted.emit()
        self._deal()

    def replay_deal(self, seed: int) -> None:
        """Play a deal of this match again as practice ("Replay this deal"): a new match
        with the same rules and seats whose first hand is the deal of ``seed``."""
        match = self._match
        if match is None:
            return
        self.new_match(match.rules, list(match.seats), deal=seed)  # seats are frozen

    def resume(self, match: Match, app: dict[str, Any] | None = None) -> None:
        """Go on with a loaded match (the autosave, an opened file) at the card where it
        stopped: players from each seat's level, a fresh RNG, the table redrawn (issue 8)."""
        self._generation += 1
        self._rng = random.Random()
        self._match = match
        humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        self.demo = not humans
        wanted = (app or {}).get("human")
        self.human = None if self.demo else (wanted if wanted in humans else humans[0])
        self._computers.seat(self._table(), self._rng)
        self._announced = -1
        self._thinking = False
        self._waiting_table = False
        self._awaiting_human = False
        self._marks = []
        self._undone = []
        self._next_seed = None
        self._finishing = match.hand is not None and bool(
            match.hands[-1].extra.get("finished_for_me")
        )  # a hand being finished for the person when the app stopped goes on so
        self._turn = -1
        self._match = Match(match.rules, match.seats)  # the table sets up from no hands...
        self.stateChanged.emit()
        self.matchStarted.emit()
        self._match = match  # ...then draws the loaded match (stateReset)
        if not match.hands:
            self._deal()
            return
        self.stateChanged.emit()
        self.stateReset.emit()
        self._advance()

    def abandon(self) -> None:
        self._generation += 1
        self._match = None
        self._waiting_table = False
        self._thinking = False
        self._set_turn(-1)

    def next_hand(self) -> None:
        """Deal the next hand once the last one is scored (the summary's "Next hand")."""
        if self._match is None or self._match.finished or self._match.hand is not None:
            return
        self._deal()

    def _deal(self) -> None:
        assert self._match is not None
        self._marks = []
        self._undone = []
        self._finishing = False
        seed, self._next_seed = self._next_seed, None
        if seed is None:  # a seed whose first dealer is the one the rotation gives
            from ...engine.shuffle import seed_for  # a resumed hand needs no new deal yet

            seed = seed_for(self._rng, self._match.in_play, self._match.next_dealer())
        events = self._match.deal_from_seed(seed)
        self._apply_events(events)

    def play_human(self, card: int) -> bool:
        """The human's card, through the same slot as the computers'. True when accepted."""
        if self.human is None:
            return False
        return self.submit_move(self._generation, self.human, int(card))

    def submit_move(self, generation: int, seat: int, card: int) -> bool:
        """The one way a card reaches the engine."""
        if generation != self._generation or self._match is None:
            return False  # stale: a previous match, or from before an undo
        state = self._match.hand
        person = seat == self.human and not self._finishing  # else a computer plays
        if state is None or seat != state.current or self._waiting_table:
            if person:
                self.moveRefused.emit(messages.not_your_turn())
            return False
        mark = len(state.plays)
        try:
            events = self._match.play(card)
        except EngineError as error:
            if person:
                self.moveRefused.emit(messages.error_text(error, self.suit_system))
                return False
            # A computer's card refused: asking it again could be refused again without end
            # (a deterministic faulty player), so a random legal card is played instead.
            fallback = self._rng.choice(state.legal_moves())
            log.error(
                "computer at seat %d made a refused move (%s); playing %s instead",
                seat,
                error,
                fallback,
            )
            events = self._match.play(fallback)
        if person and state.phase != DISCARD and mark < len(state.plays):
            self._marks.append(mark)
            self._undone = []  # a new card of the player's: what was undone is gone
        self._apply_events(events)
        return True

    def undo(self) -> bool:
        """Take back the human's last card of this hand (casual play only)."""
        if not self.can_undo():
            return False
        assert self._match is not None
        self._generation += 1
        self._thinking = False
        self._awaiting_human = False
        mark = self._marks.pop()
        log_ = self._match.hands[-1]
        self._undone.append(tuple(log_.state.plays[mark:]))
        self._match.undo_to(mark)
        log_.extra["undos"] = int(log_.extra.get("undos", 0)) + 1
        self._redrawn()
        return True

    def redo(self) -> bool:
        """Play again the cards the last undo took back (the player's card and the computers'
        after it), while nothing else was played; counted as assisted (``redos``)."""
        if not self.can_redo():
            return False
        assert self._match is not None and self._match.hand is not None
        self._generation += 1
        self._thinking = False
        self._awaiting_human = False
        cards = self._undone.pop()
        mark = len(self._match.hand.plays)
        for card in cards:  # the same cards from the same position: the engine accepts them
            self._match.play(card)
        self._marks.append(mark)
        log_ = self._match.hands[-1]
        log_.extra["redos"] = int(log_.extra.get("redos", 0)) + 1
        self._redrawn()
        return True

    def _redrawn(self) -> None:
        """After an undo or a redo: the table drawn again from the match, the game goes on."""
        self._waiting_table = False
        self.stateChanged.emit()
        self.stateReset.emit()
        self._record_changed()
        self._advance()

    def finish_for_me(self) -> bool:
        """Have the strongest computer player play the person's cards to the end of the
        hand (the hand is noted ``finished_for_me``: the match is assisted)."""
        if not self.can_finish():
            return False
        assert self._match is not None
        self._finishing = True
        self._undone = []
        self._match.hands[-1].extra["finished_for_me"] = True
        self.stateChanged.emit()
        self._record_changed()
        if self._awaiting_human and self.current_seat() == self.human:
            self._awaiting_human = False  # a hint asked for this turn is not shown now
            self._ask_computer(self.current_seat())
        return True

    def request_hint(self) -> bool:
        """Ask for a hint for the human's turn; the answer comes as ``hintReady``."""
        if not self.is_human_turn() or self.demo:
            return False
        from ...ai.hint import hint  # the AI loads after the first paint

        view = self.human_view()
        assert view is not None and self._match is not None
        log_ = self._match.hands[-1]
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
        self.stateChanged.emit()
        self.eventsApplied.emit(events)
        self._record_changed()
        if not self.wait_for_table:
            gen = self._generation
            QTimer.singleShot(0, lambda: self._advance() if gen == self._generation else None)

    def _record_changed(self) -> None:
        """Autosave hook: the record changed (a card, a deal, an undo)."""
        self.recordChanged.emit()

    def _advance(self) -> None:
        match = self._match
        if match is None or self._waiting_table or self._thinking:
            return
        state = match.hand
        if state is None:
            index = len(match.hands) - 1
            if index > self._announced:
                self._announced = index
                self._set_turn(-1)
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
        person = seat == self.human and not self._finishing
        if person:
            self._awaiting_human = True
        self._set_turn(seat)
        if person:
            self.humanTurn.emit(seat)
            self._play_if_forced()
        else:
            self._ask_computer(seat)

    def _play_if_forced(self) -> None:
        """When each of the person's remaining turns has exactly one legal card, play it for
        them at the computers' pace (not an assistance: there is nothing to choose)."""
        view = self.human_view()
        if view is None or view.legal & (view.legal - 1):
            return  # two legal cards or more: a choice (ai.finish is not loaded for it)
        from ...ai.finish import forced_card

        card = forced_card(view)
        if card is None:
            return
        assert self._match is not None and self._match.hand is not None
        gen, plays = self._generation, len(self._match.hand.plays)

        def play() -> None:
            state = self._match.hand if self._match is not None else None
            if gen != self._generation or state is None or len(state.plays) != plays:
                return  # the person played it, or undid, or the match changed
            played = self.is_human_turn() and self.play_human(int(card))
            if played and self._marks and self._marks[-1] == plays:
                self._marks.pop()  # an undo goes back to the person's last real choice

        QTimer.singleShot(timing.duration("ai_think", self.speed), play)

    def _set_turn(self, seat: int) -> None:
        self._turn = seat
        self.stateChanged.emit()
        self.turnChanged.emit(seat)

    def _ask_computer(self, seat: int) -> None:
        assert self._match is not None and self._match.hand is not None
        self._thinking = True
        self._asked_at = time.monotonic()
        view = view_of(self._match.hand, seat)
        if seat == self.human:  # finishing the hand for the person
            player = self._computers.stand_in(seat, self._table())
        else:
            player = self._computers.player(seat, self._table())
        self._pool.start(MoveTask(self._emitter, player, view, self._generation))

    def _table(self) -> tuple[str | None, ...]:
        """Every seat's level as the match shows it (None for the human): the expert
        believes the seats it names as rule players (docs/ai.md)."""
        assert self._match is not None
        return table_of(self._match.seats, self.demo)

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
            assert self._match is not None and self._match.hand is not None
            card = self._match.hand.legal_moves()[0]
        self.submit_move(generation, seat, card)

    @Slot(int, object)
    def _on_hint_ready(self, generation: int, result: Any) -> None:
        if generation != self._generation or result is None or not self.is_human_turn():
            return
        match = self._match
        reason = messages.hint_text(
            getattr(result, "reason_code", ""),
            dict(getattr(result, "reason_params", {}) or {}),
            getattr(result, "reason_en", ""),
            self.suit_system,
            lambda s: match.seats[s].name if match is not None else str(s),
        )
        self.hintReady.emit(int(result.card), reason)
