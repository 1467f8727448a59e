"""Children that may not read a file: CI runs as root, whom ``chmod 000`` does not stop, so
there the child runs as ``nobody`` (``setpriv``); any other user runs it as itself."""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WATCHDOG = 60.0


def _as_nobody() -> list[str]:
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    assert setpriv, "running as root, the test needs setpriv (util-linux) to become nobody"
    user = pwd.getpwnam("nobody")
    return [setpriv, f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--clear-groups"]


@contextmanager
def shared_folder() -> Iterator[Path]:
    """A fresh folder the child's user owns (tmp_path's parents are closed to nobody)."""
    folder = Path(tempfile.mkdtemp(prefix="ciapano-nobody-"))
    try:
        if os.geteuid() == 0:
            user = pwd.getpwnam("nobody")
            os.chown(folder, user.pw_uid, user.pw_gid)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def give_away(path: Path) -> None:
    """The child's user owns ``path`` (a file the test wrote as root)."""
    if os.geteuid() == 0:
        user = pwd.getpwnam("nobody")
        os.chown(path, user.pw_uid, user.pw_gid)


def run_unprivileged(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``code`` in a child Python as nobody (or this user), importing this checkout."""
    prelude = f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
    child = subprocess.run(
        [*_as_nobody(), sys.executable, "-c", prelude + code],
        capture_output=True,
        text=True,
        timeout=WATCHDOG,
        cwd=cwd,
        env={**os.environ, "HOME": str(cwd)},
    )
    assert "No module named" not in child.stderr, (
        f"the unprivileged child cannot import the code from {ROOT}: {child.stderr}"
    )
    return child
