"""The score sheet dialog: the score sheet's model in a table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.match import Match
from ..models.scoresheet import ScoreSheetModel


class ScoreSheetDialog(QDialog):
    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.model = ScoreSheetModel(match, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.scrollToBottom()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        legend = QLabel(self.tr("✗ out of the match after that hand; — not playing."))
        legend.setEnabled(False)
        layout.addWidget(legend)
        layout.addWidget(buttons)
        self.resize(120 + 110 * match.n_seats, 420)
