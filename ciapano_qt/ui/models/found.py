"""The tables the local network's hosts answered with, one row a table (the join dialog's
list): "Ciapanò — 192.168.1.5:40123 (2 seats open)", with the address to join as a role."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt

from ...net.address import format_address
from .rows import RowsModel, shown

if TYPE_CHECKING:
    from ...net.discovery import TableInfo
    from .roles import Index

_CTX = "FoundTablesModel"
_USER = int(Qt.ItemDataRole.UserRole)


class FoundRole:
    """The found tables' roles (named by ``roleNames()``)."""

    ADDRESS = _USER + 1  # "address:port" as the join dialog's address field takes it
    NAME = _USER + 2  # the table's name as sent
    OPEN = _USER + 3  # seats open
    STARTED = _USER + 4  # its match has started


class FoundTablesModel(RowsModel["TableInfo"]):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tables: list[TableInfo] = []

    def set_tables(self, tables: Sequence[TableInfo]) -> None:
        self._tables = list(tables)
        self.refresh()

    def compute(self) -> list[TableInfo]:
        return self._tables

    @staticmethod
    def address(table: TableInfo) -> str:
        return format_address(table.address, table.port)

    def line(self, table: TableInfo) -> str:
        if table.started:
            state = QCoreApplication.translate(_CTX, "playing")
        else:
            state = QCoreApplication.translate(_CTX, "%n seat(s) open", "", table.open)
        return f"{shown(table.name)} — {self.address(table)} ({state})"

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(FoundRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_value(index)
        if row is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.line(row)
        values: dict[int, object] = {
            FoundRole.ADDRESS: self.address(row),
            FoundRole.NAME: row.name,
            FoundRole.OPEN: row.open,
            FoundRole.STARTED: row.started,
        }
        return values.get(role)
