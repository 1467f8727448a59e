"""The hand summary and the coach's review beside it are not dismissed by a stray Enter
(issue 36, 18): no button of theirs is pressed by Enter; a click, Space on the focused
button or its Alt letter goes on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ..ai.blunders import DUCK_TRICKS, match_of
from .persistence_helpers import play_to_summary


def _summary(qtbot: Any, window: Any, data: Any) -> Any:
    summary = play_to_summary(qtbot, window, data, match_of(DUCK_TRICKS, upto=36))  # one card each
    summary.activateWindow()
    return summary


def test_a_stray_enter_does_not_dismiss_the_summary(qtbot: Any, window: Any, data: Any) -> None:
    summary = _summary(qtbot, window, data)
    dealt = window.session.hands_dealt
    assert summary.focusWidget() is summary.primary  # "Next hand", for Space or a reader
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(summary.primary, key)
        qtbot.keyClick(summary, key)
        qtbot.keyClick(summary.table, key)
    assert window.summary is summary and summary.isVisible()
    assert window.session.hands_dealt == dealt
    qtbot.keyClick(summary.primary, Qt.Key.Key_Space)  # a deliberate key goes on
    assert window.summary is None and window.session.hands_dealt == dealt + 1


def test_a_stray_enter_does_not_close_the_review(qtbot: Any, window: Any, data: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    window.review_worlds = 4
    summary = _summary(qtbot, window, data)
    summary.review_button.click()
    review = window.review
    assert review is not None and review.isVisible()
    qtbot.waitUntil(lambda: not review.job.running, timeout=60_000)
    for widget in [review, review.table, *review.findChildren(QPushButton)]:
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            qtbot.keyClick(widget, key)
    assert review.isVisible() and window.summary is summary and summary.isVisible()
    review.close()
