"""The statistics model: qtmodeltester, and figures of matches worked out by hand."""

from __future__ import annotations

import calendar

from PySide6.QtCore import Qt

from ciapano_qt.engine import Seat
from ciapano_qt.storage.stats import Stats, VariantStats
from ciapano_qt.storage.stats_model import GroupKey
from ciapano_qt.ui.models.stats import FIGURES, StatsModel, StatsRole

from .model_helpers import cappotto_match

WHEN = calendar.timegm((2026, 11, 29, 16, 7, 16, 0, 0, 0))


def column(model: StatsModel, col: int) -> list[str]:
    return [model.data(model.index(r, col)) for r in range(model.rowCount())]


def one_hand_matches() -> Stats:
    """Classic to 11 counted for seat 0 (the cappotto maker, who wins), Busca to 3 for seat 1
    (who did not cover and loses)."""
    stats = Stats()
    classic = cappotto_match(target=11)
    busca = cappotto_match(busca=True, target=3)
    busca.seats[0], busca.seats[1] = (
        Seat(busca.seats[0].name, "ai", "easy"),
        Seat(busca.seats[1].name, "human", None),
    )  # a match counts for its one person only (storage.stats_model.counts_for)
    assert classic.finished and busca.finished
    assert stats.add(classic, 0, WHEN) and stats.add(busca, 1, WHEN)
    return stats


def test_stats_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    qtmodeltester.check(StatsModel(one_hand_matches()))
    qtmodeltester.check(StatsModel(Stats()))
    qtmodeltester.check(StatsModel(None))


def test_stats_figures_of_two_matches() -> None:
    model = StatsModel(one_hand_matches())
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == [
        "Classic Ciapanò\nunassisted",
        "Classic Ciapanò\nassisted",
        "Busca\nunassisted",
        "Busca\nassisted",
    ]  # no hint, undo, redo, finish or tracker in either match: both unassisted
    assert model.headerData(0, Qt.Orientation.Vertical) == "Matches played"
    assert model.headerData(10, Qt.Orientation.Vertical) == "Worst match"
    assert column(model, 0) == [
        "1",
        "1",
        "100%",
        "1",
        "0",
        "0.00",
        "1",
        "0",
        "0",
        "0.00 per hand (0 in 1 hands), 2026-11-29",
        "0.00 per hand (0 in 1 hands), 2026-11-29",
        "0",  # no hand reviewed by the coach
        "–",
    ]
    assert column(model, 2) == [
        "1",
        "0",
        "0%",
        "1",
        "3",
        "3.00",
        "0",
        "0",
        "1",
        "3.00 per hand (3 in 1 hands), 2026-11-29",
        "3.00 per hand (3 in 1 hands), 2026-11-29",
        "0",  # no hand reviewed by the coach
        "–",
    ]
    assert model.data(model.index(2, 0), StatsRole.VALUE) == 1.0
    assert model.data(model.index(4, 2), StatsRole.FIGURE) == "penalty" == FIGURES[4]
    assert model.data(model.index(4, 2), StatsRole.VARIANT) == "busca"
    assert model.data(model.index(4, 2), StatsRole.ASSISTED) is False
    empty = ["0", "0", "–", "0", "0", "–", "0", "0", "0", "–", "–", "0", "–"]
    assert column(model, 1) == column(model, 3) == empty


def test_stats_before_any_match_and_after_a_reset() -> None:
    model = StatsModel(one_hand_matches())
    model.set_stats(Stats())
    assert column(model, 0) == ["0", "0", "–", "0", "0", "–", "0", "0", "0", "–", "–", "0", "–"]
    assert model.data(model.index(5, 1), StatsRole.VALUE) is None

    # statistics with a variant this version does not know: after the known ones
    later = Stats(groups={GroupKey("regional", assisted=False): VariantStats(played=2)})
    model.set_stats(later)
    assert model.columnCount() == 6  # classic, Busca, then regional: each un/assisted
    assert model.headerData(4, Qt.Orientation.Horizontal) == "regional\nunassisted"
    assert model.data(model.index(0, 4)) == "2"


def test_the_coach_s_figures_per_variant_and_help() -> None:
    """Hands reviewed and points lost per decision: the classic match's one hand reviewed
    (8 decisions, 1.2 points lost: 0.15 per decision), in the unassisted column only."""
    stats = one_hand_matches()
    classic = next(k for k in stats.groups if k.variant == "classic")
    stats.groups[classic].add_reviewed(1, 8, 1200)
    model = StatsModel(stats)
    rows = {f: i for i, f in enumerate(FIGURES)}
    assert model.headerData(rows["review_hands"], Qt.Orientation.Vertical) == (
        "Hands reviewed by the coach"
    )
    assert column(model, 0)[rows["review_hands"]] == "1"
    assert column(model, 0)[rows["loss_per_decision"]] == "0.15"
    assert model.data(model.index(rows["loss_per_decision"], 0), StatsRole.VALUE) == 0.15
    assert column(model, 1)[rows["loss_per_decision"]] == "–"  # assisted: none reviewed
    assert column(model, 2)[rows["review_hands"]] == "0"  # Busca
