"""The app under an AT-SPI client: the main window at instant speed, settings in a temporary
INI file, a four-player match with the person at seat 0 (run by test_atspi.py)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.mainwindow import MainWindow


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
    window.view.setFocus()
    window.activateWindow()
    print("ready", flush=True)
    code = app.exec()
    window.session.shutdown()
    return code


if __name__ == "__main__":
    sys.exit(main())
