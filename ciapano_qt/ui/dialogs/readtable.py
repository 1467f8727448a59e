"""A table that is read, never edited or chosen from: the score sheet, the hand summary, the
statistics, the card tracker.

To the eye nothing is ever selected in it, and neither the mouse nor the keys select
(``NoSelection``); the keyboard's cell is drawn as the focus. To a screen reader the keyboard's
cell is the selected one: Orca 43 says "not selected" after every cell it reads with Up, Down
or Tab in a table that offers a selection (every Qt table does, even with ``NoSelection``)
unless that cell is selected. So while the table has its window's focus the selection follows
the keyboard's cell (one cell), and its drawing is left out: the delegate paints a cell as not
selected, the table's style fills the view's ground under a selected cell as under any other
(the view's own fill, before the delegate paints), the headers do not mark its column or row.
The table is one stop of Tab: the arrows go from cell to cell.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Slot
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QProxyStyle,
    QStyle,
    QStyledItemDelegate,
    QStyleOption,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..models.roles import Index


class UnselectedLook(QStyledItemDelegate):
    """Paints every cell as not selected (the keyboard's cell keeps its focus frame)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        shown = QStyleOptionViewItem(option)
        shown.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, shown, index)


class UnselectedStyle(QProxyStyle):
    """The application's style, but the view's own fill under a cell (``PE_PanelItemViewRow``,
    drawn before the delegate paints) is an unselected cell's: the alternate rows' colour."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_PanelItemViewRow and isinstance(
            option, QStyleOptionViewItem
        ):
            shown = QStyleOptionViewItem(option)
            shown.state &= ~QStyle.StateFlag.State_Selected
            option = shown
        super().drawPrimitive(element, option, painter, widget)


class KeyboardSelection(QObject):
    """Selects the table's current cell, and only it, while the table is its window's focus
    widget (the keyboard moved it there; a click on a table that takes no focus from a click
    selects nothing)."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self.table = table
        table.selectionModel().currentChanged.connect(self.follow)

    @Slot(QModelIndex, QModelIndex)
    def follow(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and self.table.window().focusWidget() is self.table:
            flag = QItemSelectionModel.SelectionFlag.ClearAndSelect
            self.table.selectionModel().select(current, flag)


def read_only_table(table: QTableView) -> None:
    """Make ``table`` (its model set) a table to read (see the module's docstring)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setTabKeyNavigation(False)
    table.setItemDelegate(UnselectedLook(table))
    style = UnselectedStyle(QApplication.style().name())
    style.setParent(table)
    table.setStyle(style)
    table.horizontalHeader().setHighlightSections(False)
    table.verticalHeader().setHighlightSections(False)
    KeyboardSelection(table)
