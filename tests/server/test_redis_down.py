"""Redis stopped under the nodes mid-match, then started again on the same port and folder
(``appendonly yes``: it reads its append-only file back). A node plays on only while the leases
it last renewed are sure, then pauses its tables (no card applied) and tells its players the
club is reconnecting; once Redis is back it takes its leases back, says so, and the match plays
to its end, its record agreeing with every view the player saw (no card lost or applied twice).
Down longer than the lease with another node ready to take over: no table is played by two
nodes, and the node that lost it drops it."""

from __future__ import annotations

import asyncio
import json
import shutil
from collections.abc import Callable
from typing import Any

from ciapano_qt.engine.rules import Rules
from ciapano_qt.server.core import Core
from ciapano_qt.server.redis_store import RedisStore
from ciapano_qt.server.rooms import restore
from ciapano_qt.storage.saves import read_record_file

from .helpers import WATCHDOG, Frames, creating, records, start_club
from .test_failover import freeze
from .test_restart import disagreements

LEASE, RENEW = 1.0, 0.1  # seconds: short, so that the tests wait little for the pause


async def _until(test: Callable[[], Any]) -> Any:
    """Wait for ``test()`` to be true (a generous bound, not a measure)."""
    for _ in range(int(WATCHDOG / 0.02)):
        if got := test():
            return got
        await asyncio.sleep(0.02)
    raise AssertionError("waited in vain")


def _watch(core: Core) -> list[tuple[str, dict[str, tuple[int, int, int]]]]:
    """Every pause and resume of the core, with each table's progress at that moment."""
    seen: list[tuple[str, dict[str, tuple[int, int, int]]]] = []
    pause, resume = core.pause, core.resume

    def paused(now: float) -> None:
        seen.append(("pause", {t: r.progress() for t, r in core.rooms.items()}))
        pause(now)

    def resumed(now: float) -> None:
        seen.append(("resume", {t: r.progress() for t, r in core.rooms.items()}))
        resume(now)

    core.pause, core.resume = paused, resumed  # type: ignore[method-assign]
    return seen


def _club_notices(frames: Frames) -> list[str]:
    return [m["state"] for m in frames.messages() if m["type"] == "club"]


def _moments(frames: Frames) -> list[tuple[int, int]]:
    return [(m["hand"], m["plays"]) for m in frames.messages() if m["type"] == "state"]


def test_redis_stopped_mid_match_pauses_the_table_and_the_match_ends_once_it_is_back(
    redis_db, tmp_path
):
    folder = tmp_path / "a"

    async def play() -> tuple[tuple[int, str], list[str], Frames, list[Any]]:
        store = RedisStore(redis_db.async_client(), "a", folder, lease=LEASE)
        run = await start_club(folder, store=store, renew=RENEW)
        core = run.club.core
        seen = _watch(core)
        try:
            told: list[str] = []
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(run, rules, ["person", "random", "random"], 1, told=told)
            task = asyncio.ensure_future(ada.run())
            await _until(lambda: any(m["plays"] for m in frames.table_messages()))
            await asyncio.to_thread(redis_db.stop)
            await _until(lambda: core.paused)
            ((_, room),) = core.rooms.items()  # paused in the middle of the match
            at_pause = room.progress()
            await _until(lambda: "reconnecting" in _club_notices(frames))
            shown = max(_moments(frames))
            await asyncio.sleep(2 * LEASE)  # Redis stays down: the computers' turns wait
            assert room.progress() == at_pause and core.paused
            assert max(_moments(frames)) == shown  # and nothing new was shown
            await asyncio.to_thread(redis_db.start)
            result = await asyncio.wait_for(task, WATCHDOG)
            return result, told, frames, seen
        finally:
            await run.club.stop()

    (code, said), told, frames, seen = asyncio.run(play())
    assert (code, said) == (0, "the match is over")
    assert [kind for kind, _ in seen] == ["pause", "resume"]
    assert seen[0][1] == seen[1][1]  # no card applied between the pause and the resume
    assert _club_notices(frames) == ["reconnecting", "back"]
    assert "the club is reconnecting to its store: play waits, nothing is lost" in told
    assert "the club is back: play goes on" in told
    log = folder / "ada.jsonl"
    log.write_text("".join(f.decode() + "\n" for f in frames.frames), encoding="utf-8")
    ((path,),) = [records(folder)]
    match, _ = read_record_file(path)
    assert match.finished and disagreements(match, 0, log) == []
    with redis_db.client() as c:
        assert c.smembers("ciapano:tables") == set()  # the finished table closed in Redis


