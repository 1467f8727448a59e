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

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.club.codes import normalize
from ...net.club.link import Invitation, LinkError, parse_invitation
from ...net.retry import Backoff
from ..app.settings import Settings
from ..models.clubtables import TABLE_ROLE, ClubTablesModel
from ..remote.clublobby import ClubLobby, link_error_text
from ..text.plain import shown_name
from .online_create import CreateForm
from .online_meet import ClubMeeting
from .online_pages import LobbyPage, TablePage

SIT_AGAIN_FOR = 30.0  # s: trying to sit down again after a drop before the start

if TYPE_CHECKING:
    from ..models.lobby import LobbyModel
    from ..remote.session import RemoteSession
    from .join_window import NetTableWindow


class OnlineDialog(ClubMeeting):
    settingsRequested = Signal()
    started = Signal()  # the match has started: the table window is on show

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        invitation: Invitation | LinkError | None = None,
        data_folder: Path | None = None,
    ) -> None:
        super().__init__(settings, parent, data_folder)
        self.lobby: ClubLobby | None = None
        self.session: RemoteSession | None = None
        self.seated_model: LobbyModel | None = None
        self.table_window: NetTableWindow | None = None  # made when seated, hidden
        self.window_: NetTableWindow | None = None  # on show once the match started
        self.pin: str | None = None
        self.creator = False  # this player created the table it sits at
        self.again: tuple[str, str] | None = None  # (code, table id) to sit at after a drop
        self.retry: Backoff | None = None
        self.retry_until = 0.0  # the club's certificate, pinned (None: an authority's)
        layout = QVBoxLayout(self)
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
        self.stack.addWidget(self.lobby_page)
        self.stack.addWidget(self.create_page)
        self.stack.addWidget(self.table_page)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.tables_model = ClubTablesModel(self)
        self.lobby_page.set_model(self.tables_model)
        self._wire()
        self._show_rejoin()
        self.retranslate()
        self.resize(640, 520)
        if isinstance(invitation, LinkError):  # the app was started with a damaged link
            self.note.setText(link_error_text(invitation.reason))
        elif invitation is not None:
            self.open_invitation(invitation)

    def _wire(self) -> None:
        lp, tp = self.lobby_page, self.table_page
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
        lobby.told.connect(self.note.setText)
        lobby.failed.connect(self._on_failed)
        lobby.seated.connect(self._on_seated)
        self.lobby = lobby
        lobby.open()

    # The lobby --------------------------------------------------------------------------

    def _on_entered(self, _name: str) -> None:
        self.stack.setCurrentWidget(self.lobby_page)
        self._show_club()
        if self.lobby is not None:  # the computers' levels this club allows
            self.create_form.set_max_level(self.lobby.online.max_level)
        self.note.setText("")
        if self.again is not None and self.lobby is not None:  # back after a drop
            code, table = self.again
            if code:
                self.lobby.join_code(code)
            else:
                self.lobby.join_table(table)
            self.note.setText(self.tr("Sitting down at the table again…"))
        elif self.code is not None and self.lobby is not None:
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
        self.again, self.retry = None, None  # the table is gone (or started): in the lobby
        if self.stack.currentWidget() is self.create_page:
            self.stack.setCurrentWidget(self.lobby_page)
        self.note.setText(text)

    def _on_failed(self, text: str) -> None:
        if self.lobby is not None:
            self.lobby.deleteLater()
        self.lobby = None
        if self.again is not None and self._sit_again(text):
            return
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
        """Leave the club's lobby (and its table, seated before the start)."""
        if self.lobby is not None:
            self.lobby.close()
            self.lobby.deleteLater()  # its connection with it
            self.lobby = None

    # Seated at a table ------------------------------------------------------------------

    def _on_seated(self) -> None:
        assert self.lobby is not None and self.lobby.session is not None
        self._open(self.lobby.session)
        online = self.lobby.online
        code = self.lobby.code or online.plan.code or ""  # a private table's, to pass on
        link = Invitation(*self.where, code, self.pin).text() if code else ""
        self.table_page.show_invitation(code, link)
        self.creator = self.creator or online.creator
        self.again = (code, online.table or "")
        self.retry = None
        self.table_page.start_button.setVisible(self.creator)
        self.table_page.start_button.setEnabled(True)
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
        if self.creator:
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
        self.again, self.creator = None, False
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
        s = self.session
        if s is not None and not s.core.started and self.again is not None:
            self._drop_table()
            self._leave_club()
            if self._sit_again(text):
                return
        self._drop_table()
        self._leave_club()
        self._busy(False)
        self.stack.setCurrentWidget(self.connect_page)
        self._show_rejoin()
        self.note.setText(text)

    def _sit_again(self, text: str) -> bool:
        """The connection dropped before the match started (the club keeps the table, not
        the seat): connect again and sit down by the code or the table's id, pausing longer
        after each try (``net.retry.Backoff``), for ``SIT_AGAIN_FOR`` seconds. False when
        the time is up (``text`` is then said)."""
        now = time.monotonic()
        if self.retry is None:
            self.retry, self.retry_until = Backoff(0.5, 5.0), now + SIT_AGAIN_FOR
        if now > self.retry_until:
            self.again, self.retry = None, None
            return False
        self.stack.setCurrentWidget(self.table_page)
        self.table_page.start_button.setEnabled(False)
        self.note.setText(
            self.tr("The connection to the club dropped: sitting down at the table again…")
        )
        QTimer.singleShot(round(self.retry.next() * 1000), self._try_again)
        return True

    def _try_again(self) -> None:
        if self.again is not None and self.lobby is None and self.isVisible():
            self._enter(self.pin)

    def _on_started(self) -> None:
        assert self.table_window is not None
        self.window_ = self.table_window
        self.window_.show()
        self.started.emit()
        self.hide()

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
        self.again = None
        if self.window_ is None:
            self._drop_table()
            self._leave_club()

    def reject(self) -> None:
        self._shut()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._shut()
        super().closeEvent(event)
