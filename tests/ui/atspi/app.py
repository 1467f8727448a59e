"""The app under an AT-SPI client: the main window at instant speed, settings in a temporary
INI file, a four-player match with the person at seat 0 (run by test_atspi.py)."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.mainwindow import MainWindow


def _focus(app: QApplication, window: MainWindow) -> None:
    """Activate the window and focus the table view, again until the window manager has
    given the window the keyboard (at most about 20 s): keys sent before would be lost."""
    give_up = time.monotonic() + 20.0
    while time.monotonic() < give_up:
        window.activateWindow()
        window.raise_()
        window.view.setFocus()
        settle = time.monotonic() + 0.3
        while time.monotonic() < settle:
            app.processEvents()
            time.sleep(0.01)
        if window.isActiveWindow() and window.view.hasFocus():
            return


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("ciapano-atspi")
    folder = Path(tempfile.mkdtemp(prefix="ciapano-atspi-"))
    settings = Settings(QSettings(str(folder / "ciapano.ini"), QSettings.Format.IniFormat))
    settings.set("table/speed", "instant")
    settings.set("general/language", "en")
    language = i18n.Language(app)
    language.attach(settings)
    window = MainWindow(settings)
    window.resize(1024, 768)
    window.show()
    seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "random") for i in (1, 2, 3)]
    window.session.new_match(Rules(players=4), seats, seed=3)
    _focus(app, window)
    print("ready", flush=True)
    code = app.exec()
    window.session.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main())
