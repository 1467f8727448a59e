"""The host's I/O: an asyncio TCP server around a ``Table``, and its computer players.

Nothing here decides a rule or a permission; it moves bytes between sockets and the table,
plays the turns the table hands to computers, and carries out the table's actions.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
from collections.abc import Callable
from typing import Any

from ..ai.base import Player
from ..ai.levels import make_player
from ..engine.match import Match
from . import discovery
from .actions import Close, CodeChanged, ComputerTurn, MatchFinished, Send, TableClosed
from .limits import Recent
from .players import choose_card
from .protocol import MAX_CLIENT_MESSAGE, FrameDecoder, ProtocolError, encode, parse_body
from .secure import new_identity, server_context
from .table import HELLO_TIMEOUT, Table
from .wire import Wire

MAX_ERRORS = 20  # a bug's exceptions kept for the tests and logs: the last ones only
MAX_WRITE_BUFFER = 1 << 20  # a client that reads nothing is dropped past this backlog
READ_CHUNK = 4096
TICK = 0.2
EVERYWHERE = "*"  # bind: every interface, IPv4 and IPv6 (one dual-stack socket if it can)
ANY4, ANY6 = "0.0.0.0", "::"  # what "*" binds (the tests put loopback's here)


class Host:
    """Serve ``table`` on ``bind:port`` until the table closes (``bind`` ``"*"``: every
    interface, IPv4 and IPv6, and discovery answered on both).

    ``on_match(index, match)`` is called with every finished match; ``on_code(code)`` when the
    table draws a new code after too many wrong ones; ``on_progress()`` after every card (the
    host's autosave, ``resume.save``). ``move_delay``: seconds a computer waits
    before its card (0 for headless play).
    """

    def __init__(
        self,
        table: Table,
        bind: str = "127.0.0.1",
        port: int = 0,
        on_match: Callable[[int, Match], None] | None = None,
        on_code: Callable[[str], None] | None = None,
        move_delay: float = 0.0,
        seed: int | None = None,
        discovery_port: int | None = None,
        on_progress: Callable[[], None] | None = None,
    ) -> None:
        self.table = table
        self.bind = bind
        self.port = port
        self.on_match = on_match
        self.on_code = on_code
        self.move_delay = move_delay
        self.rng = random.Random(seed)
        self.writers: dict[int, Wire] = {}
        self.players: dict[tuple[int, str], Player] = {}
        self.server: asyncio.Server | None = None
        self.done = asyncio.Event()
        self.changed = asyncio.Event()
        self.next_conn = 1
        self.tasks: set[asyncio.Task[Any]] = set()
        self.discovery_port = discovery_port
        self.on_progress = on_progress
        self.discovery: asyncio.DatagramTransport | None = None
        self.discovery6: asyncio.DatagramTransport | None = None  # bind "*": IPv6 queries
        self.stall = 0.0  # the longest time the game waited between two cards
        self._moment: tuple[int, int] | None = None
        self._moment_since = 0.0
        self.errors: list[BaseException] = Recent(MAX_ERRORS)  # a bug's exception (last 20)
        if table.identity is None:  # kept with the table: a resumed one keeps its fingerprint
            table.identity = new_identity()
        self.identity = table.identity
        self.tls = server_context(table.identity)
        self.pake_in_thread = True  # SPAKE2 off the loop (tens of ms of pure Python)

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def start(self) -> int:
        """Listen; return the port (the chosen one when ``port`` is 0)."""
        if self.bind == EVERYWHERE and socket.has_dualstack_ipv6():
            sock = socket.create_server(
                (ANY6, self.port), family=socket.AF_INET6, dualstack_ipv6=True
            )
            self.server = await asyncio.start_server(
                self._serve, sock=sock, limit=MAX_CLIENT_MESSAGE * 4
            )
        else:
            bind = ANY4 if self.bind == EVERYWHERE else self.bind
            self.server = await asyncio.start_server(
                self._serve, bind, self.port, limit=MAX_CLIENT_MESSAGE * 4
            )
        self.port = self.server.sockets[0].getsockname()[1]
        if self.discovery_port is not None:
            bind = ANY4 if self.bind == EVERYWHERE else self.bind
            self.discovery, _ = await discovery.listen(self.describe, bind, self.discovery_port)
            if self.bind == EVERYWHERE and socket.has_ipv6:
                port = self.discovery.get_extra_info("sockname")[1]
                with contextlib.suppress(OSError):  # no IPv6 here: IPv4 alone
                    self.discovery6, _ = await discovery.listen(self.describe, ANY6, port)
        driver = asyncio.create_task(self._drive())
        self.tasks.add(driver)
        driver.add_done_callback(self.tasks.discard)
        return self.port

    def describe(self) -> dict[str, Any]:
        """The table as a discovery answer tells it."""
        t = self.table
        free = sum(not r.taken for r in t.remote.values())
        return {
            "port": self.port,
            "name": t.config.title,
            "players": t.config.rules.players,
            "open": free,
            "started": t.started,
        }

    async def wait_closed(self) -> None:
        await self.done.wait()
        await self.stop()

    async def stop(self) -> None:
        self.table.close()
        self.flush()
        for transport in (self.discovery, self.discovery6):
            if transport is not None:
                transport.close()
        self.discovery = self.discovery6 = None
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 2)
        for w in list(self.writers.values()):
            w.close()
        self.writers.clear()
        for t in list(self.tasks):
            if t is not asyncio.current_task():
                t.cancel()
        self.done.set()

    # Connections ----------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = self.next_conn
        self.next_conn += 1
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        wire = Wire(reader, writer)
        self.writers[conn] = wire
        decoder = FrameDecoder(MAX_CLIENT_MESSAGE)
        try:
            # Counted before any TLS or SPAKE2 work: the table's limit on unseated connections.
            self.table.open(conn, address, self.now(), pake=True)
            self.flush()
            tls = await wire.accept(self.tls, HELLO_TIMEOUT)
            if not tls and conn in self.table.conns:
                self.table.conns[conn].plain = True  # an older program: told to update
            first = tls
            while conn in self.table.conns:
                data = await wire.read()
                if not data:
                    break
                try:
                    bodies = decoder.feed(data)
                except ProtocolError as e:
                    self.table.broken(conn, e.message, self.now())
                    break
                for body in bodies:
                    if first and await self._pake(conn, address, body, decoder, wire):
                        first = False
                        continue
                    first = False
                    self.table.receive(conn, body, self.now())
                    if conn not in self.table.conns:
                        break
                self.flush()
        except (ConnectionError, OSError, TimeoutError):
            pass
        except Exception as e:  # a bug: that connection goes, the table stays
            self.errors.append(e)
        finally:
            self.table.lost(conn, self.now())
            self.flush()
            self._close(conn)
            writer.close()

    async def _pake(
        self, conn: int, address: str, body: bytes, decoder: FrameDecoder, wire: Wire
    ) -> bool:
        """A first frame that starts SPAKE2: run the exchange (``pake.py``) and tell the table
        whether the code was proven. False when the frame is something else (a rejoin)."""
        from . import pake

        try:
            m = parse_body(body)
            if m.get("type") != "pake":
                return False
            theirs = pake.read_joiner_start(m)
        except ProtocolError:
            return False
        if not self.table.may_guess(conn, self.now()):
            return True
        code, fingerprint = self.table.code, self.identity.fingerprint

        def reply() -> tuple[pake.Exchange, dict[str, Any]]:
            exchange = pake.Exchange(code, pake.HOST, fingerprint)
            try:
                return exchange, pake.host_reply(exchange, theirs)
            except pake.ConfirmationFailed:
                return exchange, {}

        if self.pake_in_thread:
            exchange, answer = await asyncio.get_running_loop().run_in_executor(None, reply)
        else:
            exchange, answer = reply()
        right = False
        if answer and conn in self.table.conns:
            wire.write(encode(answer))
            confirm = await self._next_frame(wire, decoder)
            try:
                exchange.check(pake.read_joiner_confirm(parse_body(confirm or b"")))
                right = True
            except (ProtocolError, pake.ConfirmationFailed):
                right = False
        self.table.guessed(conn, address, right, self.now())
        return True

    async def _next_frame(self, wire: Wire, decoder: FrameDecoder) -> bytes | None:
        """The next whole frame from ``wire`` (None when it closes or breaks the framing)."""
        while True:
            data = await wire.read()
            if not data:
                return None
            try:
                bodies = decoder.feed(data)
            except ProtocolError:
                return None
            if bodies:
                return bodies[0]

    def _close(self, conn: int) -> None:
        w = self.writers.pop(conn, None)
        if w is not None:
            w.close()

    def flush(self) -> None:
        """Carry out the table's actions."""
        for action in self.table.take():
            if isinstance(action, Send):
                w = self.writers.get(action.conn)
                if w is None or w.is_closing():
                    continue
                w.write(encode(action.message))
                if w.transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
                    self.table.lost(action.conn, self.now())
                    self._close(action.conn)
            elif isinstance(action, Close):
                self._close(action.conn)
            elif isinstance(action, CodeChanged):
                if self.on_code:
                    self.on_code(action.code)
            elif isinstance(action, MatchFinished):
                if self.on_match:
                    self.on_match(action.index, action.match)
            elif isinstance(action, TableClosed):
                self.done.set()
        moment = self.table.moment() if self.table.started else None
        if moment != self._moment:
            now = self.now()
            if self._moment is not None and moment is not None:
                self.stall = max(self.stall, now - self._moment_since)
            self._moment, self._moment_since = moment, now
            if self.on_progress and moment is not None and not self.table.closed:
                self.on_progress()
        self.changed.set()

    # Computer turns -------------------------------------------------------------------

    def _player(self, turn: ComputerTurn) -> Player:
        key = (turn.seat, turn.level)
        if key not in self.players:
            levels = [s.level for s in self.table.match.seats] if self.table.match else None
            self.players[key] = make_player(turn.level, self.rng.getrandbits(32), table=levels)
        return self.players[key]

    async def _drive(self) -> None:
        try:
            await self._play()
        except asyncio.CancelledError:
            raise
        except Exception as e:  # a bug: close the table rather than leave everyone waiting
            self.errors.append(e)
            self.table.close("the host failed and closed the table")
            self.flush()

    async def _play(self) -> None:
        while not self.done.is_set():
            self.table.tick(self.now())
            self.flush()
            turn = self.table.computer_turn()
            if turn is None:
                self.changed.clear()
                wait = TICK
                deadline = self.table.idle_deadline()
                if deadline is not None:
                    wait = min(TICK, max(0.0, deadline - self.now()) + 0.001)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.changed.wait(), wait)
                continue
            if self.move_delay:
                await asyncio.sleep(self.move_delay)
            player = self._player(turn)
            card = await choose_card(player, turn.level, turn.view, self.rng, self.errors.append)
            self.table.computer_move(turn.seat, turn.hand, turn.plays, card, self.now())
            self.flush()
            await asyncio.sleep(0)
