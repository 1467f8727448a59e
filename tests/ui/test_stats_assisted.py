"""Statistics separated into unassisted and assisted play (issue 17): per variant one column
of each, never added together; a migrated file's matches of unknown kind get their own column.
"Assisted": a hint, an undo, a redo, finish-for-me or the card tracker was used."""

from __future__ import annotations

import calendar

from PySide6.QtCore import Qt

from ciapano_qt.storage.stats import Stats, VariantStats
from ciapano_qt.storage.stats_model import GroupKey
from ciapano_qt.ui.models.stats import FIGURES, StatsModel, StatsRole

from .model_helpers import cappotto_match

WHEN = calendar.timegm((2026, 12, 1, 20, 0, 0, 0, 0, 0))
PLAYED, WON = FIGURES.index("played"), FIGURES.index("won")


def _figure(model: StatsModel, row: int, col: int) -> str:
    return model.data(model.index(row, col))


def test_an_assisted_match_is_counted_apart(qapp) -> None:  # type: ignore[no-untyped-def]
    stats = Stats()
    plain = cappotto_match(("You", "Anna", "Bepi", "Dario"), target=11)  # seat 0 wins
    helped = cappotto_match(("You", "Carla", "Bepi", "Dario"), target=11)
    helped.hands[0].extra["hints"] = 1  # one hint asked: the record's note
    undone = cappotto_match(("You", "Carla", "Anna", "Dario"), target=11)
    undone.hands[0].extra["undos"] = 2
    for match in (plain, helped, undone):
        assert stats.add(match, 0, WHEN)
    model = StatsModel(stats)
    assert model.columns[:2] == [("classic", False), ("classic", True)]
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Classic Ciapanò\nunassisted"
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Classic Ciapanò\nassisted"
    tip = model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "hint" in tip and "undo" in tip and "tracker" in tip
    assert _figure(model, PLAYED, 0) == "1" and _figure(model, WON, 0) == "1"
    assert _figure(model, PLAYED, 1) == "2" and _figure(model, WON, 1) == "2"
    assert model.data(model.index(PLAYED, 1), StatsRole.ASSISTED) is True
    assert model.data(model.index(PLAYED, 1), StatsRole.VALUE) == 2
    assert not any(assisted is None for _v, assisted in model.columns)


def test_matches_of_a_migrated_file_are_shown_as_not_recorded(qapp) -> None:  # type: ignore[no-untyped-def]
    stats = Stats(
        groups={
            GroupKey("classic", assisted=None): VariantStats(played=5, won=2),
            GroupKey("classic", 4, (), False, False): VariantStats(played=1, won=1),
        }
    )
    model = StatsModel(stats)
    assert model.columns[:3] == [("classic", False), ("classic", True), ("classic", None)]
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Classic Ciapanò\nnot recorded"
    assert [_figure(model, PLAYED, c) for c in range(3)] == ["1", "0", "5"]
    assert model.columns[3:] == [("busca", False), ("busca", True)]  # no Busca of unknown kind
