"""A club on several nodes sharing one Redis: ``RedisStore``, the second ``Store``.

Per table Redis holds (``P`` is the key prefix, ``ciapano:`` by default):

- ``P<id>:snapshot``: the table's snapshot (JSON), replaced whole after every card;
- ``P<id>:lease``: which node plays the table (``owner``, ``epoch``), a key that expires after
  the lease time unless its owner renews it;
- ``P<id>:epoch``: a counter that only grows, bumped each time a node takes the table; it
  outlives the table by ``TOMBSTONE`` seconds so a node coming back with an old copy of a closed
  table does not bring it back;
- ``Ptables``: the set of the club's table ids (the lobby's list).

Every write is one Lua script that first compares the writer's epoch with the table's: a node
paused past its lease (a long garbage collection, a frozen virtual machine) whose table another
node has taken since finds a bigger epoch and is refused (``LeaseLost``), so it can never
overwrite a newer snapshot. With Redis unreachable a call raises ``Unreachable`` (the shell
tries the write again, and applies no card once ``held_until`` has passed). A node keeps a copy
of what it wrote in its data folder (a ``DiskStore``, written after Redis took it), where the
records of the matches it finished go too (``ciapano-cli replay`` reads them).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import orjson
import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from ..engine.match import Match
from ..net.club.schema import is_table_id
from .rooms import restore
from .store import DiskStore, LeaseLost, Unreachable

log = logging.getLogger(__name__)

LEASE = 10.0  # seconds a node holds a table without renewing it
TOMBSTONE = 30 * 24 * 3600  # seconds a closed table's epoch is kept
CLOSING = 30.0  # seconds ``close`` waits for the writes in progress before letting go anyway
SURE = 0.8  # the part of a lease a node counts on after renewing it (Redis's clock may differ)

# KEYS: lease, epoch, snapshot, tables. ARGV: node, epoch (0: a new table), snapshot, lease ms,
# table id, tombstone s. Returns the epoch written under, or 0 when refused. Epochs only grow,
# so Redis's can be smaller than a writer's only once Redis lost its data (restarted without
# its append-only file; a closed table's epoch is kept 30 days): the bigger epoch is the newer
# owner's, and it is written back.
_SAVE = """
local e = tonumber(ARGV[2])
local now = tonumber(redis.call('GET', KEYS[2]) or '0')
if e == 0 then
  local lease = redis.call('HGET', KEYS[1], 'epoch')
  if now == 0 then
    e = redis.call('INCR', KEYS[2])
  elseif lease and redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then
    e = tonumber(lease)  -- its first write, done, sent again (its answer was lost)
  else
    return 0
  end
elseif now > e then
  return 0
elseif now < e then
  redis.call('SET', KEYS[2], e)
end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'epoch', e)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PERSIST', KEYS[2])
redis.call('SET', KEYS[3], ARGV[3])
redis.call('SADD', KEYS[4], ARGV[5])
return e
"""

# KEYS: lease, epoch, snapshot. ARGV: node, lease ms. Takes a table whose lease is free (or
# already this node's): returns {new epoch, snapshot}, or nil when another node holds it.
_CLAIM = """
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner and owner ~= ARGV[1] then return nil end
local snapshot = redis.call('GET', KEYS[3])
if not snapshot then return nil end
local e = redis.call('INCR', KEYS[2])
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'epoch', e)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {e, snapshot}
"""

# KEYS: lease, epoch. ARGV: node, epoch, lease ms. 1 renewed, 0 lost, -1 Redis has an older
# epoch or none (it lost its data: restarted without its append-only file).
_RENEW = """
local now = tonumber(redis.call('GET', KEYS[2]) or '0')
if now < tonumber(ARGV[2]) then return -1 end
if now > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'epoch', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""

# KEYS: lease, epoch, snapshot, tables. ARGV: epoch, table id, tombstone s. 1 done, 0 refused.
_FORGET = """
if tonumber(redis.call('GET', KEYS[2]) or '0') ~= tonumber(ARGV[1]) then return 0 end
redis.call('DEL', KEYS[1], KEYS[3])
redis.call('SREM', KEYS[4], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1
"""


