"""The club's I/O: WebSocket over TLS around the ``Core``, its store and its thinking pool.

Nothing here decides a rule or a permission: it moves one JSON message per WebSocket message
between the sockets and the core, carries out the core's actions in order, thinks for the
computers in a process pool and ticks the core's clock. A table's ``Save`` (or ``Record``)
goes to the store in a worker thread, and every message of that table queued after it waits
until it is on disk: a card is stored before anyone sees it. With a shared store (several
nodes) the shell renews this node's leases and takes the tables of a node that stopped
renewing its own; a table whose write is refused or whose lease is
lost (``LeaseLost``: another node took it) is dropped here, and the messages queued after the
refused write are never sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import random
import ssl
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .actions import Action, Close, Forget, Record, Save, Send, Think
from .core import Core
from .rooms import restore
from .store import LeaseLost, Store
from .think import think

log = logging.getLogger(__name__)

TICK = 0.25
RENEW = 2.0  # seconds between renewals of this node's leases (a shared store's lease is 10 s)
MAX_BACKLOG = 512  # messages queued for a client that does not read: past this it is dropped
_CLOSE = object()


class Outbox:
    """One connection's messages in order, each sent once the saves before it are done."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        self.task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        with contextlib.suppress(ConnectionClosed, asyncio.CancelledError):
            while True:
                item = await self.queue.get()
                if item is _CLOSE:
                    break
                text, gate = item
                if gate is not None and not await asyncio.shield(gate):
                    continue  # its table's write was refused: another node plays it now
                await self.ws.send(text)
        with contextlib.suppress(Exception):
            await self.ws.close()


