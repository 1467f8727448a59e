"""A combo box with room between its text and its drop-down arrow.

Qt sizes a combo box to its longest item exactly: in German and French ("Person an diesem
Bildschirm", "Personne devant cet écran") the text then runs into the arrow. ``Combo`` asks for
the width of two more letters, so the longest item ends clear of it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox


class Combo(QComboBox):
    def _room(self) -> int:
        return 2 * self.fontMetrics().averageCharWidth()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self._room(), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width() + self._room(), hint.height())
