"""Whole matches through the club over wss:// on loopback, every variant at once at one
club: each table created with a private code, joined by it, started by its creator once all
are seated; each seat's every byte checked for hidden cards; every record kept and read back."""

from __future__ import annotations

import asyncio

from ciapano_qt.engine.rules import Rules
from ciapano_qt.storage.saves import read_record_file

from ..net.test_matches import VARIANTS as NET_VARIANTS
from .helpers import (
    WATCHDOG,
    Frames,
    Running,
    byte_leaks,
    code_of,
    creating,
    joining,
    records,
    start_club,
)


def _short(rules: Rules) -> Rules:
    """The variant in a match of one hand (classic), or to Busca's smallest limit: short
    enough for CI, every card of it still through the club."""
    return rules if rules.is_busca else Rules.from_dict({**rules.to_dict(), "hands_limit": 1})


VARIANTS = {k: (_short(r), min(p, 3)) for k, (r, p) in NET_VARIANTS.items()}
"""Every variant of the local network's tests; at most three people a table."""


async def _table(run: Running, rules: Rules, people: int, seed: int):
    seats = ["person"] * people + ["random"] * (rules.players - people)
    told: list[str] = []
    ada, ada_frames = creating(
        run, rules.to_dict(), seats, people, told=told, seed=seed, name=f"Ada {seed}"
    )
    clients = [asyncio.ensure_future(ada.run())]
    taps: list[Frames] = [ada_frames]
    if people > 1:
        code = await code_of(told)
        for i in range(1, people):
            c, f = joining(run, f"Player {i + 1}", seed=seed * 10 + i, code=code)
            clients.append(asyncio.ensure_future(c.run()))
            taps.append(f)
    results = await asyncio.gather(*clients)
    return results, taps


async def _all(tmp_path):
    run = await start_club(tmp_path)
    try:
        plays = [
            _table(run, rules, people, seed)
            for seed, (rules, people) in enumerate(VARIANTS.values(), 1)
        ]
        return run, await asyncio.wait_for(asyncio.gather(*plays), WATCHDOG)
    finally:
        await run.club.stop()


def test_whole_matches_in_every_variant_through_one_club(tmp_path):
    run, outcomes = asyncio.run(_all(tmp_path))
    assert run.club.errors == []
    assert list((tmp_path / "tables").glob("*.json")) == []  # snapshots go with their tables
    kept = [read_record_file(p)[0] for p in records(tmp_path)]
    assert len(kept) == len(VARIANTS)
    for seed, ((rules, people), (results, taps)) in enumerate(
        zip(VARIANTS.values(), outcomes, strict=True), 1
    ):
        assert results == [(0, "the match is over")] * people
        (match,) = [m for m in kept if m.seats[0].name == f"Ada {seed}"]  # the creator's
        assert match.finished and match.rules == rules
        for seat, frames in enumerate(taps):  # seats were filled in order: the creator first
            assert byte_leaks(match, seat, frames.frames) == []
            views = [m["view"] for m in frames.table_messages() if m["type"] == "state"]
            assert views and all(v["seat"] == seat for v in views)
            scored = [m for m in frames.table_messages() if m["type"] == "scored"]
            assert scored[-1]["totals"] == list(match.totals)
