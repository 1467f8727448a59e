"""The looks of the table on the settings' Table page: the card back, the cloth, large cards,
and a small preview of the cloth with a card of the chosen deck and the chosen back.

``TableLooks`` makes the widgets; the Table page lays them out and calls ``load`` and ``save``.
The backs come from the deck catalogue (the deck's own back, then the backs that go with any
deck, named in the interface's language), the cloths from ``table/felt.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...decks import DECK_BACK
from ..app.settings import Settings
from ..table.art import CardArt
from ..table.felt import CLOTHS, paint_felt
from ..text import cardnames
from .combo import Combo

PREVIEW = QSize(124, 100)  # the preview's size; its cards a little over half its height
PREVIEW_CARD = QSize(40, 71)


def _select(box: QComboBox, value: str) -> None:
    box.setCurrentIndex(max(box.findData(value), 0))


class TableLooks(QObject):
    """The widgets of the table's looks (children of ``parent``, the Table page)."""

    def __init__(
        self,
        deck: QComboBox,
        indices: QCheckBox,
        parent: QWidget,
        large_fits: Callable[[], bool] | None = None,
    ) -> None:
        """``large_fits``: whether large cards fit the table now (None: not known)."""
        super().__init__(parent)
        self.deck, self.indices = deck, indices
        self.large_fits = large_fits
        language = QLocale().name().split("_")[0]
        self.back = Combo(parent)
        self.back.addItem(self.tr("The pack's own"), DECK_BACK)
        for back in cardnames.catalogue().backs:
            self.back.addItem(back.display_name(language), back.id)
        names = {
            "green": self.tr("Green"),
            "blue": self.tr("Blue"),
            "burgundy": self.tr("Burgundy"),
            "brown": self.tr("Brown"),
        }
        self.cloth = Combo(parent)
        for cloth in CLOTHS:
            self.cloth.addItem(names.get(cloth, cloth), cloth)
        self.large = QCheckBox(self.tr("Lar&ge cards"), parent)
        self.note = QLabel(parent)
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.note.setEnabled(False)  # a quiet explanation under the box
        self.note.installEventFilter(self)  # its wrapped lines keep their room (eventFilter)
        self.large.toggled.connect(self._explain)
        self._explain()
        self.preview = QLabel(parent)
        self.preview.setFixedSize(PREVIEW)
        self.preview.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.preview.setAccessibleName(self.tr("Preview of the table"))
        self._art: CardArt | None = None  # made for the first preview
        for box in (self.deck, self.back, self.cloth):
            box.currentIndexChanged.connect(self.update_preview)
        self.indices.toggled.connect(self.update_preview)

    def block(self) -> QWidget:
        """The large cards box over its note, the preview beside them (a row of the form:
        the note wraps, so the preview does not make the page wider)."""
        parent = self.parent()
        assert isinstance(parent, QWidget)
        block = QWidget(parent)
        block.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row = QHBoxLayout(block)
        row.setContentsMargins(0, 0, 0, 0)
        column = QVBoxLayout()
        column.addWidget(self.large)
        column.addWidget(self.note)
        column.addStretch(1)
        row.addLayout(column, 1)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        return block

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A window's minimum height does not follow a wrapped label's lines (Qt sizes it
        without height for width), so the note asks for the height of its lines."""
        if watched is self.note and event.type() == QEvent.Type.Resize:
            self._keep_room()
        return False

    def _keep_room(self) -> None:
        note = self.note
        width = max(note.contentsRect().width(), 1)
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = note.fontMetrics().boundingRect(QRect(0, 0, width, 0), flags, note.text())
        need = lines.height() + note.height() - note.contentsRect().height()
        if need != note.minimumHeight():
            note.setMinimumHeight(need)

    def _explain(self) -> None:
        """What large cards need, and, when they are asked for but the table has no room for
        them now, that it keeps the normal size."""
        text = self.tr(
            "On a 1280 × 800 screen or larger, with two to five players; otherwise the normal size."
        )
        if self.large.isChecked() and self.large_fits is not None and not self.large_fits():
            text += " " + self.tr("This table has no room for them now: normal size.")
        self.note.setText(text)
        self.large.setAccessibleDescription(text)
        self._keep_room()

    def load(self, settings: Settings) -> None:
        _select(self.back, settings.get("table/back"))
        _select(self.cloth, settings.get("table/cloth"))
        self.large.setChecked(settings.get("table/large_cards"))
        self.update_preview()

    def save(self, settings: Settings) -> None:
        settings.set("table/back", self.back.currentData())
        settings.set("table/cloth", self.cloth.currentData())
        settings.set("table/large_cards", self.large.isChecked())

    def update_preview(self) -> None:
        """The cloth, with the Pita of the chosen deck lying across the chosen back."""
        deck = self.deck.currentData()
        if deck is None:
            return
        if self._art is None:
            self._art = CardArt(deck, self.indices.isChecked(), self)
        art = self._art
        art.set_deck(deck)
        art.set_indices(self.indices.isChecked())
        art.set_back(self.back.currentData() or DECK_BACK)
        dpr = self.preview.devicePixelRatioF()
        picture = QPixmap(round(PREVIEW.width() * dpr), round(PREVIEW.height() * dpr))
        picture.setDevicePixelRatio(dpr)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        table = QRectF(0, 0, PREVIEW.width(), PREVIEW.height())
        paint_felt(painter, table, self.cloth.currentData())
        w, h = PREVIEW_CARD.width(), PREVIEW_CARD.height()
        for code, x, angle in (("back", 0.38, -8.0), ("AD", 0.62, 7.0)):
            painter.save()
            painter.translate(PREVIEW.width() * x, PREVIEW.height() / 2)
            painter.rotate(angle)
            card = art.picture(code, w, h, dpr)
            painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), card, QRectF(card.rect()))
            painter.restore()
        painter.end()
        self.preview.setPixmap(picture)
        self.preview.setAccessibleDescription(
            self.tr("Back: %1. Cloth: %2.")
            .replace("%1", self.back.currentText())
            .replace("%2", self.cloth.currentText())
        )

    def preview_art(self) -> str:
        """Which back the preview shows (tests): e.g. "_backs/stelle"."""
        return "" if self._art is None else self._art.art_id("back")
