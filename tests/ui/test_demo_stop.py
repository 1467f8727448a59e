"""The demo says on the table that it is one and how to end it, and ends on Stop or Escape
(issue 36, 21): the table is left empty, and a match of one's own starts as before."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules

from .conftest import start_human_match


def _demo(qtbot: Any, window: Any) -> Any:
    window.start_demo()
    session = window.session
    assert session.demo and session.has_match
    bar = window.demo_bar
    assert bar is not None and bar.isVisible()
    assert bar.label.text() == "Demo: press Esc or click Stop to end it."
    assert bar.button.text() == "&Stop" and window.menus.act_stop_demo.isEnabled()
    # on the table, in its top left corner, whole
    assert bar.parentWidget() is window.view and window.view.rect().contains(bar.geometry())
    qtbot.waitUntil(lambda: len(session.match.hand.plays) > 0 if session.match.hand else True)
    return bar


def _ended(window: Any) -> None:
    session = window.session
    assert not session.demo and not session.has_match
    assert not window.demo_bar.isVisible() and window.summary is None
    assert not window.menus.act_stop_demo.isEnabled()
    assert window.status.text() == "The demo is over. Game, New match starts a match of your own."
    assert not [i for i in window.scene.items_by_card.values() if i.isVisible()]  # table empty


def test_stop_ends_the_demo(qtbot: Any, window: Any) -> None:
    bar = _demo(qtbot, window)
    bar.button.click()
    _ended(window)


def test_escape_ends_the_demo(qtbot: Any, window: Any) -> None:
    _demo(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    _ended(window)


def test_a_match_of_one_s_own_has_no_demo_label(qtbot: Any, window: Any) -> None:
    _demo(qtbot, window)
    start_human_match(window, Rules(players=4))
    assert not window.demo_bar.isVisible() and not window.menus.act_stop_demo.isEnabled()
    session = window.session
    qtbot.waitUntil(session.is_human_turn, timeout=30_000)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # its entry disabled: Escape does nothing
    window.stop_demo()  # and the entry point itself leaves a real match alone
    assert session.has_match and not session.demo
