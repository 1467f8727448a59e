"""The host of tests/ui/test_host_resume.py: the app's Host dialog on loopback, its table
autosaved in FOLDER; the test SIGKILLs it mid-match.

    python tests/ui/host_child.py FOLDER SETTINGS.ini CARDS

It prints ``OPEN port code`` once listening, starts the match as soon as a joiner has sat
down, plays the host's person's first CARDS cards (the lowest legal one) and then lets the
turn wait (the idle limit is 600 s), printing ``WAITING hand plays`` when it does.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine.rules import Rules
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.host import LOOPBACK, HostDialog


def main(folder: str, ini: str, cards: int) -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv[:1])
    settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
    settings.set("table/speed", "instant")
    settings.set_rules(Rules(players=3, target=11))
    dialog = HostDialog(settings, data_folder=Path(folder))
    dialog.lan = False
    dialog.setup.bind.setCurrentIndex(dialog.setup.bind.findData(LOOPBACK))
    dialog.setup.name.setText("Anna")
    dialog.setup.idle.setValue(600)
    dialog.setup.set_remote_seats([1])
    dialog.open_table()
    session = dialog.session
    assert session is not None and dialog.link is not None
    played = [0]

    def opened(port: int) -> None:
        print(f"OPEN {port} {session.core.code}", flush=True)

    def lobby() -> None:
        seats = session.core.seats
        if not session.core.started and seats and seats[1]["status"] == "present":
            dialog.start_match()

    def turn(_seat: int) -> None:
        legal = session.viewer_legal()
        if not legal:
            return
        if played[0] >= cards:
            view = session.human_view()
            assert view is not None
            print(f"WAITING {view.hand_index} {len(view.plays)}", flush=True)
            return
        played[0] += 1
        session.play_human(min(legal))

    dialog.link.opened.connect(opened)
    session.lobbyChanged.connect(lobby)
    session.humanTurn.connect(turn)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
