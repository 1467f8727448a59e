"""One copy of the app per data folder (issue 21, item 1): a second start brings the running
window forward and leaves without touching a file; a lock left by a dead copy is recovered."""

from __future__ import annotations

import contextlib
import json
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ciapano_qt.ui.app.instance import LOCK_NAME, SingleInstance

from .child_helpers import ROOT, app_env, run_child

WATCHDOG = 60.0  # seconds before a child that never answers fails the test (nothing timed)

# The first copy: a match with the human at seat 0 is resumed from the autosave, and a
# computer answers for the human, card after card, so that the autosave keeps growing.
FIRST = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from ciapano_qt.engine import Rules
from ciapano_qt.storage.saves import AutosaveStore
from tests.storage.helpers import partial_match

folder = Path(sys.argv[2])
AutosaveStore(folder).save(
    partial_match(Rules(players=3, target=101), 3, 5),
    {"format": 1, "human": 0, "demo": False, "casual": False},
)

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ciapano_qt.ai.levels import make_player
from ciapano_qt.ui.app import main
from ciapano_qt.ui.app.instance import SingleInstance

def ready(window):
    c = window.session
    bot = make_player("random", 1)
    instance = QApplication.instance().findChild(SingleInstance)
    instance.activated.connect(lambda: print("raised", flush=True))

    def play():
        if c.is_human_turn():
            c.play_human(int(bot.choose(c.human_view())))
        elif c.has_match and not c.finished and c.match.hand is not None and c.match.hand.is_over:
            c.next_hand()

    timer = QTimer(window)
    timer.timeout.connect(play)
    timer.start(40)
    window.after_first_paint(lambda: QTimer.singleShot(200, lambda: print("ready", flush=True)))

sys.exit(main(["ciapano"], ready=ready))
"""


@contextlib.contextmanager
def _first_copy(env: dict[str, str], data: Path) -> Iterator[subprocess.Popen[str]]:
    """The first copy (``FIRST``) running on ``data``; ended (woken first, if stopped) after."""
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, str(ROOT), str(data)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield first
    finally:
        first.send_signal(signal.SIGCONT)
        first.send_signal(signal.SIGTERM)
        try:
            first.wait(timeout=WATCHDOG)
        except subprocess.TimeoutExpired:
            first.kill()
            first.wait()


def _plays(autosave: Path) -> int:
    """Cards played in the autosave (0 while it is being replaced)."""
    try:
        record = json.loads(autosave.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(h.get("plays", [])) + (h.get("discard") is not None) for h in record["hands"])


def _lines(stream: Any) -> queue.Queue[str]:
    lines: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        for line in stream:
            lines.put(line.strip())

    threading.Thread(target=pump, daemon=True).start()
    return lines


def _wait_for(lines: queue.Queue[str], wanted: str) -> None:
    deadline = time.monotonic() + WATCHDOG
    while time.monotonic() < deadline:
        try:
            if lines.get(timeout=1.0) == wanted:
                return
        except queue.Empty:
            continue
    pytest.fail(f"the first copy never said {wanted!r}")


def _grows(autosave: Path, beyond: int) -> int:
    deadline = time.monotonic() + WATCHDOG
    while time.monotonic() < deadline:
        plays = _plays(autosave)
        if plays > beyond:
            return plays
        time.sleep(0.1)
    pytest.fail(f"the autosave stopped at {beyond} cards")


def _files(home: Path) -> dict[str, int]:
    """The settings and the data folder's files, but the autosave (and its temporary files)
    and the log, which the first copy writes (its card cache is left out too)."""
    out = {}
    for path in [*(home / "config").rglob("*"), *(home / "data").rglob("*")]:
        name = path.name
        if path.is_file() and not name.startswith((".autosave", "autosave", "ciapano.log")):
            out[str(path.relative_to(home))] = path.stat().st_mtime_ns
    return out


def test_a_second_start_brings_the_first_forward_and_touches_nothing(tmp_path):
    data = tmp_path / "data" / "Ciapano" / "Ciapano"
    autosave = data / "autosave.json"
    env = app_env(tmp_path)
    with _first_copy(env, data) as first:
        assert first.stdout is not None
        lines = _lines(first.stdout)
        _wait_for(lines, "ready")
        before = _grows(autosave, 5)  # the first copy plays on and saves
        files = _files(tmp_path)
        assert (data / LOCK_NAME).exists()
        second = run_child(["-m", "ciapano_qt"], env, WATCHDOG)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr and "brought forward" in second.stderr
        _wait_for(lines, "raised")
        assert _files(tmp_path) == files  # no settings, statistics or lock written
        after = _grows(autosave, before)  # untouched by the second: it only moves forward
        assert after > before
        assert first.poll() is None


def test_a_lock_left_by_a_dead_copy_is_recovered(qapp, tmp_path):
    code = (
        "import os, signal, sys\n"
        "from PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0)\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    child = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / LOCK_NAME)], timeout=WATCHDOG, check=False
    )
    assert child.returncode == -signal.SIGKILL and (tmp_path / LOCK_NAME).exists()
    instance = SingleInstance(tmp_path)
    try:
        assert instance.claim()
        assert not SingleInstance(tmp_path).claim()  # a live holder is never overruled
    finally:
        instance.release()
    assert SingleInstance(tmp_path).claim()


ASKER = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from ciapano_qt.ui.app.instance import SingleInstance

app = QCoreApplication([])
link = sys.argv[3] if len(sys.argv) > 3 else None
print(SingleInstance(Path(sys.argv[2])).ask_running_copy(link))
"""


