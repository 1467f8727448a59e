"""An invitation link opened while the app runs (issue 34): the second start hands the link
to the running copy (``instance.ask_running_copy(link)``), which comes forward and opens it
(``linkOpened``); the second start touches nothing and exits."""

from __future__ import annotations

import subprocess
import sys

from ciapano_qt.ui.app.instance import SingleInstance

from .child_helpers import ROOT

WATCHDOG = 60_000  # ms
LINK = "ciapano://club.example.org:8443/KQ7M-3XTR-W9?pin=" + "ab" * 32

ASKER = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from ciapano_qt.ui.app.instance import SingleInstance

app = QCoreApplication([])
print(SingleInstance(Path(sys.argv[2])).ask_running_copy(sys.argv[3] if sys.argv[3:] else None))
"""


def _ask(tmp_path, *link: str) -> subprocess.Popen[str]:  # type: ignore[no-untyped-def]
    return subprocess.Popen(
        [sys.executable, "-c", ASKER, str(ROOT), str(tmp_path), *link],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def test_a_link_opened_by_a_second_start_is_opened_by_the_running_copy(qapp, qtbot, tmp_path):  # type: ignore[no-untyped-def]
    running = SingleInstance(tmp_path)
    assert running.claim()
    running.listen()
    opened: list[str] = []
    running.linkOpened.connect(opened.append)
    try:
        asker = _ask(tmp_path, LINK)
        with qtbot.waitSignal(running.activated, timeout=WATCHDOG):
            pass
        qtbot.waitUntil(lambda: asker.poll() is not None, timeout=WATCHDOG)
        assert asker.stdout is not None and asker.stdout.read().split() == ["True"]
        assert opened == [LINK]
        asker = _ask(tmp_path)  # a plain start: forward, no link
        with qtbot.waitSignal(running.activated, timeout=WATCHDOG):
            pass
        qtbot.waitUntil(lambda: asker.poll() is not None, timeout=WATCHDOG)
        assert opened == [LINK]
    finally:
        running.release()
