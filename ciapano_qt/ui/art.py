"""The card pictures in use: deck, corner indices and the renderer, behind one small interface.

``CardArt.pixmap(code, width, height, dpr)`` is all the table needs. The deck style and the
indices can change at any moment (``changed`` is emitted and every item repaints).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from . import cardnames

log = logging.getLogger(__name__)


class CardArt(QObject):
    changed = Signal()

    def __init__(
        self, deck_id: str = "milanese", indices: bool = True, parent: QObject | None = None
    ):
        super().__init__(parent)
        self.deck_id = deck_id
        self.indices = indices
        self._renderer = None
        self._systems: dict[str, str] = {}
        self._fallback: dict[tuple[str, int, int, float], QPixmap] = {}
        try:
            from ..decks import load_decks
            from .card_renderer import CardRenderer

            catalogue = load_decks()
            self._renderer = CardRenderer(catalogue.decks)
            self._systems = {d.id: d.suit_system for d in catalogue.decks}
        except ImportError:  # the renderer is optional: simple drawn cards stand in
            log.warning("card renderer not available; drawing plain cards")

    @property
    def suit_system(self) -> str:
        return self._systems.get(self.deck_id) or cardnames.DECK_SYSTEMS.get(
            self.deck_id, cardnames.ITALIAN
        )

    def deck_ids(self) -> list[str]:
        return sorted(self._systems) or sorted(cardnames.DECK_SYSTEMS)

    def set_deck(self, deck_id: str) -> None:
        if deck_id != self.deck_id:
            self.deck_id = deck_id
            self.changed.emit()

    def set_indices(self, on: bool) -> None:
        if on != self.indices:
            self.indices = on
            self.changed.emit()

    def card_name(self, card: int) -> str:
        """What a screen reader says for ``card`` (-1: a face-down card)."""
        return cardnames.back_name() if card < 0 else cardnames.card_name(card, self.suit_system)

    def pixmap(self, code: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        if self._renderer is not None:
            return self._renderer.pixmap(
                self.deck_id, code, QSize(width, height), dpr, self.indices
            )
        key = (code, width, height, dpr)
        if key not in self._fallback:
            self._fallback[key] = _plain_card(code, width, height, dpr)
        return self._fallback[key]


def _plain_card(code: str, width: int, height: int, dpr: float) -> QPixmap:
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    if code == "back":
        p.setBrush(QColor("#7A1E1E"))
        p.setPen(QPen(QColor("#FBF6E9"), 2))
        p.drawRoundedRect(rect, width * 0.06, width * 0.06)
    else:
        p.setBrush(QColor("#FBF6E9"))
        p.setPen(QPen(QColor("#1B1B1B"), 1))
        p.drawRoundedRect(rect, width * 0.06, width * 0.06)
        f = QFont()
        f.setPixelSize(max(8, width // 3))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#C8322B") if code[1] in "DC" else QColor("#1B1B1B"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, code[0] + "♦♥♠♣"["DCSB".index(code[1])])
    p.end()
    return pm
