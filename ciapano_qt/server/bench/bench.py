"""``ciapano-cli server-bench``: start the node(s) (and Redis for several) on loopback, run the
bot processes, watch the nodes in /proc, replay every record, print the figures."""

from __future__ import annotations

import json
import math
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...engine.rules import Rules
from ..tls import self_signed
from .procs import Node, cpu_seconds

BOTS = "from ciapano_qt.server.bench.bots import main; main()"
TABLES_A_PROCESS = 64  # bot processes: one per this many tables, at least one, at most 8
SAMPLE = 0.5  # seconds between two looks at the nodes in /proc
RULES = Rules(hands_limit=1)  # classic for four, one hand: a short match of 40 cards


@dataclass(frozen=True)
class Options:
    tables: int
    nodes: int = 1
    computers: bool = False
    level: str = "easy"
    think: tuple[float, float] = (0.5, 1.5)
    ramp: float = 10.0
    processes: int = 0  # 0: one per TABLES_A_PROCESS tables
    kill_after: float | None = None  # seconds into the play: node 0 is killed (-9)
    profile: str | None = None  # node 0 runs under cProfile, its statistics written here


def percentile(sorted_values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0-100) of sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def raise_fd_limit(needed: int) -> str:
    """Raise this process's soft limit of open files to ``needed`` (at most the hard limit;
    the children inherit it); one line saying what was done."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    top = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    if soft != resource.RLIM_INFINITY and soft < top:
        resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))
        return f"file descriptors: soft limit raised from {soft} to {top} (hard {hard})"
    return f"file descriptors: soft limit {soft} kept (needed {needed})"


def replay_records(folders: list[Path]) -> tuple[int, int, int, list[str]]:
    """Every record in the nodes' records folders through ``ciapano-cli replay``'s reader:
    (records, replayed, cards in them, problems)."""
    from ...engine.errors import EngineError
    from ...engine.record import replay_summary
    from ...storage.saves import read_record_file

    records = replayed = cards = 0
    problems = []
    for folder in folders:
        for path in sorted((folder / "records").glob("*.json")):
            records += 1
            try:
                match, _app = read_record_file(str(path))
                replay_summary(match)
            except EngineError as e:
                problems.append(f"{path.name}: {e.message}")
                continue
            replayed += 1
            cards += sum(len(h.state.plays) for h in match.hands)
    return records, replayed, cards, problems


def _failover(
    opt: Options,
    nodes: list[Node],
    good: list[dict[str, Any]],
    killed: list[float],
    say: Callable[[str], None],
) -> None:
    """From the kill to the first card played at each table the killed node played."""
    if not killed:
        say("failover: the node was not killed (every table had finished)")
        return
    firsts: dict[int, float] = {}
    for r in good:
        for index, at in r["resumed"].items():
            firsts[int(index)] = min(firsts.get(int(index), at), at)
    moved = sorted(at - killed[0] for index, at in firsts.items() if index % len(nodes) == 0)
    if not moved:
        say("failover: no table of the killed node was resumed")
        return
    say(
        f"failover: node 0 killed {opt.kill_after:g} s in; {len(moved)} tables moved, first "
        f"card after the kill: p50 {percentile(moved, 50):.1f} s, max {moved[-1]:.1f} s"
    )


def _mb(n: float) -> str:
    return f"{n / 1e6:.1f} MB"


def bench(opt: Options, say: Callable[[str], None] = print) -> int:
    n, k = opt.tables, opt.nodes
    people = 2 if opt.computers else 4
    processes = opt.processes or min(8, max(1, math.ceil(n / TABLES_A_PROCESS)))
    seats = f"{people} bots and {4 - people} computers ({opt.level})" if opt.computers else "4 bots"
    say(
        f"server-bench: {n} tables on {k} node{'s' if k > 1 else ''}, {seats} a table, "
        f"bots in {processes} process{'es' if processes > 1 else ''} "
        f"thinking {opt.think[0]:g}-{opt.think[1]:g} s; "
        f"matches of one hand (classic for four, hands limit 1: 40 cards)"
    )
    say(raise_fd_limit(2 * people * n + 1024))
    with tempfile.TemporaryDirectory(prefix="ciapano-bench-") as tmp:
        return _run(opt, Path(tmp), people, processes, say)


def _run(opt: Options, tmp: Path, people: int, processes: int, say: Callable[[str], None]) -> int:
    n, k = opt.tables, opt.nodes
    cert, key = self_signed(tmp / "tls")  # one certificate for every node of the club
    redis = None
    env: dict[str, str] = {}
    if k > 1:
        from .redis_server import RedisServer

        (tmp / "redis").mkdir()
        redis = RedisServer(tmp / "redis")
        env["CIAPANO_REDIS_PASSWORD"] = redis.password
    nodes: list[Node] = []
    stop_watch = threading.Event()
    aof = 0
    try:
        for i in range(k):
            args = ["--tables", str(n), "--cert", str(cert), "--key", str(key)]
            if redis is not None:
                args += ["--redis", redis.url, "--node", f"bench-{i}"]
            if opt.profile and i == 0:
                args += ["--profile", str(Path(opt.profile).resolve())]
            nodes.append(Node(tmp / f"node{i}", args, env))
        say(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

        def watch() -> None:
            while not stop_watch.wait(SAMPLE):
                for node in nodes:
                    node.sample()

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        began = time.monotonic()
        redis_cpu = cpu_seconds(redis.process.pid) if redis is not None else 0.0
        killed: list[float] = []
        timer = None
        if opt.kill_after is not None:

            def kill() -> None:
                killed.append(time.monotonic())
                nodes[0].kill()

            timer = threading.Timer(opt.kill_after, kill)
            timer.start()
        results = _bots(opt, [node.url for node in nodes], cert, processes, tmp)
        elapsed = time.monotonic() - began
        if timer is not None:
            timer.cancel()
        stop_watch.set()
        watcher.join()
        for node in nodes:
            node.sample()
        if redis is not None:  # Redis's CPU during the play, and its append-only file
            redis_cpu = cpu_seconds(redis.process.pid) - redis_cpu
            aof = sum(f.stat().st_size for f in (tmp / "redis").rglob("*.aof"))
    finally:
        stop_watch.set()
        errs = [node.stop() for node in nodes]
        if redis is not None:
            redis.stop()
    say(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if redis is not None:
        say(f"redis: {redis_cpu:.1f} s CPU, append-only file {aof / 1e6:.1f} MB")
    return _report(opt, people, nodes, results, errs, elapsed, killed, say)


def _bots(
    opt: Options, urls: list[str], cert: Path, processes: int, tmp: Path
) -> list[dict[str, Any]]:
    """Run the bot processes to their end; each one's figures (an error's text for one that
    failed). Each writes its figures to its own file (``tmp/bots-P.json``) and its errors to
    another: nothing waits on a pipe another process fills."""
    rules = RULES.to_dict()
    procs = []
    for p in range(processes):
        tables = list(range(p, opt.tables, processes))
        figures, said = tmp / f"bots-{p}.json", tmp / f"bots-{p}.err"
        job = {
            "urls": urls,
            "cafile": str(cert),
            "tables": tables,
            "count": opt.tables,
            "rejoin": opt.kill_after is not None,
            "think": list(opt.think),
            "ramp": opt.ramp,
            "computers": opt.computers,
            "level": opt.level,
            "rules": rules,
            "out": str(figures),
        }
        with said.open("wb") as err:
            proc = subprocess.Popen(
                [sys.executable, "-c", BOTS],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(job).encode("utf-8"))
        proc.stdin.close()
        procs.append((proc, figures, said))
    out: list[dict[str, Any]] = []
    for proc, figures, said in procs:
        proc.wait()
        try:
            out.append(json.loads(figures.read_text("utf-8")))
        except (OSError, ValueError) as e:
            text = said.read_text("utf-8", "replace")[-400:]
            out.append({"failed": f"a bot process ended with {proc.returncode}: {text} ({e})"})
    # The bots' CPU (every child waited so far is a bot: the nodes and Redis still run).
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    out.append({"bots_cpu": used.ru_utime + used.ru_stime})
    return out


def _report(
    opt: Options,
    people: int,
    nodes: list[Node],
    results: list[dict[str, Any]],
    errs: list[str],
    elapsed: float,
    killed: list[float],
    say: Callable[[str], None],
) -> int:
    n = opt.tables
    bots_cpu = sum(r.get("bots_cpu", 0.0) for r in results)
    results = [r for r in results if "bots_cpu" not in r]
    good = [r for r in results if "failed" not in r]
    failed = [r["failed"] for r in results if "failed" in r]
    rtts = sorted(x * 1000 for r in good for x in r["rtts"])
    finished = sum(r["finished"] for r in good)
    refusals = sum(r["refused"] for r in good)
    errors = sum(r["errored"] for r in good) + len(failed)
    bot_cards = sum(r["cards"] for r in good)
    records, replayed, cards, problems = replay_records([node.data for node in nodes])
    own = sum(node.cpu()[0] for node in nodes)
    kids = sum(node.cpu()[1] for node in nodes)
    rss = sum(node.usage.rss_peak - node.usage.rss_start for node in nodes)
    say(f"tables finished: {finished} of {n}")
    say(f"connections: {sum(r['connections'] for r in good)} of {people * n}")
    say(
        f"round trip: p50 {percentile(rtts, 50):.1f} ms, p99 {percentile(rtts, 99):.1f} ms, "
        f"max {rtts[-1] if rtts else 0:.1f} ms ({len(rtts)} cards)"
    )
    if opt.computers:
        say(
            f"cards: {cards} in the records ({bot_cards} by bots, {cards - bot_cards} by computers)"
        )
    else:  # (with a node killed, a card sent as it died may be lost, and sent again)
        say(f"cards: {cards} in the records ({bot_cards} sent by bots)")
    per = (own + kids) / cards if cards else 0.0
    line = f"server CPU per card: {per * 1000:.2f} ms ({own:.1f} s node"
    if opt.computers:
        comp = cards - bot_cards
        cost = kids / comp * 1000 if comp else 0.0
        line += f", {kids:.1f} s thinking pool: {cost:.2f} ms a computer's card"
    say(line + f"; {elapsed:.0f} s of play)")
    bot_per = bots_cpu / bot_cards * 1000 if bot_cards else 0.0
    say(f"bots' CPU per card: {bot_per:.2f} ms ({bots_cpu:.1f} s, on the same cores)")
    starts = " + ".join(_mb(node.usage.rss_start) for node in nodes)
    peaks = " + ".join(_mb(node.usage.rss_peak) for node in nodes)
    say(
        f"resident memory per table: {rss / n / 1000:.0f} KB "
        f"(node {starts} at the start, {peaks} at the peak)"
    )
    if opt.computers:
        say(f"thinking pool: {_mb(sum(node.usage.children_peak for node in nodes))} at the peak")
    if opt.kill_after is not None:
        _failover(opt, nodes, good, killed, say)
    say(f"refusals: {refusals}")
    say(f"errors: {errors}")
    say(f"records replayed: {replayed} of {records}")
    for text in [*failed, *(t for r in good for t in r["refusals"] + r["errors"]), *problems][:10]:
        say(f"  {text}")
    for node, err in zip(nodes, errs, strict=True):
        if err.strip():
            say(f"  node {node.port} said: {err.strip()[-500:]}")
    ok = finished == n and not refusals and not errors and replayed == records == n
    return 0 if ok else 1
