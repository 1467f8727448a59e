"""Start-up (issue 5): what the first paint does not load, and that it all works afterwards.

The app is started in a fresh interpreter as a user starts it (``app.main`` resuming an
autosave where it is the human's turn, offscreen, its folders in ``tmp_path``). At the first
paint of the table the AI, the dialogs and the other windows are not loaded yet and the
garbage collector waits; afterwards the menus hold every entry and each window still opens.
"""

from __future__ import annotations

import json
import os
import random
import runpy
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.session.persistence import install_persistence

ROOT = Path(__file__).resolve().parents[2]

# Run in the child: the app as a user starts it, looked at during and after its first paint.
CHILD = r"""
import gc, json, sys
from ciapano_qt.ui.app import startup as app

found = {}

def ready(window):
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and "paint" not in found:
                from PySide6 import QtCore, QtGui, QtWidgets

                found["paint"] = {
                    "modules": sorted(
                        m for m in sys.modules
                        if m.startswith(
                            ("ciapano_qt", "logging", "hashlib", "secrets", "queue", "websockets")
                        )
                    ),
                    "classes": sorted(
                        vars(QtCore).keys() | vars(QtGui).keys() | vars(QtWidgets).keys()
                    ),
                    "gc": gc.isenabled(),
                    "cards": len(window.scene.human_cards()),
                }
                QTimer.singleShot(50, after)
            return False

    def after():
        window.persistence.flush()
        from ciapano_qt.storage.logs import log_path

        actions = [a.text() for a in window.menus.game.actions() if not a.isSeparator()]
        from ciapano_qt.ui.app import collector

        found["after"] = {
            "gc": gc.isenabled(),
            "collector": collector.active(),
            "menus": [a.text() for a in window.menuBar().actions()],
            "game": actions,
            "help": [a.text() for a in window.menus.help.actions()],
            "icon": not window.windowIcon().isNull(),
            "status": window.status.text(),
            "log": log_path().read_text(encoding="utf-8") if log_path() else "",
        }
        print(json.dumps(found))
        sys.stdout.flush()
        window.session.abandon()
        window.close()
        QCoreApplication.quit()

    window._watch = Watch(window.view.viewport())
    window.view.viewport().installEventFilter(window._watch)

app.main([sys.argv[0]], ready=ready)
"""

# Loaded later, when the player opens them (or a computer moves): never for the first paint.
LATER = (
    "logging.handlers",  # the log file opens once the table is painted
    "hashlib",  # OpenSSL: the card cache names files by zlib checksums
    "secrets",  # the autosave's temporary names come from os.urandom
    "queue",  # the card cache's writer starts with the first file to write
    "ciapano_qt.ai",
    "ciapano_qt.storage.stats",
    "ciapano_qt.ui.app.help",
    "ciapano_qt.ui.dialogs",
    "ciapano_qt.ui.models.scoresheet",
    "ciapano_qt.net",  # network play loads when the player hosts or joins a table
    "ciapano_qt.net.club",  # a club's lobby (Play online…), its links and its book of clubs
    "websockets",  # a club's connection
    "ciapano_qt.ui.remote",  # remote play, local or online
    "ciapano_qt.ui.remote.session",
    "PySide6.QtNetwork",
    "ciapano_qt.ui.windows",  # the main window's other windows, at the first opened
    "ciapano_qt.ui.matchflow",  # new match, the hand summary, the pass screen
    "ciapano_qt.ui.table.fitted",  # the banner, made with its first text
    "ciapano_qt.ui.session.computers",  # at the first computer move, hint or forced card
    "ciapano_qt.ui.session.counting",  # when a match ends
    "ciapano_qt.ui.session.fileactions",  # the File entries, once the table is painted
)
# The controller's client of the search levels' helper process (no player in it) and its package.
EARLY = ("ciapano_qt.ai", "ciapano_qt.ai.thinker")
# PySide makes a class (and its enums) at its first use: these wait for their first use too.
LATER_CLASSES = ("QAccessible", "QFileDialog", "QIcon", "QMessageBox", "QPropertyAnimation")


# Run in the child first: the settings and the autosave where the app looks for them (the
# start-up benchmark's own set-up; arguments: the language and the three computers' levels).
PREPARE = runpy.run_path(str(ROOT / "tools" / "startup_programs.py"))["PREPARE"]


