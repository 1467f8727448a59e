"""The in-app help's "Playing with people at one screen" section, in every language: shown after
the rules (before the screen reader's section), and quoting what the program really says in
that language (the seat choice, the pass screen and its button, the menu entry)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from ciapano_qt.ui.app.help import RulesDialog, section_file

LANGUAGES = ("it", "en", "de", "fr", "es")


def _read(lang: str) -> str:
    path = section_file("people", lang)
    assert path is not None and path.name == f"people_{lang}.md"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_quotes_what_the_program_says(qtbot, settings, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    settings.set("general/language", lang)
    t = QCoreApplication.translate
    text = " ".join(_read(lang).split()).replace("\xa0", " ")  # a quote may span lines
    assert [line[:3] for line in _read(lang).splitlines() if line.startswith("#")] == ["## "]
    assert lang == "en" or text != " ".join(_read("en").split())
    name = "Bepi" if lang == "it" else "Anna"  # "Passa ad Anna" would not be the program's
    for context, said in (
        ("PassScreen", t("PassScreen", "Pass to %1").replace("%1", name)),
        ("PassScreen", t("PassScreen", "I am %1: show my cards").replace("%1", name)),
        ("SeatsEditor", t("SeatsEditor", "Person at this screen")),
        ("MainWindow", t("MainWindow", "&New match…").replace("&", "")),
        ("MainWindow", t("MainWindow", "Finish the hand for &me").replace("&", "")),
    ):
        assert said.replace("\xa0", " ") in text, (context, said)


def test_the_rules_dialog_shows_it_after_the_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    for lang in ("en", "fr"):
        dialog = RulesDialog(lang)
        qtbot.addWidget(dialog)
        shown = dialog.browser.toPlainText()
        title = _read(lang).splitlines()[0].lstrip("# ")
        access = section_file("access", lang)
        assert access is not None
        reader = access.read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
        assert shown.index("Ciapanò") < shown.index(title) < shown.index(reader)
