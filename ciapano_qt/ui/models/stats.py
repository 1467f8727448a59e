"""The human's statistics as a table: one row per figure, and per variant one column of
unassisted and one of assisted matches (never added together: a hint, an undo, a redo,
*finish for me* or the card tracker makes a match assisted, ``storage.stats_model``), plus one
of matches counted before that was recorded (a migrated version-1 file), if any."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)

from ...engine.rules import VARIANTS
from ...storage.stats import MatchRecord, Stats, VariantStats
from ..text.rulenames import choice_label
from .roles import Index, role_names

_CTX = "StatsDialog"  # the texts' context: the same words as the dialog's

FIGURES = (
    "played",
    "won",
    "won_share",
    "hands",
    "penalty",
    "average",
    "cappotti_made",
    "cappotti_suffered",
    "uncovered",
    "best",
    "worst",
    "review_hands",
    "loss_per_decision",
)
"""The rows, in order: ``VariantStats`` fields and the figures derived from them."""


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def figure_label(figure: str) -> str:
    return {
        "played": _t("Matches played"),
        "won": _t("Matches won"),
        "won_share": _t("Share of matches won (%)"),
        "hands": _t("Hands played"),
        "penalty": _t("Penalty points (busche in Busca)"),
        "average": _t("Average per hand"),
        "cappotti_made": _t("Cappotti made"),
        "cappotti_suffered": _t("Cappotti suffered"),
        "uncovered": _t("Hands not covered (Busca)"),
        "best": _t("Best match"),
        "worst": _t("Worst match"),
        "review_hands": _t("Hands reviewed by the coach"),
        "loss_per_decision": _t("Points lost per decision (busche in Busca)"),
    }[figure]


def record_text(record: MatchRecord | None) -> str:
    if record is None:
        return "–"
    text = _t("%1 per hand (%2 in %3 hands), %4")
    return (
        text.replace("%1", f"{record.average:.2f}")
        .replace("%2", str(record.penalty))
        .replace("%3", str(record.hands))
        .replace("%4", record.date[:10])
    )


def figure_value(v: VariantStats, figure: str) -> Any:
    """The figure itself: a count, a share 0..1, an average (None: no hand), a record."""
    if figure == "won_share":
        return v.won / v.played if v.played else None
    if figure == "average":
        return v.average_penalty if v.hands else None
    return getattr(v, figure)  # loss_per_decision: None before a reviewed decision


def figure_text(v: VariantStats, figure: str) -> str:
    value = figure_value(v, figure)
    if figure in ("best", "worst"):
        return record_text(value)
    if value is None:
        return "–"
    if figure == "won_share":
        return f"{100 * value:.0f}%"
    if figure in ("average", "loss_per_decision"):
        return f"{value:.2f}"
    return str(value)


def play_label(assisted: bool | None) -> str:
    """The kind of play a column counts."""
    if assisted is None:
        return _t("not recorded")
    return _t("assisted") if assisted else _t("unassisted")


def play_tip(assisted: bool | None) -> str:
    if assisted is None:
        return _t("Matches counted before assistance was recorded")
    if assisted:
        return _t("Matches with a hint, an undo, a redo, finish-for-me or the card tracker")
    return _t("Matches without a hint, an undo, a redo, finish-for-me or the card tracker")


class StatsRole(IntEnum):
    VARIANT = Qt.ItemDataRole.UserRole + 1  # the column's variant id
    FIGURE = Qt.ItemDataRole.UserRole + 2  # the row's figure (one of FIGURES)
    VALUE = Qt.ItemDataRole.UserRole + 3  # the figure as a number or MatchRecord (or None)
    ASSISTED = Qt.ItemDataRole.UserRole + 4  # the column's play: False, True, None (unknown)


def _totals(stats: Stats, variant: str, assisted: bool | None) -> VariantStats:
    """A column's figures: ``Stats.totals`` for either kind of play; None (not recorded)
    only the groups that did not say (``Stats.totals`` takes None as "all")."""
    if assisted is not None:
        return stats.totals(variant, assisted)
    return VariantStats().merged(
        v for k, v in stats.groups.items() if k.variant == variant and k.assisted is None
    )


class StatsModel(QAbstractTableModel):
    """Rows: :data:`FIGURES`; columns: the variants in the statistics (known ones first),
    each unassisted then assisted (then "not recorded" where a migrated file has some)."""

    def __init__(self, stats: Stats | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.variants: list[str] = []
        self.columns: list[tuple[str, bool | None]] = []  # (variant, assisted) per column
        self._figures: list[VariantStats] = []
        self._order()

    def _order(self) -> None:
        stats = self.stats
        found = stats.variants if stats is not None else {}
        self.variants = [v for v in VARIANTS if v in found] + sorted(
            v for v in found if v not in VARIANTS
        )
        self.columns = []
        for variant in self.variants:
            self.columns += [(variant, False), (variant, True)]
            if stats is not None and any(
                k.variant == variant and k.assisted is None for k in stats.groups
            ):
                self.columns.append((variant, None))
        self._figures = [] if stats is None else [_totals(stats, v, a) for v, a in self.columns]

    def set_stats(self, stats: Stats | None) -> None:
        self.beginResetModel()
        self.stats = stats
        self._order()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.stats is None else len(FIGURES)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), StatsRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.stats is None:
            return None
        variant, assisted = self.columns[index.column()]
        figure = FIGURES[index.row()]
        figures = self._figures[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return figure_text(figures, figure)
        if role == Qt.ItemDataRole.ToolTipRole and figure in ("best", "worst"):
            return figure_text(figures, figure)  # the whole record, where the cell cuts it
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == StatsRole.VARIANT:
            return variant
        if role == StatsRole.FIGURE:
            return figure
        if role == StatsRole.VALUE:
            return figure_value(figures, figure)
        if role == StatsRole.ASSISTED:
            return assisted
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            variant, assisted = self.columns[section]
            if role == Qt.ItemDataRole.ToolTipRole:
                return play_tip(assisted)
            if role == Qt.ItemDataRole.DisplayRole:
                return choice_label("variant", variant) + "\n" + play_label(assisted)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return None
        return figure_label(FIGURES[section]) if 0 <= section < self.rowCount() else None
