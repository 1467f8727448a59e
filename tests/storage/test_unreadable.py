"""An autosave the program may not read is never written over (issue 21, item 2). CI runs as
root, so the child that may not read it runs as nobody."""

from __future__ import annotations

import os

import pytest

from ciapano_qt.storage.saves import AutosaveStore, record_text

from .helpers import RULES, partial_match
from .nobody import give_away, run_unprivileged, shared_folder

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")

CHILD = """
from ciapano_qt.storage.saves import AutosaveStore
from tests.storage.helpers import RULES, partial_match
store = AutosaveStore({folder!r})
result = store.load()
print(result.status, result.code, result.kept_as.name if result.kept_as else "-")
try:
    store.save(partial_match(RULES[0], 8, 1), {{"human": 0}})  # the new match's first card
    print("saved")
except OSError as e:
    print("refused", e.errno)
"""


def _unreadable_autosave(folder):  # type: ignore[no-untyped-def]
    store = AutosaveStore(folder)
    old = record_text(partial_match(RULES[2], 4, 23), {"human": 0})
    store.path.write_text(old, encoding="utf-8")
    give_away(store.path)
    store.path.chmod(0)
    return store, old


def test_an_unreadable_autosave_is_moved_aside_before_a_new_match_is_saved():
    with shared_folder() as folder:
        store, old = _unreadable_autosave(folder)
        child = run_unprivileged(CHILD.format(folder=str(folder)), folder)
        assert child.returncode == 0, child.stderr
        status_line, saved = child.stdout.splitlines()
        status, code, kept = status_line.split()
        assert (status, code, saved) == ("refused", "storage.unreadable", "saved")
        assert kept.startswith("autosave.unreadable-")
        assert (folder / kept).read_text(encoding="utf-8") == old  # the old match, intact
        assert store.path.read_text(encoding="utf-8") != old  # the new match beside it


def test_an_unreadable_autosave_that_cannot_move_is_not_written_over():
    with shared_folder() as folder:
        store, old = _unreadable_autosave(folder)
        folder.chmod(0o555)
        try:
            child = run_unprivileged(CHILD.format(folder=str(folder)), folder)
        finally:
            folder.chmod(0o755)
        assert child.returncode == 0, child.stderr
        status_line, saved = child.stdout.splitlines()
        assert status_line.split() == ["refused", "storage.unreadable", "-"]
        assert saved.split()[0] == "refused"
        store.path.chmod(0o644)
        assert store.path.read_text(encoding="utf-8") == old
