"""Resume: at the exact card with the same levels and settings, with a computer to play,
between hands; an autosave refused, finished, or failing to resume is dealt with and the app
starts.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import logging
import os
import random
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.session.persistence import install_persistence, progress

from .persistence_helpers import LEVELS, level_seats, play_human_cards, play_until, saved_record


def _trick_now(match) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    st = match.hand
    out, seat = [], st.trick_leader
    for card in st.plays[len(st.plays) - st.trick_len :]:
        out.append((seat, card))
        seat = st.nxt[seat]
    return out


def test_resume_at_the_exact_card_with_levels_and_settings(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    install_persistence(first, data)
    c = first.session
    c.casual = False  # a match without undo and hints stays so when resumed
    c.new_match(Rules(), level_seats(LEVELS), seed=12)
    play_human_cards(qtbot, c, 5)
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20_000)
    record = to_record(c.match)
    assert c.match.hand.trick_len  # the computers have played: a trick is on the table
    c.shutdown()  # "the app stops" here

    second = make_window()
    second.settings.set("game/casual", True)  # the preference does not undo the saved one...
    assert install_persistence(second, data)
    r = second.session
    assert to_record(r.match) == record
    assert r.human == 0 and not r.demo and r.casual is False
    assert [s.level for s in r.match.seats] == [None, *LEVELS]
    assert set(r._players) == {1, 2, 3}
    qtbot.waitUntil(r.is_human_turn, timeout=10_000)
    # The table shows the trick in progress and the human's cards, as they were.
    scene = second.scene
    assert scene.placement.trick == _trick_now(r.match)
    for _seat, card in scene.placement.trick:
        assert scene.items_by_card[card].isVisible() and scene.items_by_card[card].face_up
    assert sorted(scene.human_cards()) == sorted(int(x) for x in r.human_view().hand_cards)
    assert scene.playable() == set(r.human_view().legal_moves)
    # And the match goes on from there, saved after every card.
    before = progress(r.match)[1]
    play_human_cards(qtbot, r, 2)
    assert progress(r.match)[1] > before
    assert saved_record(data) == to_record(r.match)


def test_resume_with_a_computer_to_play(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "easy"]), seed=5, stop_seat=1)
    AutosaveStore(data).save(match, {"human": 0, "casual": True})
    plays = progress(match)[1]
    win = make_window()
    assert install_persistence(win, data)
    c = win.session
    qtbot.waitUntil(lambda: progress(c.match)[1] > plays, timeout=10_000)
    assert to_record(c.match)["hands"][0]["deal"] == to_record(match)["hands"][0]["deal"]


def test_resume_between_hands_shows_the_summary(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    install_persistence(first, data)
    c = first.session
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=8)
    play_human_cards(qtbot, c, 40)
    qtbot.waitUntil(lambda: c.match.hand is None, timeout=20_000)
    c.shutdown()
    first.close_summary()
    second = make_window()
    assert install_persistence(second, data)
    qtbot.waitUntil(lambda: second.summary is not None, timeout=10_000)
    second.summary.primary.click()  # "Next hand"
    qtbot.waitUntil(lambda: len(second.session.match.hands) == 2, timeout=10_000)
    assert len(saved_record(data)["hands"]) == 2


def test_refused_autosave_is_kept_aside_and_the_app_starts(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=3, stop_seat=1)
    AutosaveStore(data).save(match, {"human": 0})
    text = (data / "autosave.json").read_text()
    cut = text.index(",\n", len(text) // 2) + 2  # the power went out half way through
    (data / "autosave.json").write_text(text[:cut])
    win = make_window()
    offered: list[bool] = []
    win.new_match_dialog = lambda: offered.append(True)
    assert install_persistence(win, data)  # the start is taken care of: a message first
    box = win.persistence.message_box
    assert box is not None and box.isVisible()
    kept = [p for p in data.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and not (data / "autosave.json").exists()
    assert str(kept[0]) in box.text()
    assert "cut short" in box.text()
    assert win.session.match is None and not offered
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: offered == [True])


def test_finished_autosave_is_counted_once_and_cleared(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(9))
    match.seats[0] = Seat("You", "human", None)
    AutosaveStore(data).save(match, {"human": 0})
    win = make_window()
    assert not install_persistence(win, data)  # nothing to resume: offer a new match
    assert not (data / "autosave.json").exists()
    assert StatsStore(data).load().stats.variants["classic"].played == 1


def test_an_autosave_that_cannot_be_resumed_is_kept_aside(
    qtbot, make_window, data: Path, caplog
) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=4, stop_seat=0)
    AutosaveStore(data).save(match, {"human": 0})
    win = make_window()

    def broken(match, app=None):  # type: ignore[no-untyped-def]
        raise RuntimeError("a bug in resume")

    win.session.resume = broken
    offered: list[bool] = []
    win.new_match_dialog = lambda: offered.append(True)
    with caplog.at_level(logging.ERROR):
        assert install_persistence(win, data)
    assert "cannot resume the autosave" in caplog.text
    kept = [p for p in data.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and not (data / "autosave.json").exists()
    box = win.persistence.message_box
    assert str(kept[0]) in box.text() and "a bug in resume" in box.text()
    assert win.session.match is None
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: offered == [True])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_the_autosave_s_place_is_said_to_be_replaced_and_is(
    qtbot, make_window, data: Path
) -> None:  # type: ignore[no-untyped-def]
    """Issue 36, item 7: a pipe holds no match; the next save replaces it, and the message
    says so (a folder, which no save replaces, is said to be left as it is)."""
    os.mkfifo(data / "autosave.json")
    win = make_window()
    win.new_match_dialog = lambda: None
    assert install_persistence(win, data)
    box = win.persistence.message_box
    assert "the next save replaces it" in box.text() and "left as it is" not in box.text()
    box.close()
    win.session.new_match(Rules(), level_seats(LEVELS), seed=5)
    qtbot.waitUntil(lambda: stat.S_ISREG(os.lstat(data / "autosave.json").st_mode))
    assert saved_record(data)["hands"]


def test_a_folder_in_the_autosave_s_place_is_said_to_be_left_as_it_is(
    qtbot, make_window, data: Path
) -> None:  # type: ignore[no-untyped-def]
    (data / "autosave.json").mkdir()
    win = make_window()
    win.new_match_dialog = lambda: None
    assert install_persistence(win, data)
    box = win.persistence.message_box
    assert "left as it is" in box.text() and "replaces" not in box.text()
    box.close()
    win.session.new_match(Rules(), level_seats(LEVELS), seed=5)
    win.persistence.flush()
    assert (data / "autosave.json").is_dir()
