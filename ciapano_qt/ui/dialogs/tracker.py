"""The card tracker panel (an aid, off by default): the cards gone by suit and the voids known.

A dock beside the table, a view of :class:`~..models.tracker.TrackerModel`, which follows the
session. While it is on show the match is marked assisted (``Session.use_tracker``: the hand's
note ``tracker``, read by the statistics), as hints and undo make it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models.tracker import TrackerModel
from ..session.session import Session
from ..text.plain import plain_label
from .readtable import read_only_table


class TrackerPanel(QDockWidget):
    closed = Signal()  # its own close button (the main window unchecks its action)

    def __init__(self, session: Session, system: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-tracker")
        self.session = session
        self.model = TrackerModel(system, self)  # refreshed only while on show
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.note = plain_label()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        table = self.table = QTableView(body)
        table.setModel(self.model)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        read_only_table(table)  # nothing drawn selected; a reader hears no "not selected"
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (1, 4):  # the cards played, the cards not seen yet: the longest lists
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(True)
        table.verticalHeader().setDefaultSectionSize(24)
        height = 4 * 24 + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        table.setFixedHeight(height + 2)  # the four suits, no scrolling
        layout.addWidget(table)
        self.voids = plain_label()
        self.voids.setWordWrap(True)
        self.voids.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.voids, 1)
        body.setMinimumWidth(540)  # every column in sight beside a 1024-wide table
        self.setWidget(body)
        self.model.modelReset.connect(self._refresh_texts)
        session.stateChanged.connect(self._on_state_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Card tracker"))
        self.table.setAccessibleName(self.tr("Cards by suit"))
        self.refresh()

    def set_system(self, system: str) -> None:
        self.model.system = system
        self.refresh()

    def _refresh_texts(self) -> None:
        if self.model.tracker is None:
            if self.session.hands_hidden:  # people at one screen: nobody has it yet
                self.note.setText(self.tr("The cards are hidden until the screen is taken."))
            else:
                self.note.setText(self.tr("No hand in play."))
            self.voids.setText("")
            return
        self.note.setText(
            self.tr("An aid: a match played with the tracker open counts as assisted.")
        )
        names = [info.name for info in self.session.seats()]
        self.voids.setText("\n".join(self.model.voids(names)))
        self.table.resizeRowsToContents()

    def refresh(self) -> None:
        self.model.set_tracker(self.session.tracker())

    def _on_state_changed(self) -> None:
        if self.isVisible():
            self.session.use_tracker()
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.session.use_tracker()
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
