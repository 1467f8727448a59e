"""Offer a new match with the rules and players of the settings (changeable from here)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ..app.settings import Settings
from ..text.rulenames import level_label, rules_summary


class NewMatchDialog(QDialog):
    settingsRequested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
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
        lines = [f"<b>{rules_summary(rules)}</b>", ""]
        for i, seat in enumerate(seats):
            if i == 0:
                lines.append(
                    self.tr("%1 — you, at the bottom of the table").replace("%1", seat.name)
                )
            else:
                lines.append(f"{seat.name} — {level_label(seat.level or 'medium')}")
        self.text.setText("<br>".join(lines))

    def _change(self) -> None:
        self.settingsRequested.emit()
        self.refresh()
