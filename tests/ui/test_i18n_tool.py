"""The translations are current: the ``.ts`` files hold every string of the sources, the
``.qm`` files are compiled from them, the package and the help find theirs; and the tool's
source preparation writes every translation call out for lupdate.

The freshness checks run ``tools/i18n.py``'s own ``update`` and ``release`` into a temporary
folder (so they need ``pyside6-lupdate`` and ``pyside6-lrelease``, which come with
PySide6-Essentials).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ciapano_qt.ui.app import i18n
from tools import i18n as tool
from tools import i18n_calls

from .i18n_helpers import LANGUAGES, Entry, catalogue, keys, read_ts

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
    from ciapano_qt.ui.app.help import rules_file

    for lang in LANGUAGES:
        path = rules_file(lang)
        assert path is not None and path.name == f"rules_{lang}.md"
        assert path.read_text(encoding="utf-8").startswith("#")


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
    out = i18n_calls.expand_helpers(source, problems, "x.py")
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
