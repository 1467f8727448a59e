"""Running a club from the command line: its data folder, certificate, log and pool, until
it is stopped (``ciapano-server``; the flags are ``cli/serve.py``'s)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import logging.handlers
import os
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import redis

from ..storage.filelock import file_lock
from .core import Core
from .limits import Limits
from .metrics import MetricsPage
from .nodes import Nodes
from .redis_store import RedisStore, connect
from .shell import Club
from .store import DiskStore, Store
from .tls import fingerprint_file, self_signed, server_context

LOG_BYTES, LOG_FILES = 1 << 20, 3  # the log (it holds addresses) rotates: at most ~4 MB kept


@dataclass(frozen=True)
class Shared:
    """The club's Redis, when this node is one of several (``--redis``)."""

    url: str
    password: str | None
    node: str
    cafile: Path | None = None


def default_data() -> Path:
    """``$XDG_DATA_HOME/ciapano-server`` (``~/.local/share/ciapano-server``)."""
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "ciapano-server"


def _logging(folder: Path) -> None:
    handler = logging.handlers.RotatingFileHandler(
        folder / "server.log", maxBytes=LOG_BYTES, backupCount=LOG_FILES, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("ciapano_qt.server")
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    for name in ("websockets", "websockets.server"):  # handshake failures name addresses too
        logging.getLogger(name).addHandler(handler)


async def serve(
    port: int,
    bind: str,
    data: Path,
    cert: Path | None,
    key: Path | None,
    max_level: str,
    slots: int,
    limits: Limits,
    shared: Shared | None = None,
    advertise: str | None = None,
    metrics: tuple[str, int] | None = None,
) -> int:
    data.mkdir(parents=True, exist_ok=True)
    held = contextlib.ExitStack()
    try:  # one node writes a data folder (its journal has one writer)
        held.enter_context(file_lock(data / LOCK_NAME, timeout=0))
    except TimeoutError:
        print(f"ciapano-server: another ciapano-server uses {data}", file=sys.stderr)
        return 2
    with held:
        _logging(data)
        if cert is None or key is None:
            cert, key = self_signed(data / "tls")
        try:
            context = server_context(cert, key)
        except (OSError, ValueError) as e:
            print(f"ciapano-server: cannot use the certificate {cert}: {e}", file=sys.stderr)
            return 2
        store: Store = DiskStore(data)
        nodes = None
        if shared is not None:
            client = connect(shared.url, shared.password, shared.cafile)
            try:
                await client.ping()
            except Exception as e:  # unreachable, refused, a wrong password: one line, no trace
                print(f"ciapano-server: cannot reach Redis at {shared.url}: {e}", file=sys.stderr)
                await client.aclose()
                return 2
            store = RedisStore(client, shared.node, data)
            nodes = Nodes(connect(shared.url, shared.password, shared.cafile), shared.node)
        core = Core(limits, max_level, shared=nodes is not None)
        club = Club(core, store, context, bind, port, slots, nodes=nodes, advertise=advertise)
        try:
            port = await club.start()
        except OSError as e:
            print(f"ciapano-server: cannot listen on {bind}:{port}: {e.strerror}", file=sys.stderr)
            await club.stop()
            return 2
        except redis.RedisError as e:  # Redis gone while the tables were read
            print(f"ciapano-server: cannot read the club's tables from Redis: {e}", file=sys.stderr)
            await club.stop()
            return 2
        # Stopped cleanly from the moment it says it listens (a SIGTERM just after the first line
        # would otherwise end the process before its handler is there).
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        shown = f"[{bind}]" if ":" in bind else bind
        print(f"listening on {shown}:{port}", flush=True)
        print(f"certificate SHA-256 fingerprint: {fingerprint_file(cert)}", flush=True)
        print(f"tables resumed: {len(club.core.rooms)}", flush=True)
        if shared is not None:
            print(f"node {shared.node} of the club sharing {shared.url} at {club.url}", flush=True)
        page = None
        if metrics is not None:
            try:
                page = MetricsPage(club.core, *metrics)
            except OSError as e:
                where = f"{metrics[0]}:{metrics[1]}"
                print(
                    f"ciapano-server: cannot serve /metrics on {where}: {e.strerror}",
                    file=sys.stderr,
                )
                await club.stop()
                return 2
            host = f"[{metrics[0]}]" if ":" in metrics[0] else metrics[0]
            print(f"metrics on http://{host}:{page.port}/metrics", flush=True)
        await stop.wait()
        if page is not None:
            page.close()
        await club.stop()  # the tables stay on disk: a restart resumes them
        return 0


def loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (Linux and macOS; its TLS and sockets in
    compiled code halve the node's CPU for a card: docs/performance.md), else asyncio's."""
    if os.environ.get("CIAPANO_ASYNCIO_LOOP") == "asyncio":  # to measure the difference
        return None
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


LOCK_NAME = "server.lock"  # held by the node using its data folder, released when it ends

GC_THRESHOLDS = (50_000, 20, 100)
"""The collector's thresholds in a node (Python's are 700, 10, 10): a card makes a few thousand
short-lived objects (views, messages, the snapshot), so the defaults ran a collection for
nearly every card and a full one, over every table's objects, every few seconds: a pause that
every player waiting for a card felt (docs/performance.md)."""


def run(*args: object, **kwargs: object) -> int:
    gc.freeze()  # what the start-up made lives as long as the node: never scanned again
    gc.set_threshold(*GC_THRESHOLDS)
    with contextlib.suppress(KeyboardInterrupt), asyncio.Runner(loop_factory=loop_factory()) as r:
        return r.run(serve(*args, **kwargs))  # type: ignore[arg-type]
    return 0
