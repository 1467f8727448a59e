"""A club's lobby, on the GUI thread: the public tables, creating one, joining one, starting.

``ClubLobby`` says hello on a ``ClubLink`` and checks every lobby message with the club's
client core (``net.club.online.Online``; ``net.club.schema.check_notice``) before anything
reads it. While the player looks, the public tables are asked for every ``REFRESH_MS`` (the
club sends them only when asked). Once seated (``seated``) the same connection becomes the
table's: the caller builds a ``RemoteSession`` over ``link`` (``session_for``), which plays
it in the networked table window and takes the seat back after a drop; the seat is kept on
disk for a restart (``club_seats``: the club's address, its pin, the seat and its token).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...net.address import format_address
from ...net.club.link import LinkError, parse_club_address
from ...net.club.online import Online, Plan, Refused
from ...net.club.schema import check_notice
from ...net.protocol import ProtocolError, parse_body
from ...net.schema import check_host
from .club import ClubLink
from .rejoin import Rejoin, RejoinStore
from .session import RemoteSession
from .texts import refusal_text, unsafe_text

REFRESH_MS = 3000  # the public tables, asked again while the lobby is on show
CLUB_SEAT_FILE = "rejoin-club.json"
MAX_HOPS = 4  # ``moved`` followed for one request (a club's nodes hand a table over rarely)


def _t(text: str) -> str:
    return QCoreApplication.translate("Club", text)


def club_seats(path: Path | None = None) -> RejoinStore:
    """Where the seat at a club's table is kept from its match's start to its end (the club's
    address and port, the seat, the name, the token and the certificate's fingerprint)."""
    if path is None:
        from ..session.persistence import app_data_folder

        path = app_data_folder() / CLUB_SEAT_FILE
    return RejoinStore(path)


def denial_text(reason: str, message: str) -> str:
    """The translated sentence for a club's ``denied`` (the club's own words otherwise)."""
    texts = {
        "limit": _t("The club refuses this for now (too many attempts): wait a minute."),
        "code": _t("No table has that invitation code. Check it with whoever gave it to you."),
        "table": _t("That table is gone, or its match has started."),
        "full": _t("Every seat for a person at that table is taken."),
        "level": _t("This club's computers do not play that well: choose a lower level."),
        "rules": _t("The club refused these rules or seats."),
        "started": _t("The match has started already."),
    }
    return texts.get(reason, _t("The club said no: %1").replace("%1", message))


def link_error_text(reason: str) -> str:
    """The translated sentence for a club address or invitation link that is not one
    (``net.club.link.LinkError``'s reasons)."""
    texts = {
        "not_a_link": _t("That is not an invitation link: it starts with ciapano://"),
        "bad_host": _t("The club's host name in that address or link is damaged."),
        "bad_port": _t("The port in that address or link is not a number from 1 to 65535."),
        "bad_code": _t("The invitation code in that link is damaged: ask for the link again."),
        "bad_pin": _t(
            "The fingerprint in that link is damaged (64 hexadecimal digits): ask for the "
            "link again."
        ),
        "unknown_part": _t("That address or link has parts a club's address never has."),
        "too_long": _t("That is far too long for a club's address or an invitation link."),
    }
    return texts.get(reason, _t("That is not a club's address."))


class ClubLobby(QObject):
    """``entered(club name)`` once greeted; ``tables(list)`` each time the club lists its
    public tables (checked: dicts of ``net.club.schema``'s listing); ``created(code)`` a
    table this player created (its invitation code, "" for a public one); ``seated()`` at a
    table, with ``session`` made; ``denied(text)`` a request refused (the connection stays);
    ``told(text)`` the club is reconnecting to its store, or back (a request it turned away
    meanwhile is sent again by ``Online``'s core);
    ``failed(text)`` the club is gone for this lobby (refused, lost, certificate changed)."""

    entered = Signal(str)
    tables = Signal(list)
    created = Signal(str)
    seated = Signal()
    denied = Signal(str)
    told = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        host: str,
        port: int,
        name: str,
        pin: str | None,
        store: RejoinStore | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host, self.port, self.name, self.pin = host, port, name, pin
        self.store = store
        self.online = Online(name, Plan())
        self.hops = 0  # ``moved`` followed since the last request (``MAX_HOPS``)
        self.link = self._link_to(host, port)
        self.session: RemoteSession | None = None
        self.club_name = ""
        self.code = ""  # the invitation code of the table this player created
        self.gone = False
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.ask_tables)

    def _link_to(self, host: str, port: int) -> ClubLink:
        """A connection to one of the club's nodes (the same pin or authority as the first:
        every node of a club serves the same certificate)."""
        link = ClubLink(host, port, self.pin, self)
        link.connected.connect(self._hello)
        link.notice.connect(self._on_notice)
        link.received.connect(self._on_table)
        link.lost.connect(self._on_lost)
        link.failed.connect(self._on_failed)
        link.unsafe.connect(self._on_unsafe)
        return link

    def _follow(self, url: str) -> None:
        """The node asked does not play the table: say hello at the one that does (its
        ``moved``), where the core asks again exactly as before; ``MAX_HOPS`` in a row at
        most, then the player is told (a club sending a request round in circles)."""
        self.hops += 1
        if self.hops > MAX_HOPS:
            self._fail(_t("The connection to the club was lost.") + " (moved)")
            return
        try:
            host, port = parse_club_address(url)
        except LinkError:
            self._fail(_t("The connection to the club was lost.") + " (moved)")
            return
        old = self.link
        old.lost.disconnect(self._on_lost)
        old.failed.disconnect(self._on_failed)
        old.close()
        self.host, self.port = host, port
        self.link = self._link_to(host, port)
        self.link.open()

    def open(self) -> None:
        self.link.open()

    def close(self) -> None:
        """Leave the club (and the table, if seated and not started)."""
        self.timer.stop()
        self.gone = True
        if self.session is not None:
            self.session.leave()
        else:
            self.link.close()

    # Requests ---------------------------------------------------------------------------

    def ask_tables(self) -> None:
        if not self.gone and self.session is None:
            self.link.send({"type": "list"})

    def create(self, fields: dict[str, Any]) -> None:
        """Create a table (``rules``, ``seats``, ``public``, ``level``…: the club's
        ``create``); this player takes its first seat."""
        self.online.plan = Plan(create=dict(fields))
        self._ask({"type": "create", **fields})

    def join_code(self, code: str) -> None:
        self.online.plan = Plan(code=code)
        self._ask({"type": "join", "code": code})

    def join_table(self, table: str) -> None:
        self.online.plan = Plan(table=table)
        self._ask({"type": "join", "table": table})

    def start(self) -> None:
        """Start the match (the table's creator)."""
        if self.session is not None:
            self.online.asked = {"type": "start"}
            self.session.net.send({"type": "start"})

    def _ask(self, message: dict[str, Any]) -> None:
        """A lobby request, kept by the core to be sent again if the club asks (``club``)."""
        self.hops = 0
        self.online.asked = message
        self.link.send(message)

    # What the club says -----------------------------------------------------------------

    def _hello(self) -> None:
        self.link.send(self.online.hello())

    def _on_notice(self, body: bytes) -> None:
        if self.gone:
            return
        try:
            m = check_notice(parse_body(body))
        except ProtocolError:
            return  # a lobby message that does not fit: ignored (the table's are counted)
        kind = m["type"]
        if self.session is not None:
            return  # seated: the table's connection says the rest (``watch_club``)
        if kind == "denied" and m["reason"] != "reconnecting":
            self.denied.emit(denial_text(m["reason"], m["message"]))
            return
        if kind in ("club", "denied"):  # the club lost its store for a while, or is back
            self.told.emit(club_text("waiting" if kind == "denied" else m["state"]))
        if kind == "lobby" and not self._planned():
            self.online.welcomed(m)  # the strongest computer the club allows, if it says
            self.club_name = m["name"]
            self.entered.emit(m["name"])
            self.ask_tables()
            self.timer.start()
            return
        if kind == "tables":
            self.tables.emit(list(m["tables"]))
            return
        try:
            _m, replies = self.online.receive(body)
        except (ProtocolError, Refused):
            return
        if kind == "moved" and self.online.moved_to is not None:
            self._follow(self.online.moved_to)
            return
        for reply in replies:
            self.link.send(reply)
        if kind == "created":
            self.code = m["code"] or ""
            self.created.emit(self.code)
        elif kind == "seated":
            self.timer.stop()
            self.session = self.session_for(self.link)
            self.link.received.disconnect(self._on_table)
            self.seated.emit()

    def _planned(self) -> bool:
        plan = self.online.plan
        return plan.create is not None or plan.code is not None or plan.table is not None

    def session_for(self, link: ClubLink) -> RemoteSession:
        """The seat's session over ``link``: it plays in the networked table window; after a
        drop it connects again (pinned to the certificate seen) with its rejoin token."""
        host, port, pin = self.host, self.port, self.pin
        session = RemoteSession(
            link,
            self.name,
            None,
            store=self.store,
            where=(host, port),
            reconnect=lambda: ClubLink(host, port, pin),
        )
        session.net.pin = link.fingerprint  # kept with the token (a restart pins it)
        watch_club(link, session, self.online)

        turns = Turns(host, port)

        def again() -> ClubLink:  # the node it was on first, then the club's others in turn
            new = ClubLink(*turns.next(self.online), pin)
            watch_club(new, session, self.online)
            return new

        session.net.reconnect = again
        return session

    def _on_table(self, body: bytes) -> None:
        """A table message before any seat: only a refusal (another version, a name)."""
        if self.gone:
            return
        try:
            m = check_host(parse_body(body))
        except ProtocolError:
            return
        if m["type"] == "refused":
            self._fail(refusal_text(m["reason"], m.get("protocol")))

    def _on_lost(self, why: str) -> None:
        if self.session is None and not self.gone:
            text = _t("The connection to the club was lost.")
            self._fail(text + (f" ({why})" if why and why != "closed" else ""))

    def _on_failed(self, why: str) -> None:
        if self.session is None:
            self._fail(_t("No club answers at that address (%1).").replace("%1", why))

    def _on_unsafe(self, kind: str) -> None:
        if self.session is None:
            self._fail(unsafe_text(kind))

    def _fail(self, text: str) -> None:
        if self.gone:
            return
        self.gone = True
        self.timer.stop()
        self.failed.emit(text)


