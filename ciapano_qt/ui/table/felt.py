"""The felt: a calm cloth with a fine weave, a soft light in the middle, darker edges.

The cloth's colour is a setting (``CLOTHS``: green, blue, burgundy, brown); each is three
tones from the light's centre out, the weave and the shade the same for all."""

from __future__ import annotations

import functools
import itertools

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

_WEAVE: QPixmap | None = None


def _weave() -> QPixmap:
    """A twill tile (diagonal threads), tiled over the cloth like a weave.

    The 4x4 pattern is repeated over a 64x64 tile: Qt fills a tiled area span by span, and
    4-pixel spans made the weave cost five times as much as the two gradients together."""
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
        tile = QPixmap(16 * size, 16 * size)
        tile.fill(QColor(0, 0, 0, 0))
        painter = QPainter(tile)
        painter.drawTiledPixmap(QRectF(0, 0, tile.width(), tile.height()), QPixmap.fromImage(image))
        painter.end()
        _WEAVE = tile
    return _WEAVE


Tones = tuple[tuple[float, tuple[int, int, int]], ...]
CLOTHS: dict[str, Tones] = {
    "green": ((0.0, (0x2F, 0x7A, 0x4B)), (0.55, (0x25, 0x65, 0x40)), (1.0, (0x17, 0x4A, 0x2E))),
    "blue": ((0.0, (0x2C, 0x5E, 0x8C)), (0.55, (0x23, 0x4E, 0x77)), (1.0, (0x16, 0x34, 0x52))),
    "burgundy": ((0.0, (0x8C, 0x32, 0x3A)), (0.55, (0x76, 0x29, 0x30)), (1.0, (0x50, 0x1A, 0x1F))),
    "brown": ((0.0, (0x7D, 0x5A, 0x37)), (0.55, (0x68, 0x4A, 0x2D)), (1.0, (0x47, 0x32, 0x1D))),
}
"""Each cloth's colour from the light's centre (0) out to 0.75 of the longer side (1)."""
DEFAULT_CLOTH = "green"
CLOTH = CLOTHS[DEFAULT_CLOTH]
SHADE = (0.62 * 0.72 / 0.75, 0.72 / 0.75, 95)
"""The darker edges: black laid over the cloth from the first distance (none) to the second
(full, and beyond), in the same measure as ``CLOTH``, and its full opacity (of 255)."""


def _cloth(t: float, tones: Tones = CLOTH) -> tuple[float, ...]:
    for (t0, c0), (t1, c1) in itertools.pairwise(tones):
        if t <= t1:
            f = (t - t0) / (t1 - t0)
            return tuple(a + (b - a) * f for a, b in zip(c0, c1, strict=True))
    return tones[-1][1]


@functools.cache
def _stops(cloth: str = DEFAULT_CLOTH) -> tuple[tuple[float, QColor], ...]:
    """The cloth and the shade as one gradient (one pass over the table, not two). Where the
    shade grows the colour is the cloth's times the light left, followed in 8 steps (within
    a tenth of a colour level of the exact product)."""
    start, full, opacity = SHADE
    ts = [0.0, 0.55] + [start + (full - start) * i / 8 for i in range(9)] + [1.0]
    stops = []
    for t in ts:
        shade = min(max((t - start) / (full - start), 0.0), 1.0) * opacity / 255
        r, g, b = (round(c * (1 - shade)) for c in _cloth(t, CLOTHS[cloth]))
        stops.append((t, QColor(r, g, b)))
    return tuple(stops)


def centre_colour(cloth: str) -> QColor:
    """The cloth's colour under the light (tests, the settings' preview)."""
    return _stops(cloth if cloth in CLOTHS else DEFAULT_CLOTH)[0][1]


def paint_felt(painter: QPainter, rect: QRectF, cloth: str = DEFAULT_CLOTH) -> None:
    """The cloth ``cloth`` (a key of ``CLOTHS``; an unknown one: green) over ``rect``."""
    w, h = rect.width(), rect.height()
    centre = QPointF(rect.center().x(), rect.top() + h * 0.45)
    gradient = QRadialGradient(centre, max(w, h) * 0.75)
    for t, colour in _stops(cloth if cloth in CLOTHS else DEFAULT_CLOTH):
        gradient.setColorAt(t, colour)
    painter.fillRect(rect, QBrush(gradient))
    painter.drawTiledPixmap(rect, _weave())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QBrush())
    painter.setPen(QPen(QColor(255, 255, 255, 16), max(1.5, h * 0.003)))
    ring = QRectF(0, 0, w * 0.5, h * 0.42)
    ring.moveCenter(centre)
    painter.drawEllipse(ring)
    painter.restore()