def test_redis_down_past_the_lease_lets_one_node_only_play_the_table(redis_db, tmp_path):
    async def play() -> None:
        a = RedisStore(redis_db.async_client(), "a", tmp_path / "a", lease=LEASE)
        b = RedisStore(redis_db.async_client(), "b", tmp_path / "b", lease=LEASE)
        node_a = await start_club(tmp_path / "a", store=a, renew=RENEW)
        node_b = await start_club(tmp_path / "b", store=b, renew=RENEW)
        core_a, core_b = node_a.club.core, node_b.club.core
        both: list[str] = []  # moments when both nodes played the table (never)

        async def sample() -> None:
            while True:
                for t in set(core_a.rooms) & set(core_b.rooms):
                    if not core_a.paused and not core_b.paused:
                        both.append(t)
                await asyncio.sleep(0.005)

        sampler = asyncio.ensure_future(sample())
        try:
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(node_a, rules, ["person", "random", "random"], 1)
            task = asyncio.ensure_future(ada.run())
            await _until(lambda: any(m["plays"] for m in frames.table_messages()))
            await asyncio.to_thread(redis_db.stop)
            await _until(lambda: core_a.paused and core_b.paused)
            ((table, room),) = core_a.rooms.items()
            at_pause = room.progress()
            thaw = asyncio.Event()
            freeze(a, thaw)  # a does not reach Redis first when it is back: b may take the table
            await asyncio.sleep(2 * LEASE)  # down longer than the lease
            await asyncio.to_thread(redis_db.start)
            await _until(lambda: table in core_b.rooms)
            assert core_a.paused and core_a.rooms[table].progress() == at_pause  # a waits
            seen = max(_moments(frames))
            assert seen <= core_b.rooms[table].progress()[1:]  # no card any player saw is lost
            thaw.set()  # a reaches Redis: its lease moved on, it drops the table
            await _until(lambda: not core_a.rooms)
            code, said = await asyncio.wait_for(task, WATCHDOG)  # a refuses Ada's token now
            assert code == 2 and "rejoin token is not valid" in said
            assert not core_a.paused  # a is back, without the table
            with redis_db.client() as c:
                assert c.hget(f"ciapano:{table}:lease", "owner") == b"b"
                kept = restore(json.loads(c.get(f"ciapano:{table}:snapshot")), 0.0)
            assert kept.progress()[1:] >= seen  # b's snapshot: a's later writes refused
            assert _club_notices(frames)[0] == "reconnecting"
        finally:
            sampler.cancel()
            await node_a.club.stop()
            await node_b.club.stop()
        assert both == []

    asyncio.run(play())


def test_redis_restarted_without_its_data_gets_the_table_back_from_the_node(redis_db, tmp_path):
    folder = tmp_path / "a"

    async def play() -> tuple[tuple[int, str], Frames]:
        store = RedisStore(redis_db.async_client(), "a", folder, lease=LEASE)
        run = await start_club(folder, store=store, renew=RENEW)
        try:
            rules = Rules(players=3, target=31).to_dict()
            ada, frames = creating(run, rules, ["person", "random", "random"], 1)
            task = asyncio.ensure_future(ada.run())
            await _until(lambda: any(m["plays"] for m in frames.table_messages()))
            await asyncio.to_thread(redis_db.stop)
            for aof in ("appendonlydir", "appendonly.aof"):  # what Redis kept is gone
                path = redis_db.folder / aof
                await asyncio.to_thread(shutil.rmtree if path.is_dir() else path.unlink, path)
            await asyncio.to_thread(redis_db.start)  # empty
            return await asyncio.wait_for(task, WATCHDOG), frames
        finally:
            await run.club.stop()

    (code, said), frames = asyncio.run(play())
    assert (code, said) == (0, "the match is over")
    log = folder / "ada.jsonl"
    log.write_text("".join(f.decode() + "\n" for f in frames.frames), encoding="utf-8")
    ((path,),) = [records(folder)]
    match, _ = read_record_file(path)
    assert match.finished and disagreements(match, 0, log) == []
