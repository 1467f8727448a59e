"""Join a table: the tables found on the local network, or an address typed by hand.

Opening the dialog asks the local network once (``remote.link.Finder``: an IPv4 broadcast
and IPv6 ``ff02::1`` from a passing port; hosts answer, nothing here listens); *Refresh* asks
again. The player picks a table or types ``address:port``, the six-digit code the host shows
and a name, and joins: the host's refusal (wrong code, full, closed, another version) is told
here in words and nothing is lost; once seated the dialog waits for the host's start and the
match opens in a ``NetTableWindow``.

A seat this app holds at a match in progress (``remote.rejoin``: kept on disk from the
match's start to its end, so also after a crash or a restart) is offered first: *Rejoin the
table at …* sits back down with the seat's rejoin token (no code needed), and *Forget it*
gives it up. A token the host no longer knows (its match is over) is said so and forgotten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QRegularExpression, Qt, Signal
from PySide6.QtGui import QCloseEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.address import format_address
from ..app.settings import Settings
from ..models.found import FoundRole, FoundTablesModel
from ..models.lobby import lobby_seats, seated_name
from ..text.plain import plain_label, shown_name
from .host_form import NAME_LIMIT

if TYPE_CHECKING:
    from ...net.discovery import TableInfo
    from ..remote.link import Finder
    from ..remote.rejoin import Rejoin, RejoinStore
    from ..remote.session import RemoteSession
    from .join_window import NetTableWindow


class JoinDialog(QDialog):
    started = Signal()  # seated and the match has started: the table window is on show

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        find_address: str | None = None,
        find_port: int | None = None,
        store_path: object = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.find_address = find_address  # None: the whole local network (tests: loopback)
        self.find_port = find_port
        self.store_path = store_path  # the kept seat's file (None: in the app-data folder)
        self.rejoin_note: Rejoin | None = None  # a seat kept at a match in progress
        self.session: RemoteSession | None = None
        self.finder: Finder | None = None
        self.window_: NetTableWindow | None = None  # the table window once on show
        self.table_window: NetTableWindow | None = None  # made on joining, hidden
        self.tables: list[TableInfo] = []
        layout = QVBoxLayout(self)
        rejoin_row = QHBoxLayout()
        self.rejoin_button = QPushButton()
        self.rejoin_button.clicked.connect(self.rejoin)
        self.forget_button = QPushButton()
        self.forget_button.setAutoDefault(False)
        self.forget_button.clicked.connect(self.forget_seat)
        rejoin_row.addWidget(self.rejoin_button, 1)
        rejoin_row.addWidget(self.forget_button)
        layout.addLayout(rejoin_row)
        self.found_label = QLabel()
        self.found_tables = FoundTablesModel(self)
        self.found = QListView()
        self.found.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.found.setModel(self.found_tables)
        self.found_label.setBuddy(self.found)
        self.found.selectionModel().currentChanged.connect(self._picked)
        self.found.doubleClicked.connect(lambda _index: self.join())
        layout.addWidget(self.found_label)
        layout.addWidget(self.found)
        self.looking = plain_label()
        self.looking.setWordWrap(True)
        layout.addWidget(self.looking)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        layout.addWidget(self.refresh_button, 0, Qt.AlignmentFlag.AlignLeft)
        form = QFormLayout()
        self.address = QLineEdit()
        self.code = QLineEdit()
        self.code.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,6}")))
        self.code.setMaxLength(6)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)
        self.labels = [QLabel() for _ in range(3)]
        for label, field in zip(self.labels, (self.address, self.code, self.name), strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        layout.addLayout(form)
        self.note = plain_label()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(self)
        self.join_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.join_button.clicked.connect(self.join)
        self.close_button.clicked.connect(self.reject)
        self.join_button.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        self.name.setText(settings.get("players/name0").strip()[:NAME_LIMIT])
        self.rejoin_note = self.rejoin_store().read()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.found_label.setText(self.tr("&Tables on this network:"))
        self.refresh_button.setText(self.tr("&Refresh"))
        texts = (self.tr("&Address:"), self.tr("Table &code:"), self.tr("Your &name:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.address.setPlaceholderText(self.tr("address:port, as the host tells it"))
        self.code.setPlaceholderText(self.tr("six digits"))
        self.name.setPlaceholderText(self.tr("as the others will see it"))
        self.join_button.setText(self.tr("&Join"))
        self._show_rejoin()
        self.found_tables.retranslate()
        self._list_tables()

    # A seat kept at a match in progress -------------------------------------------------

    def rejoin_store(self) -> RejoinStore:
        from pathlib import Path

        from ..remote.rejoin import RejoinStore

        path = Path(str(self.store_path)) if self.store_path is not None else None
        return RejoinStore(path)

    def _show_rejoin(self) -> None:
        note = self.rejoin_note
        for button in (self.rejoin_button, self.forget_button):
            button.setVisible(note is not None)
        if note is None:
            return
        text = self.tr("Rej&oin the table at %1 (as %2)")
        # the address and the name as plain text: a button shows no markup, & is doubled
        where, name = note.address.replace("&", "&&"), shown_name(note.name).replace("&", "&&")
        self.rejoin_button.setText(text.replace("%1", where).replace("%2", name))
        self.forget_button.setText(self.tr("&Forget it"))
        self.forget_button.setToolTip(
            self.tr("Give up the seat kept at that table: the computer plays it to the end.")
        )

    def forget_seat(self) -> None:
        """Give up the kept seat (its token is forgotten; the host's computer plays on)."""
        self.rejoin_store().forget()
        self.rejoin_note = None
        self._show_rejoin()

    def rejoin(self) -> None:
        """Sit back down at the kept seat's table with its rejoin token."""
        from ..remote.link import JoinLink
        from ..remote.session import RemoteSession

        note = self.rejoin_note
        if self.session is not None or note is None:
            return
        host, port = note.host, note.port
        session = RemoteSession(
            JoinLink(host, port),
            note.name,
            None,
            token=note.token,
            store=self.rejoin_store(),
            where=(host, port),
            reconnect=lambda: JoinLink(host, port),
            pin=note.fingerprint,
        )
        self._open(session, note.address)
        self.note.setText(self.tr("Taking your seat back at %1…").replace("%1", note.address))

    # Finding tables ---------------------------------------------------------------------

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if self.finder is None:
            self.refresh()

    def refresh(self) -> None:
        """Ask the local network again which tables are hosted."""
        from ..remote.link import Finder

        if self.finder is None:
            kw = {} if self.find_port is None else {"port": self.find_port}
            self.finder = Finder(None, self.find_address, **kw)
            self.finder.found.connect(self._on_found)
        self.refresh_button.setEnabled(False)
        self.looking.setText(self.tr("Looking for tables on this network…"))
        self.finder.ask()

    def _on_found(self, tables: list[TableInfo]) -> None:
        self.tables = list(tables)
        self.refresh_button.setEnabled(True)
        self._list_tables()

    def _list_tables(self) -> None:
        if self.finder is None:
            return
        self.found_tables.set_tables(self.tables)
        if not self.refresh_button.isEnabled():
            return
        if self.tables:
            self.looking.setText(self.tr("Pick a table, or type its address below."))
        else:
            self.looking.setText(
                self.tr(
                    "No table answered. Type the address and port the host's screen shows "
                    "(some networks keep computers from finding each other)."
                )
            )

    def _picked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.address.setText(str(index.data(FoundRole.WHERE)))

    # Joining ----------------------------------------------------------------------------

    def join(self) -> None:
        from ...net.address import parse_address
        from ...net.schema import is_name
        from ..remote.link import JoinLink
        from ..remote.session import RemoteSession

        if self.session is not None:
            return
        where = parse_address(self.address.text().strip())
        code = self.code.text().strip()
        name = self.name.text().strip()
        if where is None:
            self.note.setText(
                self.tr("Type the address as address:port (for example 192.168.1.5:40000).")
            )
            return
        if len(code) != 6:
            self.note.setText(self.tr("The table code is the six digits the host's screen shows."))
            return
        if not is_name(name):
            self.note.setText(self.tr("A name is 1 to 24 characters of plain text."))
            return
        host, port = where
        key = format_address(host, port)
        session = RemoteSession(
            JoinLink(host, port),
            name,
            code,
            store=self.rejoin_store(),
            where=(host, port),
            reconnect=lambda: JoinLink(host, port),
        )
        self._open(session, key)
        self.note.setText(self.tr("Joining %1…").replace("%1", key))

    def _open(self, session: RemoteSession, key: str) -> None:
        """Connect ``session`` to the table at ``key``; the dialog waits for its word."""
        from .join_window import NetTableWindow

        self.session = session
        session.refused.connect(self._on_refused)
        session.left.connect(self._on_refused)
        session.lobbyChanged.connect(self._on_lobby)
        session.matchStarted.connect(self._on_started)
        # The table window is made now, hidden: its scene sets up when the match starts.
        self.table_window = NetTableWindow(self.settings, session, key)
        self._busy(True)
        session.link.open()  # type: ignore[attr-defined]

    def _busy(self, busy: bool) -> None:
        widgets = (self.address, self.code, self.name, self.found, self.join_button)
        for w in (*widgets, self.rejoin_button, self.forget_button):
            w.setEnabled(not busy)

    def _on_refused(self, text: str) -> None:
        if self.window_ is not None:
            return  # the table window tells it
        rejoining = self.session is not None and self.session.core.token is not None
        if self.session is not None:
            self.session.leave()
        self.session = None
        if self.table_window is not None:
            self.table_window.deleteLater()
            self.table_window = None
        self._busy(False)
        self.rejoin_note = self.rejoin_store().read()  # forgotten if the host refused it
        self._show_rejoin()
        if rejoining and self.rejoin_note is not None:
            text += " " + self.tr("Your seat stays kept: try again once the host is back.")
        self.note.setText(text)

    def _on_lobby(self) -> None:
        s = self.session
        if s is None or s.core.started:
            return
        names = [seated_name(row) for row in lobby_seats(s.core) if row.present]
        text = self.tr("Seated. Waiting for the host to start the match. At the table: %1")
        self.note.setText(text.replace("%1", ", ".join(names)))

    def _on_started(self) -> None:
        assert self.table_window is not None
        self.window_ = self.table_window
        self.window_.show()
        self.started.emit()
        self.hide()

    def reject(self) -> None:
        if self.window_ is None and self.session is not None:
            self.session.leave()
            self.session = None
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.window_ is None and self.session is not None:
            self.session.leave()
            self.session = None
        super().closeEvent(event)
