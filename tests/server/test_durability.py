"""A card is stored before anyone sees it: with a store that takes its time, every view a
player receives is of a moment whose snapshot was already kept."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from ciapano_qt.engine.record import from_record
from ciapano_qt.engine.rules import Rules
from ciapano_qt.server.store import DiskStore

from .helpers import WATCHDOG, code_of, creating, joining, start_club


class SlowStore(DiskStore):
    """The disk store, each snapshot and record kept 30 ms late; remembers every moment kept."""

    def __init__(self, folder) -> None:  # type: ignore[no-untyped-def]
        super().__init__(folder)
        self.lock = threading.Lock()
        self.kept: set[tuple[str, int, int]] = set()

    async def save(self, table: str, snapshot: dict[str, Any]) -> None:
        await asyncio.sleep(0.03)
        await super().save(table, snapshot)
        match = from_record(snapshot["table"]["record"])
        with self.lock:
            self.kept.add((table, len(match.hands) - 1, len(match.hands[-1].state.plays)))

    async def record(self, table: str, index: int, match) -> None:  # type: ignore[no-untyped-def]
        await asyncio.sleep(0.03)
        await super().record(table, index, match)
        with self.lock:  # the last card of a match is kept in its record
            self.kept.add((table, len(match.hands) - 1, len(match.hands[-1].state.plays)))


def test_every_view_sent_is_of_a_moment_already_kept(tmp_path):
    store = SlowStore(tmp_path)
    unkept: list[tuple[int, int]] = []

    def check(table: list[str], data: bytes) -> None:
        import json

        m = json.loads(data)
        if m["type"] == "seated":
            table.append(m["table"])
        elif m["type"] == "state":
            with store.lock:
                if (table[0], m["hand"], m["plays"]) not in store.kept:
                    unkept.append((m["hand"], m["plays"]))

    async def play() -> list[tuple[int, str]]:
        run = await start_club(tmp_path, store=store)
        try:
            told: list[str] = []
            rules = Rules(players=3, target=11, hands_limit=1).to_dict()
            ada, _ = creating(run, rules, ["person", "person", "random"], 2, told=told)
            ada_table: list[str] = []
            ada.tap = lambda data: check(ada_table, data)
            first = asyncio.ensure_future(ada.run())
            bob, _ = joining(run, "Bob", 5, code=await code_of(told))
            bob_table: list[str] = []
            bob.tap = lambda data: check(bob_table, data)
            return await asyncio.wait_for(asyncio.gather(first, bob.run()), WATCHDOG)
        finally:
            await run.club.stop()

    assert asyncio.run(play()) == [(0, "the match is over")] * 2
    assert store.kept and unkept == []
