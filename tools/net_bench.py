"""What protocol 3 costs a local table: the time to join, the host's CPU per message, and how
late the host's event loop runs while joiners prove (or guess) the code.

Everything on 127.0.0.1, port 0. The host runs in this process; the joiners whose cost must not
count against it run in child processes (``ciapano-cli join``, and one child making the wrong
guesses). Prints medians; nothing is asserted. It uses only what protocol 2's code has too, so
the same command measures the code before protocol 3 (run it with that checkout first on
``PYTHONPATH``)::

    .venv/bin/python tools/net_bench.py [--joins 15] [--matches 3] [--guesses 20]
    PYTHONPATH=/path/to/old/checkout .venv/bin/python tools/net_bench.py
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import subprocess
import sys
import time
from typing import Any

CODE = "271828"
LOOPBACK = "127.0.0.1"


def _table(
    players: int, remote: int, auto_start: bool = True, seed: int = 1, kind: Any = None
) -> Any:
    from ciapano_qt.engine.rules import Rules
    from ciapano_qt.net.seating import Config
    from ciapano_qt.net.table import Table

    Table = kind or Table

    layout = ["remote"] * remote + ["computer"] * (players - remote)
    names = ["" if k == "remote" else f"C{s}" for s, k in enumerate(layout)]
    rules = Rules(players=players, target=31)
    return Table(Config(rules, layout, names, CODE, "random", 60.0, 1, auto_start, seed))


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


async def join_times(n: int) -> list[float]:
    """Seconds from a joiner's start to its welcome (host and joiner in this process)."""
    from ciapano_qt.net.client import Joiner
    from ciapano_qt.net.host import Host

    times = []
    for _ in range(n):
        host = Host(_table(2, 1, auto_start=False), LOOPBACK, 0)
        port = await host.start()
        welcomed: asyncio.Future[float] = asyncio.get_running_loop().create_future()

        def tap(_data: bytes, done: asyncio.Future[float] = welcomed) -> None:
            if not done.done():
                done.set_result(time.perf_counter())

        start = time.perf_counter()
        task = asyncio.create_task(Joiner(LOOPBACK, port, "Anna", "random", CODE, tap=tap).run())
        times.append(await asyncio.wait_for(welcomed, 30) - start)
        task.cancel()
        await host.stop()
    return times


def _cli_join(port: int, name: str, code: str = CODE) -> subprocess.Popen[bytes]:
    script = "import sys; from ciapano_qt.cli import main; sys.exit(main(sys.argv[1:]))"
    args = ["join", f"{LOOPBACK}:{port}", "--table-code", code, "--name", name, "--ai", "random"]
    # cwd "/": ``-c`` puts the working folder first on sys.path, before PYTHONPATH
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd="/")


async def host_cpu(seed: int) -> tuple[float, int]:
    """The host's CPU seconds and messages (sent and received) for one match of four, three
    joiners in child processes."""
    from ciapano_qt.net.actions import Send
    from ciapano_qt.net.host import Host
    from ciapano_qt.net.table import Table

    counted = [0]

    class Counting(Table):  # type: ignore[misc]
        def take(self) -> list[Any]:
            actions = super().take()
            counted[0] += sum(isinstance(a, Send) for a in actions)
            return actions

        def receive(self, *args: Any) -> None:
            counted[0] += 1
            super().receive(*args)

    table = _table(4, 3, seed=seed, kind=Counting)
    host = Host(table, LOOPBACK, 0, seed=seed)
    port = await host.start()
    children = [_cli_join(port, f"P{i}") for i in range(3)]
    before = _cpu()
    await asyncio.wait_for(host.wait_closed(), 300)
    used = _cpu() - before
    for child in children:
        child.wait(60)
    return used, counted[0]


GUESSER = """
import asyncio, sys
from ciapano_qt.net.client import Joiner
async def main(port, n):
    for i in range(n):
        await Joiner("127.0.0.1", port, f"G{i}", "random", "000000", wait=2).run()
asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
"""


async def _guesses(port: int, guesses: int) -> None:
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", GUESSER, str(port), str(guesses), cwd="/"
    )
    await child.wait()


async def loop_lag(guesses: int, inline: bool) -> tuple[float, float, float, float]:
    """How late a 2 ms timer on the host's loop fires while a child process makes ``guesses``
    wrong-code attempts one after another: (median, 95th percentile, max) in ms; then, the
    timer stopped, the host's CPU per attempt (ms). The per-address limit on wrong codes is
    lifted (all of them come from 127.0.0.1) so that every attempt reaches the code's check."""
    from ciapano_qt.net.host import Host

    host = Host(_table(2, 1, auto_start=False), LOOPBACK, 0)
    if hasattr(host, "pake_in_thread"):
        host.pake_in_thread = not inline
    host.table.admission.by_address.limit = 10 * guesses + 10
    port = await host.start()
    lags: list[float] = []
    stop = asyncio.Event()

    async def probe() -> None:
        loop = asyncio.get_running_loop()
        while not stop.is_set():
            due = loop.time() + 0.002
            await asyncio.sleep(0.002)
            lags.append((loop.time() - due) * 1000)

    probing = asyncio.create_task(probe())
    await _guesses(port, guesses)
    stop.set()
    await probing
    before = _cpu()
    await _guesses(port, guesses)
    used = _cpu() - before
    await host.stop()
    lags.sort()
    p95 = lags[int(len(lags) * 0.95)]
    return statistics.median(lags), p95, max(lags), used / guesses * 1000


async def main(args: argparse.Namespace) -> None:
    import ciapano_qt.net.protocol as protocol

    print(f"protocol {protocol.PROTOCOL_VERSION} ({protocol.__file__})")
    times = await join_times(args.joins)
    join_ms = statistics.median(times) * 1000
    print(f"time to join (start to welcome), median of {len(times)}: {join_ms:.1f} ms")
    per_message = []
    for seed in range(args.matches):
        used, messages = await host_cpu(seed + 1)
        per_message.append(used / messages * 1e6)
        print(f"  match {seed + 1}: host CPU {used:.3f} s for {messages} messages")
    cpu_us = statistics.median(per_message)
    print(f"host CPU per message, median of {len(per_message)} matches: {cpu_us:.0f} µs")
    modes = [False, True] if protocol.PROTOCOL_VERSION >= 3 else [False]
    for inline in modes:
        median, p95, worst, cpu = await loop_lag(args.guesses, inline)
        where = "SPAKE2 on the loop" if inline else "SPAKE2 in a thread" if modes[1:] else "-"
        print(
            f"host loop lateness during {args.guesses} wrong-code joins ({where}): "
            f"median {median:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms; "
            f"host CPU {cpu:.1f} ms a join"
        )


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--joins", type=int, default=15)
    p.add_argument("--matches", type=int, default=3)
    p.add_argument("--guesses", type=int, default=20)
    asyncio.run(main(p.parse_args()))
