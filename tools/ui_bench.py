"""Desktop-app figures for issue 5, as commands (never timed tests).

    .venv/bin/python tools/ui_bench.py startup [--runs 7]   # app vs a bare PySide6 window
    .venv/bin/python tools/ui_bench.py stall                # longest GUI-thread stall, 3 experts

``startup`` starts each program in a fresh interpreter, the same way, and times from the
launch to the first paint that shows what it should (for the app: the table with the human's
ten cards, dealt at the "instant" animation speed), median of several runs. ``stall`` plays
one hand offscreen at normal animation speed with three expert opponents (the human's cards
played by a timer) while a 1 ms timer records the largest gap between its ticks.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys, time
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 860); w.show()
from PySide6.QtCore import QTimer
QTimer.singleShot(0, app.quit)
app.exec()
w.grab()
"""

APP = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.mainwindow import MainWindow
from ciapano_qt.ui.settings import Settings
app = QApplication(sys.argv)
s = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
s.set("table/speed", "instant")
w = MainWindow(s); w.resize(1280, 860); w.show()
seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "medium") for i in (1, 2, 3)]
w.controller.new_match(Rules(), seats, seed=1)
def check():
    if len(w.scene.human_cards()) == 10 and not w.scene.queue.busy:
        w.grab()  # the table painted with the human's cards
        app.exit(0)
    else:
        QTimer.singleShot(1, check)
QTimer.singleShot(0, check)
app.exec()
w.controller.shutdown()
"""


def launch(code: str, *args: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    # As installed: byte-compiled modules are cached (this sandbox sets the variable to skip it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, env=env)
    return time.perf_counter() - start


def startup(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        ini = os.path.join(tmp, "bench.ini")
        launch(BARE)  # warm the file cache for both
        launch(APP, ini)
        bare = [launch(BARE) for _ in range(runs)]
        app = [launch(APP, ini) for _ in range(runs)]
    b, a = statistics.median(bare), statistics.median(app)
    print(f"bare PySide6 window: median {b * 1000:.0f} ms of {runs} runs")
    print(f"Ciapanò table with the human's cards: median {a * 1000:.0f} ms of {runs} runs")
    print(f"ratio: {a / b:.2f}x")


def stall() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from ciapano_qt.engine import Rules, Seat
    from ciapano_qt.ui.mainwindow import MainWindow
    from ciapano_qt.ui.settings import Settings

    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        s = Settings(QSettings(os.path.join(tmp, "b.ini"), QSettings.Format.IniFormat))
        s.set("table/speed", "normal")
        w = MainWindow(s)
        w.resize(1280, 860)
        w.show()
        c = w.controller
        seats = [Seat("You", "human", None)] + [Seat(f"E{i}", "ai", "expert") for i in (1, 2, 3)]
        c.new_match(Rules(), seats, seed=3)
        clock = QElapsedTimer()
        clock.start()
        gaps: list[int] = []
        last = [clock.elapsed()]

        def tick() -> None:
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        ticker = QTimer()
        ticker.setInterval(1)
        ticker.timeout.connect(tick)
        ticker.start()

        def human() -> None:
            match = c.match
            if match is not None and (len(match.hands) > 1 or match.hand is None):
                app.exit(0)
                return
            if c.is_human_turn():
                view = c.human_view()
                if view is not None and view.legal_moves:
                    c.play_human(view.legal_moves[0])
            QTimer.singleShot(20, human)

        QTimer.singleShot(0, human)
        app.exec()
        ticker.stop()
        c.shutdown()
    gaps.sort()
    print(f"one hand, three expert opponents, normal speed: {len(gaps)} timer ticks")
    p99 = gaps[len(gaps) * 99 // 100]
    print(f"longest GUI-thread gap between 1 ms ticks: {gaps[-1]} ms; p99 {p99} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("startup")
    p.add_argument("--runs", type=int, default=7)
    sub.add_parser("stall")
    args = parser.parse_args()
    if args.what == "startup":
        startup(args.runs)
    else:
        stall()


if __name__ == "__main__":
    main()
