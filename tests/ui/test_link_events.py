"""macOS: an invitation link opened comes to the app as a ``QFileOpenEvent``
(``ui/app/linkopen.py``): the link is opened, a file passes on."""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QFileOpenEvent

from ciapano_qt.ui.app.linkopen import LinkEvents

LINK = "ciapano://club.example.org:8443/KQ7M-3XTR-W9?pin=" + "ab" * 32


def test_a_link_in_a_file_open_event_is_opened_and_a_file_passes_on(qapp) -> None:  # type: ignore[no-untyped-def]
    opened: list[str] = []
    events = LinkEvents(opened.append)
    target = QObject()
    assert events.eventFilter(target, QFileOpenEvent(QUrl(LINK)))
    assert opened == [LINK]
    assert not events.eventFilter(target, QFileOpenEvent(QUrl.fromLocalFile("/tmp/m.json")))
    assert opened == [LINK]
