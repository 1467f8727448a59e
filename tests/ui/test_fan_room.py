"""The viewer's fan takes the width the table has for it (issue 36: at 800x600 a hand of ten
was squeezed into about 300 of 800 pixels, the felt on its right empty): its run is from the
pile to the table's edge, not twice the room between the middle and the pile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF

from ciapano_qt.ui.table.layout import TableLayout


def span(lay: TableLayout, count: int, **kw: int) -> tuple[float, float]:
    fan = lay.human_hand(count, **kw)  # type: ignore[arg-type]
    xs = [p.x() for p, _ in fan]
    return xs[0] - lay.card_w / 2, xs[-1] + lay.card_w / 2


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize(("w", "h"), [(800, 530), (720, 480), (1024, 698)])
def test_a_full_hand_spreads_over_the_free_felt(n: int, w: int, h: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    count = 40 // n if n != 3 else 13
    first, last = span(lay, count)
    left, right = lay.fan_room()
    assert left <= first and last <= right  # in its room
    step = (last - first - lay.card_w) / (count - 1)
    # as wide as the cards' spacing allows (two thirds of a card), or most of its room
    wide = min((right - left) * 0.85, w * 0.7)
    assert step >= lay.card_w * 0.65 - 0.5 or last - first >= wide, (step, last - first, w)
    if count >= 10:  # ten cards or more: over half the table (about 300 of 800 before)
        assert last - first >= w * 0.5, (last - first, w)


def test_the_fan_keeps_left_of_the_cards_set_apart() -> None:
    lay = TableLayout(QSizeF(800, 530), 4, 0)
    _, right = lay.fan_room(aside=5)
    assert span(lay, 10, aside=5)[1] <= right
