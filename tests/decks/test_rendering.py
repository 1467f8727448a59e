"""Every card renders with QSvgRenderer, without Qt warnings, and is not blank."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ciapano_qt.decks import CARD_CODES

from .conftest import ASSETS, DECK_IDS

FILES = [(deck, f"{code}.svg") for deck in DECK_IDS for code in (*CARD_CODES, "back")]


def render(path: Path, width: int, height: int, element: str | None = None) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    if element:
        renderer.render(painter, element, QRectF(0, 0, width, height))
    else:
        renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def colours(image: QImage, step: int) -> set[int]:
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


@pytest.mark.parametrize(("deck", "name"), FILES)
@pytest.mark.parametrize(("width", "height"), [(60, 100), (600, 1000)])
def test_renders_and_is_not_blank(
    qapp: object, deck: str, name: str, width: int, height: int
) -> None:
    image = render(ASSETS / deck / name, width, height)
    step = max(1, width // 60)
    seen = colours(image, step)
    assert len(seen) > 4, f"{deck}/{name} looks blank"
    centre = image.pixelColor(width // 2, height // 2)
    assert centre.alpha() == 255  # the stock covers the card


@pytest.mark.parametrize("deck", DECK_IDS)
def test_art_element_covers_the_card(qapp: object, deck: str) -> None:
    for code in CARD_CODES:
        renderer = QSvgRenderer(str(ASSETS / deck / f"{code}.svg"))
        assert renderer.elementExists("art") and renderer.elementExists("indices"), code
        assert renderer.boundsOnElement("art") == renderer.viewBoxF(), code


@pytest.mark.parametrize("deck", DECK_IDS)
def test_indices_can_be_left_out(qapp: object, deck: str) -> None:
    path = ASSETS / deck / "7S.svg"
    full = render(path, 212, 400)
    art = render(path, 212, 400, "art")
    corner = [(x, y) for x in range(6, 26) for y in range(8, 50)]
    assert any(full.pixel(x, y) != art.pixel(x, y) for x, y in corner)
    middle = [(x, y) for x in range(60, 150, 7) for y in range(150, 250, 7)]
    assert all(full.pixel(x, y) == art.pixel(x, y) for x, y in middle)
