"""Quitting keeps the match (issue 17, item 2): no "Abandon the match?" question on close, the
autosave holds the match and the next start resumes it; "New match" is what abandons.

Every test keeps its app data and its settings in ``tmp_path``.
"""

from __future__ import annotations

import json
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
    play_human_cards(qtbot, window.session, 1)  # before any card nothing is lost: no question
    asked: list[str] = []

    def answer_no(parent: object, title: str, text: str, *rest: object) -> object:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer_no))
    window.new_match_dialog()
    assert asked == ["Abandon the match?"]
    assert window.session.in_progress


# When the autosave failed, quitting would lose the match: the player is asked -------------


def _failing_window(qtbot, make_window, tmp_path: Path, background: bool = False):  # type: ignore[no-untyped-def]
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the app-data folder should be")
    win = make_window()
    install_persistence(win, blocked, background=background)
    c = win.session
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=3)
    play_human_cards(qtbot, c, 1)
    qtbot.waitUntil(c.is_human_turn, timeout=20_000)
    assert win.persistence.unsaved  # the OS's reason, e.g. "Not a directory"
    if win.persistence.message_box is not None:
        win.persistence.message_box.close()  # the one warning while playing
    return win, blocked


@pytest.mark.parametrize("background", [False, True], ids=["in place", "writer thread"])
def test_cancel_keeps_the_window_open_and_quit_loses_the_match(
    qtbot, make_window, tmp_path: Path, background: bool
) -> None:  # type: ignore[no-untyped-def]
    win, _ = _failing_window(qtbot, make_window, tmp_path, background)
    answers = ["cancel", "quit"]
    asked: list[str] = []

    def ask(detail: str) -> str:
        asked.append(detail)
        return answers.pop(0)

    win.persistence.ask_unsaved_quit = ask
    assert not win.close()  # Cancel: the window and the match stay
    assert win.isVisible() and win.session.in_progress
    assert asked == [win.persistence.unsaved]
    assert win.close()  # "Quit and lose it"
    assert len(asked) == 2


def test_export_on_quit_writes_the_match_then_closes(qtbot, make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win, _ = _failing_window(qtbot, make_window, tmp_path)
    p = win.persistence
    p.ask_unsaved_quit = lambda detail: "export"
    target = tmp_path / "kept.json"
    p.ask_save_path = lambda suggested: ""  # the file dialog cancelled: stay
    assert not win.close() and win.isVisible()
    p.ask_save_path = lambda suggested: str(target)
    record = to_record(win.session.match)
    assert win.close()
    assert json.loads(target.read_text())["hands"] == record["hands"]


@pytest.mark.parametrize("background", [False, True], ids=["in place", "writer thread"])
def test_a_later_good_save_asks_nothing_again(
    qtbot, make_window, tmp_path: Path, background: bool
) -> None:  # type: ignore[no-untyped-def]
    win, blocked = _failing_window(qtbot, make_window, tmp_path, background)
    blocked.unlink()  # the folder can be made now: the next card is saved
    c = win.session
    c.play_human(c.human_view().legal_moves[0])  # closing at once: the write's answer may wait
    win.persistence.ask_unsaved_quit = lambda detail: pytest.fail("asked although saved")
    assert win.close()
    assert (blocked / "autosave.json").exists()
