"""The score sheet dialog: a table of :class:`~.models.scoresheet.ScoreSheetModel`."""

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

from ..models.scoresheet import ScoreSheetModel
from .readtable import read_only_table


class ScoreSheetDialog(QDialog):
    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.model = model
        if model.parent() is None:
            model.setParent(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setAlternatingRowColors(True)
        read_only_table(self.table)  # nothing drawn selected; a reader hears no "not selected"
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it: a reader reads it
        self.table.scrollToBottom()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.buttons()[0].setFocus()  # as before the table took Tab: Enter closes
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        legend = QLabel(self.tr("✗ out of the match after that hand; — not playing."))
        legend.setEnabled(False)
        # a reader hears the cells in words ("5, out after this hand"; "not playing")
        legend.setAccessibleName(
            self.tr("Out of the match after that hand: a cross; not playing: a dash.")
        )
        legend.setVisible(model.marks())  # nothing to explain while nobody is out
        self.legend = legend
        layout.addWidget(legend)
        layout.addWidget(buttons)
        self.resize(120 + 110 * model.columnCount(), 420)
