"""The coach's losses are in the hand's own unit: penalty points in the classic game, busche
in Busca (issue 19: "Losses are in the hand's own unit"). The review itself is not run: a
hand-built ``Review`` is shown, so the texts alone are checked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ciapano_qt.ai.review import Decision, HandReview, Review
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.rules import Rules
from ciapano_qt.ui.dialogs.review import ReviewDialog
from ciapano_qt.ui.models.review import ReviewModel
from ciapano_qt.ui.session.review_job import ReviewJob


class _Idle(ReviewJob):
    """A job that never starts: the test gives the dialog its review."""

    def start(self) -> None:
        pass


def _match(rules: Rules) -> Match:
    return Match(
        rules, [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "easy") for i in (1, 2, 3)]
    )


def _review() -> Review:
    ace, four = parse_card("AB"), parse_card("4B")
    decision = Decision(
        hand=0,
        trick=9,
        seat=0,
        played=ace,
        best=four,
        cards={four: 1.0, ace: 2.5},
        loss=1.5,
        stderr=0.0,
        mark="mistake",
        reason_code="",
    )
    return Review(0, (HandReview(0, 0, (decision,)),))


def _dialog(qtbot: Any, rules: Rules) -> ReviewDialog:
    job = _Idle(_match(rules), 0, hands=[0], worlds=2)
    model = ReviewModel("italian", job.names, busca=job.busca)
    dialog = ReviewDialog(job, model, "Review")
    qtbot.addWidget(dialog)
    dialog._on_reviewed(_review())
    return dialog


def _header(model: ReviewModel) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_busca_losses_are_busche(qtbot: Any) -> None:
    dialog = _dialog(qtbot, Rules.busca())
    assert dialog.job.busca
    assert "Busche lost" in _header(dialog.model) and "Points lost" not in _header(dialog.model)
    assert dialog.total.text() == "Busche lost in this hand: 1.50 (1 decisions)."
    about = dialog.findChildren(type(dialog.total))[0].text()
    assert "at least 0.30 busche" in about


def test_classic_losses_are_points(qtbot: Any) -> None:
    dialog = _dialog(qtbot, Rules())
    assert not dialog.job.busca
    assert "Points lost" in _header(dialog.model) and "Busche lost" not in _header(dialog.model)
    assert dialog.total.text() == "Points lost in this hand: 1.50 (1 decisions)."
    about = dialog.findChildren(type(dialog.total))[0].text()
    assert "at least 0.30 points" in about


def test_the_replay_s_mark_says_busche_in_busca(qtbot: Any) -> None:
    import random

    from ciapano_qt.ai.play import play_match
    from ciapano_qt.ui.dialogs.replay import ReplayDialog
    from ciapano_qt.ui.models.replay import ReplayModel

    match = play_match(Rules.busca(target=3), ["random"] * 4, random.Random(1))
    dialog = ReplayDialog(ReplayModel(match))
    qtbot.addWidget(dialog)
    decision = _review().hands[0].decisions[0]  # trick 9 of hand 0
    dialog.marks = {(0, 9): decision}
    step = next(s for s in dialog.steps if s.hand == 0 and s.trick == 8)
    dialog._busca = True
    assert "(1.50 busche lost)" in dialog._mark_text(step)
    dialog._busca = False
    assert "(1.50 points lost)" in dialog._mark_text(step)
