"""What routing by redirect costs a club on several nodes: the time to sit down at a table
through the node that plays it, and through another node (which answers ``moved``, and the
program connects again to the right node).

Starts a real ``redis-server`` (Debian's package) in a temporary folder and two club nodes in
this process sharing it (one certificate), each on its own port of 127.0.0.1. A table is
created at node A; then ``--joins`` times a program connects over TLS, says hello, joins by
the invitation code and waits for the table's ``welcome`` (then leaves, freeing the seat),
alternately at A (direct) and at B (redirected to A). Prints the join time's p50 / p90 / max in
milliseconds for each, and the redirect's extra. Nothing is asserted.

    .venv/bin/python tools/route_cost.py [--joins N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


async def _join(url: str, context: ssl.SSLContext, code: str, name: str) -> tuple[float, int]:
    """Seconds from the first connection to the ``welcome``, and the connections it took."""
    from websockets.asyncio.client import connect

    from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION

    hello = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": name}
    start = time.perf_counter()
    for hops in range(1, 4):
        async with connect(url, ssl=context, compression=None) as ws:
            await ws.send(json.dumps(hello))
            await ws.recv()  # the lobby
            await ws.send(json.dumps({"type": "join", "code": code}))
            while True:
                m: dict[str, Any] = json.loads(await ws.recv())
                if m["type"] == "moved":
                    url = m["url"]
                    break
                if m["type"] == "welcome":
                    return time.perf_counter() - start, hops
                if m["type"] == "denied":
                    raise RuntimeError(m["message"])
    raise RuntimeError("sent on more than twice")


def _figures(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p90 = ms[min(len(ms) - 1, int(len(ms) * 0.9))]
    return f"p50 {statistics.median(ms):6.1f}  p90 {p90:6.1f}  max {ms[-1]:6.1f} ms"


async def measure(joins: int) -> None:
    from websockets.asyncio.client import connect

    from ciapano_qt.net.club.trust import client_context
    from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION
    from ciapano_qt.server.limits import Limits
    from ciapano_qt.server.nodes import Nodes
    from ciapano_qt.server.redis_store import RedisStore
    from tests.server.helpers import start_club
    from tests.server.redis_server import RedisServer

    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        (base / "redis").mkdir()
        redis = RedisServer(base / "redis")
        limits = Limits(address_rate=1e6, address_burst=1e6, connections_per_address=1000)
        runs = []
        try:
            for name in ("a", "b"):
                store = RedisStore(redis.async_client(), name, base / name)
                nodes = Nodes(redis.async_client(), name)
                runs.append(
                    await start_club(
                        base / name, limits, store=store, nodes=nodes, tls=base / "tls"
                    )
                )
            a, b = runs
            context = client_context(a.cert, pinned=False)
            hello = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": "Ada"}
            seats = ["person", "person", "random"]
            create = {"type": "create", "rules": {"players": 3}, "seats": seats, "public": False}
            async with connect(a.url, ssl=context, compression=None) as creator:
                await creator.send(json.dumps(hello))
                await creator.recv()
                await creator.send(json.dumps(create))
                code = json.loads(await creator.recv())["code"]
                direct: list[float] = []
                moved: list[float] = []
                for i in range(joins):
                    there = i % 2 == 1
                    took, hops = await _join(b.url if there else a.url, context, code, f"P{i}")
                    assert hops == (2 if there else 1)
                    (moved if there else direct).append(took)
                    await asyncio.sleep(0.02)  # the seat is freed as the joiner leaves
            print(f"joins through the node that plays the table: {_figures(direct)}")
            print(f"joins through the other node (moved):        {_figures(moved)}")
            extra = statistics.median(moved) - statistics.median(direct)
            print(f"the redirect's extra at the median: {extra * 1000:.1f} ms")
        finally:
            for run in runs:
                await run.club.stop()
            redis.stop()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--joins", type=int, default=200, help="joins in all, half through each node")
    args = p.parse_args()
    asyncio.run(measure(max(2, args.joins)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
