"""The new-match dialog and the Hint action (issue 17, item 12): the summary names the
survivors and the three-player method where they apply (the engine's ``in_effect``), the dialog
is centred on the main window, and Hint is enabled only on the player's turn."""

from __future__ import annotations

from ciapano_qt.engine import Rules
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog

from .conftest import start_human_match


def _details(settings) -> list[str]:  # type: ignore[no-untyped-def]
    dialog = NewMatchDialog(settings)
    try:
        return dialog.text.text().split("\n")
    finally:
        dialog.deleteLater()


def test_the_summary_names_survivors_and_the_three_player_method(qapp, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 4)
    settings.set("rules/survivors", 1)
    settings.set("rules/three_player_method", "monte")
    lines = _details(settings)
    assert "Survivors: 1" in lines  # four players: one left wins...
    # ...after a hand at three, once the others have dropped out (issue 36: not "With three
    # players", which read as if the match were for three)
    assert "When three players are left: Monte (one card face down)" in lines
    settings.set("rules/survivors", 2)
    assert "Survivors: 2" in _details(settings)
    # With two survivors of four, three are in play at most while the match lasts.
    assert "When three players are left: Monte (one card face down)" in _details(settings)
    settings.set("rules/players", 3)
    settings.set("rules/survivors", 2)
    assert "With three players: Monte (one card face down)" in _details(settings)


def test_the_summary_leaves_out_what_does_not_apply(qapp, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 2)
    lines = _details(settings)
    assert "Survivors: 1" in lines
    assert not any(line.startswith("With three players") for line in lines)  # never three
    settings.set("rules/players", 4)
    settings.set("rules/lowest_wins_at_target", True)  # nobody drops out: no survivors
    lines = _details(settings)
    assert not any(line.startswith("Survivors") for line in lines)
    assert not any(line.startswith(("With three", "When three")) for line in lines)  # four
    settings.set("rules/lowest_wins_at_target", False)
    settings.set("rules/variant", "busca")
    lines = _details(settings)
    assert not any(line.startswith(("Survivors", "With three", "When three")) for line in lines)


def test_the_dialog_is_centred_on_the_main_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1200, 800)
    window.move(60, 40)
    dialog = NewMatchDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    centre, middle = dialog.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - middle.x()) <= 2 and abs(centre.y() - middle.y()) <= 2
    dialog.reject()


def test_hint_is_enabled_only_on_the_players_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.settings.set("game/casual", True)
    c = window.session
    start_human_match(window, Rules(players=3), seed=5)
    assert not window.menus.act_hint.isEnabled() or c.is_human_turn()
    qtbot.waitUntil(c.is_human_turn, timeout=20_000)
    assert window.menus.act_hint.isEnabled()
    assert c.play_human(c.human_view().legal_moves[0])
    assert not c.is_human_turn()
    assert not window.menus.act_hint.isEnabled()  # the computers play now
    qtbot.waitUntil(lambda: c.is_human_turn() or not c.hand_in_play, timeout=20_000)
    assert window.menus.act_hint.isEnabled() == c.is_human_turn()
