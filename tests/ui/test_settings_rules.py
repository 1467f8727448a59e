"""The settings hold one key per rule option of the engine, and the decks of the catalogue."""

from __future__ import annotations

import shutil
from dataclasses import fields
from pathlib import Path

import pytest

from ciapano_qt.decks import assets_dir
from ciapano_qt.engine import Rules
from ciapano_qt.ui.app.settings import KEYS, RULE_OPTIONS, Settings
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog


def test_one_key_per_option_of_the_rules() -> None:
    options = {f.name for f in fields(Rules) if f.init}
    assert set(RULE_OPTIONS) == options
    rule_keys = {k.removeprefix("rules/") for k in KEYS if k.startswith("rules/")}
    assert rule_keys == options | {"busca_limit"}
    defaults = Rules()
    for option in options:
        assert KEYS[f"rules/{option}"].default == getattr(defaults, option)
    assert KEYS["rules/busca_limit"].default == Rules.busca().target == 10


@pytest.mark.parametrize(
    "rules",
    [
        Rules(
            players=3,
            target=41,
            survivors=2,
            lowest_wins_at_target=True,
            three_player_method="monte",
            fractions="lost",
            cappotto="lenient",
        ),
        Rules.busca(target=7, busca_cover="tricks", busca_dealer="loser"),
    ],
)
def test_rules_are_kept_and_read_back(settings: Settings, rules: Rules) -> None:
    settings.set("rules/target", 21)
    settings.set_rules(rules)
    assert settings.rules() == rules
    assert settings.get("rules/target") == (21 if rules.is_busca else 41)  # Busca keeps it


def test_a_value_the_engine_refuses_is_not_kept(settings: Settings) -> None:
    for key, value in (
        ("rules/fractions", "half"),
        ("rules/target", 5),
        ("rules/busca_limit", 60),
        ("rules/players", 1),
    ):
        with pytest.raises(ValueError):
            settings.set(key, value)
        settings.store.setValue(key, value)
        assert settings.get(key) == KEYS[key].default


def test_the_deck_chooser_lists_the_catalogue(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.table_page.deck
    assert [box.itemData(i) for i in range(box.count())] == ["milanese", "bergamasche"]
    assert box.itemText(0) == "Milanese (French suits)"
    assert box.itemText(1) == "Bergamasche (Italian suits)"
    only = tmp_path / "cards"
    shutil.copytree(assets_dir() / "bergamasche", only / "bergamasche")
    monkeypatch.setenv("CIAPANO_ASSETS", str(only))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.table_page.deck
    assert [box.itemData(i) for i in range(box.count())] == ["bergamasche"]
    with pytest.raises(ValueError):
        settings.set("table/deck", "milanese")  # not in this catalogue
    settings.set("table/deck", "bergamasche")


@pytest.mark.parametrize(
    ("code", "milanese", "bergamasche"),
    [
        ("it", "Milanesi (semi francesi)", "Bergamasche (semi italiani)"),
        ("de", "Mailänder (französische Farben)", "Bergamasker (italienische Farben)"),
        ("fr", "Milanais (enseignes françaises)", "Bergamasque (enseignes italiennes)"),
        ("es", "Milanesa (palos franceses)", "Bergamasca (palos italianos)"),
    ],
)
def test_the_deck_chooser_names_the_decks_in_the_language(
    qtbot, settings: Settings, language, code: str, milanese: str, bergamasche: str
) -> None:  # type: ignore[no-untyped-def]
    """The names come from the manifests' ``names``, in the interface's language (these are
    the names the chooser showed when they were translated strings of the UI)."""
    language.set_language(code)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.table_page.deck
    assert [box.itemText(i) for i in range(box.count())] == [milanese, bergamasche]
