"""The Table page's note on large cards tells the truth: "two to five players" is what the
layout does (layout.LARGE_SCALES: three players too since the trick was moved for them), and
at 1280x800 a table of three has room for them, so the page does not say it has none."""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.table import layout


def test_the_note_names_the_players_large_cards_are_for(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    assert sorted(layout.LARGE_SCALES) == [2, 3, 4, 5]
    for n in (2, 3, 4, 5):
        assert layout.card_scale(QSizeF(1200, 640), n, True) > 1.0, n
    for n in (6, 7, 8):
        assert layout.card_scale(QSizeF(1200, 640), n, True) == 1.0, n
    settings.set("table/large_cards", True)
    dialog = SettingsDialog(settings, None, lambda: True)
    qtbot.addWidget(dialog)
    note = dialog.table_page.looks.note.text()
    assert "two to five players" in note and "no room" not in note
