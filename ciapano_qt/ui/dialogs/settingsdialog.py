"""The settings dialog: a list of pages, each loading and saving itself.

Nothing is saved until every page is valid; a refused rule combination is explained in the
dialog, translated from the engine's error code.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
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
        self.resize(620, 440)

    def changeEvent(self, event: QEvent) -> None:
        """A new language (applied from this very dialog): rebuild every text in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._content is not None:
            self._build(max(self.list.currentRow(), 0))

    def _build(self, row: int) -> None:
        """Build the pages and buttons, loaded from the settings (which Apply has saved)."""
        old = self._content
        content = QWidget(self)
        self.setWindowTitle(self.tr("Settings"))
        self.match_page = MatchPage()
        self.players_page = PlayersPage()
        self.table_page = TablePage(large_fits=self.large_fits)
        self.pages: list[Page] = [self.match_page, self.players_page, self.table_page]
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Settings pages"))
        self.stack = QStackedWidget()
        for page in self.pages:
            self.list.addItem(page.title())
            self.stack.addWidget(page)
        self.list.setFixedWidth(130)
        self.list.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.list.currentRowChanged.connect(
            lambda row: self.stack.setAccessibleName(self.pages[max(row, 0)].title())
        )
        self.stack.setAccessibleName(self.pages[0].title())
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #B3261E; font-weight: bold;")
        self.error.setVisible(False)
        note = QLabel(self.tr("Rule changes apply to the next match."))
        note.setEnabled(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(self.apply)
        body = QHBoxLayout()
        body.addWidget(self.list)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(content)
        layout.addLayout(body)
        layout.addWidget(self.error)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.match_page.players.valueChanged.connect(self.players_page.set_players)
        self.match_page.variant.currentIndexChanged.connect(
            lambda: self.players_page.set_players(self.match_page.players.value())
        )
        for page in self.pages:
            page.load(self.settings)
        self.players_page.set_players(self.match_page.players.value())
        self.list.setCurrentRow(row)
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
            self.list.setCurrentRow(0)
            return False
        for page in self.pages:
            page.save(self.settings)
        self.settings.sync()
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()
