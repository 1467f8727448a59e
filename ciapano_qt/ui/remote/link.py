"""The network's bytes off the GUI thread: an asyncio loop in a Python thread.

``NetLoop`` runs one asyncio event loop in a daemon thread; the GUI hands it work with
``call`` and hears back through Qt signals (queued onto the GUI thread), so a slow or silent
peer never stalls a paint. Nothing here reads a message: a link delivers each frame's body
as bytes, and the session checks it with the net core (``ClientCore``) on the GUI thread.

``HostLink`` hosts a table (``net.host.Host`` around ``net.table.Table``: the host's engine,
the only authority) and seats the person at this screen through an in-process connection
that the table treats like any other joiner's. ``JoinLink`` is a TCP connection to a host,
protocol 3 (``net.joining``): TLS, the code proven by SPAKE2 or the host's certificate pinned
for a rejoin, before anything else is said.
Both offer the same face to the session: ``received(bytes)``, ``lost(str)``, ``send``.

The loop's thread never emits a link's own signals: a link may be deleted at any moment on
the GUI thread (its window closed), and a signal emitted on a deleted QObject from another
thread crashes the process. It posts them through ``crossthread.tell``, which hands each one
to its link on the GUI thread if the link is still there.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...net.discovery import DISCOVERY_PORT, TableInfo, find_everywhere, find_tables
from ...net.host import Host
from ...net.joining import Failed, secure
from ...net.protocol import MAX_HOST_MESSAGE, FrameDecoder, ProtocolError, encode
from ...net.retry import Silence
from ...net.table import Table
from ...net.wire import Wire, open_wire
from ..session import crossthread

LOCAL_CONN = 0  # the host's own seat: the connection number no socket gets (they start at 1)
CONNECT_TIMEOUT = 5.0
PARTIAL_LIMIT = 30.0  # s: a frame begun must be finished (a host writes each one whole)


class _Linked(QObject):
    """A QObject whose signals the loop's thread raises through the bridge (``tell``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        crossthread.ready()  # on the GUI thread, before the loop's thread may tell
        self.net = NetLoop.shared()

    def tell(self, name: str, *args: Any) -> None:
        """Emit the signal ``name`` on the GUI thread (from any thread)."""
        crossthread.tell(self, name, *args)


class NetLoop:
    """One asyncio loop in a daemon thread, for every link of the app (made when first
    needed: nothing of the network loads or runs before the player hosts or joins)."""

    _shared: NetLoop | None = None

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="ciapano-net", daemon=True)
        self.thread.start()

    @classmethod
    def shared(cls) -> NetLoop:
        if cls._shared is None or not cls._shared.thread.is_alive():
            cls._shared = cls()
        return cls._shared

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def call(self, job: Callable[[], Any]) -> None:
        """Run ``job()`` on the loop's thread (it may start tasks there)."""
        self.loop.call_soon_threadsafe(job)

    def run(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Start ``coro`` on the loop; its concurrent future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)


class _LocalWriter:
    """What ``Host`` writes to for the host's own seat: the frames go to the GUI thread."""

    def __init__(self, deliver: Callable[[bytes], None]) -> None:
        self.deliver = deliver
        self.decoder = FrameDecoder(MAX_HOST_MESSAGE)
        self.closed = False
        self.transport = self  # Host asks transport.get_write_buffer_size()

    def write(self, data: bytes) -> None:
        if not self.closed:
            for body in self.decoder.feed(data):
                self.deliver(body)

    def get_write_buffer_size(self) -> int:
        return 0

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True


