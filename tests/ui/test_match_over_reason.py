"""The match-over summary says why (issue 17, item 6): "Out of the match: You and Bepi.
Winner: You" reads as a contradiction unless it says that both crossed the target in the same
hand and the lower total wins. The reason is the engine's (engine.outcome), not the UI's."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.table.art import CardArt

from ..engine.test_match import finish_with_scores, play_sweep

SEATS = [Seat("You", "human", None), Seat("Bepi", "ai", "easy"), Seat("Carla", "ai", "easy")]


def _notes(qtbot, match: Match) -> str:  # type: ignore[no-untyped-def]
    dialog = HandSummaryDialog(hand_summary(match, len(match.hands) - 1), CardArt(parent=None))
    qtbot.addWidget(dialog)
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


def test_both_out_in_the_same_hand_says_the_lower_total_wins(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = Match(Rules(players=3), SEATS)
    m.totals = [27, 28, 40]
    m.in_play = [0, 1]  # heads-up: You against Bepi
    finish_with_scores(m, dealer=1, scores=[5, 6, 0])  # 32 and 34: both cross 31
    summary = hand_summary(m, 0)
    assert summary.out == ("You", "Bepi") and summary.winners == ("You",)
    assert summary.end_reason == "all_crossed"
    notes = _notes(qtbot, m)
    assert "Out of the match: You and Bepi." in notes
    assert "Winner: You" in notes
    assert "Everyone left reached the target in the same hand: the lowest total wins." in notes


def test_the_last_one_standing_needs_no_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = Match(Rules(players=4), [*SEATS, Seat("Dario", "ai", "easy")])
    m.totals = [30, 25, 28, 22]
    play_sweep(m, dealer=3)  # You sweep: the three others cross 31
    assert hand_summary(m, 0).end_reason == "survivors"
    notes = _notes(qtbot, m)
    assert "Winner: You" in notes and "lowest" not in notes


def test_the_busche_limit(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = Match(Rules.busca(target=3), [*SEATS, Seat("Dario", "ai", "easy")])
    play_sweep(m, dealer=3)  # You sweep: 0, 3, 3, 3 busche, the limit reached
    assert hand_summary(m, 0).end_reason == "target_reached"
    assert "A player reached the busche limit: the fewest busche win." in _notes(qtbot, m)


def test_a_hand_that_does_not_end_the_match_has_no_reason() -> None:
    m = Match(Rules(players=4), [*SEATS, Seat("Dario", "ai", "easy")])
    play_sweep(m, dealer=0)
    assert not m.finished and hand_summary(m, 0).end_reason is None
