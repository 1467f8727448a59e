"""The coach's trend: points lost per decision over the last reviewed matches, drawn with
QPainter (no plotting library).

:class:`TrendChart` draws one variant's matches oldest first, left to right: a line through
the figures, each match a dot (filled: unassisted, hollow: assisted), a few grid lines with
their values in the language's number format, and the matches numbered along the bottom. The
words are outside the drawing (the dialog's title and legend labels), so the chart reads the
same in every language; its accessible name is the title and its accessible description
states every figure (:func:`trend_description`), since a screen reader cannot see lines.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...storage.stats_reviews import ReviewedMatch
from ..text.rulenames import choice_label

_CTX = "StatsDialog"  # the texts' context: the same words as the dialog's

Point = tuple[float, bool]  # (points lost per decision, assisted)


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def figure(value: float) -> str:
    """A loss per decision, two decimals in the language's way."""
    return QLocale().toString(value, "f", 2)


def points_of(trend: Sequence[ReviewedMatch]) -> list[Point]:
    return [(r.loss_per_decision or 0.0, bool(r.key.assisted)) for r in trend]


def trend_title(variant: str, matches: int) -> str:
    if variant == "busca":
        text = _t("%1: busche lost per decision (reviewed matches: %2, oldest first)")
    else:
        text = _t("%1: points lost per decision (reviewed matches: %2, oldest first)")
    return text.replace("%1", choice_label("variant", variant)).replace("%2", str(matches))


def trend_description(variant: str, points: Sequence[Point]) -> str:
    """Every figure in words, for a screen reader: the title, each match, the average."""
    items = [
        _t("%1 (assisted)").replace("%1", figure(v)) if helped else figure(v)
        for v, helped in points
    ]
    average = sum(v for v, _ in points) / len(points) if points else 0.0
    return (
        _t("%1. Per match: %2. Average: %3.")
        .replace("%1", trend_title(variant, len(points)))
        .replace("%2", "; ".join(items))
        .replace("%3", figure(average))
    )


def nice_top(value: float) -> tuple[float, float]:
    """The top of the scale and the step between grid lines: 1, 2 or 5 times a power of
    ten, at most five steps, the top at or above ``value`` (0.1 for an empty or flat chart)."""
    value = max(value, 0.05)
    for power in range(-3, 4):
        for unit in (1, 2, 5):
            step = unit * 10.0**power
            steps = math.ceil(value / step - 1e-9)
            if steps <= 5:
                return step * max(steps, 1), step
    return value, value / 5


class TrendChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = "classic"
        self.points: list[Point] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a reader reaches its description

    def set_trend(self, variant: str, points: Sequence[Point]) -> None:
        self.variant = variant
        self.points = list(points)
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(trend_title(self.variant, len(self.points)))
        self.setAccessibleDescription(trend_description(self.variant, self.points))
        self.setToolTip(self.accessibleDescription())

    def sizeHint(self) -> QSize:
        return QSize(420, 150)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 150)

    def plot_rect(self) -> QRectF:
        """Where the figures are drawn (inside the value labels and the match numbers)."""
        metrics = QFontMetrics(self.font())
        top, _ = nice_top(max((v for v, _ in self.points), default=0.0))
        left = metrics.horizontalAdvance(figure(top)) + 10
        h = metrics.height()
        return QRectF(left, h / 2 + 2, max(self.width() - left - 12, 10), self.height() - 2 * h - 6)

    def x_of(self, i: int, rect: QRectF) -> float:
        n = len(self.points)
        return rect.center().x() if n < 2 else rect.left() + rect.width() * i / (n - 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(60)
        rect = self.plot_rect()
        metrics = QFontMetrics(self.font())
        top, step = nice_top(max((v for v, _ in self.points), default=0.0))
        lines = round(top / step)
        for k in range(lines + 1):  # the grid and its values
            value = step * k
            y = rect.bottom() - rect.height() * value / top
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            label = figure(value)
            painter.drawText(
                QPointF(
                    rect.left() - 6 - metrics.horizontalAdvance(label), y + metrics.ascent() / 2 - 1
                ),
                label,
            )
        n = len(self.points)
        shown = {0, n - 1} | {i for i in range(n) if n <= 10 or i % 5 == 4}
        for i in sorted(shown):  # the matches, numbered from the oldest
            if 0 <= i < n:
                label = str(i + 1)
                x = self.x_of(i, rect) - metrics.horizontalAdvance(label) / 2
                painter.drawText(QPointF(x, rect.bottom() + metrics.height() + 2), label)
        if self.hasFocus():  # reached with Tab (a reader reads its description)
            painter.setPen(QPen(text, 1, Qt.PenStyle.DotLine))
            painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        if not self.points:
            painter.end()
            return
        accent = palette.color(QPalette.ColorRole.Highlight)
        spots = [
            QPointF(self.x_of(i, rect), rect.bottom() - rect.height() * v / top)
            for i, (v, _) in enumerate(self.points)
        ]
        painter.setPen(QPen(accent, 2))
        for a, b in itertools.pairwise(spots):
            painter.drawLine(a, b)
        for spot, (_, helped) in zip(spots, self.points, strict=True):
            painter.setPen(QPen(accent, 2))
            painter.setBrush(palette.color(QPalette.ColorRole.Base) if helped else accent)
            painter.drawEllipse(spot, 4.5, 4.5)
        painter.end()
