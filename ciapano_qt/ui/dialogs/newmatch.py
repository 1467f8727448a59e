"""Offer a new match with the rules and players of the settings (changeable from here).

The seats are edited here (``seats.py``): each seat's name and whether a person at this
screen or a computer plays it; they are kept in the settings when the match starts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.shuffle import SEED_LIMIT
from ..app.settings import Settings
from ..text.plain import plain_label
from ..text.rulenames import rules_details, rules_summary
from .seats import SeatsEditor


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
        self.text = plain_label()  # the options in effect
        self.text.setWordWrap(True)
        text.addWidget(self.rules_text)
        text.addWidget(self.text)
        layout.addLayout(text)
        layout.addSpacing(6)
        self.seats = SeatsEditor(parent=self)
        self.seats.load(settings)
        self.seats.changed.connect(self._deal_changed)
        layout.addWidget(self.seats)
        self.seats_note = plain_label()  # what keeps the seats from playing, or the order
        self.seats_note.setWordWrap(True)
        layout.addWidget(self.seats_note)
        # "Replay this deal": a hand's deal number (the hand summary shows it) deals that
        # hand again as the first of a practice match.
        form = QFormLayout()
        self.deal_label = QLabel()
        self.deal = QLineEdit()
        self.deal.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{0,10}"), self.deal)
        )
        self.deal_label.setBuddy(self.deal)
        form.addRow(self.deal_label, self.deal)
        layout.addLayout(form)
        self.deal_note = plain_label()
        self.deal_note.setWordWrap(True)
        layout.addWidget(self.deal_note)
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
        self.deal.textChanged.connect(self._deal_changed)
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
        self.deal_label.setText(self.tr("&Deal number:"))
        self.deal.setPlaceholderText(self.tr("a new deal"))
        self.deal.setAccessibleName(self.tr("Deal number"))
        self._deal_changed()
        self.refresh()

    def deal_seed(self) -> int | None:
        """The deal number typed to play a hand again (None: a new deal, or not a number
        of a deal)."""
        text = self.deal.text().strip()
        if not text.isdigit() or int(text) >= SEED_LIMIT:
            return None
        return int(text)

    def _deal_changed(self) -> None:
        text = self.deal.text().strip()
        valid = not text or self.deal_seed() is not None
        problem = self.seats.problem()
        self.start.setEnabled(valid and problem is None)
        if problem is not None:
            self.seats_note.setText(problem)
        elif len(self.seats.people()) > 1:
            self.seats_note.setText(
                self.tr(
                    "People at this screen pass it between their turns; nobody sees "
                    "another's cards. The match is not counted in the statistics."
                )
            )
        else:
            self.seats_note.setText(self.tr("Play passes to the next seat on the right."))
        if not valid:
            note = self.tr("A deal number is a whole number from 0 to %1.")
            self.deal_note.setText(note.replace("%1", str(SEED_LIMIT - 1)))
        elif text:
            self.deal_note.setText(
                self.tr("Practice: that deal is the first hand; the match is not counted.")
            )
        else:
            self.deal_note.setText(
                self.tr("To play a hand again, type the deal number its summary shows.")
            )

    def refresh(self) -> None:
        rules = self.settings.rules()
        self.rules_text.setText(rules_summary(rules))
        self.text.setText("\n".join(rules_details(rules)))
        self.seats.set_players(rules.players)
        self._deal_changed()
        self._fit_height()

    def _fit_height(self) -> None:
        """As high as its rows need at its width: fewer seats (back from eight to four after
        "Change settings…") leave no gaps between the rows."""
        layout = self.layout()
        if not self.isVisible() or layout is None:
            return
        seats = self.seats.layout()
        if seats is not None:  # the seats' grid first: its hidden rows out of its size hint
            seats.activate()
        layout.activate()
        width = self.width()
        if layout.hasHeightForWidth():
            height = layout.totalHeightForWidth(width)
        else:
            height = self.sizeHint().height()
        self.resize(width, max(height, self.minimumSizeHint().height()))

    def accept(self) -> None:
        """Start: the seats as edited are kept for the match (and the next one)."""
        if self.seats.problem() is not None:
            return
        self.seats.save(self.settings)
        super().accept()

    def _change(self) -> None:
        if self.seats.problem() is None:
            self.seats.save(self.settings)  # the settings' players page shows the edits
        self.settingsRequested.emit()
        self.seats.load(self.settings)
        self.refresh()
