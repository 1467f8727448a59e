"""The setting "Review every hand automatically": off by default (a fresh home never opens a
review), and when on, the end of a hand opens the coach's review of it beside the summary."""

from __future__ import annotations

from typing import Any

from ciapano_qt.ui.dialogs.review import ReviewDialog
from ciapano_qt.ui.dialogs.settingspages import TablePage

from ..ai.blunders import DUCK_DECISIONS, DUCK_TRICKS, match_of
from .persistence_helpers import play_to_summary


def test_off_by_default_and_on_the_table_page(qtbot: Any, settings: Any) -> None:
    assert settings.get("game/auto_review") is False
    page = TablePage()
    qtbot.addWidget(page)
    page.load(settings)
    assert not page.auto_review.isChecked()
    page.auto_review.setChecked(True)
    page.save(settings)
    assert settings.get("game/auto_review") is True


def test_a_finished_hand_opens_its_review(qtbot: Any, window: Any, data: Any) -> None:
    window.settings.set("game/auto_review", True)
    window.review_worlds = 4
    play_to_summary(qtbot, window, data, match_of(DUCK_TRICKS, upto=36))  # one card each left
    dialog = window.review
    assert isinstance(dialog, ReviewDialog) and dialog.windowTitle() == "Review of hand 1"
    qtbot.waitUntil(lambda: not dialog.job.running and dialog.model.rowCount() > 0, timeout=60_000)
    assert [d.trick for d in dialog.model.decisions] == DUCK_DECISIONS
    dialog.close()


def test_off_no_review_opens(qtbot: Any, window: Any, data: Any) -> None:
    play_to_summary(qtbot, window, data, match_of(DUCK_TRICKS, upto=36))
    assert window.review is None


def test_the_review_opens_once_a_hand(
    qtbot: Any, window: Any, data: Any, settings: Any, language: Any
) -> None:
    """Issue 36, 19: every OK in Settings that rebuilt the open summary (a new language)
    opened the review of its hand again."""
    from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

    language.attach(settings)
    window.settings.set("game/auto_review", True)
    window.review_worlds = 4
    opened: list[int] = []
    show_review = window.show_review

    def counted(index: int) -> None:
        opened.append(index)
        show_review(index)

    window.show_review = counted
    play_to_summary(qtbot, window, data, match_of(DUCK_TRICKS, upto=36))
    assert opened == [0]
    first = window.review
    first.close()  # the player read it and closed it
    for lang in ("it", "en"):  # Settings, a language, OK: the summary is rebuilt in it
        dialog = SettingsDialog(settings, window)
        qtbot.addWidget(dialog)
        dialog.table_page.language.setCurrentIndex(dialog.table_page.language.findData(lang))
        shown = window.summary
        dialog.accept()
        qtbot.waitUntil(lambda shown=shown: window.summary not in (None, shown))  # rebuilt
        assert window.summary.isVisible()
    assert opened == [0] and window.review is first
    qtbot.waitUntil(lambda: not first.job.running, timeout=60_000)
