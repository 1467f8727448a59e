"""The card tracker panel (an aid, off by default): the cards gone by suit and the voids known.

A dock beside the table, a view of :class:`~..models.tracker.TrackerModel`, which follows the
session. While it is on show the match is marked assisted (``Session.use_tracker``: the hand's
note ``tracker``, read by the statistics), as hints and undo make it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models.tracker import COLUMNS, TrackerModel
from ..session.session import Session
from ..text.plain import plain_label
from .readtable import read_only_table

WIDTH = (120, 290)  # the narrowest (the window never grows for it), the width it opens at


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
        # Compact (issue 36: it took half the window and squashed the table): per suit the
        # cards not seen yet and their points; the cards played are the others (their
        # column's tooltip and a reader's text name them), the player's own are in their
        # hand; the cards out of play a column only when there are some.
        for column in ("played", "mine"):
            table.setColumnHidden(COLUMNS.index(column), True)
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in ("aside", "unseen"):  # the card lists share the width
            header.setSectionResizeMode(COLUMNS.index(column), QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COLUMNS.index("points"), QHeaderView.ResizeMode.Fixed)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(True)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(table)
        self.voids = plain_label()
        self.voids.setWordWrap(True)
        self.voids.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.voids)
        layout.addStretch(1)
        body.setMinimumWidth(WIDTH[0])
        self._width = WIDTH[1]  # its width beside the table when it opens (sizeHint)
        self.setWidget(body)
        self.model.modelReset.connect(self._refresh_texts)
        session.stateChanged.connect(self._on_state_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Card tracker"))
        self.table.setAccessibleName(self.tr("Cards by suit"))
        self._fit_header()
        self.refresh()

    def _fit_header(self) -> None:
        """The points column as wide as its header's longest word (the header wraps), the
        header as high as its most wrapped title, in any language."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        points = COLUMNS.index("points")
        title = str(self.model.headerData(points, Qt.Orientation.Horizontal))
        widest = max(metrics.horizontalAdvance(w) for w in title.split() or [""])
        header.resizeSection(points, max(56, widest + 16))
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = metrics.boundingRect(QRect(0, 0, header.sectionSize(points) - 8, 0), flags, title)
        header.setFixedHeight(max(lines.height(), metrics.height() * 2) + 8)

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
        aside = COLUMNS.index("aside")
        some = any(self.model.index(r, aside).data() for r in range(self.model.rowCount()))
        self.table.setColumnHidden(aside, not some)
        self._fit_table()

    def _fit_table(self) -> None:
        """The table as high as its four rows (wrapped lists included): no scrolling."""
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(self.model.rowCount()))
        head = table.horizontalHeader().height()
        table.setFixedHeight(rows + head + 2 * table.frameWidth() + 2)

    def sizeHint(self) -> QSize:
        return QSize(self._width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_table()  # narrower: the lists wrap onto more lines

    def refresh(self) -> None:
        self.model.set_tracker(self.session.tracker())

    def _on_state_changed(self) -> None:
        if self.isVisible():
            self.session.use_tracker()
            self.refresh()

    def place(self) -> None:
        """Docked beside the table where the window has room for both (the table's least
        width and the panel's), else floating at the window's top right, over the table's
        corner: the window never grows for it."""
        window = self.parentWidget()
        if window is None or self.isFloating():
            return
        table = getattr(window, "view", None)
        least = table.minimumWidth() if isinstance(table, QWidget) else 0
        if window.width() - self._width >= least:
            return
        self.setFloating(True)
        self._fit_table()
        self.resize(self._width, min(window.height() - 60, self.widget().sizeHint().height()))
        corner = window.mapToGlobal(window.rect().topLeft())  # the felt's corner, no plate
        self.move(corner.x() + 12, corner.y() + 60)

    def showEvent(self, event: QShowEvent) -> None:
        self.place()
        super().showEvent(event)
        self.session.use_tracker()
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
