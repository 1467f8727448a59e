"""Keyboard shortcuts of the main window: translated letters, never two alike."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

LANGUAGES = ("en", "it", "de", "fr", "es")


def _plain(text: str) -> str:
    """Upper case without accents or the mnemonic: "Ú&ltima baza" -> "ULTIMA BAZA"."""
    folded = unicodedata.normalize("NFD", text.replace("&", "").upper())
    return "".join(ch for ch in folded if not unicodedata.combining(ch))


def test_letter_shortcuts_are_translated_and_distinct(qtbot, window, settings, language) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    seen = {}
    for lang in LANGUAGES:
        settings.set("general/language", lang)
        game = QCoreApplication.translate("MainWindow", "&Game")
        qtbot.waitUntil(lambda g=game: window.menus.game.title() == g)
        keys = [
            s.toString(QKeySequence.SequenceFormat.PortableText)
            for action in window.actions()
            for s in action.shortcuts()
        ]
        keys = [k for k in keys if k]
        assert len(keys) == len(set(keys)), (lang, keys)
        letters = {}
        for action in (window.menus.act_hint, window.menus.act_last, window.menus.act_sheet):
            key = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
            assert len(key) == 1 and key.isalpha(), (lang, key)
            assert key in _plain(action.text()), (lang, key, action.text())  # its initial or so
            letters[action.text()] = key
        seen[lang] = tuple(letters.values())
    assert seen["en"] == ("H", "L", "S")
    assert seen["de"] == ("T", "L", "P")  # Tipp, Letzter Stich, Punkteliste
    assert len(set(seen.values())) > 1
