"""Never lose a game: autosave after every card, resume at the exact card, refused autosaves,
export and open, replay, statistics, the crash dialog, and settings that fall back.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import logging
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.logs import log_path, shutdown_logging
from ciapano_qt.storage.saves import AutosaveStore, export_record
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.controller import GameController
from ciapano_qt.ui.persistence import Persistence, install_persistence, progress
from ciapano_qt.ui.replay import ReplayDialog, replay_steps
from ciapano_qt.ui.settings import Settings
from ciapano_qt.ui.statsdialog import StatsDialog

from .conftest import start_human_match

LEVELS = ["easy", "random", "medium"]


def level_seats(levels: list[str]) -> list[Seat]:
    return [Seat("You", "human", None)] + [
        Seat(f"AI {i}", "ai", level) for i, level in enumerate(levels, 1)
    ]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "appdata"
    folder.mkdir()
    return folder


@pytest.fixture
def make_window(qtbot, settings: Settings) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """Main windows sharing the test's settings (a second one is "the app started again")."""
    from ciapano_qt.ui.mainwindow import MainWindow

    made: list[Any] = []

    def make() -> Any:
        win = MainWindow(settings)
        win.resize(1024, 768)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    yield make
    for win in made:
        close_window(win)


def close_window(win: Any) -> None:
    """Close without the "Abandon the match?" question (the autosave keeps the match)."""
    win.controller.shutdown()
    win.controller.abandon()
    win._close_summary()
    win.close()
    win.deleteLater()


def play_human_cards(qtbot, c: GameController, n: int) -> None:  # type: ignore[no-untyped-def]
    """Play ``n`` cards for the human (the first legal one), letting the computers answer."""
    for _ in range(n):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=20_000)
        if c.match.hand is None:
            return
        assert c.play_human(c.human_view().legal_moves[0])


def saved_record(folder: Path) -> dict[str, Any]:
    result = AutosaveStore(folder).load()
    assert result.ok, result.message
    return to_record(result.match)


# Autosave -----------------------------------------------------------------------------------


def test_autosave_after_every_card(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    assert not install_persistence(win, data)
    c = win.controller
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
    c = win.controller
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
    c = win.controller
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


# Resume -------------------------------------------------------------------------------------


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
    c = first.controller
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
    r = second.controller
    assert to_record(r.match) == record
    assert r.human == 0 and not r.demo and r.casual is False
    assert [s.level for s in r.match.seats] == [None, *LEVELS]
    assert set(r._players) == {1, 2, 3}
    qtbot.waitUntil(r.is_human_turn, timeout=10_000)
    # The table shows the trick in progress and the human's cards, as they were.
    scene = second.scene
    assert scene.trick == _trick_now(r.match)
    for _seat, card in scene.trick:
        assert scene.items_by_card[card].isVisible() and scene.items_by_card[card].face_up
    assert sorted(scene.human_cards()) == sorted(int(x) for x in r.human_view().hand_cards)
    assert scene.legal == set(r.human_view().legal_moves)
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
    c = win.controller
    qtbot.waitUntil(lambda: progress(c.match)[1] > plays, timeout=10_000)
    assert to_record(c.match)["hands"][0]["deal"] == to_record(match)["hands"][0]["deal"]


def play_until(rules: Rules, seats: list[Seat], seed: int, stop_seat: int):  # type: ignore[no-untyped-def]
    """An engine match stopped when ``stop_seat`` is to play, a few tricks in."""
    from ciapano_qt.engine.match import Match

    rng = random.Random(seed)
    match = Match(rules, seats)
    match.deal_hand(rng)
    while True:
        st = match.hand
        if len(st.plays) > 5 and st.current == stop_seat and st.phase != 0:
            return match
        match.play(st.legal_moves()[0])


def test_resume_between_hands_shows_the_summary(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    first = make_window()
    install_persistence(first, data)
    c = first.controller
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=8)
    play_human_cards(qtbot, c, 40)
    qtbot.waitUntil(lambda: c.match.hand is None, timeout=20_000)
    c.shutdown()
    first._close_summary()
    second = make_window()
    assert install_persistence(second, data)
    qtbot.waitUntil(lambda: second.summary is not None, timeout=10_000)
    second.summary.primary.click()  # "Next hand"
    qtbot.waitUntil(lambda: len(second.controller.match.hands) == 2, timeout=10_000)
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
    assert win.controller.match is None and not offered
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


# A whole match with a human: counted, autosave removed --------------------------------------


def test_finished_human_match_is_counted_and_the_autosave_removed(
    qtbot, make_window, data: Path
) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    c = win.controller
    counted: list[bool] = []
    win.persistence.matchCounted.connect(lambda: counted.append(True))
    c.new_match(Rules.busca(target=3), level_seats(["random"] * 3), seed=21)
    while not c.match.finished:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=20_000)
        if c.match.hand is None and not c.match.finished:
            win._close_summary()
            c.next_hand()
        elif c.match.hand is not None:
            c.play_human(c.human_view().legal_moves[0])
    assert counted == [True]
    assert not (data / "autosave.json").exists()
    stats = StatsStore(data).load().stats.variants["busca"]
    assert stats.played == 1 and stats.hands == len(c.match.hands)


