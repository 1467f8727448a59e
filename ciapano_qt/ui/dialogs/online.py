"""Play online: a club's lobby (``ciapano-server``), its tables, invitations, a table.

The player types a club's address (the clubs used before are in the list, ``net.club.clubs``'s
book in the app-data folder) or pastes an invitation link, and a name. The club's certificate
is looked at first (``remote.club.ClubProbe``: one TLS handshake, nothing of the game sent)
and judged (``clubs.decide``): an authority's is trusted; a certificate the club made itself
is shown the first time, its fingerprint in groups to compare with what the club's host said
(Trust pins it); one that differs from the pin is refused, in words that say what it may
mean. The lobby lists the public tables (``models.clubtables``), creates a table
(``online_create``), joins one, or joins by an invitation code or link. Seated, the page shows
the invitation (code, link, Copy) and who sits there; the creator starts the match, which is
played in the networked table window (``join_window.NetTableWindow``), as on the local
network. A seat at a club's table is kept on disk during its match: *Go back to the club
table* offers it after a restart.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...net.club.clubs import ClubBook, Decision, FirstMeeting, Trusted
from ...net.club.codes import normalize
from ...net.club.link import Invitation, LinkError, parse_club_address, parse_invitation
from ..app.settings import Settings
from ..models.clubtables import TABLE_ROLE, ClubTablesModel
from ..remote.club import ClubProbe
from ..remote.clublobby import CLUB_SEAT_FILE, ClubLobby, club_seats, link_error_text
from ..remote.texts import unsafe_text
from ..text.plain import plain_label, shown_name
from .online_create import CreateForm
from .online_pages import ConnectPage, LobbyPage, TablePage, TrustPage

if TYPE_CHECKING:
    from ...net.club.trust import Seen
    from ..models.lobby import LobbyModel
    from ..remote.session import RemoteSession
    from .join_window import NetTableWindow

CLUBS_FILE = "clubs.json"


class OnlineDialog(QDialog):
    settingsRequested = Signal()
    started = Signal()  # the match has started: the table window is on show

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        invitation: Invitation | LinkError | None = None,
        data_folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        if data_folder is None:
            from ..session.persistence import app_data_folder

            data_folder = app_data_folder()
        self.book = ClubBook.load(data_folder / CLUBS_FILE)
        self.seat_store = club_seats(data_folder / CLUB_SEAT_FILE)
        self.lobby: ClubLobby | None = None
        self.probe: ClubProbe | None = None
        self.session: RemoteSession | None = None
        self.seated_model: LobbyModel | None = None
        self.table_window: NetTableWindow | None = None  # made when seated, hidden
        self.window_: NetTableWindow | None = None  # on show once the match started
        self.where: tuple[str, int] = ("", 0)
        self.player = ""
        self.offered: str | None = None  # the pin an invitation carried
        self.code: str | None = None  # the code to join once in the lobby
        self.seen: Seen | None = None
        self.pin: str | None = None  # the club's certificate, pinned (None: an authority's)
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        self.connect_page = ConnectPage()
        self.trust_page = TrustPage()
        self.lobby_page = LobbyPage()
        self.create_page = QWidget()
        create_layout = QVBoxLayout(self.create_page)
        self.create_form = CreateForm(settings)
        self.create_form.changeRequested.connect(self._change_rules)
        create_layout.addWidget(self.create_form)
        create_layout.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.create_button, self.back_button = QPushButton(), QPushButton()
        row.addWidget(self.create_button)
        row.addWidget(self.back_button)
        create_layout.addLayout(row)
        self.table_page = TablePage()
        for page in (self.connect_page, self.trust_page, self.lobby_page):
            self.stack.addWidget(page)
        self.stack.addWidget(self.create_page)
        self.stack.addWidget(self.table_page)
        layout.addWidget(self.stack, 1)
        self.note = plain_label()  # what the dialog is doing, or why it could not
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.tables_model = ClubTablesModel(self)
        self.lobby_page.set_model(self.tables_model)
        self._wire()
        self._fill()
        self.retranslate()
        self.resize(640, 520)
        if isinstance(invitation, LinkError):  # the app was started with a damaged link
            self.note.setText(link_error_text(invitation.reason))
        elif invitation is not None:
            self.open_invitation(invitation)

    def _wire(self) -> None:
        c, lp, tp = self.connect_page, self.lobby_page, self.table_page
        c.connect_button.clicked.connect(self.connect_club)
        c.name.returnPressed.connect(self.connect_club)
        c.rejoin_button.clicked.connect(self.rejoin)
        c.forget_button.clicked.connect(self.forget_seat)
        self.trust_page.trust_button.clicked.connect(self.trust)
        self.trust_page.cancel_button.clicked.connect(self.back_to_connect)
        lp.refresh_button.clicked.connect(self._ask_tables)
        lp.join_table_button.clicked.connect(self.join_selected)
        lp.tables.doubleClicked.connect(lambda _index: self.join_selected())
        lp.create_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.create_page))
        lp.join_code_button.clicked.connect(self.join_code)
        lp.code.returnPressed.connect(self.join_code)
        self.create_button.clicked.connect(self.create_table)
        self.back_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.lobby_page))
        tp.copy_button.clicked.connect(self.copy_link)
        tp.start_button.clicked.connect(self.start_match)
        tp.leave_button.clicked.connect(self.leave_table)

    def _fill(self) -> None:
        page = self.connect_page
        for club in self.book.clubs:
            page.address.addItem(club.text(), club.address)
        known = self.book.clubs[0].name if self.book.clubs else ""
        page.name.setText(known or self.settings.get("players/name0").strip()[:24])
        self._show_rejoin()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play online"))
        for page in (self.connect_page, self.trust_page, self.lobby_page, self.table_page):
            page.retranslate()
        self.create_button.setText(self.tr("C&reate"))
        self.back_button.setText(self.tr("&Back"))
        self._show_rejoin()
        self._show_club()
        self.tables_model.retranslate()

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
            self.note.setText(self.tr("A name is 1 to 24 characters of plain text."))
            self.connect_page.name.setFocus()
            return
        self.player = name
        self._busy(True)
        self.note.setText(self.tr("Connecting to %1…").replace("%1", self._address()))
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
            self.tr("No club answers at %1 (%2).").replace("%1", self._address()).replace("%2", why)
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

    def _enter(self, pin: str | None) -> None:
        self.pin = pin
        self.book.remember(self.where, self.player)
        try:
            self.book.save()
        except OSError as e:
            self.note.setText(self.tr("The clubs cannot be remembered: %1").replace("%1", str(e)))
        lobby = ClubLobby(*self.where, self.player, pin, self.seat_store, self)
        lobby.entered.connect(self._on_entered)
        lobby.tables.connect(self.tables_model.set_tables)
        lobby.denied.connect(self._on_denied)
        lobby.failed.connect(self._on_failed)
        lobby.seated.connect(self._on_seated)
        self.lobby = lobby
        lobby.open()

    # The lobby --------------------------------------------------------------------------

    def _on_entered(self, _name: str) -> None:
        self.stack.setCurrentWidget(self.lobby_page)
        self._show_club()
        self.note.setText("")
        if self.code is not None and self.lobby is not None:
            code, self.code = self.code, None
            self.note.setText(self.tr("Joining the table %1…").replace("%1", code))
            self.lobby.join_code(code)

    def _show_club(self) -> None:
        if self.lobby is not None and self.lobby.club_name:
            text = self.tr("%1, the club at %2")
            name = shown_name(self.lobby.club_name)
            self.lobby_page.club.setText(text.replace("%1", name).replace("%2", self._address()))

    def _ask_tables(self) -> None:
        if self.lobby is not None:
            self.lobby.ask_tables()

    def _on_denied(self, text: str) -> None:
        if self.stack.currentWidget() is self.create_page:
            self.stack.setCurrentWidget(self.lobby_page)
        self.note.setText(text)

    def _on_failed(self, text: str) -> None:
        self.lobby = None
        self._busy(False)
        self.stack.setCurrentWidget(self.connect_page)
        self.note.setText(text)

    def join_selected(self) -> None:
        index = self.lobby_page.tables.currentIndex()
        if self.lobby is None or not index.isValid():
            self.note.setText(self.tr("Pick a table in the list first."))
            return
        self.lobby.join_table(str(index.data(TABLE_ROLE)))

    def join_code(self) -> None:
        text = self.lobby_page.code.text().strip()
        if self.lobby is None:
            return
        if text[:8].lower() == "ciapano:":
            try:
                invitation = parse_invitation(text)
            except LinkError as e:
                self.note.setText(link_error_text(e.reason))
                return
            if (invitation.host, invitation.port) != self.where:  # another club
                self._leave_club()
                self.open_invitation(invitation)
                return
            text = invitation.code
        code = normalize(text)
        if code is None:
            self.note.setText(
                self.tr("An invitation code is ten letters and digits, like KQ7M-3XTR-W9.")
            )
            return
        self.lobby.join_code(code)

    def create_table(self) -> None:
        if self.lobby is not None:
            self.note.setText(self.tr("Creating the table…"))
            self.lobby.create(self.create_form.fields())

    def _change_rules(self) -> None:
        self.settingsRequested.emit()
        self.create_form.refresh()

    def _leave_club(self) -> None:
        if self.lobby is not None:
            self.lobby.close()
            self.lobby = None

    # Seated at a table ------------------------------------------------------------------

    def _on_seated(self) -> None:
        assert self.lobby is not None and self.lobby.session is not None
        self._open(self.lobby.session)
        code = self.lobby.code
        link = Invitation(*self.where, code, self.pin).text() if code else ""
        self.table_page.show_invitation(code, link)
        self.table_page.start_button.setVisible(self.lobby.online.creator)
        self.stack.setCurrentWidget(self.table_page)
        self._on_lobby()

    def _open(self, session: RemoteSession) -> None:
        from ..models.lobby import LobbyModel
        from .join_window import NetTableWindow

        self.session = session
        session.lobbyChanged.connect(self._on_lobby)
        session.matchStarted.connect(self._on_started)
        session.refused.connect(self._on_left)
        session.left.connect(self._on_left)
        self.seated_model = LobbyModel(session, self)
        self.table_page.seated.setModel(self.seated_model)
        self.table_window = NetTableWindow(self.settings, session, self._address())

    def _on_lobby(self) -> None:
        s = self.session
        if s is None or s.core.started or self.lobby is None:
            return
        if self.lobby.online.creator:
            text = self.tr("Start the match when everyone is there.")
        else:
            text = self.tr("Seated. Waiting for the table's creator to start the match.")
        self.note.setText(text)

    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.table_page.link.text())
        self.note.setText(self.tr("The link is copied: paste it to whoever you invite."))

    def start_match(self) -> None:
        if self.lobby is not None:
            self.lobby.start()

    def leave_table(self) -> None:
        """Leave the table before its start, and go back to the club's lobby."""
        self._drop_table()
        self._leave_club()
        self._enter(self.pin)

    def _drop_table(self) -> None:
        if self.session is not None:
            self.session.leave()
        self.session = None
        if self.table_window is not None:
            self.table_window.deleteLater()
            self.table_window = None

    def _on_left(self, text: str) -> None:
        if self.window_ is not None:
            return  # the table window tells it
        self._drop_table()
        self.lobby = None
        self._busy(False)
        self.stack.setCurrentWidget(self.connect_page)
        self._show_rejoin()
        self.note.setText(text)

    def _on_started(self) -> None:
        assert self.table_window is not None
        self.window_ = self.table_window
        self.window_.show()
        self.started.emit()
        self.hide()

    # A seat kept at a club's table ------------------------------------------------------

    def _show_rejoin(self) -> None:
        note = self.seat_store.read()
        page = self.connect_page
        for button in (page.rejoin_button, page.forget_button):
            button.setVisible(note is not None)
        if note is not None:
            text = self.tr("Go &back to the club table at %1 (as %2)")
            where, name = note.address.replace("&", "&&"), shown_name(note.name).replace("&", "&&")
            page.rejoin_button.setText(text.replace("%1", where).replace("%2", name))

    def forget_seat(self) -> None:
        self.seat_store.forget()
        self._show_rejoin()

    def rejoin(self) -> None:
        """Sit back down at the kept seat's table, TLS pinned to the club's certificate as
        it was, with the seat's token."""
        from ..remote.clublobby import rejoin_session

        note = self.seat_store.read()
        if note is None or self.session is not None:
            return
        self.where = (note.host, note.port)
        self._busy(True)
        self._open(rejoin_session(note, self.seat_store))
        assert self.session is not None
        self.session.link.open()
        self.note.setText(self.tr("Taking your seat back at %1…").replace("%1", note.address))

    # Closing ----------------------------------------------------------------------------

    def _shut(self) -> None:
        if self.window_ is None:
            self._drop_table()
            self._leave_club()

    def reject(self) -> None:
        self._shut()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._shut()
        super().closeEvent(event)
