"""The score-sheet model: qtmodeltester, a hand worked out by hand, a whole match."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel, SheetRole

from .model_helpers import NAMES, cappotto_match


def test_score_sheet_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=5, target=21), ["random"] * 5, random.Random(3))
    qtmodeltester.check(ScoreSheetModel(match))
    qtmodeltester.check(ScoreSheetModel(cappotto_match(target=11)))
    qtmodeltester.check(ScoreSheetModel(None))


def test_score_sheet_of_a_cappotto_that_ends_the_match() -> None:
    model = ScoreSheetModel(cappotto_match(target=11))
    assert model.rowCount() == 2 and model.columnCount() == 4
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert names == list(NAMES)  # shown as written
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(2)] == ["Hand 1", "Total"]
    hand = [model.data(model.index(0, c)) for c in range(4)]
    assert hand == ["0", "11  ✗", "11  ✗", "11  ✗"]  # seats 1-3 reach 11 and are out
    assert [model.data(model.index(1, c)) for c in range(4)] == ["0", "11", "11", "11"]
    assert model.data(model.index(1, 0), SheetRole.WINNER)
    assert model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole) == "Winner"
    assert model.data(model.index(0, 3), SheetRole.DEALER)
    assert model.data(model.index(0, 1), SheetRole.OUT) and not model.data(
        model.index(0, 0), SheetRole.OUT
    )
    assert model.data(model.index(0, 2), SheetRole.SCORE) == 11


def test_score_sheet_through_a_whole_match() -> None:
    match = play_match(Rules(players=5, target=21), ["random"] * 5, random.Random(3))
    model = ScoreSheetModel(match)
    assert model.rowCount() == len(match.hands) + 1
    for seat in range(5):
        played = [
            model.data(model.index(r, seat), SheetRole.SCORE) for r in range(len(match.hands))
        ]
        assert sum(s for s in played if s is not None) == match.totals[seat]
        dashes = [model.data(model.index(r, seat)) == "—" for r in range(len(match.hands))]
        assert dashes == [s is None for s in played]
        out = [
            r for r in range(len(match.hands)) if model.data(model.index(r, seat), SheetRole.OUT)
        ]
        if out:  # a seat out plays no later hand
            assert all(s is None for s in played[out[0] + 1 :])
        grey = model.data(model.index(len(match.hands) - 1, seat), Qt.ItemDataRole.ForegroundRole)
        assert (grey is not None) == bool(out and out[0] < len(match.hands) - 1)


def test_the_legend_is_shown_only_when_a_cell_has_a_mark(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.scoresheet import ScoreSheetDialog

    marked = ScoreSheetModel(cappotto_match(target=11))  # three seats out after hand 1: ✗
    assert marked.marks()
    busca = ScoreSheetModel(play_match(Rules.busca(target=5), ["random"] * 4, random.Random(2)))
    assert not busca.marks()  # everyone plays every Busca hand: no ✗, no —
    assert not ScoreSheetModel(None).marks()
    for model, shown in ((marked, True), (busca, False)):
        dialog = ScoreSheetDialog(model)
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.legend.isVisible() == shown
