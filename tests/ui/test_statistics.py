"""The statistics dialog: figures, reset, a damaged file, and the menu action.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.dialogs.statsdialog import StatsDialog
from ciapano_qt.ui.session.persistence import install_persistence


def test_stats_dialog_shows_and_resets(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    store = StatsStore(data)
    for seed in (1, 2):
        match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(seed))
        match.seats[0] = Seat("You", "human", None)
        assert store.record_match(match, 0)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    classic = 0
    assert (
        dialog.model.headerData(classic, Qt.Orientation.Horizontal) == "Classic Ciapanò\nunassisted"
    )
    assert dialog.cell(0, classic) == "2"
    assert dialog.cell(3, classic) == str(store.load().stats.variants["classic"].hands)
    assert dialog.cell(9, classic).endswith(store.load().stats.variants["classic"].best.date[:10])
    assert dialog.cell(0, 1) == "0" and dialog.cell(9, 1) == "–"
    dialog.ask_yes_no = lambda title, text: False
    assert not dialog.reset()
    assert dialog.cell(0, classic) == "2"
    dialog.ask_yes_no = lambda title, text: True
    assert dialog.reset()
    assert dialog.cell(0, classic) == "0"
    assert store.load().stats.variants["classic"].played == 0


def test_stats_dialog_says_when_the_file_was_damaged(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    (data / "stats.json").write_text("[1, 2")
    dialog = StatsDialog(StatsStore(data))
    qtbot.addWidget(dialog)
    assert not dialog.note.isHidden()
    assert "damaged" in dialog.note.text() or "kept as" in dialog.note.text()
    assert dialog.cell(0, 0) == "0"


def test_statistics_action_opens_the_dialog(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    dialog = win.persistence.files.show_statistics()
    assert dialog.isVisible() and dialog.windowTitle() == "Statistics"
    dialog.close()
