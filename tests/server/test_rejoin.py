"""A joiner's program that stops in the middle of a match (its connection gone) and is started
again takes its seat back from the token it kept on disk, while the club runs on."""

from __future__ import annotations

import asyncio
import contextlib
import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Plan
from ciapano_qt.net.tokens import TokenStore
from ciapano_qt.storage.saves import read_record_file

from .helpers import WATCHDOG, Frames, byte_leaks, code_of, creating, records, start_club


def test_a_joiner_stopped_mid_match_and_started_again_takes_its_seat_back(tmp_path):
    store = TokenStore(tmp_path / "bob-rejoin.json")

    def bob(url: str, fingerprint: str, frames: Frames, code: str, seed: int) -> OnlineClient:
        return OnlineClient(
            [url],
            "Bob",
            "random",
            Plan(code=code),
            pin=fingerprint,
            seed=seed,
            tap=frames.tap,
            told=lambda line: None,
            wait=20.0,
            source="127.0.0.3",
            store=store,
        )

    async def scenario():
        run = await start_club(tmp_path / "club")
        try:
            told: list[str] = []
            # A whole match to 31 (about eleven hands) outlasts Bob's absence by far.
            rules = Rules(players=4, target=31).to_dict()
            ada, _ = creating(run, rules, ["person", "person", "random", "random"], 2, told=told)
            first = asyncio.ensure_future(ada.run())
            code = await code_of(told)
            before, after = Frames(), Frames()
            stopped = asyncio.ensure_future(bob(run.url, run.fingerprint, before, code, 3).run())
            key = f"{run.url} {code}"
            for _ in range(2000):  # until Bob kept his token and has seen a few views
                states = sum(b'"type":"state"' in f for f in before.frames)
                if states >= 3 and store.get(key) is not None:
                    break
                await asyncio.sleep(0.005)
            stopped.cancel()  # the program stops: its connection goes
            with contextlib.suppress(asyncio.CancelledError):
                await stopped
            kinds = [json.loads(f)["type"] for f in before.frames]
            assert store.get(key) is not None, kinds
            again = bob(run.url, run.fingerprint, after, code, 4)
            results = await asyncio.wait_for(asyncio.gather(first, again.run()), WATCHDOG)
            return results, before, after
        finally:
            await run.club.stop()

    results, before, after = asyncio.run(scenario())
    assert results == [(0, "the match is over")] * 2
    welcomes = [json.loads(f) for f in after.frames if b'"type":"welcome"' in f]
    assert [w["started"] for w in welcomes] == [True] and welcomes[0]["seat"] == 1
    (path,) = records(tmp_path / "club")
    match, _ = read_record_file(path)
    assert [s.name for s in match.seats[:2]] == ["Ada", "Bob"]
    assert byte_leaks(match, 1, before.frames + after.frames) == []
    assert store._read() == {}  # the token is forgotten at the match's end
