"""Faults at a networked table, seen from the app: a joiner's connection drops and it takes
its seat back by itself with its token, the match goes on to its end; a host of another
protocol version (a newer one inside TLS, an older one in clear), and a host sending garbage,
are told in words. Loopback only, port 0,
every wait bounded by a watchdog."""

from __future__ import annotations

import asyncio
import json
import struct

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table
from ciapano_qt.ui.remote.link import HostLink, JoinLink, NetLoop
from ciapano_qt.ui.remote.rejoin import RejoinStore
from ciapano_qt.ui.remote.session import RemoteSession, refusal_text

LOOPBACK = "127.0.0.1"
CODE = "271828"
WATCHDOG = 60_000  # ms


def _autoplay(session: RemoteSession, played: list[int]) -> None:
    def play(_seat: int) -> None:
        legal = session.viewer_legal()
        if legal:
            card = min(legal)
            played.append(card)
            session.play_human(card)

    session.humanTurn.connect(play)


def test_a_dropped_joiner_takes_its_seat_back_and_plays_on(qtbot, tmp_path):
    rules = Rules(players=3, target=21)
    table = Table(
        Config(
            rules,
            ["remote", "remote", "computer"],
            ["", "", "C"],
            CODE,
            level="random",
            seed=5,
            auto_start=False,
            idle=600.0,
        )
    )
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", CODE)
    host.wait_for_table = False
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG) as opened:
        link.open()
    port = opened.args[0]
    host.hello()
    store = RejoinStore(tmp_path / "rejoin.json")
    joiner = RemoteSession(
        JoinLink(LOOPBACK, port),
        "Bruno",
        CODE,
        store=store,
        where=(LOOPBACK, port),
        reconnect=lambda: JoinLink(LOOPBACK, port),
    )
    joiner.wait_for_table = False
    joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1, timeout=WATCHDOG)
    played: list[list[int]] = [[], []]
    notices: list[str] = []
    host.noticed.connect(notices.append)
    ups: list[bool] = []
    joiner.connection.connect(ups.append)
    link.start_match()
    qtbot.waitUntil(lambda: store.read() is not None, timeout=WATCHDOG)
    token = store.read().token
    first = joiner.link
    first.drop()  # the network fails under the joiner, mid-match
    # The host's person has not played yet: the table waits for them (at the latest on
    # their first turn), so the match cannot end before Bruno is back.
    qtbot.waitUntil(lambda: ups == [False, True], timeout=WATCHDOG)
    assert joiner.link is not first  # a new connection, seated by the token
    assert table.remote[1].token == token and table.remote[1].conn is not None
    assert notices and notices[0] == "Bruno is away: the computer plays meanwhile."
    qtbot.waitUntil(lambda: "Bruno is back at the table." in notices, timeout=WATCHDOG)
    _autoplay(host, played[0])
    _autoplay(joiner, played[1])
    for seat, session in enumerate((host, joiner)):
        if session.viewer_legal():
            session.humanTurn.emit(seat)
    qtbot.waitUntil(lambda: host.finished and joiner.finished, timeout=WATCHDOG)
    assert played[0] and played[1]
    assert [s.total for s in host.seats()] == [s.total for s in joiner.seats()]
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)


def _fake_host(replies: list[bytes], secure: bool = True):
    """A loopback server that answers the first bytes it gets with ``replies``: its port, and
    what closes it. ``secure``: it speaks protocol 3 up to the code's proof (TLS, SPAKE2 on
    ``CODE``) and answers inside TLS; else in clear, as a version-2 host would."""
    from ..net.helpers import secure_server

    net = NetLoop.shared()

    async def serve_wire(wire) -> None:
        for r in replies:
            wire.write(r)
        await asyncio.sleep(0.5)

    async def serve() -> asyncio.Server:
        if secure:
            return await secure_server(serve_wire, CODE)

        async def handle(reader, writer):
            await reader.read(1024)
            for r in replies:
                writer.write(r)
            await writer.drain()
            await asyncio.sleep(0.5)
            writer.close()

        return await asyncio.start_server(handle, LOOPBACK, 0)

    server = net.run(serve()).result(10)
    return server.sockets[0].getsockname()[1], lambda: net.call(server.close)


def _frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def test_a_host_of_another_version_is_told_in_words(qtbot):
    refused = {
        "type": "refused",
        "hand": 0,
        "plays": 0,
        "reason": "version",
        "protocol": 4,
        "message": "this table speaks protocol version 4",
    }
    port, close = _fake_host([_frame(refused)])
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    with qtbot.waitSignal(joiner.refused, timeout=WATCHDOG) as told:
        joiner.link.open()
    assert told.args[0] == refusal_text("version", 4)
    assert "(4; this program speaks 3)" in told.args[0]
    close()


def test_an_older_host_answering_in_clear_is_told_it_needs_to_update(qtbot):
    from ciapano_qt.ui.remote.texts import unsafe_text

    # What a version-2 host answers a TLS hello with: its framing refuses the record.
    closed = {"type": "closed", "hand": 0, "plays": 0, "message": "a frame of 369 bytes ..."}
    port, close = _fake_host([_frame(closed)], secure=False)
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    with qtbot.waitSignal(joiner.refused, timeout=WATCHDOG) as told:
        joiner.link.open()
    assert told.args[0] == unsafe_text("older")
    assert told.args[0].startswith("The host runs an older version of Ciapanò")
    close()


def test_a_host_sending_garbage_is_left_and_nothing_is_shown(qtbot):
    junk = [_frame({"type": "state", "hand": 0, "plays": 0, "view": {}}) for _ in range(10)]
    port, close = _fake_host(junk)
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    with qtbot.waitSignal(joiner.left, timeout=WATCHDOG) as left:
        joiner.link.open()
    assert left.args[0] == "The host keeps sending invalid messages: the table was left."
    assert joiner.picture() is None and not joiner.has_match
    close()


def test_no_host_at_the_address_is_told(qtbot):
    import socket

    with socket.socket() as s:  # a port nobody listens on: bound, never listening
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
        joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
        with qtbot.waitSignal(joiner.left, timeout=WATCHDOG) as left:
            joiner.link.open()
    assert left.args[0].startswith("No table answers at that address (")
