"""A table text that fits the room it is given: it wraps, then shrinks.

The banner in the middle of the table tells hints, refusals and prompts whose length depends on
the language (a German hint is half as long again as the English one). Given a room (the free
space between the name plates, the trick and the fan, from ``TableLayout.banner_room``), the
text wraps at word boundaries to the room's width and, when its lines are still taller than
the room, its letters shrink, down to ``MIN_PIXELS``. It is drawn centred on its position, so
the decor puts it at the room's centre (or with its bottom on the room's bottom edge, when
even the smallest letters need more height: then it grows up over the trick, never down over
the player's cards).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .items import Pill

MIN_PIXELS = 10  # the smallest letters a fitted text is shrunk to
FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class FittedPill(Pill):
    """A ``Pill`` whose text wraps and shrinks into ``room`` (width and height, in pixels)."""

    def __init__(self, pixel_size: int = 16, strong: bool = False) -> None:
        super().__init__(pixel_size, strong)
        self.room: tuple[float, float] | None = None  # None: one line, as large as it is
        # (pixel size, outer rect, the width the lines wrap at or None for one line)
        self._fit: tuple[int, QRectF, float | None] | None = None

    def set_room(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.room = (max(width, 1.0), max(height, 1.0))
        self._fit = None

    # prepareGeometryChange() (in Pill's setters) may ask a scene's index for the old
    # bounding rect, which lays the old text out again: forget that layout after the change.
    def set_text(self, text: str) -> None:
        super().set_text(text)
        self._fit = None

    def set_pixel_size(self, size: int) -> None:
        super().set_pixel_size(size)
        self._fit = None

    def fitted_pixel_size(self) -> int:
        return self._layout()[0]

    def _font_of(self, pixels: int) -> QFont:
        f = QFont()
        f.setPixelSize(pixels)
        f.setBold(self.strong)
        return f

    def _outer(self, pixels: int, width: float | None) -> QRectF:
        """The pill's rect for the text at ``pixels``, wrapped to ``width`` (None: one line)."""
        m = QFontMetricsF(self._font_of(pixels))
        pad_x, pad_y = pixels * 1.6, pixels * 0.7
        if width is None:
            w, h = m.horizontalAdvance(self.text), m.height()
        else:
            box = m.boundingRect(QRectF(0, 0, max(width - pad_x, 1.0), 1e6), FLAGS, self.text)
            w, h = box.width(), box.height()
        w, h = w + pad_x, h + pad_y
        return QRectF(-w / 2, -h / 2, w, h)

    def _layout(self) -> tuple[int, QRectF, float | None]:
        if self._fit is not None:
            return self._fit
        pixels = self.pixel_size
        if self.room is None:
            self._fit = (pixels, self._outer(pixels, None), None)
            return self._fit
        width, height = self.room
        while True:
            rect = self._outer(pixels, None)
            wrap = None
            if rect.width() > width:
                rect, wrap = self._outer(pixels, width), max(width - pixels * 1.6, 1.0)
            if rect.height() <= height or pixels <= MIN_PIXELS:
                break
            pixels -= 1
        self._fit = (pixels, rect, wrap)
        return self._fit

    def boundingRect(self) -> QRectF:
        return self._layout()[1]

    def text_box(self) -> tuple[QFont, QRectF, Qt.AlignmentFlag | Qt.TextFlag]:
        """Where and how ``paint`` draws the text: its font, its rect and the flags.

        A text that fits on one line is drawn without word wrap: its rect is exactly as wide
        as the text measured, and a font whose painted advances round up by a fraction of a
        pixel would otherwise break it onto two lines, centred on one line's height, their
        letters cut at the top and the bottom (``tests/ui/test_fitted_pill.py``)."""
        pixels, rect, wrap = self._layout()
        inner = rect.adjusted(pixels * 0.8, pixels * 0.35, -pixels * 0.8, -pixels * 0.35)
        if wrap is None:
            return self._font_of(pixels), inner, Qt.AlignmentFlag.AlignCenter
        # the width the lines were measured at: they break the same
        inner.adjust((inner.width() - wrap) / 2, 0, (wrap - inner.width()) / 2, 0)
        return self._font_of(pixels), inner, FLAGS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        pixels, rect, _ = self._layout()
        radius = min(rect.height() / 2, pixels * 1.1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 70 if not self.strong else 110), 1))
        painter.setBrush(QColor(6, 16, 10, 200 if self.strong else 150))
        painter.drawRoundedRect(rect, radius, radius)
        font, inner, flags = self.text_box()
        painter.setFont(font)
        painter.setPen(QColor("#F8F3E3"))
        painter.drawText(inner, flags, self.text)