def start_app(tmp_path: Path, language: str = "it", levels: str = "medium,expert,easy") -> dict:  # type: ignore[type-arg]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())

    def run(code: str, *args: str) -> str:
        result = subprocess.run(
            [sys.executable, "-c", code, *args],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout

    run(PREPARE, language, levels)
    lines = [line for line in run(CHILD).splitlines() if line.startswith("{")]
    assert lines
    return json.loads(lines[-1])  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    return start_app(tmp_path_factory.mktemp("startup"))


def test_the_first_paint_shows_the_resumed_hand_without_loading_the_rest(started) -> None:  # type: ignore[no-untyped-def]
    paint = started["paint"]
    assert paint["cards"] == 8  # the human's cards of the resumed hand
    loaded = [m for m in paint["modules"] if m.startswith(LATER) and m not in EARLY]
    assert loaded == []
    assert [c for c in LATER_CLASSES if c in paint["classes"]] == []
    assert "ciapano_qt.ui.table.scene" in paint["modules"]


def test_garbage_is_collected_again_once_the_table_is_painted(started) -> None:  # type: ignore[no-untyped-def]
    assert started["paint"]["gc"] is False
    # after it the GUI thread collects (ui/app/collector.py), Python's own collector stays off
    assert started["after"]["gc"] is False
    assert started["after"]["collector"] is True


def test_after_the_first_paint_the_window_is_complete(started) -> None:  # type: ignore[no-untyped-def]
    after = started["after"]
    assert after["menus"] == ["&Partita", "&Aiuto"]  # in the language chosen before
    assert after["game"] == [
        "&Nuova partita…",
        "Partita &dimostrativa",
        "Interrompi la di&mostrazione",
        "&Apri partita…",
        "Es&porta partita…",
        "Ospita un tavo&lo…",
        "Unisciti a un ta&volo…",
        "Gioca in un clu&b online…",
        "Annulla &carta",
        "&Ripeti carta",
        "Su&ggerimento",
        "&Finisci la mano per me",
        "&Ultima presa",
        "&Segnapunti",
        "Stat&istiche…",
        "C&ontacarte",
        "Impos&tazioni…",
        "Sc&hermo intero",
        "&Esci",
    ]
    assert after["help"] == ["&Regole", "Partita &guidata…", "&Informazioni su Ciapanò"]
    assert after["icon"]
    assert after["status"] == "Tocca a te: rispondi a cuori."
    # What was logged before the log file opened is in it, in order.
    log = after["log"]
    assert log.index("crash handler installed") < log.index("resuming a match at hand 1")


# The levels of a resumed match are checked once the table is painted -----------------------


def saved_match(folder: Path, to_move: int) -> None:
    """An autosave with seat 1 of a level this version does not know, ``to_move`` to play."""
    seats = [Seat("You", "human", None), Seat("Odd", "ai", "godlike"), Seat("Ann", "ai", "easy")]
    match = Match(Rules(players=3), seats)
    match.deal_hand(random.Random(3))
    state = match.hand
    while len(state.plays) < 3 or state.current != to_move or state.phase == 0:
        match.play(state.legal_moves()[0])
    AutosaveStore(folder).save(match, {"format": 1, "human": 0, "casual": True})


@pytest.fixture
def hidden_window(settings: Settings) -> Iterator[Any]:
    """A main window not shown yet (so not painted yet)."""
    from ciapano_qt.ui.mainwindow import MainWindow

    win = MainWindow(settings)
    yield win
    win.session.shutdown()
    win.session.abandon()  # closing asks nothing
    win.close()
    win.deleteLater()


def test_an_unknown_saved_level_plays_as_medium_from_the_first_paint(
    qtbot, hidden_window: Any, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    saved_match(tmp_path, to_move=0)
    win = hidden_window
    assert install_persistence(win, tmp_path)
    c = win.session
    assert c.match.seats[1].level == "godlike"  # the AI's table of levels is not loaded yet
    win.show()
    qtbot.waitUntil(lambda: c.match.seats[1].level == "medium", timeout=5000)
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    hands = len(c.match.hand.plays)
    c.play_human(c.human_view().legal_moves[0])
    qtbot.waitUntil(lambda: len(c.match.hand.plays) >= hands + 2, timeout=10_000)
    assert c._players[1].level == "medium"  # the seat's player follows its level


def test_an_unknown_saved_level_with_a_computer_to_move_is_checked_at_once(
    qtbot, hidden_window: Any, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    saved_match(tmp_path, to_move=1)
    win = hidden_window
    assert install_persistence(win, tmp_path)
    c = win.session
    assert c.match.seats[1].level == "medium"
    plays = len(c.match.hand.plays)
    win.show()
    qtbot.waitUntil(lambda: len(c.match.hand.plays) > plays, timeout=10_000)
    assert c._players[1].level == "medium"


# The log file opens once the table is painted --------------------------------------------


def test_a_held_back_log_keeps_the_early_records_and_opens_at_a_crash(tmp_path: Path) -> None:
    import logging

    from ciapano_qt.storage.logs import log_path, shutdown_logging
    from ciapano_qt.ui.app import crash

    shutdown_logging()
    handler = crash.install_crash_handler(tmp_path, log_later=True)
    try:
        logging.getLogger("ciapano_qt.test").info("before the first paint")
        assert log_path() is None and not (tmp_path / "ciapano.log").exists()
        try:
            raise KeyError("early")
        except KeyError:
            handler(*sys.exc_info())
        assert log_path() == tmp_path / "ciapano.log"
        text = log_path().read_text(encoding="utf-8")
        assert text.index("before the first paint") < text.index("uncaught exception")
        crash.start_log()  # once only: nothing is written twice
        assert log_path().read_text(encoding="utf-8").count("before the first paint") == 1
    finally:
        if handler.dialog is not None:
            handler.dialog.close()
        crash.uninstall_crash_handler()
        shutdown_logging()
