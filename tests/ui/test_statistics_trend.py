"""The coach's trend in the statistics dialog (issue 19): one chart per variant with reviewed
matches, drawn with QPainter (a filled dot per unassisted match, a hollow one per assisted
match, oldest first), its figures stated in its accessible description."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPalette

from ciapano_qt.storage.stats import GroupKey, MatchRecord, Stats, StatsStore, VariantStats
from ciapano_qt.storage.stats_reviews import ReviewedMatch
from ciapano_qt.ui.dialogs.statsdialog import StatsDialog
from ciapano_qt.ui.dialogs.trendchart import TrendChart, nice_top

PLAIN = GroupKey("classic", 4, (), False, False)


def _group(played: int, hands: int, penalty: int) -> VariantStats:
    record = MatchRecord(penalty, hands, 4, False, "2026-12-01T10:00:00Z")
    return VariantStats(played=played, hands=hands, penalty=penalty, best=record, worst=record)


HELPED = GroupKey("classic", 4, (), False, True)


def _stats() -> Stats:
    """Three counted classic matches: 10 decisions losing 1.5 points (0.15 each), 20 losing
    1.0 (0.05, assisted), 8 losing 2.0 (0.25); one abandoned match, not counted."""
    stats = Stats()
    stats.groups[PLAIN] = _group(2, 10, 30)
    stats.groups[HELPED] = _group(1, 5, 10)
    rows = [("a", PLAIN, 10, 1500, True), ("b", HELPED, 20, 1000, True)]
    rows += [("c", PLAIN, 8, 2000, True), ("d", PLAIN, 9, 900, False)]
    for ident, key, decisions, loss, counted in rows:
        entry = ReviewedMatch(ident * 32, key, "2026-12-01T10:00:00Z", {0: (decisions, loss)})
        entry.counted = counted
        stats.reviews.append(entry)
    return stats


def _dialog(qtbot: Any, tmp_path: Any, stats: Stats) -> StatsDialog:
    store = StatsStore(tmp_path)
    store.save(stats)
    dialog = StatsDialog(store)
    qtbot.addWidget(dialog)
    return dialog


def test_the_trend_states_its_figures(qtbot: Any, tmp_path: Any) -> None:
    dialog = _dialog(qtbot, tmp_path, _stats())
    assert list(dialog.charts) == ["classic"]  # no Busca match reviewed: no Busca chart
    chart = dialog.charts["classic"]
    title = "Classic Ciapanò: points lost per decision (reviewed matches: 3, oldest first)"
    assert chart.accessibleName() == title
    assert chart.accessibleDescription() == (
        f"{title}. Per match: 0.15; 0.05 (assisted); 0.25. Average: 0.15."
    )


def test_without_reviews_the_page_says_how_to_get_them(qtbot: Any, tmp_path: Any) -> None:
    dialog = _dialog(qtbot, tmp_path, Stats())
    assert dialog.charts == {}
    texts = [w.text() for w in dialog.trends.findChildren(type(dialog.note))]
    assert any("Review every hand automatically" in t for t in texts)


def test_busca_s_chart_is_in_busche(qtbot: Any, tmp_path: Any) -> None:
    stats = Stats()
    key = GroupKey("busca", 4, (), False, False)
    stats.groups[key] = _group(1, 5, 3)
    stats.reviews.append(ReviewedMatch("e" * 32, key, "2026-12-01T10:00:00Z", {0: (4, 200)}, True))
    chart = _dialog(qtbot, tmp_path, stats).charts["busca"]
    assert chart.accessibleName().startswith("Busca: busche lost per decision")
    assert "Per match: 0.05." in chart.accessibleDescription()


def test_the_scale_is_a_round_number_above_the_highest_figure() -> None:
    assert nice_top(0.25) == (0.25, 0.05)
    assert nice_top(0.31) == (0.4, 0.1)
    assert nice_top(0.0) == (0.05, 0.01)  # an empty or all-zero chart still has a scale
    assert nice_top(1.7) == (2.0, 0.5)


def test_each_match_is_a_dot_filled_or_hollow(qtbot: Any) -> None:
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.resize(400, 150)
    points = [(0.15, False), (0.05, True), (0.25, False)]
    chart.set_trend("classic", points)
    image = chart.grab().toImage()
    rect = chart.plot_rect()
    top, _ = nice_top(0.25)
    accent = chart.palette().color(QPalette.ColorRole.Highlight).rgb()
    base = chart.palette().color(QPalette.ColorRole.Base).rgb()
    for i, (value, helped) in enumerate(points):
        x = chart.x_of(i, rect)
        y = rect.bottom() - rect.height() * value / top
        centre = image.pixelColor(round(x), round(y)).rgb()
        assert centre == (base if helped else accent), i
    assert chart.x_of(0, rect) == rect.left() and chart.x_of(2, rect) == rect.right()


def test_the_dialog_follows_a_language_change(
    qtbot: Any, tmp_path: Any, settings: Any, language: Any
) -> None:
    language.attach(settings)
    dialog = _dialog(qtbot, tmp_path, _stats())
    settings.set("general/language", "de")
    qtbot.waitUntil(lambda: dialog.pages.tabText(0) == "&Zahlen")
    assert dialog.pages.tabText(1) == "&Verlauf laut Trainer"
    chart = dialog.charts["classic"]
    assert chart.accessibleName().endswith(
        ": verlorene Punkte je Entscheidung (geprüfte Partien: 3, die älteste zuerst)"
    )
    assert "Durchschnitt: 0,15." in chart.accessibleDescription()  # German decimals
    settings.set("general/language", "en")
    qtbot.waitUntil(lambda: dialog.pages.tabText(0) == "&Figures")
