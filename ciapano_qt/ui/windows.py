"""The main window's other windows, opened from its menus: the last trick, the score sheet,
the coach's review, the card tracker, settings, rules, About, the guided first match, and
hosting or joining a table.

Loaded at the first of them (never for the first paint); each dialog's module loads only
when it opens. The window keeps what stays open (``window.review``, ``tracker_panel``,
``guide``, ``net_dialogs``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..net.club.link import Invitation, LinkError
    from .mainbase import MainWindowBase as MainWindow  # not mainwindow.py: no circle


def _t(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def show_last_trick(window: MainWindow) -> None:
    session = window.session
    if session.last_trick() is None:
        window.say(_t("No trick has been played yet."))
        return
    from .dialogs.lasttrick import LastTrickDialog
    from .models.replay import ReplayModel

    LastTrickDialog(ReplayModel(session.snapshot()), window.art, window).exec()


def show_score_sheet(window: MainWindow) -> None:
    match = window.session.snapshot()
    if match is None:
        return
    from .dialogs.scoresheet import ScoreSheetDialog
    from .models.scoresheet import ScoreSheetModel

    ScoreSheetDialog(ScoreSheetModel(match), window).exec()


def show_review(window: MainWindow, index: int) -> None:
    """The coach's review of the player's cards in hand ``index`` (in the background)."""
    from .dialogs.review import ReviewDialog
    from .models.review import ReviewModel
    from .session.review_job import ReviewJob

    match, seat = window.session.snapshot(), window.session.viewer
    if match is None or seat is None:
        return
    job = ReviewJob(match, seat, hands=[index], worlds=window.review_worlds)
    model = ReviewModel(window.art.suit_system, job.names, busca=job.busca)
    title = _t("Review of hand %1").replace("%1", str(index + 1))
    dialog = ReviewDialog(job, model, title, window)
    dialog.reviewed.connect(lambda review: _keep_review(window, match, seat, review))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    window.review = dialog


def _keep_review(window: MainWindow, match: Any, seat: int, review: Any) -> None:
    """The live match's review goes into the statistics (``session/review_stats.py``)."""
    from .session.review_stats import keep_review

    keep_review(getattr(window, "persistence", None), match, seat, review)


def toggle_tracker(window: MainWindow) -> None:
    """Show or hide the card tracker (an aid: a match it is shown in is assisted)."""
    from .dialogs.tracker import TrackerPanel

    act = window.menus.act_tracker
    if window.tracker_panel is None:
        panel = TrackerPanel(window.session, window.art.suit_system, window)
        panel.closed.connect(lambda: act.setChecked(False))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        window.tracker_panel = panel
    window.tracker_panel.setVisible(act.isChecked())


def show_settings(window: MainWindow) -> None:
    from .dialogs.settingsdialog import SettingsDialog

    SettingsDialog(window.settings, window, window.scene.large_cards_fit).exec()


def show_rules(window: MainWindow) -> None:
    from .app.help import RulesDialog

    RulesDialog(window.settings.get("general/language"), window).exec()


def show_about(window: MainWindow) -> None:
    from .app.help import about

    about(window)


def show_guide(window: MainWindow, then: Callable[[], object] | None = None) -> QWidget:
    """The guided first match (``dialogs/lesson.py``), in a window of its own; ``then``
    runs when it closes (the first start offers a new match after it)."""
    from .dialogs.lesson import LessonWindow

    if window.guide is not None:  # already open: brought forward
        window.guide.raise_()
        window.guide.activateWindow()
        return window.guide
    window.settings.set("general/guided_match", False)  # shown once by itself
    names = [s.name for s in window.settings.seats(4)]
    guide = LessonWindow(window.settings, window.art, names, window)
    guide.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    guide.finished.connect(lambda _result: _forget_guide(window))
    if then is not None:
        guide.finished.connect(lambda _result: then())
    guide.show()
    window.guide = guide
    return guide


def _forget_guide(window: MainWindow) -> None:
    window.guide = None


def host_table(window: MainWindow) -> None:
    """Open a table for people at other computers (``dialogs/host.py``); a table hosted
    here that stopped mid-match is offered there (its autosave, in the app-data folder)."""
    from .dialogs.host import HostDialog

    persistence = getattr(window, "persistence", None)
    folder = persistence.folder if persistence is not None else None
    dialog = HostDialog(window.settings, window, data_folder=folder)
    dialog.settingsRequested.connect(window.show_settings)
    window.net_dialogs.append(dialog)
    dialog.show()


def join_table(window: MainWindow) -> None:
    """Sit at a table hosted on another computer (``dialogs/join.py``)."""
    from .dialogs.join import JoinDialog

    dialog = JoinDialog(window.settings, window)
    window.net_dialogs.append(dialog)
    dialog.show()


def open_online(window: MainWindow, invitation: Invitation | LinkError | None = None) -> None:
    """Play online at a club (``dialogs/online.py``); with an ``invitation`` (a link opened
    or pasted), straight to its club and table; a damaged link's ``LinkError`` is said there."""
    from .dialogs.online import OnlineDialog

    persistence = getattr(window, "persistence", None)
    folder = persistence.folder if persistence is not None else None
    dialog = OnlineDialog(window.settings, window, invitation, data_folder=folder)
    dialog.settingsRequested.connect(window.show_settings)
    window.net_dialogs.append(dialog)
    dialog.show()
