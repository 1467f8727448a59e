"""The outbox: a connection's messages leave in order, each after the write it waits for; a
refused write's message is never sent; closing sends what is queued first; a client that
stops reading is found out by its backlog. A real WebSocket on loopback."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Awaitable, Callable

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.client import ClientProtocol
from websockets.exceptions import ConnectionClosed
from websockets.uri import parse_uri

from ciapano_qt.server import outbox
from ciapano_qt.server.outbox import Outbox


def _received(job: Callable[[Outbox], Awaitable[None]]) -> list[str]:
    """What a client on 127.0.0.1 reads, to the close, from a connection whose outbox ``job``
    fills (the outbox closed after it, and its close awaited)."""
    received: list[str] = []

    async def main() -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        async def handler(ws: ServerConnection) -> None:
            box = Outbox(ws)
            await job(box)
            box.close()
            await asyncio.wait_for(box.finished, 5)
            done.set_result(None)

        async with serve(handler, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                with contextlib.suppress(ConnectionClosed):
                    async for m in ws:
                        received.append(str(m))
            await asyncio.wait_for(done, 10)

    asyncio.run(main())
    return received


def test_messages_wait_for_their_write_in_order_and_a_refused_ones_never_leave() -> None:
    async def job(box: Outbox) -> None:
        loop = asyncio.get_running_loop()
        first, refused = loop.create_future(), loop.create_future()
        box.put(b"lobby", None)
        box.put(b"card 1", first)
        box.put(b"card 1 again", first)
        box.put(b"lobby later", None)  # behind the ones waiting: it waits too
        box.put(b"stale", refused)
        box.put(b"card 2", None)
        await asyncio.sleep(0.2)
        assert box.waiting is first and len(box.queue) == 5
        first.set_result(True)
        await asyncio.sleep(0.1)
        assert box.waiting is refused
        refused.set_result(False)  # another node plays the table now
        await asyncio.sleep(0.1)
        assert not box.queue

    assert _received(job) == ["lobby", "card 1", "card 1 again", "lobby later", "card 2"]


def test_closing_sends_what_waits_first_and_a_notice_goes_at_once() -> None:
    async def job(box: Outbox) -> None:
        write = asyncio.get_running_loop().create_future()
        box.put(b"kept card", write)
        box.notice(b"the club is reconnecting")  # ahead of the card waiting for its write
        box.close()
        box.put(b"after the close", None)  # nothing is queued after a close
        await asyncio.sleep(0.1)
        assert not box.finished.done()  # the card still waits for its write
        write.set_result(True)

    assert _received(job) == ["the club is reconnecting", "kept card"]


def test_a_client_that_stops_reading_overflows(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A client that opened its WebSocket (websockets' own handshake, sans-IO) and then reads
    nothing, with a small receive buffer: once the kernel's buffers are full the bytes wait in
    the server's transport, and past ``MAX_BUFFER`` the outbox says so."""
    monkeypatch.setattr(outbox, "MAX_BUFFER", 256 * 1024)
    sent = {"n": 0}

    async def main() -> None:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        block = b"x" * 65536

        async def handler(ws: ServerConnection) -> None:
            box = Outbox(ws)
            while not box.overflowing() and sent["n"] < 2000:  # 125 MB at most: a bound
                box.put(block, None)
                sent["n"] += 1
                await asyncio.sleep(0)
            done.set_result(None)
            ws.transport.abort()

        async with serve(handler, "127.0.0.1", 0, max_size=None) as server:
            port = server.sockets[0].getsockname()[1]
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            await loop.sock_connect(sock, ("127.0.0.1", port))
            handshake = ClientProtocol(parse_uri(f"ws://127.0.0.1:{port}/"))
            handshake.send_request(handshake.connect())
            for data in handshake.data_to_send():
                await loop.sock_sendall(sock, data)
            try:
                await asyncio.wait_for(done, 20)  # reads nothing meanwhile
            finally:
                sock.close()

    asyncio.run(main())
    assert 4 <= sent["n"] < 2000
