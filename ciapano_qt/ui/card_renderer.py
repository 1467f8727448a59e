"""Card pictures for the table: SVG decks rendered into cached pixmaps.

One ``QPixmap`` per (deck id, card code or ``"back"``, corner indices on/off, size, device pixel
ratio). With indices off only the SVG element ``"art"`` is drawn. A missing or broken file gives a
visible placeholder (card-shaped, hatched, with the code written on it) and a ``logging``
warning; rendering never raises.
"""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ciapano_qt.decks import Deck

log = logging.getLogger(__name__)

BACK = "back"
ART_ELEMENT = "art"
CacheKey = tuple[str, str, bool, int, int, float]


@contextmanager
def _qt_messages_to_log(source: str) -> Iterator[list[str]]:
    """Route Qt's own messages (e.g. SVG parse warnings) to ``logging`` while rendering."""
    seen: list[str] = []

    def handler(mode: QtMsgType, context: object, message: str) -> None:
        del mode, context
        seen.append(message)
        log.warning("Qt while rendering %s: %s", source, message)

    previous: Callable[..., None] | None = qInstallMessageHandler(handler)
    try:
        yield seen
    finally:
        qInstallMessageHandler(previous)


class CardRenderer:
    """Renders card faces and backs of the known decks, caching one pixmap per key."""

    def __init__(self, decks: Sequence[Deck] = (), max_items: int = 512) -> None:
        self._decks = {deck.id: deck for deck in decks}
        self._cache: dict[CacheKey, QPixmap] = {}
        self._renderers: dict[Path, QSvgRenderer | None] = {}
        self._max_items = max_items

    def set_decks(self, decks: Sequence[Deck]) -> None:
        self._decks = {deck.id: deck for deck in decks}
        self.clear()

    def clear(self) -> None:
        self._cache.clear()
        self._renderers.clear()

    def cache_size(self) -> int:
        return len(self._cache)

    def path_for(self, deck_id: str, code: str) -> Path | None:
        deck = self._decks.get(deck_id)
        if deck is None:
            return None
        if code == BACK:
            return deck.back_path()
        try:
            return deck.face_path(code)
        except KeyError:
            return None

    def pixmap(
        self,
        deck_id: str,
        code: str,
        size: QSize,
        device_pixel_ratio: float = 1.0,
        indices: bool = True,
    ) -> QPixmap:
        """The picture of ``code`` (or ``"back"``) at ``size`` logical pixels."""
        width, height = max(size.width(), 1), max(size.height(), 1)
        dpr = max(float(device_pixel_ratio), 0.1)
        key: CacheKey = (deck_id, code, bool(indices) and code != BACK, width, height, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, width, height)
        path = self.path_for(deck_id, code)
        renderer = self._renderer(path, f"{deck_id}/{code}") if path else None
        if renderer is None:
            if path is None:
                log.warning("no picture for card %s in deck %r", code, deck_id)
            draw_placeholder(painter, target, code)
        elif key[2] or not renderer.elementExists(ART_ELEMENT):
            renderer.render(painter, target)
        else:
            renderer.render(painter, ART_ELEMENT, target)
        painter.end()
        if len(self._cache) >= self._max_items:
            self._cache.pop(next(iter(self._cache)))
        self._cache[key] = pixmap
        return pixmap

    def _renderer(self, path: Path, label: str) -> QSvgRenderer | None:
        if path in self._renderers:
            return self._renderers[path]
        renderer: QSvgRenderer | None = None
        try:
            data = path.read_bytes()
            ET.fromstring(data)  # reject malformed XML before Qt sees it
        except (OSError, ET.ParseError) as exc:
            log.warning("card picture %s (%s) cannot be used: %s", label, path, exc)
        else:
            with _qt_messages_to_log(label) as messages:
                candidate = QSvgRenderer(QByteArray(data))
            if candidate.isValid() and not messages:
                renderer = candidate
            else:
                log.warning("card picture %s (%s) is not a valid SVG", label, path)
        self._renderers[path] = renderer
        return renderer


def draw_placeholder(painter: QPainter, rect: QRectF, code: str) -> None:
    """A visible stand-in for a missing card: pale card, hatched, the code in the middle."""
    radius = rect.width() * 0.05
    outline = QPainterPath()
    inner = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    outline.addRoundedRect(inner, radius, radius)
    painter.save()
    painter.fillPath(outline, QColor("#F4EFE2"))
    painter.fillPath(outline, QBrush(QColor("#C8322B"), Qt.BrushStyle.BDiagPattern))
    painter.setPen(QPen(QColor("#1B1B1B"), max(1.0, rect.width() / 80)))
    painter.drawPath(outline)
    label = rect.adjusted(rect.width() * 0.15, rect.height() * 0.4, -rect.width() * 0.15, 0)
    label.setHeight(rect.height() * 0.2)
    painter.fillRect(label, QColor("#FBF6E9"))
    painter.drawRect(label)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(label.height() * 0.6)))
    painter.setFont(font)
    painter.drawText(label, Qt.AlignmentFlag.AlignCenter, code)
    painter.restore()
