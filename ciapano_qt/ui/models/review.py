"""The coach's review as a table: one row per decision of the player's.

:class:`ReviewModel` shows the decisions of an ``ai.review.Review`` (one hand, or every hand
of a replayed match) in the columns (Hand,) Decision, Card played, Better card, Points lost,
Mark and Reason (the losses in the hand's own unit: penalty points, or busche in Busca);
the reason is the hint's reason code translated (``text.messages.hint_text``).
:func:`marks_by_trick` gives the replay the decisions to show on the trick they happened in.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
)
from PySide6.QtGui import QFont

from ...ai.review import Decision, Review
from ..text.cardnames import shown_card_name
from ..text.messages import hint_text
from ..text.plain import plain_tip
from .roles import Index, role_names

_CTX = "ReviewDialog"  # the texts' context: the same words as the dialog's


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def loss_text(loss: float) -> str:
    """A loss in points, two decimals in the language's way (0.3 is the mistake threshold)."""
    return QLocale().toString(loss, "f", 2)


def mark_text(mark: str | None) -> str:
    return {"mistake": _t("Mistake"), "inaccuracy": _t("Inaccuracy")}.get(mark or "", "")


def decision_text(decision: Decision) -> str:
    if decision.trick == 0:
        return _t("Discard")
    return _t("Trick %1").replace("%1", str(decision.trick))


def reason_text(decision: Decision, system: str, names: Sequence[str] = ()) -> str:
    """Why the better card is better (empty when the card played was the best); ``names``:
    the seats' names as shown."""

    def seat_name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    if decision.best == decision.played:
        return ""
    return hint_text(
        decision.reason_code, decision.reason_params, decision.reason_en, system, seat_name
    )


def marks_by_trick(review: Review) -> dict[tuple[int, int], Decision]:
    """The marked decisions (a mistake or an inaccuracy), by (hand, trick); trick 0 is the
    discard."""
    return {(d.hand, d.trick): d for h in review.hands for d in h.decisions if d.mark}


class ReviewRole(IntEnum):
    DECISION = Qt.ItemDataRole.UserRole + 1  # the ai.review.Decision
    MARK = Qt.ItemDataRole.UserRole + 2  # "mistake", "inaccuracy" or None
    LOSS = Qt.ItemDataRole.UserRole + 3  # float


class ReviewModel(QAbstractTableModel):
    """The decisions of a review; with ``by_hand`` a first column names the hand. ``system``:
    the deck's suit system (the card names)."""

    def __init__(
        self,
        system: str = "italian",
        names: Sequence[str] = (),
        by_hand: bool = False,
        parent: QObject | None = None,
        busca: bool = False,
    ) -> None:
        super().__init__(parent)
        self.system = system
        self.busca = busca  # the losses are in the hand's own unit: busche in Busca
        self.names = tuple(names)  # the seats' names as shown (the reasons name seats)
        self.by_hand = by_hand
        self.review: Review | None = None
        self.decisions: list[Decision] = []

    def set_review(self, review: Review | None) -> None:
        self.beginResetModel()
        self.review = review
        self.decisions = [] if review is None else [d for h in review.hands for d in h.decisions]
        self.endResetModel()

    @property
    def loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def _columns(self) -> tuple[str, ...]:
        base = ("decision", "played", "best", "loss", "mark", "reason")
        return ("hand", *base) if self.by_hand else base

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.decisions)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return {
            "hand": _t("Hand"),
            "decision": _t("Decision"),
            "played": _t("Card played"),
            "best": _t("Better card"),
            "loss": _t("Busche lost") if self.busca else _t("Points lost"),
            "mark": _t("Mark"),
            "reason": _t("Reason"),
        }[self._columns()[section]]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.decisions):
            return None
        d = self.decisions[index.row()]
        column = self._columns()[index.column()]
        if role == ReviewRole.DECISION:
            return d
        if role == ReviewRole.MARK:
            return d.mark
        if role == ReviewRole.LOSS:
            return d.loss
        if role == Qt.ItemDataRole.FontRole and d.mark == "mistake":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "loss":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        better = d.best != d.played
        text = {
            "hand": str(d.hand + 1),
            "decision": decision_text(d),
            "played": shown_card_name(int(d.played), self.system),
            "best": shown_card_name(int(d.best), self.system) if better else "",
            "loss": loss_text(d.loss) if better else "",
            "mark": mark_text(d.mark),
            "reason": reason_text(d, self.system, self.names),
        }[column]
        # the reason may name a seat: a tooltip shows it as written, never as rich text
        return plain_tip(text) if role == Qt.ItemDataRole.ToolTipRole else text

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), ReviewRole)
