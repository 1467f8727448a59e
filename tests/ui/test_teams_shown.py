"""Two against two in the app: the plates mark the partners with a lettered chip (not colour
alone) and show the team's total; the score sheet and the hand summary name the teams."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel
from ciapano_qt.ui.models.seats import SeatRole
from ciapano_qt.ui.models.summary import HandSummaryModel, hand_summary

from .persistence_helpers import level_seats


def test_the_plates_mark_partners_and_show_the_team_total(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.new_match(Rules(teams=True), level_seats(["random"] * 3), seed=5)
    qtbot.waitUntil(lambda: not window.scene.queue.busy, timeout=10_000)
    model = window.seats_model
    teams = [model.data(model.index(s), SeatRole.TEAM) for s in range(4)]
    assert teams == [0, 1, 0, 1]  # you and the player opposite (seat 2) are partners
    plates = window.scene.decor.plates
    assert [p.team for p in plates] == ["A", "B", "A", "B"]  # a letter, not colour alone
    assert all(p.detail == "Team: 0" for p in plates)
    assert "Team A: partner of AI 2" in plates[0].toolTip()
    assert "Team B: partner of AI 3" in plates[1].toolTip()


def test_no_team_marks_without_teams(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.session.new_match(Rules(), level_seats(["random"] * 3), seed=5)
    qtbot.waitUntil(lambda: not window.scene.queue.busy, timeout=10_000)
    plates = window.scene.decor.plates
    assert [p.team for p in plates] == [""] * 4
    assert all(p.detail.startswith("Match: ") for p in plates)


def test_the_score_sheet_and_the_summary_name_the_teams(qapp) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(teams=True, target=21), ["random"] * 4, random.Random(2))
    sheet = ScoreSheetModel(match)
    heads = [sheet.headerData(s, Qt.Orientation.Horizontal) for s in range(4)]
    names = [s.name for s in match.seats]
    assert heads == [f"{names[0]} (A)", f"{names[1]} (B)", f"{names[2]} (A)", f"{names[3]} (B)"]
    summary = hand_summary(match, 0)
    assert [r.team for r in summary.rows] == [0, 1, 0, 1]
    model = HandSummaryModel(summary)
    assert model.columns()[:2] == ("name", "team")
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Team"
    assert [model.data(model.index(r, 1)) for r in range(4)] == [
        "Team A",
        "Team B",
        "Team A",
        "Team B",
    ]
    # partners carry the same total, the team's
    assert summary.rows[0].total == summary.rows[2].total
    assert summary.rows[1].total == summary.rows[3].total
    plain = hand_summary(play_match(Rules(), ["random"] * 4, random.Random(2)), 0)
    assert "team" not in HandSummaryModel(plain).columns()
