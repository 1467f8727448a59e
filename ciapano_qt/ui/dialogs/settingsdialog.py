"""The settings dialog: three pages in tabs (the match, the players, the table), each loading
and saving itself; the dialog is as large as its largest page.

Nothing is saved until every page is valid; a refused rule combination is explained in the
dialog, translated from the engine's error code.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.errors import RulesError
from ..app.settings import Settings
from ..text import messages
from ..text.cardnames import suit_system
from .settingspages import MatchPage, Page, PlayersPage, TablePage


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        large_fits: Callable[[], bool] | None = None,
    ) -> None:
        """``large_fits``: whether large cards fit the table now (the Table page says so)."""
        super().__init__(parent)
        self.settings = settings
        self.large_fits = large_fits
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        self._build(0)

    def changeEvent(self, event: QEvent) -> None:
        """A new language (applied from this very dialog): rebuild every text in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._content is not None:
            self._build(max(self.tabs.currentIndex(), 0))

    def _build(self, row: int) -> None:
        """Build the pages and buttons, loaded from the settings (which Apply has saved)."""
        old = self._content
        content = QWidget(self)
        self.setWindowTitle(self.tr("Settings"))
        self.match_page = MatchPage()
        self.players_page = PlayersPage()
        self.table_page = TablePage(large_fits=self.large_fits)
        self.pages: list[Page] = [self.match_page, self.players_page, self.table_page]
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        for page in self.pages:
            self.tabs.addTab(page, page.title())
            page.setAccessibleName(page.title())
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #B3261E; font-weight: bold;")
        self.error.setVisible(False)
        # Only the match page has rules: its note is there, under them.
        self.rule_note = QLabel(self.tr("Rule changes apply to the next match."))
        self.rule_note.setWordWrap(True)
        self.rule_note.setEnabled(False)
        self.match_page.add_note(self.rule_note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(self.apply)
        layout = QVBoxLayout(content)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.match_page.players.valueChanged.connect(self.players_page.set_players)
        self.match_page.variant.currentIndexChanged.connect(
            lambda: self.players_page.set_players(self.match_page.players.value())
        )
        for page in self.pages:
            page.load(self.settings)
        self.players_page.set_players(self.match_page.players.value())
        self.tabs.setCurrentIndex(row)
        if old is not None:
            self._outer.removeWidget(old)
            old.hide()
            old.setParent(None)  # out of the dialog at once; freed when control returns
            old.deleteLater()
        self._outer.addWidget(content)
        self._content = content

    def validate(self) -> str | None:
        """The translated reason the pages cannot be saved, or None."""
        try:
            self.match_page.rules()
        except RulesError as error:
            deck = self.table_page.deck.currentData()
            return messages.error_text(error, suit_system(deck))
        return None

    def apply(self) -> bool:
        problem = self.validate()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        if problem is not None:
            self.tabs.setCurrentIndex(0)
            return False
        for page in self.pages:
            page.save(self.settings)
        self.settings.sync()
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()
