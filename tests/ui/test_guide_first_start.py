"""The guided first match on a real first start (issue 19): the app started in a fresh home
without ``CIAPANO_NO_GUIDE`` opens the guide once its table is painted (and not before: the
first paint loads none of it), and the next start of the same home does not."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
from ciapano_qt.ui.app import startup as app

def ready(window):  # called before the event loop runs: before the first paint
    found = {"lesson_loaded_before_paint": "ciapano_qt.ui.dialogs.lesson" in sys.modules}

    def look():
        guide = window.guide
        found["guide"] = guide is not None and guide.isVisible()
        found["heading"] = guide.heading.text() if guide is not None else ""
        if guide is None:
            return done()
        QTimer.singleShot(300, after_guide)
        guide.close_button.click()  # closing the guide offers a new match (a modal dialog)

    def after_guide():
        modal = QApplication.activeModalWidget()
        found["then"] = type(modal).__name__ if modal is not None else None
        if modal is not None:
            modal.reject()
        done()

    def done():
        print(json.dumps(found), flush=True)
        window.session.abandon()
        QTimer.singleShot(0, QCoreApplication.quit)

    QTimer.singleShot(1500, look)

app.main([sys.argv[0]], ready=ready)
"""


def _start(env: dict[str, str]) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    assert lines, result.stderr
    return json.loads(lines[-1])  # type: ignore[no-any-return]


def test_a_fresh_home_opens_the_guide_once(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("CIAPANO_NO_GUIDE", "LANGUAGE")}
    env.update(QT_QPA_PLATFORM="offscreen", LC_ALL="C", LANG="C")  # a fresh home: English
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    first = _start(env)
    assert first["guide"] is True
    assert first["heading"] == "Lesson 1 of 5: Follow suit"
    assert first["lesson_loaded_before_paint"] is False  # it loads after the first paint
    assert first["then"] == "NewMatchDialog"  # then the first start goes on as before
    assert _start(env)["guide"] is False  # shown once


def test_the_test_suite_s_homes_never_stop_at_it(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    assert env.get("CIAPANO_NO_GUIDE")  # tests/conftest.py
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    assert _start(env)["guide"] is False
