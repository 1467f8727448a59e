"""Protocol 3 on loopback: what a listener sees (nothing of the game), a machine in the
middle without the code (refused, no card), a wrong code (one line, one attempt), an older
program (told in its own words), a rejoin after the host's restart (the same fingerprint and
tokens), and what the host keeps of its key."""

from __future__ import annotations

import asyncio
import json
import struct

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net import pake, resume
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.host import Host
from ciapano_qt.net.joining import MITM_TEXT, OLDER_TEXT
from ciapano_qt.net.protocol import MAX_CLIENT_MESSAGE, FrameDecoder, encode, parse_body
from ciapano_qt.net.schema import check_host
from ciapano_qt.net.secure import client_context, new_identity, server_context
from ciapano_qt.net.tokens import TokenStore
from ciapano_qt.net.wire import Wire, open_wire

from .helpers import CODE, LOOPBACK, WATCHDOG, Capture, Received, leaks, table_for

RULES = Rules(players=3, target=11)
NAME = "Zaccaria"


def secrets_in(data: bytes, tokens: list[str]) -> list[str]:
    """Every quoted card code, the code, a token or the name found in ``data``."""
    words = [f'"{c.code}"' for c in CARDS] + [CODE, NAME, *tokens]
    return [w for w in words if w.encode() in data]


def test_a_capture_of_a_whole_table_holds_no_card_code_token_or_name():
    table = table_for(RULES, 1, seed=3)
    tokens: list[str] = []

    async def scenario():
        host = Host(table, LOOPBACK, 0, on_progress=lambda: tokens.append(table.remote[0].token))
        port = await host.start()
        capture = Capture(port)
        relay = await capture.start()
        tap = Received()
        result = await Joiner(LOOPBACK, relay, NAME, "random", CODE, seed=1, tap=tap.tap).run()
        await host.wait_closed()
        return result, capture, tap

    result, capture, tap = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert result == (0, "the match is over")
    tokens = sorted({t for t in tokens if t})
    assert tokens and len(capture.bytes) > 10_000
    assert secrets_in(bytes(capture.bytes), tokens) == []
    # The same search over the same messages framed in clear (as protocol 2 sent them) finds
    # every kind of secret: the search itself works.
    hello = {"type": "hello", "app": "ciapano", "protocol": 2, "name": NAME, "code": CODE}
    plain = encode(hello) + bytes(tap.data)
    found = secrets_in(plain, tokens)
    assert CODE in found and NAME in found and set(tokens) <= set(found)
    assert sum(w.startswith('"') for w in found) >= 30  # the card codes, in clear


async def _frame(wire: Wire, decoder: FrameDecoder) -> dict | None:
    while True:
        data = await wire.read()
        if not data:
            return None
        bodies = decoder.feed(data)
        if bodies:
            return parse_body(bodies[0])


def test_a_machine_in_the_middle_without_the_code_is_refused_and_sees_no_card():
    """It terminates TLS with its own certificate on both sides and relays the SPAKE2
    messages (the best it can do without the code): the fingerprints differ, so both
    confirmations fail; the joiner gives up at once and the host seats nobody."""
    table = table_for(RULES, 1, seed=3)
    seen = bytearray()  # everything the machine in the middle read in clear

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        own = server_context(new_identity())

        async def middle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            joiner = Wire(reader, writer)
            upstream = await open_wire(LOOPBACK, port, 5)
            try:
                await joiner.accept(own, 5)
                await upstream.connect(client_context(), 5)
                for source, sink in ((joiner, upstream), (upstream, joiner)) * 3:
                    m = await _frame(source, FrameDecoder(65536))
                    if m is None:
                        break
                    seen.extend(json.dumps(m).encode())
                    sink.write(encode(m))
                while data := await asyncio.wait_for(upstream.read(), 1):
                    seen.extend(data)
            except (ConnectionError, TimeoutError):
                pass
            finally:
                joiner.close()
                upstream.close()

        server = await asyncio.start_server(middle, LOOPBACK, 0)
        relay = server.sockets[0].getsockname()[1]
        result = await Joiner(LOOPBACK, relay, NAME, "random", CODE, wait=5).run()
        await asyncio.sleep(0.2)
        attempts = host.next_conn - 1
        taken = [r.taken for r in table.remote.values()]
        server.close()
        await host.stop()
        return result, attempts, taken

    result, attempts, taken = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert result == (2, MITM_TEXT)  # told in one line, and not retried
    assert attempts == 1 and taken == [False]
    assert secrets_in(bytes(seen), []) == [] and b'"welcome"' not in seen
    assert b'"pake"' in seen  # it did see the exchange, and nothing after it


def test_a_wrong_code_is_one_attempt_told_in_one_line():
    table = table_for(RULES, 1, seed=3)

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        result = await Joiner(LOOPBACK, port, NAME, "random", "000001", wait=5).run()
        attempts = host.next_conn - 1
        for _ in range(500):  # the host sees the connection end (bounded wait)
            if table.admission.wrong_codes:
                break
            await asyncio.sleep(0.01)
        await host.stop()
        return result, attempts

    (status, message), attempts = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert status == 2 and message == "wrong code, or someone between you and the host"
    assert "\n" not in message and attempts == 1
    assert table.admission.wrong_codes == 1  # counted as a wrong code


