"""The coach's review in the GUI: the review dialog over a background job, the hand summary's
and the replay's "Review my cards", cancelling, and the match left as it was.

The hand is ``tests/ai/blunders.py``'s duck blunder, worked out by hand there: at trick 9 seat
0 takes the Re of batons with the Asso where the 4 ducks, which costs exactly 5 points (every
world is solved exactly that late). Small world budgets keep the tests fast.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.record import to_record
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.dialogs.review import ReviewDialog
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.models.replay import ReplayModel
from ciapano_qt.ui.models.review import ReviewModel, ReviewRole
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.session.persistence import install_persistence
from ciapano_qt.ui.session.review_job import ReviewJob
from ciapano_qt.ui.table.art import CardArt
from ciapano_qt.ui.text.cardnames import card_name

from ..ai.blunders import DUCK_DECISIONS, DUCK_TRICKS, match_of

WORLDS = 12


def _texts(model: ReviewModel, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]


def _row_of_trick(model: ReviewModel, trick: int) -> int:
    rows = [r for r in range(model.rowCount()) if model.decisions[r].trick == trick]
    assert len(rows) == 1
    return rows[0]


def _wait_done(qtbot: Any, dialog: ReviewDialog) -> None:
    qtbot.waitUntil(
        lambda: not dialog.job.running and not dialog.progress.isVisible(), timeout=60_000
    )


def test_the_review_marks_the_ace_blunder_and_changes_nothing(qtbot: Any) -> None:
    match = match_of(DUCK_TRICKS)
    before = to_record(match)
    job = ReviewJob(match, 0, hands=[0], worlds=WORLDS)
    seen: list[tuple[int, int]] = []
    job.progressed.connect(lambda done, total: seen.append((done, total)))
    dialog = ReviewDialog(job, ReviewModel("italian", job.names), "Review of hand 1")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.progress.isVisible() and not dialog.total.isVisible()
    _wait_done(qtbot, dialog)
    model = dialog.model
    assert [d.trick for d in model.decisions] == DUCK_DECISIONS
    assert seen[-1] == (len(DUCK_DECISIONS), len(DUCK_DECISIONS))
    row = _row_of_trick(model, 9)
    decision, played, better, loss, mark, reason = _texts(model, row)
    assert (decision, played, better, loss, mark) == (
        "Trick 9",
        "Ace of batons",
        "Four of batons",
        "5.00",
        "Mistake",
    )
    assert reason.startswith("Duck under the King of batons")
    assert model.index(row, 0).data(ReviewRole.MARK) == "mistake"
    assert not dialog.progress.isVisible() and dialog.total.isVisible()
    assert f"{model.loss:.2f}" in dialog.total.text() and model.loss >= 5.0
    assert "Mistakes: " in dialog.status.text()
    assert to_record(match) == before  # a review never changes the match
    dialog.close()


def test_the_review_model_is_a_sound_item_model(qtmodeltester: Any) -> None:
    from ciapano_qt.ai.review import review_match

    model = ReviewModel("italian", ("Anna", "AI 1", "AI 2", "AI 3"), by_hand=True)
    qtmodeltester.check(model)
    model.set_review(review_match(match_of(DUCK_TRICKS), 0, worlds=WORLDS))
    qtmodeltester.check(model)
    assert model.columnCount() == 7 and model.rowCount() == len(DUCK_DECISIONS)
    assert "Duck under the King of batons (R): the trick goes to AI 1." in [
        model.index(r, 6).data() for r in range(model.rowCount())
    ]


def test_cancel_stops_the_review(qtbot: Any) -> None:
    match = match_of(DUCK_TRICKS)
    job = ReviewJob(match, 0, worlds=100_000)  # far longer than the test waits
    stopped: list[bool] = []
    job.stopped.connect(lambda: stopped.append(True))
    dialog = ReviewDialog(job, ReviewModel(), "Review")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    # Watchdogs, not timings: the review's helper process starts slowly on a loaded machine.
    qtbot.waitUntil(lambda: bool(stopped), timeout=90_000)
    qtbot.waitUntil(lambda: dialog.status.text() == "Review cancelled.", timeout=30_000)
    assert not job.running and dialog.model.rowCount() == 0 and not dialog.total.isVisible()
    dialog.close()


def test_the_summary_asks_for_a_review_of_its_hand(qtbot: Any) -> None:
    match = match_of(DUCK_TRICKS)
    art = CardArt()
    dialog = HandSummaryDialog(hand_summary(match, 0), art)
    qtbot.addWidget(dialog)
    asked: list[int] = []
    dialog.reviewCards.connect(asked.append)
    dialog.review_button.click()
    assert asked == [0]
    demo = HandSummaryDialog(hand_summary(match, 0), art, demo=True)
    qtbot.addWidget(demo)
    assert not hasattr(demo, "review_button")  # nobody's cards to review in a demo


def test_the_replay_shows_the_marks_on_their_trick(qtbot: Any) -> None:
    match = match_of(DUCK_TRICKS)
    dialog = ReplayDialog(ReplayModel(match), review=lambda: ReviewJob(match, 0, worlds=WORLDS))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.coach.text() == ""
    review = dialog.show_review()
    assert isinstance(review, ReviewDialog) and review.model.by_hand
    _wait_done(qtbot, review)
    assert review.model.headerData(0, Qt.Orientation.Horizontal) == "Hand"
    dialog.show_step(8)  # trick 9
    assert dialog.step.trick == 8
    text = dialog.coach.text()
    system = dialog.art.suit_system  # the default deck's names

    def name(code: str) -> str:
        return card_name(parse_card(code), system)

    assert text.startswith(f"Mistake (Trick 9): you played {name('AB')}; better: {name('4B')}")
    assert "(5.00 points lost)" in text and "Duck under" in text
    marked = {(h, t) for h, t in dialog.marks}
    for i, step in enumerate(dialog.steps):
        dialog.show_step(i)
        assert (dialog.coach.text() != "") == ((step.hand, step.trick + 1) in marked)
    review.close()


def test_the_main_window_reviews_the_hand_of_the_summary(
    qtbot: Any, window: Any, data: Any
) -> None:
    install_persistence(window, data)
    match = match_of(DUCK_TRICKS)
    window.persistence.resume_match(match, None)
    window.review_worlds = WORLDS
    window.show_review(0)
    dialog = window.review
    assert isinstance(dialog, ReviewDialog) and dialog.windowTitle() == "Review of hand 1"
    _wait_done(qtbot, dialog)
    row = _row_of_trick(dialog.model, 9)
    assert _texts(dialog.model, row)[4] == "Mistake"
    dialog.close()
