"""The session's state and what it tells about its match: the read side of ``Session``.

``SessionState`` holds what a session knows (the match, the viewer, whose turn was
announced, whether the person is being waited for, what may be taken back) and answers the
queries views and models ask: seats, the picture of the table, the viewer's cards and what
they may play or why not, the last trick, summaries, the record and a snapshot. It changes
nothing; ``Session`` (``session.py``), its only subclass, plays the match and keeps this
state. The values come from ``queries.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...engine.hand import DISCARD
from ...engine.view import View, view_of
from ..table import timing
from . import queries
from .hotseat import Screen
from .queries import SeatInfo, TablePicture, TurnPrompt

if TYPE_CHECKING:
    from ...ai.tracker import Tracker
    from ...engine.match import Match
    from ..models.summary import HandSummary
    from .takeback import TakeBack


class SessionState(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self.human: int | None = None  # the person at the screen: the viewer
        self.screen = Screen()  # the people at this screen, the pass between them
        self.demo = False
        self.casual = True
        self.speed = "normal"
        self.suit_system = "italian"
        self._generation = 0
        self._waiting_table = False  # the table is still showing the last change
        self._awaiting_human = False  # humanTurn was emitted and no card came yet
        # The persons' seats the strongest computer plays to the end of the hand in play
        # ("Finish the hand for me"); ``_finishing``: the person at the screen's is one.
        self._finished_for: set[int] = set()
        self._turn = -1  # the seat announced to play (turnChanged), -1 when nobody
        self._takeback: TakeBack | None = None  # made at the person's first card of a hand

    def _back(self) -> TakeBack:
        """What undo and redo need for the hand in play (``takeback.py``)."""
        if self._takeback is None:
            from .takeback import TakeBack

            self._takeback = TakeBack()
        return self._takeback

    @property
    def match(self) -> Match | None:
        """The live match: for the session package (autosave, files) and tests only."""
        return self._match

    @property
    def viewer(self) -> int | None:
        """The seat whose cards the table shows face up: the person at the screen (None in
        a demo, and while the screen is passed between people)."""
        return self.human

    @property
    def people(self) -> tuple[int, ...]:
        """The seats of the persons playing at this screen."""
        return self.screen.people

    @property
    def remote(self) -> frozenset[int]:
        """The persons' seats played at other computers (set before the match starts)."""
        return self.screen.remote

    @remote.setter
    def remote(self, seats: frozenset[int]) -> None:
        self.screen.remote = frozenset(seats)

    @property
    def passing_to(self) -> int | None:
        """The person the screen is being passed to (None: no pass under way)."""
        return self.screen.passing_to

    @property
    def hands_hidden(self) -> bool:
        """People share the screen and nobody holds it: every hand lies face down."""
        return self.screen.hidden(self.human)

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
        return queries.seat_infos(self._match, self._turn, self.human, self.screen.remote)

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
        return queries.viewer_hand(self._match, self.human)

    def viewer_legal(self) -> frozenset[int] | None:
        """The cards the viewer may play (or discard) now; None when it is not their turn."""
        if not self._awaiting_human or self.human is None:
            return None
        return queries.legal_for(self._match, self.human)

    def why_not(self, card: int) -> str | None:
        """The engine's reason, translated, why the viewer may not play ``card`` now (None
        when it may)."""
        from ..text import messages  # loaded when first asked

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
        return queries.snapshot(self._match)

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def in_progress(self) -> bool:
        return self._match is not None and not self._match.finished and bool(self._match.hands)

    @property
    def card_played(self) -> bool:
        """A card has been played in the match (abandoning it before loses nothing)."""
        match = self._match
        if match is None or not match.hands:
            return False
        return len(match.hands) > 1 or bool(match.hands[-1].state.plays)

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

    def can_undo(self) -> bool:
        return (
            self._may_take_back()
            and bool(self._takeback and self._takeback.can_undo)
            and not self._finishing
        )

    def can_redo(self) -> bool:
        """An undo can be redone: the player has played no other card since."""
        return self._may_take_back() and bool(self._takeback and self._takeback.can_redo)

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
    def _finishing(self) -> bool:
        return self.human is not None and self.human in self._finished_for

    @_finishing.setter
    def _finishing(self, on: bool) -> None:
        """True: the person at the screen has their hand finished for them; False: nobody
        (a new hand, a new or resumed match)."""
        if not on:
            self._finished_for.clear()
        elif self.human is not None:
            self._finished_for.add(self.human)

    @property
    def finishing(self) -> bool:
        """The hand in play is being finished for the person."""
        return self._finishing

    @property
    def pace(self) -> str:
        """The speed the table and the computers go at now: the setting's, or quick while
        the hand is finished for the person."""
        return timing.finishing(self.speed) if self._finishing else self.speed

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        """The last finished trick of the hand in play (or of the last hand): leader, cards,
        winner."""
        return queries.last_trick(self._match)
