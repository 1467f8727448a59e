"""A match that ends while the disk is full (issue 36, item 9): it is kept in memory and
counted once there is room (at the next save, or by the retry timer), and no later start
resumes the hands before its end. The full disk is an ``ENOSPC`` injected in the atomic
writer (``storage.atomic._write_all``), not a mounted file system."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from ciapano_qt.engine import Rules
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage import atomic
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.session.persistence import install_persistence

from .persistence_helpers import level_seats, saved_record


def _full(fd: int, data: bytes) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def _finish_on_a_full_disk(qtbot, win, monkeypatch) -> list[bool]:  # type: ignore[no-untyped-def]
    """Play a match to its end; the disk is full from the end of its first hand."""
    c = win.session
    counted: list[bool] = []
    win.persistence.matchCounted.connect(lambda: counted.append(True))
    c.new_match(Rules.busca(target=3), level_seats(["random"] * 3), seed=21)
    full = False
    while not c.match.finished:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=20_000)
        if c.match.hand is None and not c.match.finished:
            win.persistence.flush()
            if not full:
                monkeypatch.setattr(atomic, "_write_all", _full)
                full = True
            win.close_summary()
            c.next_hand()
        elif c.match.hand is not None:
            c.play_human(c.human_view().legal_moves[0])
    assert full and len(c.match.hands) > 1  # the disk filled before the end
    win.persistence.flush()
    return counted


def test_a_match_finished_on_a_full_disk_is_counted_at_the_next_save(
    qtbot, make_window, data: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    c = win.session
    counted = _finish_on_a_full_disk(qtbot, win, monkeypatch)
    finished = c.match
    assert counted == [] and StatsStore(data).load().stats.variants["busca"].played == 0
    assert len(saved_record(data)["hands"]) < len(finished.hands)  # the autosave is behind
    monkeypatch.undo()  # room again
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=4)
    win.persistence.flush()
    assert counted == [True]
    stats = StatsStore(data).load().stats.variants["busca"]
    assert stats.played == 1 and stats.hands == len(finished.hands)
    assert saved_record(data)["rules"]["variant"] == "classic"  # the new match's autosave


def test_the_kept_match_is_counted_by_the_retry_and_its_old_autosave_removed(
    qtbot, make_window, data: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    counted = _finish_on_a_full_disk(qtbot, win, monkeypatch)
    record = to_record(win.session.match)
    pending = win.persistence.pending
    assert pending is not None and pending.match is win.session.match
    assert pending.timer.isActive()
    assert not pending.retry() and counted == []  # still full: it waits
    monkeypatch.undo()
    pending.timer.setInterval(10)  # the retry's own timer, not a call from the test
    qtbot.waitUntil(lambda: counted == [True], timeout=20_000)
    assert not (data / "autosave.json").exists()  # no start resumes the hands before the end
    assert not pending.timer.isActive() and pending.match is None
    assert StatsStore(data).load().stats.variants["busca"].hands == len(record["hands"])
    assert win.persistence.may_quit()


@pytest.mark.parametrize("answer", ["quit", "cancel"])
def test_quitting_with_the_match_still_uncounted_asks_first(
    qtbot, make_window, data: Path, monkeypatch, answer: str
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    _finish_on_a_full_disk(qtbot, win, monkeypatch)
    asked: list[str] = []
    win.persistence.ask_unsaved_quit = lambda detail: asked.append(detail) or answer
    assert win.persistence.may_quit() is (answer == "quit")
    assert asked == ["No space left on device"]
    # Quitting without it: the old autosave (hands before the end) goes too.
    assert (data / "autosave.json").exists() is (answer == "cancel")
