"""The "Pass to …" screen: people at one screen hand it over between their turns.

A real widget laid over the whole table (a child of the table's view, kept at its size), opaque,
so that nothing of the table shows while the screen changes hands; the session has already
turned every hand face down (``Session.viewerChanged(-1)``). It names the person whose turn it
is, takes the keyboard focus on its one button (Enter, Return or Space press it; a screen
reader says the screen's name and the button's when the focus arrives; Tab keeps it there),
and ``taken`` tells the main window, which calls ``Session.take_screen``. Names are shown as
plain text.

It looks like the table: the same cloth, dimmed, and under the button a small picture of the
seats in play (``seatring.SeatRing``) with the person's seat marked, turned as their table
will be (their seat at the bottom).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from ..text.plain import plain_label, shown_name
from .felt import DEFAULT_CLOTH, paint_felt
from .seatring import SeatRing

if TYPE_CHECKING:
    from ..session.queries import SeatInfo

STYLE = """
#pass-screen QLabel { color: #f4ecd4; }
#pass-screen QPushButton { padding: 10px 22px; }
"""
VEIL = QColor(0, 0, 0, 110)  # over the cloth: the words stand out, the cloth shows through


class PassScreen(QFrame):
    taken = Signal()  # the person named has the screen: show their cards

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.setObjectName("pass-screen")
        self.setStyleSheet(STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # paintEvent covers it all
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.name = ""
        self.cloth = DEFAULT_CLOTH
        layout = self.layout_ = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = plain_label()
        self.text = plain_label()
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        for label in (self.title, self.text):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(18)
        self.ring = SeatRing(self)
        self.ring.setAccessibleName(self.tr("The seats at the table"))
        self.ring.hide()  # shown when the seats are known (show_for)
        layout.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.button.clicked.connect(self._take)
        self.setFocusProxy(self.button)
        table.installEventFilter(self)
        self._fit()
        self.hide()

    def _fit(self) -> None:
        """Cover the table; the words sized with it (legible from a step away)."""
        rect = self.table.rect()
        self.setGeometry(rect)
        height = max(rect.height(), 1)
        big = QFont(self.font())
        big.setPixelSize(max(24, round(height * 0.055)))
        big.setBold(True)
        self.title.setFont(big)
        small = QFont(self.font())
        small.setPixelSize(max(14, round(height * 0.024)))
        self.text.setFont(small)
        self.button.setFont(small)
        side = round(rect.width() * 0.1)
        self.layout_.setContentsMargins(side, 12, side, 12)  # the lines a readable length
        self.ring.setFixedSize(round(rect.width() * 0.46), round(height * 0.32))

    def show_for(
        self,
        name: str,
        seats: Sequence[SeatInfo] = (),
        seat: int = -1,
        cloth: str | None = None,
    ) -> str:
        """Cover the table and ask for the screen to go to ``name`` (of ``seat`` among the
        match's ``seats``, drawn round the table when given; ``cloth``: the table's); returns
        the sentence to announce."""
        self.name = name
        if cloth is not None:
            self.cloth = cloth
        playing = [info for info in seats if info.in_play]
        at = [info.seat for info in playing]
        if seat in at:
            here = at.index(seat)
            self.ring.set_seats([info.name for info in playing], here, here, self.cloth)
        self.ring.setVisible(seat in at)
        self.retranslate()
        self._fit()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)
        return f"{self.title.text()}. {self.text.text()}"

    def retranslate(self) -> None:
        name = shown_name(self.name)
        self.title.setText(self.tr("Pass to %1").replace("%1", name))
        self.text.setText(  # the name is in the title and the button: not a third time
            self.tr("Every hand is face down: hand the screen over, and the others look away.")
        )
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.text.text())
        self.button.setAccessibleDescription(self.text.text())

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        area = QRectF(self.rect())
        paint_felt(painter, area, self.cloth)
        painter.fillRect(area, VEIL)
        painter.end()

    def _take(self) -> None:
        if self.isVisible():
            self.hide()
            self.taken.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._take()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab stays on the button: behind the screen the table has nothing to offer (the
        menus and their shortcuts still work)."""
        del next
        return True

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.name:
            self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table:
            self._fit()
        return False
