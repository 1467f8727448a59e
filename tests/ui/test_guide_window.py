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
