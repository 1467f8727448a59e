"""Autosave: after every card, never for a demo, failed saves warn once and never block; a
finished match is counted and its autosave removed; the soak command.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.session.persistence import Persistence, install_persistence, progress
from ciapano_qt.ui.session.session import Session

from .conftest import start_human_match
from .persistence_helpers import LEVELS, level_seats, play_human_cards, saved_record


def test_autosave_after_every_card(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    assert not install_persistence(win, data)
    c = win.session
    checked: list[tuple[int, int]] = []
    wrong: list[str] = []

    def compare() -> None:  # connected after the persistence: the save is already written
        live = to_record(c.match)
        on_disk = saved_record(data)
        if on_disk != live:
            wrong.append(f"at {progress(c.match)}")
        checked.append(progress(c.match))

    c.recordChanged.connect(compare)
    c.new_match(Rules(), level_seats(LEVELS), seed=4)
    play_human_cards(qtbot, c, 6)
    assert not wrong
    # The deal and every card: each change of the record was saved, one card at a time.
    plays = [p for _, p in checked]
    assert plays[0] == 0 and plays == list(range(len(plays)))
    assert len(plays) >= 21
    app = AutosaveStore(data).load().app
    assert app["human"] == 0 and app["casual"] is True and app["demo"] is False


def test_demo_matches_are_not_autosaved_nor_counted(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    c = win.session
    c.new_match(
        Rules(players=3, target=11),
        [Seat(f"C{i}", "ai", "random") for i in range(3)],
        seed=2,
        demo=True,
    )
    qtbot.waitUntil(lambda: c.match.finished, timeout=60_000)
    assert not (data / "autosave.json").exists()
    assert StatsStore(data).load().stats.variants["classic"].played == 0


def test_failed_saves_warn_once_without_blocking(
    qtbot, make_window, tmp_path: Path, caplog
) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the app-data folder should be")
    win = make_window()
    install_persistence(win, blocked)
    p = win.persistence
    c = win.session
    with caplog.at_level(logging.ERROR):
        start_human_match(win, Rules(players=3), seed=3)
        play_human_cards(qtbot, c, 2)
    assert p.save_failures >= 3
    assert "autosave to" in caplog.text
    box = p.message_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert str(blocked) in box.text()
    first = box
    play_human_cards(qtbot, c, 1)
    assert p.message_box is first  # one warning, not one per card
    box.close()


def test_persistence_without_a_window_only_logs(qtbot, tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "file"
    blocked.write_text("x")
    c = Session()
    c.wait_for_table = False
    c.speed = "instant"
    p = Persistence(c, blocked)
    failures: list[str] = []
    p.saveFailed.connect(failures.append)
    with caplog.at_level(logging.ERROR):
        c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=1)
    assert failures and p.message_box is None
    (tmp_path / "damaged").mkdir()
    (tmp_path / "damaged" / "autosave.json").write_text("\x00\x01")
    q = Persistence(Session(), tmp_path / "damaged")
    assert not q.startup()  # no window: nothing shown, a new match may start
    c.shutdown()


# Whole matches: counted, autosave removed ---------------------------------------------------


def test_finished_human_match_is_counted_and_the_autosave_removed(
    qtbot, make_window, data: Path
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    c = win.session
    counted: list[bool] = []
    win.persistence.matchCounted.connect(lambda: counted.append(True))
    c.new_match(Rules.busca(target=3), level_seats(["random"] * 3), seed=21)
    while not c.match.finished:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=20_000)
        if c.match.hand is None and not c.match.finished:
            win.close_summary()
            c.next_hand()
        elif c.match.hand is not None:
            c.play_human(c.human_view().legal_moves[0])
    assert counted == [True]
    assert not (data / "autosave.json").exists()
    stats = StatsStore(data).load().stats.variants["busca"]
    assert stats.played == 1 and stats.hands == len(c.match.hands)
