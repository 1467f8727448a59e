"""The app's dialogs under an AT-SPI client (run by test_atspi.py): settings (each page), new
match, host a table, join a table, the score sheet, the hand summary and the statistics, all
open at once over the xcb platform, in English, settings in a temporary INI file; in each score
table the keyboard has come in with Tab and gone Down and Right. Nothing listens: the host
dialog opens no table until asked, and the join dialog's one look for tables goes to 127.0.0.1
port 1."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.host import HostDialog
from ciapano_qt.ui.dialogs.join import JoinDialog
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog
from ciapano_qt.ui.dialogs.scoresheet import ScoreSheetDialog
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.dialogs.statsdialog import StatsDialog
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.table.art import CardArt
from tests.ui.model_helpers import cappotto_match


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("ciapano-atspi-dialogs")
    folder = Path(tempfile.mkdtemp(prefix="ciapano-atspi-"))
    settings = Settings(QSettings(str(folder / "ciapano.ini"), QSettings.Format.IniFormat))
    settings.set("general/language", "en")
    language = i18n.Language(app)
    language.attach(settings)
    # one hand: "You" takes every trick (a strict cappotto: 0 points), the others 11, which
    # is the target: they are out and the match is over (tests/ui/model_helpers.py)
    match = cappotto_match(("You", "Anna", "Bepi", "Carla"), target=11)
    store = StatsStore(folder / "stats")
    store.record_match(match, 0)
    dialogs: list[QWidget] = [
        SettingsDialog(settings),
        NewMatchDialog(settings),
        HostDialog(settings, data_folder=folder),  # its table autosave (none is open)
        JoinDialog(settings, find_address="127.0.0.1", find_port=1, store_path=folder / "t.json"),
        ScoreSheetDialog(ScoreSheetModel(match)),
        HandSummaryDialog(hand_summary(match, 0), CardArt("milanese", True)),
        StatsDialog(store),
    ]
    for dialog in dialogs:
        dialog.show()
    for dialog in dialogs[4:]:  # the score tables: the keyboard's place, Down, Right
        table = dialog.table  # type: ignore[attr-defined]
        table.setFocus(Qt.FocusReason.TabFocusReason)
        for key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
            QTest.keyClick(table, key)
    print("ready", flush=True)
    code = app.exec()
    return code


if __name__ == "__main__":
    sys.exit(main())
