"""Table cloth, card back and large cards: kept in the settings (a bad stored value falls back),
switched mid-match, and what the table then draws."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ciapano_qt.engine import Rules
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.table import felt
from ciapano_qt.ui.table.layout import LARGE_SCALES
from ciapano_qt.ui.text import cardnames

from .conftest import start_human_match

BACKS = ("scozzese", "stelle", "rombi")


def test_the_catalogue_offers_three_backs_and_four_cloths() -> None:
    assert cardnames.catalogue().back_ids() == BACKS
    assert set(felt.CLOTHS) == {"green", "blue", "burgundy", "brown"}


@pytest.mark.parametrize(
    ("key", "values"),
    [
        ("table/back", ("deck", *BACKS)),
        ("table/cloth", tuple(felt.CLOTHS)),
        ("table/large_cards", (True, False)),
    ],
)
def test_each_setting_round_trips(tmp_path: Path, key: str, values: tuple[object, ...]) -> None:
    path = str(tmp_path / "ciapano.ini")
    for value in values:
        Settings(QSettings(path, QSettings.Format.IniFormat)).set(key, value)
        again = Settings(QSettings(path, QSettings.Format.IniFormat))  # as at the next start
        assert again.get(key) == value
        assert key not in again.fallbacks


@pytest.mark.parametrize(
    ("key", "bad", "default"),
    [
        ("table/back", "tartan-of-nobody", "deck"),
        ("table/back", "back", "deck"),
        ("table/cloth", "purple", "green"),
        ("table/cloth", "7", "green"),
        ("table/large_cards", "maybe", False),
        ("table/large_cards", "2", False),
    ],
)
def test_a_bad_stored_value_falls_back(
    qtbot, tmp_path: Path, key: str, bad: str, default: object
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.mainwindow import MainWindow

    path = tmp_path / "ciapano.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue(key, bad)
    store.sync()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.get(key) == default
    assert key in settings.fallbacks
    with pytest.raises(ValueError):
        settings.set(key, bad)
    window = MainWindow(settings)  # starts with the default, no crash
    qtbot.addWidget(window)
    assert window.art.back_id == settings.get("table/back")
    assert window.scene.cloth == settings.get("table/cloth")
    assert window.scene.placement.large is settings.get("table/large_cards")


def _face_down_item(window):  # type: ignore[no-untyped-def]
    return next(
        item
        for item in window.scene.items_by_card.values()
        if item.isVisible() and not item.face_up
    )


def _paint(item) -> QImage:  # type: ignore[no-untyped-def]
    """The item as the scene paints it, upright, on a transparent image."""
    rect = item.boundingRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _mean(image: QImage, box: QRectF) -> tuple[float, float, float]:
    """The mean colour of ``image`` over ``box``."""
    total = [0.0, 0.0, 0.0]
    count = 0
    for y in range(round(box.top()), round(box.bottom())):
        for x in range(round(box.left()), round(box.right())):
            c = image.pixelColor(x, y)
            total[0] += c.red()
            total[1] += c.green()
            total[2] += c.blue()
            count += 1
    return (total[0] / count, total[1] / count, total[2] / count)


def _card_mean(item, image: QImage) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    """The mean colour of the card's middle (its inner three fifths) as painted."""
    rect = item.boundingRect()
    w, h = item._w, item._h
    return _mean(image, QRectF(-rect.left() - w * 0.3, -rect.top() - h * 0.3, w * 0.6, h * 0.6))


