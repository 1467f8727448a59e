"""Two nodes sharing a real redis-server: the node playing a table stops renewing its lease
(killed, or frozen), the other node takes the table over from its last snapshot with no card
lost, the frozen node's later writes are refused and it drops the table, and a player coming
back to the new node with the match's rejoin token takes the seat back. A node that stops
lets its tables go at once."""

from __future__ import annotations

import asyncio
import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION
from ciapano_qt.server.redis_store import RedisStore
from ciapano_qt.server.rooms import restore
from ciapano_qt.server.store import DiskStore

from .helpers import WATCHDOG, creating, start_club

LEASE, RENEW = 1.0, 0.1  # seconds: short, so that the test waits little for the takeover


def freeze(store: RedisStore, thaw: asyncio.Event) -> None:
    """The store's node freezes (a frozen virtual machine): its writes, renewals and
    adoptions from now on wait until ``thaw`` is set, then go on as they were."""
    for name in ("save", "forget", "renew", "adopt"):
        method = getattr(store, name)

        async def frozen(*args, method=method):  # type: ignore[no-untyped-def]
            await thaw.wait()
            return await method(*args)

        setattr(store, name, frozen)


def test_a_table_whose_node_stopped_renewing_is_taken_over_by_the_other_node(redis_db, tmp_path):
    async def play() -> None:
        a = RedisStore(redis_db.async_client(), "a", tmp_path / "a", lease=LEASE)
        b = RedisStore(redis_db.async_client(), "b", tmp_path / "b", lease=LEASE)
        node_a = await start_club(tmp_path / "a", store=a, renew=RENEW)
        node_b = await start_club(tmp_path / "b", store=b, renew=RENEW)
        try:
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(node_a, rules, ["person", "random", "random"], 1)
            task = asyncio.ensure_future(ada.run())
            while not any(m["type"] == "state" and m["plays"] for m in frames.messages()):
                await asyncio.sleep(0.01)
            token = ada.online.token
            assert token is not None
            thaw = asyncio.Event()  # node a freezes: its writes and its renewals stop
            freeze(a, thaw)
            for _ in range(int(WATCHDOG / 0.05)):
                if node_b.club.core.rooms:
                    break
                await asyncio.sleep(0.05)
            ((table, room),) = node_b.club.core.rooms.items()
            seen = [(m["hand"], m["plays"]) for m in frames.messages() if m["type"] == "state"]
            assert max(seen) <= room.progress()[1:]  # no card any player saw was lost
            thaw.set()  # node a wakes up
            for _ in range(int(WATCHDOG / 0.05)):  # a's next write is refused: a drops it
                if not node_a.club.core.rooms:
                    break
                await asyncio.sleep(0.05)
            assert node_a.club.core.rooms == {}
            code, said = await asyncio.wait_for(task, WATCHDOG)  # a refuses Ada's token now
            assert code == 2 and "rejoin token is not valid" in said
            # Ada's program, pointed at node b with its token, takes its seat back there.
            conn = 999
            core = node_b.club.core
            core.open(conn, "127.0.0.9", 0.0)
            hello = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": "Ada"}
            core.receive(conn, json.dumps({**hello, "token": token}).encode(), 0.0)
            sent = [x.message["type"] for x in core.take() if getattr(x, "conn", None) == conn]
            assert sent[:3] == ["lobby", "seated", "welcome"]
            assert core.clients[conn].room == table
        finally:
            await node_a.club.stop()
            await node_b.club.stop()

    asyncio.run(play())


def test_a_node_stopping_lets_its_tables_go_to_the_other_node_at_once(redis_db, tmp_path):
    async def play() -> None:
        a = RedisStore(redis_db.async_client(), "a", tmp_path / "a", lease=3600.0)
        b = RedisStore(redis_db.async_client(), "b", tmp_path / "b", lease=3600.0)
        node_a = await start_club(tmp_path / "a", store=a, renew=RENEW)
        node_b = await start_club(tmp_path / "b", store=b, renew=RENEW)
        try:
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(node_a, rules, ["person", "random", "random"], 1)
            task = asyncio.ensure_future(ada.run())
            while not any(m["type"] == "state" and m["plays"] for m in frames.messages()):
                await asyncio.sleep(0.01)
            await node_a.club.stop()  # an hour's lease: only its release lets b take it
            for _ in range(int(WATCHDOG / 0.05)):
                if node_b.club.core.rooms:
                    break
                await asyncio.sleep(0.05)
            ((table, room),) = node_b.club.core.rooms.items()
            ((ident, data),) = await DiskStore(tmp_path / "a").tables()  # a's last copy
            seen = [(m["hand"], m["plays"]) for m in frames.messages() if m["type"] == "state"]
            assert ident == table and max(seen) <= restore(data, 0.0).progress()[1:]
            assert room.progress() >= restore(data, 0.0).progress()  # b went on from there
            task.cancel()
        finally:
            await node_b.club.stop()

    asyncio.run(play())
