"""The seats of the match: name, level, totals, dealer, in play, whose turn (one row a seat)."""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, Qt

from ..session.queries import SeatInfo
from ..session.session import Session
from .rows import RowsModel, shown

if TYPE_CHECKING:
    from .roles import Index


class SeatRole(IntEnum):
    SEAT = Qt.ItemDataRole.UserRole + 1  # the seat number
    NAME = Qt.ItemDataRole.UserRole + 2  # the name as written (DisplayRole: as shown)
    KIND = Qt.ItemDataRole.UserRole + 3  # "ai", "human" (at this screen) or "remote"
    LEVEL = Qt.ItemDataRole.UserRole + 4  # the computer's level, None for a human
    TOTAL = Qt.ItemDataRole.UserRole + 5  # the match total now
    HAND_TOTAL = Qt.ItemDataRole.UserRole + 6  # the total when the hand in play began
    TRICKS = Qt.ItemDataRole.UserRole + 7  # tricks taken in the hand in play
    DEALER = Qt.ItemDataRole.UserRole + 8
    IN_PLAY = Qt.ItemDataRole.UserRole + 9  # still in the match
    IN_HAND = Qt.ItemDataRole.UserRole + 10  # plays the hand in play
    WINNER = Qt.ItemDataRole.UserRole + 11  # won the finished match
    TURN = Qt.ItemDataRole.UserRole + 12  # the seat announced to play (after the animations)
    VIEWER = Qt.ItemDataRole.UserRole + 13  # the seat the table is seen from
    TEAM = Qt.ItemDataRole.UserRole + 14  # two against two: 0 or 1; else -1
    AWAY = Qt.ItemDataRole.UserRole + 15  # a networked person the computer stands in for


class SeatsModel(RowsModel[SeatInfo]):
    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.stateChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> tuple[SeatInfo, ...]:
        return self.session.seats()

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(SeatRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        s = self.row_value(index)
        if s is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return shown(s.name)
        values: dict[int, object] = {
            SeatRole.SEAT: s.seat,
            SeatRole.NAME: s.name,
            SeatRole.KIND: s.kind,
            SeatRole.LEVEL: s.level,
            SeatRole.TOTAL: s.total,
            SeatRole.HAND_TOTAL: s.hand_total,
            SeatRole.TRICKS: s.tricks,
            SeatRole.DEALER: s.dealer,
            SeatRole.IN_PLAY: s.in_play,
            SeatRole.IN_HAND: s.in_hand,
            SeatRole.WINNER: s.winner,
            SeatRole.TURN: s.turn,
            SeatRole.VIEWER: s.viewer,
            SeatRole.TEAM: s.team,
            SeatRole.AWAY: s.away,
        }
        return values.get(role)
