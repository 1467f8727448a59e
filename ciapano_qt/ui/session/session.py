"""The game session: owns the match, takes every move through one slot, emits the events.

The session is the only UI code that holds the ``Match``; views and item models learn what
the table shows from its queries (``state.py``, values from ``queries.py``) and its signals.
Every card, the person's (``play_human``), a computer's (``computers.py``), a remote seat's,
ends in ``submit_move(generation, seat, card)``. The engine decides every rule: a refused
card comes back as an ``EngineError``, a translated message for the person; a computer's
refused card is logged and replaced by a random legal one (a faulty player must not stall the
game). After each change the session emits ``stateChanged`` (the models refresh), then the
engine's events, and waits for the table's ``animations_finished`` before it announces the
next turn or asks a computer. Answers from a previous match or from before an undo carry an
old generation number and are dropped. People at one screen pass it between their turns
(``hotseat.py``); undo, redo, finish for me and the hint are ``assists.py``'s (undo and redo
keep their marks in ``takeback.py``).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...ai.thinker import warm_up
from ...engine.errors import EngineError
from ...engine.events import Event
from ...engine.hand import DISCARD
from ...engine.match import Match, Seat
from ...engine.rules import Rules
from ..table import timing
from .assists import Assists
from .players import ComputerSeats, computer_player, table_of
from .state import SessionState

if TYPE_CHECKING:
    from .computers import ComputerTurns
    from .players import Player, PlayerFactory

log = logging.getLogger(__name__)


class Session(SessionState, Assists):
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
    recordChanged = Signal()  # the record changed (a card, a deal, an undo): the autosave
    passRequested = Signal(int)  # hot seat: hand the screen to this person (hotseat.py)
    viewerChanged = Signal(int)  # the person at the screen now, -1 nobody (hands hidden)

    def __init__(
        self, parent: QObject | None = None, make_player: PlayerFactory = computer_player
    ) -> None:
        super().__init__(parent)
        self._computers = ComputerSeats(make_player)
        self._turns: ComputerTurns | None = None  # made at the first computer move or hint
        self._thinking = False  # a computer's card was asked for and not delivered yet
        self.wait_for_table = True  # False when no table reports the end of its animations
        self._rng = random.Random()
        self._announced = -1  # the last hand whose end was announced (handFinished)
        self._next_seed: int | None = None  # the next hand's deal seed when it is given

    @property
    def _players(self) -> dict[int, Player]:
        """The computer seats' players (tests look)."""
        return self._computers.players

    def rename_seat(self, seat: int, name: str) -> None:
        """Give ``seat`` a new name (the player's default "You" after a language change):
        the models refresh, and the record, which names the seats, is saved."""
        match = self._match
        if match is None or not 0 <= seat < match.n_seats or match.seats[seat].name == name:
            return
        old = match.seats[seat]
        match.seats[seat] = Seat(name, old.kind, old.level)
        self.stateChanged.emit()
        self.recordChanged.emit()

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
        match = Match(rules, list(seats))
        if deal is not None:
            match.extra["practice_deal"] = deal
        self._sit(match, random.Random(seed), demo)
        self._next_seed = deal
        self._finishing = False
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
        del app  # its "human" was the person among several: now they all play (hotseat.py)
        self._sit(match, random.Random(), False)
        self._next_seed = None
        self._finishing = match.hand is not None and bool(
            match.hands[-1].extra.get("finished_for_me")
        )  # a hand being finished for the person when the app stopped goes on so
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

    def _sit(self, match: Match, rng: random.Random, demo: bool) -> None:
        """A match on the table, new or loaded: its people at this screen, a player for each
        computer seat, nothing announced, asked for or to take back yet."""
        self._generation += 1
        self._rng = rng
        self._match = match
        self.demo = demo or not any(s.kind == "human" for s in match.seats)
        self.human = self.screen.seat(match.seats, self.demo)  # several people: nobody yet
        self._computers.seat(self._table(), self._rng)
        self._announced = -1
        self._thinking = False
        self._waiting_table = False
        self._awaiting_human = False
        self._takeback = None
        self._turn = -1

    def abandon(self) -> None:
        self._generation += 1
        self._match = None
        self._waiting_table = False
        self._thinking = False
        self._set_turn(-1)

    def end_demo(self) -> bool:
        """Stop the demo (its Stop, or Escape): the table is left empty, as before a match
        (``matchStarted``: the views start over, with no match). False: no demo plays."""
        if not self.demo or self._match is None:
            return False
        self.abandon()
        self.demo = False
        self.stateChanged.emit()
        self.matchStarted.emit()
        return True

    def next_hand(self) -> None:
        """Deal the next hand once the last one is scored (the summary's "Next hand")."""
        if self._match is None or self._match.finished or self._match.hand is not None:
            return
        self._deal()

    def _deal(self) -> None:
        assert self._match is not None
        self._takeback = None  # nothing to take back
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
                from ..text import messages  # loaded with the first refusal

                self.moveRefused.emit(messages.not_your_turn())
            return False
        mark = len(state.plays)
        try:
            events = self._match.play(card)
        except EngineError as error:
            if person:
                from ..text import messages

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
            self._back().played(mark)  # what was undone before is gone
        self._apply_events(events)
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
        if self._turns is not None:
            self._turns.wait()

    # Internals --------------------------------------------------------------------------

    def _apply_events(self, events: list[Event]) -> None:
        self._awaiting_human = False
        self._waiting_table = self.wait_for_table
        self.stateChanged.emit()
        self.eventsApplied.emit(events)
        self.recordChanged.emit()
        if not self.wait_for_table:
            gen = self._generation
            QTimer.singleShot(0, lambda: self._advance() if gen == self._generation else None)

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
        if seat not in self._finished_for and self.screen.must_pass(seat, self.human):
            self._pass_screen(seat)
            return
        person = seat == self.human and not self._finishing
        if person:
            self._awaiting_human = True
        self._set_turn(seat)
        if person:
            self.humanTurn.emit(seat)
            self._play_if_forced()
        else:
            self._ask_computer(seat)

    def _pass_screen(self, seat: int) -> None:
        """Another person's turn: hide every hand and ask for the pass screen (hotseat.py).
        What undo and redo remember is forgotten and a new generation begins, so nothing of
        the person leaving (a hint on its way, a card to take back) reaches the next one."""
        if self.screen.passing_to == seat:
            return
        self._generation += 1
        self.screen.passing_to, self.human = seat, None
        self._awaiting_human = False
        self._takeback = None
        self.viewerChanged.emit(-1)  # the hands face down first, then the turn is told
        self._set_turn(seat)
        self.passRequested.emit(seat)

    def take_screen(self) -> bool:
        """The person the screen was passed to has it (the pass screen is dismissed): the
        table shows their cards and their turn begins."""
        seat = self.screen.passing_to
        if seat is None or self._match is None:
            return False
        self.screen.passing_to, self.human = None, seat
        self.stateChanged.emit()
        self.viewerChanged.emit(seat)
        self._advance()
        return True

    def _play_if_forced(self) -> None:
        """The person's only legal card (of each remaining turn) is played for them."""
        view = self.human_view()
        if view is not None and not view.legal & (view.legal - 1):  # not two cards or more
            self._computer_turns().play_forced(view)  # (ai.finish is not loaded for a choice)

    def _set_turn(self, seat: int) -> None:
        self._turn = seat
        self.stateChanged.emit()
        self.turnChanged.emit(seat)

    def _ask_computer(self, seat: int) -> None:
        self._thinking = True
        self._computer_turns().ask(seat)

    def _computer_turns(self) -> ComputerTurns:
        if self._turns is None:
            from .computers import ComputerTurns

            self._turns = ComputerTurns(self, self._computers, self)
        return self._turns

    def _table(self) -> tuple[str | None, ...]:
        """Every seat's level as the match shows it (None for the human): the expert
        believes the seats it names as rule players (docs/ai.md)."""
        assert self._match is not None
        return table_of(self._match.seats, self.demo)
