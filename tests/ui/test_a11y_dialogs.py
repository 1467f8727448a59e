"""Accessibility of the dialogs, at the level a screen reader sees (QAccessible interfaces):
the score tables reachable with Tab, the last trick's cards named, every combo box and pane
named, no unnamed helper in the main window."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QPalette
from PySide6.QtWidgets import QAbstractButton, QComboBox, QSizeGrip, QToolButton

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
from ciapano_qt.ui.dialogs.scoresheet import ScoreSheetDialog
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.models.replay import ReplayModel
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.table.art import CardArt

from .model_helpers import cappotto_match


def _name(widget) -> str:  # type: ignore[no-untyped-def]
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def _tab_reaches(qtbot, dialog, target) -> bool:  # type: ignore[no-untyped-def]
    dialog.show()
    qtbot.waitExposed(dialog)
    # the keyboard starts on a button, as before the table took Tab (Enter/Space press it)
    assert isinstance(dialog.focusWidget(), QAbstractButton)
    buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    buttons[0].setFocus()
    for _ in range(12):
        if dialog.focusWidget() is target:
            return True
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    return dialog.focusWidget() is target


def test_the_score_tables_are_reached_with_tab(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(3))
    sheet = ScoreSheetDialog(ScoreSheetModel(match))
    qtbot.addWidget(sheet)
    assert _tab_reaches(qtbot, sheet, sheet.table)
    assert _name(sheet.table) == "Score sheet"
    summary = HandSummaryDialog(hand_summary(match, 0), CardArt("milanese", True), False)
    qtbot.addWidget(summary)
    assert _tab_reaches(qtbot, summary, summary.table)
    assert _name(summary.table) == "Hand scores"
    # a reader reads the cells: each has its text
    face = QAccessible.queryAccessibleInterface(summary.table)
    cells = {face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())}
    model = summary.table.model()
    first = model.data(model.index(0, 0))
    assert first and first in cells


def test_a_score_table_is_one_tab_stop_walked_with_the_arrows(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    sheet = ScoreSheetDialog(ScoreSheetModel(cappotto_match()))
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.activateWindow()  # the table hears its focus coming (a current cell) when active
    qtbot.waitUntil(sheet.isActiveWindow)
    assert _tab_reaches(qtbot, sheet, sheet.table)
    table = sheet.table
    assert (table.currentIndex().row(), table.currentIndex().column()) == (0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the next player's score of that hand
    assert (table.currentIndex().row(), table.currentIndex().column()) == (0, 1)
    # the keyboard's cell is the one selected (else Orca says "not selected" after it)
    assert [(i.row(), i.column()) for i in table.selectionModel().selectedIndexes()] == [(0, 1)]
    face = QAccessible.queryAccessibleInterface(table)
    cells = [face.child(i) for i in range(face.childCount())]
    chosen = [c.text(QAccessible.Text.Name) for c in cells if c.state().selected]
    assert chosen == ["11"]  # Anna's score: 11, the hand's value
    # ... and it looks as before: the focus frame, not the selection's colour
    cell = table.visualRect(table.currentIndex()).center()
    shot = table.viewport().grab().toImage()
    highlight = table.palette().color(QPalette.ColorRole.Highlight)
    assert shot.pixelColor(cell.x() + 10, cell.y() + 8) != highlight
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # out of the table at once, not to the next cell
    assert sheet.focusWidget() is not table


def test_the_last_trick_names_its_cards(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(5))
    art = CardArt("milanese", True)
    dialog = LastTrickDialog(ReplayModel(match), art)
    qtbot.addWidget(dialog)
    step = dialog.model.step(dialog.model.last_trick_row())
    said = _name(dialog.summary)
    assert said.startswith(dialog.summary.text())  # the sentence the eye reads, first
    for play in step.plays:  # then every card, with who played it, in order
        assert f"{play.name}: {art.card_name(play.card)}" in said
    first, last = step.plays[0], step.plays[-1]
    assert said.index(art.card_name(first.card)) < said.index(art.card_name(last.card))
    assert dialog.summary.text() in (
        "You took the last trick.",
        f"{step.taker} took the last trick.",
    )


def test_the_level_combo_boxes_are_labelled_with_their_opponent(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.players_page
    for i, combo in enumerate(page.levels[1:], start=1):
        assert isinstance(combo, QComboBox)
        face = QAccessible.queryAccessibleInterface(combo)
        labels = [
            other.text(QAccessible.Text.Name)
            for other, kind in face.relations()
            if kind & QAccessible.RelationFlag.Label
        ]
        # on Linux the name is the text ("Medium"): the linked label names the opponent
        assert f"Level of opponent {i}" in labels, labels
    for index, shown in enumerate(dialog.pages):  # each page is named by its tab
        face = QAccessible.queryAccessibleInterface(shown)
        assert face.text(QAccessible.Text.Name) == dialog.tabs.tabText(index) == shown.title()


def test_tab_walks_the_table_page_in_the_order_it_is_read(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.table_page
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    for i, shown in enumerate(dialog.pages):  # the Table page on show
        if shown is page:
            _show_page(dialog, i)
    page.deck.setFocus(Qt.FocusReason.TabFocusReason)
    walked = [page.deck]
    for _ in range(10):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        walked.append(dialog.focusWidget())
    looks = page.looks
    # top to bottom as the page shows them (the looks were reached before the cards)
    assert walked == [
        page.deck,
        page.indices,
        looks.back,
        looks.cloth,
        looks.large,
        page.speed,
        page.play_by,
        page.hold,
        page.casual,
        page.auto_review,
        page.language,
    ]


def _show_page(dialog, i: int) -> None:  # type: ignore[no-untyped-def]
    """The settings' page ``i`` on show, whichever page chooser the dialog has."""
    chooser = getattr(dialog, "tabs", None)
    if chooser is not None:
        chooser.setCurrentIndex(i)
    else:
        dialog.list.setCurrentRow(i)


def test_the_main_window_has_no_unnamed_helper(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(300, 400)  # the toolbar overflows: its extension button shows
    # named once the table is first painted (finding them at start-up costs the first paint)
    qtbot.waitUntil(lambda: window._after_paint is None)
    more = window.menus.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is not None and _name(more) == "More tools"
    assert _name(window.statusBar()) == "Status line"
    grip = window.statusBar().findChild(QSizeGrip)
    assert grip is None or _name(grip) == "Resize the window"
