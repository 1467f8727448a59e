"""The in-app help's "playing over the network" section, in every language: after the rules,
shaped like the English one, quoting the program's own words (the menu entries, the plate's
"Away", the host dialog's "At the table"), and saying that nothing is encrypted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from ciapano_qt.ui.app.help import RulesDialog, network_file

from ..test_help_translations import headings, list_items, table_shape

LANGUAGES = ("it", "en", "de", "fr", "es")
ENCRYPTED = {  # protocol 3: the help no longer says the traffic is readable
    "en": "The traffic is encrypted and protected by the table code.",
    "it": "Il traffico è cifrato e protetto dal codice del tavolo.",
    "de": "Der Verkehr ist verschlüsselt und durch den Tischcode geschützt.",
    "fr": "Le trafic est chiffré et protégé par le code de la table.",
    "es": "El tráfico está cifrado y protegido por el código de la mesa.",
}


def _read(lang: str) -> str:
    path = network_file(lang)
    assert path is not None and path.name == f"network_{lang}.md"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_section_follows_the_english_one(lang: str) -> None:
    text, english = _read(lang), _read("en")
    assert headings(text) == headings(english) == ["##"]
    assert table_shape(text) == table_shape(english) == ["2", "sep", "2", "2", "2"]
    assert len(list_items(text)) == len(list_items(english)) == 6
    assert lang == "en" or text != english
    joined = " ".join(text.split())
    assert f"**{ENCRYPTED[lang]}**" in joined
    assert not any(words in joined for words in ("not encrypted", "non è cifrato", "nicht ver"))
    assert "47931" in joined and "60" in joined


@pytest.mark.parametrize("lang", LANGUAGES)
def test_it_quotes_what_the_program_says(qtbot, settings, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    settings.set("general/language", lang)
    t = QCoreApplication.translate
    qtbot.waitUntil(lambda: t("MainWindow", "&Game") != "&Game" or lang == "en")
    text = " ".join(_read(lang).split())
    for context, source in (
        ("MainWindow", "H&ost a table…"),
        ("MainWindow", "&Join a table…"),
    ):
        name = t(context, source).replace("&", "").rstrip("…")
        assert f"**{name}**" in text, (lang, name)
    assert t("MainWindow", "&Game").replace("&", "") in text
    assert t("Table", "Away") in text
    assert t("HostDialog", "At the table:").rstrip(": ").rstrip() in text
    from ciapano_qt.ui.remote.texts import unsafe_text

    told = unsafe_text("mitm").split(". ")[0]  # "Wrong code, or someone between you and ..."
    assert told in text, (lang, told)


def test_the_rules_dialog_shows_it_last(qtbot) -> None:  # type: ignore[no-untyped-def]
    for lang in ("en", "fr"):
        dialog = RulesDialog(lang)
        qtbot.addWidget(dialog)
        shown = dialog.browser.toPlainText()
        title = _read(lang).splitlines()[0].lstrip("# ")
        assert title in shown
        assert shown.index(title) > shown.index("Ciapanò")
