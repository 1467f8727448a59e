"""macOS hands an invitation link to the app as a ``QFileOpenEvent`` (the bundle declares the
``ciapano`` scheme), not on the command line: the one the app was opened with, and any opened
while it runs. ``LinkEvents`` catches those events on the application and opens Play online
on the link; anything else passes on. Installed on macOS only (``startup``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from .invitation import looks_like_link


class LinkEvents(QObject):
    def __init__(self, open_link: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_link = open_link  # the link's text, as the system gave it

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        text = event.url().toString()
        if not looks_like_link(text):
            return False  # a file: not ours to open
        self.open_link(text)
        return True
