"""A match trick by trick, for the replay and the "last trick" dialogs.

:func:`replay_steps` reads a match (opened from a record, or the one on the table) into
:class:`ReplayStep` values: for each hand, each finished trick (or one step "no trick yet") with
who played which card, who took it, the tricks taken so far and, at a scored hand's last trick,
the hand's scores and the totals. :class:`ReplayModel` lists the steps; :class:`TrickModel`
lists the cards of one step, for a view that shows them side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)
from PySide6.QtGui import QPixmap

from ...engine.cards import CARDS
from ...engine.hand import next_in_play
from ...engine.match import Match
from ..text.plain import shown_name
from .roles import Index, role_names

_CTX = "ReplayDialog"  # the texts' context: the same words as the dialog's

Tally = tuple[tuple[str, int], ...]
"""(name, figure) pairs in seat order."""


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


@dataclass(frozen=True)
class Play:
    """One card of a trick: who played it, and whether it took the trick."""

    seat: int
    name: str
    card: int
    takes: bool


@dataclass(frozen=True)
class ReplayStep:
    """One position of the replay: a hand, and one of its finished tricks (-1: none yet)."""

    hand: int
    trick: int
    n_hands: int
    n_tricks: int  # the tricks of a whole hand
    dealer: str
    plays: tuple[Play, ...]  # the trick's cards in the order played (none at trick -1)
    taker: str | None  # who took the trick
    taken: Tally  # tricks taken so far in the hand, by each seat in play
    scores: Tally | None  # the hand's scores, at a scored hand's last trick
    totals: Tally | None  # the totals after the hand (every seat), with the scores
    winners: tuple[str, ...] | None  # the match's winners, at its very last step
    viewer_takes: bool = False  # the taker is the match's one human: "You take the trick."


def viewer_seat(match: Match) -> int | None:
    """The seat of the match's only human (whose replay it is), None without exactly one."""
    humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    return humans[0] if len(humans) == 1 else None


def replay_steps(match: Match) -> list[ReplayStep]:
    names = [shown_name(s.name) for s in match.seats]
    viewer = viewer_seat(match)
    steps: list[ReplayStep] = []
    n_hands = len(match.hands)
    for h, log in enumerate(match.hands):
        state = log.state
        tricks = state.tricks
        result = state.result
        for t in range(-1, len(tricks)):
            if t < 0 and tricks:
                continue  # "no trick yet" only for a hand without any
            plays: list[Play] = []
            taker = None
            winner: int | None = None
            if t >= 0:
                seat, cards, winner = tricks[t]
                for card in cards:
                    plays.append(Play(seat, names[seat], int(card), seat == winner))
                    seat = next_in_play(state.active, match.n_seats, seat)
                taker = names[winner]
            upto = state.winners[: t + 1]
            scores = totals = None
            winners = None
            if result is not None and t == len(tricks) - 1:
                scores = tuple((names[s], result.scores[s]) for s in state.active)
                totals = tuple((names[s], log.totals[s]) for s in range(match.n_seats))
                if match.finished and h == n_hands - 1:
                    winners = tuple(names[s] for s in match.winners)
            steps.append(
                ReplayStep(
                    hand=h,
                    trick=t,
                    n_hands=n_hands,
                    n_tricks=state.n_tricks,
                    dealer=names[state.dealer],
                    plays=tuple(plays),
                    taker=taker,
                    taken=tuple((names[s], upto.count(s)) for s in state.active),
                    scores=scores,
                    totals=totals,
                    winners=winners,
                    viewer_takes=winner is not None and winner == viewer,
                )
            )
    return steps


class ReplayRole(IntEnum):
    STEP = Qt.ItemDataRole.UserRole + 1  # the ReplayStep
    HAND = Qt.ItemDataRole.UserRole + 2
    TRICK = Qt.ItemDataRole.UserRole + 3  # -1: no trick yet
    CARDS = Qt.ItemDataRole.UserRole + 4  # the trick's card indices in the order played
    SEATS = Qt.ItemDataRole.UserRole + 5  # who played each of them
    TAKER = Qt.ItemDataRole.UserRole + 6  # who took the trick (a name)
    SCORES = Qt.ItemDataRole.UserRole + 7
    TOTALS = Qt.ItemDataRole.UserRole + 8


