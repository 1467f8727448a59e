"""The club and the online client as the programs people run: subprocesses on loopback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from ciapano_qt.engine.record import from_record
from ciapano_qt.server.journal import read_kept

ROOT = Path(__file__).resolve().parents[2]
START = "import sys; from ciapano_qt.cli.serve import main; sys.exit(main())"
CLI = "import sys; from ciapano_qt.cli import main; sys.exit(main())"


class Server:
    """``ciapano-server`` on loopback; ``kill()`` is ``kill -9``."""

    def __init__(self, data: Path, port: int = 0, extra: tuple[str, ...] = ()) -> None:
        self.data = data
        self.proc = subprocess.Popen(
            [sys.executable, "-c", START, "--port", str(port), "--data", str(data), *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        lines = [self.proc.stdout.readline() for _ in range(4 if "--redis" in extra else 3)]
        if not lines[0].startswith("listening on 127.0.0.1:"):
            self.proc.kill()
            raise AssertionError(f"the server did not start: {lines} {self.proc.stderr.read()}")
        self.port = int(lines[0].rsplit(":", 1)[1])
        self.fingerprint = lines[1].rsplit(" ", 1)[1].strip()
        self.resumed = int(lines[2].rsplit(" ", 1)[1])
        self.url = f"wss://127.0.0.1:{self.port}"

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(20)
        finally:
            for stream in (self.proc.stdout, self.proc.stderr):
                if stream:
                    stream.close()


def online(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", CLI, "online", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def kept_tables(data: Path) -> dict[str, tuple[int, int]]:
    """Each kept snapshot of a started table: its id and ``(hand, plays)`` of its match."""
    out = {}
    for table, (_source, raw) in read_kept(data).items():
        try:
            snap = json.loads(raw)
        except ValueError:  # being replaced at this moment: read it next time
            continue
        if "table" not in snap:  # a table not yet started
            continue
        match = from_record(snap["table"]["record"])
        out[table] = (len(match.hands) - 1, len(match.hands[-1].state.plays))
    return out


def wait_for(check, timeout: float = 30.0, step: float = 0.01):  # type: ignore[no-untyped-def]
    """Poll ``check()`` until it is true (its value returned) or fail after ``timeout``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("gave up waiting")


def finished(players: tuple[subprocess.Popen[str], ...], timeout: float = 90.0) -> None:
    """Each player's program ends with exit 0, its last line saying the match is over."""
    for p in players:
        out, err = p.communicate(timeout=timeout)
        assert p.returncode == 0, err
        assert out.strip().endswith("the match is over")


def kill_left(procs: list[subprocess.Popen[str]]) -> None:
    """Kill the programs still running (a test that failed part-way)."""
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()
