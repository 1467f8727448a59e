"""Desktop-app figures for issue 5, as commands (never timed tests).

    .venv/bin/python tools/ui_bench.py startup [--runs 7]   # app vs a bare PySide6 window
    .venv/bin/python tools/ui_bench.py startup --instructions  # the same, counted by valgrind
    .venv/bin/python tools/ui_bench.py floor [--instructions]  # what PySide6 alone costs
    .venv/bin/python tools/ui_bench.py stall [--sample]     # longest GUI-thread stall, 3 experts

``startup`` starts each program in a fresh interpreter, the same way (``python -c``, the same
flags and environment: settings, data and cache folders in a temporary folder), alternately,
and times from the launch of the process to the end of the first paint that shows what it
should. The bare program is a ``QWidget`` of the window's size; the app is started as a user
starts it (``ciapano_qt.ui.app.main``: crash handler, language, settings, the window, the
autosave resumed) with an autosaved match where it is the human's turn, and its time ends
with the first paint of the table that shows the human's cards face up. "cold" runs start
with an empty card-picture cache, "warm" runs with the cache the previous run wrote.
The medians of the wall-clock time and of the child's CPU time until that paint (user +
system, steadier on a busy machine) are printed, with each window's size. Offscreen (the
default platform here) both run on a 1920x1080 virtual screen, where the app opens at its
first-start size, 1280x860, the bare window's (the offscreen default, 800x800, would give
the app a smaller window, 720x720, than the bare one). ``--instructions`` counts the
instructions each program runs until that paint (valgrind's callgrind, one warm run each):
a figure that a busy machine does not change, for comparing versions.

``floor`` starts, the same way, the least a PySide6 card table costs with no game in it
(``startup_programs.FLOOR``: a view and scene, a felt in one gradient, a dozen pictures,
eight lines of text, all drawn by Qt's own items), the same after importing the rule engine
and the autosave's reader, and the app, each against the bare window: how much of the app's
ratio is PySide6 itself.

``stall`` shows the window, waits for its first paint (start-up, timed by ``startup``; its
time is printed), then plays one hand offscreen at normal animation speed with three expert
opponents (the human's cards played by a timer, the autosave written after every card, off
the GUI thread, as in the app) while a 1 ms timer records the largest gap between its ticks.
``--sample`` adds a watchdog thread that prints the GUI thread's stack whenever it has not
ticked for 30 ms.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from startup_programs import APP, BARE, FLOOR, FLOOR_ENGINE, PAINTED, PREPARE, SCREEN


def environment(home: str) -> dict[str, str]:
    env = dict(os.environ)
    if "QT_QPA_PLATFORM" not in env:  # offscreen, on a full-HD screen (see the docstring)
        screen = os.path.join(home, "screen.json")
        with open(screen, "w", encoding="utf-8") as f:
            f.write(SCREEN)
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    # As installed: byte-compiled modules are cached (this sandbox sets the variable to skip it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = os.path.join(home, name.lower())
    return env


def launch(
    code: str, env: dict[str, str], sizes: dict[str, str] | None = None
) -> tuple[float, float]:
    """(seconds from the launch to the end of the first right paint, the child's CPU
    seconds until then). ``sizes[code]``: the size of the window painted."""
    start = time.monotonic()
    child = subprocess.Popen(
        [sys.executable, "-c", PAINTED + code], env=env, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    painted, cpu, width, height = child.stdout.readline().split()
    child.stdout.read()
    if child.wait() != 0:
        raise SystemExit(f"the benchmarked program failed ({child.returncode})")
    if sizes is not None:
        sizes[code] = f"{width}x{height}"
    return float(painted) - start, float(cpu)


def instructions(code: str, env: dict[str, str]) -> int:
    """Instructions the program runs until the end of its first right paint (callgrind)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind")
    # It exits at once: the work after the clock (the app's deck preparing) is not counted.
    program = (PAINTED + code).replace("before_exit()", "pass")
    with tempfile.TemporaryDirectory() as tmp:
        result = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={tmp}/out",
                sys.executable,
                "-c",
                program,
            ],
            env=env,
            capture_output=True,
            text=True,
        )
    found = [line for line in result.stderr.splitlines() if "Collected" in line]
    if result.returncode != 0 or not found:
        raise SystemExit(f"valgrind failed:\n{result.stderr[-2000:]}")
    return int(found[-1].split()[-1])


