"""Export and open a match record: the round trip, a finished match opens as a replay, a
refused file says why, and the menu actions.

Every test keeps its app data (autosave, statistics, log) and its settings in ``tmp_path``.
"""

from __future__ import annotations

import random
from pathlib import Path

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import export_record
from ciapano_qt.ui.session.persistence import install_persistence

from .persistence_helpers import level_seats, play_human_cards, saved_record


def test_export_and_open_round_trip(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    p, c = win.persistence, win.session
    qtbot.waitUntil(lambda: p.files.act_export is not None)  # once the table is painted
    assert not p.files.act_export.isEnabled()
    c.new_match(Rules(players=3), level_seats(["easy", "random"]), seed=6)
    play_human_cards(qtbot, c, 4)
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    assert p.files.act_export.isEnabled()
    target = tmp_path / "exports" / "my match.json"
    target.parent.mkdir()
    p.ask_save_path = lambda suggested: str(target)
    assert p.files.export_match()
    record = to_record(c.match)
    c.shutdown()

    other_data = tmp_path / "other"
    second = make_window()
    install_persistence(second, other_data)
    q = second.persistence
    q.ask_open_path = lambda: str(target)
    q.ask_yes_no = lambda title, text: True
    assert q.files.open_match() == "resumed"
    assert to_record(second.session.match) == record
    assert saved_record(other_data) == record  # kept at once in the new autosave
    qtbot.waitUntil(second.session.is_human_turn, timeout=10_000)


def test_open_a_finished_match_replays_it(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=4, target=11), ["random"] * 4, random.Random(2))
    path = tmp_path / "finished.json"
    export_record(path, match)
    win = make_window()
    install_persistence(win, data)
    p = win.persistence
    assert p.files.open_path(path) == "replay"
    dialog = p.replay
    assert dialog is not None and dialog.isVisible()
    assert win.session.match is None  # the table is not touched
    dialog.last()
    assert "Winner" in dialog.tally.text()
    dialog.close()


def test_an_unfinished_match_of_seven_resumes_and_plays_on_the_table(
    qtbot, make_window, data: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Six to eight players are laid out on the table: such a match resumes there, its five
    face-down monte cards set apart, and the player plays on."""
    from ciapano_qt.engine.match import Match

    match = Match(Rules(players=7, many_player_method="monte"), level_seats(["random"] * 6))
    match.deal_hand(random.Random(4))
    match.play(match.hand.legal_moves()[0])
    path = tmp_path / "seven.json"
    export_record(path, match)
    record = to_record(match)
    win = make_window()
    install_persistence(win, data)
    p = win.persistence
    p.ask_yes_no = lambda title, text: True
    assert p.files.open_path(path) == "resumed"
    c = win.session
    assert to_record(c.match) == record
    place = win.scene.placement
    assert len(place.aside) == 5 and place.aside_is_monte  # seven: five left face down
    assert set(place.aside) == set(c.match.hand.aside)
    hands_before = len(c.match.hands)
    play_human_cards(qtbot, c, 3)
    assert len(c.match.hands) >= hands_before
    assert sum(len(h.state.plays) for h in c.match.hands) > len(record["hands"][0]["plays"])


def test_open_a_refused_file_says_why(qtbot, make_window, data: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    p = win.persistence
    bad = tmp_path / "letter.json"
    bad.write_text('{"format": "something-else", "version": 1}')
    assert p.files.open_path(bad) == "refused"
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
    assert p.files.open_path(newer) == "refused"
    assert "newer version" in p.message_box.text()
    p.message_box.close()


def test_menu_actions_are_installed_and_retranslated(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    win = make_window()
    install_persistence(win, data)
    # The File entries join the game menu once the table is painted (not at start-up).
    qtbot.waitUntil(lambda: win.persistence.files.act_stats is not None)
    texts = [a.text() for a in win.menus.game.actions()]
    for text in ("&Open match…", "E&xport match…", "S&tatistics…"):
        assert text in texts
    assert texts.index("&Open match…") < texts.index("&Undo card")
    p = win.persistence
    p.files.act_stats.setText("x")
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendEvent(win, QEvent(QEvent.Type.LanguageChange))
    assert p.files.act_stats.text() == "S&tatistics…"
