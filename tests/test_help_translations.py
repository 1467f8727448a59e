"""The in-app rules in every language follow the English reference,
ciapano_qt/ui/app/help/rules_en.md.

Each translation must keep the Markdown structure (headings, table rows and columns, list items)
so that the help dialog renders it the same way, carry exactly the same numbers (31, 101, 18,
10⅔...), keep the game's own terms, and actually be translated. The checks are plain functions
returning a list of problems; the last tests feed them broken texts to show that they do fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[1] / "ciapano_qt" / "ui" / "app" / "help"
LANGUAGES = ("it", "en", "de", "fr", "es")
TRANSLATIONS = tuple(lang for lang in LANGUAGES if lang != "en")

# Terms that stay as the players say them, untranslated, in every language.
GAME_TERMS = ("Ciapanò", "Busca", "busche", "cappotto", "Pita", "monte")
MAX_IDENTICAL = 0.20

_HEADING = re.compile(r"^(#{1,6}) \S")
_ITEM = re.compile(r"^(-|\d+\.) ")
_NUMBER = re.compile(r"[0-9]+|[⅓⅔]")
_SEPARATOR = re.compile(r"^\|( *-{3,} *\|)+$")


def _read(lang: str) -> str:
    return (HELP / f"rules_{lang}.md").read_text(encoding="utf-8")


def headings(text: str) -> list[str]:
    """The level of every heading, in order: ["#", "##", "##", "###", ...]."""
    return [m.group(1) for line in text.splitlines() if (m := _HEADING.match(line))]


def table_rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("|")]


def table_shape(text: str) -> list[str]:
    """Per table row: "sep" for a separator row, else its number of cells."""
    return [
        "sep" if _SEPARATOR.match(r) else str(r.strip("|").count("|") + 1) for r in table_rows(text)
    ]


def list_items(text: str) -> list[tuple[str, str]]:
    """Every list item with its marker ("-" or "1.") and its text, continuation lines included."""
    items: list[tuple[str, str]] = []
    for line in text.splitlines():
        if m := _ITEM.match(line):
            items.append((m.group(1), line[m.end() :]))
        elif items and line.startswith("  ") and line.strip():
            marker, body = items[-1]
            items[-1] = (marker, body + " " + line.strip())
    return items


def numbers(text: str) -> list[str]:
    """The integers and the fraction signs of a text, in order: "10⅔" gives "10", "⅔"."""
    return _NUMBER.findall(text)


def content_lines(text: str) -> list[str]:
    """The lines that carry words: no blank lines, no table separators."""
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not _SEPARATOR.match(ln)]


def identical_share(translation: str, reference: str) -> float:
    """The share of the translation's lines found word for word in the reference."""
    lines = content_lines(translation)
    ref = set(content_lines(reference))
    return sum(line in ref for line in lines) / max(len(lines), 1)


def structure_problems(translation: str, reference: str) -> list[str]:
    problems = []
    if headings(translation) != headings(reference):
        problems.append(f"headings {headings(translation)} != {headings(reference)}")
    if table_shape(translation) != table_shape(reference):
        problems.append(
            f"{len(table_rows(translation))} table rows (shape {table_shape(translation)}), "
            f"English {len(table_rows(reference))} (shape {table_shape(reference)})"
        )
    markers, ref_markers = (
        [m for m, _ in list_items(translation)],
        [m for m, _ in list_items(reference)],
    )
    if markers != ref_markers:
        problems.append(f"list items {markers} != {ref_markers}")
    return problems


def number_problems(translation: str, reference: str) -> list[str]:
    problems = []
    missing = sorted(set(numbers(reference)) - set(numbers(translation)))
    extra = sorted(set(numbers(translation)) - set(numbers(reference)))
    if missing:
        problems.append(f"numbers of the English missing: {missing}")
    if extra:
        problems.append(f"numbers not in the English: {extra}")
    # Rows and list items correspond one to one, so their numbers must match one to one too.
    pairs = list(zip(table_rows(translation), table_rows(reference), strict=False))
    pairs += [
        (a, b)
        for (_, a), (_, b) in zip(list_items(translation), list_items(reference), strict=False)
    ]
    for mine, theirs in pairs:
        if sorted(numbers(mine)) != sorted(numbers(theirs)):
            problems.append(f"numbers differ: {mine!r} vs {theirs!r}")
    return problems


def translation_problems(translation: str, reference: str) -> list[str]:
    problems = []
    share = identical_share(translation, reference)
    if share >= MAX_IDENTICAL:
        problems.append(f"{share:.0%} of the lines are the English ones")
    lowered = translation.lower()
    missing = [term for term in GAME_TERMS if term.lower() not in lowered]
    if missing:
        problems.append(f"game terms missing: {missing}")
    return problems


@pytest.fixture(scope="module")
def english() -> str:
    return _read("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_file_exists(lang):
    path = HELP / f"rules_{lang}.md"
    assert path.is_file(), f"{path} is missing"
    assert path.read_text(encoding="utf-8").startswith("# "), "the rules open with a title"


def test_english_reference_has_what_the_checks_compare(english):
    assert len(headings(english)) >= 10
    assert len(table_rows(english)) >= 20
    for n in ("31", "11", "101", "18", "19", "22", "23", "20", "40", "8", "⅓"):
        assert n in numbers(english)
    assert identical_share(english, english) == 1.0


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_same_structure_as_english(lang, english):
    assert structure_problems(_read(lang), english) == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_same_numbers_as_english(lang, english):
    assert number_problems(_read(lang), english) == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translated_and_keeps_game_terms(lang, english):
    assert translation_problems(_read(lang), english) == []


# The checks catch what they are meant to catch ------------------------------------------------


def test_checks_reject_the_english_itself(english):
    assert translation_problems(english, english), "an untranslated copy must fail"


def test_checks_reject_a_changed_number(english):
    text = _read("it").replace("31", "32")
    assert number_problems(text, english)
    moved = _read("de").replace("| 8 |", "| 3 |")  # the Pita worth 3: same set of numbers
    assert number_problems(moved, english)


def test_checks_reject_a_missing_heading_row_or_item(english):
    text = _read("fr")
    no_heading = text.replace("### Cappotto\n", "", 1)
    assert structure_problems(no_heading, english)
    no_row = "\n".join(line for line in text.splitlines() if "| 8 |" not in line)
    assert structure_problems(no_row, english)
    no_item = text.replace("\n- ", "\n", 1)
    assert structure_problems(no_item, english)
    row = table_rows(text)[2]
    merged_cells = text.replace(row, row.replace(" | ", " / ", 1), 1)
    assert structure_problems(merged_cells, english)
