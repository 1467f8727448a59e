"""An AT-SPI client (Debian's python3-pyatspi, run by /usr/bin/python3) that reads the app's
dialogs (``dialogs_app.py``) as a screen reader finds them, and prints as JSON, for each
window (by its title):

- ``controls``: every combo box, spin button, check box and text field, as
  [role, own name, names of the labels linked to it (labelled-by), value, showing];
  the value is what the control holds (a combo box's chosen item, a spin button's
  number, a field's text), read through AT-SPI's selection, value and text interfaces;
- ``tables``: every table's name, column headers and first row of cells, as [name, states].

Run inside a private D-Bus session and an X server (test_atspi.py sets them up):
    dialogs_client.py PYTHON APP_SCRIPT
"""

import json
import subprocess
import sys
import time

import pyatspi

CONTROLS = {
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_TEXT,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
}
STATES = {
    pyatspi.STATE_SELECTABLE: "selectable",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_FOCUSABLE: "focusable",
}


def labels(node):
    out = []
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for i in range(relation.getNTargets()):
                out.append(relation.getTarget(i).name or "")
    return out


def value(node):
    role = node.getRole()
    if role == pyatspi.ROLE_COMBO_BOX:
        for child in node:  # the list of its items: the chosen one is selected
            if child is None:
                continue
            try:
                chosen = child.querySelection()
            except NotImplementedError:
                continue
            if chosen.nSelectedChildren:
                return chosen.getSelectedChild(0).name or ""
        return None
    if role == pyatspi.ROLE_SPIN_BUTTON:
        number = node.queryValue().currentValue
        return str(int(number)) if number == int(number) else str(number)
    if role == pyatspi.ROLE_CHECK_BOX:
        return None
    text = node.queryText()
    return text.getText(0, text.characterCount)


def table(node):
    grid = node.queryTable()
    headers = [grid.getColumnDescription(c) for c in range(grid.nColumns)]
    cells = []
    for c in range(grid.nColumns):
        cell = grid.getAccessibleAt(0, c)
        if cell is None:
            continue
        states = cell.getState()
        cells.append([cell.name or "", [n for s, n in STATES.items() if states.contains(s)]])
    return {"name": node.name, "headers": headers, "cells": cells}


def walk(node, found, depth=0):
    role = node.getRole()
    if role in CONTROLS:
        showing = node.getState().contains(pyatspi.STATE_SHOWING)
        found["controls"].append(
            [node.getRoleName(), node.name or "", labels(node), value(node), showing]
        )
        return  # a combo box's list, a spin button's field: parts of the control
    if role == pyatspi.ROLE_TABLE:
        found["tables"].append(table(node))
        return
    if depth > 20:
        return
    for child in node:
        if child is not None:
            walk(child, found, depth + 1)


def app_node():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and "ciapano" in (app.name or "").lower():
            return app
    return None


python, app_script = sys.argv[1], sys.argv[2]
process = subprocess.Popen([python, app_script], stdout=subprocess.PIPE, text=True)
process.stdout.readline()  # "ready"
windows = {}
started = time.time()
while time.time() - started < 60:
    app = app_node()
    titles = [w.name for w in app if w is not None] if app is not None else []
    if len(titles) >= 7:
        time.sleep(0.5)  # every window is on show: read them
        for window in app:
            if window is not None:
                found = {"controls": [], "tables": []}
                walk(window, found)
                windows[window.name] = found
        break
    time.sleep(0.3)
process.terminate()
process.wait(10)
print(json.dumps(windows))
