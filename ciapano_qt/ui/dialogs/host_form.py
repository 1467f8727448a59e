"""The new table's part of the Host dialog: its rules (as the settings have them), who plays
each seat, and the table's name, stand-in level, network, port and idle time; it makes the
net core's ``Config`` from them (or says which field is wrong)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.settings import Settings
from ..text.plain import plain_label
from ..text.rulenames import level_label, rules_details, rules_summary
from .host_addresses import EVERYWHERE, LOOPBACK, local_addresses
from .seats import REMOTE, SeatsEditor

if TYPE_CHECKING:
    from ...net.seating import Config

NAME_LIMIT = 24


def rules_header(part: QVBoxLayout, change: SignalInstance) -> tuple[QLabel, QLabel, QPushButton]:
    """The top of a new table's form: its rules in one bold line, their details, and
    "Change the rules…" (which emits ``change``), added to ``part``."""
    rules_text = plain_label()
    rules_text.setWordWrap(True)
    bold = QFont()
    bold.setBold(True)
    rules_text.setFont(bold)
    part.addWidget(rules_text)
    details = plain_label()
    details.setWordWrap(True)
    part.addWidget(details)
    button = QPushButton()
    button.clicked.connect(change)
    part.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
    return rules_text, details, button


class HostForm(QWidget):
    changeRequested = Signal()  # "Change the rules…": the settings dialog, then ``refresh``

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        part = QVBoxLayout(self)
        part.setContentsMargins(0, 0, 0, 0)
        self.rules_text, self.details, self.change = rules_header(part, self.changeRequested)
        # Who plays each seat: the host's person in seat 1, then people at other computers
        # or computers of their own levels (the new match's editor, with remote seats).
        self.seats = SeatsEditor((REMOTE, "ai"), self)
        self.name = self.seats.names[0]  # the host's own name
        part.addWidget(self.seats)
        form = QFormLayout()
        self.level = QComboBox()
        self.bind = QComboBox()
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)
        self.idle = QSpinBox()
        self.idle.setRange(10, 600)
        self.idle.setValue(60)
        self.title = QLineEdit()
        self.title.setMaxLength(NAME_LIMIT)
        self.labels = [QLabel() for _ in range(5)]
        fields = (self.title, self.level, self.bind, self.port_box, self.idle)
        for label, field in zip(self.labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        part.addLayout(form)
        self._fill()

    def retranslate(self) -> None:
        self.change.setText(self.tr("&Change the rules…"))
        texts = (
            self.tr("&Table name:"),
            self.tr("Stand-in le&vel:"),
            self.tr("&Listen on:"),
            self.tr("&Port:"),
            self.tr("&Idle turn after:"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.port_box.setSpecialValueText(self.tr("any free port"))
        self.idle.setSuffix(self.tr(" s"))
        self.idle.setToolTip(
            self.tr("A person who takes longer has that turn played by the computer.")
        )
        self.level.setToolTip(
            self.tr(
                "The computer that plays a seat nobody takes, and for anyone whose connection "
                "drops or who stays idle, until they return."
            )
        )
        self.title.setPlaceholderText("Ciapanò")
        for i in range(self.level.count()):
            self.level.setItemText(i, level_label(str(self.level.itemData(i))))
        self.bind.setItemText(0, self.tr("All networks of this computer"))
        self.bind.setItemText(1, self.tr("This computer only (a test)"))
        self.refresh()

    def _fill(self) -> None:
        from ...ai.levels import level_names

        for name in level_names():
            self.level.addItem(level_label(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData("easy")))
        self.bind.addItem("", EVERYWHERE)
        self.bind.addItem("", LOOPBACK)
        for iface, address in local_addresses():
            self.bind.addItem(f"{address} ({iface})", address)
        self.seats.load(self.settings)  # names and levels as for a new match
        self.name.setText(self.name.text().strip()[:NAME_LIMIT])
        self.seats.set_kind(1, REMOTE)  # one seat for a person at another computer

    def refresh(self) -> None:
        """The rules as the settings have them (they may have changed)."""
        rules = self.settings.rules()
        self.rules_text.setText(rules_summary(rules))
        self.details.setText("\n".join(rules_details(rules)))
        self.seats.set_players(rules.players)

    def set_enabled(self, on: bool) -> None:
        """The fields (off once a table is open, or while one waits to resume)."""
        fields = (self.seats, self.title, self.level, self.bind, self.port_box)
        for w in (*fields, self.idle, self.change):
            w.setEnabled(on)

    def set_remote_seats(self, seats: list[int]) -> None:
        """Open ``seats`` (1, 2, …) for people at other computers; the rest are computers
        (of the level the settings give each seat)."""
        for i in range(1, self.seats.players):
            if i in seats:
                self.seats.set_kind(i, REMOTE)
            elif self.seats.kind(i) == REMOTE:
                self.seats.set_kind(i, self.settings.get(f"players/level{i}"))

    def remote_seats(self) -> list[int]:
        """The seats opened for people at other computers."""
        return [i for i in range(1, self.seats.players) if self.seats.kind(i) == REMOTE]

    def player_name(self) -> str | None:
        """The host's name when it is plain text of 1 to 24 characters."""
        from ...net.schema import is_name

        name = self.name.text().strip()
        return name if is_name(name) else None

    def config(self, code: str) -> Config | str:
        """The new table's configuration with ``code``, or the (translated) reason it has
        none: a name that is not 1 to 24 characters of plain text, no seat for a person."""
        from ...net.schema import is_name
        from ...net.seating import Config

        title = self.title.text().strip() or "Ciapanò"
        if self.player_name() is None or not is_name(title):
            return self.tr("A name is 1 to 24 characters of plain text.")
        rules = self.settings.rules()
        n = rules.players
        if not self.remote_seats():
            return self.tr("Open at least one seat for a person at another computer.")
        layout = ["remote"] + [
            "remote" if self.seats.kind(i) == REMOTE else "computer" for i in range(1, n)
        ]
        # The names typed, or the settings' (a remote seat nobody takes: its computer's).
        defaults = [seat.name for seat in self.settings.seats(n)]
        names = [self.seats.names[i].text().strip() or defaults[i] for i in range(n)]
        if not all(is_name(x) for x in names[1:]):
            return self.tr("A name is 1 to 24 characters of plain text.")
        levels = {
            i: str(self.seats.who[i].currentData()) for i, k in enumerate(layout) if k == "computer"
        }
        return Config(
            rules,
            layout,
            names,
            code,
            level=str(self.level.currentData()),
            idle=float(self.idle.value()),
            auto_start=False,
            title=title,
            levels=levels,
        )
