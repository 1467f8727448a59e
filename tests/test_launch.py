"""``ciapano`` (``launch.main``): the desktop app, or a text match when PySide6 is missing."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ciapano_qt import launch

WITHOUT_QT = """
import json, sys
sys.modules["PySide6"] = None  # as if it were not installed: find_spec gives None, import fails
from ciapano_qt.launch import main
code = main()
loaded = sorted(m for m in sys.modules if m.startswith(("ciapano_qt.ui", "shiboken6")))
print(json.dumps([code, loaded]))
"""


def test_without_pyside6_it_plays_a_text_match() -> None:
    r = subprocess.run([sys.executable, "-c", WITHOUT_QT], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stderr.strip() == launch.NO_QT
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "Ciapanò: a match between four computer players (target 31)"
    hands = [line for line in lines if line.startswith("hand ")]
    assert hands and lines[len(hands) + 1].startswith("winner: ")
    assert json.loads(lines[-1]) == [0, []]


def test_with_pyside6_it_starts_the_desktop_app(monkeypatch: pytest.MonkeyPatch) -> None:
    import ciapano_qt.ui.app as app

    calls: list[list[str]] = []
    monkeypatch.setattr(app, "main", lambda argv: calls.append(list(argv)) or 7)
    monkeypatch.setattr(sys, "argv", ["ciapano", "--self-test"])
    assert launch.main() == 7
    assert calls == [["ciapano", "--self-test"]]
