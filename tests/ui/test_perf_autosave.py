"""The app's autosave is written off the GUI thread, in order, and is on disk once ``saved``
says so; a finished match and a failing disk behave as with the autosave written in place."""

from __future__ import annotations

import threading
from pathlib import Path

from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.ui.session import autosaver
from ciapano_qt.ui.session.persistence import install_persistence

from .conftest import start_human_match


def play_cards(qtbot, session, n: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        qtbot.waitUntil(session.is_human_turn, timeout=20_000)
        session.play_human(session.human_view().legal_moves[0])


def test_each_card_is_written_off_the_gui_thread(
    qtbot, window, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    writers: list[str] = []
    real = autosaver.atomic_write_text

    def write(path, text):  # type: ignore[no-untyped-def]
        writers.append(threading.current_thread().name)
        real(path, text)

    monkeypatch.setattr(autosaver, "atomic_write_text", write)
    data = tmp_path / "data"
    install_persistence(window, data, background=True)
    persistence = window.persistence
    seen: list[dict] = []  # type: ignore[type-arg]

    def on_saved() -> None:  # the file holds a whole record whenever saved is emitted
        result = AutosaveStore(data).load()
        assert result.ok and result.match is not None
        seen.append(to_record(result.match))

    persistence.saved.connect(on_saved)
    start_human_match(window)
    c = window.session
    play_cards(qtbot, c, 3)
    qtbot.waitUntil(c.is_human_turn, timeout=20_000)
    assert persistence.flush()
    qtbot.waitUntil(lambda: bool(seen) and seen[-1] == to_record(c.match), timeout=5_000)
    assert writers and threading.main_thread().name not in writers
    # In order: each record written continues the one before.
    plays = [sum(len(h["plays"]) for h in r["hands"]) for r in seen]
    assert plays == sorted(plays)


def test_a_failing_disk_is_reported_from_the_writer(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    install_persistence(window, blocked / "data", background=True)
    persistence = window.persistence
    with qtbot.waitSignal(persistence.saveFailed, timeout=10_000):
        start_human_match(window)
    assert persistence.save_failures >= 1
    assert persistence.message_box is not None  # the one warning of the session


def test_quitting_waits_for_the_last_card(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    install_persistence(window, data, background=True)
    start_human_match(window)
    c = window.session
    play_cards(qtbot, c, 2)
    window.persistence.flush()  # what aboutToQuit does
    result = AutosaveStore(data).load()
    assert result.ok and to_record(result.match) == to_record(c.match)
