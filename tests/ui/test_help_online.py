"""The in-app help's "playing online" section (F1), in every language: shaped like the English
one, after the local network's section; it quotes the program's own words (the menu entry, the
dialog's buttons), says what the club sees and what a fingerprint is for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from ciapano_qt.ui.app.help import RulesDialog, section_file

from ..test_help_translations import headings, list_items, table_shape

LANGUAGES = ("it", "en", "de", "fr", "es")
FINGERPRINT = {
    "en": "fingerprint",
    "it": "impronta",
    "de": "Fingerabdruck",
    "fr": "empreinte",
    "es": "huella",
}


def _read(lang: str) -> str:
    path = section_file("online", lang)
    assert path is not None and path.name == f"online_{lang}.md"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_section_follows_the_english_one(lang: str) -> None:
    text, english = _read(lang), _read("en")
    assert headings(text) == headings(english) == ["##"]
    assert table_shape(text) == table_shape(english) == ["2", "sep", "2", "2", "2"]
    assert len(list_items(text)) == len(list_items(english)) == 6
    assert lang == "en" or text != english
    joined = " ".join(text.split())
    assert FINGERPRINT[lang] in joined and "TLS" in joined and "ciapano://" in joined


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_quotes_what_the_program_says(qtbot, settings, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    settings.set("general/language", lang)
    t = QCoreApplication.translate
    qtbot.waitUntil(lambda: t("MainWindow", "&Game") != "&Game" or lang == "en")
    text = " ".join(_read(lang).split())
    for context, source in (
        ("MainWindow", "Pl&ay online…"),
        ("ConnectPage", "&Connect"),
        ("TrustPage", "&Trust this club"),
    ):
        name = t(context, source).replace("&", "").rstrip("…")
        assert f"**{name}**" in text, (lang, name)
    assert t("MainWindow", "&Game").replace("&", "") in text


def test_the_rules_dialog_shows_it_after_the_local_network() -> None:
    for lang in ("en", "de"):
        dialog = RulesDialog(lang)
        shown = dialog.browser.toPlainText()
        online = _read(lang).splitlines()[0].lstrip("# ")
        network = section_file("network", lang).read_text(encoding="utf-8").splitlines()[0]  # type: ignore[union-attr]
        assert shown.index(network.lstrip("# ")) < shown.index(online)
        dialog.deleteLater()
