"""What Orca speaks while a blind player uses the app: a hand, the dialogs, the settings.

Runs Orca (Debian's ``orca``, 43.1 checked) with ``--debug-file`` inside a private D-Bus
session and an X server (the set-up of tests/ui/test_atspi.py: dbus-run-session, xvfb-run,
openbox, at-spi2-core's launcher), starts the app (English, instant speed, a seeded
four-player match) and plays it by keyboard through AT-SPI, as a screen-reader user would:
Right until a card is playable, Enter; the reading keys; after the first trick a flat
review of the table (its accessible objects), the last-trick dialog, the score sheet and the
settings (each page), walked with Tab; at the end of the hand the summary, then the
new-match dialog. It prints what Orca spoke, scene by scene (the
"SPEECH OUTPUT" lines of its debug log). A manual check, not a test: it waits on the clock
(Orca speaks when it likes) and takes about three minutes.

    python tools/a11y_orca.py [--out FILE] [--lang en] [--scenes settings,new]

Needs the packages of packaging/linux/build-deps.sh and ``orca`` (apt-get install orca).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SCRIPT = """
openbox >/dev/null 2>&1 &
"$LAUNCHER" --launch-immediately >/dev/null 2>&1 &
for _ in $(seq 300); do  # until the accessibility bus answers (at most about 30 s)
    dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus \
        org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
    sleep 0.1
done
orca --debug-file="$ORCA_LOG" >/dev/null 2>&1 &
sleep 4
/usr/bin/python3 "$DRIVER" --drive "$APP_PYTHON" "$LANG_CODE" "$SCENES" > "$MARKS" 2> "$MARKS.err"
"""

# The app, run by the driver: the main window, and a line on stdin opens a dialog the way
# its menu entry does (the menus need modifier keys, which the driver does not press).
APP = r"""
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings, QSocketNotifier
from PySide6.QtWidgets import QApplication
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.mainwindow import MainWindow

app = QApplication(sys.argv[:1])
app.setApplicationName("ciapano-orca")
folder = Path(tempfile.mkdtemp(prefix="ciapano-orca-"))
settings = Settings(QSettings(str(folder / "ciapano.ini"), QSettings.Format.IniFormat))
settings.set("table/speed", "instant")
settings.set("general/language", sys.argv[1])
language = i18n.Language(app)
language.attach(settings)
window = MainWindow(settings)
window.resize(1024, 768)
window.show()
seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "random") for i in (1, 2, 3)]
window.session.new_match(Rules(players=4), seats, seed=3)
window.view.setFocus()
window.activateWindow()
commands = {
    "last": window.show_last_trick,
    "sheet": window.show_score_sheet,
    "settings": window.show_settings,
    "new": window.new_match_dialog,
}
notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)

def command() -> None:
    line = sys.stdin.readline().strip()
    if line in commands:
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, commands[line])  # a modal dialog runs its own loop

