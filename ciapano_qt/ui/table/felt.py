"""The felt: a calm green cloth with a fine weave, a soft light in the middle, darker edges."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

_WEAVE: QPixmap | None = None


def _weave() -> QPixmap:
    """A tiny twill tile (diagonal threads), tiled over the cloth like a weave."""
    global _WEAVE
    if _WEAVE is None:
        size = 4
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        for y in range(size):
            for x in range(size):
                phase = (x + y) % size
                if phase == 0:
                    image.setPixelColor(x, y, QColor(255, 255, 255, 7))
                elif phase == 2:
                    image.setPixelColor(x, y, QColor(0, 0, 0, 10))
                else:
                    image.setPixelColor(x, y, QColor(0, 0, 0, 0))
        _WEAVE = QPixmap.fromImage(image)
    return _WEAVE


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    centre = QPointF(rect.center().x(), rect.top() + h * 0.45)
    cloth = QRadialGradient(centre, max(w, h) * 0.75)
    cloth.setColorAt(0.0, QColor("#2F7A4B"))
    cloth.setColorAt(0.55, QColor("#256540"))
    cloth.setColorAt(1.0, QColor("#174A2E"))
    painter.fillRect(rect, QBrush(cloth))
    painter.drawTiledPixmap(rect, _weave())
    vignette = QRadialGradient(centre, max(w, h) * 0.72)
    vignette.setColorAt(0.62, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 95))
    painter.fillRect(rect, QBrush(vignette))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush())
    painter.setPen(QPen(QColor(255, 255, 255, 16), max(1.5, h * 0.003)))
    ring = QRectF(0, 0, w * 0.5, h * 0.42)
    ring.moveCenter(centre)
    painter.drawEllipse(ring)
    painter.restore()
