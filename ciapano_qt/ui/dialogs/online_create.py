"""Create a table at a club: the rules of the settings, who plays each seat (a person
anywhere, or a computer of a level), the stand-in level, public or private.

The seats are the new match's editor (``dialogs/seats.py``) with people at other computers,
its names hidden: a club names each person by the name they connect with, and each computer
by its level. Seat 1 is the player creating the table. A club's welcome says the strongest
computer it allows (``--max-level``): only the levels up to it are offered, for the seats and
the stand-ins (``set_max_level``; a club that does not say it: every level, and the club
refuses one above, in words: ``remote.clublobby.denial_text``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...ai.levels import level_names
from ..app.settings import Settings
from ..text.plain import plain_label
from ..text.rulenames import level_label, rules_details, rules_summary
from .host_form import rules_header
from .seats import REMOTE, SeatsEditor

PERSON = "person"  # a club's seat for a person (net.club.schema.PERSON)


class CreateForm(QWidget):
    changeRequested = Signal()  # "Change the rules…": the settings dialog, then ``refresh``

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        part = QVBoxLayout(self)
        part.setContentsMargins(0, 0, 0, 0)
        self.rules_text, self.details, self.change = rules_header(part, self.changeRequested)
        self.seats = SeatsEditor((REMOTE, "ai"), self)
        grid = self.seats.layout()
        if isinstance(grid, QGridLayout):  # no names: who plays each seat takes the room
            grid.setColumnStretch(1, 0)
            grid.setColumnStretch(2, 1)
        part.addWidget(self.seats)
        self.cap = plain_label()  # the strongest computer this club allows
        self.cap.setWordWrap(True)
        self.cap.setVisible(False)
        part.addWidget(self.cap)
        self.max_level: str | None = None
        form = QFormLayout()
        self.level = QComboBox()
        self.public = QCheckBox()
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level)
        form.addRow(self.level_label, self.level)
        form.addRow(self.public)
        part.addLayout(form)
        self._fill()
        self.retranslate()

    def _fill(self) -> None:
        self._fill_levels(level_names())
        self.seats.load(self.settings)
        self.seats.set_kind(1, REMOTE)  # one seat for another person
        self.refresh()

    def _fill_levels(self, levels: list[str]) -> None:
        """The stand-in levels offered: ``levels``, the one chosen kept (easy at first), or
        the strongest offered when it is above them."""
        chosen = self.level.currentData() or "easy"
        self.level.clear()
        for name in levels:
            self.level.addItem(level_label(name), name)
        index = self.level.findData(chosen)
        self.level.setCurrentIndex(index if index >= 0 else len(levels) - 1)

    def set_max_level(self, level: str | None) -> None:
        """Offer the computers of the club's levels only: up to ``level`` (what its welcome
        said), or all of them (``None``: the club did not say)."""
        names = level_names()
        levels = names[: names.index(level) + 1] if level in names else names
        self.max_level = level if level in names else None
        self._fill_levels(levels)
        self.seats.set_levels(levels)
        self._show_cap()

    def _show_cap(self) -> None:
        capped = self.max_level is not None and self.max_level != level_names()[-1]
        self.cap.setVisible(capped)
        if self.max_level is not None:
            text = self.tr("This club allows computers up to %1.")
            self.cap.setText(text.replace("%1", level_label(self.max_level)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.change.setText(self.tr("&Change the rules…"))
        self.level_label.setText(self.tr("Stand-in le&vel:"))
        self.level.setToolTip(
            self.tr(
                "The computer that plays a seat nobody takes, and for anyone whose connection "
                "drops or who stays idle, until they return."
            )
        )
        for i in range(self.level.count()):
            self.level.setItemText(i, level_label(str(self.level.itemData(i))))
        self._show_cap()
        self.public.setText(self.tr("&Public: listed in the club's lobby for anyone to join"))
        self.public.setToolTip(
            self.tr("A private table is joined only with its invitation code or link.")
        )
        self.refresh()

    def refresh(self) -> None:
        """The rules as the settings have them (they may have changed)."""
        rules = self.settings.rules()
        self.rules_text.setText(rules_summary(rules))
        self.details.setText("\n".join(rules_details(rules)))
        self.seats.set_players(rules.players)
        for name in self.seats.names:  # a club names people as they connect
            name.setVisible(False)

    def set_enabled(self, on: bool) -> None:
        for w in (self.seats, self.level, self.public, self.change):
            w.setEnabled(on)

    def fields(self) -> dict[str, Any]:
        """The club's ``create`` message's fields: the rules, each seat, public or not."""
        rules = self.settings.rules()
        seats = [PERSON] + [
            PERSON if self.seats.kind(i) == REMOTE else str(self.seats.who[i].currentData())
            for i in range(1, rules.players)
        ]
        return {
            "rules": rules.to_dict(),
            "seats": seats,
            "public": self.public.isChecked(),
            "level": str(self.level.currentData()),
        }
