"""Shared by the network tests: a table on loopback, joiners in the same process, and the
check that no message showed a seat a card hidden from it."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.hand import OVER, HandState
from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.host import Host
from ciapano_qt.net.protocol import MAX_HOST_MESSAGE, FrameDecoder
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table

LOOPBACK = "127.0.0.1"
CODE = "271828"
WATCHDOG = 90.0  # seconds: a test that hangs fails here instead of blocking CI


@dataclass
class Received:
    """Every byte one client received, and the messages they frame."""

    data: bytearray = field(default_factory=bytearray)

    def tap(self, chunk: bytes) -> None:
        self.data += chunk

    def messages(self) -> list[dict[str, Any]]:
        bodies = FrameDecoder(MAX_HOST_MESSAGE).feed(bytes(self.data))
        return [json.loads(b) for b in bodies]


@dataclass
class Outcome:
    host: Host
    matches: list[Match]
    results: list[tuple[int, str]]  # each joiner's exit status and message
    taps: list[Received]
    warnings: list[str]  # what the joiners found wrong in the host's messages


def table_for(rules: Rules, remote: int, level: str = "random", seed: int = 1, **kw: Any) -> Table:
    n = rules.players
    layout = ["remote"] * remote + ["computer"] * (n - remote)
    names = ["" if k == "remote" else f"Computer {s + 1}" for s, k in enumerate(layout)]
    return Table(Config(rules, layout, names, code=CODE, level=level, seed=seed, **kw))


async def play_table(
    rules: Rules,
    remote: int,
    seed: int = 1,
    level: str = "random",
    host_kw: dict[str, Any] | None = None,
    **table_kw: Any,
) -> Outcome:
    """A whole table: ``remote`` joiners in this process play it to its end."""
    table = table_for(rules, remote, level, seed, **table_kw)
    matches: list[Match] = []
    host = Host(
        table, LOOPBACK, 0, on_match=lambda i, m: matches.append(m), seed=seed, **(host_kw or {})
    )
    port = await host.start()
    taps = [Received() for _ in range(remote)]
    joiners = [
        Joiner(LOOPBACK, port, f"Player {i + 1}", level, CODE, seed=seed + i, tap=taps[i].tap)
        for i in range(remote)
    ]
    results = await asyncio.wait_for(
        asyncio.gather(*(j.run() for j in joiners), host.wait_closed()), WATCHDOG
    )
    warnings = [w for j in joiners for w in j.warnings]
    # Joiners prove the code concurrently (SPAKE2 runs off the host's loop), so the seats
    # go in the order the proofs end: each capture is listed at the seat its joiner played.
    taps.sort(key=seat_of)
    return Outcome(host, matches, list(results[:-1]), taps, warnings)


def seat_of(tap: Received) -> int:
    """The seat a joiner's capture was welcomed to."""
    return next(int(m["seat"]) for m in tap.messages() if m["type"] == "welcome")


def states_of(match: Match, hand: int, plays: int) -> HandState:
    """The state of ``match``'s hand ``hand`` after its discard and its first ``plays`` cards."""
    log = match.hands[hand]
    d = log.deal
    state = HandState(
        match.rules, match.n_seats, d.dealer, d.hands, d.stock, d.removed, hand_index=hand
    )
    if log.state.discard is not None:
        state.play(log.state.discard)
    for c in log.state.plays[:plays]:
        state.play(c)
    return state


def hidden_from(match: Match, seat: int, hand: int, plays: int) -> set[str]:
    """Cards ``seat`` may not know at that moment, worked out from the deal, not from views.

    Other seats' dealt cards not yet played (cards drawn from the heads-up stock are shown),
    the stock not yet drawn, the monte's face-down cards and another seat's discard until the
    hand is scored.
    """
    if hand >= len(match.hands):
        return set()
    state = states_of(match, hand, plays)
    deal = match.hands[hand].deal
    hidden: set[int] = set()
    for s in range(match.n_seats):
        if s != seat:
            hidden |= {int(c) for c in deal.hands[s]} & {
                c for c in range(40) if state.hands[s] >> c & 1
            }
    hidden |= {int(c) for c in deal.stock[state.stock_pos :]}
    if state.phase != OVER:
        hidden |= {c for c in range(40) if state.monte_mask >> c & 1}  # face down
        if state.discard is not None and seat != state.dealer:
            hidden.add(state.discard)
    # Before the dealer discards, the dealer's 14 cards are in deal.hands[dealer]: covered above.
    return {CARDS[c].code for c in hidden}


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def leaks(match: Match, seat: int, messages: list[dict[str, Any]]) -> list[str]:
    """Every hidden card that appeared in a message to ``seat``, with where."""
    found = []
    for m in messages:
        hand, plays = m["hand"], m["plays"]
        hidden = hidden_from(match, seat, hand, plays)
        for text in strings(m):
            if text in hidden:
                found.append(f"{m['type']} at hand {hand}, plays {plays}: {text}")
    return found


async def secure_server(
    serve: Any,
    code: str = CODE,
    refuse: Any = None,
    identity: Any = None,
) -> asyncio.Server:
    """A hand-made protocol-3 host: TLS with its own certificate, the SPAKE2 exchange and
    its confirmations on ``code`` (as a real host runs them), then ``serve(wire)`` with the
    connection's ``Wire`` (what it reads and writes is the clear text inside TLS).

    ``refuse()``: the message that answers the joiner's SPAKE2 start instead of the exchange
    (a host's refusal before the proof, e.g. ``busy``), and the connection closes. A joiner
    whose first frame is no SPAKE2 start (a rejoin pinned to this host's certificate) goes
    to ``serve`` at once, its frame still to be read there. ``identity``: the certificate
    (``secure.new_identity()``; a new one when None)."""
    from ciapano_qt.net import pake
    from ciapano_qt.net.protocol import MAX_CLIENT_MESSAGE, encode, parse_body
    from ciapano_qt.net.secure import new_identity, server_context
    from ciapano_qt.net.wire import Wire

    identity = identity or new_identity()
    context = server_context(identity)

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        wire = Wire(reader, writer)
        try:
            await wire.accept(context, 5)
            decoder = FrameDecoder(MAX_CLIENT_MESSAGE)

            async def frame() -> bytes:
                while True:
                    data = await wire.read()
                    if not data:
                        raise ConnectionError("the joiner left")
                    bodies = decoder.feed(data)
                    if bodies:
                        return bodies[0]

            first = await frame()
            if parse_body(first).get("type") != "pake":  # a pinned rejoin: its hello
                wire._early = encode(parse_body(first))  # read again by ``serve``
                await serve(wire)
                return
            if refuse is not None:
                wire.write(encode(refuse()))
                return
            exchange = pake.Exchange(code, pake.HOST, identity.fingerprint)
            start = pake.read_joiner_start(parse_body(first))
            wire.write(encode(pake.host_reply(exchange, start)))
            exchange.check(pake.read_joiner_confirm(parse_body(await frame())))
            wire.write(encode(pake.CONFIRMED))
            await serve(wire)
        except (ConnectionError, TimeoutError, pake.ConfirmationFailed):
            pass
        finally:
            writer.close()

    return await asyncio.start_server(handle, LOOPBACK, 0)


class Capture:
    """A loopback TCP relay between joiners and the host that records both directions."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.bytes = bytearray()
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            try:
                while data := await reader.read(65536):
                    self.bytes += data
                    writer.write(data)
            except ConnectionError:
                pass
            finally:
                writer.close()

        async def relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.port)
            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

        self.server = await asyncio.start_server(relay, LOOPBACK, 0)
        return self.server.sockets[0].getsockname()[1]