class ReplayModel(QAbstractListModel):
    """One row per step of a match (see :func:`replay_steps`); the match is never changed."""

    def __init__(self, match: Match | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.busca = False
        self.steps: list[ReplayStep] = []
        self.set_match(match)

    def set_match(self, match: Match | None) -> None:
        """Read ``match`` again (also after it changed: the last trick of a live match)."""
        self.beginResetModel()
        self.busca = match is not None and match.rules.is_busca
        self.steps = [] if match is None else replay_steps(match)
        self.endResetModel()

    def set_steps(self, steps: list[ReplayStep]) -> None:
        """Show ``steps`` made elsewhere (a networked seat's last trick: no match behind it)."""
        self.beginResetModel()
        self.steps = list(steps)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.steps)

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), ReplayRole)

    def step(self, row: int) -> ReplayStep | None:
        return self.steps[row] if 0 <= row < len(self.steps) else None

    def row_of_hand(self, hand: int) -> int | None:
        """The first step of ``hand``."""
        for row, step in enumerate(self.steps):
            if step.hand == hand:
                return row
        return None

    def last_trick_row(self) -> int | None:
        """The last finished trick of the match (of the hand in play, or of the one before)."""
        for row in range(len(self.steps) - 1, -1, -1):
            if self.steps[row].trick >= 0:
                return row
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.steps):
            return None
        step = self.steps[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if step.trick < 0:
                text = _t("Hand %1 of %2: no trick played yet")
            else:
                text = _t("Hand %1 of %2, trick %3 of %4")
            return (
                text.replace("%1", str(step.hand + 1))
                .replace("%2", str(step.n_hands))
                .replace("%3", str(step.trick + 1))
                .replace("%4", str(step.n_tricks))
            )
        values = {
            ReplayRole.STEP: lambda: step,
            ReplayRole.HAND: lambda: step.hand,
            ReplayRole.TRICK: lambda: step.trick,
            ReplayRole.CARDS: lambda: [p.card for p in step.plays],
            ReplayRole.SEATS: lambda: [p.seat for p in step.plays],
            ReplayRole.TAKER: lambda: step.taker,
            ReplayRole.SCORES: lambda: step.scores,
            ReplayRole.TOTALS: lambda: step.totals,
        }
        get = values.get(role)  # type: ignore[call-overload]
        return None if get is None else get()


class TrickRole(IntEnum):
    CARD = Qt.ItemDataRole.UserRole + 1  # the card index
    CODE = Qt.ItemDataRole.UserRole + 2  # the card code ("AD")
    SEAT = Qt.ItemDataRole.UserRole + 3  # who played it
    NAME = Qt.ItemDataRole.UserRole + 4  # their name
    TAKES = Qt.ItemDataRole.UserRole + 5  # the card took the trick


class TrickModel(QAbstractListModel):
    """The cards of one trick, in the order played: caption "★ name" for the card that took it.

    ``picture(code)`` gives the card's picture (the decoration) and ``card_name(card)`` its
    name (tool tip, screen readers): the view passes the deck's."""

    def __init__(
        self,
        picture: Callable[[str], QPixmap] | None = None,
        card_name: Callable[[int], str] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.picture = picture
        self.card_name = card_name
        self.plays: tuple[Play, ...] = ()

    def set_plays(self, plays: Sequence[Play]) -> None:
        self.beginResetModel()
        self.plays = tuple(plays)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.plays)

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), TrickRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.plays):
            return None
        play = self.plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return ("★ " if play.takes else "") + play.name
        if role == Qt.ItemDataRole.DecorationRole and self.picture is not None:
            return self.picture(CARDS[play.card].code)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return None if self.card_name is None else self.card_name(play.card)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == TrickRole.CARD:
            return play.card
        if role == TrickRole.CODE:
            return CARDS[play.card].code
        if role == TrickRole.SEAT:
            return play.seat
        if role == TrickRole.NAME:
            return play.name
        if role == TrickRole.TAKES:
            return play.takes
        return None
