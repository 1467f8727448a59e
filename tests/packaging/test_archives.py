"""The archive steps' own logic: where Inno Setup's compiler is found, and ``hdiutil``'s
retries (the Windows and macOS runs themselves happen on CI's runners only)."""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import load


@pytest.fixture(scope="module")
def archives() -> ModuleType:
    return load("build_archives")


def _iscc(folder: Path) -> Path:
    folder.mkdir(parents=True)
    exe = folder / "ISCC.exe"
    exe.write_bytes(b"MZ")
    return exe


def test_iscc_on_the_path_comes_first(archives: ModuleType, tmp_path: Path) -> None:
    _iscc(tmp_path / "pf86" / "Inno Setup 6")
    env = {"ProgramFiles(x86)": str(tmp_path / "pf86")}
    found = archives.find_iscc(env, lambda name: "/opt/inno/ISCC" if name == "ISCC" else None)
    assert found == Path("/opt/inno/ISCC")


def test_iscc_of_any_version_is_found_the_newest_first(
    archives: ModuleType, tmp_path: Path
) -> None:
    """Not only "Inno Setup 6": a machine with Inno Setup 7 (or 5, or 6 and 7), in Program
    Files or in the user's programs (a per-user installation)."""
    no_path = lambda name: None  # noqa: E731
    seven = _iscc(tmp_path / "pf" / "Inno Setup 7")
    assert archives.find_iscc({"ProgramFiles": str(tmp_path / "pf")}, no_path) == seven
    five = _iscc(tmp_path / "pf86" / "Inno Setup 5")
    env = {"ProgramFiles(x86)": str(tmp_path / "pf86"), "ProgramFiles": str(tmp_path / "pf")}
    assert archives.find_iscc(env, no_path) == seven
    assert archives.find_iscc({"ProgramFiles(x86)": str(tmp_path / "pf86")}, no_path) == five
    user = _iscc(tmp_path / "local" / "Programs" / "Inno Setup 7.1")
    (tmp_path / "pf" / "Inno Setup 8").mkdir()  # a folder left without its compiler
    env["LOCALAPPDATA"] = str(tmp_path / "local")
    assert archives.find_iscc(env, no_path) == user


def test_no_iscc_says_where_it_looked(archives: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "pf" / "Inno Setup 6").mkdir(parents=True)  # empty: no ISCC.exe
    with pytest.raises(archives.BuildError, match=r"ISCC\.exe\) not found on PATH.*innosetup"):
        archives.find_iscc({"ProgramFiles": str(tmp_path / "pf")}, lambda name: None)


def test_a_busy_hdiutil_is_tried_again_with_longer_waits(
    archives: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert len(archives.HDIUTIL_WAITS) >= 5 and sum(archives.HDIUTIL_WAITS) >= 180
    assert list(archives.HDIUTIL_WAITS) == sorted(archives.HDIUTIL_WAITS)
    calls: list[list[str]] = []
    waits: list[float] = []

    def busy_then_done(cmd: list[str]) -> None:
        calls.append(cmd)
        if len(calls) < 4:
            raise subprocess.CalledProcessError(1, cmd, "hdiutil: create failed - Resource busy")

    monkeypatch.setattr(archives, "run", busy_then_done)
    archives.retried(["hdiutil", "create"], archives.HDIUTIL_WAITS, waits.append)
    assert len(calls) == 4 and waits == list(archives.HDIUTIL_WAITS[:3])

    calls.clear()
    waits.clear()

    def always_busy(cmd: list[str]) -> None:
        calls.append(cmd)
        raise subprocess.CalledProcessError(1, cmd)

    monkeypatch.setattr(archives, "run", always_busy)
    with pytest.raises(subprocess.CalledProcessError):
        archives.retried(["hdiutil", "create"], archives.HDIUTIL_WAITS, waits.append)
    assert len(calls) == len(archives.HDIUTIL_WAITS) + 1 and waits == list(archives.HDIUTIL_WAITS)
