"""The shared store's leases on a real redis-server: a table is played by one node at a time,
a node paused past its lease can never overwrite the snapshot of the node that took the table
over, and a node restarting with an older copy than Redis's takes Redis's."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from ciapano_qt.server.redis_store import RedisStore
from ciapano_qt.server.rooms import restore
from ciapano_qt.server.store import DiskStore, LeaseLost

from .test_store import _room

LEASE = 0.2  # seconds: the tests wait for it to run out rather than fake Redis's clock
WAIT = 30.0  # the bound on that wait (a failure limit, not a measure)


def _node(server, name, tmp_path, lease=LEASE):
    """A node's store (on the running event loop: its asyncio client belongs to it)."""
    return RedisStore(server.async_client(), name, tmp_path / name, lease=lease)


async def _lapse(server, table):
    """Wait until Redis lets the table's lease expire (its owner stopped renewing)."""
    end = time.monotonic() + WAIT
    with server.client() as c:
        while c.exists(f"ciapano:{table}:lease"):
            assert time.monotonic() < end, "the lease never expired"
            await asyncio.sleep(0.05)


def _play(room, cards):
    for _ in range(cards):
        state = room.table.match.hand
        room.table.computer_move(state.current, *room.table.moment(), state.legal_moves()[0], 1.0)


def _epoch(server, table):
    with server.client() as c:
        lease = c.hgetall(f"ciapano:{table}:lease")
        return {k.decode(): v.decode() for k, v in lease.items()}


def test_a_live_lease_keeps_a_table_and_an_expired_one_moves_with_a_bigger_epoch(
    redis_db, tmp_path
):
    async def run() -> None:
        a = _node(redis_db, "a", tmp_path)
        b = _node(redis_db, "b", tmp_path)
        room = _room()
        await a.save(room.id, room.snapshot())
        assert _epoch(redis_db, room.id) == {"owner": "a", "epoch": "1"}
        a_long = _node(redis_db, "a", tmp_path, lease=60.0)
        a_long.epochs[room.id] = 1
        assert await a_long.renew() == []  # renewed for a minute: b cannot take it meanwhile
        assert await b.orphans() == [] and await b.claim(room.id) is None
        assert await b.tables() == []
        with redis_db.client() as c:
            c.pexpire(f"ciapano:{room.id}:lease", int(LEASE * 1000))  # a stops renewing
        await _lapse(redis_db, room.id)
        assert await b.orphans() == [room.id]
        ((ident, data),) = await b.tables()
        assert ident == room.id and restore(data, 0.0).progress() == room.progress()
        assert _epoch(redis_db, room.id) == {"owner": "b", "epoch": "2"}

    asyncio.run(run())


def test_a_stale_owners_write_is_refused_and_never_overwrites_the_new_owners(redis_db, tmp_path):
    async def run() -> None:
        a = _node(redis_db, "a", tmp_path)
        b = _node(redis_db, "b", tmp_path)
        room = _room()
        await a.save(room.id, room.snapshot())
        await _lapse(redis_db, room.id)  # a is paused past its lease
        moved = restore(await b.claim(room.id), 0.0)
        _play(moved, 2)
        await b.save(room.id, moved.snapshot())
        _play(room, 1)  # a wakes up and goes on with its own (now stale) table
        with pytest.raises(LeaseLost):
            await a.save(room.id, room.snapshot())
        with redis_db.client() as c:
            kept = restore(json.loads(c.get(f"ciapano:{room.id}:snapshot")), 0.0)
        assert kept.progress() == moved.progress() != room.progress()
        assert _epoch(redis_db, room.id) == {"owner": "b", "epoch": "2"}
        await _lapse(redis_db, room.id)  # even with b's lease run out, a's old epoch stays refused
        with pytest.raises(LeaseLost):
            await a.save(room.id, room.snapshot())
        assert await a.renew() == [] and a.epochs == {}
        b.epochs[room.id] = 2
        a.epochs[room.id] = 1
        assert await a.renew() == [room.id]  # renewing an old epoch fails too: the table is lost
        with pytest.raises(LeaseLost):
            await a.forget(room.id)  # nor can a stale owner close it
        assert await b.renew() == [] and (await b.tables())[0][0] == room.id

    asyncio.run(run())


def test_a_restarted_node_with_an_older_copy_than_redis_takes_redis(redis_db, tmp_path):
    async def run() -> None:
        a = _node(redis_db, "a", tmp_path)
        room = _room()
        await a.save(room.id, room.snapshot())  # a's copy on its disk: the first snapshot
        await _lapse(redis_db, room.id)  # a is killed
        b = _node(redis_db, "b", tmp_path)
        moved = restore(await b.claim(room.id), 0.0)
        _play(moved, 3)
        await b.save(room.id, moved.snapshot())
        await _lapse(redis_db, room.id)  # b is killed too; a restarts
        ((_, data),) = await _node(redis_db, "a", tmp_path).tables()
        assert restore(data, 0.0).progress() == moved.progress() != room.progress()
        ((_, copy),) = await DiskStore(tmp_path / "a").tables()
        assert copy == data  # its own copy brought up to date

    asyncio.run(run())


