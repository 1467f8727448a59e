"""The card tracker as a table: one row per suit, the cards gone and the cards not seen yet.

:class:`TrackerModel` shows the session's ``tracker()`` (``ai.tracker``: only what the viewer
may know; the panel sets it on every ``stateChanged`` while it is on show): per suit the cards
played (strongest first), the viewer's own, those put aside in public, the ones not seen yet
and the card points among them. :meth:`TrackerModel.voids` gives the suits each other seat is
known to hold none of. Ranks are the deck's corner letters ("A", "3", "R"), the full card
names are the tooltips.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)

from ...engine.cards import Card
from ..text.cardnames import card_name, index_letters, suit_name
from ..text.format import spoken_thirds, thirds
from .roles import Index, role_names

if TYPE_CHECKING:
    from ...ai.tracker import Tracker

_CTX = "TrackerPanel"  # the texts' context: the same words as the panel's

COLUMNS = ("suit", "played", "mine", "aside", "unseen", "points")


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def short_rank(card: Card, system: str) -> str:
    """A card's rank in a character, as the corner index of the deck of ``system`` shows it
    (``cardnames.index_letters``: R, C or D, F for its courts, A, the numbers), whatever
    the language: the tracker is read against the cards."""
    return index_letters(system)[card.strength]


class TrackerRole(IntEnum):
    CARDS = Qt.ItemDataRole.UserRole + 1  # the cell's cards (card indices), strongest first
    SUIT = Qt.ItemDataRole.UserRole + 2


class TrackerModel(QAbstractTableModel):
    """The tracker's suits (``set_tracker`` with the session's ``tracker()``); ``system``: the
    deck's suit system (the names)."""

    def __init__(self, system: str = "italian", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.system = system
        self.tracker: Tracker | None = None

    def set_tracker(self, tracker: Tracker | None) -> None:
        self.beginResetModel()
        self.tracker = tracker
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.tracker is None else len(self.tracker.suits)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return {
            "suit": _t("Suit"),
            "played": _t("Played"),
            "mine": _t("Yours"),
            "aside": _t("Out of play"),
            "unseen": _t("Not seen yet"),
            "points": _t("Points not seen"),
        }[COLUMNS[section]]

    def _cards(self, row: int, column: str) -> Sequence[Card]:
        assert self.tracker is not None
        track = self.tracker.suits[row]
        return {
            "played": track.played,
            "mine": track.mine,
            "aside": track.aside,
            "unseen": track.unseen,
        }.get(column, ())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.tracker is None or not index.isValid() or index.row() >= len(self.tracker.suits):
            return None
        track = self.tracker.suits[index.row()]
        column = COLUMNS[index.column()]
        cards = self._cards(index.row(), column)
        if role == TrackerRole.CARDS:
            return [int(c) for c in cards]
        if role == TrackerRole.SUIT:
            return track.suit
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "suit":
                return suit_name(track.suit, self.system)
            if column == "points":
                points = track.points_unseen
                return str(points) if self.tracker.busca else thirds(points)
            return " ".join(short_rank(c, self.system) for c in cards)
        if role == Qt.ItemDataRole.ToolTipRole and cards:
            return ", ".join(card_name(int(c), self.system) for c in cards)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == "points":
            points = track.points_unseen
            return str(points) if self.tracker.busca else spoken_thirds(points)
        if role == Qt.ItemDataRole.AccessibleTextRole and column != "suit":
            return ", ".join(card_name(int(c), self.system) for c in cards) or _t("none")
        return None

    def voids(self, names: Sequence[str]) -> list[str]:
        """One line per other seat known to be void in a suit (and, heads-up, its cards seen):
        ``names`` are the seats' names as shown."""
        if self.tracker is None:
            return []
        lines = []
        for seat, suits in self.tracker.voids.items():
            name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
            if suits:
                which = ", ".join(suit_name(u, self.system) for u in suits)
                lines.append(_t("%1 has no %2.").replace("%1", name).replace("%2", which))
            shown = self.tracker.shown.get(seat, ())
            if shown:
                held = ", ".join(card_name(int(c), self.system) for c in shown)
                lines.append(_t("%1 holds %2.").replace("%1", name).replace("%2", held))
        return lines

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), TrackerRole)
