"""Long names on the table: a plate grows to show a whole name where the table has room.

A name may be 24 letters long ("Massimiliano Bartolomeo", "Anna-Lena Schmidt"); the plate
is as wide as its name needs, from its usual width up to its room (``TableLayout``'s
``plate_room``), and the table is laid out round it.
The table's geometry checks (tests/ui/test_layout_table.py and test_table_geometry.py) run
again with every plate as wide as it may grow; a table of six at 1280x800 shows every name
whole (it cut "Anna-Lena Schmidt" to "Anna-Lena …").
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.table import layout
from ciapano_qt.ui.table.layout import TableLayout

from . import test_layout_table as geometry
from . import test_table_geometry as texts

NAMES = [
    "Maximilian Feuerbach",
    "Anna-Lena Schmidt",
    "Bartholomäus Müller",
    "Carla",
    "Massimiliano Bartolomeo",
    "Eleonora",
    "Franca Rossi-Bianchi",
    "Ida",
]
SIZES = [(800, 530), (1024, 698), (1280, 730), (1920, 1010), (2560, 1370)]


def _widest(size: QSizeF, n_seats: int, bottom: int, scale: float = 1.0) -> TableLayout:
    return layout.TableLayout(size, n_seats, bottom, scale, names=lambda seat, h: 1e6)


@pytest.fixture
def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every layout the geometry checks build has every plate as wide as it may grow."""
    monkeypatch.setattr(geometry, "TableLayout", _widest)
    monkeypatch.setattr(texts, "TableLayout", _widest)


def test_a_plate_grows_within_its_room() -> None:
    size = QSizeF(1280, 730)
    lay = TableLayout(size, 4, 0, names=lambda seat, h: (100.0, 200.0, 1e6, 0.0)[seat])
    # By hand: four seats, a card 0.2 of 730 high (146), 81.76 wide; a plate two cards wide
    # (163.52, wider than 150), 0.36 of a card high (52.56); its room 0.2 of 1280 (256,
    # under 5.6 plate heights, 294.3).
    base = lay.plate_size.width()
    assert base == pytest.approx(163.52) and lay.plate_room == pytest.approx(256.0)
    widths = [lay.plate_width(s) for s in range(4)]
    assert widths == pytest.approx([163.52, 200.0, 256.0, 163.52])
    assert TableLayout(QSizeF(800, 530), 6, 0, names=lambda s, h: 1e6).plate_room == 160.0


@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_wide_plates_keep_the_tables_geometry(qapp, wide: None, n: int, w: int, h: int) -> None:  # type: ignore[no-untyped-def]
    geometry.test_trick_stays_clear_of_the_hands(n, w, h)
    geometry.test_the_fan_keeps_off_the_plate_and_the_pile(n, w, h)
    geometry.test_plates_lie_on_the_table_clear_of_the_cards(n, w, h)
    if n >= 6:
        for count in (5, 10, 14):
            geometry.test_many_seats_keep_every_hand_in_its_block(n, w, h, count)
    if n >= 3:
        geometry.test_the_cards_set_apart_lie_apart_with_their_indices_in_sight(n, w, h)
    texts.test_each_pile_lies_by_its_own_plate(qapp, w, h, n)
    texts.test_no_trick_counter_meets_a_hand_a_plate_or_another_pile(qapp, w, h, n)
    if n >= 4:
        texts.test_cards_set_apart_lie_outside_the_trick_oval(qapp, w, h, n)


@pytest.mark.parametrize("n", [4, 6, 8])
def test_long_names_are_shown_whole_where_there_is_room(qtbot, window, n: int) -> None:  # type: ignore[no-untyped-def]
    """At 1280x800 and 1920x1080 every name is whole on its plate; at 800x600 a name is cut
    only on a plate as wide as its room; a name changed mid-match resizes its plate."""
    seats = [Seat(NAMES[0], "human", None)]
    seats += [Seat(NAMES[i], "ai", "random") for i in range(1, n)]
    window.resize(1280, 800)
    window.session.new_match(Rules(players=n), seats, seed=3)
    QApplication.processEvents()
    scene = window.scene
    lay = scene.placement.layout
    assert [p.shown_name() for p in scene.decor.plates] == NAMES[:n]
    longer = "Carla Maria Bianchi"
    window.session.rename_seat(3, longer)
    scene.decor.update_plates()  # as the table's next step does
    assert scene.decor.plates[3].shown_name() == longer
    assert scene.decor.plates[3].boundingRect().width() - 24 > lay.plate_size.width()
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert [p.shown_name() for p in scene.decor.plates] == [
        longer if i == 3 else m for i, m in enumerate(NAMES[:n])
    ]
    window.resize(800, 600)
    QApplication.processEvents()
    lay = scene.placement.layout
    for plate in scene.decor.plates:
        if plate.shown_name() != plate.name:
            assert plate.boundingRect().width() - 24 == pytest.approx(lay.plate_room)
    short = [p.boundingRect().width() for p in scene.decor.plates if p.name in ("Eleonora", "Ida")]
    assert all(w - 24 == pytest.approx(lay.plate_size.width()) for w in short)
    assert len(short) == (n >= 6) + (n >= 8)
