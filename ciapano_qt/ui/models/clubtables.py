"""A club's public tables, one row a table, as the club lists them (``net.club.schema``'s
listing, checked before it gets here): its rules in one line, the seats free for people, and
who sits there. The rules are worded in the player's language from the table's ``ruleset``
(the app's own summary, ``text.rulenames``; the details in the tooltip); a club that sends
none, or rules this app cannot read, is shown its own text. The lobby asks the club again
every few seconds; ``set_tables`` keeps the rows that did not change (a selection stays on
its table)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...engine.rules import Rules
from ...net.club.schema import readable_rules
from ..text.plain import shown_name
from ..text.rulenames import rules_details, rules_summary

RULES, FREE, PLAYERS = range(3)
TABLE_ROLE = int(Qt.ItemDataRole.UserRole) + 1  # the table's id (to join it)
STARTED_ROLE = int(Qt.ItemDataRole.UserRole) + 2

Index = QModelIndex | QPersistentModelIndex


def _t(text: str) -> str:
    return QCoreApplication.translate("ClubTablesModel", text)


class ClubTablesModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.rules: list[Rules | None] = []  # each row's ruleset, read (None: its text)

    def set_tables(self, tables: list[dict[str, Any]]) -> None:
        """The club's latest list: rows that changed are told, the rest stay."""
        new = list(tables)
        old_ids = [r["table"] for r in self.rows]
        new_ids = [r["table"] for r in new]
        rules = [readable_rules(r["ruleset"]) if "ruleset" in r else None for r in new]
        if old_ids != new_ids:
            self.beginResetModel()
            self.rows, self.rules = new, rules
            self.endResetModel()
            return
        changed = [i for i, (a, b) in enumerate(zip(self.rows, new, strict=True)) if a != b]
        self.rows, self.rules = new, rules
        for i in changed:
            self.dataChanged.emit(self.index(i, 0), self.index(i, PLAYERS))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (_t("Rules"), _t("Seats free"), _t("Players"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == TABLE_ROLE:
            return row["table"]
        if role == STARTED_ROLE:
            return row["started"]
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        column = index.column()
        if column == RULES:
            rules = self.rules[index.row()]
            if rules is None:
                return row["rules"]
            if role == Qt.ItemDataRole.ToolTipRole:
                return "\n".join([rules_summary(rules), *rules_details(rules)])
            return rules_summary(rules)
        if column == FREE:
            if row["started"]:
                return _t("started")
            return _t("%1 of %2").replace("%1", str(row["free"])).replace("%2", str(row["players"]))
        names = ", ".join(shown_name(n) for n in row["who"])
        return names or _t("nobody yet")

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names[TABLE_ROLE] = QByteArray(b"table")
        names[STARTED_ROLE] = QByteArray(b"started")
        return names

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, PLAYERS)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, PLAYERS))
