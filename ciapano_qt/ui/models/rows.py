"""A list model over rows of plain values that a source computes again on every change.

``refresh()`` asks for the rows again and tells the views what changed: a different number
of rows resets the model (seats at a new match, a hand dealt, a trick taken), equal rows
that differ send ``dataChanged`` for those rows only. The session's ``stateChanged`` calls
it; every other signal of the session comes after, so a view always reads fresh rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QObject, Qt

if TYPE_CHECKING:  # the roles module loads with the first view of a model, not at start-up
    from .roles import Index

Row = TypeVar("Row")


def shown(name: str) -> str:
    """A name as the UI shows it (``text.plain``, imported at the first name shown: it
    loads the ``html`` module, which the first paint does not need)."""
    from ..text.plain import shown_name

    return shown_name(name)


def role_fields(roles: type) -> dict[int, str]:
    """Each role of a roles class to the row field of its name (``SEAT`` to ``seat``)."""
    return {v: k.lower() for k, v in vars(roles).items() if k.isupper()}


_TEXT_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)


class RowsModel(QAbstractListModel, Generic[Row]):
    FIELDS: ClassVar[dict[int, str]] = {}  # for ``data``: each role's field of a row

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    def compute(self) -> Sequence[Row]:
        """The rows as they are now."""
        raise NotImplementedError

    def refresh(self) -> None:
        rows = list(self.compute())
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        old, self._rows = self._rows, rows
        changed = [i for i, (a, b) in enumerate(zip(old, rows, strict=True)) if a != b]
        if changed:
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))

    def retranslate(self) -> None:
        """The texts changed (language, deck): every row's texts are told again."""
        self.refresh()
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def named_roles(self, roles: type) -> dict[int, QByteArray]:
        """Qt's role names with ``roles`` added (``roleNames()`` of a model)."""
        from .roles import role_names

        return role_names(QAbstractListModel.roleNames(self), roles)

    def rows(self) -> list[Row]:
        return list(self._rows)

    def row_value(self, index: Index) -> Row | None:
        if not index.isValid() or index.parent().isValid() or index.row() >= len(self._rows):
            return None
        return self._rows[index.row()]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def line(self, row: Row) -> str:
        """A row's text (``DisplayRole`` and ``AccessibleTextRole``) for ``data``."""
        raise NotImplementedError

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The row's ``line`` as its text, the field ``FIELDS`` names for any other role."""
        row = self.row_value(index)
        if row is None:
            return None
        if role in _TEXT_ROLES:
            return self.line(row)
        field = self.FIELDS.get(role)
        return None if field is None else getattr(row, field)
