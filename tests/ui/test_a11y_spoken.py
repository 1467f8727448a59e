"""What a screen reader reads where the eye reads a sign: thirds of a point ("4⅓" is "4 and a
third"), the score sheet's cross and dash, an empty status line."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel, SheetRole
from ciapano_qt.ui.models.summary import HandSummaryModel, hand_summary
from ciapano_qt.ui.text.format import spoken_thirds, thirds

from .model_helpers import cappotto_match

SPOKEN = Qt.ItemDataRole.AccessibleTextRole
SHOWN = Qt.ItemDataRole.DisplayRole


@pytest.fixture
def english(settings, language):  # type: ignore[no-untyped-def]
    settings.set("general/language", "en")
    language.attach(settings)
    return language


def test_thirds_are_said_in_words(english) -> None:  # type: ignore[no-untyped-def]
    cases = {
        0: "0",
        1: "a third",
        2: "two thirds",
        3: "1",
        13: "4 and a third",
        32: "10 and two thirds",
    }
    assert {v: spoken_thirds(v) for v in cases} == cases
    assert [thirds(v) for v in (13, 32)] == ["4⅓", "10⅔"]  # as shown, unchanged


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", ["un terzo", "4 e un terzo", "10 e due terzi"]),
        ("de", ["ein Drittel", "4 und ein Drittel", "10 und zwei Drittel"]),
        ("fr", ["un tiers", "4 et un tiers", "10 et deux tiers"]),
        ("es", ["un tercio", "4 y un tercio", "10 y dos tercios"]),
    ],
)
def test_thirds_in_each_language(settings, language, lang, said) -> None:  # type: ignore[no-untyped-def]
    settings.set("general/language", lang)
    language.attach(settings)
    assert [spoken_thirds(v) for v in (1, 13, 32)] == said


def test_the_summary_reads_points_taken_in_words(english) -> None:  # type: ignore[no-untyped-def]
    # seat 0 took every trick: the 32 thirds of the cards, 10⅔ (model_helpers' cappotto)
    model = HandSummaryModel(hand_summary(cappotto_match(), 0))
    points = model.index(0, 2)
    assert model.data(points, SHOWN) == "10⅔"
    assert model.data(points, SPOKEN) == "10 and two thirds"
    assert model.data(model.index(1, 2), SPOKEN) == "0"
    assert model.data(model.index(0, 0), SPOKEN) == model.data(model.index(0, 0), SHOWN)


def test_busca_points_stay_whole(english) -> None:  # type: ignore[no-untyped-def]
    model = HandSummaryModel(hand_summary(cappotto_match(busca=True), 0))
    column = model.columns().index("points")
    assert model.data(model.index(0, column), SPOKEN) == model.data(model.index(0, column), SHOWN)


def test_the_score_sheet_says_out_and_not_playing_in_words(english) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=5, target=21), ["random"] * 5, random.Random(3))
    model = ScoreSheetModel(match)
    seen = {"out": 0, "absent": 0}
    for row in range(len(match.hands)):
        for seat in range(5):
            index = model.index(row, seat)
            score = model.data(index, SheetRole.SCORE)
            if score is None:
                assert (model.data(index, SHOWN), model.data(index, SPOKEN)) == ("—", "not playing")
                seen["absent"] += 1
            elif model.data(index, SheetRole.OUT):
                assert model.data(index, SHOWN) == f"{score}  ✗"
                assert model.data(index, SPOKEN) == f"{score}, out after this hand"
                seen["out"] += 1
            else:
                assert model.data(index, SPOKEN) == model.data(index, SHOWN) == str(score)
    assert seen["out"] and seen["absent"]  # this match has both (seed 3, five players)


def test_the_status_label_is_named_when_empty(qtbot, window, english) -> None:  # type: ignore[no-untyped-def]
    window.say("")
    assert window.status.accessibleName() == "No message"
    window.say("AI 2 is playing…")
    assert window.status.accessibleName() == ""  # a reader reads the label's own text
    assert window.status.text() == "AI 2 is playing…"


def test_the_summary_tells_the_results_with_its_focused_button(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
    from ciapano_qt.ui.table.art import CardArt

    # model_helpers' cappotto: seat 0 took everything, each other seat scores 11 (strict)
    dialog = HandSummaryDialog(hand_summary(cappotto_match(), 0), CardArt("milanese", True), False)
    qtbot.addWidget(dialog)
    assert dialog.primary.accessibleDescription() == (
        "<b>x</b>: 0 this hand, 0 in all; Anna: 11 this hand, 11 in all; "
        "<img height=200000>: 11 this hand, 11 in all; Dario: 11 this hand, 11 in all"
    )
