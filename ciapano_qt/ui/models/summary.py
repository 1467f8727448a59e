"""The hand summary: what each player took and scored in one hand, and what happened.

:func:`hand_summary` reads a scored hand of a match into a :class:`HandSummary` (plain data:
names already made safe to show); :class:`HandSummaryModel` shows its rows, one per seat that
played the hand, in the columns Player, Tricks, Points taken, (Covered,) Score or Busche, Total.
"""

from __future__ import annotations

from dataclasses import dataclass
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
from PySide6.QtGui import QFont

from ...engine.match import Match
from ...engine.scoring import team_of
from ..text.format import spoken_thirds, thirds
from ..text.plain import shown_name
from ..text.rulenames import team_label
from .replay import viewer_seat
from .roles import Index, role_names

_CTX = "HandSummaryDialog"  # the texts' context: the same words as the dialog's


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


@dataclass(frozen=True)
class SummaryRow:
    """One seat's line of a hand summary."""

    seat: int
    name: str
    tricks: int
    points: int  # classic thirds, or Busca card points
    covered: bool  # Busca: the seat covered (always True in a classic hand)
    score: int  # classic penalty points, or Busca busche
    total: int  # the match total after this hand
    out: bool  # out of the match after this hand
    winner: bool  # the match is over and this seat won it
    team: int = -1  # two against two: 0 (seats 0 and 2) or 1; else -1


@dataclass(frozen=True)
class HandSummary:
    """A scored hand as the summary shows it. Card fields are card indices or None."""

    index: int  # the hand, from 0
    busca: bool
    match_over: bool
    rows: tuple[SummaryRow, ...]
    cappotto: str | None  # who made cappotto
    uncovered: tuple[str, ...]  # Busca: who did not cover
    most_points: tuple[str, ...]  # Busca, all covered: who took the most (scored busche)
    out: tuple[str, ...]  # out of the match after this hand
    winners: tuple[str, ...]  # the match's winners, once it is over
    last_trick: str  # who took the last trick
    discard: int | None  # three players: the dealer's discard
    monte: int | None  # three players: the monte
    removed: int | None  # three players: the Four taken out
    end_reason: str | None = None  # why the match ended here (engine.outcome.REASONS)
    cappotto_by_viewer: bool = False  # the match's one human made it: "You made cappotto!"
    seed: int | None = None  # the deal's seed ("Replay this deal"); None in an older record
    practice: bool = False  # the match replays a deal: not counted in the statistics
    replayable: bool = False  # the seed replays this deal as a new match's first hand
    fractions: str = ""  # a classic hand's fraction rule, to explain its scores ("": none)
    hand_total: int = 11  # H: what a classic hand scores in all (the last trick's payment)


def hand_summary(match: Match, index: int) -> HandSummary:
    """The summary of the scored hand ``index`` of ``match``."""
    log = match.hands[index]
    state = log.state
    result = state.result
    if result is None:
        raise ValueError(f"hand {index + 1} is not scored")
    names = [shown_name(s.name) for s in match.seats]
    over = match.finished and index == len(match.hands) - 1  # the hand that ended the match
    winners = match.winners if over else ()
    busca = match.rules.is_busca
    rows = tuple(
        SummaryRow(
            seat=seat,
            name=names[seat],
            tricks=state.winners.count(seat),
            points=result.points[seat],
            covered=seat not in result.uncovered,
            score=result.scores[seat],
            total=log.totals[seat],
            out=seat in log.out,
            winner=seat in winners,
            team=team_of(seat) if match.rules.uses_teams else -1,
        )
        for seat in state.active
    )
    seed = _seed(log.extra.get("seed"))
    most: tuple[str, ...] = ()
    if busca and not result.uncovered:
        most = tuple(names[s] for s in state.active if result.scores[s] > 0)
    return HandSummary(
        index=index,
        busca=busca,
        match_over=over,
        rows=rows,
        cappotto=None if result.cappotto is None else names[result.cappotto],
        uncovered=tuple(names[s] for s in result.uncovered) if busca else (),
        most_points=most,
        out=tuple(names[s] for s in log.out),
        winners=tuple(names[s] for s in winners),
        last_trick=names[state.last_winner],
        discard=state.discard,
        monte=state.monte,
        removed=state.removed if len(state.active) == 3 else None,
        end_reason=_end_reason(match) if over else None,
        cappotto_by_viewer=result.cappotto is not None and result.cappotto == viewer_seat(match),
        seed=seed,
        practice=match.extra.get("practice_deal") is not None,
        # a seed deals to every seat as a first hand: a hand after someone went out of
        # the match was dealt to fewer seats, and the same seed would give another deal
        replayable=seed is not None and len(state.active) == match.n_seats,
        # explained under a classic hand of one player each (teams count theirs together)
        fractions="" if busca or match.rules.uses_teams else match.rules.fractions,
        hand_total=match.rules.hand_total,
    )


