"""The benchmark's nodes as processes: started, watched in /proc (CPU seconds and resident
memory, the node's own and its children's: the computers' thinking pool), stopped or killed."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

NODE = "from ciapano_qt.server.bench.node import main; main()"
TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def _stat(pid: int) -> tuple[int, float] | None:
    """``(parent pid, CPU seconds)`` of a live process (None once it is gone)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the name may hold spaces
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS


def cpu_seconds(pid: int) -> float:
    """A live process's CPU seconds so far (0 once it is gone)."""
    seen = _stat(pid)
    return seen[1] if seen else 0.0


def _rss(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
    except (OSError, IndexError, ValueError):
        return 0


@dataclass
class Usage:
    """What /proc showed of one node: CPU seconds per process (the last seen of each),
    resident bytes of the node's own process (at the start and at its peak) and of its
    children (at their peak, summed)."""

    cpu: dict[int, float] = field(default_factory=dict)
    rss_start: int = 0
    rss_peak: int = 0
    children_peak: int = 0


class Node:
    """A benchmark node on loopback (``node.py``)."""

    def __init__(self, data: Path, args: list[str], env: dict[str, str] | None = None) -> None:
        self.data = data
        self.proc = subprocess.Popen(
            [sys.executable, "-c", NODE, "--data", str(data), *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, **(env or {})},
        )
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline()
        if not first.startswith("listening on 127.0.0.1:"):
            self.proc.kill()
            raise RuntimeError(f"a node did not start: {first} {self.proc.stderr.read()}")  # type: ignore[union-attr]
        self.port = int(first.rsplit(":", 1)[1])
        self.url = f"wss://127.0.0.1:{self.port}"
        self.usage = Usage()
        self.sample()
        self.usage.rss_start = self.usage.rss_peak
        self.base = dict(self.usage.cpu)  # the start-up's CPU is not the benchmark's

    @property
    def pid(self) -> int:
        return self.proc.pid

    def sample(self) -> None:
        """One look in /proc at the node and its children."""
        if self.proc.poll() is not None:
            return
        u = self.usage
        own = _stat(self.pid)
        if own is None:
            return
        u.cpu[self.pid] = own[1]
        u.rss_peak = max(u.rss_peak, _rss(self.pid))
        children = 0
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit() or int(entry.name) == self.pid:
                continue
            seen = _stat(int(entry.name))
            if seen is not None and seen[0] == self.pid:
                u.cpu[int(entry.name)] = seen[1]
                children += _rss(int(entry.name))
        u.children_peak = max(u.children_peak, children)

    def cpu(self) -> tuple[float, float]:
        """CPU seconds since the start: the node's own process, its children."""
        own = self.usage.cpu.get(self.pid, 0.0) - self.base.get(self.pid, 0.0)
        kids = sum(s - self.base.get(p, 0.0) for p, s in self.usage.cpu.items() if p != self.pid)
        return own, kids

    def children(self) -> list[int]:
        """The node's child processes now (its thinking pool and the pool's tracker)."""
        out = []
        for entry in os.scandir("/proc"):
            if entry.name.isdigit():
                seen = _stat(int(entry.name))
                if seen is not None and seen[0] == self.pid:
                    out.append(int(entry.name))
        return out

    def kill(self) -> None:
        """``kill -9`` the node, and its children with it (a pool's workers outlive a
        killed parent, waiting for work that never comes)."""
        if self.proc.poll() is None:
            children = self.children()
            os.kill(self.pid, signal.SIGKILL)
            for pid in children:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        self.proc.wait(30)

    def stop(self) -> str:
        """SIGTERM, then the node's error output (empty when it said nothing)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            _out, err = self.proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _out, err = self.proc.communicate()
        return err
