"""The pages of the settings dialog; each page loads and saves its own settings.

The match page is built from the ``Rules`` constants, so that out-of-range values cannot be
typed, and it checks the whole combination with ``Rules(...)`` before anything is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpacerItem,
    QSpinBox,
    QWidget,
)

from ...ai.levels import level_names
from ...engine import rules as R
from ...engine.errors import RulesError
from ...engine.rules import Rules
from ..app.settings import LANGUAGES, MAX_SEATS, PLAY_BY, TRICK_HOLD, Settings
from ..table.seatring import SeatRing
from ..table.timing import SPEEDS
from ..text import cardnames
from ..text.cardnames import FRENCH, ITALIAN
from ..text.plain import plain_label
from ..text.rulenames import choice_label, level_label
from .combo import Combo
from .tablelooks import TableLooks


def _combo(values: tuple[str, ...] | list[str], label: Any) -> QComboBox:
    box = Combo()
    for v in values:
        box.addItem(label(v), v)
    return box


def _select(box: QComboBox, value: str) -> None:
    index = box.findData(value)
    box.setCurrentIndex(max(index, 0))


class Page(QWidget):
    def title(self) -> str:
        raise NotImplementedError

    def load(self, settings: Settings) -> None:
        raise NotImplementedError

    def save(self, settings: Settings) -> None:
        raise NotImplementedError


class MatchPage(Page):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = self.form = QFormLayout(self)
        self.variant = _combo(R.VARIANTS, lambda v: choice_label("variant", v))
        self.players = QSpinBox()
        self.players.setRange(R.MIN_PLAYERS, MAX_SEATS)
        self.target = QSpinBox()
        self.target_label = QLabel()
        self.survivors = QSpinBox()
        self.lowest = QCheckBox(self.tr("The &match ends when anyone reaches the target"))
        self.method = _combo(
            R.THREE_PLAYER_METHODS, lambda v: choice_label("three_player_method", v)
        )
        self.fractions = _combo(R.FRACTIONS, lambda v: choice_label("fractions", v))
        self.cappotto = _combo(R.CAPPOTTO, lambda v: choice_label("cappotto", v))
        self.cover = _combo(R.BUSCA_COVER, lambda v: choice_label("busca_cover", v))
        self.dealer = _combo(R.BUSCA_DEALER, lambda v: choice_label("busca_dealer", v))
        self.many = _combo(R.MANY_PLAYER_METHODS, lambda v: choice_label("many_player_method", v))
        self.ace = _combo(R.ACE_OF_BATONS, lambda v: choice_label("ace_of_batons", v))
        self.hands_limit = QSpinBox()
        self.hands_limit.setRange(*R.HANDS_LIMIT_RANGE)
        self.hands_limit.setSpecialValueText(self.tr("Off"))
        self.teams = QCheckBox(self.tr("T&wo against two (partners sit opposite)"))
        self.busca_note = plain_label()  # in the teams' row under Busca: what Busca is
        self.busca_note.setWordWrap(True)
        self.method_label = QLabel()
        form.addRow(self.tr("&Variant:"), self.variant)
        form.addRow(self.tr("&Players:"), self.players)
        form.addRow(self.target_label, self.target)
        form.addRow(self.tr("S&urvivors:"), self.survivors)
        form.addRow("", self.lowest)
        form.addRow(self.method_label, self.method)
        form.addRow(self.tr("Six to &eight players:"), self.many)
        form.addRow(self.tr("&Ace of batons:"), self.ace)
        form.addRow(self.tr("&Hands in the match:"), self.hands_limit)
        form.addRow("", self.teams)
        form.addRow("", self.busca_note)
        form.addRow(self.tr("&Fractions:"), self.fractions)
        form.addRow(self.tr("&Cappotto:"), self.cappotto)
        form.addRow(self.tr("Busca: c&overing:"), self.cover)
        form.addRow(self.tr("Busca: &dealer:"), self.dealer)
        self._classic_target = R.CLASSIC_DEFAULT_TARGET
        self._busca_limit = R.BUSCA_DEFAULT_LIMIT
        self._shown_variant = "classic"
        self._loaded = Rules()  # the options this page has no widget for keep their values
        self.variant.currentIndexChanged.connect(self._constrain)
        self.players.valueChanged.connect(self._constrain)
        self.survivors.valueChanged.connect(self._constrain)
        self.lowest.toggled.connect(self._constrain)
        self.hands_limit.valueChanged.connect(self._constrain)
        self.teams.toggled.connect(self._constrain)
        self._constrain()

    def title(self) -> str:
        return self.tr("Match")

    def add_note(self, note: QWidget) -> None:
        """A line under the options (the dialog's: rule changes apply to the next match)."""
        self.form.addItem(QSpacerItem(0, 6))
        self.form.addRow(note)

    @property
    def is_busca(self) -> bool:
        return bool(self.variant.currentData() == "busca")

    def _constrain(self) -> None:
        """Enable only what the variant and the number of players allow."""
        busca = self.is_busca
        if busca != (self._shown_variant == "busca"):
            if busca:
                self._classic_target = self.target.value()
            else:
                self._busca_limit = self.target.value()
            self._shown_variant = "busca" if busca else "classic"
        self.target.blockSignals(True)
        if busca:
            self.players.setValue(R.BUSCA_PLAYERS)
            self.target.setRange(*R.BUSCA_LIMIT_RANGE)
            self.target.setValue(self._busca_limit)
            self.target_label.setText(self.tr("Busche &limit:"))
        else:
            self.target.setRange(*R.CLASSIC_TARGET_RANGE)
            self.target.setValue(self._classic_target)
            self.target_label.setText(self.tr("&Target:"))
        self.target.blockSignals(False)
        self.target_label.setBuddy(self.target)
        self.players.setEnabled(not busca)
        low, high = R.SURVIVORS_RANGE
        self.survivors.blockSignals(True)
        self.survivors.setRange(low, max(low, min(high, self.players.value() - 1)))
        self.survivors.blockSignals(False)
        for widget, reason in self._reasons().items():
            widget.setEnabled(not reason)
            widget.setToolTip(reason)
        # Busca has no partners: no teams switch, a line saying what Busca is instead
        self.form.setRowVisible(self.teams, not busca)
        self.form.setRowVisible(self.busca_note, busca)
        self.busca_note.setText(
            self.tr(
                "Busca: four players, each for themselves; take some points but not the most. "
                "The fewest busche win."
            )
        )
        if self._stage() == "later":  # four or more: only once the others have dropped out
            self.method_label.setText(self.tr("When th&ree are left:"))
            if self.method.isEnabled():
                self.method.setToolTip(
                    self.tr("Used once players have dropped out and three are left in play.")
                )
        else:
            self.method_label.setText(self.tr("Th&ree players:"))
        self.method_label.setBuddy(self.method)

    def _used(self) -> dict[str, Any] | None:
        """The options the engine uses in the rules on the page (``Rules.in_effect``), or
        None while the page holds a combination the engine refuses."""
        try:
            return self.rules().in_effect()
        except RulesError:
            return None

    def _stage(self) -> str:
        """When three players play (the engine's ``Rules.three_player_stage``)."""
        try:
            return self.rules().three_player_stage()
        except RulesError:
            return ""

    def _reasons(self) -> dict[QWidget, str]:
        """Each option's widget, and why it does not apply now ("" when it does)."""
        busca = self.is_busca
        classic_only = self.tr("Busca does not use this option.") if busca else ""
        teams_on = self._teams_apply() and self.teams.isChecked()
        fixed = teams_on or self.hands_limit.value() > 0  # nobody drops out
        fixed_reason = ""
        if not busca and fixed:
            fixed_reason = self.tr(
                "Nobody drops out in a match of a fixed number of hands or two against two."
            )
        # Which options the match uses is the engine's rule (Rules.in_effect): the page
        # only says why one is not used.
        used = self._used()
        method = classic_only
        if not busca and used is not None and "three_player_method" not in used:
            method = self.tr("Three players are never in play in this match.")
        many = classic_only
        if not busca and used is not None and "many_player_method" not in used:
            many = self.tr("Only for a match begun with six to eight players.")
        teams = classic_only
        if not busca and not self._teams_apply():
            teams = self.tr("Two against two is played by exactly four players.")
        return {
            self.survivors: classic_only
            or fixed_reason
            or (
                self.tr("The lowest total wins at the target: the survivors do not count.")
                if self.lowest.isChecked()
                else ""
            ),
            self.lowest: classic_only or fixed_reason,
            self.method: method,
            self.many: many,
            self.fractions: classic_only,
            self.cappotto: classic_only,
            self.ace: classic_only,
            self.hands_limit: classic_only,
            self.teams: teams,
            self.cover: "" if busca else self.tr("Only Busca uses this option."),
            self.dealer: "" if busca else self.tr("Only Busca uses this option."),
        }

    def _teams_apply(self) -> bool:
        return not self.is_busca and self.players.value() == R.TEAM_PLAYERS

    def rules(self) -> Rules:
        """The rules on the page; ``RulesError`` when the engine refuses them."""
        busca = self.is_busca
        return replace(
            self._loaded,
            variant=self.variant.currentData(),
            players=self.players.value(),
            target=self.target.value(),
            survivors=1 if busca else self.survivors.value(),
            lowest_wins_at_target=self.lowest.isChecked(),
            three_player_method=self.method.currentData(),
            fractions=self.fractions.currentData(),
            cappotto=self.cappotto.currentData(),
            busca_cover=self.cover.currentData(),
            busca_dealer=self.dealer.currentData(),
            many_player_method=self.many.currentData(),
            ace_of_batons=self.ace.currentData(),
            hands_limit=self.hands_limit.value(),
            teams=self.teams.isChecked() and self.players.value() == R.TEAM_PLAYERS,
        )

    def load(self, settings: Settings) -> None:
        rules = self._loaded = settings.rules()
        self._classic_target = settings.get("rules/target")
        self._busca_limit = settings.get("rules/busca_limit")
        self._shown_variant = rules.variant
        _select(self.variant, rules.variant)
        self.players.setValue(settings.get("rules/players"))
        self._constrain()
        self.survivors.setValue(settings.get("rules/survivors"))
        self.lowest.setChecked(rules.lowest_wins_at_target)
        _select(self.method, rules.three_player_method)
        _select(self.fractions, rules.fractions)
        _select(self.cappotto, rules.cappotto)
        _select(self.cover, rules.busca_cover)
        _select(self.dealer, rules.busca_dealer)
        _select(self.many, rules.many_player_method)
        _select(self.ace, rules.ace_of_batons)
        self.hands_limit.setValue(rules.hands_limit)
        self.teams.setChecked(rules.teams)
        self._constrain()

    def save(self, settings: Settings) -> None:
        rules = self.rules()
        if rules.is_busca:
            settings.set("rules/target", self._classic_target)
        else:
            settings.set("rules/busca_limit", self._busca_limit)
        settings.set_rules(rules)


class PlayersPage(Page):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        self.names = [QLineEdit() for _ in range(MAX_SEATS)]
        self.levels: list[QComboBox | None] = [None]
        for name in self.names:
            name.setMaxLength(24)
        self.you = QLabel(self.tr("&You:"))
        self.you.setBuddy(self.names[0])
        self.names[0].setPlaceholderText(self.tr("You"))
        grid.addWidget(self.you, 0, 0)
        grid.addWidget(self.names[0], 0, 1)
        for i in range(1, MAX_SEATS):
            label = QLabel(self.tr("Opponent &%1:").replace("%1", str(i)))
            label.setBuddy(self.names[i])
            level = _combo(level_names(), level_label)
            level.insertItem(0, self.tr("Person at this screen"), "human")  # hot seat
            level.setAccessibleName(self.tr("Level of opponent %1").replace("%1", str(i)))
            # On Linux a combo box is named by its text ("Medium"); readers name it by the
            # label linked to it, so it gets one (hidden: the grid's column says it to the eye).
            buddy = QLabel(level.accessibleName(), self)
            buddy.setBuddy(level)
            buddy.hide()
            self.names[i].setAccessibleName(self.tr("Name of opponent %1").replace("%1", str(i)))
            self.levels.append(level)
            grid.addWidget(label, i, 0)
            grid.addWidget(self.names[i], i, 1)
            grid.addWidget(level, i, 2)
        note = QLabel(self.tr("Play passes to the right: opponent 1 sits on your right."))
        note.setWordWrap(True)
        grid.addWidget(note, MAX_SEATS, 0, 1, 3)
        # the table as it will be: the names round it, in the order of play
        self.ring = SeatRing(self)
        self.ring.setAccessibleName(self.tr("The seats at the table"))
        grid.addWidget(self.ring, MAX_SEATS + 1, 0, 1, 3)
        grid.setRowStretch(MAX_SEATS + 1, 1)
        self._players = MAX_SEATS
        for name in self.names:
            name.textChanged.connect(self._show_seats)
        self._show_seats()

    def title(self) -> str:
        return self.tr("Players")

    def set_players(self, n: int) -> None:
        for i in range(1, MAX_SEATS):
            self.names[i].setEnabled(i < n)
            level = self.levels[i]
            assert level is not None
            level.setEnabled(i < n)
        self._players = n
        self._show_seats()

    def _show_seats(self) -> None:
        seats = self.names[: self._players]
        self.ring.set_seats(
            [n.text().strip() or n.placeholderText() or str(i) for i, n in enumerate(seats)]
        )

    def load(self, settings: Settings) -> None:
        for i, name in enumerate(self.names):
            name.setText(settings.get(f"players/name{i}"))
            level = self.levels[i]
            if level is not None:
                person = settings.get(f"players/person{i}")
                _select(level, "human" if person else settings.get(f"players/level{i}"))

    def save(self, settings: Settings) -> None:
        for i, name in enumerate(self.names):
            text = name.text().strip()
            if text or i == 0:
                settings.set(f"players/name{i}", text)
            level = self.levels[i]
            if level is not None:
                person = level.currentData() == "human"
                settings.set(f"players/person{i}", person)
                if not person:
                    settings.set(f"players/level{i}", level.currentData())


class TablePage(Page):
    def __init__(
        self, parent: QWidget | None = None, large_fits: Callable[[], bool] | None = None
    ) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        suits = {FRENCH: self.tr("%1 (French suits)"), ITALIAN: self.tr("%1 (Italian suits)")}
        decks = {
            deck_id: suits.get(system, "%1").replace("%1", name)
            for deck_id, (name, system) in cardnames.decks().items()
        }
        speeds = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        play_by = {"click": self.tr("A click"), "double_click": self.tr("A double-click")}
        hold = {"timed": self.tr("For a moment"), "click": self.tr("Until I click")}
        self.deck = _combo(list(decks), decks.__getitem__)
        self.indices = QCheckBox(self.tr("Show corner &indices"))
        self.speed = _combo(SPEEDS, speeds.get)
        self.play_by = _combo(PLAY_BY, play_by.get)
        self.hold = _combo(TRICK_HOLD, hold.get)
        self.casual = QCheckBox(self.tr("Casual play: allow &undo and hints"))
        self.auto_review = QCheckBox(self.tr("Re&view every hand automatically"))
        self.language = _combo(
            LANGUAGES,
            lambda v: {
                "it": "Italiano",
                "en": "English",
                "de": "Deutsch",
                "fr": "Français",
                "es": "Español",
            }[v],
        )
        self.looks = TableLooks(self.deck, self.indices, self, large_fits)
        form.addRow(self.tr("&Cards:"), self.deck)
        form.addRow("", self.indices)
        form.addRow(self.tr("Card &back:"), self.looks.back)
        form.addRow(self.tr("Table cl&oth:"), self.looks.cloth)
        form.addRow("", self.looks.block())
        form.addRow(self.tr("&Animation speed:"), self.speed)
        form.addRow(self.tr("&Play a card with:"), self.play_by)
        form.addRow(self.tr("Keep a finished &trick:"), self.hold)
        form.addRow("", self.casual)
        form.addRow("", self.auto_review)
        form.addRow(self.tr("&Language:"), self.language)
        from .taborder import tab_in_reading_order  # the looks were made first: Tab as read

        tab_in_reading_order(self)

    def title(self) -> str:
        return self.tr("Table")

    def load(self, settings: Settings) -> None:
        _select(self.deck, settings.get("table/deck"))
        self.indices.setChecked(settings.get("table/indices"))
        _select(self.speed, settings.get("table/speed"))
        _select(self.play_by, settings.get("table/play_by"))
        _select(self.hold, settings.get("table/trick_hold"))
        self.casual.setChecked(settings.get("game/casual"))
        self.auto_review.setChecked(settings.get("game/auto_review"))
        _select(self.language, settings.get("general/language"))
        self.looks.load(settings)

    def save(self, settings: Settings) -> None:
        settings.set("table/deck", self.deck.currentData())
        settings.set("table/indices", self.indices.isChecked())
        settings.set("table/speed", self.speed.currentData())
        settings.set("table/play_by", self.play_by.currentData())
        settings.set("table/trick_hold", self.hold.currentData())
        settings.set("game/casual", self.casual.isChecked())
        settings.set("game/auto_review", self.auto_review.isChecked())
        self.looks.save(settings)
        settings.set("general/language", self.language.currentData())  # last: it retranslates
