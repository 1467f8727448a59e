"""Quitting keeps the match (issue 17, item 2): no "Abandon the match?" question on close, the
autosave holds the match and the next start resumes it; "New match" is what abandons.

Every test keeps its app data and its settings in ``tmp_path``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.engine import Rules
from ciapano_qt.engine.record import to_record
from ciapano_qt.ui.session.persistence import install_persistence

from .persistence_helpers import level_seats, play_human_cards


def _no_question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
    raise AssertionError(f"a question was asked: {args[1:3]}")


def test_quitting_a_match_asks_nothing_and_the_next_start_resumes_it(
    qtbot, make_window, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    install_persistence(first, data)
    c = first.session
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=3)
    play_human_cards(qtbot, c, 2)
    qtbot.waitUntil(c.is_human_turn, timeout=20_000)
    assert c.in_progress
    record = to_record(c.match)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(_no_question))
    assert first.close()  # the close event is accepted without a question
    assert not first.isVisible()

    second = make_window()
    assert install_persistence(second, data)
    assert to_record(second.session.match) == record


def test_new_match_still_asks_before_abandoning(
    qtbot, window, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from .conftest import start_human_match

    start_human_match(window, Rules(players=3))
    asked: list[str] = []

    def answer_no(parent: object, title: str, text: str, *rest: object) -> object:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer_no))
    window.new_match_dialog()
    assert asked == ["Abandon the match?"]
    assert window.session.in_progress
