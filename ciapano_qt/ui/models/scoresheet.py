"""The score sheet's model: every hand's scores by player, the totals, players out marked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QWidget

from ...engine.match import Match

Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Rows: the hands, then the totals; columns: the seats."""

    def __init__(self, match: Match | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = match

    def set_match(self, match: Match | None) -> None:
        self.beginResetModel()
        self.game = match
        self.endResetModel()

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def _hands(self) -> list[Any]:
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

    def _out_before(self, row: int, seat: int) -> bool:
        return any(seat in h.out for h in self._hands()[:row])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.game is None:
            return None
        row, seat = index.row(), index.column()
        hands = self._hands()
        total_row = row == len(hands)
        if role == Qt.ItemDataRole.DisplayRole:
            if total_row:
                return str(self.game.totals[seat])
            log = hands[row]
            if seat not in log.state.active:
                return "—"
            assert log.state.result is not None
            score = log.state.result.scores[seat]
            return f"{score}  ✗" if seat in log.out else str(score)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and not total_row and self._out_before(row, seat):
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.ToolTipRole:
            if total_row and self.game.finished and seat in self.game.winners:
                return self.tr("Winner")
            if not total_row and seat in hands[row].out:
                return self.tr("Out after this hand")
            if not total_row and hands[row].deal.dealer == seat:
                return self.tr("Dealer")
        winner = self.game.finished and seat in self.game.winners
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
                return self.game.seats[section].name
            return None
        if section == len(self._hands()):
            return self.tr("Total")
        return self.tr("Hand %1").replace("%1", str(section + 1))
