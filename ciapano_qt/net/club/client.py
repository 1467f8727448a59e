"""The headless online client: connect to a club over wss://, create or join a table, let a
computer level play the seat, come back by itself after a drop.

``run`` returns ``(exit code, one line)``: 0 when the table's last match ends, 2 when the
server refuses (or misbehaves), 3 when no server answers within ``wait`` seconds. A dropped
connection is retried on each address in turn (the given ones, then the club's other nodes as
its ``lobby`` message listed them), with a backoff (``net.retry.Backoff``) that doubles up to
``BACKOFF_CAP`` seconds with a random jitter; the deadline restarts only when the game moves.
A ``moved`` sends the program to the node named at once, ``HOPS`` times in a row at most
(then after the backoff's pause). A connection on which no whole message arrives for
``SILENCE`` seconds counts as dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ...ai.base import Player
from ...ai.levels import make_player
from ..clientcore import MAX_STRIKES
from ..players import choose_card
from ..protocol import MAX_HOST_MESSAGE, ProtocolError
from ..retry import Backoff
from ..secure import fingerprint_of
from ..tokens import TokenStore
from .online import Online, Plan, Refused
from .schema import LOBBY_TYPES
from .trust import client_context, pin_matches

EXIT_OK, EXIT_REFUSED, EXIT_NO_SERVER = 0, 2, 3
BACKOFF_FIRST, BACKOFF_CAP = 0.25, 5.0
HOPS = 2  # ``moved`` followed at once in a row; more wait for the backoff's pause
SILENCE = 600.0  # a server that sends no whole message for this long is taken as gone


def check_url(url: str) -> str | None:
    """Why ``url`` cannot be a club's address (None when it can): ``wss://HOST:PORT`` only."""
    parts = urlsplit(url)
    if parts.scheme != "wss":
        return f"{url}: a club's address starts with wss:// (there is no plain-text mode)"
    try:
        parts.port  # noqa: B018 — raises on a bad port
    except ValueError:
        return f"{url}: the port is not a number from 0 to 65535"
    if not parts.hostname:
        return f"{url}: no host name"
    return None


