"""One connection's messages on their way out, in order, each after the saves before it.

A table's message may leave only once the table's snapshot written before it is kept (a
card is stored before anyone hears of it), so each message carries the write it waits for
(its ``gate``: None for the lobby's answers). The messages leave in the order the core asked
for them: one waiting for its gate holds back the ones behind it.

The frames are written with ``websockets``' ``broadcast`` (to this one connection): it frames
and encrypts the message and hands it to the transport at once, without a coroutine, a queue
and a task switch for every message, which cost more than the rest of a card's sending. So
the transport's buffer is the only backlog of a client that does not read: past
``MAX_BUFFER`` bytes (or ``MAX_BACKLOG`` messages waiting for their writes) the connection
is dropped (``overflowing``), as a player whose program stopped reading would be anyway.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast

MAX_BACKLOG = 512  # messages waiting for their table's write: past this it is dropped
MAX_BUFFER = 2 * 1024 * 1024  # bytes written but not yet taken by the client: the same
CLOSE_LIMIT = 10.0  # seconds the closing handshake may take


class Outbox:
    """``put(data, gate)`` each message (UTF-8 JSON) in order; ``notice`` one at once (the
    club's word about its store: ahead of the messages waiting for a write that store has
    not done); ``close()`` after the last. ``finished`` is done once the connection is
    closed."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.queue: deque[tuple[bytes, asyncio.Future[Any] | None]] = deque()
        self.waiting: asyncio.Future[Any] | None = None  # the gate the first message waits for
        self.closing = False
        self.finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.closer: asyncio.Task[None] | None = None

    def overflowing(self) -> bool:
        """The client does not take its messages: too many wait, or too many bytes are
        buffered for it."""
        if len(self.queue) > MAX_BACKLOG:
            return True
        transport = self.ws.transport
        return transport is not None and transport.get_write_buffer_size() > MAX_BUFFER

    def put(self, data: bytes, gate: asyncio.Future[Any] | None) -> None:
        if self.closing:
            return
        self.queue.append((data, gate))
        if self.waiting is None:
            self._flush()

    def notice(self, data: bytes) -> None:
        if not self.closing:
            broadcast([self.ws], data, text=True)

    def close(self) -> None:
        """Send what is queued (once its writes are done), then close the connection."""
        if not self.closing:
            self.closing = True
            if self.waiting is None:
                self._flush()

    def _flush(self) -> None:
        while self.queue:
            data, gate = self.queue[0]
            if gate is not None and not gate.done():
                self.waiting = gate
                gate.add_done_callback(self._gate_done)
                return
            self.queue.popleft()
            if gate is not None and (gate.cancelled() or gate.exception() or not gate.result()):
                continue  # its table's write was refused (another node plays it) or stopped
            broadcast([self.ws], data, text=True)
        if self.closing and self.closer is None:
            self.closer = asyncio.ensure_future(self._close())

    def _gate_done(self, _gate: asyncio.Future[Any]) -> None:
        self.waiting = None
        self._flush()

    async def _close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(), CLOSE_LIMIT)
        if not self.finished.done():
            self.finished.set_result(None)