def startup(runs: int, count: bool = False) -> None:
    sizes: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as home:
        env = environment(home)
        subprocess.run([sys.executable, "-c", PREPARE], check=True, env=env)
        cache = env["XDG_CACHE_HOME"]
        launch(BARE, env)  # warm the file cache for both
        launch(APP, env)
        if count:
            bare, warm = instructions(BARE, env), instructions(APP, env)
            print("instructions to the first right paint (valgrind, one run each)")
            print(f"bare PySide6 window        {bare / 1e6:7.0f}M")
            print(f"Ciapanò, warm card cache   {warm / 1e6:7.0f}M ({warm / bare:.2f}x)")
            return
        times: dict[str, list[tuple[float, float]]] = {"bare": [], "cold": [], "warm": []}
        for _ in range(runs):  # alternately, so that a busy moment hits all three alike
            times["bare"].append(launch(BARE, env, sizes))
            shutil.rmtree(cache, ignore_errors=True)
            times["cold"].append(launch(APP, env, sizes))
            times["warm"].append(launch(APP, env, sizes))
    med = {
        k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v))
        for k, v in times.items()
    }
    bare_wall, bare_cpu = med["bare"]
    labels = {
        "bare": "bare PySide6 window",
        "cold": "Ciapanò, cold card cache",
        "warm": "Ciapanò, warm card cache",
    }
    print(f"medians of {runs} runs each (wall-clock to the first right paint; child CPU time)")
    platform = env["QT_QPA_PLATFORM"]
    if "configfile=" in platform:
        platform = "offscreen, a 1920x1080 screen"
    print(f"windows: bare {sizes[BARE]}, Ciapanò {sizes[APP]} ({platform})")
    for key, label in labels.items():
        wall, cpu = med[key]
        print(
            f"{label:26s} wall {wall * 1000:5.0f} ms ({wall / bare_wall:.2f}x)   "
            f"cpu {cpu * 1000:5.0f} ms ({cpu / bare_cpu:.2f}x)"
        )


def floor(runs: int, count: bool = False) -> None:
    programs = {
        "bare PySide6 window": BARE,
        "table, no game": FLOOR,
        "table, engine imported": FLOOR_ENGINE,
        "Ciapanò, warm card cache": APP,
    }
    with tempfile.TemporaryDirectory() as home:
        env = environment(home)
        subprocess.run([sys.executable, "-c", PREPARE], check=True, env=env)
        for code in programs.values():  # warm the file and card caches, compile the modules
            launch(code, env)
        if count:
            print("instructions to the first right paint (valgrind, one run each)")
            counts = {label: instructions(code, env) for label, code in programs.items()}
            bare = counts["bare PySide6 window"]
            for label, n in counts.items():
                print(f"{label:26s} {n / 1e6:7.0f}M ({n / bare:.2f}x)")
            return
        times: dict[str, list[float]] = {label: [] for label in programs}
        for _ in range(runs):  # alternately, so that a busy moment hits all alike
            for label, code in programs.items():
                times[label].append(launch(code, env)[0])
    med = {label: statistics.median(v) for label, v in times.items()}
    bare_wall = med["bare PySide6 window"]
    print(f"medians of {runs} runs each (wall-clock to the first right paint)")
    for label, wall in med.items():
        print(f"{label:26s} wall {wall * 1000:5.0f} ms ({wall / bare_wall:.2f}x)")


