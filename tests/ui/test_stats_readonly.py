"""The statistics' figures are read, not edited: no cell is drawn as the current one when the
dialog opens or after a click, the keyboard still walks the cells after Tab, and the row of
the share of matches won says it is a share (in every language)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.statsdialog import StatsDialog
from ciapano_qt.ui.models.stats import FIGURES, StatsRole

from .i18n_helpers import TRANSLATED


def _store(data: Path) -> StatsStore:
    store = StatsStore(data)
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(1))
    match.seats[0] = Seat("You", "human", None)
    assert store.record_match(match, 0)
    return store


def _corner(image: QImage, dialog: StatsDialog, row: int, column: int) -> QColor:
    """The colour just inside a cell's top left corner (where no digit is drawn)."""
    table = dialog.table
    rect = table.visualRect(table.model().index(row, column))
    at = table.viewport().mapTo(dialog, rect.topLeft() + QPoint(3, 3))
    return image.pixelColor(at)


def test_no_cell_is_drawn_current_when_the_dialog_opens_or_is_clicked(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = StatsDialog(_store(data))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert dialog.focusWidget() is close
    assert not table.currentIndex().isValid()
    image = dialog.grab().toImage()
    # the first cell looks like the one below it and the one beside it
    first = _corner(image, dialog, 0, 0)
    assert first == _corner(image, dialog, 1, 0) == _corner(image, dialog, 0, 1)
    cell = table.visualRect(table.model().index(2, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert dialog.focusWidget() is close
    image = dialog.grab().toImage()  # the cell clicked looks like its neighbours
    assert (
        _corner(image, dialog, 2, 1) == _corner(image, dialog, 1, 1) == _corner(image, dialog, 2, 2)
    )


def test_tab_brings_the_keyboard_cursor_into_the_figures(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = StatsDialog(_store(data))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    for _ in range(6):  # Tab from Close, round the dialog, into the table
        if dialog.focusWidget() is dialog.table:
            break
        focus = dialog.focusWidget()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.table
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)  # the cursor walks the cells (a reader
    assert dialog.table.currentIndex().isValid()  # says each one)


def test_the_share_of_matches_won_says_it_is_a_share(
    qtbot, data: Path, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    store = _store(data)
    won = store.load().stats.variants["classic"]
    share = FIGURES.index("won_share")
    for lang in ("en", *TRANSLATED):
        settings.set("general/language", lang)
        dialog = StatsDialog(store)
        qtbot.addWidget(dialog)
        model = dialog.model
        label = str(model.headerData(share, Qt.Orientation.Vertical))
        matches = str(model.headerData(FIGURES.index("won"), Qt.Orientation.Vertical))
        assert "%" in label and label != matches, (lang, label)
        value = model.data(model.index(share, 0), StatsRole.VALUE)
        assert value == won.won / won.played
        assert dialog.cell(share, 0) == f"{100 * won.won / won.played:.0f}%"
        dialog.close()
    settings.set("general/language", "en")
