"""``server/nodes.py`` against a real redis-server: a node's heartbeat lists it (and drops out
when it stops beating), a table is located at the node its lease names (this node's own
address while the table is between nodes, nothing for a table the club does not have), an
invitation code finds its table until the table closes, and the lobby's list gathers the other
nodes' tables."""

from __future__ import annotations

import asyncio
import json

from ciapano_qt.server.nodes import Nodes, default_url
from ciapano_qt.server.redis_store import RedisStore

TABLE = "0123456789ab"
A, B = "wss://a.example:8443", "wss://b.example:8443"


def _listed(table: str, born: float, started: bool = False) -> dict:  # type: ignore[type-arg]
    return {"table": table, "rules": "classic", "players": 4, "free": 1, "who": ["X"]} | {
        "started": started,
        "born": born,
    }


def test_nodes_are_listed_while_they_beat(redis_db):
    async def go() -> None:
        a = Nodes(redis_db.async_client(), "a", A)
        b = Nodes(redis_db.async_client(), "b", B, ttl=0.2)
        try:
            assert await a.beat([]) == [A]  # a node alone lists itself
            assert await b.beat([]) == [B, A]  # itself first, then the others
            assert await a.beat([]) == [A, B]
            await asyncio.sleep(0.5)  # b stops beating: its address runs out
            assert await a.beat([]) == [A]
            with redis_db.client() as c:
                assert c.smembers("ciapano:nodes") == {b"a"}  # taken off the set too
            await b.beat([])
            await b.leave()  # a node that stops is listed no more at once
            assert await a.beat([]) == [A]
        finally:
            await a.close()
            await b.close()

    asyncio.run(go())


def test_a_table_is_located_at_the_node_its_lease_names(redis_db, tmp_path):
    async def go() -> None:
        a = Nodes(redis_db.async_client(), "a", A)
        b = Nodes(redis_db.async_client(), "b", B)
        store = RedisStore(redis_db.async_client(), "a", tmp_path / "a")
        try:
            assert await b.locate(TABLE) == (None, None)  # the club has no such table
            assert await b.locate("../etc") == (None, None)
            await store.save(TABLE, {"format": "x"})  # node a plays it now
            assert store._keys(TABLE)[0] == a.lease_key(TABLE)  # the same key as the store's
            await a.beat([])
            await b.beat([])
            assert await b.locate(TABLE) == (A, TABLE)
            assert await a.locate(TABLE) == (A, TABLE)
            with redis_db.client() as c:
                c.delete("ciapano:node:a")  # a's heartbeat ran out, its lease not yet
                assert await b.locate(TABLE) == (B, TABLE)  # come back here in a while
                c.delete(a.lease_key(TABLE))  # its lease ran out: the table is between nodes
                assert await b.locate(TABLE) == (B, TABLE)
        finally:
            await store.close()
            await a.close()
            await b.close()

    asyncio.run(go())


def test_an_invitation_code_finds_its_table_until_it_closes(redis_db, tmp_path):
    async def go() -> None:
        a = Nodes(redis_db.async_client(), "a", A)
        b = Nodes(redis_db.async_client(), "b", B)
        store = RedisStore(redis_db.async_client(), "a", tmp_path / "a")
        try:
            await store.save(TABLE, {"format": "x"})
            await a.beat([])
            assert await b.locate(code="KQ7M-3XTR-W9") == (None, None)
            await a.invite(TABLE, "KQ7M-3XTR-W9", True)
            assert await b.locate(code="KQ7M-3XTR-W9") == (A, TABLE)
            with redis_db.client() as c:  # the code itself is no key's name
                assert not any(b"KQ7M" in k for k in c.keys("*"))
            await a.invite("ba9876543210", "KQ7M-3XTR-W9", False)  # another table's: kept
            assert await b.locate(code="KQ7M-3XTR-W9") == (A, TABLE)
            await a.invite(TABLE, "KQ7M-3XTR-W9", False)
            assert await b.locate(code="KQ7M-3XTR-W9") == (None, None)
        finally:
            await store.close()
            await a.close()
            await b.close()

    asyncio.run(go())


def test_the_lobby_gathers_the_other_live_nodes_tables(redis_db):
    async def go() -> None:
        a = Nodes(redis_db.async_client(), "a", A)
        b = Nodes(redis_db.async_client(), "b", B)
        try:
            await a.beat([_listed("00000000000a", 1.0), {"table": "bad"}])
            await b.beat([_listed("00000000000b", 2.0)])
            assert await b.gather() == [_listed("00000000000a", 1.0)]  # checked, b's own not
            await a.leave()
            assert await b.gather() == []
        finally:
            await a.close()
            await b.close()

    asyncio.run(go())


