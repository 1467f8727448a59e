"""A monkey at the main window: thousands of random clicks and keys during matches, at instant
speed, with the autosave on. No exception may escape and no Qt warning may be printed
(``qt_log_level_fail = WARNING``); the autosave must always hold the match on the table.

Modal dialogs (last trick, score sheet, settings, rules, new match, questions) are opened by
some keys; a watchdog timer closes them from inside their own event loop, so the monkey never
blocks. File dialogs are replaced by fixed answers.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.session.persistence import install_persistence

ACTIONS = 2000
RULES = [
    Rules(target=11),
    Rules(players=2, target=11),
    Rules(players=3, target=11),
    Rules(players=3, target=11, three_player_method="monte"),
    Rules(players=5, target=11),
    Rules.busca(target=3),
]
PLAIN_KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Home,
    Qt.Key.Key_Tab,
    Qt.Key.Key_A,
    Qt.Key.Key_1,
]
SHORTCUTS = [  # (key, modifier): undo, hint, last trick, score sheet, export, open, new, full
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_L, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_S, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier),
]


@pytest.mark.qt_no_exception_capture
def test_monkey_clicks_and_keys(qtbot, tmp_path: Path, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.mainwindow import MainWindow

    errors: list[str] = []
    previous_hook = sys.excepthook

    def record(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        import traceback

        errors.append("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = record
    rng = random.Random(20261129)
    data = tmp_path / "appdata"
    win = MainWindow(settings)
    win.resize(1024, 768)
    win.show()
    qtbot.waitExposed(win)
    install_persistence(win, data)
    p = win.persistence
    export_to = tmp_path / "exported.json"
    p.ask_save_path = lambda suggested: str(export_to)
    p.ask_open_path = lambda: str(export_to) if rng.random() < 0.5 else ""
    p.ask_yes_no = lambda title, text: rng.random() < 0.5
    c = win.session
    closed = {"modal": 0}

    def watchdog() -> None:
        """Close whatever modal dialog is open (accepting a new match now and then)."""
        modal = QApplication.activeModalWidget()
        if modal is None:
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QMessageBox) and widget.isVisible():
                    widget.close()
            return
        closed["modal"] += 1
        if isinstance(modal, QDialog):
            if type(modal).__name__ == "NewMatchDialog" and rng.random() < 0.5:
                modal.accept()
            else:
                modal.reject()
        else:
            modal.close()

    timer = QTimer()
    timer.setInterval(15)
    timer.timeout.connect(watchdog)
    timer.start()

    def new_match() -> None:
        rules = rng.choice(RULES)
        seats = [Seat("You", "human", None)] + [
            Seat(f"AI {i}", "ai", rng.choice(("random", "easy"))) for i in range(1, rules.players)
        ]
        c.new_match(rules, seats, seed=rng.getrandbits(32))

    cards = {"human": 0, "all": 0}

    def count(events: list[object]) -> None:
        for event in events:
            if type(event).__name__ in ("CardPlayed", "CardDiscarded"):
                cards["all"] += 1
                if getattr(event, "seat", None) == c.human:
                    cards["human"] += 1

    c.eventsApplied.connect(count)
    hands: list[int] = []
    c.handFinished.connect(hands.append)
    view = win.view
    matches = 0
    try:
        new_match()
        for step in range(ACTIONS):
            if c.match is None or c.match.finished:
                win.close_summary()
                new_match()
                matches += 1
            roll = rng.random()
            if roll < 0.45:
                size = view.viewport().size()
                point = QPoint(rng.randrange(size.width()), rng.randrange(size.height()))
                button = (
                    Qt.MouseButton.LeftButton if rng.random() < 0.9 else Qt.MouseButton.RightButton
                )
                if rng.random() < 0.1:
                    QTest.mouseDClick(
                        view.viewport(), button, Qt.KeyboardModifier.NoModifier, point
                    )
                else:
                    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, point)
            elif roll < 0.8:
                QTest.keyClick(view, rng.choice(PLAIN_KEYS))
            elif roll < 0.9:
                key, modifier = rng.choice(SHORTCUTS)
                win.activateWindow()  # window shortcuts need the active window
                QTest.keyClick(view, key, modifier)
            elif roll < 0.93 and win.summary is not None and win.summary.isVisible():
                QTest.keyClick(win.summary, rng.choice(PLAIN_KEYS))
            elif win.summary is not None and win.summary.isVisible():
                win.summary.primary.click()  # "Next hand" (or "New match…")
            elif c.is_human_turn() and rng.random() < 0.5:
                c.play_human(c.human_view().legal_moves[0])
            qtbot.wait(1 if step % 10 else 5)
            assert not errors, errors[0]
            if step % 250 == 0 and c.match is not None and not c.match.finished:
                saved = AutosaveStore(data).load()
                assert saved.ok and to_record(saved.match) == to_record(c.match)
    finally:
        timer.stop()
        sys.excepthook = previous_hook
        c.shutdown()
        c.abandon()
        win.close_summary()
        if p.replay is not None:
            p.replay.close()
        win.close()
        win.deleteLater()
    assert not errors, errors[0]
    print(f"monkey: {ACTIONS} actions, {len(hands)} hands and {matches} matches finished")
    print(f"monkey: {cards['all']} cards ({cards['human']} human), {closed['modal']} modals closed")
    assert len(hands) >= 3 and cards["human"] >= 50 and closed["modal"] >= 10
