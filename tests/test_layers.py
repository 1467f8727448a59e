"""The layers of docs/architecture.md hold: import-linter's contracts (pyproject.toml) and no
Qt in the Qt-free packages."""

from __future__ import annotations

import json
import subprocess
import sys

from .test_quality import ROOT, run, tool

QT_FREE = ("engine", "ai", "storage", "decks", "net", "server", "cli")
"""Every package below the UI (``net`` once it exists)."""


def test_the_import_contracts_are_kept() -> None:
    r = run(tool("lint-imports"), "--no-cache")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 broken" in r.stdout


def test_the_qt_free_packages_load_no_qt() -> None:
    """Every module of every Qt-free package, imported in a fresh interpreter."""
    present = [p for p in QT_FREE if (ROOT / "ciapano_qt" / p / "__init__.py").exists()]
    assert {"engine", "ai", "storage", "decks", "cli"} <= set(present)
    code = (
        "import importlib, json, pkgutil, sys\n"
        "names = []\n"
        f"for package in {present!r}:\n"
        "    root = importlib.import_module('ciapano_qt.' + package)\n"
        "    names.append(root.__name__)\n"
        "    for info in pkgutil.walk_packages(root.__path__, root.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "        names.append(info.name)\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(json.dumps([names, qt]))\n"
    )
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    names, qt = json.loads(r.stdout)
    assert "ciapano_qt.ai.thinker" in names and "ciapano_qt.cli.soak" in names
    assert qt == []
