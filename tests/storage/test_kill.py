"""Kill test: a child autosaves after every card and is SIGKILLed at random moments.

Every restart must load the save (never a damaged file), holding every play the last
completed save held: at most the card in flight when the child died is lost, and what was
saved before is never changed. The session run goes through the desktop app's own code
(``Session`` + ``ui.persistence``), which also removes the autosave once the match is
finished.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore

CHILD = Path(__file__).with_name("autosave_child.py")
ROOT = Path(__file__).resolve().parents[2]
KILLS = 14
CONTROLLER_KILLS = 24

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def spawn(folder: Path, seed: int, via: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(folder), str(seed), "--via", via],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def first_line(child: subprocess.Popen[str], timeout: float = 60.0) -> str:
    """The child's first line (``NEW``, ``RESUMED ...``), once it has started.

    The kill moment is drawn from when the child is up, not from when it was spawned: on a busy
    machine the start (Python, the engine, Qt) alone can outlast the whole pause, and then every
    kill would fall before the first save. Read with ``os.read`` on the pipe, as
    ``communicate`` reads the rest, so no byte waits in a buffer that ``communicate`` skips.
    A child that prints nothing within ``timeout`` is killed and judged on what it printed.
    """
    assert child.stdout is not None
    fd = child.stdout.fileno()
    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            break
        chunk = os.read(fd, 1)
        if not chunk:
            break
        data += chunk
    return data.decode()


def lines_of(out: str) -> list[list[str]]:
    complete = out if out.endswith("\n") else out.rsplit("\n", 1)[0]
    return [line.split() for line in complete.splitlines() if line]


def history(record: dict) -> list[tuple[object, list[str]]]:
    """Per hand: the deal (and dealer), and the cards played in order (discard first)."""
    out = []
    for h in record["hands"]:
        plays = ([h["discard"]] if h["discard"] else []) + h["plays"]
        out.append(((h["dealer"], h["deal"], h["stock"], h["removed"]), plays))
    return out


def extends(new: list, old: list) -> bool:
    if len(new) < len(old):
        return False
    for i, (deal, plays) in enumerate(old):
        new_deal, new_plays = new[i]
        if new_deal != deal or new_plays[: len(plays)] != plays:
            return False
        if i < len(old) - 1 and new_plays != plays:
            return False
    return True


def one_step_beyond(loaded: tuple[int, int], printed: tuple[int, int]) -> bool:
    """The save may hold the printed state, or one more deal or card (saved, not printed)."""
    hands, plays = loaded
    return loaded == printed or (hands, plays) in (
        (printed[0] + 1, printed[1]),
        (printed[0], printed[1] + 1),
    )


def kill_and_restart(
    tmp_path: Path, via: str, kills: int = KILLS, pause: tuple[float, float] = (0.15, 1.6)
) -> int:
    """Kill and restart the child ``kills`` times; the number of restarts that resumed."""
    rng = random.Random(20261129)
    store = AutosaveStore(tmp_path)
    verified: list = []
    saved_progress = (0, 0)
    total_saves = 0
    resumed = 0
    for _ in range(kills):
        child = spawn(tmp_path, seed=7, via=via)
        try:
            first = first_line(child)
            time.sleep(rng.uniform(*pause))
        finally:
            child.send_signal(signal.SIGKILL)
            out, err = child.communicate(timeout=30)
        lines = lines_of(first + out)
        assert child.returncode == -signal.SIGKILL or not lines or lines[-1][0] == "FINISHED", err
        assert not any(line[0] == "REFUSED" for line in lines), lines
        if lines:
            first = lines[0]
            if verified:
                assert first[0] == "RESUMED", (first, err)
                assert (int(first[1]), int(first[2])) == saved_progress
                resumed += 1
            else:
                assert first[0] in ("NEW", "RESUMED")
        printed = [(int(a), int(b)) for tag, a, b in (x for x in lines if x[0] == "SAVED")]
        total_saves += len(printed)
        # The save on disk now: never damaged, never behind what was printed.
        names = sorted(p.name for p in tmp_path.iterdir())
        assert not [n for n in names if "damaged" in n], names
        result = store.load()
        if not result.ok:
            assert result.status == "empty", result.message
            if lines and lines[-1][0] == "FINISHED":
                # The app removes the autosave of a finished match: the next child starts anew.
                verified, saved_progress = [], (0, 0)
                continue
            assert not verified and not printed, "the autosave vanished"
            continue
        record = to_record(result.match)
        loaded = (len(record["hands"]), sum(len(p) for _, p in history(record)))
        reference = printed[-1] if printed else saved_progress
        assert one_step_beyond(loaded, reference), (loaded, reference)
        now = history(record)
        assert extends(now, verified), "a restart lost or changed saved plays"
        verified, saved_progress = now, loaded
        if result.match.finished:
            break
    assert total_saves > kills, "the children hardly saved: kill moments too early?"
    return resumed


def test_sigkill_at_random_moments_never_loses_a_completed_save(tmp_path):
    kill_and_restart(tmp_path, "engine")


def test_sigkill_through_the_controller(tmp_path):
    """The app's path: the session plays, ``ui.persistence`` saves and resumes."""
    resumed = kill_and_restart(tmp_path, "session", CONTROLLER_KILLS, (0.2, 1.3))
    assert resumed >= CONTROLLER_KILLS // 4, f"only {resumed} restarts resumed the match"