# Export and open ----------------------------------------------------------------------------


def test_export_and_open_round_trip(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    p, c = win.persistence, win.controller
    assert not p.act_export.isEnabled()
    c.new_match(Rules(players=3), level_seats(["easy", "random"]), seed=6)
    play_human_cards(qtbot, c, 4)
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    assert p.act_export.isEnabled()
    target = tmp_path / "exports" / "my match.json"
    target.parent.mkdir()
    p.ask_save_path = lambda suggested: str(target)
    assert p.export_match()
    record = to_record(c.match)
    c.shutdown()

    other_data = tmp_path / "other"
    second = make_window()
    install_persistence(second, other_data)
    q = second.persistence
    q.ask_open_path = lambda: str(target)
    q.ask_yes_no = lambda title, text: True
    assert q.open_match() == "resumed"
    assert to_record(second.controller.match) == record
    assert saved_record(other_data) == record  # kept at once in the new autosave
    qtbot.waitUntil(second.controller.is_human_turn, timeout=10_000)


def test_open_a_finished_match_replays_it(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=4, target=11), ["random"] * 4, random.Random(2))
    path = tmp_path / "finished.json"
    export_record(path, match)
    win = make_window()
    install_persistence(win, data)
    p = win.persistence
    assert p.open_path(path) == "replay"
    dialog = p.replay
    assert dialog is not None and dialog.isVisible()
    assert win.controller.match is None  # the table is not touched
    dialog.last()
    assert "Winner" in dialog.tally.text()
    dialog.close()


