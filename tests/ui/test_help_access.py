"""The in-app help's "Playing with a screen reader" section, in every language: shown after the
rules, shaped like the English one, and quoting the keys and sentences the program really uses
in that language (the menu letters, "Card 3 of 10", "Last card")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from ciapano_qt.ui.app.help import HELP_DIR, RulesDialog, access_file

from ..test_help_translations import headings, table_shape

LANGUAGES = ("it", "en", "de", "fr", "es")


def _read(lang: str) -> str:
    path = access_file(lang)
    assert path is not None and path.name == f"access_{lang}.md"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_section_follows_the_english_one(lang: str) -> None:
    text, english = _read(lang), _read("en")
    assert headings(text) == headings(english) == ["##"]
    assert table_shape(text) == table_shape(english)
    assert lang == "en" or text != english
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    assert [r.split("|")[1].strip() for r in rows[5:8]] == ["1", "2", "3"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_quotes_what_the_program_says(qtbot, settings, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    settings.set("general/language", lang)
    t = QCoreApplication.translate
    text = " ".join(_read(lang).split())  # lines joined: a quote may run over a line break
    letters = ", ".join(
        t("MainWindow", key, f"shortcut of {what}")
        for key, what in (("H", "Hint"), ("L", "Last trick"), ("S", "Score sheet"))
    )
    assert f"| {letters} |" in text
    place = t("TableView", "Card %1 of %2.").replace("%1", "3").replace("%2", "10")
    assert place.rstrip(".") in text
    for edge in ("Last card.", "First card."):
        assert t("TableView", edge).rstrip(".") in text
    for said in ("Playable: Enter plays it.", "Card table"):
        assert t("TableView", said).replace("\xa0", " ") in text, said
    for panel in ("Players", "Trick", "Your hand", "Stock and cards aside"):  # access.py's
        assert t("TableAccess", panel) in text, panel
    assert t("Format", "%1 and a third").replace("%1", "4") in text
    for page, title in (("MatchPage", "Match"), ("PlayersPage", "Players"), ("TablePage", "Table")):
        assert t(page, title) in text, title  # the settings' pages, as their list names them


def test_the_rules_dialog_shows_it_after_the_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    for lang in ("en", "de"):
        dialog = RulesDialog(lang)
        qtbot.addWidget(dialog)
        shown = dialog.browser.toPlainText()
        title = _read(lang).splitlines()[0].lstrip("# ")
        assert title in shown
        assert shown.index(title) > shown.index("Ciapanò")  # after the rules
    assert (HELP_DIR / "access_en.md").is_file()
