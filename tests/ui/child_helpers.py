"""The app (or a script of it) run in a child process by a test, with its settings, data,
cache and state under a home folder of the test's own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def app_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a child app whose every folder is below ``home`` (offscreen)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), **extra)
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    return env


def run_child(
    args: list[str], env: dict[str, str], timeout: float
) -> subprocess.CompletedProcess[str]:
    """``python args...`` from the repository's root, its output captured as text; a child
    that runs past ``timeout`` seconds fails the test (a watchdog, nothing timed)."""
    return subprocess.run(
        [sys.executable, *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
