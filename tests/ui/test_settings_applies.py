"""Only text that applies (issue 36): the three-player method is named for what it is with
four or more players (used once three are left), by the engine's rule, not the page's; Busca
shows what it is instead of a greyed, checked teams switch."""

from __future__ import annotations

from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog


def _page(qtbot, settings: Settings):  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, dialog.match_page


def test_the_three_player_method_says_when_it_is_used(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    _dialog, page = _page(qtbot, settings)
    page.players.setMaximum(8)
    page.players.setValue(3)
    assert page.method_label.text() == "Th&ree players:" and page.method.isEnabled()
    page.players.setValue(4)  # 4 -> 3 as players drop out: used then, and so labelled
    assert page.method_label.text() == "When th&ree are left:"
    assert page.method.isEnabled() and "three are left" in page.method.toolTip()
    assert not page.many.isEnabled()
    page.players.setValue(8)
    page.survivors.setValue(3)  # the match ends at three: never used
    assert not page.method.isEnabled()
    assert page.method.toolTip() == "Three players are never in play in this match."
    assert page.method_label.buddy() is page.method


def test_the_new_match_summary_says_when_three_play(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    for players, expected in ((4, "When three"), (8, "When three"), (3, "With three")):
        settings.set("rules/players", players)
        settings.set("rules/survivors", 1)
        dialog = NewMatchDialog(settings)
        qtbot.addWidget(dialog)
        lines = dialog.text.text().split("\n")
        threes = [line for line in lines if "three" in line.lower()]
        assert len(threes) == 1 and threes[0].startswith(expected), (players, lines)


def test_busca_says_what_it_is_instead_of_a_teams_switch(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    _dialog, page = _page(qtbot, settings)
    assert page.teams.isVisible() and not page.busca_note.isVisible()
    page.teams.setChecked(True)
    page.variant.setCurrentIndex(page.variant.findData("busca"))
    assert not page.teams.isVisible()  # no greyed, checked "Two against two"
    assert page.busca_note.isVisible()
    assert "each for themselves" in page.busca_note.text()
    page.variant.setCurrentIndex(page.variant.findData("classic"))
    assert page.teams.isVisible() and page.teams.isChecked() and not page.busca_note.isVisible()
