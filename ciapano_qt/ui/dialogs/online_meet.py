"""Play online's first steps (``dialogs/online.py`` builds on them): the club's address or
an invitation link, the player's name, and the club's certificate.

The certificate is looked at before anything is said (``remote.club.ClubProbe``: one TLS
handshake) and judged against the book of clubs (``net.club.clubs.decide``): an authority's is
trusted; one the club made itself is shown the first time, its fingerprint in groups to
compare with what the club's host said (Trust pins it); one that differs from the pin is
refused, in words that say what it may mean, with nothing sent. A seat kept at a club's
table (its match in progress, ``remote.clublobby.club_seats``) is offered first.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QStackedWidget, QWidget

from ...net.club.clubs import ClubBook, Decision, FirstMeeting, Trusted
from ...net.club.link import Invitation, LinkError, parse_club_address, parse_invitation
from ..app.settings import Settings
from ..remote.club import ClubProbe
from ..remote.clublobby import CLUB_SEAT_FILE, club_seats, link_error_text
from ..remote.texts import unsafe_text
from ..text.plain import plain_label, shown_name
from .online_pages import ConnectPage, TrustPage

if TYPE_CHECKING:
    from ...net.club.trust import Seen

CLUBS_FILE = "clubs.json"


def _t(text: str) -> str:
    return QCoreApplication.translate("OnlineDialog", text)


class ClubMeeting(QDialog):
    """The connect and trust pages (``stack``, ``note``) and the book of clubs; the lobby
    (``_enter``) and the kept seat's rejoin (``rejoin``) are the dialog's."""

    def __init__(
        self, settings: Settings, parent: QWidget | None, data_folder: Path | None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        if data_folder is None:
            from ..session.persistence import app_data_folder

            data_folder = app_data_folder()
        self.book = ClubBook.load(data_folder / CLUBS_FILE)
        self.seat_store = club_seats(data_folder / CLUB_SEAT_FILE)
        self.probe: ClubProbe | None = None
        self.where: tuple[str, int] = ("", 0)
        self.player = ""
        self.offered: str | None = None  # the pin an invitation carried
        self.code: str | None = None  # the code to join once in the lobby
        self.seen: Seen | None = None
        self.stack = QStackedWidget()
        self.connect_page = ConnectPage()
        self.trust_page = TrustPage()
        self.stack.addWidget(self.connect_page)
        self.stack.addWidget(self.trust_page)
        self.note = plain_label()  # what the dialog is doing, or why it could not
        self.note.setWordWrap(True)
        c = self.connect_page
        c.connect_button.clicked.connect(self.connect_club)
        c.name.returnPressed.connect(self.connect_club)
        c.rejoin_button.clicked.connect(self.rejoin)
        c.forget_button.clicked.connect(self.forget_seat)
        self.trust_page.trust_button.clicked.connect(self.trust)
        self.trust_page.cancel_button.clicked.connect(self.back_to_connect)
        for club in self.book.clubs:
            c.address.addItem(club.text(), club.address)
        known = self.book.clubs[0].name if self.book.clubs else ""
        c.name.setText(known or settings.get("players/name0").strip()[:24])

    def _enter(self, pin: str | None) -> None:
        """Enter the club's lobby, its certificate ``pin``ned (None: an authority's)."""
        raise NotImplementedError

    def rejoin(self) -> None:
        raise NotImplementedError

    # Connecting: the address, the certificate -----------------------------------------

    def connect_club(self) -> None:
        text = self.connect_page.address.currentText().strip()
        if text[:8].lower() == "ciapano:":
            try:
                self.open_invitation(parse_invitation(text))
            except LinkError as e:
                self.note.setText(link_error_text(e.reason))
            return
        try:
            where = parse_club_address(text)
        except LinkError as e:
            self.note.setText(link_error_text(e.reason))
            return
        self._meet(where, None, None)

    def open_invitation(self, invitation: Invitation) -> None:
        """Connect to the invitation's club (its pin offered) and join its table."""
        self.connect_page.address.setEditText(invitation.address())
        self._meet((invitation.host, invitation.port), invitation.pin, invitation.code)

    def _meet(self, where: tuple[str, int], offered: str | None, code: str | None) -> None:
        from ...net.schema import is_name

        name = self.connect_page.name.text().strip()
        self.where, self.offered, self.code = where, offered, code
        if not is_name(name):
            self.note.setText(_t("A name is 1 to 24 characters of plain text."))
            self.connect_page.name.setFocus()
            return
        self.player = name
        self._busy(True)
        self.note.setText(_t("Connecting to %1…").replace("%1", self._address()))
        self.probe = ClubProbe(*where, parent=self)
        self.probe.seen.connect(self._on_seen)
        self.probe.failed.connect(self._on_unreachable)
        self.probe.look()

    def _address(self) -> str:
        from ...net.address import format_address

        return format_address(*self.where)

    def _on_unreachable(self, why: str) -> None:
        self._busy(False)
        self.note.setText(
            _t("No club answers at %1 (%2).").replace("%1", self._address()).replace("%2", why)
        )

    def _on_seen(self, seen: Seen) -> None:
        from ...net.club.clubs import decide

        self.seen = seen
        decision: Decision = decide(self.book, self.where, seen, self.offered)
        if isinstance(decision, Trusted):
            pin = None if seen.authority else seen.fingerprint
            if pin is not None and self.book.find(self.where) is None:
                self.book.pin(self.where, pin)  # an invitation's pin: the player's word
            self._enter(pin)
        elif isinstance(decision, FirstMeeting):
            self.trust_page.show_club(self._address(), decision.fingerprint)
            self.stack.setCurrentWidget(self.trust_page)
            self.note.setText("")
            self.trust_page.trust_button.setFocus()
        else:
            self._busy(False)
            self.stack.setCurrentWidget(self.connect_page)
            self.note.setText(unsafe_text("changed"))

    def trust(self) -> None:
        """The player compared the fingerprint: pin it and enter the club."""
        assert self.seen is not None
        self.book.pin(self.where, self.seen.fingerprint)
        self._enter(self.seen.fingerprint)

    def back_to_connect(self) -> None:
        self._busy(False)
        self.stack.setCurrentWidget(self.connect_page)
        self.note.setText("")

    def _busy(self, busy: bool) -> None:
        page = self.connect_page
        for w in (page.address, page.name, page.connect_button, page.rejoin_button):
            w.setEnabled(not busy)

    # A seat kept at a club's table ------------------------------------------------------

    def _show_rejoin(self) -> None:
        note = self.seat_store.read()
        page = self.connect_page
        for button in (page.rejoin_button, page.forget_button):
            button.setVisible(note is not None)
        if note is not None:
            text = _t("Go &back to the club table at %1 (as %2)")
            where, name = note.address.replace("&", "&&"), shown_name(note.name).replace("&", "&&")
            page.rejoin_button.setText(text.replace("%1", where).replace("%2", name))

    def forget_seat(self) -> None:
        self.seat_store.forget()
        self._show_rejoin()
