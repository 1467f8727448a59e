"""Cards that lie square on the screen are drawn from a picture turned and scaled once: the
same place and picture as drawing them turned (issue 5: the other players' cards)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform

from ciapano_qt.ui.table.items import CardItem, quarter_turns


@pytest.mark.parametrize(
    ("transform", "turns"),
    [
        (QTransform(), 0),
        (QTransform().translate(10.5, 3), 0),
        (QTransform().scale(0.58, 0.58), 0),
        (QTransform().translate(40, 20).rotate(90).scale(0.58, 0.58), 1),
        (QTransform().rotate(180), 2),
        (QTransform().rotate(-90), 3),
        (QTransform().rotate(4), -1),
        (QTransform().rotate(90).scale(0.5, 1), -1),  # a flip under way
        (QTransform().shear(0.1, 0), -1),
    ],
)
def test_quarter_turns(transform: QTransform, turns: int) -> None:
    assert quarter_turns(transform) == turns


def picture(code: str, width: int, height: int, dpr: float) -> QPixmap:
    """A card picture whose top half is red and bottom half blue."""
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.fill(QColor("blue"))
    for y in range(image.height() // 2):
        for x in range(image.width()):
            image.setPixelColor(x, y, QColor("red"))
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


@pytest.mark.parametrize("rotation", [0, 90, 180, 270, 4])
def test_a_card_is_drawn_where_and_as_it_lies(qapp: object, rotation: int) -> None:
    item = CardItem(0, picture, str)
    item.set_size(60, 100)
    item.set_face_up(True)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(100, 100)
    painter.rotate(rotation)
    painter.scale(0.5, 0.5)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    # The card's top half (red) lies towards where its top points.
    top = QTransform().rotate(rotation).map(QPointF(0, -12))
    bottom = QTransform().rotate(rotation).map(QPointF(0, 12))
    red = image.pixelColor(round(100 + top.x()), round(100 + top.y()))
    blue = image.pixelColor(round(100 + bottom.x()), round(100 + bottom.y()))
    assert red.red() > 200 and red.blue() < 50
    assert blue.blue() > 200 and blue.red() < 50
    # The card covers 30x50 pixels (turned with it) and no more, but for its shadow.
    wide = rotation in (90, 270)
    half_w, half_h = (25, 15) if wide else (15, 25)
    assert image.pixelColor(100 + half_w - 2, 100).alpha() == 255
    assert image.pixelColor(100, 100 + half_h - 2).alpha() == 255
    assert image.pixelColor(100 - half_w - 3, 100).alpha() == 0
    assert image.pixelColor(100, 100 - half_h - 3).alpha() == 0
