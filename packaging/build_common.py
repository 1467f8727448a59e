"""What every step of ``packaging/build.py`` shares: the system, :class:`BuildError`, :func:`run`
and where things lie in the bundle (a script beside ``build.py``, imported by name)."""

from __future__ import annotations

import platform
import subprocess
import sys
from pathlib import Path

import appinfo

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")


class BuildError(Exception):
    pass


def run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    print("    $ " + " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, **kwargs)  # type: ignore[call-overload,no-any-return]


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def system_name() -> str:
    return "windows" if IS_WIN else "macos" if IS_MAC else "linux"


# --- the bundle's layout ----------------------------------------------------------------------


def bundle_dir(dist: Path) -> Path:
    """The folder to archive: the .app on macOS, the one-folder build elsewhere."""
    return dist / f"{appinfo.ASCII_NAME}.app" if IS_MAC else dist / appinfo.EXE


def executable(dist: Path, console: bool = True) -> Path:
    if IS_WIN:
        name = f"{appinfo.EXE}-console.exe" if console else f"{appinfo.EXE}.exe"
        return dist / appinfo.EXE / name
    if IS_MAC:
        return bundle_dir(dist) / "Contents" / "MacOS" / appinfo.EXE
    return dist / appinfo.EXE / appinfo.EXE


def internal_dir(dist: Path) -> Path:
    if IS_MAC:
        return bundle_dir(dist) / "Contents" / "Frameworks"
    return dist / appinfo.EXE / "_internal"
