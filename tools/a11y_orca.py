"""What Orca speaks while a blind player uses the app: a hand, the dialogs, the settings.

Runs Orca (Debian's ``orca``, 43.1 checked) with ``--debug-file`` inside a private D-Bus
session and an X server (the set-up of tests/ui/test_atspi.py: dbus-run-session, xvfb-run,
openbox, at-spi2-core's launcher), starts the app (English, instant speed, a seeded
four-player match) and plays it by keyboard through AT-SPI, as a screen-reader user would:
Right until a card is playable, Enter; the reading keys; after the first trick a flat
review of the table (its accessible objects), the last-trick dialog, the score sheet (Tab to
its table, the arrows through its cells) and the settings: each page chosen in the page
chooser (Down in a list of pages, Right on a tab bar; Tab until it has the focus) and
walked with Tab until the focus comes back; at the end of the hand the summary,
then the new-match dialog, walked the same way. Before each key it waits for Orca to be
heard out (its debug log quiet for a second): opening the settings sends Orca a flood of
events (every combo box's list) that it takes seconds to read, and a key pressed meanwhile
is spoken late or not at all. It prints what Orca spoke, scene by scene (the "SPEECH
OUTPUT" lines of its debug log). A manual check, not a test: it waits on the clock (Orca
speaks when it likes) and takes about five minutes.

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
for _ in $(seq 300); do  # until openbox manages the screen (test_atspi.py says why)
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.1
done
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

    def settle(most: float = 90.0) -> None:
        """Wait until Orca has caught up: its debug log quiet for a second (at most
        ``most`` s). Opening a dialog sends Orca a flood of events (every combo box's
        list); a key pressed before it has read them is heard late or not at all."""
        log = Path(os.environ["ORCA_LOG"])
        end = time.time() + most
        size, since = -1, time.time()
        while time.time() < end:
            now = log.stat().st_size if log.exists() else 0
            if now != size:
                size, since = now, time.time()
            elif time.time() - since >= 1.0:
                return
            time.sleep(0.1)
        mark("(Orca still busy)")

    def focused() -> tuple[str, str]:
        """(role, name) of the app's focused object; the lists inside combo boxes, tables
        and lists are not searched (the focus is on the box, the table, the list)."""
        leaves = (pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST)

        def search(node: object, depth: int = 0) -> object:
            try:
                if node.getState().contains(pyatspi.STATE_FOCUSED):
                    return node
                if depth > 12 or node.getRole() in leaves:
                    return None
                for child in node:
                    if child is not None:
                        hit = search(child, depth + 1)
                        if hit is not None:
                            return hit
            except Exception:  # an object gone while looked at
                return None
            return None

        for a in pyatspi.Registry.getDesktop(0):
            if a is None or "ciapano" not in (a.name or "").lower():
                continue
            for window in a:
                if window is not None and window.getState().contains(pyatspi.STATE_ACTIVE):
                    hit = search(window)
                    if hit is not None:
                        return hit.getRoleName(), hit.name or ""
        return "", ""

    def tab_round(home: str = "", most: int = 40) -> None:
        """Tab from the focused object until the focus is back on ``home`` (by default the
        object focused now): a reader walking the whole dialog once, heard out after each key."""
        home = home or focused()[1]
        for _ in range(most):
            key(TAB)
            time.sleep(0.3)
            settle()
            if focused()[1] == home:
                return
        mark(f"(Tab never came back to {home!r})")

    def page(n: int) -> None:
        """The settings' ``n``-th page after the first, from its page chooser (Down in a list
        of pages, Right on a tab bar), Tab first until the chooser has the focus."""
        choosers = ("list", "list item", "page tab", "page tab list")
        for _ in range(40):
            if focused()[0] in choosers:
                break
            key(TAB)
            time.sleep(0.3)
            settle()
        else:
            mark(f"(no page chooser came with Tab: {focused()!r})")
            return
        step = RIGHT if focused()[0].startswith("page tab") else DOWN
        for _ in range(n):
            key(step)
            time.sleep(0.5)
            settle()

    table = None
    while table is None:
        time.sleep(0.5)
        table = view()
    # (scene name, actions): an action is a key, ("ask", command), ("wait", seconds),
    # ("until", a window's title), ("settle",) (Orca heard out), ("round", name) (Tab
    # until the focus is back on the object of that name, "": the one focused now),
    # ("page", n) (the settings' n-th page after the first), or "play" (one card: Right
    # until playable, Enter)
    tabs = [TAB, ("wait", 0.8)]
    heard = ("settle",)

    def settings_page(n: int) -> list[object]:
        """Open the settings, choose a page in its page chooser, walk it with Tab."""
        return [
            ("ask", "settings"),
            ("until", "Settings"),
            heard,
            ("page", n),
            ("round", ""),
            ESC,
            ("wait", 1),
            heard,
        ]

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
            [("ask", "last"), ("until", "Last trick"), heard, *tabs, *tabs, ESC, ("wait", 2)],
        ),
        (
            "score sheet",  # Tab to the table (one stop), the arrows through its cells
            [("ask", "sheet"), ("until", "Score sheet"), heard]
            + [TAB, ("wait", 0.5), heard]
            + [DOWN, ("wait", 0.5), heard]
            + [RIGHT, ("wait", 0.5), heard] * 2
            + [TAB, ("wait", 0.5), heard, ESC, ("wait", 1), heard],
        ),
        ("settings, Match page", settings_page(0)),
        ("settings, Players page", settings_page(1)),
        ("settings, Table page", settings_page(2)),
        ("rest of the hand", ["play"] * 9 + [("wait", 3)]),
        (
            "hand summary",
            [("until", "Hand 1"), heard]
            + [TAB, ("wait", 0.5), heard]
            + [DOWN, ("wait", 0.5), heard]
            + [RIGHT, ("wait", 0.5), heard] * 4
            + [TAB, ("wait", 0.5), heard] * 4
            + [ESC, ("wait", 1), heard],
        ),
        (
            "new match dialog",
            [
                ("ask", "new"),
                ("wait", 4),
                heard,
                TAB,  # the question whether to abandon the match: to Yes
                ("wait", 0.5),
                heard,
                SPACE,
                ("until", "New match"),
                heard,
                ("round", "Name of seat 1"),
                ESC,
                ("wait", 1),
            ],
        ),
    ]
    wanted = [w for w in only.split(",") if w]
    for name, actions in scenes:
        if wanted and not any(name.startswith(w) for w in wanted):
            continue
        settle()
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
            elif action == heard:
                settle()
            elif isinstance(action, tuple) and action[0] == "wait":
                time.sleep(float(action[1]))  # type: ignore[arg-type]
            elif isinstance(action, tuple) and action[0] == "ask":
                ask(str(action[1]))
            elif isinstance(action, tuple) and action[0] == "until":
                until(str(action[1]))
            elif isinstance(action, tuple) and action[0] == "round":
                tab_round(str(action[1]))
            elif isinstance(action, tuple) and action[0] == "page":
                page(int(action[1]))  # type: ignore[call-overload]
            else:
                key(int(action))  # type: ignore[call-overload]
    settle()
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
