"""Host a table: the rules of the settings, seats for people at other computers, a code.

The dialog opens a table on this computer (``remote_link.HostLink``: the net core's ``Table``
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
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.settings import Settings
from ..text.plain import plain_label, shown_name
from ..text.rulenames import computer_seat_label, level_label, rules_details, rules_summary
from .host_addresses import EVERYWHERE, LOOPBACK, addresses_to_tell, local_addresses
from .host_addresses import address_for_others as address_for_others  # join.py's
from .host_resume import ResumeBox, offer
from .seats import REMOTE, SeatsEditor

if TYPE_CHECKING:
    from ...net.table import Table
    from ..session.remote import RemoteSession
    from ..session.remote_link import HostLink
    from .join_window import NetTableWindow

NAME_LIMIT = 24


class HostDialog(QDialog):
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
        self.setup = QWidget(self)
        part = QVBoxLayout(self.setup)
        part.setContentsMargins(0, 0, 0, 0)
        self.rules_text = plain_label()
        self.rules_text.setWordWrap(True)
        bold = QFont()
        bold.setBold(True)
        self.rules_text.setFont(bold)
        part.addWidget(self.rules_text)
        self.details = plain_label()
        self.details.setWordWrap(True)
        part.addWidget(self.details)
        self.change = QPushButton()
        self.change.clicked.connect(self._change)
        part.addWidget(self.change, 0, Qt.AlignmentFlag.AlignLeft)
        # Who plays each seat: the host's person in seat 1, then people at other computers
        # or computers of their own levels (the new match's editor, with remote seats).
        self.seats = SeatsEditor((REMOTE, "ai"), self)
        self.name = self.seats.names[0]  # the host's own name
        part.addWidget(self.seats)
        form = QFormLayout()
        self.form = form
        self.level = QComboBox()
        self.bind = QComboBox()
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)
        self.idle = QSpinBox()
        self.idle.setRange(10, 600)
        self.idle.setValue(60)
        self.title = QLineEdit()
        self.title.setMaxLength(NAME_LIMIT)
        self.labels = [QLabel() for _ in range(5)]
        fields = (self.title, self.level, self.bind, self.port_box, self.idle)
        for label, field in zip(self.labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        part.addLayout(form)
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
        self.seated = QListWidget()  # plain text items: the names as they were sent
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
        self._fill()
        self.retranslate()
        self._look_for_interrupted()

    # Texts ------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a table"))
        self.change.setText(self.tr("&Change the rules…"))
        texts = (
            self.tr("&Table name:"),
            self.tr("Stand-in le&vel:"),
            self.tr("&Listen on:"),
            self.tr("&Port:"),
            self.tr("&Idle turn after:"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.port_box.setSpecialValueText(self.tr("any free port"))
        self.idle.setSuffix(self.tr(" s"))
        self.idle.setToolTip(
            self.tr("A person who takes longer has that turn played by the computer.")
        )
        self.level.setToolTip(
            self.tr(
                "The computer that plays a seat nobody takes, and for anyone whose connection "
                "drops or who stays idle, until they return."
            )
        )
        self.title.setPlaceholderText("Ciapanò")
        for i in range(self.level.count()):
            self.level.setItemText(i, level_label(str(self.level.itemData(i))))
        self.bind.setItemText(0, self.tr("All networks of this computer"))
        self.bind.setItemText(1, self.tr("This computer only (a test)"))
        self.open_button.setText(self.tr("&Open the table"))
        self.start.setText(self.tr("&Start the match"))
        self.seated_label.setText(self.tr("At the table:"))
        self.refresh()
        self._show_where()

    def _fill(self) -> None:
        from ...ai.levels import level_names

        for name in level_names():
            self.level.addItem(level_label(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData("easy")))
        self.bind.addItem("", EVERYWHERE)
        self.bind.addItem("", LOOPBACK)
        for iface, address in local_addresses():
            self.bind.addItem(f"{address} ({iface})", address)
        self.seats.load(self.settings)  # names and levels as for a new match
        self.name.setText(self.name.text().strip()[:NAME_LIMIT])
        self.seats.set_kind(1, REMOTE)  # one seat for a person at another computer

    def refresh(self) -> None:
        """The rules as the settings have them (they may have changed)."""
        rules = self.settings.rules()
        self.rules_text.setText(rules_summary(rules))
        self.details.setText("\n".join(rules_details(rules)))
        self.seats.set_players(rules.players)

    def _change(self) -> None:
        self.settingsRequested.emit()
        self.refresh()

    # The table --------------------------------------------------------------------------

    def set_form_enabled(self, on: bool) -> None:
        """The new table's fields (off once a table is open, or while one waits to resume)."""
        fields = (self.seats, self.title, self.level, self.bind, self.port_box)
        for w in (*fields, self.idle, self.change):
            w.setEnabled(on)

    def set_remote_seats(self, seats: list[int]) -> None:
        """Open ``seats`` (1, 2, …) for people at other computers; the rest are computers
        (of the level the settings give each seat)."""
        for i in range(1, self.seats.players):
            if i in seats:
                self.seats.set_kind(i, REMOTE)
            elif self.seats.kind(i) == REMOTE:
                self.seats.set_kind(i, self.settings.get(f"players/level{i}"))

    def remote_seats(self) -> list[int]:
        """The seats opened for people at other computers."""
        return [i for i in range(1, self.seats.players) if self.seats.kind(i) == REMOTE]

    def player_name(self) -> str | None:
        """The host's name when it is plain text of 1 to 24 characters."""
        from ...net.schema import is_name

        name = self.name.text().strip()
        return name if is_name(name) else None

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
        from ...net.schema import is_name
        from ...net.seating import Config
        from ...net.table import Table

        name = self.player_name()
        title = self.title.text().strip() or "Ciapanò"
        if name is None or not is_name(title):
            self.note.setText(self.tr("A name is 1 to 24 characters of plain text."))
            return
        rules = self.settings.rules()
        n = rules.players
        if not self.remote_seats():
            self.note.setText(self.tr("Open at least one seat for a person at another computer."))
            return
        layout = ["remote"] + [
            "remote" if self.seats.kind(i) == REMOTE else "computer" for i in range(1, n)
        ]
        # The names typed, or the settings' (a remote seat nobody takes: its computer's).
        defaults = [seat.name for seat in self.settings.seats(n)]
        names = [self.seats.names[i].text().strip() or defaults[i] for i in range(n)]
        if not all(is_name(x) for x in names[1:]):
            self.note.setText(self.tr("A name is 1 to 24 characters of plain text."))
            return
        levels = {
            i: str(self.seats.who[i].currentData()) for i, k in enumerate(layout) if k == "computer"
        }
        config = Config(
            rules,
            layout,
            names,
            new_code(),
            level=str(self.level.currentData()),
            idle=float(self.idle.value()),
            auto_start=False,
            title=title,
            levels=levels,
        )
        self._open(Table(config), str(self.bind.currentData()), self.port_box.value(), name)

    def resume_table(self) -> None:
        """Host the interrupted table again: its code, seats and port, its match where it
        stopped; the host's own seat rejoins with its token, the others' apps with theirs."""
        from ..session import hosted

        box = self.resume_box
        if box is None or not isinstance(box.found, hosted.Interrupted):
            return
        item = box.found
        try:
            table = item.table()
        except Exception as e:  # the file was readable a moment ago: say it, keep it
            self.note.setText(self.tr("The table cannot be opened: %1").replace("%1", str(e)))
            return
        if self.bind.findData(item.bind) < 0:
            self.bind.addItem(item.bind, item.bind)
        self.bind.setCurrentIndex(self.bind.findData(item.bind))
        self.port_box.setValue(item.port)
        own = table.remote[item.seat]
        self.name.setText(own.name)
        self.title.setText(table.config.title)
        box.setEnabled(False)
        self._open(table, item.bind, item.port, own.name, own.token, item.seat)

    def _open(
        self, table: Table, bind: str, port: int, name: str, token: str | None = None, seat: int = 0
    ) -> None:
        from ..session import hosted
        from ..session.remote import RemoteSession
        from ..session.remote_link import HostLink

        lan = bind != LOOPBACK if self.lan is None else self.lan
        from ...net.discovery import DISCOVERY_PORT

        udp = DISCOVERY_PORT if self.discovery_port is None else self.discovery_port
        autosave = hosted.path_in(self.folder())
        app = hosted.app_section(bind, port, seat)  # a new table: the host's person in seat 0
        link = HostLink(table, bind, port, lan, udp, autosave=autosave, app=app)
        # a resumed table: the host's own seat rejoins with its token
        session = RemoteSession(link, name, table.code, token=token)
        self.link, self.session = link, session
        link.opened.connect(self._on_opened)
        link.failed.connect(self._on_failed)
        link.codeChanged.connect(self._show_code)
        link.saveFailed.connect(self._on_save_failed)
        session.lobbyChanged.connect(self._on_lobby)
        session.matchStarted.connect(self._on_started)
        from .join_window import NetTableWindow

        # The table window is made now, hidden: its scene sets up when the match starts.
        self.table_window = NetTableWindow(
            self.settings, session, "", on_close=link.close, may_close=self._may_close_window
        )
        self.set_form_enabled(False)
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
        if self.resume_box is not None:  # the interrupted table is still kept: try again
            self.resume_box.setEnabled(True)
        else:
            self.set_form_enabled(True)
            self.open_button.setEnabled(True)
        self.note.setText(self.tr("The table cannot be opened: %1").replace("%1", why))

    def _show_code(self, code: str) -> None:
        self.code.setText(" ".join((code[:3], code[3:])) if code else "")
        self.code.setAccessibleName(self.tr("Table code: %1").replace("%1", code))
        self.code.setVisible(bool(code))

    def _show_where(self) -> None:
        if not self.port:
            self.where.setText("")
            return
        lines = addresses_to_tell(str(self.bind.currentData()), self.port)
        self.where.setText(self.tr("Address to join: %1").replace("%1", "  ".join(lines)))

    def _on_lobby(self) -> None:
        assert self.session is not None
        self.seated.clear()
        for seat, (name, kind, status) in enumerate(self.session.seat_kinds()):
            if kind == "computer":
                level = self.session.core.seats[seat]["level"]  # the schema's: always there
                text = computer_seat_label(shown_name(name), level)
            elif seat == self.session.core.seat:
                text = self.tr("%1 (you)").replace("%1", shown_name(name))
            elif status == "present":
                text = shown_name(name)
            else:
                text = self.tr("a free seat (the computer plays it if nobody comes)")
            self.seated.addItem(text)
        self.seated.setVisible(True)
        self.seated_label.setVisible(True)
        self.seats.setVisible(False)  # the list says who sits where now

    def start_match(self) -> None:
        if self.link is not None:
            self.start.setEnabled(False)
            self.link.start_match()

    def _on_started(self) -> None:
        assert self.table_window is not None
        if self.window_ is None:
            where = addresses_to_tell(str(self.bind.currentData()), self.port)
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
