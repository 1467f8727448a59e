"""What a networked seat's table shows: the queries of ``RemoteSession``, answered from the
host's checked messages alone (``net.clientcore.ClientCore``) and the stand-ins for the cards
this seat may not see (``remote.view``).

``RemoteState`` is to ``RemoteSession`` what ``state.SessionState`` is to ``Session``: the
state and every query; the session (``remote.py``) turns the host's messages into that state
and the table's signals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...engine.cards import cards_of
from ...engine.errors import EngineError
from ...engine.hand import DISCARD, OVER, HandState
from ...engine.match import Match
from ...engine.rules import Rules
from ...engine.scoring import team_of
from ...engine.view import View
from ...net.clientcore import ClientCore
from ..session import queries
from ..session.queries import SeatInfo, TablePicture, TurnPrompt, picture_of, turn_prompt
from ..session.session import Session
from ..text import messages
from .view import Hidden, full_state

if TYPE_CHECKING:
    from ...net.seen import SeenMatch
    from ..models.replay import ReplayStep
    from ..models.summary import HandSummary


def _kind(kind: str, mine: bool) -> str:
    """``SeatInfo.kind`` of a seat the host calls ``kind``: ``"human"`` for this screen's
    own, ``"remote"`` for another person's, ``"ai"`` for a computer's."""
    if kind == "computer":
        return "ai"
    return "human" if mine else "remote"


class RemoteState(Session):
    def __init__(self, core: ClientCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self._view: View | None = None
        self._hidden = Hidden()
        self._statuses: list[str] = []
        self._result: dict[str, Any] | None = None
        self._winners: tuple[int, ...] = ()
        self._over = False  # the match is over
        self._gone = False  # left the table (closed, refused, given up)
        self._in_play: set[int] = set()
        self._totals: list[int] = []
        self._match_token = ""  # the rejoin token of the match shown (a rejoin keeps it)
        self._announced = -1  # the last hand whose end was announced (handFinished)
        self._ending: int | None = None  # a hand scored, its end not yet told (the table)
        self._lost: str | None = None  # the link dropped: told after the messages before it
        self._last_of_hand: View | None = None  # the last view of the hand before this one

    @property
    def _seen(self) -> SeenMatch | None:
        """The finished hands as this seat saw them, kept and checked by the core."""
        return self.core.seen

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
                level=s.get("level"),
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
        return None  # the host keeps the match's record (this seat's copy: seen_match)

    def seen_match(self) -> Match | None:
        """The finished hands as this seat saw them (``net.seen``; every card of a
        finished hand is public): None when this seat missed one (it joined or rejoined after
        a hand it did not watch to its end) or no hand has finished yet."""
        seen = self._seen.match if self._seen is not None else None
        return seen if seen is not None and seen.hands else None

    def seen_complete(self) -> bool:
        """Every finished hand of the match is in ``seen_match`` (none was missed)."""
        return self._seen is not None and self._seen.complete

    def snapshot(self) -> Match | None:
        """A copy of ``seen_match`` for a dialog's models (score sheet, summaries, export)."""
        return queries.snapshot(self.seen_match())

    def hand_summary(self, index: int) -> HandSummary:
        """The finished hand ``index`` as this seat saw it, for the summary dialog."""
        from dataclasses import replace

        from ..models.summary import hand_summary

        match = self.seen_match()
        assert match is not None
        summary = hand_summary(match, index)
        result = match.hands[index].state.result
        mine = result is not None and result.cappotto == self.core.seat
        # several people: the summary's "you" is this screen's seat, no deal to play again
        return replace(summary, cappotto_by_viewer=mine, seed=None, replayable=False)

    def _last_view(self) -> View | None:
        """The view holding the last finished trick: this hand's, or the hand before's."""
        if self._view is not None and self._view.winners:
            return self._view
        return self._last_of_hand

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        view = self._last_view()
        if view is None:
            return None
        n = len(view.active)
        done = len(view.winners)
        cards = tuple(view.plays[(done - 1) * n : done * n])
        leader = view.winners[-2] if done > 1 else view.first_leader
        return leader, cards, view.winners[-1]

    def last_trick_step(self) -> ReplayStep | None:
        """The last finished trick as the last-trick dialog shows it (a replay's step)."""
        from ...engine.hand import next_in_play
        from ..models.replay import Play, ReplayStep
        from ..text.plain import shown_name

        view, trick = self._last_view(), self.last_trick()
        if view is None or trick is None:
            return None
        leader, cards, winner = trick
        names = [shown_name(self.seat_name(s)) for s in range(view.n_seats)]
        plays, seat = [], leader
        for card in cards:
            plays.append(Play(seat, names[seat], int(card), seat == winner))
            seat = next_in_play(view.active, view.n_seats, seat)
        upto = view.winners
        return ReplayStep(
            hand=view.hand_index,
            trick=len(upto) - 1,
            n_hands=view.hand_index + 1,
            n_tricks=view.n_tricks,
            dealer=names[view.dealer],
            plays=tuple(plays),
            taker=names[winner],
            taken=tuple((names[s], upto.count(s)) for s in view.active),
            scores=None,
            totals=None,
            winners=None,
            viewer_takes=winner == self.core.seat,
        )
