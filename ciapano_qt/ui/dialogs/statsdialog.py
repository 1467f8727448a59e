"""The human's statistics per variant (``storage.stats``), with a button to start again, and
the coach's trend: points lost per decision over the last reviewed matches of each variant
(``trendchart.TrendChart``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...storage.stats import Stats, StatsStore
from ..models.stats import StatsModel
from ..text.plain import plain_label
from .readtable import read_only_table
from .trendchart import TrendChart, points_of, trend_title


class StatsDialog(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.store = store
        self.ask_yes_no: Callable[[str, str], bool] = self._ask_yes_no
        layout = QVBoxLayout(self)
        self.note = plain_label()
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)
        self.model = StatsModel(None, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setWordWrap(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        read_only_table(self.table)  # nothing drawn selected; a reader hears no "not selected"
        # A click leaves no cell marked; Tab brings the keyboard's cursor in (a reader walks
        # the cells with it), and the dialog opens with the focus on Close.
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # Two pages: the figures, and the coach's trend (charts, one per variant: fill).
        self.pages = QTabWidget(self)
        self.pages.addTab(self.table, "")
        self.trends = QWidget()
        self.trends_box = QVBoxLayout(self.trends)
        self.trends_box.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.trends)
        self.pages.addTab(scroll, "")
        layout.addWidget(self.pages)
        self.charts: dict[str, TrendChart] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton()
        self.reset_button.setAutoDefault(False)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus(Qt.FocusReason.OtherFocusReason)
        self.setMinimumWidth(560)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setAccessibleName(self.tr("Statistics per variant"))
        self.pages.setTabText(0, self.tr("&Figures"))
        self.pages.setTabText(1, self.tr("The &coach's trend"))
        self.reset_button.setText(self.tr("&Reset statistics…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # the figures and charts told again
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

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

    def fill(self, stats: Stats) -> None:
        self.model.set_stats(stats)
        self._fill_trends(stats)
        # Two columns per variant (unassisted, assisted): wide enough for their headers and
        # the row names in every language, within the screen (beyond it the table scrolls).
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        columns = 0
        for column in range(self.model.columnCount()):
            text = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")
            lines = text.split("\n")
            columns += max(90, max(metrics.horizontalAdvance(line) for line in lines) + 16)
        rows = self.table.verticalHeader().sizeHint().width()
        wide = rows + columns + 2 * self.table.frameWidth() + 32  # the margins, the tab frame
        # A hidden dialog asks the application for its screen: the screen a closed dialog
        # remembers may be gone (a test process crashed reading it on a language change).
        shown = self.screen() if self.isVisible() else QGuiApplication.primaryScreen()
        screen = shown.availableGeometry().width() if shown is not None else 1280
        fits = wide <= int(screen * 0.95)
        header.setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.ResizeToContents
        )
        header.setStretchLastSection(True)  # no empty band when the contents are narrower
        self.setMinimumWidth(max(560, min(wide, int(screen * 0.95))))
        bar = 0 if fits else self.table.horizontalScrollBar().sizeHint().height()
        self.table.setMinimumHeight(
            self.table.verticalHeader().length() + header.height() + 6 + bar
        )

    def _fill_trends(self, stats: Stats) -> None:
        box = self.trends_box
        while box.count():
            item = box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.charts = {}
        for variant in stats.variants:
            trend = stats.trend(variant)
            if not trend:
                continue
            points = points_of(trend)
            title = plain_label(trend_title(variant, len(points)), self)
            title.setWordWrap(True)
            chart = TrendChart(self)
            chart.set_trend(variant, points)
            title.setBuddy(chart)
            box.addWidget(title)
            box.addWidget(chart)
            self.charts[variant] = chart
        if self.charts:
            text = self.tr("Filled dot: a match without help. Hollow dot: an assisted match.")
        else:
            text = self.tr(
                "The coach's trend appears here once it has reviewed your hands: turn on "
                "'Review every hand automatically' (Settings, Table) or choose 'Review my "
                "cards' after a hand."
            )
        note = plain_label(text, self)
        note.setWordWrap(True)
        box.addWidget(note)

    def cell(self, row: int, col: int) -> str:
        """The text shown in a cell (tests)."""
        return str(self.model.data(self.model.index(row, col)) or "")

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
