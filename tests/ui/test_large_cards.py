"""Large cards: where they are used, and that the table's geometry holds with them.

The geometry checks are the table's own (tests/ui/test_layout_table.py: trick indices in sight,
the trick clear of the hands, the fan off the plate and the pile, plates on the table and clear
of the cards, six to eight seats in their blocks, the cards set apart), run again with every
layout built at the large scale, on every table size large cards are used on: from the
smallest (``LARGE_MIN``) through a 1280x800 window to 4K.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF

from ciapano_qt.ui.table import layout
from ciapano_qt.ui.table.layout import (
    LARGE_MIN,
    LARGE_SCALES,
    PILE_SCALE,
    TableLayout,
    card_scale,
)

from . import test_layout_table as geometry
from . import test_table_geometry as texts

CHROME = 70  # the menu bar, toolbar and status line round the table (offscreen)
LARGE_SIZES = [
    (int(LARGE_MIN[0]), int(LARGE_MIN[1])),
    (1152, 720 - CHROME),  # the first window on a 1280x800 screen (90% of it)
    (1152, 691 - CHROME - 20),  # the same under a top bar, with larger menus and toolbar
    (1280, 800 - CHROME),  # a 1280x800 window
    (1280, 800 - CHROME - 28),  # maximised on a 1280x800 screen, under a title bar
    (1366, 768 - CHROME),
    (1440, 900 - CHROME),
    (1920, 1080 - CHROME),
    (2560, 1440 - CHROME),
    (3840, 2160 - CHROME),
]
SEATS = [2, 3, 4, 5, 6, 7, 8]
LARGE_SEATS = sorted(LARGE_SCALES)  # six to eight seats keep the normal size


def test_large_cards_are_used_from_1280x800_and_not_below() -> None:
    for n in SEATS:
        for w, h in LARGE_SIZES:
            scale = card_scale(QSizeF(w, h), n, large=True)
            assert scale == (1.0 if n >= 6 else LARGE_SCALES[n]), (n, w, h)
            assert card_scale(QSizeF(w, h), n, large=False) == 1.0
        for w, h in [(1024, 768 - CHROME), (1280, 560), (800, 600), (1100, 2000)]:
            assert card_scale(QSizeF(w, h), n, large=True) == 1.0, (w, h)
    assert min(LARGE_SCALES.values()) >= 1.12  # noticeably larger


def test_large_cards_are_larger() -> None:
    for n, scale in LARGE_SCALES.items():
        for w, h in LARGE_SIZES:
            normal = TableLayout(QSizeF(w, h), n, 0)
            large = TableLayout(QSizeF(w, h), n, 0, scale=scale)
            assert large.card_h == pytest.approx(normal.card_h * scale)
            assert large.card_w == pytest.approx(normal.card_w * scale)


def _large_layout(size: QSizeF, n_seats: int, bottom: int) -> TableLayout:
    scale = card_scale(size, n_seats, large=True)
    assert scale == LARGE_SCALES[n_seats]
    return layout.TableLayout(size, n_seats, bottom, scale=scale)


@pytest.fixture
def large(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every layout the geometry checks build is one with large cards."""
    monkeypatch.setattr(geometry, "TableLayout", _large_layout)
    monkeypatch.setattr(texts, "TableLayout", _large_layout)


@pytest.mark.parametrize("n", LARGE_SEATS)
@pytest.mark.parametrize(("w", "h"), LARGE_SIZES)
def test_large_cards_keep_the_tables_geometry(qapp, large: None, n: int, w: int, h: int) -> None:  # type: ignore[no-untyped-def]
    geometry.test_trick_cards_never_cover_a_corner_index(n, w, h)
    geometry.test_trick_stays_clear_of_the_hands(n, w, h)
    geometry.test_the_fan_keeps_off_the_plate_and_the_pile(n, w, h)
    geometry.test_plates_lie_on_the_table_clear_of_the_cards(n, w, h)
    if n >= 3:
        geometry.test_the_cards_set_apart_lie_apart_with_their_indices_in_sight(n, w, h)
    if n == 3:
        texts.test_three_players_cards_set_apart_lie_above_the_trick_oval(qapp, w, h)
        for dealer in range(3):
            texts.test_the_discard_label_lies_clear_of_the_hands(qapp, w, h, dealer)
    lay = _large_layout(QSizeF(w, h), n, 0)
    table = QRectF(0, 0, w, h)
    for seat in range(n):  # each pile and a dealer's discard, turned any way, on the table
        for pos in (lay.pile(seat, 0)[0], lay.discard(seat)):
            half = lay.card_h * PILE_SCALE / 2
            assert table.contains(QRectF(pos.x() - half, pos.y() - half, 2 * half, 2 * half))


@pytest.mark.parametrize(
    ("n", "teams"), [(2, False), (3, False), (4, False), (4, True), (5, False)]
)
def test_with_large_cards_no_table_text_covers_a_plate(
    qtbot, window, settings, language, n: int, teams: bool
) -> None:  # type: ignore[no-untyped-def]
    """The table's text check (tests/ui/test_table_geometry.py: the longest texts of every
    language, 800x600 to 2560x1440) with large cards asked for: used from 1280x800 on."""
    from . import test_table_geometry as texts

    settings.set("table/large_cards", True)
    texts.test_no_table_text_covers_a_plate(qtbot, window, language, n, teams)
    assert window.scene.placement.layout.scale == LARGE_SCALES.get(n, 1.0)  # at 2560x1440