class Turns:
    """Where a dropped seat connects again: the node it was on, then the club's other nodes
    as its last lobby message listed them, in turn (``Online.places``: a node killed, its
    tables go on at another, and the programs find it there)."""

    def __init__(self, host: str, port: int) -> None:
        self.home = f"wss://{format_address(host, port)}"
        self.turn = 0

    def next(self, online: Online) -> tuple[str, int]:
        places = []
        for url in online.places([self.home]):
            try:
                place = parse_club_address(url)
            except LinkError:
                continue
            if place not in places:
                places.append(place)
        place = places[self.turn % len(places)]
        self.turn += 1
        return place


def rejoin_session(note: Rejoin, store: RejoinStore) -> RemoteSession:
    """The session that takes the kept seat back at its club (after a restart): TLS pinned to
    the certificate seen when the seat was taken, hello with the token."""
    from ...net.club.trust import parse_pin

    pin = parse_pin(note.fingerprint)
    host, port = note.host, note.port
    online = Online(note.name, Plan())

    def link() -> ClubLink:
        new = ClubLink(host, port, pin)
        watch_club(new, session, online)
        return new

    first = ClubLink(host, port, pin)
    session = RemoteSession(
        first,
        note.name,
        None,
        token=note.token,
        store=store,
        where=(host, port),
        reconnect=link,
        pin=note.fingerprint,
    )
    watch_club(first, session, online)
    return session


