"""The tables the local network's hosts answered with, one row a table (the join dialog's
list): "Ciapanò — 192.168.1.5:40123 (2 seats open)", with the address to join as a role."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt

from ...engine.frozen import frozen
from ...net.address import format_address
from .rows import RowsModel, role_fields, shown

if TYPE_CHECKING:
    from ...net.discovery import TableInfo

_CTX = "FoundTablesModel"
_USER = int(Qt.ItemDataRole.UserRole)


@frozen
class FoundTable:
    where: str  # "address:port" as the join dialog's address field takes it
    name: str  # the table's name as sent
    open: int  # seats open
    started: bool  # its match has started


class FoundRole:
    """The found tables' roles (named by ``roleNames()``)."""

    WHERE = _USER + 1
    NAME = _USER + 2
    OPEN = _USER + 3
    STARTED = _USER + 4


class FoundTablesModel(RowsModel[FoundTable]):
    FIELDS = role_fields(FoundRole)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tables: list[FoundTable] = []

    def set_tables(self, tables: Sequence[TableInfo]) -> None:
        self._tables = [
            FoundTable(format_address(t.address, t.port), t.name, t.open, t.started) for t in tables
        ]
        self.refresh()

    def compute(self) -> list[FoundTable]:
        return self._tables

    def line(self, row: FoundTable) -> str:
        if row.started:
            state = QCoreApplication.translate(_CTX, "playing")
        else:
            state = QCoreApplication.translate(_CTX, "%n seat(s) open", "", row.open)
        return f"{shown(row.name)} — {row.where} ({state})"

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(FoundRole)
