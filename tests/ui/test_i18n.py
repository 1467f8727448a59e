"""Translations: the .ts files are complete and current, the .qm files compiled from them, the
placeholders kept, the languages really translated, and a language switch at run time reaches
the menus, the settings pages and the texts drawn on the table.

The catalogue checks read ``i18n/ciapano_<lang>.ts`` with ElementTree; the freshness checks run
``tools/i18n.py``'s own ``update`` and ``release`` into a temporary folder (so they need
``pyside6-lupdate`` and ``pyside6-lrelease``, which come with PySide6-Essentials).
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QLabel, QWidget

from ciapano_qt.ui import i18n
from ciapano_qt.ui.settings import Settings
from tools import i18n as tool

from .conftest import start_human_match

LANGUAGES = tool.LANGUAGES
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
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


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "" when finished
    forms: tuple[str, ...]  # the translation, or its plural forms


def read_ts(path: Path) -> list[Entry]:
    root = ET.parse(path).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            out.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    kind="missing" if tr is None else tr.get("type", ""),
                    forms=forms,
                )
            )
    return out


def catalogue(lang: str) -> list[Entry]:
    return read_ts(tool.ts_path(lang))


def keys(entries: list[Entry]) -> set[tuple[str, str, str]]:
    return {(e.context, e.source, e.comment) for e in entries}


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


# (b) current -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fresh_catalogues(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Entry]]:
    """lupdate run now over the sources, into a copy of the committed .ts files."""
    work = tmp_path_factory.mktemp("ts")
    for lang in LANGUAGES:
        shutil.copyfile(tool.ts_path(lang), tool.ts_path(lang, work))
    tool.update(ts_dir=work)
    return {lang: read_ts(tool.ts_path(lang, work)) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ts_files_hold_every_string_of_the_sources(
    lang: str, fresh_catalogues: dict[str, list[Entry]]
) -> None:
    committed, fresh = keys(catalogue(lang)), keys(fresh_catalogues[lang])
    new = sorted(fresh - committed)
    gone = sorted(committed - fresh)
    assert not new and not gone, (
        "run `.venv/bin/python tools/i18n.py update`, translate, then `release`.\n"
        f"strings missing from {tool.ts_path(lang).name}: {new}\n"
        f"strings no longer in the sources: {gone}"
    )


def test_plural_entries_are_marked_as_such(fresh_catalogues: dict[str, list[Entry]]) -> None:
    committed = {(e.context, e.source): e.numerus for e in catalogue("en")}
    fresh = {(e.context, e.source): e.numerus for e in fresh_catalogues["en"]}
    changed = [key for key, numerus in fresh.items() if committed.get(key, numerus) != numerus]
    assert not changed


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


# (e) compiled ------------------------------------------------------------------------------


def test_the_qm_files_are_up_to_date(tmp_path: Path) -> None:
    tool.release(qm_dir=tmp_path)
    stale = [
        lang
        for lang in LANGUAGES
        if not tool.qm_path(lang).exists()
        or tool.qm_path(lang, tmp_path).read_bytes() != tool.qm_path(lang).read_bytes()
    ]
    assert not stale, f"run `.venv/bin/python tools/i18n.py release` ({stale})"


def test_the_package_finds_its_translations() -> None:
    for lang in LANGUAGES:
        assert i18n.qm_path(lang) == tool.qm_path(lang)
        assert i18n.qm_path(lang).stat().st_size > 100


def test_the_rules_come_in_every_language() -> None:
    from ciapano_qt.ui.help import rules_file

    for lang in LANGUAGES:
        path = rules_file(lang)
        assert path is not None and path.name == f"rules_{lang}.md"
        assert path.read_text(encoding="utf-8").startswith("#")


# The language service ----------------------------------------------------------------------


@pytest.fixture
def language(qapp: QApplication) -> Iterator[i18n.Language]:
    service = i18n.Language()
    yield service
    service.uninstall()
    QCoreApplication.processEvents()
    service.deleteLater()


def tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


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
    assert tr("Table", "%n trick(s) taken", 1) == "1 trick taken"
    assert tr("Table", "%n trick(s) taken", 3) == "3 tricks taken"
    for lang, expected in (("it", "Asso"), ("de", "Ass"), ("fr", "As"), ("es", "As")):
        settings.set("general/language", lang)
        assert language.language == lang
        assert tr("CardNames", "Ace") == expected
    settings.set("general/language", "it")
    assert tr("Table", "%n trick(s) taken", 1) == "1 presa fatta"
    assert tr("Table", "%n trick(s) taken", 5) == "5 prese fatte"
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
    from ciapano_qt.ui.cardnames import FRENCH, ITALIAN, card_name

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


# (f) switching at run time -----------------------------------------------------------------


def _menu_texts(window: QWidget) -> list[str]:
    bar = window.menuBar()  # type: ignore[attr-defined]
    texts = []
    for action in bar.actions():
        texts.append(action.text())
        menu = action.menu()
        if menu is not None:
            texts += [a.text() for a in menu.actions() if not a.isSeparator()]
    return texts


def _table_texts(window: QWidget) -> list[str]:
    scene = window.scene  # type: ignore[attr-defined]
    return [plate.detail for plate in scene.plates]


def test_the_main_window_and_the_table_follow_a_switch(
    qtbot, window, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    start_human_match(window)
    qtbot.waitUntil(lambda: window.controller.is_human_turn(), timeout=20_000)
    english_menus = _menu_texts(window)
    english_table = _table_texts(window)
    assert window.menu_game.title() == "&Game"
    assert english_table[0] == "Points: 0"

    for lang in TRANSLATED:
        settings.set("general/language", lang)
        game_menu = tr("MainWindow", "&Game")
        assert game_menu != "&Game"
        qtbot.waitUntil(lambda g=game_menu: window.menu_game.title() == g)
        # The seat plates drawn on the table: every one says its points in the new language.
        table = _table_texts(window)
        assert all(new != old for new, old in zip(table, english_table, strict=True)), table
        assert table[0] == tr("Table", "Points: %1").replace("%1", "0")
        texts = _menu_texts(window)
        changed = [new for new, old in zip(texts, english_menus, strict=True) if new != old]
        # Every menu entry changes (Italian keeps "File").
        assert len(changed) >= len(texts) - 1, (lang, texts)
        assert window.view.accessibleName() == tr("MainWindow", "Card table")
    settings.set("general/language", "en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game")
    assert _menu_texts(window) == english_menus
    assert _table_texts(window) == english_table


def _visible_texts(widget: QWidget) -> list[str]:
    texts = [widget.windowTitle()] if widget.windowTitle() else []
    for label in widget.findChildren(QLabel):
        if label.text():
            texts.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.text():
            texts.append(button.text())
    return texts


def _settings_widget(settings: Settings) -> QWidget:
    """The settings dialog when the UI has one, else its pages side by side."""
    try:
        from ciapano_qt.ui.settingsdialog import SettingsDialog  # type: ignore[import-not-found]
    except ImportError:
        from PySide6.QtWidgets import QVBoxLayout

        from ciapano_qt.ui.settingspages import MatchPage, PlayersPage, TablePage

        box = QWidget()
        layout = QVBoxLayout(box)
        for page in (MatchPage(), PlayersPage(), TablePage()):
            page.load(settings)
            layout.addWidget(page)
        return box
    return SettingsDialog(settings)


def test_the_settings_speak_the_chosen_language(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    english = _settings_widget(settings)
    qtbot.addWidget(english)
    english_texts = _visible_texts(english)
    assert any("Variant" in t for t in english_texts)
    for lang, word in (("it", "Variante"), ("de", "Variante"), ("fr", "Variante"), ("es", "Rival")):
        settings.set("general/language", lang)
        widget = _settings_widget(settings)
        qtbot.addWidget(widget)
        texts = _visible_texts(widget)
        assert any(word in t for t in texts), (lang, texts)
        same = [t for t in texts if t in english_texts and t not in ("", "&Cappotto:")]
        assert len(same) <= len(texts) // 5, (lang, same)


# The tool's source preparation -----------------------------------------------------------


def test_helpers_aliases_counts_and_fstrings_are_written_out_for_lupdate() -> None:
    source = '''from PySide6.QtCore import QCoreApplication

_CTX = "Table"


def _t(text: str, n: int = -1) -> str:
    """A helper."""
    return QCoreApplication.translate(_CTX, text, None, n)


class Dialog:
    def texts(self, count, total):
        t = QCoreApplication.translate
        return [
            _t("Stock: %n", count),
            _t("Out"),
            _t("D", -1),
            t("About", "Version %1"),
            QCoreApplication.translate("Format", "%n and more", None, len(total)),
            f"<b>{self.tr('Totals')}:</b> {total}",
            _t(total),
        ]
'''
    problems: list[str] = []
    out = tool.expand_helpers(source, problems, "x.py")
    assert 'QCoreApplication.translate("Table", "Stock: %n", "", 1)' in out
    assert 'QCoreApplication.translate("Table", "Out")' in out
    assert 'QCoreApplication.translate("Table", "D")' in out
    assert 'QCoreApplication.translate("About", "Version %1")' in out
    assert 'QCoreApplication.translate("Format", "%n and more", "", 1)' in out
    assert out.rstrip().endswith('QCoreApplication.translate("Dialog", "Totals")')
    # Line numbers are kept (the f-string's call is added after the last line).
    lines = source.splitlines()
    stock = next(i for i, line in enumerate(lines) if "Stock" in line)
    assert out.splitlines()[stock].strip() == (
        'QCoreApplication.translate("Table", "Stock: %n", "", 1),'
    )
    bad = next(i for i, line in enumerate(lines) if "_t(total)" in line) + 1
    assert problems == [f"x.py:{bad}: a translation call without literal texts is not extracted"]


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


def test_an_open_settings_dialog_retranslates(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.settingsdialog import SettingsDialog

    language.attach(settings)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(2)
    english = _visible_texts(dialog)
    assert any("Variant" in t for t in english) or dialog.list.item(0).text() == "Match"
    first = dialog.list.item(0).text()
    settings.set("general/language", "it")  # as Apply does from this very dialog
    qtbot.waitUntil(lambda: dialog.list.item(0).text() != first)
    assert dialog.windowTitle() != "Settings"
    assert dialog.list.currentRow() == 2  # the page the player was on
    italian = _visible_texts(dialog)
    same = [t for t in italian if t in english and t not in ("", "&Cappotto:")]
    assert len(same) <= len(italian) // 5, same


def test_an_open_new_match_dialog_retranslates(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.newmatch import NewMatchDialog

    language.attach(settings)
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    title, start, change = dialog.windowTitle(), dialog.start.text(), dialog.change.text()
    settings.set("general/language", "de")
    qtbot.waitUntil(lambda: dialog.windowTitle() != title)
    assert dialog.start.text() != start and dialog.change.text() != change


def test_an_open_hand_summary_is_rebuilt_in_the_new_language(
    qtbot, window, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.engine import Rules, Seat

    i18n.install(settings)
    seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "random") for i in (1, 2, 3)]
    window.controller.new_match(Rules(), seats, seed=5)
    c = window.controller
    while window.summary is None:  # play the human's cards until the hand is scored
        qtbot.waitUntil(lambda: c.is_human_turn() or window.summary is not None, timeout=30_000)
        if window.summary is None:
            c.play_human(c.human_view().legal_moves[0])
    old, title = window.summary, window.summary.windowTitle()
    settings.set("general/language", "it")
    qtbot.waitUntil(lambda: window.summary is not old and window.summary is not None)
    assert window.summary.isVisible() and window.summary.windowTitle() != title
    settings.set("general/language", "en")
