"""A small picture of the table: the cloth as an oval, each seat's name round it in the order
of play, one seat at the bottom and play passing to its right (counter-clockwise on the
screen, as on the table itself).

The settings' Players page shows it with the names being typed; the "Pass to …" screen with
the person whose turn it is marked. It paints only: the words a screen reader needs are its
accessible name and description (the seats in the order of play). Names are plain text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..text.plain import shown_name
from .felt import DEFAULT_CLOTH, paint_felt

PLATE = QColor(0x1B, 0x2A, 0x22, 225)  # a seat's plate, as the table's
PLATE_TEXT = QColor(0xF4, 0xEC, 0xD4)
MARK = QColor(0xE8, 0xC3, 0x5A)  # the seat marked (whose turn it is)
NAME_CHARS = 14  # a longer name is cut with "…" on the picture (the description has it all)


def seat_angle(step: int, count: int) -> float:
    """Where the seat ``step`` places after the bottom one sits, in degrees on the screen
    (0 = right, 90 = bottom: the y axis points down): the next seat is to the right."""
    return (90.0 - step * 360.0 / max(count, 1)) % 360.0


class SeatRing(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: tuple[str, ...] = ()
        self.bottom = 0
        self.mark: int | None = None
        self.cloth = DEFAULT_CLOTH
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def set_seats(
        self,
        names: Sequence[str],
        bottom: int = 0,
        mark: int | None = None,
        cloth: str | None = None,
    ) -> None:
        """The seats' names in seat order, the seat at the bottom, the one marked (or None)."""
        self.names = tuple(shown_name(n) for n in names)
        self.bottom = bottom if 0 <= bottom < len(self.names) else 0
        self.mark = mark
        if cloth is not None:
            self.cloth = cloth
        count = len(self.names)
        order = ", ".join(self.names[(self.bottom + k) % count] for k in range(count))
        self.setAccessibleDescription(self.tr("In the order of play: %1").replace("%1", order))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 190)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 130)

    def seat_centres(self) -> list[QPointF]:
        """Each seat's plate centre (by seat number) in the widget."""
        rect = self._table()
        count = len(self.names)
        centres = [QPointF()] * count
        rx, ry = rect.width() / 2, rect.height() / 2
        for step in range(count):
            angle = math.radians(seat_angle(step, count))
            seat = (self.bottom + step) % count
            centres[seat] = QPointF(
                rect.center().x() + rx * math.cos(angle), rect.center().y() + ry * math.sin(angle)
            )
        return centres

    def _plate_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(10, min(15, round(self.height() * 0.075))))
        return font

    def _table(self) -> QRectF:
        """The oval's rectangle: room round it for half a plate on every side."""
        metrics = QFontMetrics(self._plate_font())
        pad_y = metrics.height() * 0.5 + 6
        pad_x = metrics.averageCharWidth() * NAME_CHARS * 0.5 + 8
        room = QRectF(self.rect()).adjusted(pad_x, pad_y, -pad_x, -pad_y)
        # a table's shape whatever the widget's: wider than tall, but not a thin band
        width = min(room.width(), room.height() * 2.4)
        height = min(room.height(), width * 0.62)
        rect = QRectF(0, 0, width, height)
        rect.moveCenter(room.center())
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        if not self.names:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        table = self._table()
        oval = QPainterPath()
        oval.addEllipse(table)
        painter.save()
        painter.setClipPath(oval)
        paint_felt(painter, table, self.cloth)
        painter.restore()
        painter.setPen(QPen(QColor(0, 0, 0, 90), 2))
        painter.drawEllipse(table)
        self._paint_direction(painter, table)
        font = self._plate_font()
        painter.setFont(font)
        metrics = QFontMetrics(font)
        for seat, centre in enumerate(self.seat_centres()):
            name = metrics.elidedText(
                self.names[seat],
                Qt.TextElideMode.ElideRight,
                metrics.averageCharWidth() * NAME_CHARS,
            )
            width = metrics.horizontalAdvance(name) + 14
            height = metrics.height() + 8
            plate = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
            marked = seat == self.mark
            painter.setPen(QPen(MARK, 2.5) if marked else Qt.PenStyle.NoPen)
            painter.setBrush(PLATE)
            painter.drawRoundedRect(plate, height / 2, height / 2)
            painter.setPen(MARK if marked else PLATE_TEXT)
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, name)
        painter.end()

    def _paint_direction(self, painter: QPainter, table: QRectF) -> None:
        """A faint arc in the cloth with its head to the right of the bottom seat: the way
        play goes round (counter-clockwise on the screen)."""
        inner = table.adjusted(
            table.width() * 0.28, table.height() * 0.3, -table.width() * 0.28, -table.height() * 0.3
        )
        if inner.width() < 20 or inner.height() < 12:
            return
        pen = QPen(QColor(255, 255, 255, 70), 2)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        start, span = 250.0, 220.0  # Qt's degrees: counter-clockwise from 3 o'clock, y up
        painter.drawArc(inner, round(start * 16), round(span * 16))
        end = math.radians(start + span)
        rx, ry = inner.width() / 2, inner.height() / 2
        tip = QPointF(
            inner.center().x() + rx * math.cos(end), inner.center().y() - ry * math.sin(end)
        )
        # the head points along the arc's direction at its end (counter-clockwise)
        dx, dy = -rx * math.sin(end), -ry * math.cos(end)
        length = math.hypot(dx, dy) or 1.0
        dx, dy = dx / length * 8, dy / length * 8
        head = QPainterPath(tip)
        head.lineTo(tip.x() - dx - dy * 0.6, tip.y() - dy + dx * 0.6)
        head.moveTo(tip)
        head.lineTo(tip.x() - dx + dy * 0.6, tip.y() - dy - dx * 0.6)
        painter.drawPath(head)