def _svg_mean(path: Path, w: float, h: float) -> tuple[float, float, float]:
    image = QImage(round(w), round(h), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    QSvgRenderer(str(path)).render(painter, QRectF(0, 0, round(w), round(h)))
    painter.end()
    return _mean(image, QRectF(w * 0.2, h * 0.2, w * 0.6, h * 0.6))


def test_the_back_switches_mid_match(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    qtbot.waitUntil(lambda: not window.scene.queue.busy)
    item = _face_down_item(window)
    assert window.art.art_id("back") == "milanese/back"
    before = _paint(item)
    for back in BACKS:
        settings.set("table/back", back)
        assert window.art.art_id("back") == f"_backs/{back}"
        assert window.art.art_id("AD") == "milanese/AD"  # the faces stay the deck's
        now = _paint(item)
        assert now != before
        # the card's middle is, in the mean, that back's picture
        path = cardnames.catalogue().back(back).path  # type: ignore[union-attr]
        expected = _svg_mean(path, item._w, item._h)
        got = _card_mean(item, now)
        assert max(abs(a - b) for a, b in zip(got, expected, strict=True)) < 12, (back, got)
        before = now
    settings.set("table/deck", "bergamasche")  # a chosen back goes with either deck
    assert window.art.art_id("back") == "_backs/rombi"
    settings.set("table/back", "deck")
    assert window.art.art_id("back") == "bergamasche/back"


def _background(window) -> QColor:  # type: ignore[no-untyped-def]
    scene = window.scene
    rect = scene.sceneRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.drawBackground(painter, rect)
    painter.end()
    return image.pixelColor(round(rect.width() / 2), round(rect.height() * 0.45))


def test_the_cloth_switches_mid_match(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    seen = set()
    for cloth in ("blue", "burgundy", "brown", "green"):
        settings.set("table/cloth", cloth)
        assert window.scene.cloth == cloth
        got, want = _background(window), felt.centre_colour(cloth)
        assert abs(got.red() - want.red()) + abs(got.green() - want.green()) < 24, cloth
        assert abs(got.blue() - want.blue()) < 16, cloth
        seen.add(got.name())
    assert len(seen) == 4

    # the view keeps its background in a cache: what it shows changes at once too
    def shown() -> QColor:
        image = window.view.viewport().grab().toImage()
        return image.pixelColor(image.width() // 2, round(image.height() * 0.45))

    before = shown()
    settings.set("table/cloth", "blue")
    after, want = shown(), felt.centre_colour("blue")
    assert after != before
    assert abs(after.blue() - want.blue()) < 16 and abs(after.red() - want.red()) < 16


def _card_polygons(scene, seats):  # type: ignore[no-untyped-def]
    """Every card of the hands of ``seats``, as painted (rotated and scaled)."""
    place = scene.placement
    out = []
    for seat in seats:
        for card in place.hands.get(seat, []):
            item = scene.items_by_card[card]
            w, h = item._w, item._h
            out.append(item.mapToScene(QPolygonF(QRectF(-w / 2, -h / 2, w, h))))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_large_cards_mid_match_at_1280x800(qtbot, window, settings, players: int) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.view.viewport().width() == 1280)
    start_human_match(window, Rules(players=players))
    qtbot.waitUntil(lambda: not window.scene.queue.busy)
    scene = window.scene
    viewer = scene.placement.bottom
    item = scene.items_by_card[scene.placement.hands[viewer][0]]
    normal = item._h
    settings.set("table/large_cards", True)
    assert scene.placement.layout.scale == LARGE_SCALES[players]
    assert item._h == pytest.approx(normal * LARGE_SCALES[players])  # at once, mid-match
    plates = [p.mapToScene(p.boundingRect()) for p in scene.decor.plates]
    table = QPolygonF(QRectF(0, 0, scene.sceneRect().width(), scene.sceneRect().height()))
    for seat in range(players):
        cards = _card_polygons(scene, [seat])
        others = _card_polygons(scene, [s for s in range(players) if s != seat])
        for card in cards:
            assert table.boundingRect().contains(card.boundingRect()), seat
            assert not any(not card.intersected(o).isEmpty() for o in others), seat
            for plate in plates:
                assert card.intersected(plate).isEmpty(), seat
    for i, plate in enumerate(plates):
        assert all(plate.intersected(p).isEmpty() for p in plates[i + 1 :])
    settings.set("table/large_cards", False)
    assert item._h == pytest.approx(normal)


def test_large_cards_keep_the_normal_size_where_they_do_not_fit(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 768)
    start_human_match(window)
    qtbot.waitUntil(lambda: not window.scene.queue.busy)
    scene = window.scene
    item = scene.items_by_card[scene.placement.hands[scene.placement.bottom][0]]
    normal = item._h
    settings.set("table/large_cards", True)
    assert scene.placement.layout.scale == 1.0 and item._h == normal
    window.resize(1280, 800)  # room now: large
    qtbot.waitUntil(lambda: scene.placement.layout.scale > 1.0)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: scene.placement.layout.scale == 1.0)
    assert QPointF(item.pos()).y() < scene.sceneRect().height()


def test_the_table_page_chooses_them_and_the_table_follows(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

    start_human_match(window)
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    looks = dialog.table_page.looks
    assert looks.back.currentData() == "deck" and looks.cloth.currentData() == "green"
    assert [looks.back.itemData(i) for i in range(looks.back.count())] == ["deck", *BACKS]
    assert looks.preview_art() == "milanese/back"
    looks.back.setCurrentIndex(looks.back.findData("stelle"))
    assert looks.preview_art() == "_backs/stelle"  # the preview follows the choice
    first = looks.preview.pixmap().toImage()
    looks.cloth.setCurrentIndex(looks.cloth.findData("blue"))
    assert looks.preview.pixmap().toImage() != first
    looks.large.setChecked(True)
    assert "1280" in looks.note.text()
    assert window.art.back_id == "deck"  # nothing changes before Apply
    assert dialog.apply()
    assert settings.get("table/back") == "stelle"
    assert settings.get("table/cloth") == "blue" and settings.get("table/large_cards")
    assert window.art.art_id("back") == "_backs/stelle"
    assert window.scene.cloth == "blue" and window.scene.placement.large
    again = SettingsDialog(settings, window)  # the page loads what was saved
    qtbot.addWidget(again)
    assert again.table_page.looks.back.currentData() == "stelle"
    assert again.table_page.looks.cloth.currentData() == "blue"
    assert again.table_page.looks.large.isChecked()


def test_the_page_says_when_large_cards_do_not_fit_now(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

    start_human_match(window)
    room = "no room for them now"
    for size, fits in (((1024, 768), False), ((1280, 800), True)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.view.viewport().width() == size[0])
        assert window.scene.large_cards_fit() is fits
        dialog = SettingsDialog(settings, window, window.scene.large_cards_fit)
        qtbot.addWidget(dialog)
        looks = dialog.table_page.looks
        assert room not in looks.note.text()  # not asked for: nothing to say
        looks.large.setChecked(True)
        assert (room in looks.note.text()) is not fits
        assert looks.large.accessibleDescription() == looks.note.text()


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_the_note_keeps_its_room_at_the_minimum_size(qtbot, settings, language, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The note's wrapped lines lie wholly in its label, above the next row of the page."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtWidgets import QApplication

    from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

    language.set_language(lang)
    settings.set("table/large_cards", True)
    dialog = SettingsDialog(settings, None, lambda: False)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(2):
        dialog.resize(dialog.minimumSizeHint())
        QApplication.processEvents()
    page = dialog.table_page
    note = page.looks.note
    width = note.contentsRect().width()
    lines = note.fontMetrics().boundingRect(
        QRect(0, 0, width, 0), int(Qt.TextFlag.TextWordWrap), note.text()
    )
    assert lines.height() <= note.contentsRect().height()
    bottom = note.mapTo(page, note.rect().bottomLeft()).y()
    assert bottom < page.speed.mapTo(page, page.speed.rect().topLeft()).y()
    preview = page.looks.preview
    assert (
        preview.mapTo(page, preview.rect().bottomLeft()).y()
        < page.speed.mapTo(page, page.speed.rect().topLeft()).y()
    )
