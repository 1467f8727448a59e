"""Joining a table headless: connect, say hello, let a computer level play the seat.

``join`` returns ``(exit code, message)``: 0 when the table's last match ends, 2 when the
host refuses (or misbehaves), 3 when no host answers within ``wait`` seconds. A dropped
connection is retried with the rejoin token, and a ``busy`` refusal tried again, for ``wait``
seconds after the last real progress (``retry.Progress``: noise renews nothing), pausing
between tries (``retry.Backoff``: jittered, capped). A host that sends no whole message for
``silence`` seconds (a frame trickled byte by byte is no message) is taken as gone.

Protocol 3 (``joining.py``): TLS, then SPAKE2 on the code (or the kept pin of the host's
certificate for a rejoin), then the hello; a failed proof is final (exit 2: "wrong code, or
someone between you and the host"), never retried.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from ..ai.base import Player
from ..ai.levels import make_player
from .clientcore import MAX_STRIKES, ClientCore
from .joining import Failed, secure
from .players import choose_card
from .protocol import ProtocolError, encode
from .retry import STABLE, Backoff, Progress, Silence
from .tokens import TokenStore
from .wire import Wire, open_wire

EXIT_OK, EXIT_REFUSED, EXIT_NO_HOST = 0, 2, 3
SILENCE = 600.0  # a host that says nothing for this long is taken as gone


class _Refused(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Busy(Exception):
    """The host turned us away for now (``busy``): try again after a pause."""


class Joiner:
    def __init__(
        self,
        host: str,
        port: int,
        name: str,
        level: str,
        code: str | None,
        log: Path | None = None,
        store: TokenStore | None = None,
        wait: float = 30.0,
        seed: int | None = None,
        tap: Callable[[bytes], None] | None = None,
        silence: float = SILENCE,
    ) -> None:
        self.host, self.port = host, port
        self.table = f"{host}:{port}"
        self.level = level
        self.store = store
        kept = store.get(self.table) if store else None
        self.core = ClientCore(name, code, kept[0] if kept else None)
        self.pin = kept[1] if kept else None  # the host's fingerprint kept with the token
        self.log_path = log
        self.wait = wait
        self.silence = silence
        self.rng = random.Random(seed)
        self.tap = tap
        self.player: Player | None = None
        self.warnings: list[str] = []
        self.writer: Wire | None = None
        self.deadline: float | None = None  # try again until then; None: not trying
        self.progress = Progress()  # what renews the deadline
        self.backoff = Backoff()  # its jitter from a source of its own: the seed is the play's
        self.attempts = 0  # connections tried (the tests count them)
        self.busy: str | None = None  # the last ``busy`` refusal while trying again
        self.fingerprint = ""  # the host's certificate's, as TLS showed it

    async def run(self) -> tuple[int, str]:
        log = self.log_path.open("a", encoding="utf-8") if self.log_path else None
        loop = asyncio.get_running_loop()
        self.deadline = loop.time() + self.wait
        try:
            while True:
                connection = await self._connect()
                if connection is None:
                    if self.busy is not None:
                        return EXIT_REFUSED, f"refused: {self.busy}"
                    return EXIT_NO_HOST, f"no host answered at {self.table} within {self.wait:g} s"
                began, moved = loop.time(), False
                try:
                    moved = await self._session(connection, log)
                except _Refused as e:
                    return EXIT_REFUSED, e.message
                except _Busy:
                    pass
                finally:
                    connection.close()
                if self.core.match_over and not self.core.started:
                    return EXIT_OK, "the match is over"
                if moved and loop.time() - began >= STABLE:
                    self.backoff.reset()  # a good connection lost: try again soon
                if self.deadline is None:
                    self.deadline = loop.time() + self.wait
                await self._pause()
        finally:
            if log:
                log.close()

    async def _pause(self) -> None:
        """The pause before the next try (never past the deadline)."""
        loop = asyncio.get_running_loop()
        assert self.deadline is not None
        await asyncio.sleep(min(self.backoff.next(), max(0.0, self.deadline - loop.time())))

    async def _connect(self) -> Wire | None:
        loop = asyncio.get_running_loop()
        while True:
            assert self.deadline is not None
            left = self.deadline - loop.time()
            if left <= 0:
                return None
            self.attempts += 1
            try:
                return await open_wire(self.host, self.port, min(left, 5.0))
            except (OSError, TimeoutError):
                await self._pause()

    def _failed(self, e: Exception) -> None:
        self.warnings.append(f"computer player failed: {e!r}")

    async def _session(self, wire: Wire, log: IO[str] | None) -> bool:
        """One connection, until it ends (the last match over, dropped, gone silent): whether
        it made real progress."""
        loop = asyncio.get_running_loop()
        core = self.core
        core.sent = None
        self.progress.connected()
        try:
            self.fingerprint, decoder = await secure(wire, core.code, self.pin)
        except Failed as e:
            reason = e.message.get("reason") if e.message else None
            if reason == "busy":  # turned away for now, before the proof: try again
                self.busy = e.text
                raise _Busy from None
            if reason == "token" and self.store:
                self.store.forget(self.table)
            raise _Refused(e.text if e.kind != "refused" else f"refused: {e.text}") from None
        except (ConnectionError, OSError, TimeoutError):
            return False
        self.writer = wire
        silence = Silence(loop.time(), self.silence)
        moved = False
        wire.write(encode(core.hello(code=False)))
        while True:
            try:
                async with asyncio.timeout(silence.left(loop.time())):  # not wait_for: it
                    data = await wire.read()  # can swallow a cancellation on 3.11
            except TimeoutError:
                return moved  # no whole message for ``silence`` seconds: taken as gone
            except (ConnectionError, OSError):
                data = b""
            if not data:
                return moved
            if self.tap:
                self.tap(data)
            try:
                bodies = decoder.feed(data)
            except ProtocolError as e:
                raise _Refused(f"the host broke the protocol: {e.message}") from None
            silence.read(loop.time(), bool(bodies), decoder.pending)
            for body in bodies:
                done, progress = await self._message(body, log)
                moved = moved or progress
                if done:
                    return moved

    async def _message(self, body: bytes, log: IO[str] | None) -> tuple[bool, bool]:
        """One message: whether the connection is done with, and whether it was progress."""
        core = self.core
        try:
            m = core.receive(body)
        except ProtocolError as e:
            self.warnings.append(e.message)
            if core.strikes >= MAX_STRIKES:
                raise _Refused(f"the host keeps sending invalid messages: {e.message}") from None
            return False, False
        progress = self.progress.heard(m["type"], core.moment, m.get("token"))
        if progress:
            self.deadline = None  # the game moves on: a later drop gets its own wait
            self.busy = None
        if log:
            log.write(json.dumps(m, ensure_ascii=False) + "\n")
            log.flush()
        return await self._act(m), progress

    async def _act(self, m: dict[str, Any]) -> bool:
        """What the checked message ``m`` asks of us; True when the connection is done with."""
        core = self.core
        kind = m["type"]
        if kind == "refused":
            if m["reason"] == "busy":
                self.busy = m["message"]
                raise _Busy
            if m["reason"] == "token" and self.store:
                self.store.forget(self.table)
            raise _Refused(f"refused: {m['message']}")
        if kind == "start":
            self.pin = self.fingerprint  # a rejoin is pinned to this host's certificate
            if self.store and not self.store.put(self.table, m["token"], self.fingerprint):
                self.warnings.append(f"cannot keep the rejoin token in {self.store.path}")
        if kind == "match_over":
            if self.store:
                self.store.forget(self.table)
            return bool(m["last"])
        if kind == "closed":
            if core.match_over:
                return True
            raise _Refused(f"the host closed the connection: {m['message']}")
        if kind == "welcome" and self.player is None:
            assert core.rules is not None
            table = [s.get("level") for s in core.seats]  # None: a person
            self.player = make_player(self.level, self.rng.getrandbits(32), table=table)
        view = core.my_turn()
        if view is not None:
            assert self.player is not None
            card = await choose_card(self.player, self.level, view, self.rng, self._failed)
            assert self.writer is not None
            self.writer.write(encode(core.intent(card)))
        return False


async def join(*args: Any, **kwargs: Any) -> tuple[int, str]:
    return await Joiner(*args, **kwargs).run()


def run_join(*args: Any, **kwargs: Any) -> tuple[int, str]:
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(join(*args, **kwargs))
    return EXIT_REFUSED, "interrupted"
