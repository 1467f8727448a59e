"""Graphics items of the table: cards, name plates and text pills.

Cards are ``QGraphicsObject``s, so ``pos``, ``rotation``, ``scale`` and ``opacity`` animate with
``QPropertyAnimation``; ``turn`` animates a flip (the card narrows, changes face, widens).
Pictures come from a callable ``pixmap(code, width, height, dpr) -> QPixmap`` (``"back"`` for
the back), so the item does not care which renderer or deck draws them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import CARDS
from .card_renderer import CORNER

PixmapSource = Callable[[str, int, int, float], QPixmap]

GOLD = QColor("#F2C14E")
TEAM_COLOURS = (  # two against two: the chip of team A, of team B (fill, letter)
    (QColor("#2F6DB5"), QColor("#FFFFFF")),
    (QColor("#B5452F"), QColor("#FFFFFF")),
)
FOCUS = QColor("#7FD3FF")
FOCUS_EDGE = QColor(4, 22, 40, 220)


class CardItem(QGraphicsObject):
    """One card. ``face_up`` says which side shows; ``accessible_name`` what a reader says."""

    clicked = Signal(int)
    doubleClicked = Signal(int)
    hovered = Signal(int, bool)

    def __init__(self, card: int, source: PixmapSource, name: Callable[[int], str]) -> None:
        super().__init__()
        self.card = card
        self.code = CARDS[card].code
        self._source = source
        self._name = name
        self._w, self._h = 60.0, 107.0
        self._face_up = False
        self._shown_before = False
        self._turn = 1.0
        self.dimmed = False
        self.interactive = False
        self.focused = False
        self.highlighted = False
        self._hover = False
        self.dpr = 1.0
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # Geometry and state -----------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        """Show a side at once (no flip)."""
        self._face_up = self._shown_before = up
        self._turn = 1.0
        self.update()
        self._update_tip()

    def begin_turn(self, up: bool) -> None:
        """Prepare a flip to ``up``: animate ``turn`` from 0 to 1 afterwards."""
        self._shown_before = self._face_up
        self._face_up = up
        self._turn = 0.0
        self._update_tip()

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def accessible_name(self) -> str:
        return self._name(self.card) if self._face_up else self._name(-1)

    def _update_tip(self) -> None:
        self.setToolTip(self._name(self.card) if self._face_up else "")

    def set_flags(self, *, dimmed: bool, interactive: bool) -> None:
        if (dimmed, interactive) != (self.dimmed, self.interactive):
            self.dimmed, self.interactive = dimmed, interactive
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def lift(self) -> float:
        return self._h * 0.12 if (self.interactive and (self._hover or self.focused)) else 0.0

    # Painting ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        w, h = self._w, self._h
        m = max(3.0, w * 0.055) + 6  # room for the focus ring
        return QRectF(-w / 2 - m, -h / 2 - h * 0.13 - m, w + 2 * m + 2, h * 1.13 + 2 * m + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        w, h = self._w, self._h
        showing_face = self._face_up if self._turn >= 0.5 else self._shown_before
        sx = abs(math.cos(math.pi * self._turn))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(0, -self.lift())
        painter.scale(max(sx, 0.02), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * CORNER
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(w * 0.025, w * 0.04), radius, radius)
        pixmap = self._source(self.code if showing_face else "back", round(w), round(h), self.dpr)
        # The picture's corners are rounded in the picture itself (card_renderer.CORNER).
        turns = quarter_turns(painter.worldTransform())
        if turns >= 0:
            _draw_upright(painter, rect, pixmap, turns)
        else:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setBrush(QColor(10, 30, 18, 96))
            painter.drawRoundedRect(rect, radius, radius)
        if self.highlighted:
            painter.setPen(QPen(GOLD, max(2.0, w * 0.045)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.focused:  # a bright ring on a dark one: visible on the felt and on the cards
            ring = max(3.0, w * 0.055)
            edge = rect.adjusted(-ring / 2 - 1, -ring / 2 - 1, ring / 2 + 1, ring / 2 + 1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_EDGE, ring + 3))
            painter.drawRoundedRect(edge, radius + ring / 2, radius + ring / 2)
            painter.setPen(QPen(FOCUS, ring))
            painter.drawRoundedRect(edge, radius + ring / 2, radius + ring / 2)
        painter.restore()

    # Mouse ------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: object) -> None:
        self._hover = True
        self.update()
        self.hovered.emit(self.card, True)

    def hoverLeaveEvent(self, event: object) -> None:
        self._hover = False
        self.update()
        self.hovered.emit(self.card, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.doubleClicked.emit(self.card)


class SeatPlate(QGraphicsObject):
    """A player's name, running total and tricks; the dealer chip; the turn shown in gold."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.detail = ""
        self.active = False
        self.dealer = False
        self.out = False
        self.winner = False
        self.dealer_text = "D"
        self.team = ""  # two against two: the team's letter, shown in a coloured chip
        self.team_index = -1
        self._w, self._h = 160.0, 48.0

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, height

    def set_state(self, **values: object) -> None:
        for key, value in values.items():
            setattr(self, key, value)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 10, -self._h / 2 - 14, self._w + 24, self._h + 24)

    def text_width(self) -> float:
        """The width the name and the detail line may take inside the plate."""
        return self._w - self._h * 0.7

    @staticmethod
    def name_font(height: float) -> QFont:
        font = QFont()
        font.setPixelSize(max(12, round(height * 0.33)))
        font.setBold(True)
        return font

    @staticmethod
    def width_for(name: str, height: float) -> float:
        """How wide a plate of ``height`` is to show the whole of ``name``."""
        return QFontMetricsF(SeatPlate.name_font(height)).horizontalAdvance(name) + height * 0.7 + 6

    def shown_name(self) -> str:
        """The name as the plate shows it: whole, or cut with an ellipsis when too long."""
        metrics = QFontMetricsF(self.name_font(self._h))
        width = self._w - self._h * 0.7
        return metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, width)

    def detail_fit(self, width: float) -> tuple[QFont, str]:
        """The detail line ("Away · Out · Points: 12" in German is long) in letters small
        enough for ``width``, down to 8 px, and cut with an ellipsis only past that."""
        font = QFont()
        pixels = max(10, round(self._h * 0.26))
        while True:
            font.setPixelSize(pixels)
            metrics = QFontMetricsF(font)
            if metrics.horizontalAdvance(self.detail) <= width or pixels <= 8:
                break
            pixels -= 1
        return font, metrics.elidedText(self.detail, Qt.TextElideMode.ElideRight, width)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        w, h = self._w, self._h
        rect = QRectF(-w / 2, -h / 2, w, h)
        r = h * 0.32
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            for i, alpha in ((7, 30), (4, 55), (2, 90)):
                painter.setPen(QPen(QColor(242, 193, 78, alpha), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-i, -i, i, i), r + i, r + i)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(18, 34, 24, 215))
        grad.setColorAt(1, QColor(8, 18, 12, 215))
        painter.setBrush(QBrush(grad))
        border = GOLD if self.active else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 2.2 if self.active else 1.0))
        painter.drawRoundedRect(rect, r, r)
        name_font = self.name_font(h)
        text_rect = rect.adjusted(h * 0.35, h * 0.08, -h * 0.35, -h * 0.08)
        detail_font, detail = self.detail_fit(text_rect.width())
        painter.setFont(name_font)
        colour = QColor("#F6F1E1") if not self.out else QColor(200, 200, 200, 140)
        painter.setPen(GOLD if self.winner else colour)
        name = self.shown_name()
        top = QRectF(text_rect.left(), text_rect.top(), text_rect.width(), text_rect.height() / 2)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(detail_font)
        painter.setPen(QColor(230, 226, 210, 200 if not self.out else 120))
        bottom = top.translated(0, text_rect.height() / 2)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, detail)
        if self.dealer:
            d = h * 0.42
            chip = QRectF(rect.right() - d * 0.7, rect.top() - d * 0.3, d, d)
            painter.setPen(QPen(QColor("#3A2A10"), 1.2))
            painter.setBrush(QColor("#F2E3B3"))
            painter.drawEllipse(chip)
            f = QFont()
            f.setPixelSize(max(9, round(d * 0.55)))
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(QColor("#3A2A10"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.dealer_text)
        if self.team:  # the partners' sign: a letter in a chip of the team's colour
            d = h * 0.42
            chip = QRectF(rect.left() - d * 0.3, rect.top() - d * 0.3, d, d)
            fill, ink = TEAM_COLOURS[self.team_index % len(TEAM_COLOURS)]
            painter.setPen(QPen(QColor("#F6F1E1"), 1.2))
            painter.setBrush(fill)
            painter.drawRoundedRect(chip, d * 0.2, d * 0.2)
            f = QFont()
            f.setPixelSize(max(9, round(d * 0.6)))
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(ink)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.team)


