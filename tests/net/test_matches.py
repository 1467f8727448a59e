"""Whole matches over loopback with remote seats, in every variant, and what each seat saw."""

import asyncio

import pytest

from ciapano_qt.engine.record import dumps, loads
from ciapano_qt.engine.rules import Rules

from .helpers import leaks, play_table

VARIANTS = {
    "heads-up": (Rules(players=2, target=11), 2),
    "three-discard": (Rules(players=3, target=11, three_player_method="discard"), 2),
    "three-remove-four": (Rules(players=3, target=11, three_player_method="remove_four"), 3),
    "three-monte": (Rules(players=3, target=11, three_player_method="monte"), 1),
    "four": (Rules(players=4, target=11), 2),
    "five-two-survivors": (Rules(players=5, target=11, survivors=2), 4),
    "lowest-wins": (Rules(players=4, target=11, lowest_wins_at_target=True), 1),
    "busca": (Rules.busca(target=3), 4),
    "busca-loser-deals": (Rules.busca(target=3, busca_dealer="loser", busca_cover="tricks"), 2),
    "six-strip": (Rules(players=6, target=11, survivors=3), 3),
    "seven-monte": (Rules(players=7, target=11, survivors=3, many_player_method="monte"), 2),
    "eight": (Rules(players=8, target=11, survivors=3), 8),
    "teams": (Rules(players=4, target=11, teams=True), 2),
    "ace-of-batons-hands-limit": (Rules(players=4, ace_of_batons="eleven", hands_limit=2), 2),
}


@pytest.mark.parametrize("name", list(VARIANTS))
def test_whole_match_with_remote_seats(name):
    rules, remote = VARIANTS[name]
    out = asyncio.run(play_table(rules, remote, seed=7))
    matches, results, taps = out.matches, out.results, out.taps
    assert out.host.errors == [] and out.warnings == []
    assert results == [(0, "the match is over")] * remote
    assert len(matches) == 1
    match = matches[0]
    assert match.finished and match.winners
    # The record the host keeps replays under the rules, every card checked again.
    again = loads(dumps(match))
    assert again.finished and again.winners == match.winners
    assert [s.kind for s in match.seats] == ["human"] * remote + ["ai"] * (rules.players - remote)
    for seat, tap in enumerate(taps):
        messages = tap.messages()
        assert leaks(match, seat, messages) == []
        kinds = [m["type"] for m in messages]
        assert kinds[0] == "welcome" and "start" in kinds and kinds[-1] in ("closed", "match_over")
        # Every host message carries the moment; the views show only this seat's own cards.
        assert all(isinstance(m["hand"], int) and isinstance(m["plays"], int) for m in messages)
        scored = [m for m in messages if m["type"] == "scored"]
        assert len(scored) == len(match.hands)
        assert scored[-1]["totals"] == list(match.totals)
        views = [m["view"] for m in messages if m["type"] == "state"]
        assert views and all(v["seat"] == seat for v in views)
        assert all(len(v["known"]) == rules.players for v in views)


def test_several_matches_at_one_table():
    out = asyncio.run(play_table(Rules(players=3, target=11), 1, seed=3, matches=2))
    matches, results, taps = out.matches, out.results, out.taps
    assert len(matches) == 2 and all(m.finished for m in matches)
    messages = taps[0].messages()
    starts = [m for m in messages if m["type"] == "start"]
    assert len(starts) == 2 and starts[0]["token"] != starts[1]["token"]
    overs = [m["last"] for m in messages if m["type"] == "match_over"]
    assert overs == [False, True]
    assert results == [(0, "the match is over")]


def test_an_idle_player_has_each_turn_played_by_a_computer_and_the_match_ends():
    import json
    import struct

    from ciapano_qt.net.host import Host
    from ciapano_qt.net.joining import secure
    from ciapano_qt.net.wire import open_wire

    from .helpers import CODE, LOOPBACK, WATCHDOG, Received, table_for

    table = table_for(Rules(players=2, target=11), 1, seed=6, idle=0.05)
    matches = []

    async def sleepy(port):
        """Says hello, then only listens: never plays a card."""
        wire = await open_wire(LOOPBACK, port, 5)
        await secure(wire, CODE, None)  # protocol 3: TLS, the code proven by SPAKE2
        hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Dormiglione"}
        body = json.dumps(hello).encode()
        wire.write(struct.pack(">I", len(body)) + body)
        tap = Received()
        while data := await wire.read():
            tap.tap(data)
        wire.close()
        return tap

    async def scenario():
        host = Host(table, LOOPBACK, 0, on_match=lambda i, m: matches.append(m))
        port = await host.start()
        tap, _ = await asyncio.gather(sleepy(port), host.wait_closed())
        return host, tap

    host, tap = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    (match,) = matches
    assert match.finished and host.errors == []
    messages = tap.messages()
    assert leaks(match, 0, messages) == []
    # Every card of seat 0 was played for it, after its idle time, while it stayed seated.
    assert all(m["seats"][0]["status"] == "present" for m in messages if "seats" in m)
    assert messages[-2]["type"] == "match_over" and messages[-1]["type"] == "closed"
