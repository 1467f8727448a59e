"""The pages of Play online (``dialogs/online.py``): the club to connect to, its certificate
met for the first time, the lobby, and the table waiting for its start.

Each page is widgets only, with their words (``retranslate``); the dialog does the work. Names
and the club's words are shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..text.plain import plain_label
from .host_form import NAME_LIMIT


def fingerprint_groups(fingerprint: str) -> str:
    """``AB:CD:…`` (or 64 hex digits) as eight lines of four groups of two, to compare by eye."""
    digits = fingerprint.replace(":", "").upper()
    pairs = [digits[i : i + 2] for i in range(0, len(digits), 2)]
    return "\n".join(" ".join(pairs[i : i + 4]) for i in range(0, len(pairs), 4))


class ConnectPage(QWidget):
    """The club's address (remembered ones in the list), the player's name, Connect; a seat
    kept at a club's table offered first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        rejoin_row = QHBoxLayout()
        self.rejoin_button = QPushButton()
        self.forget_button = QPushButton()
        self.forget_button.setAutoDefault(False)
        rejoin_row.addWidget(self.rejoin_button, 1)
        rejoin_row.addWidget(self.forget_button)
        layout.addLayout(rejoin_row)
        self.intro = plain_label()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.address = QComboBox()
        self.address.setEditable(True)
        self.address.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)
        self.labels = [QLabel(), QLabel()]
        for label, field in zip(self.labels, (self.address, self.name), strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        layout.addLayout(form)
        self.connect_button = QPushButton()
        self.connect_button.setDefault(True)
        layout.addWidget(self.connect_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addStretch(1)

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "A club is a Ciapanò server on the internet: its address and, when it made "
                "its own certificate, its fingerprint come from whoever runs it. You may "
                "also paste an invitation link (ciapano://…) as the address."
            )
        )
        self.labels[0].setText(self.tr("Club &address:"))
        self.labels[1].setText(self.tr("Your &name:"))
        line = self.address.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("club.example.org:8443, or an invitation link"))
        self.name.setPlaceholderText(self.tr("as the others will see it"))
        self.connect_button.setText(self.tr("&Connect"))
        self.forget_button.setText(self.tr("&Forget it"))
        self.forget_button.setToolTip(
            self.tr("Give up the seat kept at that table: the computer plays it to the end.")
        )


class TrustPage(QWidget):
    """A club met for the first time with a certificate it made itself: its fingerprint, to
    compare with what the club's host said; Trust pins it, Cancel goes back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = plain_label()
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.fingerprint = plain_label()
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPointSizeF(mono.pointSizeF() * 1.3)
        self.fingerprint.setFont(mono)
        self.fingerprint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.fingerprint)
        self.why = plain_label()
        self.why.setWordWrap(True)
        layout.addWidget(self.why)
        row = QHBoxLayout()
        row.addStretch(1)
        self.trust_button = QPushButton()
        self.cancel_button = QPushButton()
        row.addWidget(self.trust_button)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        layout.addStretch(1)
        self.where = ""

    def show_club(self, where: str, fingerprint: str) -> None:
        self.where = where
        self.fingerprint.setText(fingerprint_groups(fingerprint))
        self.fingerprint.setAccessibleName(fingerprint.replace(":", " "))
        self.retranslate()

    def retranslate(self) -> None:
        self.text.setText(
            self.tr(
                "This is the first time you connect to the club at %1. Its certificate was "
                "made by the club itself, so no authority vouches for it. Compare its "
                "fingerprint with the one whoever runs the club gave you:"
            ).replace("%1", self.where)
        )
        self.why.setText(
            self.tr(
                "If they are the same, you are talking to that club and nobody can listen in. "
                "Once trusted, the fingerprint is remembered, and the app refuses the club if "
                "it ever changes."
            )
        )
        self.trust_button.setText(self.tr("&Trust this club"))
        self.cancel_button.setText(self.tr("Cancel"))


class LobbyPage(QWidget):
    """The club's public tables, join one; create a table; join by code or link."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.club = plain_label()
        bold = QFont()
        bold.setBold(True)
        self.club.setFont(bold)
        layout.addWidget(self.club)
        self.tables_label = QLabel()
        self.tables = QTableView()
        self.tables.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.verticalHeader().hide()
        self.tables.setWordWrap(False)
        self.tables_label.setBuddy(self.tables)
        layout.addWidget(self.tables_label)
        layout.addWidget(self.tables, 1)
        row = QHBoxLayout()
        self.join_table_button = QPushButton()
        self.refresh_button = QPushButton()
        self.create_button = QPushButton()
        row.addWidget(self.join_table_button)
        row.addWidget(self.refresh_button)
        row.addStretch(1)
        row.addWidget(self.create_button)
        layout.addLayout(row)
        code_row = QHBoxLayout()
        self.code_label = QLabel()
        self.code = QLineEdit()
        self.code.setMaxLength(512)  # a link, pasted
        self.code_label.setBuddy(self.code)
        self.join_code_button = QPushButton()
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.code, 1)
        code_row.addWidget(self.join_code_button)
        layout.addLayout(code_row)

    def set_model(self, model: object) -> None:
        self.tables.setModel(model)  # type: ignore[arg-type]
        header = self.tables.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def retranslate(self) -> None:
        self.tables_label.setText(self.tr("&Public tables:"))
        self.join_table_button.setText(self.tr("&Join this table"))
        self.refresh_button.setText(self.tr("&Refresh"))
        self.create_button.setText(self.tr("Create a &table…"))
        self.code_label.setText(self.tr("Invitation &code:"))
        self.code.setPlaceholderText(self.tr("KQ7M-3XTR-W9, or the link you were sent"))
        self.join_code_button.setText(self.tr("Jo&in"))


class TablePage(QWidget):
    """Seated at a table waiting for its start: its invitation (code and link, Copy), who
    sits there, Start for its creator."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.invite = plain_label()
        self.invite.setWordWrap(True)
        layout.addWidget(self.invite)
        self.code = QLabel()
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        self.code.setFont(big)
        self.code.setTextFormat(Qt.TextFormat.PlainText)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.code)
        link_row = QHBoxLayout()
        self.link = QLineEdit()
        self.link.setReadOnly(True)
        self.copy_button = QPushButton()
        link_row.addWidget(self.link, 1)
        link_row.addWidget(self.copy_button)
        layout.addLayout(link_row)
        self.seated_label = QLabel()
        self.seated = QListView()
        self.seated.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.seated_label.setBuddy(self.seated)
        layout.addWidget(self.seated_label)
        layout.addWidget(self.seated, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.start_button = QPushButton()
        self.leave_button = QPushButton()
        row.addWidget(self.start_button)
        row.addWidget(self.leave_button)
        layout.addLayout(row)

    def show_invitation(self, code: str, link: str) -> None:
        for w in (self.invite, self.code, self.link, self.copy_button):
            w.setVisible(bool(code))
        self.code.setText(code)
        self.link.setText(link)
        self.link.setCursorPosition(0)

    def retranslate(self) -> None:
        self.invite.setText(
            self.tr(
                "A private table: tell the others its invitation code, or send them the link "
                "(it also carries the club's address and fingerprint)."
            )
        )
        self.link.setAccessibleName(self.tr("Invitation link"))
        self.copy_button.setText(self.tr("C&opy the link"))
        self.seated_label.setText(self.tr("At the table:"))
        self.start_button.setText(self.tr("&Start the match"))
        self.start_button.setToolTip(self.tr("The seats nobody took are played by the computer."))
        self.leave_button.setText(self.tr("&Leave the table"))
