"""The online client against servers that misbehave: one that closes every connection at once
is tried again with a growing backoff, not in a tight loop, and given up at the deadline; one
that never says a whole message is left after the silence limit; one that sends every join
on to itself with a ``moved`` is followed at once twice, then only after the backoff's pauses.
All are exit 3."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.server import ServerConnection, serve

from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Plan
from ciapano_qt.server.tls import fingerprint_file, self_signed, server_context


async def _against(
    tmp_path, behaviour: str, wait: float = 3.0, silence: float = 0.5
) -> tuple[tuple[int, str], int]:
    cert, key = self_signed(tmp_path / "tls")
    connections = 0

    async def handler(ws: ServerConnection) -> None:
        nonlocal connections
        connections += 1
        if behaviour == "close":
            await ws.close()
        elif behaviour == "moved":  # every join is at another node: this one
            await ws.recv()
            await ws.send(json.dumps({"type": "lobby", "protocol": 3, "name": "C", "nodes": []}))
            await ws.recv()
            url = f"wss://127.0.0.1:{ws.local_address[1]}"
            await ws.send(json.dumps({"type": "moved", "url": url, "table": "0123456789ab"}))
            await ws.wait_closed()
        else:  # silent: says nothing (answering pings) until the client leaves
            await ws.wait_closed()

    async with serve(handler, "127.0.0.1", 0, ssl=server_context(cert, key)) as server:
        port = server.sockets[0].getsockname()[1]
        client = OnlineClient(
            [f"wss://127.0.0.1:{port}"],
            "Ann",
            "random",
            Plan(code="KQ7M-3XTR-W9"),
            pin=fingerprint_file(cert),
            wait=wait,
            silence=silence,
            told=lambda line: None,
        )
        result = await asyncio.wait_for(client.run(), 60)
    return result, connections


@pytest.mark.parametrize("behaviour", ["close", "silent"])
def test_a_misbehaving_server_is_left_at_the_deadline_without_a_tight_loop(tmp_path, behaviour):
    (code, line), connections = asyncio.run(_against(tmp_path, behaviour))
    assert code == 3 and line.startswith("no server answered at wss://127.0.0.1:")
    # 3 s of pauses doubling from 0.25 s (each scaled by 0.5-1): a handful of attempts.
    assert 1 <= connections <= 8


def test_a_server_that_sends_every_join_on_to_itself_is_left_at_the_deadline(tmp_path):
    (code, line), connections = asyncio.run(_against(tmp_path, "moved"))
    assert code == 3 and line.startswith("no server answered at wss://127.0.0.1:")
    assert 3 <= connections <= 10  # two at once, then the backoff's few


def test_a_connection_that_lasted_longer_than_the_wait_gets_a_new_wait_after_it_drops(tmp_path):
    """A quiet connection (a table waiting for people) that drops after more than ``wait``
    seconds is tried again, not given up at once."""
    (code, _), connections = asyncio.run(_against(tmp_path, "silent", wait=1.0, silence=1.5))
    assert code == 3 and connections >= 2
