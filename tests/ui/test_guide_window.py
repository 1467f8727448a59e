"""The guided first match's window as a newcomer meets it (issue 36): opened from the Help
menu it closes cleanly every way out."""

from __future__ import annotations

from typing import Any

from ciapano_qt.ui.dialogs.lesson import LessonWindow


def _from_the_help_menu(window: Any) -> LessonWindow:
    window.menus.act_guide.trigger()  # as a click on Help, Guided first match… does
    guide = window.guide
    assert isinstance(guide, LessonWindow) and guide.isVisible()
    return guide


def _play_to_the_end(qtbot: Any, guide: LessonWindow) -> None:
    def step() -> bool:
        session = guide.session
        assert session is not None
        card = session.scripted_card()
        if card is not None and session.is_human_turn():
            session.play_human(card)
        return guide.next_button.isEnabled()

    qtbot.waitUntil(step, timeout=30_000)


def test_the_guide_from_the_help_menu_closes_with_its_close_button(qtbot: Any, window: Any) -> None:
    """Issue 36, 2: the menu's action passed its "checked" flag (False) on as the guide's
    ``then``, and closing the guide called it: TypeError, 'bool' object is not callable."""
    guide = _from_the_help_menu(window)
    with qtbot.waitSignal(guide.finished):
        guide.close_button.click()
    assert window.guide is None and not guide.isVisible()


def test_the_guide_from_the_help_menu_closes_when_its_last_lesson_is_done(
    qtbot: Any, window: Any
) -> None:
    guide = _from_the_help_menu(window)
    for _ in range(len(guide.lessons) - 1):
        guide.skip_button.click()
    assert guide.index == len(guide.lessons) - 1
    _play_to_the_end(qtbot, guide)
    assert guide.next_button.text() == "&Finish"
    with qtbot.waitSignal(guide.finished):
        guide.next_button.click()
    assert window.guide is None and not guide.isVisible()


def test_the_guide_from_the_help_menu_closes_with_its_window(qtbot: Any, window: Any) -> None:
    guide = _from_the_help_menu(window)
    with qtbot.waitSignal(guide.finished):
        guide.reject()  # Escape, or the window's own close button
    assert window.guide is None


def test_the_guide_fits_the_screen(qtbot: Any, window: Any) -> None:
    """Issue 36, 12: the guide opened at a fixed 960x760, off an 800x600 screen with its
    buttons and the hand. The test screen is 800x800 (offscreen)."""
    guide = _from_the_help_menu(window)
    free = guide.screen().availableGeometry()
    qtbot.waitUntil(lambda: free.contains(guide.frameGeometry()))
    assert guide.width() <= free.width() and guide.height() <= free.height()
    guide.close()


def test_the_guide_s_size_on_small_and_large_screens(qtbot: Any, window: Any) -> None:
    from PySide6.QtCore import QRect

    from ciapano_qt.ui.dialogs.lesson import LARGEST, guide_size

    assert guide_size(QRect(0, 0, 1920, 1080)) == LARGEST  # room enough: as large as it was
    small = guide_size(QRect(0, 0, 800, 600))
    assert small.width() <= 800 and small.height() <= 600 - 40  # a title bar's room left
    guide = _from_the_help_menu(window)
    guide.resize(small)  # everything in the guide has its room at that size
    need = guide.minimumSizeHint()
    assert guide.size() == small and need.boundedTo(small) == need
    guide.close()


def _at_human_turn(qtbot: Any, guide: LessonWindow) -> None:
    session = guide.session
    assert session is not None
    qtbot.waitUntil(lambda: session.is_human_turn() and session.scripted_card() is not None)


def test_lesson_one_says_when_its_card_is_played_and_stops_asking_for_it(
    qtbot: Any, window: Any
) -> None:
    """Issue 36, 13: the lesson's text asked for the Seven of diamonds for the whole hand,
    said nothing once it was played, and Enter played the leftmost card (refused) instead
    of the one the lesson asks for."""
    from PySide6.QtCore import Qt

    guide = window.show_guide()
    session = guide.session
    assert session is not None and session.lesson.key == "follow_suit"
    assert "chosen for you" not in guide.text.text()  # not here: the moment is the first turn
    qtbot.waitUntil(lambda: session.at_moment)
    _at_human_turn(qtbot, guide)
    seven = session.lesson_card_name()
    assert seven in guide.text.text()
    assert guide.scene.human_cards()[guide.scene.focus_index] == session.scripted_card()
    qtbot.keyClick(guide.view, Qt.Key.Key_Return)  # "click it, or press Enter"
    assert session.played() == session.lesson.moment + 1
    text = guide.text.text()
    assert text.startswith("Well done: that was the card to play.")
    assert "From here on your cards are chosen for you" in text and seven not in text
    # the next turn: Enter plays the one raised card again, the text asks for no card
    _at_human_turn(qtbot, guide)
    card, before = session.scripted_card(), session.played()
    assert guide.scene.human_cards()[guide.scene.focus_index] == card
    qtbot.keyClick(guide.view, Qt.Key.Key_Return)
    assert session.played() == before + 1 and guide.text.text() == text
    _play_to_the_end(qtbot, guide)
    assert guide.text.text() == "The hand is over. On to the next lesson when you are ready."
    guide.close()


def test_a_lesson_with_turns_before_its_moment_says_the_cards_are_chosen(
    qtbot: Any, window: Any
) -> None:
    guide = window.show_guide()
    guide.skip_button.click()
    session = guide.session
    assert session is not None and session.lesson.key == "duck" and guide.stage == "intro"
    assert guide.text.text().startswith("In this lesson your cards are chosen for you:")
    while not session.at_moment:  # the person's cards before the lesson's
        _at_human_turn(qtbot, guide)
        if not session.at_moment:
            session.play_human(session.scripted_card() or -1)
    card = session.scripted_card()
    assert card is not None and session.play_human(card)
    assert guide.text.text().startswith("Well done: that was the card to play. Play out the hand")
    guide.close()
