"""Tab through a page in the order its layout shows it, top to bottom.

A widget joins its window's Tab chain when it gets its parent, so a widget made with its parent
before the rows above it is reached first: the settings' Table page makes its looks (card back,
cloth, large cards) with the page as parent before its form has the deck's row, and Tab, a
screen reader's user walking the page, went to the looks before the cards. The chain is set
again from the layout: every widget of the layout, or of a widget's own layout within it, that
takes Tab, in the layout's order.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QWidget


def tab_in_reading_order(page: QWidget) -> list[QWidget]:
    """Chain ``page``'s widgets that take Tab in its layout's order; the chain."""
    chain: list[QWidget] = []

    def walk(layout: QLayout) -> None:
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item is None:
                continue
            widget, inner = item.widget(), item.layout()
            own = widget.layout() if widget is not None else None
            if widget is not None and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                chain.append(widget)
            elif own is not None:
                walk(own)
            elif inner is not None:
                walk(inner)

    layout = page.layout()
    if layout is not None:
        walk(layout)
    for first, second in pairwise(chain):
        QWidget.setTabOrder(first, second)
    return chain
