"""The statistics table's column headers are never cut: in every language each header's
longest line fits its column, the columns filling the dialog when they fit the screen and
the table scrolling sideways when they do not (an 800-pixel screen in German)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.statsdialog import StatsDialog

from .i18n_helpers import TRANSLATED


def test_every_header_fits_its_column(
    qtbot, data: Path, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    for lang in ("en", *TRANSLATED):
        settings.set("general/language", lang)
        dialog = StatsDialog(StatsStore(data))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        header = dialog.table.horizontalHeader()
        metrics = header.fontMetrics()
        model = dialog.table.model()
        assert model.columnCount() >= 2
        for column in range(model.columnCount()):
            text = str(model.headerData(column, Qt.Orientation.Horizontal))
            widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            assert header.sectionSize(column) >= widest, (lang, text, header.sectionSize(column))
        dialog.close()
    settings.set("general/language", "en")
