"""A burst of connections (a node restarted, or its players coming back at another after a
failover: up to the club's 2,000 at once) waits in the kernel's accept queue until the server
takes it: the queue holds the club's connections, not asyncio's default 100 (past which the
kernel drops the handshakes and the clients' TCP retries them after 1, 3, 7, 15... s)."""

from __future__ import annotations

import os
import select
import signal
import socket
import time
from pathlib import Path

from .processes import Server

BURST = 300  # connections opened while the server cannot accept any
LIMIT = 20.0  # seconds to wait for their handshakes (a bound; they complete at once)


def test_a_burst_of_connections_completes_while_the_server_is_busy(tmp_path: Path) -> None:
    server = Server(tmp_path / "data")
    socks: list[socket.socket] = []
    os.kill(server.proc.pid, signal.SIGSTOP)  # the server accepts nothing while stopped
    try:
        for _ in range(BURST):
            s = socket.socket()
            s.setblocking(False)
            s.connect_ex(("127.0.0.1", server.port))
            socks.append(s)
        pending = set(socks)
        end = time.monotonic() + LIMIT
        while pending and time.monotonic() < end:
            _r, ready, _x = select.select([], list(pending), [], 0.5)
            pending -= set(ready)
        # With asyncio's default backlog only 101 would complete; the others would still be
        # waiting for the kernel to retry their handshakes.
        assert len(pending) == 0, f"{len(pending)} of {BURST} handshakes did not complete"
        assert all(s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0 for s in socks)
    finally:
        for s in socks:
            s.close()
        os.kill(server.proc.pid, signal.SIGCONT)
        assert server.stop() == 0
