"""A table that is read, never edited or chosen from: the score sheet, the hand summary, the
statistics, the card tracker.

To the eye nothing is ever selected in it; the keyboard's cell is drawn as the focus. To a
screen reader the keyboard's cell is the selected one: Orca 43 says "not selected" after every
cell it reads with Up, Down or Tab in a table that offers a selection (every Qt table does,
even with ``NoSelection``) unless that cell is selected. So the selection follows the keyboard
(one cell) and its drawing is left out: the delegate paints a cell as not selected, the table's
style does not fill the selected cell's background (the view's own fill, under the delegate),
the headers do not mark its column or row. The table is one stop of Tab: the arrows go from cell
to cell.
"""

from __future__ import annotations

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


def read_only_table(table: QTableView) -> None:
    """Make ``table`` a table to read (see the module's docstring)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    table.setTabKeyNavigation(False)
    table.setItemDelegate(UnselectedLook(table))
    style = UnselectedStyle(QApplication.style().name())
    style.setParent(table)
    table.setStyle(style)
    table.horizontalHeader().setHighlightSections(False)
    table.verticalHeader().setHighlightSections(False)
