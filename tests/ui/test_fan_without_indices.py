"""Without corner indices a card is told only by its face, so the player's fan spreads wider,
as far as the room between the name plate and the pile allows (issue 17 item 11)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtWidgets import QApplication

from ciapano_qt.ui.table.layout import FAN_TILT, TableLayout

from .conftest import start_human_match

SCENES = [(800, 510), (1024, 680), (1280, 712), (1920, 990), (2560, 1350)]


def _step(fan: list) -> float:  # type: ignore[type-arg]
    return fan[1][0].x() - fan[0][0].x() if len(fan) > 1 else 0.0


@pytest.mark.parametrize(("w", "h"), SCENES)
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 8])
def test_the_wide_fan_is_wider_and_stays_in_its_room(w: int, h: int, n: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    left, right = lay.fan_room()  # past the plate, the pile and its counter; the edge
    for count in range(2, 15):
        normal, wide = lay.human_hand(count), lay.human_hand(count, wide=True)
        assert _step(wide) >= _step(normal) - 1e-9, (w, h, n, count)
        assert _step(wide) <= lay.card_w * 1.0 + 1e-9  # side by side at most, never apart
        mid = (count - 1) / 2
        tilt = math.radians(mid * FAN_TILT)
        outer = lay.card_w / 2 * math.cos(tilt) + lay.card_h / 2 * math.sin(tilt)
        # the end cards stay in the room, as the normal fan does
        assert wide[0][0].x() - outer >= left - 1e-6 or _step(wide) == _step(normal)
        assert wide[-1][0].x() + outer <= right + 1e-6 or _step(wide) == _step(normal)


def test_a_full_hand_at_1920_lies_side_by_side(qapp) -> None:  # type: ignore[no-untyped-def]
    """By hand, 1920x990, four seats, ten cards: a card 198 px high and 110.9 wide, the plate
    two cards wide (221.8) from 38.4, so its right edge at 260.2; the pile (half a card,
    27.7 wide) 12 beyond it, its centre at 299.9; its counter's centre a third of a card
    (35.5) right of that, 17 wide each side: the room starts at 352.4. From the middle (960)
    that is 607.6 (the table's edge, 8 from 1920, is farther), less a tenth of a card and 8:
    588.5; the end card's half width at a 4.5 * 1.6° tilt is 55.4 * cos 7.2° + 99 *
    sin 7.2° = 67.4, so (588.5 - 67.4) / 4.5 = 115.8 a step would fit: the wide fan takes a
    whole card (110.9), the normal one 0.65 of a card (72.1, its most for ten cards, under
    (1440 - 110.9) / 9 = 147.7: the fan at most three quarters of the table)."""
    lay = TableLayout(QSizeF(1920, 990), 4, 0)
    assert lay.card_h == pytest.approx(198.0)
    assert _step(lay.human_hand(10, wide=True)) == pytest.approx(lay.card_w)
    assert _step(lay.human_hand(10)) == pytest.approx(lay.card_w * 0.65)


def test_turning_the_indices_off_spreads_the_hand(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    window.resize(1920, 1080)
    start_human_match(window, seed=5)
    qtbot.waitUntil(window.session.is_human_turn, timeout=10_000)
    scene = window.scene

    def step() -> float:
        cards = scene.human_cards()
        a, b = scene.items_by_card[cards[0]], scene.items_by_card[cards[1]]
        return b.pos().x() - a.pos().x()

    before = step()
    settings.set("table/indices", False)
    QApplication.processEvents()
    assert step() > before * 1.3
    settings.set("table/indices", True)
    QApplication.processEvents()
    assert step() == pytest.approx(before)