def _seed(value: object) -> int | None:
    """A hand's deal seed as the record keeps it (anything else: none shown)."""
    from ...engine.shuffle import SEED_LIMIT

    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < SEED_LIMIT:
        return value
    return None


def _end_reason(match: Match) -> str | None:
    from ...engine.outcome import match_end

    end = match_end(match)
    return None if end is None else end.reason


class SummaryRole(IntEnum):
    SEAT = Qt.ItemDataRole.UserRole + 1
    NAME = Qt.ItemDataRole.UserRole + 2
    TRICKS = Qt.ItemDataRole.UserRole + 3
    POINTS = Qt.ItemDataRole.UserRole + 4
    COVERED = Qt.ItemDataRole.UserRole + 5
    SCORE = Qt.ItemDataRole.UserRole + 6
    TOTAL = Qt.ItemDataRole.UserRole + 7
    OUT = Qt.ItemDataRole.UserRole + 8
    WINNER = Qt.ItemDataRole.UserRole + 9
    TEAM = Qt.ItemDataRole.UserRole + 10  # two against two: 0 or 1; else -1


_FIELDS = {
    SummaryRole.SEAT: "seat",
    SummaryRole.NAME: "name",
    SummaryRole.TRICKS: "tricks",
    SummaryRole.POINTS: "points",
    SummaryRole.COVERED: "covered",
    SummaryRole.SCORE: "score",
    SummaryRole.TOTAL: "total",
    SummaryRole.OUT: "out",
    SummaryRole.WINNER: "winner",
    SummaryRole.TEAM: "team",
}


class HandSummaryModel(QAbstractTableModel):
    """Rows: the seats that played the hand; columns as the summary's table shows them."""

    def __init__(self, summary: HandSummary | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.summary = summary

    def set_summary(self, summary: HandSummary | None) -> None:
        self.beginResetModel()
        self.summary = summary
        self.endResetModel()

    def columns(self) -> tuple[str, ...]:
        """What each column shows (names of ``SummaryRow`` fields)."""
        if self.summary is not None and self.summary.busca:
            return ("name", "tricks", "points", "covered", "score", "total")
        if self.summary is not None and any(r.team >= 0 for r in self.summary.rows):  # teams
            return ("name", "team", "tricks", "points", "score", "total")
        return ("name", "tricks", "points", "score", "total")

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.summary is None:
            return 0
        return len(self.summary.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.summary is None:
            return 0
        return len(self.columns())

    def roleNames(self) -> dict[int, QByteArray]:
        return role_names(super().roleNames(), SummaryRole)

    def _text(self, row: SummaryRow, column: str) -> str:
        assert self.summary is not None
        if column == "name":
            return row.name
        if column == "points":
            return str(row.points) if self.summary.busca else thirds(row.points)
        if column == "covered":
            return _t("yes") if row.covered else _t("no")
        if column == "team":
            return team_label(row.team)
        return str(getattr(row, column))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.summary is None:
            return None
        row = self.summary.rows[index.row()]
        if role in _FIELDS:
            return getattr(row, _FIELDS[SummaryRole(role)])
        column = self.columns()[index.column()]
        if role == Qt.ItemDataRole.AccessibleTextRole and column == "points":
            return str(row.points) if self.summary.busca else spoken_thirds(row.points)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and (row.out or row.winner):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or self.summary is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < self.rowCount() else None
        columns = self.columns()
        if not 0 <= section < len(columns):
            return None
        return {
            "name": _t("Player"),
            "tricks": _t("Tricks"),
            "points": _t("Points taken"),
            "covered": _t("Covered"),
            "team": _t("Team"),
            "score": _t("Busche") if self.summary.busca else _t("Score"),
            "total": _t("Total"),
        }[columns[section]]
