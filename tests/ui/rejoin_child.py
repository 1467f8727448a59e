"""A joiner's app for tests/ui/test_rejoin_restart.py: joins the table at 127.0.0.1:PORT with
CODE as "Bruno", keeps its seat in NOTE (a ``RejoinStore`` file) and plays nothing; the test
kills it with SIGKILL once the seat is kept. It stops by itself after ``LIFE`` seconds."""

from __future__ import annotations

import os
import sys
from pathlib import Path

LIFE = 120  # seconds: a watchdog in case the test dies before it kills this process


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from ciapano_qt.ui.remote.link import JoinLink
    from ciapano_qt.ui.remote.rejoin import RejoinStore
    from ciapano_qt.ui.remote.session import RemoteSession

    port, code, note = int(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    session = RemoteSession(
        JoinLink("127.0.0.1", port),
        "Bruno",
        code,
        store=RejoinStore(note),
        where=("127.0.0.1", port),
    )
    session.wait_for_table = False  # no table here: nothing animates
    session.link.open()  # type: ignore[attr-defined]
    QTimer.singleShot(LIFE * 1000, app.quit)
    app.exec()


if __name__ == "__main__":
    main()