def club_text(state: str) -> str:
    """The translated sentence for a club's ``club`` notice (``reconnecting``, ``back``) or
    a request it asked to send again (``waiting``)."""
    if state == "reconnecting":
        return _t("The club is reconnecting to its store: play waits, and nothing is lost.")
    if state == "back":
        return _t("The club is back: play goes on.")
    return _t("The club is reconnecting to its store: your request goes again once it is back.")


def watch_club(link: ClubLink, session: RemoteSession, online: Online) -> None:
    """At a table: the club's ``club`` notices said on the table's status line; once the club
    is back, a card sent meanwhile (answered, not played) is chosen again, and a ``start``
    it asked to send again is sent (``Online``'s core)."""

    def heard(body: bytes) -> None:
        try:
            m = check_notice(parse_body(body))
        except ProtocolError:
            return
        if m["type"] == "denied" and m["reason"] == "reconnecting":
            online.retry = online.asked
            session.noticed.emit(club_text("waiting"))
        if m["type"] != "club":
            return
        session.noticed.emit(club_text(m["state"]))
        if m["state"] == "back":
            session.core.sent = None  # the card sent meanwhile was not played: ask again
            again, online.retry = online.retry, None
            if again is not None:
                session.net.send(again)
            session.stateChanged.emit()

    link.notice.connect(heard)
