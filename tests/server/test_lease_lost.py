"""A node whose table another node took over (its lease moved on while it was paused) stops
playing it: its next write is refused in Redis, nothing queued after that write reaches any
player, the table leaves the node, and Redis keeps the new owner's snapshot."""

from __future__ import annotations

import asyncio
import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.server.redis_store import _CLAIM as CLAIM
from ciapano_qt.server.redis_store import RedisStore
from ciapano_qt.server.rooms import restore

from .helpers import WATCHDOG, creating, start_club


def test_a_node_that_lost_a_tables_lease_sends_nothing_more_of_it(redis_db, tmp_path):
    taken: list[tuple[int, int, int]] = []

    seen: list[tuple[int, int]] = []

    async def play() -> tuple[int, str]:
        a = RedisStore(redis_db.async_client(), "a", tmp_path / "a", lease=60.0)
        b = RedisStore(redis_db.async_client(), "b", tmp_path / "b", lease=60.0)
        run = await start_club(tmp_path / "a", store=a)
        try:
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(run, rules, ["person", "random", "random"], 1)
            task = asyncio.ensure_future(ada.run())
            while not any(m["type"] == "state" and m["plays"] for m in frames.messages()):
                await asyncio.sleep(0.01)

            def take_over() -> None:  # as if a's lease ran out while a was paused: at once
                c = redis_db.client()  # (in one transaction, or a's next write renews it)
                ((table,),) = [[t.decode() for t in c.smembers("ciapano:tables")]]
                pipe = c.pipeline(transaction=True)
                pipe.delete(f"ciapano:{table}:lease")
                pipe.eval(CLAIM, 3, *b._keys(table)[:3], "b", b.lease_ms)
                _, (epoch, text) = pipe.execute()
                b.epochs[table] = int(epoch)
                taken.append(restore(json.loads(text), 0.0).progress())

            await asyncio.to_thread(take_over)
            result = await asyncio.wait_for(task, WATCHDOG)
            seen.extend((m["hand"], m["plays"]) for m in frames.messages() if m["type"] == "state")
            assert run.club.core.rooms == {}  # the table left node a
            return result
        finally:
            await run.club.stop()
            await b.client.aclose()

    code, said = asyncio.run(play())
    assert (
        code == 2 and "rejoin token is not valid" in said
    )  # node a no longer plays the table (finding b is the routing's part)
    ((table,),) = [[t.decode() for t in redis_db.client().smembers("ciapano:tables")]]
    kept = json.loads(redis_db.client().get(f"ciapano:{table}:snapshot"))
    assert restore(kept, 0.0).progress() == taken[0]  # a's later writes were all refused
    assert max(seen) <= taken[0][1:]  # and no state past the last write Redis took was sent
    assert redis_db.client().hget(f"ciapano:{table}:lease", "owner") == b"b"
