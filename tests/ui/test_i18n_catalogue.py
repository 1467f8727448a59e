"""The translation catalogues: every entry of ``i18n/ciapano_<lang>.ts`` translated in every
language, the placeholders and shortcut letters kept, the languages really translated.

The checks read the ``.ts`` files with ElementTree.
"""

from __future__ import annotations

import re

import pytest

from tools import i18n as tool

from .i18n_helpers import LANGUAGES, TRANSLATED, catalogue, keys

PLURAL_FORMS = {"it": 2, "en": 2, "de": 2, "fr": 2, "es": 2}
MAX_IDENTICAL = 0.25
# Source texts that may rightly stay as they are: the game's own words, names, letters, and words
# spelt alike in some of our languages.
SAME_EVERYWHERE = {
    "Ciapanò",
    "Busca",
    "Busche",
    "Busche: %1",
    "Monte",
    "cappotto",
    "&Cappotto:",
    "&File",
    "Total",
    "Table",
    "Version %1",
    "Expert",
    "Normal",
    "Six",
    "D",
    "J",
    "K",
    "Q",
    "fractions",
}

_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%[1-9n]")


# (a) complete ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_is_translated(lang: str) -> None:
    entries = catalogue(lang)
    assert entries, f"{tool.ts_path(lang)} is empty"
    problems = []
    for e in entries:
        where = f"{e.context}: {e.source!r}"
        if e.kind:
            problems.append(f"{where} is {e.kind}")
        elif not e.forms or not all(f.strip() for f in e.forms):
            problems.append(f"{where} has an empty translation")
        elif e.numerus and len(e.forms) != PLURAL_FORMS[lang]:
            problems.append(f"{where} has {len(e.forms)} plural forms, not {PLURAL_FORMS[lang]}")
    assert not problems, "\n".join(problems)


def test_all_languages_have_the_same_entries() -> None:
    english = keys(catalogue("en"))
    for lang in TRANSLATED:
        assert keys(catalogue(lang)) == english, lang


def test_the_english_file_is_its_own_source() -> None:
    for e in catalogue("en"):
        if not e.numerus:
            assert e.forms == (e.source,), (e.context, e.source)


# (c) placeholders and shortcuts ------------------------------------------------------------


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def mnemonics(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(lang: str) -> None:
    problems = []
    for e in catalogue(lang):
        want = placeholders(e.source)
        for form in e.forms:
            got = placeholders(form)
            if got != want:
                problems.append(
                    f"{e.context}: {e.source!r} -> {form!r}: "
                    f"missing {sorted(want - got)}, added {sorted(got - want)}"
                )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_one_shortcut_letter(lang: str) -> None:
    problems = [
        f"{e.context}: {e.source!r} -> {form!r}"
        for e in catalogue(lang)
        for form in e.forms
        if mnemonics(e.source) != mnemonics(form)
    ]
    assert not problems, "\n".join(problems)


def test_placeholder_check_catches_mistakes() -> None:
    assert placeholders("{card} non è tua") != placeholders("{carta} non è tua")
    assert placeholders("Punti: %1") != placeholders("Punti: %2")
    assert placeholders("%n prese") != placeholders("prese")
    assert mnemonics("&Nuova partita…") == 1 and mnemonics("Nuova partita…") == 0


# (d) really translated ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_languages_are_not_left_in_english(lang: str) -> None:
    considered = [e for e in catalogue(lang) if e.source not in SAME_EVERYWHERE]
    same = [e.source for e in considered if all(f == e.source for f in e.forms)]
    share = len(same) / max(len(considered), 1)
    assert share <= MAX_IDENTICAL, f"{lang}: {len(same)} of {len(considered)} as in English: {same}"


def test_the_allow_list_is_short() -> None:
    assert len(SAME_EVERYWHERE) <= 25