notifier.activated.connect(command)
print("ready", flush=True)
app.exec()
window.session.shutdown()
"""


def drive(python: str, lang: str, only: str = "") -> None:
    """The player, through AT-SPI (run by /usr/bin/python3, where pyatspi is)."""
    import time

    import pyatspi

    app = subprocess.Popen(
        [python, "-c", APP, lang], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert app.stdout is not None and app.stdin is not None
    app.stdout.readline()

    def mark(name: str) -> None:
        print(f"{time.time():.6f} {name}", flush=True)

    def key(sym: int) -> None:
        pyatspi.Registry.generateKeyboardEvent(sym, None, pyatspi.KEY_SYM)

    def ask(line: str) -> None:
        app.stdin.write(line + "\n")
        app.stdin.flush()

    RIGHT, ENTER, TAB, ESC, DOWN, SPACE = 0xFF53, 0xFF0D, 0xFF09, 0xFF1B, 0xFF54, 0x20
    HOME, ONE, TWO, THREE = 0xFF50, 0x31, 0x32, 0x33
    KP_UP, KP_LINE_ABOVE, KP_LINE_BELOW = 0xFF97, 0xFF95, 0xFF9A  # Orca's flat review

    def view() -> object:
        for a in pyatspi.Registry.getDesktop(0):
            if a is not None and "ciapano" in (a.name or "").lower():
                found = pyatspi.findDescendant(
                    a, lambda o: o is not None and o.name == "Card table"
                )
                if found is not None:
                    return found
        return None

    def until(title: str) -> None:
        """Wait (up to 30 s) for a window of the app whose name starts with ``title``."""
        for _ in range(100):
            try:
                for a in pyatspi.Registry.getDesktop(0):
                    if a is None or "ciapano" not in (a.name or "").lower():
                        continue
                    if any(w is not None and (w.name or "").startswith(title) for w in a):
                        time.sleep(1.5)  # and give Orca the time to speak it
                        return
            except Exception as error:  # a window gone while looked at
                mark(f"(looking for {title!r}: {error!r})")
            time.sleep(0.3)
        mark(f"(no window {title!r} came)")

    table = None
    while table is None:
        time.sleep(0.5)
        table = view()
    # (scene name, actions): an action is a key, ("ask", command), ("wait", seconds),
    # ("until", a window's title),
    # or "play" (one card: Right until playable, Enter)
    tabs = [TAB, ("wait", 0.8)]
    scenes: list[tuple[str, list[object]]] = [
        ("first turn: reading keys", [ONE, ("wait", 1), TWO, ("wait", 1), THREE, ("wait", 1)]),
        ("first card", ["play", ("wait", 2)]),
        (
            "flat review of the table (KP_8 this line, KP_7 the line above, KP_9 below)",
            [KP_UP, ("wait", 1)]
            + [KP_LINE_ABOVE, ("wait", 0.8)] * 8
            + [KP_LINE_BELOW, ("wait", 0.8)] * 3,
        ),
        (
            "last trick dialog",
            [("ask", "last"), ("until", "Last trick"), *tabs, *tabs, ESC, ("wait", 2)],
        ),
        (
            "score sheet",
            [
                ("ask", "sheet"),
                ("until", "Score sheet"),
                *tabs,
                DOWN,
                ("wait", 1),
                RIGHT,
                ("wait", 1),
                *tabs,
                ESC,
                ("wait", 2),
            ],
        ),
        (
            "settings, first page",
            [("ask", "settings"), ("until", "Settings")] + tabs * 11 + [ESC, ("wait", 2)],
        ),
        (
            "settings, second page",
            [("ask", "settings"), ("until", "Settings"), *tabs, *tabs, DOWN, ("wait", 1)]
            + tabs * 10
            + [ESC, ("wait", 2)],
        ),
        (
            "settings, third page",
            [("ask", "settings"), ("until", "Settings"), *tabs, *tabs, DOWN, ("wait", 1)]
            + tabs * 14
            + [ESC, ("wait", 2)],
        ),
        ("rest of the hand", ["play"] * 9 + [("wait", 3)]),
        ("hand summary", [("until", "Hand 1")] + tabs * 7 + [DOWN, ("wait", 1), ESC, ("wait", 2)]),
        (
            "new match dialog",
            [("ask", "new"), ("wait", 4), *tabs, SPACE, ("until", "New match")]
            + tabs * 16
            + [ESC, ("wait", 2)],
        ),
    ]
    wanted = [w for w in only.split(",") if w]
    for name, actions in scenes:
        if wanted and not any(name.startswith(w) for w in wanted):
            continue
        mark(name)
        for action in actions:
            if action == "play":
                for _ in range(40):
                    text = table.description or ""
                    if "Playable: Enter plays it." in text:
                        key(ENTER)
                        time.sleep(1.5)
                        break
                    if "The hand is over" in text:
                        break
                    key(HOME if "Last card." in text else RIGHT)
                    time.sleep(0.6)
            elif isinstance(action, tuple) and action[0] == "wait":
                time.sleep(float(action[1]))  # type: ignore[arg-type]
            elif isinstance(action, tuple) and action[0] == "ask":
                ask(str(action[1]))
            elif isinstance(action, tuple) and action[0] == "until":
                until(str(action[1]))
            else:
                key(int(action))  # type: ignore[call-overload]
    mark("end")
    app.terminate()
    app.wait(10)


def transcript(orca_log: str, marks: str) -> str:
    """Orca's speech, under the scene headings (by the clock of both logs)."""
    import datetime

    scenes = []
    for line in marks.splitlines():
        stamp, _, name = line.partition(" ")
        moment = datetime.datetime.fromtimestamp(float(stamp))
        scenes.append((moment.strftime("%H:%M:%S.%f"), name))
    out = []
    spoken = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: (.*?)(\{.*\})?$")
    at = 0
    for line in orca_log.splitlines():
        m = spoken.match(line)
        if not m:
            continue
        while at < len(scenes) and scenes[at][0] <= m.group(1):
            out.append(f"\n## {scenes[at][1]}")
            at += 1
        out.append(m.group(2))
    return "\n".join(out).strip() + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "--drive":
        drive(args[1], args[2], args[3] if len(args) > 3 else "")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="write the transcript there too")
    parser.add_argument("--lang", default="en", choices=("it", "en", "de", "fr", "es"))
    parser.add_argument(
        "--scenes", default="", help="only the scenes whose names start so (comma-separated)"
    )
    opts = parser.parse_args(args)
    with tempfile.TemporaryDirectory(prefix="ciapano-orca-") as tmp:
        home = Path(tmp)
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        env.update(
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            HOME=tmp,
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CACHE_HOME=str(home / "cache"),
            XDG_RUNTIME_DIR=tmp,
            LAUNCHER=LAUNCHER,
            ORCA_LOG=str(home / "orca.log"),
            MARKS=str(home / "marks.txt"),
            DRIVER=str(Path(__file__).resolve()),
            APP_PYTHON=sys.executable,
            LANG_CODE=opts.lang,
            SCENES=opts.scenes,
            PYTHONPATH=str(ROOT),
        )
        subprocess.run(
            [
                "dbus-run-session",
                "--",
                "xvfb-run",
                "-a",
                "-s",
                "-screen 0 1280x1024x24",
                "bash",
                "-c",
                SCRIPT,
            ],
            env=env,
            cwd=tmp,
            timeout=600,
            check=False,
            capture_output=True,
        )
        text = transcript(
            (home / "orca.log").read_text(errors="replace"), (home / "marks.txt").read_text()
        )
        errors = (home / "marks.txt.err").read_text(errors="replace")
        if errors.strip():
            print(errors, file=sys.stderr)
    print(text, end="")
    if opts.out is not None:
        opts.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
