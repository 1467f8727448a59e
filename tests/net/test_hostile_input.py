"""What a peer sends that no program writes: lone surrogates, a version that is not a number,
and a bug's exceptions, which the host keeps a bounded number of (issue 32's findings 1, 6)."""

import asyncio
import json
import struct

import pytest

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.clientcore import ClientCore
from ciapano_qt.net.host import MAX_ERRORS, Host
from ciapano_qt.net.limits import Recent
from ciapano_qt.net.protocol import (
    MAX_HOST_MESSAGE,
    PROTOCOL_VERSION,
    FrameDecoder,
    ProtocolError,
    parse_body,
)
from ciapano_qt.net.secure import client_context
from ciapano_qt.net.table import Table
from ciapano_qt.net.wire import open_wire

from .helpers import CODE, LOOPBACK, WATCHDOG, table_for
from .test_table import closed, sent, two_seat_table


def hello_text(**fields: str) -> bytes:
    """A hello as raw JSON text, each of ``fields`` written as it stands (escapes kept)."""
    version = fields.pop("protocol", str(PROTOCOL_VERSION))
    name = fields.pop("name", '"Anna"')
    parts = ['"type": "hello"', '"app": "ciapano"', f'"protocol": {version}', f'"name": {name}']
    parts.append(f'"code": "{CODE}"')
    parts += [f"{k}: {v}" for k, v in fields.items()]
    return ("{" + ", ".join(parts) + "}").encode()


SURROGATES = [
    hello_text(name='"\\ud800"'),
    hello_text(name='"Anna\\udfff"'),
    hello_text(protocol='"\\ud800"'),
    hello_text(**{'"\\ud800"': "1"}),
    hello_text(**{'"x"': '["\\uDBFF"]'}),
    b'{"type": "play", "hand": 0, "plays": 0, "card": "\\ud83d"}',
]


@pytest.mark.parametrize("body", SURROGATES)
def test_a_lone_surrogate_anywhere_makes_a_message_invalid(body):
    with pytest.raises(ProtocolError) as e:
        parse_body(body)
    assert "surrogate" in e.value.message


def test_a_surrogate_pair_is_a_character_and_passes():
    assert parse_body(hello_text(name='"Anna \\ud83d\\ude00"'))["name"] == "Anna \U0001f600"


def test_the_client_core_refuses_a_host_message_with_a_lone_surrogate():
    core = ClientCore("Anna", CODE)
    for text in ('"\\ud800"', '"wrong\\udc00"'):
        body = f'{{"type": "refused", "hand": 0, "plays": 0, "reason": "code", "message": {text}}}'
        with pytest.raises(ProtocolError) as e:
            core.receive(body.encode())
        assert "surrogate" in e.value.message


@pytest.mark.parametrize("body", SURROGATES)
def test_the_table_refuses_a_surrogate_as_an_invalid_message(body):
    t = two_seat_table()
    t.open(1, "10.0.0.1", 0.0)
    t.receive(1, body, 0.0)
    actions = t.take()
    (m,) = sent(actions, 1)
    assert closed(actions, 1)
    assert m["type"] == "refused" and m["reason"] == "invalid" and "surrogate" in m["message"]
    json.dumps(m, ensure_ascii=False).encode("utf-8")  # the refusal is text: it encodes


@pytest.mark.parametrize("version", ['"2"', f'"{PROTOCOL_VERSION}"', "2.0", "true", "null"])
def test_a_version_that_is_not_a_whole_number_is_an_invalid_hello(version):
    t = two_seat_table()
    t.open(1, "10.0.0.1", 0.0)
    t.receive(1, hello_text(protocol=version), 0.0)
    (m,) = sent(t.take(), 1)
    assert m["type"] == "refused" and m["reason"] == "invalid"
    assert "protocol" in m["message"] and "version" not in m["message"]


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


async def _send_and_read(port: int, body: bytes) -> list[dict]:
    """``body`` as the first frame inside TLS (protocol 3; no SPAKE2 start, so the host
    reads it as a pinned rejoin's hello); every message the host answers with."""
    wire = await open_wire(LOOPBACK, port, 5.0)
    await wire.connect(client_context(), 5.0)
    wire.write(frame(body))
    data = b""
    while chunk := await wire.read():
        data += chunk
    wire.close()
    return [json.loads(b) for b in FrameDecoder(MAX_HOST_MESSAGE).feed(data)]


def test_a_host_answers_every_surrogate_hello_and_keeps_no_exception():
    table = table_for(Rules(players=3), 2)

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        answers = [await _send_and_read(port, body) for body in SURROGATES * 3]
        await host.stop()
        return host, answers

    host, answers = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert host.errors == []
    assert all(a and a[0]["reason"] == "invalid" for a in answers), answers
    assert table.conns == {}


def test_a_hosts_list_of_exceptions_keeps_only_the_last_ones(monkeypatch):
    """A bug that fails on every connection costs the host no more memory after the first
    ``MAX_ERRORS``: the list keeps the last ones and counts the others."""
    table = table_for(Rules(players=3), 2)

    def fail(self, conn, body, now):
        raise RuntimeError(f"a bug on connection {conn}")

    monkeypatch.setattr(Table, "receive", fail)
    n = MAX_ERRORS + 15

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        for _ in range(n):
            await _send_and_read(port, hello_text())
        await host.stop()
        return host

    host = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert len(host.errors) == MAX_ERRORS and host.errors.dropped == n - MAX_ERRORS
    assert str(host.errors[-1]) == f"a bug on connection {n}"


def test_recent_keeps_the_last_items_only():
    r: Recent[int] = Recent(3)
    for i in range(10):
        r.append(i)
    r.insert(0, 99)
    assert r == [7, 8, 9] and r.dropped == 8