class Club:
    """Serve ``core`` on ``bind:port`` over wss:// until ``stop``."""

    def __init__(
        self,
        core: Core,
        store: Store,
        context: ssl.SSLContext,
        bind: str = "127.0.0.1",
        port: int = 0,
        slots: int = 2,
        pool: Executor | None = None,
        renew: float = RENEW,
    ) -> None:
        self.core = core
        self.store = store
        self.context = context
        self.bind, self.port = bind, port
        self.make_pool: Callable[[], Executor] = lambda: ProcessPoolExecutor(
            slots, multiprocessing.get_context("spawn")
        )
        self.pool = pool or self.make_pool()
        self.io = ThreadPoolExecutor(4, thread_name_prefix="club-store")
        self.slots = asyncio.Semaphore(slots)
        self.outboxes: dict[int, Outbox] = {}
        self.next_conn = 1
        self.chains: dict[str, asyncio.Future[Any]] = {}  # each table's last write pending
        self.tasks: set[asyncio.Task[Any]] = set()
        self.writes: set[asyncio.Task[Any]] = set()  # the store writes in progress
        self.rng = random.SystemRandom()
        self.server: Any = None
        self.errors: list[str] = []  # the last store or thinker failures (bounded)
        self.renew = renew  # seconds between renewals of the leases (a shared store)

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def start(self) -> int:
        """Resume the stored tables, listen; return the port (the chosen one for 0)."""
        loop = asyncio.get_running_loop()
        self._resume(await loop.run_in_executor(self.io, self.store.tables))
        lim = self.core.limits
        self.server = await serve(
            self._serve,
            self.bind,
            self.port,
            ssl=self.context,
            max_size=lim.max_message,
            max_queue=4,
            compression=None,  # no compression of secrets beside text an attacker chooses
            open_timeout=lim.hello_timeout,
            server_header=None,
            backlog=lim.connections,  # a burst of reconnections waits to be accepted (not 100)
        )
        self.port = self.server.sockets[0].getsockname()[1]
        self._spawn(self._ticker())
        self._spawn(self._renewer())
        return self.port

    def _resume(self, kept: list[tuple[str, Any]]) -> None:
        for ident, data in kept:
            try:
                self.core.restore(restore(data, self.now()))
            except Exception as e:  # a bad snapshot stays on disk, named in the log
                log.warning("table %s cannot be resumed: %s", ident, e)
        self.execute()

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 5)
        for t in list(self.tasks):  # the clock, the renewals and the thinking stop: the
            if t not in self.writes:  # core plays no more cards here
                t.cancel()
        # What the core asked to keep is kept before the store closes: every pending write,
        # including the ones a card played while the server closed queued after the others.
        loop = asyncio.get_running_loop()
        end = loop.time() + 10
        while self.writes and loop.time() < end:
            await asyncio.wait(list(self.writes), timeout=end - loop.time())
        for t in list(self.tasks):
            t.cancel()
        try:  # a shared store lets this node's tables go to the other nodes at once
            await asyncio.get_running_loop().run_in_executor(self.io, self.store.close)
        except Exception as e:
            self._failed(f"the store could not let the tables go: {e!r}")
        self.io.shutdown(wait=True)
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def _failed(self, text: str) -> None:
        self.core.counts.errors += 1
        log.error("%s", text)
        self.errors = [*self.errors[-99:], text]

    # Connections ----------------------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        conn = self.next_conn
        self.next_conn += 1
        peer = ws.remote_address
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        log.info("connection %d from %s", conn, address)
        outbox = self.outboxes[conn] = Outbox(ws)
        try:
            self.core.open(conn, address, self.now())
            self.execute()
            async for message in ws:
                if conn not in self.core.clients:
                    continue  # closed by the core: read on until the close handshake ends
                if isinstance(message, bytes):
                    self.core.broken(conn, "send text messages, not binary", self.now())
                else:
                    self.core.receive(conn, message.encode("utf-8"), self.now())
                self.execute()
        except ConnectionClosed:
            pass
        finally:
            self.core.lost(conn, self.now())
            self.execute()
            outbox.queue.put_nowait(_CLOSE)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(outbox.task), 10)
            self.outboxes.pop(conn, None)

    # Actions --------------------------------------------------------------------------

    def execute(self) -> None:
        """Carry out the core's actions, in order."""
        for action in self.core.take():
            self._do(action)

    def _do(self, action: Action) -> None:
        if isinstance(action, Send):
            box = self.outboxes.get(action.conn)
            if box is None:
                return
            if box.queue.qsize() > MAX_BACKLOG:
                self.core.lost(action.conn, self.now())
                box.queue.put_nowait(_CLOSE)
                return
            text = json.dumps(action.message, ensure_ascii=False, separators=(",", ":"))
            gate = self.chains.get(action.table) if action.table is not None else None
            box.queue.put_nowait((text, gate))
        elif isinstance(action, Close):
            box = self.outboxes.get(action.conn)
            if box is not None:
                box.queue.put_nowait(_CLOSE)
        elif isinstance(action, Save):
            self._write(action.table, lambda: self.store.save(action.table, action.snapshot))
        elif isinstance(action, Record):
            match = action.match
            self._write(action.table, lambda: self.store.record(action.table, action.index, match))
        elif isinstance(action, Forget):
            self._write(action.table, lambda: self.store.forget(action.table))
        elif isinstance(action, Think):
            self._spawn(self._think(action))

    def _write(self, table: str, job: Callable[[], None]) -> None:
        """``job`` in a store thread after the table's previous write; the table's later
        sends wait for it."""
        previous = self.chains.get(table)
        task = self._spawn(self._written(previous, job))
        self.writes.add(task)
        task.add_done_callback(self.writes.discard)
        self.chains[table] = task
        task.add_done_callback(lambda t: self._unchain(table, t))

    def _unchain(self, table: str, task: asyncio.Future[Any]) -> None:
        if self.chains.get(table) is task:
            del self.chains[table]

    async def _written(self, previous: asyncio.Future[Any] | None, job: Callable[[], None]) -> bool:
        """False when the store refused the write (the table is another node's now)."""
        if previous is not None:
            with contextlib.suppress(Exception):
                if not await asyncio.shield(previous):
                    return False
        try:
            await asyncio.get_running_loop().run_in_executor(self.io, job)
        except LeaseLost as e:
            self._release([e.table])
            return False
        except Exception as e:  # the game goes on; the operator is told
            self._failed(f"the store failed: {e!r}")
        return True

    def _release(self, tables: list[str]) -> None:
        for table in tables:
            if table in self.core.rooms:
                self.core.counts.lease_moves += 1
                log.warning("table %s: another node of the club plays it now", table)
                self.core.release(table, self.now())
        self.execute()

    async def _renewer(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.renew)
            try:
                lost = await loop.run_in_executor(self.io, self.store.renew)
                self._release(lost)
                adopted = await loop.run_in_executor(self.io, self.store.adopt)
                self.core.counts.lease_moves += len(adopted)
                self._resume(adopted)
            except Exception as e:  # the store unreachable: the next renewal tries again
                self._failed(f"the store could not renew the leases: {e!r}")

    async def _think(self, action: Think) -> None:
        turn = action.turn
        async with self.slots:
            loop = asyncio.get_running_loop()
            seed = self.rng.getrandbits(32)
            try:
                card = await loop.run_in_executor(
                    self.pool, think, turn.level, seed, action.levels, turn.view
                )
            except BrokenProcessPool as e:  # a worker died (killed): a new pool
                self._failed(f"the thinking pool broke: {e!r}")
                self.pool = self.make_pool()
                card = -1
            except Exception as e:  # a bug: the core plays a random legal card instead
                self._failed(f"a computer failed: {e!r}")
                card = -1
        self.core.thought(action.table, turn, card, self.now())
        self.execute()

    async def _ticker(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            self.core.tick(self.now())
            self.execute()
