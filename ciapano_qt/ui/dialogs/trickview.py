"""The cards of one trick side by side, each with who played it: a list view of a TrickModel.

Shared by the replay and the "last trick" dialogs. The cards share the width equally, each
centred over its caption, on the dialog's own background.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QWidget

from ..models.replay import TrickModel
from ..table.art import CardArt

CARD_W, CARD_H = 84, 150
CAPTION_H = 24


class TrickView(QListView):
    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.trick_model = TrickModel(self._picture, art.card_name, self)
        self.setModel(self.trick_model)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setIconSize(QSize(CARD_W, CARD_H))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QListView { background: transparent; }")
        self.setMinimumHeight(CARD_H + CAPTION_H)
        self.trick_model.modelReset.connect(self._fit)

    def _picture(self, code: str) -> QPixmap:
        return self.art.pixmap(code, CARD_W, CARD_H, self.devicePixelRatioF())

    def _fit(self) -> None:
        """Share the width among the cards, as many as there are."""
        count = max(self.trick_model.rowCount(), 1)
        width = max(self.viewport().width() // count, CARD_W + 8)
        self.setGridSize(QSize(width, CARD_H + CAPTION_H))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:
        count = max(self.trick_model.rowCount(), 1)
        return QSize(count * (CARD_W + 16), CARD_H + CAPTION_H)
