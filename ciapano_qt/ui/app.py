"""Start-up: the application, the main window, and ``--self-test`` for packaging."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

log = logging.getLogger(__name__)

ORGANIZATION = "Ciapano"
APPLICATION = "Ciapano"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    if "--self-test" in args:
        from .selftest import run_self_test

        return run_self_test()
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .. import __version__

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("org.ciapano.Ciapano")  # matches the .desktop file
    from .crash import install_crash_handler  # issue 8: the log file, then the crash dialog

    install_crash_handler()
    app = QApplication.instance() or QApplication(args)
    from .i18n import install as install_language
    from .mainwindow import MainWindow
    from .settings import Settings

    settings = Settings()
    install_language(settings)  # the system's language at first start, then the setting
    window = MainWindow(settings)
    window.show()
    from .persistence import install_persistence  # issue 8: resume the autosave, or offer

    if not install_persistence(window):
        QTimer.singleShot(0, window.new_match_dialog)
    settings.set("general/first_run", False)
    return int(app.exec())
