"""The Host dialog's offer to resume a hosted table that stopped mid-match.

When the app stopped while it hosted a table (a crash, the power), the table's autosave
(``remote/hosted.py``) is still there: the Host dialog shows this box at its top, saying
which table it was, and offers to resume it (the same code, seats and port, the others
taking their seats back) or to discard it. An autosave that cannot be resumed is told here
in words, with where it was kept; the dialog then hosts a new table as usual.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..remote.hosted import Interrupted, Refused, find
from ..text.plain import plain_label, shown_name
from ..text.rulenames import rules_summary

if TYPE_CHECKING:
    from .host_form import HostForm


class ResumeHost(QDialog):
    """The Host dialog as the offer sees it: ``host.HostDialog`` derives from this, and fills
    these parts in; declared here so that this module does not import ``host.py`` back (no
    import circle)."""

    open_button: QPushButton
    setup: HostForm  # the new table's part
    resume_box: ResumeBox | None


def offer(dialog: ResumeHost, folder: Path) -> ResumeBox | None:
    """The box at the top of ``dialog`` for the table that stopped in ``folder``, if any.
    While a table waits there, no other can be opened: one table at a time in the autosave."""
    found = find(folder)
    if found is None:
        return None
    box = ResumeBox(found, dialog)
    outer = dialog.layout()
    assert isinstance(outer, QVBoxLayout)
    outer.insertWidget(0, box)
    waiting = isinstance(found, Interrupted)
    dialog.open_button.setEnabled(not waiting)
    dialog.setup.set_enabled(not waiting)
    dialog.setup.setVisible(not waiting)  # the new table's part: shown once it is discarded
    dialog.adjustSize()
    box.resume.setDefault(waiting)

    def discarded() -> None:
        dialog.resume_box = None
        box.hide()
        box.deleteLater()
        dialog.setup.set_enabled(True)
        dialog.setup.setVisible(True)
        dialog.adjustSize()
        dialog.open_button.setEnabled(True)
        dialog.open_button.setDefault(True)

    box.discarded.connect(discarded)
    return box


class ResumeBox(QFrame):
    resumeRequested = Signal()
    discarded = Signal()  # the host chose to forget the table (the file is gone)

    def __init__(self, found: Interrupted | Refused, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.found = found
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.rules = plain_label()  # the interrupted table's own rules, not the settings'
        self.rules.setWordWrap(True)
        bold = self.rules.font()
        bold.setBold(True)
        self.rules.setFont(bold)
        self.rules.setVisible(isinstance(found, Interrupted))
        layout.addWidget(self.rules)
        self.text = plain_label()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.resume = QPushButton()
        self.discard = QPushButton()
        self.resume.clicked.connect(self.resumeRequested)
        self.discard.clicked.connect(self._discard)
        row.addWidget(self.resume)
        row.addWidget(self.discard)
        row.addStretch(1)
        layout.addLayout(row)
        for button in (self.resume, self.discard):
            button.setVisible(isinstance(found, Interrupted))
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        found = self.found
        self.resume.setText(self.tr("&Resume the table"))
        self.discard.setText(self.tr("&Discard it"))
        if isinstance(found, Refused):
            self.text.setText(found.text)
            return
        self.rules.setText(rules_summary(found.rules))
        text = self.tr(
            "Your table “%1” stopped in the middle of its match (hand %2, table code %3; "
            "at the table: %4). Resume it: the match goes on from the card where it stopped, "
            "at the same address, and the others' apps take their seats back; the computer "
            "plays for anyone not back yet."
        )
        values = (
            shown_name(found.title),
            str(found.hand + 1),
            f"{found.code[:3]} {found.code[3:]}",
            ", ".join(shown_name(n) for n in found.names),
        )
        # One pass: a name holding "%2" stays as it is.
        self.text.setText(re.sub(r"%([1-4])", lambda m: values[int(m[1]) - 1], text))

    def ask_discard(self) -> bool:
        """Whether the host really wants to lose the match (tests answer for them)."""
        answer = QMessageBox.question(
            self,
            self.tr("Discard the table"),
            self.tr("Discard the interrupted table? Its match cannot be resumed afterwards."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _discard(self) -> None:
        from ..remote.hosted import discard

        assert isinstance(self.found, Interrupted)
        if self.ask_discard():
            discard(self.found)
            self.discarded.emit()