class Watchdog:
    """A thread that prints the GUI thread's stack when it has not ticked for ``limit_ms``."""

    def __init__(self, limit_ms: float = 30.0) -> None:
        import threading

        self.limit = limit_ms / 1000
        self.main_id = threading.get_ident()
        self.last = time.monotonic()
        self.seen: dict[str, int] = {}
        self.running = True
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def tick(self) -> None:
        self.last = time.monotonic()

    def _watch(self) -> None:
        import traceback

        sampled_for = 0.0
        while self.running:
            time.sleep(0.005)
            last = self.last
            late = time.monotonic() - last
            if late > self.limit and sampled_for != last:
                sampled_for = last
                frame = sys._current_frames().get(self.main_id)
                stack = "".join(traceback.format_stack(frame, limit=12)) if frame else "?"
                print(f"--- GUI thread late by {late * 1000:.0f} ms:\n{stack}", flush=True)
                self.seen[stack] = self.seen.get(stack, 0) + 1

    def stop(self) -> None:
        self.running = False


def stall(sample: bool) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from ciapano_qt.engine import Rules, Seat
    from ciapano_qt.ui.app.settings import Settings
    from ciapano_qt.ui.mainwindow import MainWindow

    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        s = Settings(QSettings(os.path.join(tmp, "b.ini"), QSettings.Format.IniFormat))
        s.set("table/speed", "normal")
        w = MainWindow(s)
        w.resize(1280, 860)
        clock = QElapsedTimer()
        clock.start()
        w.show()
        painted: list[int] = []
        w.after_first_paint(lambda: painted.append(clock.elapsed()))
        while not painted:  # the window's first paint is start-up (see "startup"), not play
            app.processEvents()
        print(f"the window's first paint (start-up, not counted below): {painted[0]} ms")
        from ciapano_qt.ui.session.persistence import install_persistence

        install_persistence(w, os.path.join(tmp, "data"), background=True)  # as the app
        c = w.session
        seats = [Seat("You", "human", None)] + [Seat(f"E{i}", "ai", "expert") for i in (1, 2, 3)]
        c.new_match(Rules(), seats, seed=3)
        clock.restart()
        gaps: list[int] = []
        cpu_gaps: list[float] = []  # the GUI thread's own CPU time between the same ticks
        last_cpu = [time.thread_time()]
        last = [clock.elapsed()]
        watchdog = Watchdog() if sample else None

        def tick() -> None:
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now
            cpu = time.thread_time()
            cpu_gaps.append(cpu - last_cpu[0])
            last_cpu[0] = cpu
            if watchdog is not None:
                watchdog.tick()

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
        if watchdog is not None:
            watchdog.stop()
        c.shutdown()
    worst = max(range(len(gaps)), key=gaps.__getitem__)
    own = cpu_gaps[worst] * 1000
    gaps.sort()
    print(f"one hand, three expert opponents, normal speed: {len(gaps)} timer ticks")
    p99 = gaps[len(gaps) * 99 // 100]
    print(f"longest GUI-thread gap between 1 ms ticks: {gaps[-1]} ms; p99 {p99} ms")
    print(
        f"the GUI thread's own CPU time in that gap: {own:.0f} ms; longest in CPU time: "
        f"{max(cpu_gaps) * 1000:.0f} ms (the rest of a gap: waiting for a CPU or the GIL)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("startup")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument(
        "--instructions", action="store_true", help="count instructions with valgrind instead"
    )
    f = sub.add_parser("floor")
    f.add_argument("--runs", type=int, default=7)
    f.add_argument(
        "--instructions", action="store_true", help="count instructions with valgrind instead"
    )
    s = sub.add_parser("stall")
    s.add_argument("--sample", action="store_true", help="print the GUI thread's stack when late")
    args = parser.parse_args()
    if args.what == "startup":
        startup(args.runs, args.instructions)
    elif args.what == "floor":
        floor(args.runs, args.instructions)
    else:
        stall(args.sample)


if __name__ == "__main__":
    main()
