"""Sentences about the viewer are written for the viewer (issue 17, item 3): "You take the
trick." and "You took the last trick.", not "You takes" with the player's own name, in every
language; another player is named."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.models.replay import ReplayModel, replay_steps, viewer_seat

from .model_helpers import cappotto_match

YOU = ("You", "Anna", "Bepi", "Dario")  # the player's default English name is "You"


def test_the_viewer_is_the_one_human() -> None:
    assert viewer_seat(cappotto_match(YOU)) == 0
    assert viewer_seat(cappotto_match(YOU, human=2)) == 2
    # Seat 0 takes all ten tricks (the hand is worked out in cappotto_match).
    assert all(s.viewer_takes for s in replay_steps(cappotto_match(YOU)))
    assert not any(s.viewer_takes for s in replay_steps(cappotto_match(YOU, human=1)))


def test_replay_and_last_trick_speak_to_the_viewer(qtbot) -> None:  # type: ignore[no-untyped-def]
    replay = ReplayDialog(ReplayModel(cappotto_match(YOU)))
    qtbot.addWidget(replay)
    replay.last()
    assert replay.taker.text() == "You take the trick."
    last = LastTrickDialog(ReplayModel(cappotto_match(YOU)), replay.art)
    qtbot.addWidget(last)
    assert last.summary.text() == "You took the last trick."
    other = ReplayDialog(ReplayModel(cappotto_match(YOU, human=1)))
    qtbot.addWidget(other)
    other.last()
    assert other.taker.text() == "You takes the trick."  # a computer player named "You"
    assert other.taker.text().startswith("You ")


@pytest.mark.parametrize("code", ["it", "de", "fr", "es"])
def test_the_viewer_sentences_are_translated(qtbot, qapp: QApplication, code: str) -> None:  # type: ignore[no-untyped-def]
    service = i18n.Language()
    try:
        assert service.set_language(code)
        replay = ReplayDialog(ReplayModel(cappotto_match(YOU)))
        qtbot.addWidget(replay)
        replay.last()
        last = LastTrickDialog(ReplayModel(cappotto_match(YOU)), replay.art)
        qtbot.addWidget(last)
        for text, english in (
            (replay.taker.text(), "You take the trick."),
            (last.summary.text(), "You took the last trick."),
        ):
            assert text and text != english and "%1" not in text and "You" not in text
    finally:
        service.uninstall()


def test_the_summary_says_you_made_cappotto(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
    from ciapano_qt.ui.models.summary import hand_summary
    from ciapano_qt.ui.table.art import CardArt

    def notes(match) -> list[str]:  # type: ignore[no-untyped-def]
        dialog = HandSummaryDialog(hand_summary(match, 0), CardArt(parent=None))
        qtbot.addWidget(dialog)
        return [label.text() for label in dialog.findChildren(QLabel)]

    assert "You made cappotto!" in notes(cappotto_match(YOU))  # seat 0, the human, made it
    assert hand_summary(cappotto_match(YOU), 0).cappotto_by_viewer
    # A computer player named "You": "%1 made cappotto!" (the same words in English only).
    assert "You made cappotto!" in notes(cappotto_match(YOU, human=1))
    assert not hand_summary(cappotto_match(YOU, human=1), 0).cappotto_by_viewer
