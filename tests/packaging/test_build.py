"""The frozen program: the smoke test's own logic (cheap), and a real Linux build (slow).

The slow test runs ``packaging/build.py`` into a temporary folder exactly as CI and a developer
do (PyInstaller, bundle checks, size limit, ``--self-test`` of the frozen binary offscreen). It
needs PyInstaller (``pip install -r packaging/requirements.txt``) and, for the bundle to carry
the xcb libraries, ``bash packaging/linux/build-deps.sh``.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import ciapano_qt

from .conftest import PACKAGING

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="fake program is a shell script")


def fake_program(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "fake-ciapano"
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@posix_only
def test_smoke_test_passes_a_quiet_program(build: ModuleType, tmp_path: Path) -> None:
    program = fake_program(
        tmp_path,
        '[ "$1" = --self-test ] && [ "$QT_QPA_PLATFORM" = offscreen ] && '
        '[ -n "$XDG_RUNTIME_DIR" ] && [ -z "$CIAPANO_ASSETS" ] || exit 9',
    )
    build.smoke_test(program)


@posix_only
def test_smoke_test_fails_on_exit_status(build: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="exit status 3"):
        build.smoke_test(fake_program(tmp_path, "exit 3"))


@posix_only
def test_smoke_test_fails_on_stray_stderr(build: ModuleType, tmp_path: Path) -> None:
    program = fake_program(tmp_path, "echo 'qt.qpa.plugin: could not load xcb' >&2")
    with pytest.raises(build.BuildError, match="could not load xcb"):
        build.smoke_test(program)


def test_smoke_test_fails_on_a_missing_program(build: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="does not exist"):
        build.smoke_test(tmp_path / "nothing")


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle")
def test_linux_bundle_builds_and_passes_its_smoke_test(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is missing: pip install -e '.[test]' (or '.[packaging]')")
    dist, work = tmp_path / "dist", tmp_path / "build"
    env = {k: v for k, v in os.environ.items() if k != "CIAPANO_ASSETS"}
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--dist", str(dist), "--work", str(work)],
        capture_output=True,
        text=True,
        timeout=1200,
        env=env,
    )
    log = result.stdout + result.stderr
    assert result.returncode == 0, log[-6000:]
    assert "smoke test passed" in log
    bundle = dist / "ciapano"
    internal = bundle / "_internal"
    # version in the bundle's package metadata: the package's own
    metadata = [
        *internal.glob("ciapano_qt*.dist-info/METADATA"),
        *internal.glob("*.egg-info/PKG-INFO"),
    ]
    assert metadata and f"Version: {ciapano_qt.__version__}\n" in metadata[0].read_text()
    # decks, licence and notices are inside
    assert (internal / "assets" / "cards" / "bergamasche" / "AD.svg").is_file()
    assert (internal / "LICENSE").is_file()
    notices = (internal / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    assert f"Ciapanò {ciapano_qt.__version__}" in notices
    assert (internal / "notices" / "LGPL-3.0.txt").is_file()
    assert (internal / "icons" / "ciapano-256.png").is_file()
    # trimmed: no GTK theme, no EGLFS, no QML, no Qt translations but ours
    plugins = internal / "PySide6" / "Qt" / "plugins"
    assert (plugins / "platforms" / "libqxcb.so").is_file()
    assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
    assert not (plugins / "egldeviceintegrations").exists()
    assert not list(internal.rglob("libQt6Qml*")) and not list(internal.rglob("libcairo*"))
    translations = internal / "PySide6" / "Qt" / "translations"
    assert not translations.exists() or all(
        p.name.startswith(("qt_", "qtbase_")) for p in translations.iterdir()
    )
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= 130e6, f"the bundle grew to {size / 1e6:.1f} MB"
    assert (dist / f"ciapano-{ciapano_qt.__version__}-linux-{build_arch()}.tar.gz").is_file()


def build_arch() -> str:
    import platform

    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
