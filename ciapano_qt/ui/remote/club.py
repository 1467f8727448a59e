"""The app's connection to a club (``ciapano-server``): a WebSocket over TLS on ``NetLoop``.

``ClubLink`` offers ``RemoteSession`` the face of a local joiner's ``JoinLink`` (``connected``,
``received(body)``, ``lost(text)``, ``failed(text)``, ``unsafe(kind)``, ``send``, ``close``),
so a club's table plays in the same networked table window, and ``remote.connection`` takes
the seat back after a drop with the match's rejoin token, unchanged. Only ``wss://``: the
club's certificate is either vouched for by an authority the system trusts, or pinned (its
SHA-256 fingerprint, as the player accepted it) and compared before a byte of the game is
sent, as ``net.club.client`` does. The lobby's messages (``net.club.schema.LOBBY_TYPES``) go
to ``notice(body)`` and are checked on the GUI thread by ``remote.clublobby``; the table's go
to ``received(body)``, checked by the session's ``ClientCore``. Nothing here reads a message
beyond its ``type``.
"""

from __future__ import annotations

import contextlib
import json
import ssl
from typing import Any

from PySide6.QtCore import QObject, Signal
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ...net.address import format_address
from ...net.club.schema import LOBBY_TYPES
from ...net.club.trust import client_context, pin_matches
from ...net.protocol import MAX_HOST_MESSAGE, ProtocolError, parse_body
from ...net.secure import fingerprint_of
from .link import CONNECT_TIMEOUT, _Linked

CHANGED = "changed"  # ``unsafe``'s kind: the club's certificate is not the pinned one
UNVERIFIED = "unverified"  # no authority vouches for it, and it was not pinned
PROBE_TIMEOUT = 10.0  # s: a look at the club's certificate


def club_url(host: str, port: int) -> str:
    """``wss://HOST:PORT`` (an IPv6 address in brackets)."""
    return "wss://" + format_address(host, port)


class ClubLink(_Linked):
    """One WebSocket connection to the club at ``host``:``port``; ``pin`` (``AB:CD:…``) when
    the club's certificate is pinned, None when an authority must vouch for it.
    ``fingerprint``: its certificate's SHA-256 (64 hex digits) once connected."""

    connected = Signal()
    failed = Signal(str)
    received = Signal(bytes)
    notice = Signal(bytes)
    lost = Signal(str)
    unsafe = Signal(str)

    def __init__(
        self, host: str, port: int, pin: str | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.address, self.port = host, port
        self.trusted_pin = pin
        self.pin: str | None = None  # set by remote.connection (a local host's): not used
        self.code: str | None = None  # likewise: a club's code goes in a ``join``
        self.fingerprint: str | None = None
        self.ws: ClientConnection | None = None
        self.task: Any = None
        self.closed = False

    @property
    def url(self) -> str:
        return club_url(self.address, self.port)

    def open(self) -> None:
        self.closed = False
        self.task = self.net.run(self._run())

    async def _run(self) -> None:
        pinned = self.trusted_pin is not None
        try:
            ws = await connect(
                self.url,
                ssl=client_context(pinned=pinned),
                max_size=MAX_HOST_MESSAGE,
                compression=None,
                open_timeout=CONNECT_TIMEOUT,
                user_agent_header=None,
            )
        except ssl.SSLCertVerificationError:
            self.tell("unsafe", UNVERIFIED)
            return
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ssl.SSLError) as e:
            self.tell("failed", getattr(e, "strerror", None) or str(e) or "timeout")
            return
        ssl_object = ws.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object else None
        self.fingerprint = fingerprint_of(der) if der else None
        if self.trusted_pin is not None and (not der or not pin_matches(self.trusted_pin, der)):
            await ws.close()  # nothing of the game was said
            self.tell("unsafe", CHANGED)
            return
        if self.closed:  # left while connecting
            await ws.close()
            return
        self.ws = ws
        self.tell("connected")
        why = ""
        try:
            async for message in ws:
                data = message.encode("utf-8") if isinstance(message, str) else message
                self.tell("notice" if _is_lobby(data) else "received", data)
        except ConnectionClosed as e:
            why = e.rcvd.reason if e.rcvd is not None and e.rcvd.reason else "closed"
        except OSError as e:
            why = e.strerror or str(e)
        finally:
            self.ws = None
            with contextlib.suppress(Exception):
                await ws.close()
        if not self.closed:
            self.tell("lost", why)

    def send(self, message: dict[str, Any]) -> None:
        if message.get("type") == "hello":  # a club's hello names no code
            message = {k: v for k, v in message.items() if k != "code"}
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))

        async def write() -> None:
            if self.ws is not None:
                with contextlib.suppress(ConnectionClosed, OSError):
                    await self.ws.send(text)

        self.net.run(write())

    def close(self) -> None:
        """Leave: say bye and close (no ``lost``)."""
        self.closed = True

        async def shut() -> None:
            ws = self.ws
            if ws is not None:
                with contextlib.suppress(Exception):
                    await ws.send('{"type":"bye"}')
                    await ws.close()

        self.net.run(shut())

    def drop(self) -> None:
        """Break the connection as a network fault would (tests: the rejoin)."""

        def cut() -> None:
            if self.ws is not None:
                self.ws.transport.abort()

        self.net.call(cut)


def _is_lobby(data: bytes) -> bool:
    """Whether ``data`` is one of the lobby's messages (an invalid one goes to the table's
    checks, which count it)."""
    try:
        return parse_body(data).get("type") in LOBBY_TYPES
    except ProtocolError:
        return False


class ClubProbe(_Linked):
    """A look at a club's certificate before anything is said (``net.club.trust.probe``):
    ``seen(Seen)`` its fingerprint and whether an authority vouches for it, or
    ``failed(text)`` when no club answers."""

    seen = Signal(object)
    failed = Signal(str)

    def __init__(self, host: str, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port = host, port

    def look(self) -> None:
        self.net.run(self._look())

    async def _look(self) -> None:
        from ...net.club.trust import probe

        try:
            seen = await probe(self.address, self.port, PROBE_TIMEOUT)
        except (OSError, ValueError) as e:  # TimeoutError and ssl.SSLError are OSErrors
            self.tell("failed", getattr(e, "strerror", None) or str(e) or "timeout")
            return
        self.tell("seen", seen)