def test_a_nodes_default_address_is_its_bind_address_and_port():
    assert default_url("127.0.0.1", 8443) == "wss://127.0.0.1:8443"
    assert default_url("::1", 8443) == "wss://[::1]:8443"
    assert default_url("0.0.0.0", 8443).endswith(":8443")


def test_a_public_table_of_one_node_is_listed_and_joined_through_the_other(redis_db, tmp_path):
    """Two clubs in this process sharing the real redis-server: B's lobby lists A's public
    table, and a join of it by its id through B is sent on to A."""
    from websockets.asyncio.client import connect

    from ciapano_qt.net.club.trust import client_context
    from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION

    from .helpers import start_club

    hello = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": "Ada"}

    async def ask(ws, message):  # type: ignore[no-untyped-def]
        await ws.send(json.dumps(message))
        return json.loads(await ws.recv())

    async def go() -> None:
        runs = []
        for name in ("a", "b"):
            store = RedisStore(redis_db.async_client(), name, tmp_path / name)
            nodes = Nodes(redis_db.async_client(), name)
            runs.append(
                await start_club(
                    tmp_path / name, store=store, nodes=nodes, renew=0.2, tls=tmp_path / "tls"
                )
            )
        a, b = runs
        context = client_context(a.cert)
        try:
            async with connect(a.url, ssl=context) as ada, connect(b.url, ssl=context) as bob:
                for _ in range(200):  # A's next heartbeat sees B
                    if a.club.core.nodes == [a.url, b.url]:
                        break
                    await asyncio.sleep(0.05)
                assert (await ask(ada, hello))["nodes"] == [a.url, b.url]
                seats = ["person", "person", "random"]
                create = {"type": "create", "rules": {"players": 3}, "seats": seats}
                created = await ask(ada, {**create, "public": True})
                assert (await ask(bob, {**hello, "name": "Bob"}))["nodes"] == [b.url, a.url]
                for _ in range(200):  # A's next heartbeat publishes it
                    (listed,) = [(await ask(bob, {"type": "list"}))["tables"]]
                    if listed:
                        break
                    await asyncio.sleep(0.05)
                assert [t["table"] for t in listed] == [created["table"]]
                assert listed[0]["who"] == ["Ada"] and listed[0]["free"] == 1
                moved = await ask(bob, {"type": "join", "table": created["table"]})
                assert moved == {"type": "moved", "url": a.url, "table": created["table"]}
            async with connect(moved["url"], ssl=context) as bob:
                await ask(bob, {**hello, "name": "Bob"})
                seated = await ask(bob, {"type": "join", "table": created["table"]})
                assert seated == {"type": "seated", "table": created["table"]}
        finally:
            for run in runs:
                await run.club.stop()

    asyncio.run(go())


def test_a_heartbeat_that_cannot_reach_redis_is_logged_once_an_outage(tmp_path):
    """A node whose Redis does not answer keeps serving; its failed heartbeats (every
    ``renew`` seconds) make one line in its log, not one each."""
    import redis.asyncio as aioredis

    from .helpers import start_club
    from .redis_server import free_port

    async def go() -> list[str]:
        client = aioredis.Redis.from_url(f"redis://127.0.0.1:{free_port()}/0")
        run = await start_club(tmp_path, nodes=Nodes(client, "a"), renew=0.02)
        try:
            assert await _beats(run, 10)  # ten more heartbeats failed
            assert run.club.core.nodes == [run.url]  # it lists itself still
            return list(run.club.errors)
        finally:
            await run.club.stop()

    errors = asyncio.run(go())
    assert len([e for e in errors if "heartbeat" in e]) == 1


async def _beats(run, count: int) -> bool:  # type: ignore[no-untyped-def]
    """Wait for ``count`` more heartbeats of ``run``'s node."""
    seen = 0
    beat = run.club.nodes.beat

    async def counted(*args):  # type: ignore[no-untyped-def]
        nonlocal seen
        seen += 1
        return await beat(*args)

    run.club.nodes.beat = counted
    try:
        for _ in range(1000):
            if seen >= count:
                return True
            await asyncio.sleep(0.01)
        return False
    finally:
        run.club.nodes.beat = beat
