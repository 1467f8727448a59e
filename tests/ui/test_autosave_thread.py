"""The autosave's writer thread ends after a while with nothing to write: the next text starts
another, no text is lost at the boundary, and a writer whose window is gone can be collected."""

from __future__ import annotations

import gc
import random
import threading
import time
import weakref
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QObject

from ciapano_qt.storage.atomic import atomic_write_text
from ciapano_qt.ui.session import autosaver
from ciapano_qt.ui.session.autosaver import BackgroundWriter

WAIT = 10.0  # seconds: the bound on waiting for a thread to end (it takes IDLE)


@pytest.fixture
def threads(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread of each write, in order (with the idle time lowered to 20 ms)."""
    seen: list[threading.Thread] = []

    def write(path: Path, text: str) -> None:
        seen.append(threading.current_thread())
        atomic_write_text(path, text)

    monkeypatch.setattr(autosaver, "atomic_write_text", write)
    monkeypatch.setattr(autosaver, "IDLE", 0.02)
    return seen


def test_the_thread_ends_when_idle_and_the_next_write_starts_one(
    qapp: object, tmp_path: Path, threads: list[threading.Thread]
) -> None:
    writer = BackgroundWriter()
    path = tmp_path / "data" / "autosave.json"
    writer.write(path, "first")
    assert writer.flush()
    [first] = threads
    assert first.name == "autosave"
    first.join(WAIT)
    assert not first.is_alive()
    assert first not in threading.enumerate()
    writer.write(path, "second")
    assert writer.flush()
    assert path.read_text(encoding="utf-8") == "second" and writer.outcome is True
    [_, second] = threads
    assert second is not first and second.name == "autosave"


def test_no_text_is_lost_while_the_thread_ends(
    qapp: object, tmp_path: Path, threads: list[threading.Thread], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosaver, "IDLE", 0.001)
    writer = BackgroundWriter()
    path = tmp_path / "autosave.json"
    pauses = random.Random(7)
    for n in range(300):
        writer.write(path, f"card {n}")
        assert writer.flush()  # the thread now waits for IDLE: the next write comes around then
        assert path.read_text(encoding="utf-8") == f"card {n}"
        if n % 30 == 29:
            threads[-1].join(WAIT)  # so that the next write surely starts another
        else:
            time.sleep(pauses.choice((0.0005, 0.0008, 0.001, 0.0012, 0.0015)))
    assert writer.outcome is True
    assert len(set(threads)) >= 10  # the boundary was crossed (at least at each check)


def test_a_writer_whose_window_is_gone_is_collected(
    qapp: object, tmp_path: Path, threads: list[threading.Thread]
) -> None:
    window = QObject()  # what owns the writer in the app (its Persistence)
    writer = BackgroundWriter(window)
    gone = weakref.ref(writer)
    writer.write(tmp_path / "autosave.json", "card")
    assert writer.flush()
    threads[-1].join(WAIT)
    shiboken6.delete(window)  # the window closed: Qt deletes the writer with it
    del writer, window
    gc.collect()
    assert gone() is None
