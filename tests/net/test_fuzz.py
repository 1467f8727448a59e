"""Hostile clients against a host while a match goes on: fuzzed, truncated, oversized and
malicious messages (most inside TLS as protocol 3 speaks it, some in clear as an older
program would, some a SPAKE2 exchange of junk), and a storm of 200 connections. The host
never crashes, never shows a card to a seat that may not see it, and the match goes on.
Watchdogs, not timed asserts."""

import asyncio
import json
import random
import struct

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.host import Host
from ciapano_qt.net.joining import secure
from ciapano_qt.net.secure import client_context
from ciapano_qt.net.wire import open_wire

from .helpers import CODE, LOOPBACK, WATCHDOG, Received, leaks, table_for

TOKEN_CHARS = "0123456789abcdef"


def _frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def _random_value(rng, depth=0):
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return rng.randint(-(10**12), 10**12)
    if kind == 1:
        return rng.choice(["AD", "3B", "ZZ", "", "x" * 300, "\u202e", "\x00", "hello", "play"])
    if kind == 2:
        return rng.random() * 1e300
    if kind == 3:
        return rng.choice([None, True, False])
    if kind == 4:
        return "".join(rng.choice(TOKEN_CHARS) for _ in range(32))
    if kind == 5:
        return rng.randint(0, 45)
    if kind == 6:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["type", "hand", "plays", "card", "name", "code", "token", "protocol", "app", "x"]
    return {rng.choice(keys): _random_value(rng, depth + 1) for _ in range(rng.randrange(6))}


def malicious(rng: random.Random, moment: tuple[int, int]) -> bytes:
    """One hostile chunk: most are whole frames, some break the framing on purpose."""
    hand, plays = moment
    kind = rng.randrange(12)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))  # raw noise
    if kind == 1:
        return struct.pack(">I", rng.choice([2**32 - 1, 10**6, 1025]))  # oversized
    if kind == 2:
        return struct.pack(">I", 500) + b"{" * rng.randrange(1, 200)  # truncated
    if kind == 3:
        return _frame(b"[" * 5000 + b"]" * 5000)
    if kind == 4:
        return _frame(b'{"type":"hello","hand":' + b"9" * 5000 + b"}")
    if kind == 5:
        return _frame(json.dumps(_random_value(rng)).encode())
    if kind == 6:  # a guessed token
        token = "".join(rng.choice(TOKEN_CHARS) for _ in range(32))
        m = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Mallory", "token": token}
        return _frame(json.dumps(m).encode())
    if kind == 7:  # a guessed code after the start
        code = f"{rng.randrange(10**6):06d}"
        m = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Mallory", "code": code}
        return _frame(json.dumps(m).encode())
    if kind == 8:  # an intent for the present moment without a seat
        m = {"type": "play", "hand": hand, "plays": plays, "card": rng.choice(["AD", "4B"])}
        return _frame(json.dumps(m).encode())
    if kind == 9:
        if rng.random() < 0.5:  # a SPAKE2 message of junk: one wrong guess of the code
            junk = bytes(rng.randrange(256) for _ in range(33)).hex()
            return _frame(json.dumps({"type": "pake", "protocol": 3, "spake": junk}).encode())
        return _frame(b'{"type": "hello", "protocol": NaN}')
    if kind == 10:
        return _frame("\udcff".encode("utf-8", "surrogatepass"))
    return _frame(json.dumps({"type": "bye"}).encode())


async def _fuzzer(port, rng, table, seen):
    """Connect, send a few hostile chunks, read what comes back, and go."""
    try:
        wire = await open_wire(LOOPBACK, port, 5)
        if rng.random() < 0.8:  # inside TLS, as protocol 3 (else in clear: an older program)
            await wire.connect(client_context(), 5)
        else:
            wire.decided = True
    except (OSError, TimeoutError):
        return
    received = Received()
    try:
        for _ in range(rng.randrange(1, 6)):
            wire.write(malicious(rng, table.moment()))
            await wire.writer.drain()
            await asyncio.sleep(rng.random() * 0.005)
        with_timeout = asyncio.wait_for(wire.read(), 0.05)
        try:
            while data := await with_timeout:
                received.tap(data)
                with_timeout = asyncio.wait_for(wire.read(), 0.05)
        except TimeoutError:
            pass
    except (ConnectionError, OSError):
        pass
    finally:
        if rng.random() < 0.5:
            wire.abort()  # a reset, not a goodbye
        else:
            wire.close()
    seen.append(received)