class Pill(QGraphicsObject):
    """A rounded label: banners in the middle of the table, counters, "Removed", "Monte"."""

    def __init__(self, pixel_size: int = 16, strong: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.pixel_size = pixel_size
        self.strong = strong
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _font(self) -> QFont:
        f = QFont()
        f.setPixelSize(self.pixel_size)
        f.setBold(self.strong)
        return f

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))

    def set_pixel_size(self, size: int) -> None:
        self.prepareGeometryChange()
        self.pixel_size = size

    def boundingRect(self) -> QRectF:
        m = QFontMetricsF(self._font())
        w = m.horizontalAdvance(self.text) + self.pixel_size * 1.6
        h = m.height() + self.pixel_size * 0.7
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 70 if not self.strong else 110), 1))
        painter.setBrush(QColor(6, 16, 10, 200 if self.strong else 150))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("#F8F3E3"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


_QUARTERS = ((1, 0, 0, 1), (0, 1, -1, 0), (-1, 0, 0, -1), (0, -1, 1, 0))  # (m11 .. m22) / scale


def quarter_turns(t: QTransform) -> int:
    """0 to 3 when ``t`` turns by that many quarters, with any move and the same scale both
    ways but no shearing or perspective; else -1."""
    if t.m13() != 0 or t.m23() != 0:
        return -1
    a, b, c, d = t.m11(), t.m12(), t.m21(), t.m22()
    scale = math.hypot(a, b)
    if scale < 1e-6:
        return -1
    for turns, (qa, qb, qc, qd) in enumerate(_QUARTERS):  # written out: every card painted
        if (
            abs(a - qa * scale) < 1e-9
            and abs(b - qb * scale) < 1e-9
            and abs(c - qc * scale) < 1e-9
            and abs(d - qd * scale) < 1e-9
        ):
            return turns
    return -1


_UPRIGHT: dict[tuple[int, int, int, int], QPixmap] = {}
"""Pictures turned and scaled as the screen shows them: (picture, turns, width, height)."""


def _draw_upright(painter: QPainter, rect: QRectF, pixmap: QPixmap, turns: int) -> None:
    """Draw a card that lies square on the screen (upright or at a quarter, half or
    three-quarter turn, at any scale) from its picture turned and scaled once, pixel for
    pixel, without turning or scaling the painter: Qt's smooth drawing of a turned and
    scaled picture costs up to 15 times as much, and the other players' cards lie so."""
    target = painter.worldTransform().mapRect(rect)
    dpr = pixmap.devicePixelRatio()
    key = (pixmap.cacheKey(), turns, round(target.width() * dpr), round(target.height() * dpr))
    upright = _UPRIGHT.get(key)
    if upright is None:
        if len(_UPRIGHT) >= 64:
            _UPRIGHT.clear()
        upright = pixmap.transformed(QTransform().rotate(90 * turns)).scaled(
            key[2],
            key[3],
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        upright.setDevicePixelRatio(dpr)
        _UPRIGHT[key] = upright
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(target.topLeft(), upright)
    painter.restore()


def point(x: float, y: float) -> QPointF:
    return QPointF(x, y)
