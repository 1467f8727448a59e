"""One connection's bytes: in clear (a version-2 peer) or inside TLS (protocol 3).

``Wire`` wraps an asyncio stream pair. A host's wire starts undecided: what the table writes
before the first byte is read waits in it; ``Wire.accept`` reads the first bytes and turns
TLS (a handshake record, 0x16) or clear (anything else: an older program). TLS runs through
``ssl``'s own ``SSLObject`` over memory buffers, so the host can read the first byte before
choosing, and a joiner can see a clear answer where TLS was expected (an older host). The
cryptography is all ``ssl``'s; this only moves its bytes.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl

from .secure import TLS_HANDSHAKE, fingerprint_of

READ = 65536
TLS_ALERT = b"\x15"


class NotTls(Exception):
    """The peer answered TLS with something else; ``data`` is what it sent (maybe a frame)."""

    def __init__(self, data: bytes) -> None:
        super().__init__("the peer does not speak TLS")
        self.data = data


class Wire:
    """Application bytes over ``reader``/``writer``; ``tap(direction, bytes)`` sees the bytes
    as they cross the network (tests)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.tls: ssl.SSLObject | None = None
        self._in = ssl.MemoryBIO()
        self._out = ssl.MemoryBIO()
        self.decided = False
        self._pending: list[bytes] = []  # written before the wire was decided
        self._early = b""  # clear bytes read while deciding, not yet handed out
        self._close_after = False
        self.transport = self  # the host asks transport.get_write_buffer_size()

    # The host's side ---------------------------------------------------------------------

    async def accept(self, context: ssl.SSLContext, timeout: float) -> bool:
        """Read the first bytes and decide: True for TLS (handshake done), False for clear.
        ``ConnectionError`` when the peer leaves; ``TimeoutError`` when it says nothing."""
        first = await asyncio.wait_for(self.reader.read(READ), timeout)
        if not first:
            raise ConnectionError("closed before its first byte")
        if first[0] == TLS_HANDSHAKE:
            self.tls = context.wrap_bio(self._in, self._out, server_side=True)
            self._in.write(first)
            await asyncio.wait_for(self._handshake(), timeout)
        else:
            self._early = first
        self._decide()
        return self.tls is not None

    # The joiner's side -------------------------------------------------------------------

    async def connect(self, context: ssl.SSLContext, timeout: float) -> str:
        """TLS as the client; the fingerprint of the host's certificate. ``NotTls`` when the
        host answers in clear (an older program)."""
        self.tls = context.wrap_bio(self._in, self._out, server_side=False)
        await asyncio.wait_for(self._handshake(clear=bytearray()), timeout)
        self._decide()
        der = self.tls.getpeercert(binary_form=True)
        if not der:
            raise ssl.SSLError("the host showed no certificate")
        return fingerprint_of(der)

    # Both ---------------------------------------------------------------------------------

    async def _handshake(self, clear: bytearray | None = None) -> None:
        assert self.tls is not None
        while True:
            try:
                self.tls.do_handshake()
                break
            except ssl.SSLWantReadError:
                self._flush()
                data = await self.reader.read(READ)
                if not data:
                    if clear:
                        raise NotTls(bytes(clear)) from None
                    raise ConnectionError("closed during the TLS handshake") from None
                if clear is not None:
                    clear += data
                    if clear[0] != TLS_HANDSHAKE and not clear.startswith(TLS_ALERT):
                        raise NotTls(await self._rest(clear)) from None
                self._in.write(data)
        self._flush()

    async def _rest(self, clear: bytearray) -> bytes:
        """What a peer answering in clear says, up to its close (and at most ``READ``)."""
        while len(clear) < READ:
            data = await self.reader.read(READ)
            if not data:
                break
            clear += data
        return bytes(clear)

    def _decide(self) -> None:
        self.decided = True
        for data in self._pending:
            self._put(data)
        self._pending.clear()
        if self._close_after:
            self.close()

    def _flush(self) -> None:
        data = self._out.read()
        if data and not self.writer.is_closing():
            self.writer.write(data)

    def _put(self, data: bytes) -> None:
        if self.tls is None:
            self.writer.write(data)
            return
        with contextlib.suppress(ssl.SSLError):
            self.tls.write(data)
        self._flush()

    async def read(self) -> bytes:
        """The next application bytes; ``b""`` at the end of the stream."""
        if self._early:
            data, self._early = self._early, b""
            return data
        if self.tls is None:
            return await self.reader.read(READ)
        while True:
            try:
                return self.tls.read(READ)
            except ssl.SSLWantReadError:
                self._flush()
                data = await self.reader.read(READ)
                if not data:
                    return b""
                self._in.write(data)
            except (ssl.SSLZeroReturnError, ssl.SSLEOFError):
                return b""
            except ssl.SSLError as e:
                raise ConnectionError(f"TLS: {e.reason or e}") from None

    def write(self, data: bytes) -> None:
        if self.writer.is_closing():
            return
        if not self.decided:
            self._pending.append(data)
        else:
            self._put(data)

    def is_closing(self) -> bool:
        return self.writer.is_closing() or self._close_after

    def get_write_buffer_size(self) -> int:
        return self.writer.transport.get_write_buffer_size() + sum(map(len, self._pending))

    def close(self) -> None:
        if not self.decided:
            self._close_after = True  # said once the wire knows how to say it
            return
        if self.tls is not None and not self.writer.is_closing():
            with contextlib.suppress(ssl.SSLError):
                self.tls.unwrap()  # close_notify
            self._flush()
        self.writer.close()

    def abort(self) -> None:
        self.writer.transport.abort()


async def open_wire(host: str, port: int, timeout: float) -> Wire:
    """A TCP connection to ``host:port`` as a ``Wire`` (not yet TLS)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    return Wire(reader, writer)