def test_the_running_copy_is_asked_to_come_forward(qapp, qtbot, tmp_path):
    running = SingleInstance(tmp_path)
    assert running.claim()
    running.listen()
    try:
        second = SingleInstance(tmp_path)
        assert not second.claim()
        # Asked from another process (as a second start asks), while this one answers.
        asker = subprocess.Popen(
            [sys.executable, "-c", ASKER, str(ROOT), str(tmp_path)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        with qtbot.waitSignal(running.activated, timeout=int(WATCHDOG * 1000)):
            pass
        qtbot.waitUntil(lambda: asker.poll() is not None, timeout=int(WATCHDOG * 1000))
        assert asker.stdout is not None and asker.stdout.read().split() == ["True"]
    finally:
        running.release()


LINK = "ciapano://club.example:8443/KQ7M-3XTR-W9?pin=" + "ab" * 32


@pytest.mark.parametrize(
    ("given", "passed"),
    [
        (LINK, [LINK]),  # the desktop opened an invitation while the app runs
        ("ciapano://damaged", ["ciapano://damaged"]),  # the window says what is wrong
        ("ciapano://x/" + "A" * 700, []),  # longer than any link: only come forward
        ("ciapano://café/K", []),  # not ASCII: only come forward
    ],
)
def test_a_second_start_hands_its_link_to_the_running_copy(qapp, qtbot, tmp_path, given, passed):
    running = SingleInstance(tmp_path)
    assert running.claim()
    running.listen()
    links: list[str] = []
    running.linkOpened.connect(links.append)
    try:
        asker = subprocess.Popen(
            [sys.executable, "-c", ASKER, str(ROOT), str(tmp_path), given],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        with qtbot.waitSignal(running.activated, timeout=int(WATCHDOG * 1000)):
            pass
        qtbot.waitUntil(lambda: asker.poll() is not None, timeout=int(WATCHDOG * 1000))
        assert asker.stdout is not None and asker.stdout.read().split() == ["True"]
        assert links == passed
    finally:
        running.release()


def test_a_request_that_is_not_ours_is_dropped_unanswered(qapp, qtbot, tmp_path):
    """A local program writing other bytes (or a link with a space or a newline in it)
    neither brings the window forward nor opens anything."""
    from PySide6.QtNetwork import QLocalSocket

    from ciapano_qt.ui.app.instance import server_name

    running = SingleInstance(tmp_path)
    assert running.claim()
    running.listen()
    seen: list[object] = []
    running.activated.connect(lambda: seen.append("raised"))
    running.linkOpened.connect(seen.append)
    try:
        for junk in (b"open ciapano://a b\n", b"open \n", b"hello there\n", b"x" * 900):
            socket = QLocalSocket()
            socket.connectToServer(server_name(tmp_path))
            assert socket.waitForConnected(2000)
            socket.write(junk)
            socket.flush()
            qtbot.waitUntil(
                lambda s=socket: s.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                timeout=int(WATCHDOG * 1000),
            )
            assert bytes(socket.readAll().data()) == b""
        assert seen == []
    finally:
        running.release()


# The second start, as the player starts it: a message box it shows is reported and closed.
SECOND = """
import sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

app = QApplication(["ciapano"])

def report():
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            print("box:", w.windowTitle(), "|", w.text().replace("\\n", " "), flush=True)
            w.accept()
            return
    QTimer.singleShot(50, report)

QTimer.singleShot(50, report)
from ciapano_qt.ui.app import main
sys.exit(main(["ciapano"]))
"""


def test_a_second_start_says_a_frozen_first_copy_does_not_answer(tmp_path):
    """Issue 36, item 10: the first copy is stopped (SIGSTOP): the system still takes the
    connection and the request, but its window cannot come forward, and the second start
    says so instead of "brought forward"."""
    data = tmp_path / "data" / "Ciapano" / "Ciapano"
    env = app_env(tmp_path)
    with _first_copy(env, data) as first:
        assert first.stdout is not None
        _wait_for(_lines(first.stdout), "ready")
        first.send_signal(signal.SIGSTOP)
        files = _files(tmp_path)
        second = run_child(["-c", SECOND, str(ROOT)], env, WATCHDOG)
        assert second.returncode == 0, second.stderr
        assert "brought forward" not in second.stderr
        assert "does not answer" in second.stderr and str(data) in second.stderr
        [box] = [line for line in second.stdout.splitlines() if line.startswith("box:")]
        assert "already running" in box and "does not answer" in box and str(data) in box
        assert _files(tmp_path) == files  # the second start touched nothing


def test_self_test_takes_no_lock_and_keeps_no_autosave(tmp_path):
    result = run_child(["-m", "ciapano_qt", "--self-test"], app_env(tmp_path), 120)
    assert result.returncode == 0, result.stderr
    data = tmp_path / "data"
    leftovers = [p.name for p in data.rglob("*")] if data.exists() else []
    assert LOCK_NAME not in leftovers and "autosave.json" not in leftovers
