"""The guided first match (issue 19): each lesson of ``ai.lessons`` played on its own table with
scripted opponents, the person allowed only the script's card, the lesson's text at its
moment, skippable at any point, never counted; on the first start of a fresh home only, and
never in a test (``CIAPANO_NO_GUIDE``)."""

from __future__ import annotations

from typing import Any

import pytest

from ciapano_qt.ai.lessons import LESSONS, lesson
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.ui.app.startup import _wants_guide
from ciapano_qt.ui.dialogs.lesson import LessonWindow
from ciapano_qt.ui.session.lesson import LessonSession
from ciapano_qt.ui.text.cardnames import card_name

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def _play_through(qtbot: Any, session: LessonSession) -> list[int]:
    """Play the person's cards as the script says, trying a wrong card first each time;
    the plays counted at each moment signal."""
    moments: list[int] = []
    session.moment.connect(lambda: moments.append(session.played()))
    refused: list[str] = []
    session.moveRefused.connect(refused.append)
    over: list[bool] = []
    session.lessonOver.connect(lambda: over.append(True))
    session.start()
    turns = 0
    while not over:
        qtbot.waitUntil(lambda: session.is_human_turn() or bool(over), timeout=10_000)
        if over:
            break
        wanted = session.scripted_card()
        assert wanted is not None
        if session.lesson.key == "follow_suit" and session.at_moment:
            # The rule is the lesson: every card it allows is raised. Seat 0 holds 3D, 6D
            # and 7D of diamonds, and 4D was led (the lesson's deal and first trick).
            diamonds = {int(parse_card(c)) for c in ("3D", "6D", "7D")}
            assert session.viewer_legal() == frozenset(diamonds)
            assert wanted == int(parse_card("7D"))
        else:
            assert session.viewer_legal() == frozenset({wanted})  # only the lesson's card
        assert session.match is not None and session.match.hand is not None
        legal = {int(c) for c in session.match.hand.legal_moves()}
        others = [c for c in session.viewer_hand() if c != wanted and c in legal]
        if others:  # a card the rules allow, but not the lesson's
            before = session.played()
            assert not session.play_human(others[0])
            assert session.played() == before
            assert refused[-1] == f"In this lesson, play the {card_name(wanted, 'italian')}."
            assert session.why_not(others[0]) == refused[-1]
        assert session.why_not(wanted) is None
        if session.is_human_turn() and session.scripted_card() == wanted:
            session.play_human(wanted)  # (a forced last card may be played for the person)
        turns += 1
    assert turns >= 1
    return moments


@pytest.mark.parametrize("key", [item.key for item in LESSONS])
def test_a_lesson_plays_its_script_and_stops_at_its_moment(qtbot: Any, key: str) -> None:
    item = lesson(key)
    session = LessonSession(item, NAMES)
    session.wait_for_table = False  # no table here: the game goes on by itself
    session.speed = "instant"
    moments = _play_through(qtbot, session)
    assert moments == [item.moment]  # once, when the person is to play the lesson's card
    match = session.match
    assert match is not None and len(match.hands) == 1 and match.hands[0].finished
    assert [int(c) for c in match.hands[0].state.plays] == [int(c) for c in item.cards]
    assert [s.name for s in match.seats] == NAMES
    assert [s.kind for s in match.seats] == ["human", "ai", "ai", "ai"]
    session.shutdown()


def test_the_guide_shows_the_moment_text_and_can_be_skipped(
    qtbot: Any, window: Any, settings: Any, data: Any
) -> None:
    from ciapano_qt.ui.session.persistence import install_persistence

    install_persistence(window, data)
    closed: list[bool] = []
    guide = window.show_guide(then=lambda: closed.append(True))
    assert isinstance(guide, LessonWindow) and settings.get("general/guided_match") is False
    assert guide.heading.text() == "Lesson 1 of 5: Follow suit"
    session = guide.session
    assert session is not None and session.lesson.key == "follow_suit"
    qtbot.waitUntil(lambda: session.at_moment, timeout=20_000)  # the script's first cards
    assert guide.text.text() == guide.moment_text(session.lesson)
    assert not guide.next_button.isEnabled() and guide.skip_button.isEnabled()
    card = session.scripted_card()
    assert card == int(parse_card("7D"))  # the player's card at the lesson's moment
    # The text names it and says why, which holds in this deal: 4D, 5D and the Queen (CD)
    # are on the table, the Queen winning; of the person's 3D, 6D and 7D, the 6D and 7D stay
    # under her, the 7D the higher: the 3D would take the trick.
    text = guide.text.text()
    assert session.lesson_card_name() in text and "winning the trick" in text
    assert [int(c) for c in session.match.hand.plays] == [
        int(parse_card(c)) for c in ("4D", "5D", "CD")
    ]
    under = [c for c in ("3D", "6D", "7D") if parse_card(c) < parse_card("CD")]
    assert under == ["6D", "7D"] and card == int(parse_card(max(under, key=parse_card)))
    guide.skip_button.click()  # skip the rest of this lesson
    assert guide.index == 1 and guide.heading.text() == "Lesson 2 of 5: Duck under the trick"
    for _ in range(3):
        guide.skip_button.click()
    assert guide.index == 4 and not guide.skip_button.isEnabled()  # the last lesson
    guide.close_button.click()
    assert closed == [True] and not guide.isVisible()
    assert not window.session.has_match  # the main window's table untouched
    assert not (data / "stats.json").exists() and not (data / "autosave.json").exists()


def test_a_lesson_played_to_its_end_offers_the_next_one(qtbot: Any, window: Any) -> None:
    guide = window.show_guide()
    session = guide.session

    def step() -> bool:
        card = session.scripted_card()
        if card is not None and session.is_human_turn():
            session.play_human(card)
        return guide.next_button.isEnabled()

    qtbot.waitUntil(step, timeout=30_000)
    assert guide.text.text().endswith("On to the next lesson when you are ready.")
    guide.next_button.click()
    assert guide.index == 1 and guide.session is not session
    guide.close()


def test_only_a_fresh_home_outside_the_tests_opens_the_guide(settings: Any, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert settings.get("general/guided_match") is True  # a fresh home
    monkeypatch.delenv("CIAPANO_NO_GUIDE", raising=False)
    assert _wants_guide(settings)
    monkeypatch.setenv("CIAPANO_NO_GUIDE", "1")  # tests/conftest.py sets it for every test
    assert not _wants_guide(settings)
    monkeypatch.delenv("CIAPANO_NO_GUIDE")
    settings.set("general/guided_match", False)  # shown once
    assert not _wants_guide(settings)


def test_the_guide_speaks_the_language_chosen_while_it_is_open(
    qtbot: Any, window: Any, settings: Any, language: Any
) -> None:
    language.attach(settings)
    guide = window.show_guide()
    settings.set("general/language", "it")
    qtbot.waitUntil(lambda: guide.heading.text() == "Lezione 1 di 5: Rispondere al seme")
    assert guide.close_button.text() == "&Chiudi la guida"
    settings.set("general/language", "en")
    qtbot.waitUntil(lambda: guide.heading.text() == "Lesson 1 of 5: Follow suit")
    guide.close()
