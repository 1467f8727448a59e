"""The "Pass to …" screen: people at one screen hand it over between their turns.

A real widget laid over the whole table (a child of the table's view, kept at its size), opaque,
so that nothing of the table shows while the screen changes hands; the session has already
turned every hand face down (``Session.viewerChanged(-1)``). It names the person whose turn it
is, takes the keyboard focus on its one button (Enter, Return or Space press it; a screen
reader says the screen's name and the button's when the focus arrives; Tab keeps it there),
and ``taken`` tells the main window, which calls ``Session.take_screen``. Names are shown as
plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from ..text.plain import plain_label, shown_name

STYLE = """
#pass-screen { background: #183524; }
#pass-screen QLabel { color: #f4ecd4; }
#pass-screen QPushButton { padding: 10px 22px; }
"""


class PassScreen(QFrame):
    taken = Signal()  # the person named has the screen: show their cards

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.setObjectName("pass-screen")
        self.setStyleSheet(STYLE)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.name = ""
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
        layout.addStretch(3)
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

    def show_for(self, name: str) -> str:
        """Cover the table and ask for the screen to go to ``name``; returns the sentence
        to announce."""
        self.name = name
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
