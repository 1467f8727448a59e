"""Start-up: the application, the main window, and ``--self-test`` for packaging."""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import Callable, Sequence
from typing import Any

log = logging.getLogger(__name__)

ORGANIZATION = "Ciapano"
APPLICATION = "Ciapano"


def main(argv: Sequence[str] | None = None, ready: Callable[[Any], None] | None = None) -> int:
    """Run the app. ``ready(window)`` (benchmarks) is called once the window is set up."""
    args = list(sys.argv if argv is None else argv)
    if "--self-test" in args:
        from .selftest import run_self_test

        return run_self_test(verbose="--verbose" in args)
    # Start-up allocates much and frees little: the cyclic garbage collector, which ran a few
    # full passes over the growing heap before the first paint (~7% of the start-up), waits
    # until the table is on the screen.
    gc.disable()
    _import_before_qt()
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QGuiApplication.setDesktopFileName("org.ciapano.Ciapano")  # matches the .desktop file
    from .crash import install_crash_handler  # issue 8: the log file, then the crash dialog

    install_crash_handler(log_later=True)  # the file opens once the table is painted
    app = QApplication.instance() or QApplication(args)
    from ..session.persistence import app_data_folder
    from .instance import bring_forward, claim_or_hand_over  # issue 21: one copy per folder
    from .invitation import invitation_from_argv, looks_like_link

    # An invitation link (issue 34) goes to the copy already running, if one is
    link_text = next((a for a in args[1:] if looks_like_link(a)), None)
    instance = claim_or_hand_over(app_data_folder(), app, link_text)
    if instance is None:
        return 0  # the running copy was asked to come forward; no file was touched
    app.aboutToQuit.connect(instance.release)
    from ..mainwindow import MainWindow
    from .i18n import install as install_language
    from .settings import Settings

    settings = Settings()
    bad = settings.unusable()  # issue 21: garbage in the settings, said once, before
    settings_problem = None  # anything writes the file
    if bad or not settings.parsed():
        from .notices import keep_bad_settings

        settings_problem = keep_bad_settings(settings, bad)
    install_language(settings)  # the system's language at first start, then the setting
    window = MainWindow(settings)
    window.show()
    instance.activated.connect(lambda: bring_forward(window))
    instance.linkOpened.connect(lambda text: window.open_online(invitation_from_argv(["", text])))
    if sys.platform == "darwin":  # a link opened comes as a QFileOpenEvent, not in argv
        from .linkopen import LinkEvents

        links = LinkEvents(lambda text: window.open_online(invitation_from_argv(["", text])), app)
        app.installEventFilter(links)
    window.after_first_paint(instance.listen)
    QTimer.singleShot(3000, instance.listen)  # at the latest (a window that starts minimized)
    from ..session.persistence import install_persistence  # issue 8: resume the autosave, or offer

    resumed = install_persistence(window, background=True)
    # Issue 20: a table hosted here stopped mid-match (remote/hosted.py's file): once the
    # table is painted, the Host dialog offers to resume it, and no new match is asked for.
    hosted = (app_data_folder() / "hosted.json").exists()
    if hosted:
        window.after_first_paint(window.host_table)
    # Issue 34: started with an invitation link (the desktop opened it): Play online opens on
    # it once the table is painted, instead of asking for a new match.
    link = invitation_from_argv(args)
    if link is not None:
        window.after_first_paint(lambda: window.open_online(link))
    if not resumed and not hosted and link is None:
        if _wants_guide(settings):  # a fresh home: the guided first match, then a new match
            window.after_first_paint(lambda: window.show_guide(then=window.new_match_dialog))
        else:
            QTimer.singleShot(0, window.new_match_dialog)
    settings.set("general/first_run", False)
    window.after_first_paint(_started)
    QTimer.singleShot(3000, _started)  # at the latest (a window that starts minimized)
    window.after_first_paint(_set_version)
    if settings_problem is not None:
        window.after_first_paint(lambda: _tell_settings_problem(window, settings_problem))
    if settings.file is not None:  # a settings file refused at start, or later: said once
        window.after_first_paint(lambda: _tell_settings_file(window, settings, True))
    window.after_first_paint(lambda: _warm_up(window))
    if ready is not None:
        ready(window)
    return int(app.exec())


def _wants_guide(settings: Any) -> bool:
    """The guided first match opens by itself: never shown yet, and not turned off with
    ``CIAPANO_NO_GUIDE`` (the test suite does; ``dialogs/lesson.py`` loads only if it opens)."""
    import os

    return bool(settings.get("general/guided_match")) and not os.environ.get("CIAPANO_NO_GUIDE")


def _tell_settings_problem(window: Any, text: str) -> None:
    from .notices import settings_title, tell

    tell(window, settings_title(), text)


def _tell_settings_file(window: Any, settings: Any, at_start: bool = False) -> None:
    """Say that the settings file was refused (``notices.settings_file_text``), once; from
    now on a refusal found before a write is said at once."""
    from .notices import settings_file_text, settings_title, tell

    file = settings.file
    notice = file.take_notice()
    if notice is not None:
        tell(window, settings_title(), settings_file_text(notice, at_start))
    file.on_notice = lambda: _tell_settings_file(window, settings)


def _started() -> None:
    """The table is on the screen: the garbage collector (on the GUI thread only:
    ``collector.py``) and the log file may work now."""
    from PySide6.QtCore import QCoreApplication

    from . import collector
    from .crash import start_log

    app = QCoreApplication.instance()
    assert app is not None  # called from the painted window's event loop
    collector.install(app)
    start_log()


def _import_before_qt() -> None:
    """Import the Qt-free modules that start-up needs before PySide6 itself.

    Once PySide6 is loaded, its import hook reads the source of every module imported after
    it (looking for the word "PySide6"): a few milliseconds that the modules loaded first,
    the engine, the storage and the standard library modules they use, do not cost.
    """
    from ... import decks, engine  # noqa: F401
    from ...ai import thinker  # noqa: F401
    from ...storage import saves  # noqa: F401
    from .. import models, text  # noqa: F401
    from ..session import players, queries  # noqa: F401
    from ..table import timing  # noqa: F401


def _warm_up(window: Any) -> None:
    """A resumed match with search players: their thinking process starts now, not at
    their first move (resuming does not start it: the first paint comes first)."""
    from ...ai.thinker import warm_up

    warm_up(window.session.computer_levels())


def _set_version() -> None:
    """The version, from the package metadata: read once the table is on the screen."""
    from PySide6.QtCore import QCoreApplication

    from ... import __version__

    QCoreApplication.setApplicationVersion(__version__)
