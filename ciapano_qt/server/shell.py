"""The club's I/O: WebSocket over TLS around the ``Core``, its store and its thinking pool.

Nothing here decides a rule or a permission: it moves one JSON message per WebSocket message
between the sockets and the core, carries out the core's actions in order, thinks for the
computers in a process pool and ticks the core's clock. A table's ``Save`` (or ``Record``)
is awaited from the store (a coroutine: the disk's through its journal's thread, Redis's on
this loop) after that table's previous write, and every message of that table queued after it
waits until it is kept (``outbox.Outbox``): a card is stored before anyone sees it. With a
shared store (several nodes) the shell renews this node's leases and takes the tables of a
node that stopped renewing its own; a table whose write is refused or whose lease is lost
(``LeaseLost``: another node took it) is dropped here, and the messages queued after the
refused write are never sent. With ``nodes`` (``nodes.Nodes``) the shell also beats this
node's heartbeat (its address and public tables), answers the core's ``Locate`` and ``Gather``
from Redis and publishes its ``Invite``s (in the table's chain of writes). A write the store
cannot reach (``Unreachable``: Redis down) is tried again until it is done or refused, the
table's messages still waiting for it; once the store's hold on this node's tables runs out
(``held_until``: the leases it last renewed) the core is paused, no card applied, until a
renewal reaches the store again.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import random
import ssl
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import orjson
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .actions import Action, Close, Forget, Gather, Invite, Locate, Record, Save, Send, Think
from .core import Core
from .nodes import Nodes, default_url
from .outbox import CLOSE_LIMIT, Outbox
from .rooms import restore
from .store import LeaseLost, Store, Unreachable
from .think import think

log = logging.getLogger(__name__)

TICK = 0.25
RENEW = 2.0  # seconds between renewals of this node's leases (a shared store's lease is 10 s)
RETRY = (0.1, 0.25, 0.5, 1.0, 2.0)  # seconds between tries of a write the store cannot reach


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
        nodes: Nodes | None = None,
        advertise: str | None = None,
    ) -> None:
        self.core = core
        self.store = store
        self.context = context
        self.bind, self.port = bind, port
        self.make_pool: Callable[[], Executor] = lambda: ProcessPoolExecutor(
            slots, multiprocessing.get_context("spawn")
        )
        self.pool = pool or self.make_pool()
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
        self.nodes = nodes  # the club's other nodes (Redis), None for a node alone
        self.advertise = advertise  # the address clients reach this node at (None: default)
        self.url = ""
        self.beat_failed = False  # the last heartbeat could not reach Redis
        self.unreachable = False  # the last renewal could not reach the store

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def start(self) -> int:
        """Resume the stored tables, listen; return the port (the chosen one for 0)."""
        self._resume(await self.store.tables())
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
        self.url = self.advertise or default_url(self.bind, self.port)
        self.core.nodes = [self.url]  # a node alone lists itself
        if self.nodes is not None:
            self.nodes.url = self.url
            await self._beat()  # listed before it says it listens
            self._spawn(self._heartbeat())
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
        if self.nodes is not None:
            try:  # no program is sent here any more
                await asyncio.wait_for(self.nodes.leave(), 5)
            except Exception as e:
                self._failed(f"the node could not leave the club's list: {e!r}")
            with contextlib.suppress(Exception):
                await self.nodes.close()
        try:  # a shared store lets this node's tables go to the other nodes at once
            await self.store.close()
        except Exception as e:
            self._failed(f"the store could not let the tables go: {e!r}")
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
                self._hold()
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
            outbox.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(outbox.finished), CLOSE_LIMIT + 1)
            self.outboxes.pop(conn, None)

    # Actions --------------------------------------------------------------------------

    def execute(self) -> None:
        """Carry out the core's actions, in order."""
        for action in self.core.take():
            self._do(action)

    def _do(self, action: Action) -> None:
        if isinstance(action, Send):
            box = self.outboxes.get(action.conn)
            if box is None or box.closing:
                return
            if box.overflowing():  # it does not read what it is sent
                self.core.lost(action.conn, self.now())
                box.close()
                return
            data = orjson.dumps(action.message)  # compact UTF-8 JSON, as json.dumps writes it
            if action.message["type"] == "club":
                box.notice(data)
                return
            gate = self.chains.get(action.table) if action.table is not None else None
            box.put(data, gate)
        elif isinstance(action, Close):
            box = self.outboxes.get(action.conn)
            if box is not None:
                box.close()
        elif isinstance(action, Save):
            self._write(action.table, lambda: self.store.save(action.table, action.snapshot))
        elif isinstance(action, Record):
            match = action.match
            self._write(action.table, lambda: self.store.record(action.table, action.index, match))
        elif isinstance(action, Forget):
            self._write(action.table, lambda: self.store.forget(action.table))
        elif isinstance(action, Think):
            self._spawn(self._think(action))
        elif isinstance(action, Locate):
            self._spawn(self._locate(action))
        elif isinstance(action, Gather):
            self._spawn(self._gather(action.conn))
        elif isinstance(action, Invite) and self.nodes is not None:
            a = action
            self._write(a.table, functools.partial(self.nodes.invite, a.table, a.code, a.live))

    def _write(self, table: str, job: Callable[[], Awaitable[None]]) -> None:
        """``job``'s store write, awaited after the table's previous write; the table's later
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

    async def _written(
        self, previous: asyncio.Future[Any] | None, job: Callable[[], Awaitable[None]]
    ) -> bool:
        """False when the store refused the write (the table is another node's now)."""
        if previous is not None:
            with contextlib.suppress(Exception):
                if not await asyncio.shield(previous):
                    return False
        tries = 0
        while True:
            try:
                await job()
                return True
            except Unreachable as e:  # tried again: the table's messages wait for it
                if not tries:
                    log.warning("the store is unreachable: a write waits for it (%s)", e)
                await asyncio.sleep(RETRY[min(tries, len(RETRY) - 1)])
                tries += 1
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
        while True:
            await asyncio.sleep(self.renew)
            try:
                lost = await self.store.renew()
            except Exception as e:  # the store unreachable: the next renewal tries again
                if not self.unreachable:
                    self._failed(f"the store could not renew the leases: {e!r}")
                self.unreachable = True
                self._hold()
                continue
            if self.unreachable:
                log.warning("the store is reachable again")
            self.unreachable = False
            self._release(lost)
            if self.core.paused and not self._expired():
                log.warning("the leases are renewed: play resumes")
                self.core.resume(self.now())
                self.execute()
            try:
                adopted = await self.store.adopt()
            except Exception as e:
                self._failed(f"the store could not take the tables left by a node: {e!r}")
                continue
            self.core.counts.lease_moves += len(adopted)
            self._resume(adopted)

    def _expired(self) -> bool:
        until = self.store.held_until()
        return until is not None and self.now() >= until

    def _hold(self) -> None:
        """Before the core may apply a card: past the store's hold on this node's tables
        (their leases not renewed in time), pause it; its people are told."""
        if not self.core.paused and self._expired():
            log.warning("the leases were not renewed in time: the tables pause")
            self.core.pause(self.now())
            self.execute()

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
        self._hold()
        self.core.thought(action.table, turn, card, self.now())
        self.execute()

    # The club's other nodes ----------------------------------------------------------

    async def _beat(self) -> None:
        assert self.nodes is not None
        try:
            nodes = await self.nodes.beat(self.core.published())
        except Exception as e:  # Redis unreachable: the next heartbeat tries again (the
            if not self.beat_failed:  # outage is logged once, not every 2 s)
                self._failed(f"the node's heartbeat failed: {e!r}")
            self.beat_failed = True
            return
        if self.beat_failed:
            log.warning("the node's heartbeat reaches Redis again")
            self.beat_failed = False
        self.core.renode(nodes)
        self.execute()

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.renew)
            await self._beat()

    async def _locate(self, ask: Locate) -> None:
        if self.nodes is None:
            self.core.located(ask, None, None, self.now())
            self.execute()
            return
        try:
            url, table = await self.nodes.locate(ask.table, ask.code)
        except Exception as e:  # Redis unreachable: the program comes back later
            self._failed(f"a table could not be located: {e!r}")
            self._hang_up(ask.conn)
            return
        self.core.located(ask, url, table, self.now())
        self.execute()

    async def _gather(self, conn: int) -> None:
        listed = self.core.published()
        if self.nodes is not None:
            try:
                listed += await self.nodes.gather()
            except Exception as e:  # Redis unreachable: this node's own tables only
                self._failed(f"the club's tables could not be listed: {e!r}")
        self.core.gathered(conn, listed)
        self.execute()

    def _hang_up(self, conn: int) -> None:
        """Close ``conn`` without a word (its program comes back by itself)."""
        self.core.lost(conn, self.now())
        self.execute()
        box = self.outboxes.get(conn)
        if box is not None:
            box.close()

    async def _ticker(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            self._hold()
            self.core.tick(self.now())
            self.execute()