def test_a_version_2_client_is_refused_in_its_own_words():
    table = table_for(RULES, 1, seed=3)

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        hello = {"type": "hello", "app": "ciapano", "protocol": 2, "name": NAME, "code": CODE}
        body = json.dumps(hello).encode()
        writer.write(struct.pack(">I", len(body)) + body)  # in clear, as version 2 does
        data = await asyncio.wait_for(reader.read(65536), 5)
        writer.close()
        await host.stop()
        return data

    data = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    (body,) = FrameDecoder(65536).feed(data)
    m = check_host(parse_body(body))  # a version-2 message, as version 2's schema reads it
    assert m["type"] == "refused" and m["reason"] == "version" and m["protocol"] == 3
    assert "update Ciapanò to a version that speaks protocol 3" in m["message"]


def test_a_joiner_tells_an_older_host_apart():
    async def old_host(reader, writer):  # a version-2 host refuses a TLS hello's framing
        await reader.read(1024)
        closed = {"type": "closed", "hand": 0, "plays": 0, "message": "a frame too large"}
        writer.write(encode(closed))
        writer.close()

    async def scenario():
        server = await asyncio.start_server(old_host, LOOPBACK, 0)
        port = server.sockets[0].getsockname()[1]
        result = await Joiner(LOOPBACK, port, NAME, "random", CODE, wait=2).run()
        server.close()
        return result

    status, message = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert status == 2 and message == OLDER_TEXT
    assert OLDER_TEXT == "the host runs an older version of Ciapanò: it needs to update"


def _crash(host: Host) -> None:
    """The host's process dies: every socket drops, the table is not closed."""
    for task in list(host.tasks):
        task.cancel()
    assert host.server is not None
    host.server.close()
    for wire in list(host.writers.values()):
        wire.abort()


def test_a_joiner_rejoins_after_the_hosts_restart_with_the_same_fingerprint(tmp_path):
    table = table_for(RULES, 1, seed=3, idle=600.0)
    saved = tmp_path / "hosted.json"
    store = TokenStore(tmp_path / "tokens.json")

    async def scenario():
        host = Host(table, LOOPBACK, 0, on_progress=lambda: resume.save(table, saved))
        port = await host.start()
        before = host.identity.fingerprint
        tap = Received()
        joiner = Joiner(LOOPBACK, port, NAME, "random", CODE, store=store, wait=20, tap=tap.tap)
        joining = asyncio.create_task(joiner.run())
        while table.match is None or table.moment()[1] < 3:
            await asyncio.sleep(0.01)
        token = table.remote[0].token
        _crash(host)
        # Resumed at the host's clock, as ``ciapano-cli host`` does: the away seat is waited
        # for (its idle limit), not played by a stand-in while the joiner pauses to retry.
        now = asyncio.get_running_loop().time()
        again = resume.load(saved, level="random", idle=600.0, now=now)
        resumed = again.remote[0].token
        host2 = Host(again, LOOPBACK, port)
        await host2.start()
        kept = store.get(f"{LOOPBACK}:{port}")
        result = await joining
        await host2.wait_closed()
        errors = host2.errors
        return before, host2.identity.fingerprint, token, resumed, again, kept, result, tap, errors

    before, after, token, resumed, again, kept, result, tap, errors = asyncio.run(
        asyncio.wait_for(scenario(), WATCHDOG)
    )
    assert after == before and kept == (token, before)  # the pin and the token, kept
    assert resumed == token
    assert result == (0, "the match is over") and errors == []
    assert again.match is not None and again.match.finished
    assert leaks(again.match, 0, tap.messages()[-50:]) == []


def test_the_hosts_key_is_kept_with_the_table_and_an_old_file_gets_a_new_one(tmp_path):
    table = table_for(RULES, 1, seed=3)
    table.identity = new_identity()
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": NAME, "code": CODE}
    table.open(1, "127.0.0.1", 0.0)
    table.receive(1, json.dumps(hello).encode(), 0.0)
    assert table.started
    path = tmp_path / "hosted.json"
    resume.save(table, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and path.stat().st_mode & 0o777 == 0o600
    again = resume.resume(data)
    assert again.identity == table.identity
    old = {k: v for k, v in data.items() if k != "tls"} | {"version": 1}
    assert resume.resume(old).identity is None  # a version-1 file still resumes
    assert Host(resume.resume(old)).identity.fingerprint != table.identity.fingerprint


def test_discovery_answers_hold_no_code_and_nothing_secret():
    table = table_for(RULES, 1, seed=3)
    host = Host(table, LOOPBACK, 0)
    answer = json.dumps(host.describe())
    assert set(host.describe()) == {"port", "name", "players", "open", "started"}
    assert CODE not in answer and "key" not in answer


def test_spake2_with_different_codes_fails_both_confirmations():
    fingerprint = new_identity().fingerprint
    host = pake.Exchange(CODE, pake.HOST, fingerprint)
    joiner = pake.Exchange("000000", pake.JOINER, fingerprint)
    host_confirm = host.finish(joiner.message)
    joiner_confirm = joiner.finish(host.message)
    for side, other in ((host, joiner_confirm), (joiner, host_confirm)):
        try:
            side.check(other)
        except pake.ConfirmationFailed:
            continue
        raise AssertionError("a wrong code confirmed")
    right = pake.Exchange(CODE, pake.JOINER, fingerprint)
    host2 = pake.Exchange(CODE, pake.HOST, fingerprint)
    host2_confirm = host2.finish(right.message)
    host2.check(right.finish(host2.message))  # the same code and certificate: both confirm
    right.check(host2_confirm)
    assert len(encode(pake.joiner_start(right))) <= MAX_CLIENT_MESSAGE
