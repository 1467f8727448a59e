"""The online client's core (sans-IO) in a club of several nodes: it keeps the nodes the
``lobby`` lists, notes where a ``moved`` sends it (once a connection), says hello with its
table beside its rejoin token, and the client tries the given addresses, then the nodes."""

from __future__ import annotations

import json

import pytest

from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Online, Plan
from ciapano_qt.net.protocol import PROTOCOL_VERSION, ProtocolError

A, B, C = "wss://a.example:8443", "wss://b.example:8443", "wss://c.example:8443"
LOBBY = {"type": "lobby", "protocol": PROTOCOL_VERSION, "name": "Club", "nodes": [B, A, C]}


def _body(m: dict) -> bytes:  # type: ignore[type-arg]
    return json.dumps(m).encode()


def test_the_client_keeps_the_nodes_and_follows_a_moved_once_a_connection():
    online = Online("Bob", Plan(code="KQ7M-3XTR-W9"))
    online.hello()
    _, replies = online.receive(_body(LOBBY))
    assert online.nodes == [B, A, C]
    assert replies == [{"type": "join", "code": "KQ7M-3XTR-W9"}]
    assert online.receive(_body({"type": "nodes", "nodes": [B, C]}))[1] == []
    assert online.nodes == [B, C]  # a node left (or joined): the list follows
    moved = {"type": "moved", "url": A, "table": "0123456789ab"}
    assert online.receive(_body(moved)) == (moved, [])
    assert online.moved_to == A
    with pytest.raises(ProtocolError):  # one connection, one moved
        online.receive(_body(moved))
    online.hello()  # the next connection starts afresh
    assert online.moved_to is None
    with pytest.raises(ProtocolError):  # not a club's address
        online.receive(_body({**moved, "url": "https://a.example:8443"}))


def test_a_rejoin_hello_names_the_table_beside_the_token():
    online = Online("Bob", Plan(code="KQ7M-3XTR-W9"))
    assert "table" not in online.hello()
    online.table, online.token = "0123456789ab", "0" * 32
    hello = online.hello()
    assert hello["token"] == "0" * 32 and hello["table"] == "0123456789ab"


def test_the_client_tries_the_given_addresses_then_the_clubs_other_nodes():
    client = OnlineClient([A], "Bob", "random", Plan(code="KQ7M-3XTR-W9"), told=lambda _: None)
    assert client.addresses() == [A]
    client.online.receive(_body(LOBBY))
    assert client.addresses() == [A, B, C]
    assert [client._next_url() for _ in range(4)] == [
        (A, False),
        (B, False),
        (C, False),
        (A, False),
    ]
    for hop in (1, 2, 3):  # a moved is followed at once twice in a row, then after a pause
        client.online.moved_to = C
        assert client._next_url() == (C, hop <= 2)


def test_a_nodes_advertised_address_must_be_a_clubs_address():
    from ciapano_qt.cli.serve import main

    for bad in ("http://club.example:8443", "wss://club.example", "wss://u:p@club.example:1"):
        with pytest.raises(SystemExit, match="--advertise is wss://HOST:PORT"):
            main(["--port", "0", "--advertise", bad])