def test_open_a_refused_file_says_why(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    p = win.persistence
    bad = tmp_path / "letter.json"
    bad.write_text('{"format": "something-else", "version": 1}')
    assert p.open_path(bad) == "refused"
    box = p.message_box
    assert box is not None and "letter.json" in box.text()
    assert "not a Ciapanò match record" in box.text()
    assert bad.exists()  # the player's file stays where and as it is
    box.close()
    newer = tmp_path / "newer.json"
    record = to_record(play_match(Rules(players=2), ["random"] * 2, random.Random(1)))
    record["version"] = 99
    import json

    newer.write_text(json.dumps(record))
    assert p.open_path(newer) == "refused"
    assert "newer version" in p.message_box.text()
    p.message_box.close()


def test_menu_actions_are_installed_and_retranslated(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    texts = [a.text() for a in win.menu_game.actions()]
    for text in ("&Open match…", "E&xport match…", "S&tatistics…"):
        assert text in texts
    assert texts.index("&Open match…") < texts.index("&Undo card")
    p = win.persistence
    p.act_stats.setText("x")
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendEvent(win, QEvent(QEvent.Type.LanguageChange))
    assert p.act_stats.text() == "S&tatistics…"


# Replay -------------------------------------------------------------------------------------


def test_replay_navigation(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(17))
    dialog = ReplayDialog(match)
    qtbot.addWidget(dialog)
    dialog.show()
    steps = replay_steps(match)
    assert len(steps) == sum(len(h.state.winners) for h in match.hands)
    first_trick = match.hands[0].state.tricks[0]
    assert dialog.shown_cards() == [int(x) for x in first_trick[1]]
    assert len(dialog.card_labels) == 3
    assert not dialog.back_button.isEnabled()
    dialog.forward()
    assert dialog.step == steps[1]
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.step == steps[2]
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    dialog.back()
    assert dialog.index == 0
    dialog.go_to_hand(len(match.hands) - 1)
    assert dialog.step.hand == len(match.hands) - 1 and dialog.step.trick == 0
    assert dialog.hand_box.currentIndex() == len(match.hands) - 1
    qtbot.keyClick(dialog, Qt.Key.Key_PageUp)
    assert dialog.step.hand == len(match.hands) - 2
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == len(steps) - 1 and not dialog.forward_button.isEnabled()
    last = match.hands[-1]
    assert "Winner" in dialog.tally.text()
    assert str(last.totals[0]) in dialog.tally.text()
    _leader, _cards, winner = last.state.tricks[-1]
    assert match.seats[winner].name in dialog.taker.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0
    dialog.close()


def test_replay_of_an_unfinished_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=3, stop_seat=2)
    dialog = ReplayDialog(match)
    qtbot.addWidget(dialog)
    dialog.last()
    assert dialog.step.trick == len(match.hand.winners) - 1
    assert "Hand scores" not in dialog.tally.text()


# Statistics ---------------------------------------------------------------------------------


def test_stats_dialog_shows_and_resets(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    store = StatsStore(data)
    for seed in (1, 2):
        match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(seed))
        match.seats[0] = Seat("You", "human", None)
        assert store.record_match(match, 0)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    classic = 0
    assert dialog.table.horizontalHeaderItem(classic).text() == "Classic Ciapanò"
    assert dialog.cell(0, classic) == "2"
    assert dialog.cell(3, classic) == str(store.load().stats.variants["classic"].hands)
    assert dialog.cell(9, classic).endswith(store.load().stats.variants["classic"].best.date[:10])
    assert dialog.cell(0, 1) == "0" and dialog.cell(9, 1) == "–"
    dialog.ask_yes_no = lambda title, text: False
    assert not dialog.reset()
    assert dialog.cell(0, classic) == "2"
    dialog.ask_yes_no = lambda title, text: True
    assert dialog.reset()
    assert dialog.cell(0, classic) == "0"
    assert store.load().stats.variants["classic"].played == 0


def test_stats_dialog_says_when_the_file_was_damaged(qtbot, data: Path) -> None:  # type: ignore[no-untyped-def]
    (data / "stats.json").write_text("[1, 2")
    dialog = StatsDialog(StatsStore(data))
    qtbot.addWidget(dialog)
    assert not dialog.note.isHidden()
    assert "damaged" in dialog.note.text() or "kept as" in dialog.note.text()
    assert dialog.cell(0, 0) == "0"


def test_statistics_action_opens_the_dialog(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    dialog = win.persistence.show_statistics()
    assert dialog.isVisible() and dialog.windowTitle() == "Statistics"
    dialog.close()


# The crash dialog ---------------------------------------------------------------------------


@pytest.fixture
def crash_handler(data: Path) -> Iterator[Any]:
    from ciapano_qt.ui.crash import install_crash_handler, uninstall_crash_handler

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
    c = win.controller
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


# Settings -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "raw", "default"),
    [
        ("rules/players", 9, 4),
        ("rules/players", "many", 4),
        ("rules/target", 5000, 31),
        ("table/speed", "warp", "normal"),
        ("table/deck", 3, "milanese"),
        ("players/level1", "godlike", "medium"),
        ("players/name2", "", "Bepi"),
        ("general/language", "xx", "en"),
    ],
)
def test_bad_settings_fall_back_to_defaults_with_a_warning(
    tmp_path: Path, caplog, key, raw, default
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.settings import KEYS

    path = tmp_path / "bad.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue(key, raw)
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert KEYS[key].default == default
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.settings"):
        assert settings.get(key) == default
    assert key in caplog.text


@pytest.mark.parametrize("raw", ["maybe", 7])
def test_wrong_typed_bool_setting_falls_back_with_a_warning(tmp_path: Path, caplog, raw) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bool.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("game/casual", raw)
    writer.setValue("table/indices", raw)
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.settings"):
        settings.get("table/indices")
    assert "table/indices" in caplog.text


def test_bad_rule_combination_falls_back_to_default_rules(tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "combo.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("rules/players", 2)
    writer.setValue("rules/survivors", 3)  # fewer survivors than players is required
    writer.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING):
        assert settings.rules() == Rules()
    assert "refused" in caplog.text


def test_persistence_without_a_window_only_logs(qtbot, tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "file"
    blocked.write_text("x")
    c = GameController()
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
    q = Persistence(GameController(), tmp_path / "damaged")
    assert not q.startup()  # no window: nothing shown, a new match may start
    c.shutdown()


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


def test_an_autosave_that_cannot_be_resumed_is_kept_aside(
    qtbot, make_window, data: Path, caplog
) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=4, stop_seat=0)
    AutosaveStore(data).save(match, {"human": 0})
    win = make_window()

    def broken(match, app=None):  # type: ignore[no-untyped-def]
        raise RuntimeError("a bug in resume")

    win.controller.resume = broken
    offered: list[bool] = []
    win.new_match_dialog = lambda: offered.append(True)
    with caplog.at_level(logging.ERROR):
        assert install_persistence(win, data)
    assert "cannot resume the autosave" in caplog.text
    kept = [p for p in data.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and not (data / "autosave.json").exists()
    box = win.persistence.message_box
    assert str(kept[0]) in box.text() and "a bug in resume" in box.text()
    assert win.controller.match is None
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: offered == [True])


def test_ui_soak_command_plays_counts_and_resumes(qtbot, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    import json

    from ciapano_qt.ui import soak

    folder = tmp_path / "soak"
    assert soak.main(["--matches", "3", "--seed", "5", "--folder", str(folder), "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["matches"] == 3 and figures["matches_per_minute"] > 0
    assert set(figures["kinds"]) == {"classic-2", "classic-3-discard", "classic-3-remove_four"}
    assert figures["saves"] >= figures["cards"] and figures["human_cards"] > 0
    assert not (folder / "autosave.json").exists()
    assert sum(v.played for v in StatsStore(folder).load().stats.variants.values()) == 3
