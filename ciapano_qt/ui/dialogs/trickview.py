"""The cards of one trick side by side, each with who played it: a list view of a TrickModel.

Shared by the replay and the "last trick" dialogs. The cards share the width equally, each
centred over its one-line caption, on the dialog's own background. The cards are as large as
the view lets them be (at most ``CARD_W`` x ``CARD_H``): however many cards and however little
room the dialog's other lines leave, every card and its caption lie wholly inside the view.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QSizePolicy, QWidget

from ..models.replay import TrickModel
from ..table.art import CardArt

CARD_W, CARD_H = 84, 150  # the largest card shown
MIN_CARD_H = 100  # the card height the view asks the dialog to leave it at least
GAP = 8  # between two cards, and round the cell of each


class TrickView(QListView):
    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.card = QSize(CARD_W, CARD_H)  # the size the cards are drawn at now
        self.trick_model = TrickModel(self._picture, art.card_name, self)
        self.setModel(self.trick_model)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setWordWrap(False)  # one line of caption: a long name is cut short with "…"
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setIconSize(self.card)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QListView { background: transparent; }")
        # as tall as its cards at the width it is given, no taller: the lines under it follow
        # the cards' captions instead of a band of empty room
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.trick_model.modelReset.connect(self._on_reset)

    def _on_reset(self) -> None:
        self.updateGeometry()  # another number of cards: another minimum width
        self._fit()

    def _picture(self, code: str) -> QPixmap:
        # A dialog's picture: the table's own card size (art.pixmap) is left alone.
        card = self.card
        return self.art.picture(code, card.width(), card.height(), self.devicePixelRatioF())

    def caption_height(self) -> int:
        return self.fontMetrics().height() + GAP

    def _count(self) -> int:
        return max(self.trick_model.rowCount(), 1)

    def _fit(self) -> None:
        """Share the width among the cards, as many as there are, and size the cards so that
        each, with its caption, fits in its share and in the view's height."""
        count = self._count()
        width, height = self.viewport().width(), self.viewport().height()
        cell_w = max(width // count, 1)
        cell_h = max(height - 2, 1)
        room_h = cell_h - self.caption_height()
        card_h = min(CARD_H, room_h, int((cell_w - GAP) * CARD_H / CARD_W))
        card_h = max(card_h, 2)
        card = QSize(max(round(card_h * CARD_W / CARD_H), 1), card_h)
        if card != self.card:
            self.card = card
            self.setIconSize(card)
        grid = QSize(cell_w, min(cell_h, card_h + self.caption_height()))
        if grid != self.gridSize():
            self.setGridSize(grid)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The height the cards take at this width (at most ``CARD_H``), with captions."""
        cell_w = max((width - 2 * self.frameWidth()) // self._count(), 1)
        card_h = max(min(CARD_H, int((cell_w - GAP) * CARD_H / CARD_W)), 2)
        return card_h + self.caption_height() + 2 + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        count = self._count()
        return QSize(count * (CARD_W + 2 * GAP), CARD_H + self.caption_height() + 2 * GAP)

    def minimumSizeHint(self) -> QSize:
        """Room for the trick's cards at ``MIN_CARD_H`` (given less, they shrink further)."""
        card_w = round(MIN_CARD_H * CARD_W / CARD_H)
        return QSize(self._count() * (card_w + GAP), MIN_CARD_H + self.caption_height() + 2 * GAP)
