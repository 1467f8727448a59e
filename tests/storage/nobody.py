"""Children that may not read a file: CI runs as root, whom ``chmod 000`` does not stop, so
there the child runs as ``nobody`` (``setpriv``); any other user runs it as itself."""

from __future__ import annotations

import atexit
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


_readable: Path | None = None


def _code_for_the_child() -> Path:
    """Where the child imports ``ciapano_qt`` (and ``tests``) from: this checkout, or as root
    a copy of both in a folder anyone may read (a checkout in a private folder, e.g. one made by
    ``mktemp -d``, is closed to nobody). Pictures, translations and caches are left out."""
    global _readable
    if os.geteuid() != 0:
        return ROOT
    if _readable is None:
        folder = Path(tempfile.mkdtemp(prefix="ciapano-code-"))
        atexit.register(shutil.rmtree, folder, True)
        folder.chmod(0o755)
        skip = shutil.ignore_patterns("__pycache__", "assets", "i18n", "*.pyc")
        for package in ("ciapano_qt", "tests"):  # the children import helpers from tests
            shutil.copytree(ROOT / package, folder / package, ignore=skip)
        for path in folder.rglob("*"):
            path.chmod(0o755 if path.is_dir() else 0o644)
        _readable = folder
    return _readable


def run_unprivileged(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``code`` in a child Python as nobody (or this user), importing this checkout."""
    where = _code_for_the_child()
    prelude = f"import sys; sys.path.insert(0, {str(where)!r})\n"
    child = subprocess.run(
        [*_as_nobody(), sys.executable, "-c", prelude + code],
        capture_output=True,
        text=True,
        timeout=WATCHDOG,
        cwd=cwd,
        env={**os.environ, "HOME": str(cwd)},
    )
    assert "No module named" not in child.stderr, (
        f"the unprivileged child cannot import the code from {where}: {child.stderr}"
    )
    return child
