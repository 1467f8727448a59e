"""The replay dialog: navigation through a whole match, and an unfinished hand."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.models.replay import ReplayModel, replay_steps

from .persistence_helpers import level_seats, play_until


def test_replay_navigation(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(17))
    dialog = ReplayDialog(ReplayModel(match))
    qtbot.addWidget(dialog)
    dialog.show()
    steps = replay_steps(match)
    assert len(steps) == sum(len(h.state.winners) for h in match.hands)
    first_trick = match.hands[0].state.tricks[0]
    assert dialog.shown_cards() == [int(x) for x in first_trick[1]]
    assert dialog.trick.trick_model.rowCount() == 3
    assert not dialog.back_button.isEnabled()
    dialog.forward()
    assert dialog.step == steps[1]
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.step == steps[2]
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    dialog.back()
    assert dialog.index == 0
    dialog.go_to_hand(len(match.hands) - 1)
    assert dialog.step.hand == len(match.hands) - 1 and dialog.step.trick == 0
    assert dialog.hand_box.currentIndex() == len(match.hands) - 1
    qtbot.keyClick(dialog, Qt.Key.Key_PageUp)
    assert dialog.step.hand == len(match.hands) - 2
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == len(steps) - 1 and not dialog.forward_button.isEnabled()
    last = match.hands[-1]
    assert "Winner" in dialog.tally.text()
    assert str(last.totals[0]) in dialog.tally.text()
    _leader, _cards, winner = last.state.tricks[-1]
    assert match.seats[winner].name in dialog.taker.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0
    dialog.close()


def test_replay_of_an_unfinished_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=3, stop_seat=2)
    dialog = ReplayDialog(ReplayModel(match))
    qtbot.addWidget(dialog)
    dialog.last()
    assert dialog.step.trick == len(match.hand.winners) - 1
    assert "Hand scores" not in dialog.tally.text()
