"""Offer a new match with the rules and players of the settings (changeable from here)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget

from ..app.settings import Settings
from ..text.plain import plain_label, shown_name
from ..text.rulenames import level_label, rules_details, rules_summary


class NewMatchDialog(QDialog):
    settingsRequested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.rules_text = plain_label()
        self.rules_text.setWordWrap(True)
        bold = QFont()
        bold.setBold(True)
        self.rules_text.setFont(bold)
        self.text = plain_label()  # the players, names as they are written
        self.text.setWordWrap(True)
        text.addWidget(self.rules_text)
        text.addWidget(self.text)
        layout.addLayout(text)
        buttons = QDialogButtonBox(self)
        self.start = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.change = change = QPushButton()
        buttons.addButton(change, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        change.clicked.connect(self._change)
        layout.addWidget(buttons)
        self.start.setDefault(True)
        self.setMinimumWidth(460)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.centre()

    def centre(self) -> None:
        """Centre on the main window, at the size the wrapped texts need (Qt centres the
        dialog at its first, wider size hint, so it came out left of the middle)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        frame = self.frameGeometry()
        frame.moveCenter(parent.window().frameGeometry().center())
        self.move(frame.topLeft())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        self.start.setText(self.tr("&Start"))
        self.change.setText(self.tr("&Change settings…"))
        self.refresh()

    def refresh(self) -> None:
        rules = self.settings.rules()
        seats = self.settings.seats(rules.players)
        self.rules_text.setText(rules_summary(rules))
        lines = [*rules_details(rules), ""]
        for i, seat in enumerate(seats):
            name = shown_name(seat.name)
            if i == 0:
                lines.append(self.tr("%1 — you, at the bottom of the table").replace("%1", name))
            else:
                lines.append(f"{name} — {level_label(seat.level or 'medium')}")
        self.text.setText("\n".join(lines))

    def _change(self) -> None:
        self.settingsRequested.emit()
        self.refresh()
