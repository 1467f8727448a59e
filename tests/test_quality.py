"""Lint, format and type checks run with the tests, so CI keeps them green."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool(name):
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (pip install -e '.[test]')")
    return found


def run(*args):
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_check():
    r = run(tool("ruff"), "check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format():
    r = run(tool("ruff"), "format", "--check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_strict_on_engine_ai_decks_cli():
    r = run(tool("mypy"))
    assert r.returncode == 0, r.stdout + r.stderr
