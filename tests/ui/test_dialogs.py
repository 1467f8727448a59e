"""Settings (typed store and dialog), score sheet model, hand summary and end of match."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.app.settings import KEYS, Settings
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel


def test_settings_defaults_and_bad_values(tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s = Settings(store)
    for key, spec in KEYS.items():
        assert s.get(key) == spec.default
    store.setValue("rules/players", 9)
    store.setValue("table/deck", "tarot")
    store.setValue("table/indices", "perhaps")
    store.setValue("rules/target", "many")
    with caplog.at_level(logging.WARNING):
        assert s.get("rules/players") == 4
        assert s.get("table/deck") == "milanese"
        assert s.get("rules/target") == 31
    assert "rules/players" in caplog.text
    assert s.rules() == Rules()
    s.set("table/indices", False)
    assert (
        Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)).get(
            "table/indices"
        )
        is False
    )


def test_settings_dialog_applies_busca(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.match_page
    page.variant.setCurrentIndex(page.variant.findData("busca"))
    assert page.players.value() == 4 and not page.players.isEnabled()
    assert (page.target.minimum(), page.target.maximum()) == (3, 50)
    page.target.setValue(15)
    dialog.players_page.names[1].setText("Giovanna")
    dialog.table_page.language.setCurrentIndex(dialog.table_page.language.findData("it"))
    with qtbot.waitSignal(settings.languageChanged):
        assert dialog.apply()
    assert settings.rules() == Rules.busca(target=15)
    assert settings.get("rules/target") == 31  # the classic target is kept for later
    assert settings.seats(4)[1].name == "Giovanna"


def test_settings_dialog_constrains_and_refuses(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.match_page
    page.players.setValue(3)
    assert page.survivors.maximum() == 2 and page.method.isEnabled()
    page.survivors.setValue(3)
    assert page.survivors.value() == 2
    page.players.setValue(4)
    assert page.method.isEnabled()  # two survivors of four: three are in play at the end
    page.lowest.setChecked(True)  # nobody drops out: always four
    assert not page.method.isEnabled()
    page.lowest.setChecked(False)
    page.survivors.setMaximum(3)  # force an impossible combination past the widgets
    page.players.blockSignals(True)
    page.survivors.blockSignals(True)
    page.players.setValue(2)
    page.survivors.setValue(3)
    assert not dialog.apply()
    assert "fewer survivors" in dialog.error.text()
    assert settings.rules() == Rules()


def test_score_sheet_model(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    import random

    match = play_match(Rules(players=5, target=21), ["random"] * 5, random.Random(3))
    model = ScoreSheetModel(match)
    qtmodeltester.check(model)
    assert model.rowCount() == len(match.hands) + 1
    assert model.columnCount() == 5
    total = model.index(len(match.hands), 0)
    assert model.data(total) == str(match.totals[0])
    assert any(h.out for h in match.hands)
    empty = ScoreSheetModel(None)
    qtmodeltester.check(empty)


def test_summary_and_end_of_match(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from .conftest import seats

    c = window.session
    c.new_match(Rules(players=3, target=11), seats(3, human=False), seed=9, demo=True)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=20_000)
    qtbot.waitUntil(lambda: c.match.finished, timeout=60_000)
    qtbot.waitUntil(lambda: window.summary is not None and c.match.finished)
    text = window.summary.findChildren(type(window.status))
    assert any("Winner" in label.text() for label in text)


def test_every_hint_reason_and_engine_error_is_translated() -> None:
    from ciapano_qt.engine.errors import IllegalMove
    from ciapano_qt.ui.text import messages

    codes = (
        "only_move discard cappotto stop_cappotto cover keep_for_last lead_low lead_winner lead "
        "duck win_cheap play_low follow dump_ace dump_high dump"
    ).split()
    params = {
        "card": "AD",
        "keep": "3C",
        "best": "RS",
        "suit": 1,
        "void_suit": 2,
        "seat": 1,
        "winner": 2,
    }
    for code in codes:
        text = messages.hint_text(code, params, "ENGLISH", "italian", lambda s: f"P{s}")
        assert text != "ENGLISH" and "{" not in text and "?" not in text, code
    error = IllegalMove("move.must_follow", "x", suit=1, card="AD")
    assert messages.error_text(error, "italian") == "You must follow cups."
    assert messages.error_text(error, "french") == "You must follow hearts."