class OnlineClient:
    def __init__(
        self,
        urls: list[str],
        name: str,
        level: str,
        plan: Plan,
        cafile: Path | None = None,
        pin: str | None = None,
        log: Path | None = None,
        wait: float = 30.0,
        seed: int | None = None,
        tap: Callable[[bytes], None] | None = None,
        told: Callable[[str], None] | None = None,
        source: str | None = None,
        store: TokenStore | None = None,
        silence: float = SILENCE,
    ) -> None:
        self.urls = urls
        self.level = level
        self.online = Online(name, plan)
        # The rejoin token is kept under the club's first address and, for a joiner, its code;
        # for a creator, as the last table it created at that club: a restarted program (with
        # the same token file) says hello with it and takes its seat back.
        self.store = store if plan.code is not None or plan.create is not None else None
        self.key = f"{urls[0]} {plan.code}" if plan.code is not None else f"{urls[0]} created"
        if self.store is not None:
            kept = self.store.get(self.key)
            self.online.token = kept[0] if kept else None
        self.fingerprint = ""  # the server's certificate's, as TLS showed it (kept with a token)
        self.pin = pin
        self.context = client_context(cafile, pinned=pin is not None)
        self.log_path = log
        self.wait = wait
        self.rng = random.Random(seed)
        self.tap = tap
        self.told = told or (lambda line: print(line, flush=True))
        self.player: Player | None = None
        self.warnings: list[str] = []
        self.deadline: float | None = None
        self.progress: tuple[int, int] | None = None
        self.attempt = 0  # connections tried since the game last moved
        self.backoff = Backoff(BACKOFF_FIRST, BACKOFF_CAP, self.rng)
        self.hops = 0  # ``moved`` followed in a row since the game last moved
        self.turn = 0  # the next address to try in turn
        self.silence = silence
        self.source = source  # the local address to connect from (tests: 127.0.0.x)

    async def run(self) -> tuple[int, str]:
        log = self.log_path.open("a", encoding="utf-8") if self.log_path else None
        try:
            while True:
                try:
                    ws = await self._connect()
                except Refused as e:  # not the pinned certificate: nothing was sent
                    return EXIT_REFUSED, e.message
                if ws is None:
                    where = ", ".join(self.addresses())
                    return EXIT_NO_SERVER, f"no server answered at {where} within {self.wait:g} s"
                try:
                    if await self._session(ws, log):
                        return EXIT_OK, "the match is over"
                except Refused as e:
                    self._keep("refused")
                    return EXIT_REFUSED, e.message
                finally:
                    with contextlib.suppress(Exception):
                        await ws.close()
        finally:
            if log:
                log.close()

    def addresses(self) -> list[str]:
        """Where the club may be reached: the addresses given, then its other nodes as its
        last ``lobby`` listed them."""
        return self.online.places(self.urls)

    def _next_url(self) -> tuple[str, bool]:
        """The address to try next and whether to go there at once (a ``moved`` followed
        fewer than ``HOPS`` times in a row)."""
        moved, self.online.moved_to = self.online.moved_to, None
        if moved is not None:
            self.hops += 1
            return moved, self.hops <= HOPS
        everywhere = self.addresses()
        url = everywhere[self.turn % len(everywhere)]
        self.turn += 1
        return url, False

    async def _connect(self) -> ClientConnection | None:
        loop = asyncio.get_running_loop()
        if self.deadline is None:
            self.deadline = loop.time() + self.wait
        while True:
            url, at_once = self._next_url()
            if self.attempt and not at_once:  # each try after the first since the game last
                pause = self.backoff.next()  # moved waits (jitter: not all at once)
                await asyncio.sleep(max(0.0, min(pause, self.deadline - loop.time())))
            left = self.deadline - loop.time()
            if left <= 0:
                return None
            self.attempt += 1
            try:
                async with asyncio.timeout(min(left, 10.0)):
                    ws = await self._open(url)
            except Refused:
                raise
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ssl.SSLError):
                continue
            everywhere = self.addresses()  # after a drop, this node first, then the others
            self.turn = everywhere.index(url) if url in everywhere else self.turn
            return ws

    async def _open(self, url: str) -> ClientConnection:
        ws = await connect(
            url,
            ssl=self.context,
            max_size=MAX_HOST_MESSAGE,
            compression=None,
            open_timeout=10,
            user_agent_header=None,
            local_addr=(self.source, 0) if self.source else None,
        )
        ssl_object = ws.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object else None
        self.fingerprint = fingerprint_of(der) if der else ""
        if self.pin is not None and (not der or not pin_matches(self.pin, der)):
            await ws.close()
            raise Refused(f"{url}: the server's certificate is not the pinned one")
        return ws

    async def _session(self, ws: ClientConnection, log: IO[str] | None) -> bool:
        """One connection; True when the last match ended, False when it dropped."""
        online = self.online
        loop = asyncio.get_running_loop()
        opened = loop.time()
        try:
            await ws.send(_text(online.hello()))
            while True:
                # Silence is counted in whole messages: bytes trickling in do not reset it.
                # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancellation
                # that comes as a message arrives, and a stopped client would play on
                async with asyncio.timeout(self.silence):
                    message = await ws.recv()
                data = message.encode("utf-8") if isinstance(message, str) else message
                if self.tap:
                    self.tap(data)
                if await self._message(ws, data, log):
                    return True
        except (ConnectionClosed, TimeoutError):
            pass
        if online.match_over:
            return True
        if self.deadline is None:
            self.attempt = 0  # the game moved during this connection: back off from the start
            self.hops = 0
            self.backoff.reset()
        if loop.time() - opened >= self.wait:
            self.deadline = None  # a connection that lasted: the next wait starts at its end
        return False

    async def _message(self, ws: ClientConnection, data: bytes, log: IO[str] | None) -> bool:
        online = self.online
        try:
            m, replies = online.receive(data)
        except ProtocolError as e:
            self.warnings.append(e.message)
            if online.core.strikes >= MAX_STRIKES:
                raise Refused(f"the server keeps sending invalid messages: {e.message}") from None
            return False
        if log:
            log.write(json.dumps(m, ensure_ascii=False) + "\n")
            log.flush()
        if online.core.moment != self.progress or m["type"] in ("created", "seated", "start"):
            self.progress = online.core.moment
            self.deadline = None  # the game moves on: a later drop gets its own wait
        kind = m["type"]
        self._keep(kind)
        if kind == "created":
            self.told(f"invitation: {m['code']}" if m["code"] else f"table: {m['table']}")
        elif kind == "club" or (kind == "denied" and m["reason"] == "reconnecting"):
            self.told(m["message"])  # one line: the club is reconnecting, or back
        for reply in replies:
            await ws.send(_text(reply))
        if kind == "moved":  # another node plays the table: there next (this one closes)
            await ws.close()
            return False
        if kind == "match_over":
            return bool(m["last"])
        if kind == "welcome" and self.player is None:
            table = [s.get("level") for s in online.core.seats]
            self.player = make_player(self.level, self.rng.getrandbits(32), table=table)
        back = kind == "club" and m["state"] == "back"  # a card sent meanwhile: chosen again
        if kind in LOBBY_TYPES and not back:  # no new view: after a rejoin hello the table
            return False  # answers first
        view = online.core.my_turn()
        if view is not None and self.player is not None:
            card = await choose_card(self.player, self.level, view, self.rng, self._failed)
            await ws.send(_text(online.intent(card)))
        return False

    def _keep(self, kind: str) -> None:
        """The token on disk follows the one in hand: kept at a start, forgotten at the end."""
        if self.store is None:
            return
        token = self.online.token
        if kind == "start" and token is not None:
            if not self.store.put(self.key, token, self.fingerprint):
                self.warnings.append(f"cannot keep the rejoin token in {self.store.path}")
        elif kind in ("match_over", "refused") and token is None:
            self.store.forget(self.key)

    def _failed(self, e: Exception) -> None:
        self.warnings.append(f"computer player failed: {e!r}")


def _text(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def run_online(*args: Any, **kwargs: Any) -> tuple[int, str]:
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(OnlineClient(*args, **kwargs).run())
    return EXIT_REFUSED, "interrupted"