# KEYS: lease, epoch, snapshot, tables. ARGV: node, epoch, snapshot, lease ms, table id. Redis
# lost the table (restarted without its append-only file): this node's lease, its epoch and its
# copy of the snapshot are written again (over a staler owner's; not over a write of its own
# that came first). 1 done, 0 refused (a newer owner's epoch is there).
_RESTORE = """
local now = tonumber(redis.call('GET', KEYS[2]) or '0')
local e = tonumber(ARGV[2])
if now > e then return 0 end
if now < e then
  redis.call('SET', KEYS[2], e)
  if now == 0 then
    redis.call('SET', KEYS[3], ARGV[3], 'NX')
  else
    redis.call('SET', KEYS[3], ARGV[3])
  end
  redis.call('SADD', KEYS[4], ARGV[5])
end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'epoch', e)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""

# KEYS: lease, epoch. ARGV: epoch. Lets the table go (its snapshot stays) if still this epoch's.
_RELEASE = """
if tonumber(redis.call('GET', KEYS[2]) or '0') ~= tonumber(ARGV[1]) then return 0 end
return redis.call('DEL', KEYS[1])
"""


def _text(value: bytes | str) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _progress(data: Any) -> tuple[int, int, int] | None:
    try:
        room = restore(data, 0.0)
    except Exception:
        return None
    # A table not yet started comes before any moment of its match.
    return room.progress() if room.table.started else (-1, 0, 0)


class RedisStore:
    """The tables of a club shared by several nodes, ``node`` being this one (a name no other
    live node of the club uses); ``folder`` keeps this node's copy and its records. Every
    method runs on the shell's event loop, with redis-py's asyncio client."""

    def __init__(
        self,
        client: aioredis.Redis,
        node: str,
        folder: Path,
        lease: float = LEASE,
        prefix: str = "ciapano:",
    ) -> None:
        self.client = client
        self.node = node
        self.local = DiskStore(folder)
        self.lease = lease
        self.lease_ms = max(1, int(lease * 1000))
        self.prefix = prefix
        self.epochs: dict[str, int] = {}  # the tables this node plays, with its epoch for each
        self.busy = 0  # the writes, renewals and adoptions in progress
        self.idle = asyncio.Event()  # set while none is in progress
        self.idle.set()
        self.closed = False  # ``close`` began: nothing more is written or taken
        self.until = 0.0  # the event loop's time until which this node surely holds its tables
        self._save = client.register_script(_SAVE)
        self._claim = client.register_script(_CLAIM)
        self._renew = client.register_script(_RENEW)
        self._forget = client.register_script(_FORGET)
        self._release = client.register_script(_RELEASE)
        self._restore = client.register_script(_RESTORE)

    def _keys(self, table: str) -> list[str]:
        if not is_table_id(table):
            raise ValueError(f"not a table id: {table[:20]!r}")
        p = self.prefix + table
        return [f"{p}:lease", f"{p}:epoch", f"{p}:snapshot", f"{self.prefix}tables"]

    def held_until(self) -> float:
        return self.until

    def _held_from(self, sent: float) -> None:
        """Every lease of this node was renewed by a request sent at ``sent``."""
        self.until = max(self.until, sent + self.lease * SURE)

    @contextmanager
    def _using(self) -> Iterator[bool]:
        """A write, renewal or adoption: True while the store is open, and ``close`` waits
        for its end (False once ``close`` began: it must send nothing, as a write landing
        after the release would take the lease back, for an hour with a long lease, and the
        table released to the other nodes would then be played by none)."""
        if self.closed:
            yield False
            return
        self.busy += 1
        self.idle.clear()
        try:
            yield True
        except (RedisConnectionError, RedisTimeoutError, OSError) as e:
            raise Unreachable(str(e)) from e
        finally:
            self.busy -= 1
            if self.busy == 0:
                self.idle.set()

    async def save(self, table: str, snapshot: dict[str, Any]) -> None:
        with self._using() as open_:
            if not open_:
                raise LeaseLost(table)  # this node stopped: its tables are the others' now
            text = orjson.dumps(snapshot)  # UTF-8 JSON
            epoch = self.epochs.get(table, 0)
            args: list[str | int | bytes] = [
                self.node,
                epoch,
                text,
                self.lease_ms,
                table,
                TOMBSTONE,
            ]
            written = int(await self._save(keys=self._keys(table), args=args))
            if not written:
                self.epochs.pop(table, None)
                raise LeaseLost(table)
            self.epochs[table] = written
            await self.local.save(table, snapshot)

    async def forget(self, table: str) -> None:
        with self._using() as open_:
            if not open_:
                raise LeaseLost(table)
            args: list[str | int] = [self.epochs.get(table, 0), table, TOMBSTONE]
            done = int(await self._forget(keys=self._keys(table), args=args))
            self.epochs.pop(table, None)
            await self.local.forget(table)
            if not done:
                raise LeaseLost(table)

    async def record(self, table: str, index: int, match: Match) -> None:
        await self.local.record(table, index, match)

    async def renew(self) -> list[str]:
        """Renew this node's lease on each of its tables; the ones lost (taken by another
        node) are returned and no longer this node's."""
        with self._using() as open_:
            if not open_:
                return []
            sent = asyncio.get_running_loop().time()
            held = list(self.epochs.items())
            if not held:
                await self.client.ping()  # Redis is there: no table is held against anyone
                self._held_from(sent)
                return []
            pipe = self.client.pipeline(transaction=False)
            for table, epoch in held:
                keys = self._keys(table)[:2]
                await self._renew(keys=keys, args=[self.node, epoch, self.lease_ms], client=pipe)
            results = [int(r) for r in await pipe.execute()]
            self._held_from(sent)
            lost = [t for (t, _), r in zip(held, results, strict=True) if r == 0]
            for table, epoch in held:
                if table in lost and self.epochs.get(table) == epoch:
                    del self.epochs[table]
            for (table, epoch), r in zip(held, results, strict=True):
                if r == -1 and not await self._rewrite(table, epoch):
                    lost.append(table)
            return lost

    async def _rewrite(self, table: str, epoch: int) -> bool:
        """Redis lost table ``table`` (restarted without its append-only file): write its
        lease again, and this node's copy of its snapshot (the last one Redis took)."""
        data = await self.local.load(table)
        if data is None:
            self.epochs.pop(table, None)
            return False
        text = json.dumps(data, ensure_ascii=False)
        args: list[str | int] = [self.node, epoch, text, self.lease_ms, table]
        if not int(await self._restore(keys=self._keys(table), args=args)):
            self.epochs.pop(table, None)
            return False
        log.warning("table %s: Redis had lost it: written again from this node's copy", table)
        return True

    async def close(self) -> None:
        """Let this node's tables go, once the writes in progress are done (one landing
        after the release would take its table back): nothing is written after this."""
        self.closed = True
        try:
            async with asyncio.timeout(CLOSING):
                await self.idle.wait()
        except TimeoutError:
            log.error("the store's writes did not end in %s s: the tables go anyway", CLOSING)
        held, self.epochs = list(self.epochs.items()), {}
        try:
            if held:
                pipe = self.client.pipeline(transaction=False)
                for table, epoch in held:
                    await self._release(keys=self._keys(table)[:2], args=[epoch], client=pipe)
                await pipe.execute()
        finally:
            await self.client.aclose()
            await self.local.close()

    async def claim(self, table: str) -> Any | None:
        """Take ``table`` if no live node holds it: its snapshot in Redis, or None."""
        got = await self._claim(keys=self._keys(table)[:3], args=[self.node, self.lease_ms])
        if got is None:
            return None
        epoch, text = got
        self.epochs[table] = int(epoch)
        return json.loads(text)

    async def orphans(self) -> list[str]:
        """The club's tables no live node holds (their owner stopped renewing)."""
        members = await self.client.smembers(f"{self.prefix}tables")
        ids = [t for t in sorted(_text(m) for m in members) if is_table_id(t)]
        if not ids:
            return []
        pipe = self.client.pipeline(transaction=False)
        for t in ids:
            pipe.hget(self._keys(t)[0], "owner")
        owners = await pipe.execute()
        return [t for t, o in zip(ids, owners, strict=True) if o is None or _text(o) == self.node]

    async def adopt(self) -> list[tuple[str, Any]]:
        with self._using() as open_:
            if not open_:
                return []  # this node stopped: it takes nothing more
            out = []
            for table in await self.orphans():
                if table in self.epochs:
                    continue
                data = await self.claim(table)
                if data is not None:
                    log.warning("table %s: its node stopped renewing it: this node plays it", table)
                    await self.local.save(table, data)
                    out.append((table, data))
            return out

    async def tables(self) -> list[tuple[str, Any]]:
        """The tables this node takes on starting: every table in Redis that no live node
        holds (the newer of Redis's snapshot and this node's copy, by the match's progress;
        Redis's when even), and this node's copies of tables Redis never had (a node that
        played alone joining a club). A copy of a table another node holds, or that closed
        meanwhile, is dropped."""
        sent = asyncio.get_running_loop().time()
        local = dict(await self.local.tables())
        out = []
        for table in await self.orphans():
            data = await self.claim(table)
            if data is None:
                continue
            mine = local.pop(table, None)
            theirs, ours = _progress(data), _progress(mine) if mine is not None else None
            if ours is not None and (theirs is None or ours > theirs):
                log.warning("table %s: this node's copy is newer than Redis's: kept", table)
                await self.save(table, mine)
                data = mine
            else:
                await self.local.save(table, data)
            out.append((table, data))
        members = {_text(m) for m in await self.client.smembers(f"{self.prefix}tables")}
        for table, data in local.items():
            if table in members or await self.client.exists(self._keys(table)[1]):
                log.info("table %s: held by another node or closed: this copy is dropped", table)
                await self.local.forget(table)
                continue
            try:
                await self.save(table, data)
            except LeaseLost:
                continue
            out.append((table, data))
        self._held_from(sent)
        return out


PASSWORD_VARIABLE = "CIAPANO_REDIS_PASSWORD"


def check_url(url: str) -> str | None:
    """Why ``url`` is not a Redis address a node may be given (None: it is one)."""
    parts = urlsplit(url)
    if parts.scheme not in ("redis", "rediss"):
        return "the Redis address starts with redis:// or rediss:// (TLS)"
    if not parts.hostname:
        return "the Redis address names no host"
    if parts.password:
        return (
            "the Redis address holds a password: give it in a file (--redis-password-file) "
            f"or the environment ({PASSWORD_VARIABLE}), never on the command line"
        )
    return None


def connect(url: str, password: str | None, cafile: Path | None = None) -> aioredis.Redis:
    """An asyncio client for the club's Redis (nothing is sent until the first command)."""
    extra: dict[str, Any] = {}
    if cafile is not None:
        extra["ssl_ca_certs"] = str(cafile)
    return aioredis.Redis.from_url(
        url,
        password=password,
        socket_timeout=5.0,
        socket_connect_timeout=5.0,
        health_check_interval=30,
        **extra,
    )
