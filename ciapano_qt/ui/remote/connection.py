"""A networked seat's connection to its host: hello, leaving, and taking the seat back.

``Connection`` is the ``RemoteSession``'s collaborator for the link (``remote.link.JoinLink``
over TCP, or ``HostLink``'s in-process seat): it says hello when the link is up, hands every
frame to the session, and when a joiner's connection drops it reconnects with the match's
rejoin token, and when the host says ``busy`` it tries again, for ``REJOIN_FOR`` seconds after
the last real progress (``net.retry.Progress``: a welcome or a new moment alone renews
nothing), pausing between tries (``net.retry.Backoff``: from ``REJOIN_EVERY``, doubling to
``REJOIN_CAP``, jittered). A rejoin is over TLS pinned to the host's certificate as the first
connection saw it (protocol 3: no code needed, and the token goes to that host only). The
token, with the table's address, the seat, the name and that pin, is kept on disk
(``remote.rejoin.RejoinStore``) from the match's start
to its end, so that a restarted app can sit back down too (*Join a table* offers it).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QTimer, SignalInstance

from ...net.retry import STABLE, Backoff, Progress
from .rejoin import Rejoin, RejoinStore
from .texts import refusal_text

if TYPE_CHECKING:
    from collections import deque

    from ...net.clientcore import ClientCore

REJOIN_FOR = 30.0  # seconds a joiner keeps trying to take its seat back
REJOIN_EVERY = 1000  # ms: the first pause between two attempts
REJOIN_CAP = 8000  # ms: the longest


def _t(text: str) -> str:
    return QCoreApplication.translate("Remote", text)


class Link(Protocol):
    received: SignalInstance
    lost: SignalInstance

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class ConnectionOwner(Protocol):
    """What ``Connection`` uses of its ``remote.RemoteSession`` (named here so that this
    module does not import ``remote.py``, which makes it: no import circle)."""

    core: ClientCore
    _queue: deque[bytes]
    _gone: bool
    _over: bool
    _lost: str | None

    @property
    def generation(self) -> int: ...

    @property
    def connection(self) -> SignalInstance: ...

    @property
    def refused(self) -> SignalInstance: ...

    def _paused(self) -> bool: ...

    def _go(self, text: str) -> None: ...

    def _on_received(self, body: bytes) -> None: ...


class Connection:
    def __init__(
        self,
        session: ConnectionOwner,
        link: Link,
        reconnect: Any = None,
        store: RejoinStore | None = None,
        where: tuple[str, int] | None = None,
        pin: str | None = None,
    ) -> None:
        self.session = session
        self.pin = pin  # the host's certificate's fingerprint (a rejoin's pin), once known
        self.link = link
        self.reconnect = reconnect  # () -> a new link to the same host; None: no rejoin
        self.store = store  # where the seat is kept for a restart (None: not kept)
        self.where = where  # (host, port) of a joiner's table
        self.rejoin_until = 0.0  # trying again until then (monotonic); 0: not trying
        self.away = False  # the connection dropped and no welcome came since
        self.busy = False  # the last try was told ``busy``
        self.pending = False  # a try is due (a lost link meanwhile changes nothing)
        self.progress = Progress()
        self.backoff = Backoff(REJOIN_EVERY / 1000, REJOIN_CAP / 1000)
        self.since = time.monotonic()  # the link's start
        self.moved = False  # the link made real progress
        self.attach(link)

    def attach(self, link: Link) -> None:
        self.link = link
        link.received.connect(self.session._on_received)
        link.lost.connect(self.lost)
        connected = getattr(link, "connected", None)
        if connected is not None:
            connected.connect(self.hello)
            link.failed.connect(self._on_failed)  # type: ignore[attr-defined]
            link.unsafe.connect(self._on_unsafe)  # type: ignore[attr-defined]
            link.code = self.session.core.code  # type: ignore[attr-defined]
            link.pin = self.pin  # type: ignore[attr-defined]

    def hello(self) -> None:
        self.progress.connected()
        self.since, self.moved = time.monotonic(), False
        pin = getattr(self.link, "fingerprint", None)
        if pin:
            self.pin = pin  # proven: a later rejoin pins this host's certificate
        self.link.send(self.session.core.hello())

    def heard(self, m: dict[str, Any]) -> None:
        """A checked message from the host: real progress ends the trying (a later drop
        gets its own ``REJOIN_FOR``)."""
        if self.progress.heard(m["type"], self.session.core.moment, m.get("token")):
            self.rejoin_until = 0.0
            self.busy = False
            self.moved = True

    def send(self, message: dict[str, Any]) -> None:
        self.link.send(message)

    def close(self) -> None:
        self.link.close()

    # The seat kept on disk ----------------------------------------------------------------

    def keep(self, token: str) -> None:
        """The match has started (or the seat was taken back): keep the seat for a restart."""
        core = self.session.core
        if self.store is None or self.where is None or core.seat is None:
            return
        host, port = self.where
        if self.pin:
            self.store.keep(Rejoin(host, port, core.seat, core.name, token, self.pin))

    def forget(self) -> None:
        """The seat is void (the match is over, the token refused) or left: forget it."""
        token = self.session.core.token
        if self.store is not None and self.where is not None:
            self.store.forget(token)

    # Losing the connection, taking the seat back -----------------------------------------

    def welcomed(self) -> bool:
        """A welcome came: True when it ends an absence (the session says "back"). The
        trying goes on until real progress: a host that welcomes and drops renews nothing."""
        back, self.away = self.away, False
        return back

    def told_busy(self) -> bool:
        """The host said ``busy``: True when we try again (a joiner's link can be made
        again), for ``REJOIN_FOR`` seconds since the last progress."""
        if self.reconnect is None or self.session._gone:
            return False
        self.busy = True
        self._trying()
        self._retry()
        return True

    def _trying(self) -> None:
        if not self.rejoin_until:
            self.rejoin_until = time.monotonic() + REJOIN_FOR
        if self.moved and time.monotonic() - self.since >= STABLE:
            self.backoff.reset()  # a good connection lost: try again soon
        self.moved = False

    def lost(self, why: str) -> None:
        """The link dropped (``why``: what went wrong, "" for a clean close)."""
        s = self.session
        if s._gone or self.pending:  # a try is due already (told busy): it goes on
            return
        if s._queue or s._paused():
            s._lost = why  # told once the messages before it are shown (a "match over")
            return
        if s._over:
            s._go(_t("The match is over and the table has closed."))
            return
        if self.reconnect is not None and s.core.started and s.core.token:
            self._trying()
            if not self.away:
                self.away = True
                s.connection.emit(False)
            self._retry()
            return
        s._go(_t("The connection to the table was lost."))

    def _retry(self) -> None:
        s = self.session
        if s._gone:
            return
        if time.monotonic() > self.rejoin_until:
            if self.busy:  # turned away until the end: said as the host's refusal
                s._gone = True
                s.refused.emit(refusal_text("busy"))
                return
            s._go(_t("The connection to the table was lost and the seat could not be taken back."))
            return
        gen = s.generation
        self.pending = True

        def again() -> None:
            self.pending = False
            if gen == s.generation and not s._gone:
                link = self.reconnect()
                self.attach(link)
                link.open()

        QTimer.singleShot(round(self.backoff.next() * 1000), again)

    def _on_unsafe(self, kind: str) -> None:
        """The code or the host's certificate was not proven: final, never retried."""
        from .texts import unsafe_text

        s = self.session
        if s._gone:
            return
        if self.rejoin_until:
            s._go(unsafe_text(kind))
            return
        s._gone = True
        s.refused.emit(unsafe_text(kind))

    def _on_failed(self, why: str) -> None:
        if self.rejoin_until:
            self._retry()
        else:
            self.session._go(_t("No table answers at that address (%1).").replace("%1", why))
