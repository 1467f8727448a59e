"""How long the GUI thread stalls during a networked match (issue 20: < 50 ms).

Hosts a table on 127.0.0.1 (port 0) in this process, seats the host's person and one joiner
(TCP on loopback), both on their card-table windows (offscreen), lets both seats play their
first legal card at once and the computers play the rest, to the end of the match; a 5 ms
timer on the GUI thread records how late it fires (the longest wait the GUI had). Prints the
figures; nothing is asserted.

The windows are sized when they are made (hidden, as each person sits down), and the host
starts once they have drawn their decks at that size (as the table windows do while waiting in
the lobby, which in a real lobby takes seconds); ``--no-lobby`` starts the moment the joiner is
seated instead, the table windows still drawing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/net_gui_bench.py [--players N] [--target T]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--target", type=int, default=31)
    p.add_argument("--speed", default="fast", help="table/speed setting of both windows")
    p.add_argument("--no-lobby", action="store_true", help="start the moment the joiner sits")
    args = p.parse_args()
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from ciapano_qt.engine.rules import Rules
    from ciapano_qt.ui.app.settings import Settings
    from ciapano_qt.ui.dialogs.host import LOOPBACK, HostDialog
    from ciapano_qt.ui.dialogs.join import JoinDialog

    tmp = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(tmp / "c.ini"), QSettings.Format.IniFormat))
    settings.set("table/speed", args.speed)
    settings.set_rules(Rules(players=args.players, target=args.target))

    def pump(cond, limit: float = 120.0) -> bool:
        end = time.monotonic() + limit
        while not cond() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.002)
        return bool(cond())

    host = HostDialog(settings, data_folder=tmp)  # its table's autosave there
    host.setup.name.setText("Anna")
    host.setup.set_remote_seats([1])
    host.setup.bind.setCurrentIndex(host.setup.bind.findData(LOOPBACK))
    host.lan = False
    host.open_table()
    assert host.table_window is not None
    host.table_window.resize(1280, 860)  # hidden: shown at the start
    pump(lambda: host.port != 0)
    join = JoinDialog(settings, find_address=LOOPBACK, find_port=9, store_path=tmp / "t.json")
    join.address.setText(f"{LOOPBACK}:{host.port}")
    join.code.setText(host.session.core.code if host.session else "")
    join.name.setText("Bruno")
    join.join()
    assert join.table_window is not None
    join.table_window.resize(1280, 860)
    pump(
        lambda: (
            host.lobby is not None
            and host.lobby.rowCount() > 1
            and "Bruno" in host.lobby.index(1).data()
        )
    )
    hidden = [host.table_window, join.table_window]
    lobby = time.perf_counter()
    if not args.no_lobby:
        pump(lambda: not any(w.art.preparing() for w in hidden), 30)
    lobby = time.perf_counter() - lobby
    host.start_match()
    pump(lambda: host.window_ is not None and join.window_ is not None)
    windows = [host.window_, join.window_]
    for w in windows:
        w.show()
        session = w.session

        def play(_seat: int, s=session) -> None:
            legal = s.viewer_legal()
            if legal:
                s.play_human(min(legal))

        session.humanTurn.connect(play)
        if session.viewer_legal():
            play(0)
    gaps: list[float] = []  # wall-clock time between two ticks
    cpu: list[float] = []  # the GUI thread's own CPU time in that gap
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, own = time.perf_counter(), time.thread_time()
        gaps.append(now - last[0])
        cpu.append(own - last[1])
        last[0], last[1] = now, own

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    done = pump(lambda: all(w.session.finished for w in windows), 600)
    elapsed = time.perf_counter() - started
    timer.stop()
    in_longest = cpu[gaps.index(max(gaps))] if gaps else 0.0
    gaps.sort()
    hands = windows[0].session.hands_dealt
    print(
        f"match {'over' if done else 'NOT over'}: {args.players} players, target "
        f"{args.target}, {hands} hands, {elapsed:.1f} s, speed {args.speed}; "
        f"{lobby:.2f} s in the lobby before the start"
    )
    print(
        f"GUI thread: {len(gaps)} ticks of 5 ms; longest wait {gaps[-1] * 1000:.1f} ms, "
        f"99th percentile {gaps[int(len(gaps) * 0.99)] * 1000:.1f} ms, "
        f"median {gaps[len(gaps) // 2] * 1000:.1f} ms"
    )
    print(
        f"the GUI thread's own CPU time in the longest wait: {in_longest * 1000:.1f} ms; "
        f"longest in CPU time: {max(cpu, default=0.0) * 1000:.1f} ms (the rest of a wait: "
        "waiting for a CPU or the GIL; the host's and a joiner's windows share the thread)"
    )
    for w in windows:
        w.close()
    pump(lambda: host.link is None or host.link.closed, 10)
    return 0 if done else 1


if __name__ == "__main__":
    raise SystemExit(main())
