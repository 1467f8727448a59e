"""The Qt card renderer: cached pixmaps, indices on/off, placeholders for missing files."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from ciapano_qt.decks import load_decks
from ciapano_qt.ui.table.card_renderer import CardRenderer

from .conftest import ASSETS

SIZE = QSize(106, 200)


def distinct(image: QImage) -> int:
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    )


def test_pixmaps_are_cached(qapp: object) -> None:
    renderer = CardRenderer(load_decks(ASSETS).decks)
    first = renderer.pixmap("milanese", "RD", SIZE, 1.0)
    again = renderer.pixmap("milanese", "RD", SIZE, 1.0)
    assert first.cacheKey() == again.cacheKey()
    assert renderer.cache_size() == 1
    hi_dpi = renderer.pixmap("milanese", "RD", SIZE, 2.0)
    assert hi_dpi.cacheKey() != first.cacheKey()
    assert hi_dpi.width() == 212 and hi_dpi.devicePixelRatio() == 2.0
    no_indices = renderer.pixmap("milanese", "RD", SIZE, 1.0, indices=False)
    assert no_indices.cacheKey() != first.cacheKey()
    assert no_indices.toImage() != first.toImage()
    assert renderer.cache_size() == 3


def test_backs_and_faces_render(qapp: object) -> None:
    renderer = CardRenderer(load_decks(ASSETS).decks)
    for deck in ("milanese", "bergamasche"):
        for code in ("AD", "CC", "back"):
            assert distinct(renderer.pixmap(deck, code, SIZE).toImage()) > 4


def test_missing_file_draws_placeholder(
    qapp: object, assets_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    decks = load_decks(assets_copy).decks
    (assets_copy / "bergamasche" / "CC.svg").unlink()
    renderer = CardRenderer(decks)
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.table.card_renderer"):
        pixmap = renderer.pixmap("bergamasche", "CC", SIZE)
    assert not pixmap.isNull()
    assert distinct(pixmap.toImage()) > 2
    assert "CC" in caplog.text


def test_broken_file_draws_placeholder(
    qapp: object, assets_copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    decks = load_decks(assets_copy).decks
    (assets_copy / "milanese" / "7B.svg").write_text("<svg><g id='art'>", encoding="utf-8")
    (assets_copy / "milanese" / "back.svg").write_text("not svg at all", encoding="utf-8")
    renderer = CardRenderer(decks)
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ui.table.card_renderer"):
        for code in ("7B", "back"):
            assert distinct(renderer.pixmap("milanese", code, SIZE).toImage()) > 2
    assert "7B" in caplog.text and "back" in caplog.text


def test_unknown_deck_or_code(qapp: object, caplog: pytest.LogCaptureFixture) -> None:
    renderer = CardRenderer(load_decks(ASSETS).decks)
    with caplog.at_level(logging.WARNING):
        assert not renderer.pixmap("nope", "AD", SIZE).isNull()
        assert not renderer.pixmap("milanese", "ZZ", SIZE).isNull()
    assert "nope" in caplog.text and "ZZ" in caplog.text
