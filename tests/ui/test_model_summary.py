"""The hand-summary model: qtmodeltester, and a hand-built hand worked out by hand."""

from __future__ import annotations

import random

from PySide6.QtCore import QModelIndex, Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.models.summary import HandSummaryModel, SummaryRole, hand_summary

from .model_helpers import NAMES, cappotto_match

DISPLAY = Qt.ItemDataRole.DisplayRole


def table(model: HandSummaryModel) -> list[list[str]]:
    return [
        [model.data(model.index(r, c), DISPLAY) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_summary_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(5))
    for index in range(len(match.hands)):
        qtmodeltester.check(HandSummaryModel(hand_summary(match, index)))
    busca = play_match(Rules.busca(target=5), ["random"] * 4, random.Random(2))
    qtmodeltester.check(HandSummaryModel(hand_summary(busca, 0)))
    qtmodeltester.check(HandSummaryModel(None))


def test_summary_of_a_cappotto_worked_out_by_hand() -> None:
    match = cappotto_match()
    summary = hand_summary(match, 0)
    model = HandSummaryModel(summary)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers == ["Player", "Tricks", "Points taken", "Score", "Total"]
    # seat 0 took all ten tricks and the 32 thirds of the cards (10⅔): a strict cappotto
    assert table(model) == [
        ["<b>x</b>", "10", "10⅔", "0", "0"],
        ["Anna", "0", "0", "11", "11"],
        ["<img height=200000>", "0", "0", "11", "11"],
        ["Dario", "0", "0", "11", "11"],
    ]
    assert summary.cappotto == "<b>x</b>" and summary.last_trick == "<b>x</b>"
    assert not summary.match_over and summary.out == () and summary.winners == ()
    assert model.data(model.index(1, 0), SummaryRole.SEAT) == 1
    assert model.data(model.index(0, 2), SummaryRole.POINTS) == 32
    assert model.data(model.index(3, 4), SummaryRole.TOTAL) == 11
    assert model.data(model.index(0, 0), Qt.ItemDataRole.FontRole) is None  # nobody out
    assert model.roleNames()[int(SummaryRole.TOTAL)].data() == b"total"


def test_summary_of_busca_with_three_uncovered() -> None:
    """Busca, same deal: seat 0 takes every point (40 with the last trick); the other three did
    not cover, so each scores as many busche as there are of them: 3."""
    model = HandSummaryModel(hand_summary(cappotto_match(busca=True), 0))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)]
    assert headers == ["Player", "Tricks", "Points taken", "Covered", "Busche", "Total"]
    assert table(model)[0] == ["<b>x</b>", "10", "40", "yes", "0", "0"]
    assert table(model)[2] == [NAMES[2], "0", "0", "no", "3", "3"]
    assert model.summary is not None
    assert model.summary.uncovered == NAMES[1:] and model.summary.most_points == ()


def test_summary_through_a_whole_match_marks_out_and_winners() -> None:
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(9))
    model = HandSummaryModel()
    for index, log in enumerate(match.hands):
        model.set_summary(hand_summary(match, index))
        assert model.rowCount() == len(log.state.active)
        for row in range(model.rowCount()):
            seat = model.data(model.index(row, 0), SummaryRole.SEAT)
            tricks = sum(1 for _leader, _cards, w in log.state.tricks if w == seat)
            assert model.data(model.index(row, 1), DISPLAY) == str(tricks)
            total = sum(h.state.result.scores[seat] for h in match.hands[: index + 1])
            assert model.data(model.index(row, 4), DISPLAY) == str(total)
            bold = model.data(model.index(row, 0), Qt.ItemDataRole.FontRole)
            last = index == len(match.hands) - 1
            marked = seat in log.out or (last and seat in match.winners)
            assert (bold is not None and bold.bold()) == marked
    assert model.summary is not None and model.summary.match_over
    assert len(model.summary.winners) == len(match.winners)
    assert model.rowCount(model.index(0, 0)) == 0 and model.index(0, 0).parent() == QModelIndex()


def test_a_long_name_is_cut_and_control_characters_shown_as_spaces() -> None:
    long = "L" * 30
    match = cappotto_match(("A\nB", long, "C", "D"))
    summary = hand_summary(match, 0)
    assert summary.rows[0].name == "A B"
    assert summary.rows[1].name == "L" * 23 + "…"
