"""Cycles are collected on the GUI thread only (``ui/app/collector.py``): a thread of the
app that allocates heavily never runs the collector; the GUI thread's timer collects what the
thread left, by Python's own thresholds."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QCoreApplication

from ciapano_qt.ui.app import collector


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


def test_a_worker_thread_never_collects_and_the_gui_thread_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    app = QCoreApplication.instance()
    assert app is not None
    found = collector.install(app)
    assert collector.install(app) is found  # once per application
    assert collector.active(app) and not gc.isenabled()
    threads: list[int] = []

    def seen(phase: str, _info: dict) -> None:  # type: ignore[type-arg]
        if phase == "start":
            threads.append(threading.get_ident())

    kept: list[weakref.ref[Node]] = []

    def allocate() -> None:  # far past generation 0's threshold (700 by default)
        for i in range(50_000):
            node = Node()
            if i % 1000 == 0:
                kept.append(weakref.ref(node))

    gc.callbacks.append(seen)
    try:
        worker = threading.Thread(target=allocate)
        worker.start()
        worker.join()
        assert threads == []  # the thread allocated 50,000 cycles and collected none
        assert all(ref() is not None for ref in kept)
        qtbot.waitUntil(lambda: all(ref() is None for ref in kept), timeout=10_000)
    finally:
        gc.callbacks.remove(seen)
    assert threads and set(threads) == {threading.main_thread().ident}


def test_nothing_due_nothing_collected(qtbot) -> None:  # type: ignore[no-untyped-def]
    app = QCoreApplication.instance()
    assert app is not None
    found = collector.install(app)
    gc.collect()
    assert found.collect_due() == -1