async def _seated_mallory(port, rng, table, received, stop):
    """A player with the right code who then sends nonsense and other seats' moves."""
    wire = await open_wire(LOOPBACK, port, 5)
    await secure(wire, CODE, None)
    writer = wire
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Mallory"}
    writer.write(_frame(json.dumps(hello).encode()))

    async def read():
        while data := await wire.read():
            received.tap(data)

    reading = asyncio.create_task(read())
    try:
        while not stop.is_set() and not reading.done():
            hand, plays = table.moment()
            m = rng.choice(
                [
                    {
                        "type": "play",
                        "hand": hand,
                        "plays": plays,
                        "card": rng.choice(["AD", "3C"]),
                    },
                    {"type": "play", "hand": hand, "plays": plays + 1, "card": "4D"},
                    {"type": "discard", "hand": hand, "plays": 0, "card": "5S"},
                    {"type": "play", "hand": hand - 1, "plays": plays, "card": "6B"},
                ]
            )
            writer.write(_frame(json.dumps(m).encode()))
            await asyncio.sleep(0.01)
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()
        reading.cancel()


def test_a_fuzzed_host_keeps_its_match_and_its_secrets():
    rules = Rules(players=4, target=11)
    table = table_for(rules, 2, seed=9)
    matches = []

    async def scenario():
        host = Host(table, LOOPBACK, 0, on_match=lambda i, m: matches.append(m), move_delay=0.002)
        port = await host.start()
        rng = random.Random(20)
        honest_tap = Received()
        mallory_tap = Received()
        stop = asyncio.Event()
        honest = Joiner(LOOPBACK, port, "Onesta", "random", CODE, seed=1, tap=honest_tap.tap)
        honest_task = asyncio.create_task(honest.run())
        while not table.remote[0].taken:  # sat down before the hostile ones share its address
            await asyncio.sleep(0.01)
        mallory = asyncio.create_task(_seated_mallory(port, rng, table, mallory_tap, stop))
        while not table.remote[1].taken:  # seated before the fuzzers guess codes from there
            await asyncio.sleep(0.01)
        seen: list[Received] = []
        fuzzed = 0
        while not host.done.is_set():
            batch = [_fuzzer(port, random.Random(rng.random()), table, seen) for _ in range(8)]
            await asyncio.gather(*batch)
            fuzzed += len(batch)
        stop.set()
        await mallory
        result = await honest_task
        await host.wait_closed()
        return host, result, honest_tap, mallory_tap, seen, fuzzed

    host, result, honest_tap, mallory_tap, seen, fuzzed = asyncio.run(
        asyncio.wait_for(scenario(), WATCHDOG)
    )
    print(f"\nfuzzed host: {fuzzed} hostile connections; longest stall {host.stall:.3f} s")
    assert host.errors == []
    assert result == (0, "the match is over")
    (match,) = matches
    assert match.finished
    seats = {s.name: i for i, s in enumerate(match.seats)}
    assert leaks(match, seats["Onesta"], honest_tap.messages()) == []
    assert leaks(match, seats["Mallory"], mallory_tap.messages()) == []
    mallory_kinds = {m["type"] for m in mallory_tap.messages()}
    assert "rejected" in mallory_kinds or "closed" in mallory_kinds
    for received in seen:  # the unseated see refusals and goodbyes, never a card
        for m in received.messages():
            assert m["type"] in ("refused", "closed"), m


def test_two_hundred_clients_come_and_go_while_a_match_goes_on():
    rules = Rules(players=3, target=11)
    table = table_for(rules, 1, seed=4)
    matches = []

    async def storm_client(port, rng):
        try:
            writer = await open_wire(LOOPBACK, port, 5)
            if rng.random() < 0.8:
                await writer.connect(client_context(), 5)
            else:
                writer.decided = True
        except (OSError, TimeoutError):
            return False
        try:
            for _ in range(rng.randrange(3)):
                writer.write(malicious(rng, table.moment()))
            await asyncio.sleep(rng.random() * 0.03)
        except (ConnectionError, OSError):
            pass
        if rng.random() < 0.5:
            writer.abort()
        else:
            writer.close()
        return True

    async def scenario():
        host = Host(table, LOOPBACK, 0, on_match=lambda i, m: matches.append(m), move_delay=0.003)
        port = await host.start()
        tap = Received()
        honest = asyncio.create_task(
            Joiner(LOOPBACK, port, "Onesta", "random", CODE, seed=2, tap=tap.tap).run()
        )
        while not table.started:  # the storm comes while the match goes on
            await asyncio.sleep(0.01)
        rng = random.Random(33)
        gate = asyncio.Semaphore(40)

        async def one(i):
            async with gate:
                return await storm_client(port, random.Random(rng.random()))

        connected = await asyncio.gather(*(one(i) for i in range(200)))
        result = await honest
        await host.wait_closed()
        return host, result, tap, sum(connected)

    host, result, tap, connected = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    print(f"\nstorm: {connected} of 200 clients connected; longest stall {host.stall:.3f} s")
    assert connected == 200
    assert host.errors == []
    assert result == (0, "the match is over")
    (match,) = matches
    assert match.finished
    assert leaks(match, 0, tap.messages()) == []
