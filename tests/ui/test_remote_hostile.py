"""The app's joiner against hosts that would keep it spinning (issue 32, findings 2 and 4): a
host that says ``busy`` is tried again after a pause; one that welcomes and drops, again and
again, renews nothing and is given up; one that trickles a frame byte by byte is dropped.
Loopback only, each wait bounded, connections counted."""

from __future__ import annotations

import asyncio
import contextlib
import json
import struct

import pytest

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.admission import ADDRESS_PAUSED, Admission
from ciapano_qt.net.protocol import PROTOCOL_VERSION
from ciapano_qt.net.secure import new_identity
from ciapano_qt.ui.remote import connection as remote_connection
from ciapano_qt.ui.remote import link as remote_link
from ciapano_qt.ui.remote.link import JoinLink, NetLoop
from ciapano_qt.ui.remote.session import RemoteSession

from .net_helpers import LOOPBACK, WATCHDOG, host_table

CODE = "271828"
RULES = Rules(players=3, target=21)


def _frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def _fast_retries(monkeypatch, within: float = 30.0) -> None:
    monkeypatch.setattr(remote_connection, "REJOIN_EVERY", 50)
    monkeypatch.setattr(remote_connection, "REJOIN_CAP", 200)
    monkeypatch.setattr(remote_connection, "REJOIN_FOR", within)


def _fake_host(serve, identity=None, before_proof=None) -> tuple[int, list[int], object]:
    """A protocol-3 host on the app's network loop (``tests/net/helpers.secure_server``: TLS,
    SPAKE2 on ``CODE``, or a rejoin pinned to ``identity``'s certificate): ``serve(n, wire)``
    for the ``n``-th connection, inside TLS, the hello still to read; ``before_proof``: the
    answer to the SPAKE2 start instead (a refusal before the proof). The port, the connection
    count (one list item) and the server."""
    from ..net.helpers import secure_server

    count = [0]

    async def one(wire):
        count[0] += 1
        with contextlib.suppress(ConnectionError, OSError):
            await serve(count[0], wire)

    def refuse():
        count[0] += 1
        return before_proof

    refusing = refuse if before_proof is not None else None
    started = secure_server(one, CODE, refuse=refusing, identity=identity)
    server = NetLoop.shared().run(started).result(10)
    return server.sockets[0].getsockname()[1], count, server


def test_a_joiner_told_busy_tries_again_and_sits_down(qtbot, monkeypatch):
    _fast_retries(monkeypatch)
    told: list[str] = []

    def held_back(self, address, now):
        if address == "local":  # the host's own person
            return None
        told.append(address)
        return ADDRESS_PAUSED if len(told) <= 2 else None

    monkeypatch.setattr(Admission, "held_back", held_back)
    _table, link, _host, port = host_table(
        qtbot, RULES, ["remote", "remote", "computer"], ["", "", "C"], CODE, 3
    )
    joiner = RemoteSession(
        JoinLink(LOOPBACK, port), "Bruno", CODE, reconnect=lambda: JoinLink(LOOPBACK, port)
    )
    refusals: list[str] = []
    joiner.refused.connect(refusals.append)
    joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1 or bool(refusals), timeout=WATCHDOG)
    assert refusals == [] and joiner.viewer == 1 and len(told) == 3
    joiner.leave()
    link.close()
    qtbot.waitSignal(link.finished, timeout=WATCHDOG)


BUSY = {"type": "refused", "hand": 0, "plays": 0, "reason": "busy", "message": "wait"}


@pytest.mark.parametrize("when", ["before the proof", "after the proof"])
def test_a_joiner_told_busy_to_the_end_is_told_in_words(qtbot, monkeypatch, when):
    """``busy`` to the SPAKE2 start (the host's limits on code attempts) or to the hello
    once the code is proven: tried again, then told in words."""
    from ciapano_qt.ui.remote.texts import refusal_text

    _fast_retries(monkeypatch, within=1.0)

    async def busy(n, wire):
        await wire.read()  # the hello
        wire.write(_frame(BUSY))

    before = BUSY if when == "before the proof" else None
    port, count, server = _fake_host(busy, before_proof=before)
    joiner = RemoteSession(
        JoinLink(LOOPBACK, port), "Bruno", CODE, reconnect=lambda: JoinLink(LOOPBACK, port)
    )
    with qtbot.waitSignal(joiner.refused, timeout=WATCHDOG) as refused:
        joiner.link.open()
    assert refused.args == [refusal_text("busy")]
    assert 2 <= count[0] <= 12
    NetLoop.shared().loop.call_soon_threadsafe(server.close)


def test_a_host_that_welcomes_and_drops_is_given_up(qtbot, monkeypatch):
    """Each connection is welcomed (a match under way, a new moment each time) and dropped:
    nothing renews the joiner's time to take its seat back, so it gives up when that ends,
    after a handful of tries, not one a second for ever."""
    _fast_retries(monkeypatch, within=1.5)
    seats = [{"name": f"P{i}", "kind": "remote", "status": "present"} for i in range(3)]

    async def welcome_and_drop(n, wire):
        await wire.read()  # the hello
        welcome = {
            "type": "welcome",
            "hand": n,
            "plays": 0,
            "protocol": PROTOCOL_VERSION,
            "seat": 1,
            "rules": RULES.to_dict(),
            "seats": seats,
            "idle": 60,
            "started": True,
        }
        wire.write(_frame(welcome))

    identity = new_identity()
    port, count, server = _fake_host(welcome_and_drop, identity)
    joiner = RemoteSession(  # a rejoin by token, pinned to the host's certificate
        JoinLink(LOOPBACK, port),
        "Bruno",
        None,
        token="ab" * 16,
        reconnect=lambda: JoinLink(LOOPBACK, port),
        pin=identity.fingerprint,
    )
    with qtbot.waitSignal(joiner.left, timeout=WATCHDOG) as left:
        joiner.link.open()
    assert "could not be taken back" in left.args[0]
    assert 2 <= count[0] <= 15
    NetLoop.shared().loop.call_soon_threadsafe(server.close)


def test_a_host_trickling_a_frame_byte_by_byte_is_dropped(qtbot, monkeypatch):
    monkeypatch.setattr(remote_link, "PARTIAL_LIMIT", 0.5)

    async def trickle(n, wire):
        wire.write(struct.pack(">I", 500))
        for _ in range(500):
            wire.write(b" ")
            await wire.writer.drain()
            await asyncio.sleep(0.05)

    port, _count, server = _fake_host(trickle)
    link = JoinLink(LOOPBACK, port)
    link.code = CODE  # proven by SPAKE2, then the trickle inside TLS
    with qtbot.waitSignal(link.lost, timeout=WATCHDOG) as lost:
        link.open()
    assert "part of a message" in lost.args[0]
    NetLoop.shared().loop.call_soon_threadsafe(server.close)
