"""``trust.probe`` against a real ``ciapano-server`` on loopback, and against a port that
accepts a connection and never answers: the certificate seen, and the decision on it."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest

from ciapano_qt.net.club.clubs import Changed, ClubBook, FirstMeeting, Trusted, decide
from ciapano_qt.net.club.trust import Seen, parse_pin, probe
from ciapano_qt.server.tls import CERT_NAME

from .processes import Server


def test_probe_sees_the_clubs_self_signed_certificate(tmp_path: Path) -> None:
    server = Server(tmp_path / "club")
    try:
        seen = asyncio.run(probe("127.0.0.1", server.port, timeout=20))
        # the club's certificate names 127.0.0.1 and may be its own authority (--cafile)
        cafile = tmp_path / "club" / "tls" / CERT_NAME
        vouched = asyncio.run(probe("127.0.0.1", server.port, timeout=20, cafile=cafile))
    finally:
        assert server.stop() == 0
    assert seen == Seen(server.fingerprint, authority=False)
    assert parse_pin(server.fingerprint) == server.fingerprint  # the canonical form
    assert vouched == Seen(server.fingerprint, authority=True)

    book = ClubBook(tmp_path / "clubs.json")
    address = ("127.0.0.1", server.port)
    assert decide(book, address, seen) == FirstMeeting(server.fingerprint)
    assert decide(book, address, vouched) == Trusted()
    book.pin(address, seen.fingerprint)
    assert decide(book, address, seen) == Trusted()
    other = ":".join(["00"] * 32)
    book.pin(address, other)
    assert decide(book, address, seen) == Changed(other, server.fingerprint)


def test_probe_of_a_port_that_never_answers_ends_at_its_timeout() -> None:
    with socket.create_server(("127.0.0.1", 0)) as listener:  # accepted by the kernel, mute
        port = listener.getsockname()[1]
        with pytest.raises(TimeoutError):
            asyncio.run(probe("127.0.0.1", port, timeout=0.5))


def test_probe_of_a_closed_port_is_an_os_error() -> None:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
    with pytest.raises(OSError):
        asyncio.run(probe("127.0.0.1", port, timeout=10))
