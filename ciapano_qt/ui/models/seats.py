"""The seats of the match: name, level, totals, dealer, in play, whose turn (one row a seat)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject, Qt

from ..session.queries import SeatInfo
from ..session.session import Session
from .rows import RowsModel, role_fields, shown

if TYPE_CHECKING:
    pass


_USER = int(Qt.ItemDataRole.UserRole)


class SeatRole:
    """The seats model's roles: plain ints (named by ``roleNames()``), for an IntEnum's
    members take start-up time to make and this model is made before the first paint."""

    SEAT = _USER + 1  # the seat number
    NAME = _USER + 2  # the name as written (DisplayRole: as shown)
    KIND = _USER + 3  # "ai", "human" (at this screen) or "remote"
    LEVEL = _USER + 4  # the computer's level, None for a human
    TOTAL = _USER + 5  # the match total now
    HAND_TOTAL = _USER + 6  # the total when the hand in play began
    TRICKS = _USER + 7  # tricks taken in the hand in play
    DEALER = _USER + 8
    IN_PLAY = _USER + 9  # still in the match
    IN_HAND = _USER + 10  # plays the hand in play
    WINNER = _USER + 11  # won the finished match
    TURN = _USER + 12  # the seat announced to play (after the animations)
    VIEWER = _USER + 13  # the seat the table is seen from
    TEAM = _USER + 14  # two against two: 0 or 1; else -1
    AWAY = _USER + 15  # a networked person the computer stands in for


class SeatsModel(RowsModel[SeatInfo]):
    FIELDS = role_fields(SeatRole)  # SeatRole.TOTAL: SeatInfo.total

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.has_match = False
        self.hand_in_play = False
        session.stateChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> tuple[SeatInfo, ...]:
        s = self.session
        self.has_match = s.has_match  # a match is in progress or has just ended
        self.hand_in_play = s.hand_in_play  # a hand is dealt and not over
        return s.seats()

    def turn(self) -> int:
        """The seat announced to play (``SeatRole.TURN``), -1 when none is."""
        return next((row.seat for row in self._rows if row.turn), -1)

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(SeatRole)

    def line(self, row: SeatInfo) -> str:
        return shown(row.name)
