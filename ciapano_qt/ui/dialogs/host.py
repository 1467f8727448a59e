"""Host a table: the rules of the settings, seats for people at other computers, a code.

The dialog opens a table on this computer (``remote.link.HostLink``: the net core's ``Table``
served by ``Host``), shows its six-digit code and the address and port to tell the others,
lists who has sat down (names as plain text), and starts the match when the host says so:
the seats nobody took are played by the computer. Until then, and after the table closes,
nothing listens. The host's person then plays in a ``NetTableWindow`` like every joiner.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QListView,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..app.settings import Settings
from ..models.lobby import LobbyModel
from ..text.plain import plain_label
from .host_addresses import LOOPBACK, addresses_to_tell
from .host_form import NAME_LIMIT as NAME_LIMIT  # join.py's
from .host_form import HostForm
from .host_resume import ResumeBox, ResumeHost, offer

if TYPE_CHECKING:
    from ...net.table import Table
    from ..remote.link import HostLink
    from ..remote.session import RemoteSession
    from .join_window import NetTableWindow


class HostDialog(ResumeHost):
    settingsRequested = Signal()
    started = Signal()  # the match has started: the table window is on show

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, data_folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.data_folder = data_folder  # the table's autosave's (None: the app-data folder)
        self.resume_box: ResumeBox | None = None  # a table that stopped mid-match
        self.link: HostLink | None = None  # once the table is open
        self.session: RemoteSession | None = None  # the host's own seat
        self.window_: NetTableWindow | None = None  # the table window once on show
        self.table_window: NetTableWindow | None = None  # made with the table, hidden
        self.port = 0
        self.discovery_port: int | None = None  # None: the LAN port (tests: 0)
        self.lan: bool | None = None  # answer discovery (None: unless "this computer only")
        layout = QVBoxLayout(self)
        # The new table: its rules, seats and network (hidden while one waits to resume).
        self.setup = HostForm(settings, self)
        self.setup.changeRequested.connect(self._change)
        layout.addWidget(self.setup)
        self.code = QLabel()
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setVisible(False)
        layout.addWidget(self.code)
        self.where = plain_label()
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.seated_label = QLabel()
        self.seated = QListView()  # over the lobby model once the table opens
        self.seated.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.lobby: LobbyModel | None = None
        self.seated.setVisible(False)
        self.seated_label.setVisible(False)
        self.seated_label.setBuddy(self.seated)
        layout.addWidget(self.seated_label)
        layout.addWidget(self.seated)
        self.note = plain_label()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(self)
        self.open_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.start = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.start.setEnabled(False)
        self.open_button.clicked.connect(self.open_table)
        self.start.clicked.connect(self.start_match)
        self.close_button.clicked.connect(self.reject)
        self.open_button.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)
        self.retranslate()
        self._look_for_interrupted()

    # Texts ------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a table"))
        self.setup.retranslate()
        self.open_button.setText(self.tr("&Open the table"))
        self.start.setText(self.tr("&Start the match"))
        self.seated_label.setText(self.tr("At the table:"))
        if self.lobby is not None:
            self.lobby.retranslate()
        self._show_where()

    def _change(self) -> None:
        self.settingsRequested.emit()
        self.setup.refresh()

    # The table --------------------------------------------------------------------------

    def folder(self) -> Path:
        if self.data_folder is None:
            from ..session.persistence import app_data_folder

            self.data_folder = app_data_folder()
        return self.data_folder

    def _look_for_interrupted(self) -> None:
        """A hosted table that stopped mid-match: offer to resume it (or say why not)."""
        self.resume_box = offer(self, self.folder())
        if self.resume_box is not None:
            self.resume_box.resumeRequested.connect(self.resume_table)

    def open_table(self) -> None:
        from ...net.admission import new_code
        from ...net.table import Table

        config = self.setup.config(new_code())
        if isinstance(config, str):
            self.note.setText(config)
            return
        name = self.setup.player_name()
        assert name is not None  # the configuration says so
        bind = str(self.setup.bind.currentData())
        self._open(Table(config), bind, self.setup.port_box.value(), name)

    def resume_table(self) -> None:
        """Host the interrupted table again: its code, seats and port, its match where it
        stopped; the host's own seat rejoins with its token, the others' apps with theirs."""
        from ..remote import hosted

        box = self.resume_box
        if box is None or not isinstance(box.found, hosted.Interrupted):
            return
        item = box.found
        try:
            table = item.table()
        except Exception as e:  # the file was readable a moment ago: say it, keep it
            self.note.setText(self.tr("The table cannot be opened: %1").replace("%1", str(e)))
            return
        form = self.setup
        if form.bind.findData(item.bind) < 0:
            form.bind.addItem(item.bind, item.bind)
        form.bind.setCurrentIndex(form.bind.findData(item.bind))
        form.port_box.setValue(item.port)
        own = table.remote[item.seat]
        form.name.setText(own.name)
        form.title.setText(table.config.title)
        box.setEnabled(False)
        self._open(table, item.bind, item.port, own.name, own.token, item.seat)

    def _open(
        self, table: Table, bind: str, port: int, name: str, token: str | None = None, seat: int = 0
    ) -> None:
        from ..remote import hosted
        from ..remote.link import HostLink
        from ..remote.session import RemoteSession

        lan = bind != LOOPBACK if self.lan is None else self.lan
        from ...net.discovery import DISCOVERY_PORT

        udp = DISCOVERY_PORT if self.discovery_port is None else self.discovery_port
        autosave = hosted.path_in(self.folder())
        app = hosted.app_section(bind, port, seat)  # a new table: the host's person in seat 0
        link = HostLink(table, bind, port, lan, udp, autosave=autosave, app=app)
        # a resumed table: the host's own seat rejoins with its token
        session = RemoteSession(link, name, table.code, token=token)
        self.link, self.session = link, session
        self.lobby = LobbyModel(session, self)  # refreshed before the dialog hears the change
        self.seated.setModel(self.lobby)
        link.opened.connect(self._on_opened)
        link.failed.connect(self._on_failed)
        link.codeChanged.connect(self._code_drawn)
        link.saveFailed.connect(self._on_save_failed)
        session.lobbyChanged.connect(self._on_lobby)
        session.matchStarted.connect(self._on_started)
        from .join_window import NetTableWindow

        # The table window is made now, hidden: its scene sets up when the match starts.
        self.table_window = NetTableWindow(
            self.settings, session, "", on_close=link.close, may_close=self._may_close_window
        )
        self.setup.set_enabled(False)
        self.open_button.setEnabled(False)
        self.note.setText(self.tr("Opening the table…"))
        link.open()

    def _may_close_window(self) -> bool:
        """Closing the host's window mid-match ends the match for everyone: ask first."""
        session = self.session
        if session is None or not session.has_match or session.finished:
            return True
        return self.ask_close_table()

    def ask_close_table(self) -> bool:
        buttons = QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel
        text = self.tr("Close the table? The match ends for everyone at it and cannot be resumed.")
        box = QMessageBox(
            QMessageBox.Icon.Question, self.windowTitle(), text, buttons, self.window_
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box.exec() == QMessageBox.StandardButton.Close

    def _on_save_failed(self, why: str) -> None:
        text = self.tr(
            "The table cannot be kept on this computer's disk (%1): if the app stops, its "
            "match cannot be resumed. The match goes on."
        ).replace("%1", why)
        parent = self.window_ if self.window_ is not None else self
        box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), text, parent=parent)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()

    def _on_opened(self, port: int) -> None:
        assert self.session is not None
        self.port = port
        self.session.hello()
        self._show_code(self.session.core.code or "")
        self._show_where()
        resumed = self.resume_box is not None  # its match is under way already
        self.start.setEnabled(not resumed)
        self.start.setDefault(not resumed)
        self.note.setText(
            self.tr(
                "Tell the others the code and the address. Seats nobody takes are played by "
                "the computer. Anyone on this network can read the game's traffic: it is "
                "not encrypted."
            )
        )

    def _on_failed(self, why: str) -> None:
        self.link = self.session = None
        if self.lobby is not None:  # the next table gets a model of its own
            self.seated.setModel(None)
            self.lobby.deleteLater()
            self.lobby = None
        if self.resume_box is not None:  # the interrupted table is still kept: try again
            self.resume_box.setEnabled(True)
        else:
            self.setup.set_enabled(True)
            self.open_button.setEnabled(True)
        self.note.setText(self.tr("The table cannot be opened: %1").replace("%1", why))

    def _show_code(self, code: str) -> None:
        self.code.setText(" ".join((code[:3], code[3:])) if code else "")
        self.code.setAccessibleName(self.tr("Table code: %1").replace("%1", code))
        self.code.setVisible(bool(code))

    def _code_drawn(self, code: str) -> None:
        """The table drew a new code after too many wrong ones: show it, and say why."""
        self._show_code(code)
        self.note.setText(
            self.tr(
                "Someone is guessing the code: a new one was drawn. Tell it to the players "
                "who have not sat down yet."
            )
        )

    def _show_where(self) -> None:
        if not self.port:
            self.where.setText("")
            return
        lines = addresses_to_tell(str(self.setup.bind.currentData()), self.port)
        self.where.setText(self.tr("Address to join: %1").replace("%1", "  ".join(lines)))

    def _on_lobby(self) -> None:
        self.seated.setVisible(True)
        self.seated_label.setVisible(True)
        self.setup.seats.setVisible(False)  # the list says who sits where now

    def start_match(self) -> None:
        if self.link is not None:
            self.start.setEnabled(False)
            self.link.start_match()

    def _on_started(self) -> None:
        assert self.table_window is not None
        if self.window_ is None:
            where = addresses_to_tell(str(self.setup.bind.currentData()), self.port)
            self.table_window.title = where[0]  # "*" is no address to show
            self.table_window.retranslate()
            self.window_ = self.table_window
        self.window_.show()
        self.started.emit()
        self.hide()

    def close_table(self) -> None:
        """Close the table (if open): everyone is told, nothing listens any more."""
        if self.session is not None:
            self.session.leave()
        if self.link is not None:
            self.link.close()

    def reject(self) -> None:
        if self.window_ is None:
            self.close_table()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.window_ is None:
            self.close_table()
        super().closeEvent(event)
