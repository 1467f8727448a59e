"""Whole matches in every variant across two ``ciapano-server`` processes sharing a real
redis-server: each table created through one node and joined by its code through the other
(which sends the joiners on with a ``moved``); each seat's every byte checked for hidden cards;
every record kept by the node that played it and read back."""

from __future__ import annotations

import asyncio

from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Plan
from ciapano_qt.storage.saves import read_record_file

from .helpers import WATCHDOG, Frames, byte_leaks, code_of
from .processes import Server
from .test_matches import VARIANTS
from .test_routing import nodes


def _client(url: str, pin: str, name: str, seed: int, plan: Plan, told=None):  # type: ignore[no-untyped-def]
    frames = Frames()
    client = OnlineClient(
        [url],
        name,
        "random",
        plan,
        pin=pin,
        seed=seed,
        tap=frames.tap,
        told=told.append if told is not None else (lambda line: None),
        wait=30.0,
        source=f"127.0.0.{1 + seed % 250}",
    )
    return client, frames


async def _table(here: Server, there: Server, rules, people: int, seed: int):  # type: ignore[no-untyped-def]
    seats = ["person"] * people + ["random"] * (rules.players - people)
    create = {"rules": rules.to_dict(), "seats": seats, "public": False}
    told: list[str] = []
    ada, ada_frames = _client(
        here.url, here.fingerprint, f"Ada {seed}", seed, Plan(create=create, people=people), told
    )
    clients = [asyncio.ensure_future(ada.run())]
    taps = [ada_frames]
    if people > 1:
        code = await code_of(told)
        for i in range(1, people):
            plan = Plan(code=code)
            c, f = _client(there.url, there.fingerprint, f"Player {i + 1}", seed * 10 + i, plan)
            clients.append(asyncio.ensure_future(c.run()))
            taps.append(f)
    return await asyncio.gather(*clients), taps


def test_whole_matches_in_every_variant_across_two_nodes(redis_db, tmp_path):
    a, b = nodes(redis_db, tmp_path)

    async def play():  # type: ignore[no-untyped-def]
        tables = [
            _table(*((a, b) if seed % 2 else (b, a)), rules, people, seed)
            for seed, (rules, people) in enumerate(VARIANTS.values(), 1)
        ]
        return await asyncio.wait_for(asyncio.gather(*tables), WATCHDOG)

    try:
        outcomes = asyncio.run(play())
    finally:
        assert a.stop() == 0 and b.stop() == 0
    kept = {}
    for node in (a, b):
        for path in (node.data / "records").glob("*.json"):
            match, _ = read_record_file(path)
            kept[match.seats[0].name] = (match, node)
        assert list((node.data / "tables").glob("*.json")) == []  # closed tables go
    with redis_db.client() as c:
        assert c.smembers("ciapano:tables") == set()
        assert c.keys("ciapano:code:*") == []  # every invitation forgotten with its table
    assert len(kept) == len(VARIANTS)
    for seed, ((rules, people), (results, taps)) in enumerate(
        zip(VARIANTS.values(), outcomes, strict=True), 1
    ):
        assert results == [(0, "the match is over")] * people
        match, node = kept[f"Ada {seed}"]
        assert node is (a if seed % 2 else b)  # played where it was created
        assert match.finished and match.rules == rules
        seats = set()
        for i, frames in enumerate(taps):  # joiners sent on may sit down in any order
            views = [m["view"] for m in frames.table_messages() if m["type"] == "state"]
            seat = views[0]["seat"]
            seats.add(seat)
            assert all(v["seat"] == seat for v in views)
            assert byte_leaks(match, seat, frames.frames) == []
            scored = [m for m in frames.table_messages() if m["type"] == "scored"]
            assert scored[-1]["totals"] == list(match.totals)
            moved = [m for m in frames.messages() if m["type"] == "moved"]
            if i == 0:
                assert seat == 0 and moved == []
            else:  # each joiner sent on once, to the creator's node
                assert [m["url"] for m in moved] == [node.url]
        assert seats == set(range(people))