class HostLink(_Linked):
    """A hosted table, and the host's person seated at it through ``LOCAL_CONN``.

    ``opened(port)`` once listening (``failed(text)`` if it cannot: the port is taken, the
    address is not this computer's); ``codeChanged(code)`` when the table draws a new code;
    ``received(body)`` a message for the host's own seat; ``lost(text)`` the seat was closed;
    ``finished()`` the table closed and nothing listens any more.

    With ``autosave`` the table is kept in that file after every card (``net.resume``, with
    ``app`` as its app section: ``remote/hosted.py``), off the GUI thread; ``saveFailed(text)``
    says once that the disk refused. The file is removed when the table closes: it stays only
    when the app stops without closing it (a crash), to be resumed.
    """

    opened = Signal(int)
    saveFailed = Signal(str)
    failed = Signal(str)
    codeChanged = Signal(str)
    received = Signal(bytes)
    lost = Signal(str)
    finished = Signal()

    def __init__(
        self,
        table: Table,
        bind: str,
        port: int,
        lan: bool = True,
        discovery_port: int = DISCOVERY_PORT,
        parent: QObject | None = None,
        autosave: Path | None = None,
        app: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.autosave = autosave
        self.app = dict(app or {})  # the autosave's app section (its port once listening)
        self.save_failed = False
        self.host = Host(
            table,
            bind,
            port,
            on_code=lambda code: self.tell("codeChanged", code),
            discovery_port=discovery_port if lan else None,
            on_progress=self._keep if autosave is not None else None,
        )
        self._writer = _LocalWriter(lambda body: self.tell("received", body))
        self.port = 0
        self.closed = False

    def open(self) -> None:
        self.net.run(self._open())

    async def _open(self) -> None:
        try:
            self.port = await self.host.start()
        except OSError as e:
            await self.host.stop()
            self.closed = True
            self.tell("failed", e.strerror or str(e))
            self.tell("finished")
            return
        loop = asyncio.get_running_loop()
        self.app["port"] = self.port
        self.host.writers[LOCAL_CONN] = self._writer  # type: ignore[assignment]
        self.table.open(LOCAL_CONN, "local", loop.time())
        self.host.flush()
        self.tell("opened", self.port)
        await self.host.done.wait()
        await self.host.stop()
        self.closed = True
        if self.autosave is not None:  # closed: nothing to resume
            with contextlib.suppress(OSError):
                self.autosave.unlink(missing_ok=True)
        if not self._writer.closed:
            self.tell("lost", "closed")
        self.tell("finished")

    def _keep(self) -> None:
        """After every card (on the loop's thread): the table into its autosave."""
        from ...net import resume

        assert self.autosave is not None
        try:
            resume.save(self.table, self.autosave, self.app)
        except OSError as e:
            if not self.save_failed:  # said once; the table goes on
                self.save_failed = True
                self.tell("saveFailed", e.strerror or str(e))

    def send(self, message: dict[str, Any]) -> None:
        """A message from the host's own seat (its hello, its cards), as bytes on a wire."""
        body = encode(message)[4:]

        def deliver() -> None:
            if LOCAL_CONN in self.table.conns:
                self.table.receive(LOCAL_CONN, body, self.net.loop.time())
                self.host.flush()

        self.net.call(deliver)

    def start_match(self) -> None:
        """The host's "Start": the seats nobody took are played by the computer."""

        def start() -> None:
            self.table.start(self.net.loop.time())
            self.host.flush()

        self.net.call(start)

    def close(self) -> None:
        """Close the table: everyone is told, nothing listens any more (``finished``)."""
        if self.closed:
            return
        self._writer.close()
        self.net.run(self.host.stop())


class JoinLink(_Linked):
    """A connection to a host: ``connected()`` once the code (``code``) or the host's
    certificate (``pin``, a rejoin) is proven, ``received(body)`` per frame, ``lost(text)``
    when it drops or breaks (``text`` is ``""`` for a clean close, else what went wrong),
    ``failed(text)`` when no connection could be made, ``unsafe(kind)`` when the proof failed
    (``"mitm"``: a wrong code or someone in the middle, final; ``"older"``: the host runs an
    older version). ``fingerprint``: the host's certificate's, once connected."""

    connected = Signal()
    failed = Signal(str)
    received = Signal(bytes)
    lost = Signal(str)
    unsafe = Signal(str)

    def __init__(self, host: str, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address, self.port = host, port
        self.writer: Wire | None = None
        self.task: Any = None
        self.closed = False
        self.code: str | None = None  # set by the session's connection before ``open``
        self.pin: str | None = None
        self.fingerprint: str | None = None

    def open(self) -> None:
        self.closed = False
        self.task = self.net.run(self._run())

    async def _run(self) -> None:
        try:
            writer = await open_wire(self.address, self.port, CONNECT_TIMEOUT)
        except (OSError, TimeoutError) as e:
            self.tell("failed", getattr(e, "strerror", None) or str(e) or "timeout")
            return
        try:
            self.fingerprint, decoder = await secure(writer, self.code, self.pin)
        except Failed as e:
            writer.close()
            if e.kind == "refused" and e.message is not None:
                self.tell("received", encode(e.message)[4:])  # the host's own refusal
            else:
                self.tell("unsafe", e.kind if e.kind != "refused" else "mitm")
            return
        except (OSError, TimeoutError) as e:
            writer.close()
            self.tell("failed", getattr(e, "strerror", None) or str(e) or "timeout")
            return
        self.writer = writer
        self.tell("connected")
        loop = asyncio.get_running_loop()
        # No limit on a silent host (a lobby may wait long for its start), but bytes that
        # trickle in without ever making a whole message are no sign of life.
        silence = Silence(loop.time(), None, PARTIAL_LIMIT)
        why = ""
        try:
            while True:
                async with asyncio.timeout(silence.left(loop.time())):  # not wait_for: it
                    data = await writer.read()  # can swallow a cancellation on 3.11
                if not data:
                    break
                bodies = decoder.feed(data)
                silence.read(loop.time(), bool(bodies), decoder.pending)
                for body in bodies:
                    self.tell("received", body)
        except TimeoutError:
            why = "the host sent part of a message and no more"
        except ProtocolError as e:
            why = e.message
        except (ConnectionError, OSError) as e:
            why = e.strerror or str(e)
        finally:
            writer.close()
            self.writer = None
        if not self.closed:
            self.tell("lost", why)

    def send(self, message: dict[str, Any]) -> None:
        if message.get("type") == "hello":  # protocol 3: the code is proven, never sent
            message = {k: v for k, v in message.items() if k != "code"}
        data = encode(message)

        def write() -> None:
            if self.writer is not None and not self.writer.is_closing():
                self.writer.write(data)

        self.net.call(write)

    def close(self) -> None:
        """Leave: say bye and close (no ``lost``)."""
        self.closed = True

        def shut() -> None:
            if self.writer is not None:
                with contextlib.suppress(Exception):
                    self.writer.write(encode({"type": "bye"}))
                self.writer.close()

        self.net.call(shut)

    def drop(self) -> None:
        """Break the connection as a network fault would (tests: the rejoin)."""

        def cut() -> None:
            if self.writer is not None:
                self.writer.abort()

        self.net.call(cut)


class Finder(_Linked):
    """Asks the local network which tables are hosted: ``found(list[TableInfo])``."""

    found = Signal(list)

    def __init__(
        self,
        parent: QObject | None = None,
        address: str | None = None,
        port: int = DISCOVERY_PORT,
    ) -> None:
        super().__init__(parent)
        self.address, self.port = address, port  # None: everywhere (tests: loopback)

    def ask(self, timeout: float = 1.0) -> None:
        self.net.run(self._ask(timeout))

    async def _ask(self, timeout: float) -> None:
        tables: list[TableInfo] = []
        with contextlib.suppress(OSError):
            if self.address is None:
                tables = await find_everywhere(timeout, self.port)
            else:
                tables = await find_tables(timeout, self.address, self.port)
        self.tell("found", tables)
