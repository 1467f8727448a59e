"""What a newcomer tripped over (issue 36, item 23): the plates' totals say they are the
match's; the hand summary says how points taken become scores; no "Abandon the match?" before
a card is played; the last trick at a hand's start says it is the previous hand's; seat 1's
grey text asks for a name where one is needed. (Large cards: tests/ui/test_large_cards.py.)"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
from ciapano_qt.ui.dialogs.seats import SeatsEditor
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.matchflow import confirm_abandon
from ciapano_qt.ui.models.replay import Play, ReplayModel, ReplayStep
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.table.art import CardArt

from .conftest import start_human_match
from .test_plain_names import shown


def test_the_plates_say_their_totals_are_the_match_s(qtbot: Any, window: Any) -> None:
    start_human_match(window)
    qtbot.waitUntil(lambda: not window.scene.queue.busy, timeout=10_000)
    assert [p.detail for p in window.scene.decor.plates] == ["Match: 0"] * 4


@pytest.mark.parametrize(
    ("fractions", "words"), [("last_trick_pays", "11 minus"), ("lost", "adds 1")]
)
def test_the_summary_says_how_points_taken_are_scored(
    qapp: Any, fractions: str, words: str
) -> None:
    match = play_match(Rules(fractions=fractions), ["random"] * 4, random.Random(2))
    index = next(i for i in range(len(match.hands)) if hand_summary(match, i).cappotto is None)
    dialog = HandSummaryDialog(hand_summary(match, index), CardArt(parent=None))
    notes = [t for t in shown(dialog) if "fractions dropped (3⅓ scores 3)" in t]
    assert len(notes) == 1 and words in notes[0], shown(dialog)
    dialog.deleteLater()


def test_no_question_before_a_card_is_played(qtbot: Any, window: Any, monkeypatch: Any) -> None:
    asked: list[str] = []

    def question(*args: Any, **kw: Any) -> QMessageBox.StandardButton:
        asked.append(args[1])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    c = window.session
    for seed in range(1, 40):  # a deal the player leads: no card on the table at their turn
        start_human_match(window, seed=seed)
        qtbot.waitUntil(c.is_human_turn, timeout=20_000)
        if not c.match.hands[-1].state.plays:
            break
    else:
        pytest.fail("no deal the player leads")
    assert confirm_abandon(window) and not asked  # nothing to lose: not asked
    c.play_human(c.human_view().legal_moves[0])
    assert not confirm_abandon(window) and asked == ["Abandon the match?"]


def _step(hand: int, n_hands: int) -> ReplayStep:
    plays = tuple(Play(s, f"P{s}", c, s == 1) for s, c in enumerate((0, 7, 3, 5)))
    return ReplayStep(hand, 9, n_hands, 10, "P0", plays, "P1", (), None, None, None)


def test_the_last_trick_of_the_previous_hand_says_so(qapp: Any) -> None:
    for n_hands, earlier in ((2, True), (1, False)):
        model = ReplayModel()
        model.set_steps([_step(0, n_hands)])
        dialog = LastTrickDialog(model, CardArt(parent=None))
        assert dialog.earlier.isVisibleTo(dialog) is earlier
        said = "From the previous hand" in dialog.summary.accessibleName()
        assert said is earlier and ("previous hand" in dialog.windowTitle()) is earlier
        dialog.deleteLater()


def test_seat_1_asks_for_a_name_when_people_share_the_screen(qapp: Any) -> None:
    seats = SeatsEditor()
    seats.set_players(4)
    seats.names[0].setText("")
    for seat in (1, 2, 3):
        seats.set_kind(seat, "hard")
    assert seats.names[0].placeholderText() == "You"  # alone: the name may stay empty
    seats.names[1].setText("Bea")
    seats.set_kind(1, "human")  # a second person at this screen
    assert seats.problem() is not None
    assert seats.names[0].placeholderText() == "Type your name"
    seats.set_kind(1, "hard")  # a computer again
    assert seats.names[0].placeholderText() == "You"
    seats.deleteLater()
