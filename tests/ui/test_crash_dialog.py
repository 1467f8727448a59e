"""The crash dialog: an uncaught error is logged, shown once and the match kept; the hook
never loops, re-entry only logs, and an error in another thread is shown in the GUI thread.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.engine import Rules
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.logs import log_path, shutdown_logging
from ciapano_qt.ui.session.persistence import install_persistence, progress

from .persistence_helpers import level_seats, play_human_cards, saved_record


@pytest.fixture
def crash_handler(data: Path) -> Iterator[Any]:
    from ciapano_qt.ui.app.crash import install_crash_handler, uninstall_crash_handler

    handler = install_crash_handler(data)
    yield handler
    if handler.dialog is not None:
        handler.dialog.close()
    uninstall_crash_handler()
    shutdown_logging()


@pytest.mark.qt_no_exception_capture
def test_crash_hook_logs_shows_the_dialog_and_keeps_the_match(
    qtbot, make_window, data: Path, crash_handler
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    c = win.session
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=1)
    play_human_cards(qtbot, c, 2)
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    match, record = c.match, to_record(c.match)

    def broken() -> None:
        raise RuntimeError("a bug in a slot")

    assert sys.excepthook is crash_handler
    QTimer.singleShot(0, broken)
    qtbot.waitUntil(lambda: crash_handler.dialog is not None and crash_handler.dialog.isVisible())
    box = crash_handler.dialog
    assert "RuntimeError: a bug in a slot" in box.text()
    assert str(log_path()) in box.text() and log_path().parent == data
    assert "match is kept" in box.text()
    assert not box.isModal()
    text = log_path().read_text(encoding="utf-8")
    assert "CRITICAL" in text and "a bug in a slot" in text and "Traceback" in text
    # The match is kept: on the table and in the autosave, and the game goes on.
    assert c.match is match and to_record(c.match) == record
    assert saved_record(data) == record
    QTimer.singleShot(0, broken)  # a second error while the dialog is open: no second dialog
    qtbot.waitUntil(lambda: crash_handler.errors == 2)
    assert crash_handler.shown == 1 and crash_handler.dialog is box
    play_human_cards(qtbot, c, 1)
    assert progress(c.match)[1] > progress(match)[1] - 1


def test_crash_hook_never_loops_when_the_dialog_fails(
    qtbot, data: Path, crash_handler, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6 import QtWidgets

    calls: list[int] = []

    class FailingBox:
        Icon = QMessageBox.Icon
        StandardButton = QMessageBox.StandardButton

        def __init__(self, *args: object) -> None:
            calls.append(1)
            raise ValueError("the dialog cannot be built")

    monkeypatch.setattr(QtWidgets, "QMessageBox", FailingBox)  # crash.py loads it when needed
    for _ in range(4):
        try:
            raise KeyError("first")
        except KeyError:
            crash_handler(*sys.exc_info())
    assert calls == [1]  # tried once, then only logged
    assert crash_handler.errors == 4
    text = log_path().read_text(encoding="utf-8")
    assert "the crash dialog failed" in text and text.count("uncaught exception") == 4


def test_crash_hook_reentry_only_logs(qtbot, data: Path, crash_handler, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    inner: list[int] = []

    def show_raising(kind, value, tb):  # type: ignore[no-untyped-def]
        inner.append(1)
        try:
            raise OSError("while showing")
        except OSError:
            crash_handler(*sys.exc_info())  # what a failing slot during the dialog would do

    monkeypatch.setattr(crash_handler, "_show", show_raising)
    try:
        raise RuntimeError("outer")
    except RuntimeError:
        crash_handler(*sys.exc_info())
    assert inner == [1] and crash_handler.errors == 2


def test_crash_in_another_thread_shows_the_dialog_in_the_gui_thread(
    qtbot, data: Path, crash_handler
) -> None:  # type: ignore[no-untyped-def]
    import threading

    def worker() -> None:
        try:
            raise LookupError("in a worker")
        except LookupError:
            crash_handler(*sys.exc_info())  # what PySide does for a failing QRunnable.run

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: crash_handler.dialog is not None and crash_handler.dialog.isVisible())
    assert "LookupError: in a worker" in crash_handler.dialog.text()
    assert crash_handler.errors == 1
    assert log_path().read_text(encoding="utf-8").count("uncaught exception") == 1
