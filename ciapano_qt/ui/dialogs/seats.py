"""The seats of the next match: each seat's name and who plays it, a person or a computer.

One row a seat, in the order of play: a name (at most ``NAME_LIMIT`` characters; a name
typed here is plain text like every name) and what plays the seat: a person at this screen
(hot seat, ``session/hotseat.py``), a computer of a level, or, where the caller offers it
(``kinds``), a person at another computer. Seat 0 is the person who starts the match. The
editor loads and saves the ``players/…`` settings and says what keeps the seats from being
played (``problem``): every person needs a name of their own once people share the screen,
since the pass screen calls them by it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ...ai.levels import level_names
from ...engine.match import NAME_LIMIT
from ..app.settings import MAX_SEATS, Settings
from ..text.rulenames import level_label
from .combo import Combo

PERSON, REMOTE = "human", "remote"


class SeatsEditor(QWidget):
    changed = Signal()  # a name or a player changed

    def __init__(
        self, kinds: tuple[str, ...] = (PERSON, "ai"), parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kinds = kinds
        self.levels = level_names()  # the computer levels offered (``set_levels``)
        self.players = MAX_SEATS
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        self.who: list[QComboBox] = []
        self._buddies: list[QLabel] = []
        for i in range(MAX_SEATS):
            label = QLabel(self)
            name = QLineEdit(self)
            name.setMaxLength(NAME_LIMIT)
            label.setBuddy(name)
            who = Combo(self)
            # Linux readers name a combo box by its linked label, not by its accessible name:
            # a hidden one says it (the grid's column says it to the eye).
            buddy = QLabel(self)
            buddy.setBuddy(who)
            buddy.hide()
            name.textChanged.connect(self._changed)
            who.currentIndexChanged.connect(self._changed)
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(who, i, 2)
            self.labels.append(label)
            self.names.append(name)
            self.who.append(who)
            self._buddies.append(buddy)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def _changed(self) -> None:
        self._placeholder()
        self.changed.emit()

    def _placeholder(self) -> None:
        """Seat 1's grey text: "You" alone at the screen (the name may stay empty); with
        people passing the screen a name is needed there, and the grey text asks for it
        (a grey "You" looked filled in while Start stayed disabled)."""
        if len(self.people()) > 1:
            self.names[0].setPlaceholderText(self.tr("Type your name"))
        else:
            self.names[0].setPlaceholderText(self.tr("You"))

    def retranslate(self) -> None:
        for i, (label, name, who, buddy) in enumerate(
            zip(self.labels, self.names, self.who, self._buddies, strict=True)
        ):
            n = str(i + 1)
            label.setText(self.tr("Seat &%1:").replace("%1", n))
            name.setAccessibleName(self.tr("Name of seat %1").replace("%1", n))
            who.setAccessibleName(self.tr("Who plays seat %1").replace("%1", n))
            buddy.setText(who.accessibleName())
            if i:
                name.setPlaceholderText("")
            chosen = self._offered(who.currentData())
            who.blockSignals(True)
            who.clear()
            for kind in self.kinds if i else (PERSON,):  # seat 0: the one starting the match
                if kind == PERSON:
                    who.addItem(self.tr("Person at this screen"), PERSON)
                elif kind == REMOTE:
                    who.addItem(self.tr("Person at another computer"), REMOTE)
                else:
                    for level in self.levels:
                        text = self.tr("Computer: %1").replace("%1", level_label(level))
                        who.addItem(text, level)
            who.setCurrentIndex(max(who.findData(chosen), 0))
            who.setEnabled(i > 0)
            who.blockSignals(False)
        self._placeholder()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_players(self, n: int) -> None:
        """Show the first ``n`` seats."""
        self.players = n
        for i in range(MAX_SEATS):
            for widget in (self.labels[i], self.names[i], self.who[i]):
                widget.setVisible(i < n)

    def kind(self, seat: int) -> str:
        """``"human"``, ``"remote"`` or ``"ai"`` for seat ``seat``."""
        data = self.who[seat].currentData()
        return data if data in (PERSON, REMOTE) else "ai"

    def set_kind(self, seat: int, kind_or_level: str) -> None:
        """Choose a person (``"human"``, ``"remote"``) or a computer's level for ``seat``
        (a level above those offered: the strongest one offered)."""
        box = self.who[seat]
        box.setCurrentIndex(max(box.findData(self._offered(kind_or_level)), 0))

    def set_levels(self, levels: list[str]) -> None:
        """Offer only ``levels`` (the weakest first: those a club allows); a computer seat
        of a stronger level takes the strongest offered."""
        self.levels = list(levels)
        self.retranslate()

    def _offered(self, kind_or_level: object) -> object:
        if kind_or_level in level_names() and kind_or_level not in self.levels:
            return self.levels[-1]
        return kind_or_level

    def people(self) -> list[int]:
        """The seats shown that persons play (here or elsewhere)."""
        return [i for i in range(self.players) if self.kind(i) != "ai"]

    def problem(self) -> str | None:
        """Why these seats cannot start a match (None: they can)."""
        names = [self.names[i].text().strip() for i in range(self.players)]
        if any(not names[i] for i in range(1, self.players)):
            return self.tr("Every seat needs a name.")
        people = self.people()
        if len(people) > 1:
            if not names[0]:
                return self.tr("People at one screen: give yourself a name in seat 1.")
            chosen = [names[i].casefold() for i in people]
            if len(set(chosen)) < len(chosen):
                return self.tr("Two people have the same name: the pass screen calls each by name.")
        return None

    def load(self, settings: Settings) -> None:
        for i in range(MAX_SEATS):
            self.names[i].setText(settings.get(f"players/name{i}"))
            if i:
                person = settings.get(f"players/person{i}") and PERSON in self.kinds
                self.set_kind(i, PERSON if person else settings.get(f"players/level{i}"))

    def save(self, settings: Settings) -> None:
        """Keep the seats shown for the next match (only when ``problem`` is None)."""
        for i in range(self.players):
            settings.set(f"players/name{i}", self.names[i].text().strip())
            if i:
                kind = self.kind(i)
                settings.set(f"players/person{i}", kind == PERSON)
                if kind == "ai":
                    settings.set(f"players/level{i}", self.who[i].currentData())