def test_a_lone_nodes_tables_join_redis_and_a_closed_tables_old_copy_is_dropped(redis_db, tmp_path):
    async def run() -> None:
        alone, closed = _room(), _room()
        await DiskStore(tmp_path / "a").save(alone.id, alone.snapshot())  # played alone, before
        b = _node(redis_db, "b", tmp_path)
        await b.save(closed.id, closed.snapshot())
        await DiskStore(tmp_path / "a").save(closed.id, closed.snapshot())  # an old copy of b's
        await b.forget(closed.id)  # b closed the table
        a = _node(redis_db, "a", tmp_path)
        assert [ident for ident, _ in await a.tables()] == [alone.id]
        assert [ident for ident, _ in await DiskStore(tmp_path / "a").tables()] == [alone.id]
        assert _epoch(redis_db, alone.id) == {"owner": "a", "epoch": "1"}
        with redis_db.client() as c:
            assert c.smembers("ciapano:tables") == {alone.id.encode()}

    asyncio.run(run())


def test_a_write_in_progress_when_the_node_stops_never_takes_back_the_released_table(
    redis_db, tmp_path
):
    async def run() -> None:
        a = _node(redis_db, "a", tmp_path, lease=3600.0)
        b = _node(redis_db, "b", tmp_path, lease=3600.0)
        room = _room()
        await a.save(room.id, room.snapshot())
        _play(room, 1)
        entered, go = asyncio.Event(), asyncio.Event()
        script = a._save

        async def slow_script(**kw):  # the next card's write reaches Redis only when told
            entered.set()
            await go.wait()
            return await script(**kw)

        a._save = slow_script
        writer = asyncio.ensure_future(a.save(room.id, room.snapshot()))
        async with asyncio.timeout(WAIT):
            await entered.wait()
        closer = asyncio.ensure_future(a.close())  # the node stops while the write is on its way
        await asyncio.sleep(0.5)  # (the old close let the table go here, before the write landed)
        assert not closer.done()
        go.set()
        async with asyncio.timeout(WAIT):
            await writer
            await closer
        assert _epoch(redis_db, room.id) == {}  # the write landed first, then the release
        with pytest.raises(LeaseLost):  # and nothing more is written once it stopped
            await a.save(room.id, room.snapshot())
        ((ident, data),) = await b.adopt()  # the other node takes it at once, card included
        assert ident == room.id and restore(data, 0.0).progress() == room.progress()

    asyncio.run(run())


def test_redis_that_lost_its_data_gets_the_newest_owners_table_back_over_a_stale_one(
    redis_db, tmp_path
):
    async def run() -> None:
        a = _node(redis_db, "a", tmp_path)
        b = _node(redis_db, "b", tmp_path)
        room = _room()
        await a.save(room.id, room.snapshot())
        await _lapse(redis_db, room.id)  # a is paused past its lease: b takes the table
        moved = restore(await b.claim(room.id), 0.0)
        _play(moved, 2)
        await b.save(room.id, moved.snapshot())
        with redis_db.client() as c:
            c.flushall()  # Redis restarted without its append-only file
        _play(room, 1)
        await a.save(room.id, room.snapshot())  # the stale owner comes first: nothing tells
        assert await b.renew() == []  # b's bigger epoch: b's copy written back over a's
        assert _epoch(redis_db, room.id) == {"owner": "b", "epoch": "2"}
        with redis_db.client() as c:
            kept = restore(json.loads(c.get(f"ciapano:{room.id}:snapshot")), 0.0)
            assert c.smembers("ciapano:tables") == {room.id.encode()}
        assert kept.progress() == moved.progress() != room.progress()
        with pytest.raises(LeaseLost):  # and a's next write is refused: a drops the table
            await a.save(room.id, room.snapshot())
        assert await a.renew() == [] and a.epochs == {}
        b.epochs[room.id] = 2
        with redis_db.client() as c:
            c.flushall()  # again, with b alone: its renewal writes its table back
        assert await b.renew() == [] and _epoch(redis_db, room.id) == {"owner": "b", "epoch": "2"}
        with redis_db.client() as c:
            kept = restore(json.loads(c.get(f"ciapano:{room.id}:snapshot")), 0.0)
        assert kept.progress() == moved.progress()
        assert await _node(redis_db, "c", tmp_path).adopt() == []  # b holds it: not taken

    asyncio.run(run())
