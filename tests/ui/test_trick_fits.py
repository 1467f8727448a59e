"""The replay's and the last trick's cards lie wholly inside the view, at the dialog's minimum
size, with the score lines of a hand's last trick under them (issue 17 item 5: the cards were
cut at the top, the bottom and the sides, a corner index lost)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.dialogs.trickview import TrickView
from ciapano_qt.ui.models.replay import ReplayModel
from ciapano_qt.ui.table.art import CardArt

NAMES = ["Massimiliano Ernesto Bo", "Anna Maria Valentina Ro", "Bepi", "Carla"] * 2


def _match(players: int):  # type: ignore[no-untyped-def]
    return play_match(
        Rules(players=players, target=21),
        ["random"] * players,
        random.Random(5),
        names=NAMES[:players],
    )


def _assert_cards_inside(view: TrickView, count: int) -> None:
    model = view.trick_model
    assert model.rowCount() == count
    inside = QRect(0, 0, view.viewport().width(), view.viewport().height())
    icon = view.iconSize()
    assert icon.height() >= 60  # still a card one can read, not a sliver
    caption = view.fontMetrics().height()
    for row in range(count):
        index = model.index(row)
        rect = view.visualRect(index)
        assert inside.contains(rect), (row, rect, inside)
        assert rect.width() >= icon.width() and rect.height() >= icon.height() + caption
        picture = index.data(1)  # the decoration: drawn at the size it is shown
        size = picture.deviceIndependentSize()
        assert size.width() <= icon.width() + 0.5 and size.height() <= icon.height() + 0.5


@pytest.mark.parametrize("players", [3, 5, 8])
def test_replay_cards_fit_at_the_minimum_size(qtbot, players: int) -> None:  # type: ignore[no-untyped-def]
    match = _match(players)
    model = ReplayModel(match)
    dialog = ReplayDialog(model, CardArt("milanese"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    last = max(i for i, s in enumerate(model.steps) if s.hand == 0)
    dialog.show_step(last)  # the hand's last trick: tricks taken, hand scores, totals
    assert "Totals" in dialog.tally.text()
    dialog.resize(dialog.minimumSize())
    QApplication.processEvents()
    assert dialog.size() == dialog.minimumSize()
    _assert_cards_inside(dialog.trick, players)
    # narrower still (as narrow as it goes): more wrapped lines, the cards still inside
    dialog.resize(1, dialog.height())
    QApplication.processEvents()
    _assert_cards_inside(dialog.trick, players)


@pytest.mark.parametrize("players", [3, 8])
def test_last_trick_cards_fit_at_the_minimum_size(qtbot, players: int) -> None:  # type: ignore[no-untyped-def]
    dialog = LastTrickDialog(ReplayModel(_match(players)), CardArt("bergamasche"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.minimumSizeHint())
    QApplication.processEvents()
    count = dialog.trick.trick_model.rowCount()
    assert count >= 2
    _assert_cards_inside(dialog.trick, count)


def test_the_dialogs_leave_the_table_card_size_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A dialog's cards are pictures for a dialog: the table's size (which the rest of the deck
    is prepared at and kept on disk for) is not changed by them."""
    art = CardArt("milanese")
    art.pixmap("AD", 70, 125)
    dialog = LastTrickDialog(ReplayModel(_match(3)), art)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()
    assert art._size == (70, 125, 1.0)
