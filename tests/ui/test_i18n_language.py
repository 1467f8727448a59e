"""The language service: the system language at first start, the stored choice, switching
installs our translations and Qt's, card names in every language, one service per
application."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings

from .i18n_helpers import LANGUAGES, tr


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("it_IT", "it"),
        ("it_CH", "it"),
        ("de_AT", "de"),
        ("fr_BE", "fr"),
        ("es_AR", "es"),
        ("en_GB", "en"),
        ("pt_BR", "en"),
        ("ja_JP", "en"),
        ("C", "en"),
    ],
)
def test_system_language(locale: str, expected: str) -> None:
    assert i18n.system_language(QLocale(locale)) == expected


def test_normalise() -> None:
    assert i18n.normalise("de-CH") == "de"
    assert i18n.normalise("FR") == "fr"
    assert i18n.normalise("nl") == "en"


def test_first_start_takes_the_system_language(
    tmp_path: Path, language: i18n.Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    settings = Settings(QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat))
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "fr")
    language.attach(settings)
    assert settings.get("general/language") == "fr"
    assert language.language == "fr"
    assert tr("Table", "Out") == "Sorti"
    # The stored choice wins over the system from then on.
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "de")
    language.attach(settings)
    assert language.language == "fr"


def test_the_chosen_language_is_still_there_after_a_restart(
    tmp_path: Path, language: i18n.Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An INI file reads a group named "general" back as "General": the key must survive."""
    from PySide6.QtCore import QSettings

    path = str(tmp_path / "restart.ini")
    first = Settings(QSettings(path, QSettings.Format.IniFormat))
    first.set("general/language", "it")
    first.set("general/first_run", False)
    first.sync()
    again = Settings(QSettings(path, QSettings.Format.IniFormat))  # the app started again
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "de")
    language.attach(again)
    assert language.language == "it"
    assert again.get("general/first_run") is False
    # A value stored under the old key (where the case was kept: macOS) is read, then moved.
    old = QSettings(str(tmp_path / "old.ini"), QSettings.Format.IniFormat)
    old.setValue("general/language", "fr")
    kept = Settings(old)
    assert kept.contains("general/language") and kept.get("general/language") == "fr"
    kept.set("general/language", "es")
    assert not old.contains("general/language") and kept.get("general/language") == "es"


def test_switching_installs_ours_and_qts_translations(
    settings: Settings, language: i18n.Language
) -> None:
    language.attach(settings)
    assert language.language == "en"
    assert tr("TableAccess", "%n trick(s) taken", 1) == "1 trick taken"
    assert tr("TableAccess", "%n trick(s) taken", 3) == "3 tricks taken"
    for lang, expected in (("it", "Asso"), ("de", "Ass"), ("fr", "As"), ("es", "As")):
        settings.set("general/language", lang)
        assert language.language == lang
        assert tr("CardNames", "Ace") == expected
    settings.set("general/language", "it")
    assert tr("TableAccess", "%n trick(s) taken", 1) == "1 presa fatta"
    assert tr("TableAccess", "%n trick(s) taken", 5) == "5 prese fatte"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") in (
        "Annulla",
    )
    settings.set("general/language", "de")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == (
        "Abbrechen"
    )
    assert QLocale().language() == QLocale.Language.German


def test_card_names_follow_the_deck_in_every_language(
    settings: Settings, language: i18n.Language
) -> None:
    from ciapano_qt.engine.cards import parse_card
    from ciapano_qt.ui.text.cardnames import FRENCH, ITALIAN, card_name

    ace_of_coins = parse_card("AD")
    names = {}
    language.attach(settings)
    for lang in LANGUAGES:
        settings.set("general/language", lang)
        names[lang] = (card_name(ace_of_coins, ITALIAN), card_name(ace_of_coins, FRENCH))
    assert names["en"] == ("Ace of coins", "Ace of diamonds")
    assert names["it"] == ("Asso di denari", "Asso di quadri")
    assert names["de"] == ("Münz-Ass", "Karo-Ass")
    assert names["fr"] == ("As de deniers", "As de carreau")
    assert names["es"] == ("As de oros", "As de diamantes")


def test_an_unknown_language_falls_back_to_english(language: i18n.Language) -> None:
    language.set_language("it")
    assert language.set_language("xx") is True
    assert language.language == "en"
    assert tr("CardNames", "Ace") == "Ace"


def test_install_keeps_one_service_per_application(qapp: QApplication, settings: Settings) -> None:
    first = i18n.install(settings)
    try:
        assert i18n.install(settings) is first
        settings.set("general/language", "es")
        assert first.language == "es"
        assert tr("Table", "Out") == "Fuera"
    finally:
        first.uninstall()
        del qapp._ciapano_language  # type: ignore[attr-defined]
        first.deleteLater()
    assert tr("Table", "Out") == "Out"
