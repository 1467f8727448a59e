"""An AT-SPI client (Debian's python3-pyatspi, run by /usr/bin/python3) that plays one hand of
the app by keyboard, as a blind player would, and prints as JSON what the accessibility layer
reported: every name and description change of the table view, the labels' changes, the
announcements, and
the table's accessible objects (its panels and their labels) at the player's first two turns
(the app waits for the player then: nothing moves while the client reads them).

Run inside a private D-Bus session and an X server (test_atspi.py sets them up):
    client.py PYTHON APP_SCRIPT
"""

import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

python, app_script = sys.argv[1], sys.argv[2]
heard = []  # (kind, text)
state = {"view": None, "steps": 0, "phase": "find", "ends": 0, "reads": 0, "started": time.time()}
state["snapshots"] = 0


def on_event(event):
    try:
        src = event.source
        if event.type.startswith("object:property-change:") and src.getRole() == pyatspi.ROLE_LABEL:
            heard.append(("label", src.name))  # the table's objects, the status line
        elif event.type.startswith("object:property-change:accessible-name"):
            heard.append(("name", src.name))
        elif event.type.startswith("object:property-change:accessible-description"):
            heard.append(("description", src.description))
        elif event.type.startswith("object:announcement"):
            heard.append(("announcement", str(event.any_data)))
    except Exception as error:  # an object gone meanwhile
        heard.append(("error", repr(error)))


def find_view():
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or "ciapano" not in (app.name or "").lower():
            continue
        found = pyatspi.findDescendant(app, lambda o: o is not None and o.name == "Card table")
        if found is not None:
            return found
        focused = pyatspi.findDescendant(
            app, lambda o: o is not None and o.getState().contains(pyatspi.STATE_FOCUSED)
        )
        if focused is not None and focused.getRole() != pyatspi.ROLE_FRAME:
            return focused
    return None


def table_objects(view):
    """The view's panels (inside its viewport) and what their showing labels say:
    {panel: [[role, name, description], ...]}, as a reader reviewing the window finds them."""
    found = {}
    for viewport in view:
        for panel in viewport:
            if panel is None:
                continue
            showing = []
            for child in panel:
                if child is not None and child.getState().contains(pyatspi.STATE_SHOWING):
                    showing.append([child.getRoleName(), child.name, child.description])
            found[panel.name] = {"role": panel.getRoleName(), "children": showing}
    return found


def status_line():
    """The status bar's children: [[role, name], ...] (every one should be named)."""
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or "ciapano" not in (app.name or "").lower():
            continue
        bar = pyatspi.findDescendant(app, lambda o: o is not None and o.name == "Status line")
        if bar is not None:
            return [[child.getRoleName(), child.name] for child in bar if child is not None]
    return None


def snapshot(view, label):
    shot = {"when": label, "panels": table_objects(view), "status": status_line()}
    heard.append(("objects", json.dumps(shot)))


def key(sym):
    pyatspi.Registry.generateKeyboardEvent(sym, None, pyatspi.KEY_SYM)


RIGHT, HOME, ENTER, ONE, TWO, THREE = 0xFF53, 0xFF50, 0xFF0D, 0x31, 0x32, 0x33


def tick():
    if time.time() - state["started"] > 110:
        heard.append(("error", "timeout"))
        pyatspi.Registry.stop()
        return False
    view = state["view"]
    if view is None:
        state["view"] = find_view()
        return True
    description = view.description or ""
    if "Playable: Enter plays it." in description and state["snapshots"] < 2:
        played = any(k == "description" and t.startswith("You play ") for k, t in heard)
        if state["snapshots"] == 0 or played:  # the first turn, then the next after a card
            snapshot(view, state["snapshots"])
            state["snapshots"] += 1
    if (
        state["reads"] < 3
        and "Card " in description
        and "Your turn" in " ".join(t for _, t in heard)
    ):
        key((ONE, TWO, THREE)[state["reads"]])
        state["reads"] += 1
        return True
    if "The hand is over" in " ".join(t for _, t in heard[-5:]) or state["steps"] > 400:
        pyatspi.Registry.stop()
        return False
    state["steps"] += 1
    if "Playable: Enter plays it." in description:
        key(ENTER)
    elif "Last card." in description:
        state["ends"] += 1
        key(HOME)
    else:
        key(RIGHT)
    return True


for kind in (
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:announcement",
):
    pyatspi.Registry.registerEventListener(on_event, kind)
app = subprocess.Popen([python, app_script], stdout=subprocess.PIPE, text=True)
app.stdout.readline()  # "ready"
GLib.timeout_add(100, tick)
pyatspi.Registry.start()  # runs a GLib main loop until tick() or the timeout stops it
app.terminate()
app.wait(10)
print(json.dumps(heard))
