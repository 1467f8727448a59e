"""The human's statistics per variant (``storage.stats``), with a button to start again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import VARIANTS
from ...storage.stats import MatchRecord, Stats, StatsStore, VariantStats
from ..text.rulenames import choice_label


class StatsDialog(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.store = store
        self.ask_yes_no: Callable[[str, str], bool] = self._ask_yes_no
        self.setWindowTitle(self.tr("Statistics"))
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAccessibleName(self.tr("Statistics per variant"))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.setAutoDefault(False)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.refresh()

    def refresh(self) -> None:
        loaded = self.store.load()
        if loaded.error is not None:
            text = self.tr("The statistics file could not be read; statistics start again.")
            if loaded.kept_as is not None:
                text += " " + self.tr("The old file was kept as %1.").replace(
                    "%1", str(loaded.kept_as)
                )
            self.note.setText(text)
            self.note.setVisible(True)
        self.fill(loaded.stats)

    def row_labels(self) -> list[str]:
        return [
            self.tr("Matches played"),
            self.tr("Matches won"),
            self.tr("Won"),
            self.tr("Hands played"),
            self.tr("Penalty points (busche in Busca)"),
            self.tr("Average per hand"),
            self.tr("Cappotti made"),
            self.tr("Cappotti suffered"),
            self.tr("Hands not covered (Busca)"),
            self.tr("Best match"),
            self.tr("Worst match"),
        ]

    def fill(self, stats: Stats) -> None:
        variants = [v for v in VARIANTS if v in stats.variants] + sorted(
            v for v in stats.variants if v not in VARIANTS
        )
        labels = self.row_labels()
        self.table.clear()
        self.table.setRowCount(len(labels))
        self.table.setColumnCount(len(variants))
        self.table.setVerticalHeaderLabels(labels)
        self.table.setHorizontalHeaderLabels([choice_label("variant", v) for v in variants])
        for col, name in enumerate(variants):
            for row, text in enumerate(self.column(stats.variants[name])):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(
            self.table.verticalHeader().length() + self.table.horizontalHeader().height() + 6
        )

    def column(self, v: VariantStats) -> list[str]:
        won = f"{100 * v.won / v.played:.0f}%" if v.played else "–"
        average = f"{v.average_penalty:.2f}" if v.hands else "–"
        return [
            str(v.played),
            str(v.won),
            won,
            str(v.hands),
            str(v.penalty),
            average,
            str(v.cappotti_made),
            str(v.cappotti_suffered),
            str(v.uncovered),
            self.record_text(v.best),
            self.record_text(v.worst),
        ]

    def record_text(self, record: MatchRecord | None) -> str:
        if record is None:
            return "–"
        text = self.tr("%1 per hand (%2 in %3 hands), %4")
        return (
            text.replace("%1", f"{record.average:.2f}")
            .replace("%2", str(record.penalty))
            .replace("%3", str(record.hands))
            .replace("%4", record.date[:10])
        )

    def cell(self, row: int, col: int) -> str:
        item = self.table.item(row, col)
        return "" if item is None else item.text()

    def reset(self) -> bool:
        if not self.ask_yes_no(
            self.tr("Reset statistics?"),
            self.tr("All statistics will be set back to zero. This cannot be undone."),
        ):
            return False
        try:
            self.store.reset()
        except OSError as e:
            QMessageBox.warning(
                self,
                self.tr("Statistics"),
                self.tr("The statistics could not be reset: %1").replace(
                    "%1", e.strerror or str(e)
                ),
            )
            return False
        self.note.setVisible(False)
        self.refresh()
        return True

    def _ask_yes_no(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
