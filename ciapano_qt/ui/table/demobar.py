"""The demo's label on the table: "Demo", how to end it, and a Stop button.

A small real widget laid over the top of the table's view (a child of it, kept in its top left
corner as the view resizes), shown while a demo plays: nobody would otherwise know that the
computers play alone, nor how to stop them. *Stop* (or Escape, the main window's "Stop the
demo") ends the demo and leaves the table empty.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from ..text.plain import plain_label

STYLE = """
#demo-bar { background: rgba(0, 0, 0, 150); border-radius: 8px; }
#demo-bar QLabel { color: #f4ecd4; font-weight: bold; }
"""
MARGIN = 8  # from the table's edges
WIDTH, LEAST, MOST = 0.36, 200, 420  # its share of the table's width, within these pixels


class DemoBar(QFrame):
    stopped = Signal()  # Stop was pressed

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.setObjectName("demo-bar")
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        self.label = plain_label()
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setAutoDefault(False)
        # a click leaves the keys with the table (Tab reaches it)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.button.clicked.connect(self.stopped)
        table.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Demo: press Esc or click Stop to end it."))
        self.button.setText(self.tr("&Stop"))
        self.setAccessibleName(self.label.text())
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        """In the table's top left corner (free of the seats' plates and cards with up to
        six players), about a third of the table wide: its words wrap in a small window."""
        width = max(min(round(self.table.width() * WIDTH), MOST), LEAST)
        self.label.setFixedWidth(width - 20)
        self.adjustSize()
        self.move(MARGIN, MARGIN)

    def show_on(self, on: bool) -> None:
        self.setVisible(on)
        if on:
            self._fit()
            self.raise_()
