"""Combo boxes leave room between their longest item and the drop-down arrow, in every
language: the settings pages and the new-match dialog's seats ("Person an diesem
Bildschirm", "Personne devant cet écran" ran into the arrow)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QWidget

from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

from .i18n_helpers import TRANSLATED


def _crowded(window: QWidget) -> list[tuple[str, int, int]]:
    """The combo boxes whose text field is not a letter wider than their longest item."""
    found = []
    for box in window.findChildren(QComboBox):
        if not box.isVisibleTo(window):
            continue
        option = QStyleOptionComboBox()
        option.initFrom(box)
        option.rect = box.rect()
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            box,
        )
        metrics = box.fontMetrics()
        widest = max(metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        if field.width() < widest + metrics.averageCharWidth():
            found.append((box.currentText(), field.width(), widest))
    return found


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_combo_text_clears_the_arrow(
    qtbot, settings: Settings, language: i18n.Language, lang: str
) -> None:  # type: ignore[no-untyped-def]
    language.set_language(lang)
    settings.set("rules/players", 6)
    settings.set("players/person2", True)
    dialog = SettingsDialog(settings, None, lambda: True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        assert _crowded(dialog) == [], (lang, index)
    new = NewMatchDialog(settings)
    qtbot.addWidget(new)
    new.show()
    qtbot.waitExposed(new)
    assert _crowded(new) == [], lang
    language.set_language("en")
