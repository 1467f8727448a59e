"""``ciapano --self-test``: offscreen, load every deck, play one hand at instant speed.

Used by packaging to check a frozen build. Prints nothing on success and returns 0; prints
what failed on stderr and returns 1 otherwise.
"""

from __future__ import annotations

import os
import sys
import tempfile


def run_self_test() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QElapsedTimer, QSettings, QSize, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from ...decks import CARD_CODES, load_decks
    from ...engine.match import Seat
    from ...engine.rules import Rules
    from ..table.card_renderer import CardRenderer

    problems: list[str] = []
    ignored = ("propagateSizeHints",)  # the offscreen platform's own notice

    def on_message(mode: QtMsgType, context: object, message: str) -> None:
        del context
        if mode != QtMsgType.QtDebugMsg and not any(s in message for s in ignored):
            problems.append(f"Qt: {message}")

    def on_exception(kind: type, value: BaseException, tb: object) -> None:
        del tb
        problems.append(f"{kind.__name__}: {value}")

    qInstallMessageHandler(on_message)
    sys.excepthook = on_exception
    app = QApplication.instance() or QApplication(["ciapano", "-platform", "offscreen"])
    catalogue = load_decks()
    problems += [str(e) for e in catalogue.errors]
    if not catalogue.decks:
        problems.append("no card deck found")
    renderer = CardRenderer(catalogue.decks)
    for deck in catalogue.decks:
        for code in (*CARD_CODES, "back"):
            if renderer.pixmap(deck.id, code, QSize(56, 100)).isNull():
                problems.append(f"deck {deck.id}: card {code} did not render")

    from ..mainwindow import MainWindow
    from .settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        store = QSettings(os.path.join(tmp, "selftest.ini"), QSettings.Format.IniFormat)
        settings = Settings(store)
        settings.set("table/speed", "instant")
        window = MainWindow(settings)
        window.resize(1024, 768)
        window.show()
        c = window.session
        seats = [Seat(f"Computer {i + 1}", "ai", "random") for i in range(4)]
        c.new_match(Rules(), seats, seed=2024, demo=True)
        clock = QElapsedTimer()
        clock.start()
        while (not c.has_match or c.hand_in_play) and clock.elapsed() < 60_000:
            app.processEvents()
        if not c.has_match or c.hand_in_play or c.hands_dealt < 1:
            problems.append("the computer players did not finish a hand")
        c.shutdown()
        window._close_summary()
        window.hide()
        window.deleteLater()
        app.processEvents()
        del store
    for problem in problems:
        print(f"self-test: {problem}", file=sys.stderr)
    return 1 if problems else 0
