"""Settings that fall back: a bad value, a wrongly typed bool, a refused rule combination."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ciapano_qt.engine import Rules
from ciapano_qt.ui.app.settings import Settings


@pytest.mark.parametrize(
    ("key", "raw", "default"),
    [
        ("rules/players", 9, 4),
        ("rules/players", "many", 4),
        ("rules/target", 5000, 31),
        ("table/speed", "warp", "normal"),
        ("table/deck", 3, "milanese"),
        ("players/level1", "godlike", "medium"),
        ("players/name2", "", "Bepi"),
        ("general/language", "xx", "en"),
    ],
)
def test_bad_settings_fall_back_to_defaults_with_a_warning(
    tmp_path: Path, caplog, key, raw, default
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.app.settings import KEYS

    path = tmp_path / "bad.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue(key, raw)
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert KEYS[key].default == default
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.app.settings"):
        assert settings.get(key) == default
    assert key in caplog.text


@pytest.mark.parametrize("raw", ["maybe", 7])
def test_wrong_typed_bool_setting_falls_back_with_a_warning(tmp_path: Path, caplog, raw) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bool.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("game/casual", raw)
    writer.setValue("table/indices", raw)
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.app.settings"):
        settings.get("table/indices")
    assert "table/indices" in caplog.text


def test_bad_rule_combination_falls_back_to_default_rules(tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "combo.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("rules/players", 2)
    writer.setValue("rules/survivors", 3)  # fewer survivors than players is required
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING):
        assert settings.rules() == Rules()
    assert "refused" in caplog.text
