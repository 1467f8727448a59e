"""What every store of the club does (the one-node ``DiskStore`` and ``RedisStore``, shared by
several nodes, under the same tests): a table's snapshot replaced whole, read back to resume,
dropped when the table closes; records kept for ``ciapano-cli replay``."""

from __future__ import annotations

import asyncio
import random
import stat
import subprocess
import sys
from collections.abc import Callable

import pytest

from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.rules import Rules
from ciapano_qt.server.redis_store import RedisStore
from ciapano_qt.server.rooms import new_room, restore
from ciapano_qt.server.store import DiskStore, Store

from .processes import CLI, ROOT


@pytest.fixture(params=["disk", "redis"])
def store(request, tmp_path) -> Callable[[], Store]:
    """Makes the store, to be called on the test's event loop (an asyncio client belongs to
    the loop it is used on)."""
    if request.param == "disk":
        return lambda: DiskStore(tmp_path)
    server = request.getfixturevalue("redis_db")
    return lambda: RedisStore(server.async_client(), "node-a", tmp_path / "node-a")


def _room():
    rules = Rules(players=3, target=11)
    room = new_room(
        rules, ["person", "easy", "random"], False, "KQ7M-3XTR-W9", "easy", 2, 60.0, "Ada", 0.0
    )
    room.table.open(1, "127.0.0.1", 0.0)
    room.table.receive(1, room.hello("Ada"), 0.0)
    room.table.start(0.0)
    return room


def test_a_snapshot_is_replaced_whole_read_back_and_forgotten(store):
    async def run() -> None:
        s = store()
        room = _room()
        await s.save(room.id, room.snapshot())
        state = room.table.match.hand
        room.table.computer_move(state.current, *room.table.moment(), state.legal_moves()[0], 1.0)
        await s.save(room.id, room.snapshot())
        ((ident, data),) = await s.tables()
        back = restore(data, 5.0)
        assert ident == room.id and back.id == room.id and back.code == "KQ7M-3XTR-W9"
        assert back.progress() == room.progress()
        assert back.table.remote[0].token == room.table.remote[0].token
        await s.forget(room.id)
        assert await s.tables() == []
        assert await s.renew() == []
        await s.close()

    asyncio.run(run())


def test_disk_snapshots_are_private_and_a_broken_one_is_left_alone(tmp_path, caplog):
    disk = DiskStore(tmp_path)
    room = _room()
    asyncio.run(disk.save(room.id, room.snapshot()))
    (segment,) = (tmp_path / "journal").glob("*.log")  # the card's line, in the journal
    assert stat.S_IMODE(segment.stat().st_mode) == 0o600  # it holds the rejoin tokens
    asyncio.run(disk.close())  # checkpointed: the table's file
    path = tmp_path / "tables" / f"{room.id}.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert not segment.exists()
    broken = tmp_path / "tables" / "0123456789ab.json"
    broken.write_text("{not json", encoding="utf-8")
    assert [ident for ident, _ in asyncio.run(disk.tables())] == [room.id]
    assert broken.exists() and "0123456789ab.json cannot be resumed" in caplog.text


def test_a_record_kept_on_disk_is_read_by_the_replay_command(store, tmp_path):
    match = Match(
        Rules(players=2, target=11), [Seat("Ada", "human", None), Seat("B", "ai", "easy")]
    )
    rng = random.Random(3)
    while not match.finished:
        if match.hand is None or match.hand.is_over:
            match.deal_hand(rng)
        else:
            match.play(match.hand.legal_moves()[0])

    async def keep() -> None:
        s = store()
        await s.record("0123456789ab", 0, match)
        await s.close()

    asyncio.run(keep())
    (path,) = tmp_path.glob("**/records/*.json")
    r = subprocess.run(
        [sys.executable, "-c", CLI, "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0 and '"finished": true' in r.stdout


def test_a_table_not_yet_started_is_kept_and_read_back_with_its_code_and_age(store):
    rules = Rules(players=4, target=11)
    seats = ["person", "person", "hard", "random"]
    room = new_room(rules, seats, False, "KQ7M-3XTR-W9", "easy", 2, 60.0, "Ada", 100.0, born=5e5)

    async def run() -> None:
        s = store()
        await s.save(room.id, room.snapshot())
        ((ident, data),) = await s.tables()
        back = restore(data, 10.0, wall=5e5 + 300)
        assert ident == back.id == room.id and back.code == "KQ7M-3XTR-W9" and not back.public
        assert not back.table.started and back.table.config.rules == rules
        assert back.table.config.layout == ["remote", "remote", "computer", "computer"]
        assert back.table.config.levels == {2: "hard", 3: "random"}
        assert back.table.config.matches == 2 and back.created == 10.0 - 300
        await s.forget(room.id)
        assert await s.tables() == []
        await s.close()

    asyncio.run(run())
