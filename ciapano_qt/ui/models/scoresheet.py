"""The score sheet: every hand's scores by player, the totals, players out marked."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine.match import HandLog, Match
from ...engine.scoring import team_of
from ..text.plain import shown_name
from ..text.rulenames import TEAM_LETTERS
from .roles import Index, role_names


class SheetRole(IntEnum):
    SCORE = Qt.ItemDataRole.UserRole + 1  # the hand's score (None: not playing), or the total
    TOTAL_ROW = Qt.ItemDataRole.UserRole + 2  # the row of the totals
    OUT = Qt.ItemDataRole.UserRole + 3  # the seat left the match after this hand
    DEALER = Qt.ItemDataRole.UserRole + 4  # the seat dealt this hand
    WINNER = Qt.ItemDataRole.UserRole + 5  # total row: the seat won the finished match


class ScoreSheetModel(QAbstractTableModel):
    """Rows: the finished hands, then the totals; columns: the seats.

    ``refresh()`` after a hand is scored (or the match replaced in place)."""

    def __init__(self, match: Match | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = match

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def _hands(self) -> list[HandLog]:
        if self.game is None:
            return []
        return [h for h in self.game.hands if h.finished]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.game is None:
            return 0
        return len(self._hands()) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.game is None:
            return 0
        return self.game.n_seats

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), SheetRole)

    def marks(self) -> bool:
        """Whether a cell shows a mark the legend explains: someone went out (✗) or sat a
        hand out (—). Never in Busca, where everyone plays every hand."""
        seats = range(self.columnCount())
        return any(
            log.out or any(seat not in log.state.active for seat in seats) for log in self._hands()
        )

    def _out_before(self, row: int, seat: int) -> bool:
        return any(seat in h.out for h in self._hands()[:row])

    def _score(self, log: HandLog, seat: int) -> int | None:
        if seat not in log.state.active:
            return None
        assert log.state.result is not None
        return log.state.result.scores[seat]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.game is None:
            return None
        row, seat = index.row(), index.column()
        hands = self._hands()
        total_row = row == len(hands)
        log = None if total_row else hands[row]
        winner = self.game.finished and seat in self.game.winners
        if role == SheetRole.SCORE:
            return self.game.totals[seat] if log is None else self._score(log, seat)
        if role == SheetRole.TOTAL_ROW:
            return total_row
        if role == SheetRole.OUT:
            return log is not None and seat in log.out
        if role == SheetRole.DEALER:
            return log is not None and log.deal.dealer == seat
        if role == SheetRole.WINNER:
            return total_row and winner
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if log is None:
                return str(self.game.totals[seat])
            score = self._score(log, seat)
            spoken = role == Qt.ItemDataRole.AccessibleTextRole  # words, not ✗ and —
            if score is None:
                return self.tr("not playing") if spoken else "—"
            if seat in log.out:
                return (
                    self.tr("%1, out after this hand").replace("%1", str(score))
                    if spoken
                    else f"{score}  ✗"
                )
            return str(score)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and not total_row and self._out_before(row, seat):
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.ToolTipRole:
            if total_row and winner:
                return self.tr("Winner")
            if log is not None and seat in log.out:
                return self.tr("Out after this hand")
            if log is not None and log.deal.dealer == seat:
                return self.tr("Dealer")
        if role == Qt.ItemDataRole.BackgroundRole and total_row and winner:
            return QBrush(QColor(242, 193, 78, 110))
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or self.game is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < self.game.n_seats:
                name = shown_name(self.game.seats[section].name)
                if self.game.rules.uses_teams:  # two against two: partners' columns are equal
                    return f"{name} ({TEAM_LETTERS[team_of(section)]})"
                return name
            return None
        if not 0 <= section < self.rowCount():
            return None
        if section == len(self._hands()):
            return self.tr("Total")
        return self.tr("Hand %1").replace("%1", str(section + 1))
