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

from .conftest import PACKAGING, load

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
def test_smoke_test_asks_for_the_checks_and_shows_them(
    build: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = fake_program(
        tmp_path,
        '[ "$1 $2" = "--self-test --verbose" ] || exit 9\n'
        'echo "decks: 2 (bergamasche, milanese)"\necho "helper process: answered"',
    )
    build.smoke_test(program)
    out = capsys.readouterr().out
    assert "    self-test: decks: 2 (bergamasche, milanese)\n" in out
    assert "    self-test: helper process: answered\n" in out


@posix_only
def test_smoke_test_fails_on_exit_status(build: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="exit status 3"):
        build.smoke_test(fake_program(tmp_path, "exit 3"))


@posix_only
def test_smoke_test_fails_on_stray_stderr(build: ModuleType, tmp_path: Path) -> None:
    program = fake_program(tmp_path, "echo 'qt.qpa.plugin: could not load xcb' >&2")
    with pytest.raises(build.BuildError, match="could not load xcb"):
        build.smoke_test(program)


@posix_only
def test_smoke_test_keeps_a_log_of_each_run(build: ModuleType, tmp_path: Path) -> None:
    """A failed self-test leaves its whole record (CI uploads build/ when a build fails); a
    passed one too, replacing the last."""
    log = tmp_path / "build" / "logs" / "smoke-test.log"
    program = fake_program(
        tmp_path, "echo 'decks: 2'\necho 'Traceback: the helper process died' >&2\nexit 4"
    )
    with pytest.raises(build.BuildError):
        build.smoke_test(program, log=log)
    text = log.read_text(encoding="utf-8")
    assert "--self-test --verbose\nexit status 4 after " in text
    assert "--- stdout ---\ndecks: 2\n" in text
    assert "--- stderr ---\nTraceback: the helper process died\n" in text
    build.smoke_test(fake_program(tmp_path, "echo 'all well'"), log=log)
    text = log.read_text(encoding="utf-8")
    assert "exit status 0" in text and "all well" in text and "Traceback" not in text


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
    assert "exit status 0" in (work / "logs" / "smoke-test.log").read_text(encoding="utf-8")
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
    # one program: the game (docs/packaging.md: the bundles do not carry ciapano-cli)
    programs = [p.name for p in bundle.iterdir() if p.is_file() and os.access(p, os.X_OK)]
    assert programs == ["ciapano"], programs
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
    assert size <= 145e6, f"the bundle grew to {size / 1e6:.1f} MB"
    # protocol 3 is inside (the self-test made a TLS connection), and online play: the club's
    # client and websockets (the self-test made a WebSocket over TLS), with its compiled
    # speed-ups; the club server and its Redis client are not
    assert list(internal.rglob("_ssl*")) and list(internal.rglob("_rust.abi3*"))
    smoke = (work / "logs" / "smoke-test.log").read_text(encoding="utf-8")
    assert "online: WebSocket over TLS 1.3 (websockets " in smoke
    assert list((internal / "websockets").glob("speedups*"))
    modules = bundled_modules(work)
    assert {"ciapano_qt.net.club.client", "ciapano_qt.net.club.clubs"} <= modules
    assert {"ciapano_qt.net.club.link", "websockets.asyncio.client"} <= modules
    assert not [m for m in modules if m.split(".")[:2] == ["ciapano_qt", "server"]]
    assert not [m for m in modules if m.split(".")[0] == "redis"]
    # websockets' interactive client is left out, and the readline it would bring
    assert "websockets.cli" not in modules and not list(internal.rglob("libreadline*"))
    assert (dist / f"ciapano-{ciapano_qt.__version__}-linux-{build_arch()}.tar.gz").is_file()


def bundled_modules(work: Path) -> set[str]:
    """The Python modules in the bundle's archive (PyInstaller's PYZ, read with its reader)."""
    from PyInstaller.archive.readers import ZlibArchiveReader

    (pyz,) = (work / "pyinstaller").rglob("PYZ-*.pyz")
    return set(ZlibArchiveReader(str(pyz)).toc)


def build_arch() -> str:
    import platform

    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


# --- the plugins every bundle must carry (checked on each system's own build) -----------------

BUNDLED_PLUGINS = {
    "linux": (
        "PySide6/Qt/plugins",
        ["platforms/libqxcb.so", "imageformats/libqsvg.so", "iconengines/libqsvgicon.so"],
    ),
    "windows": (
        "PySide6/plugins",
        ["platforms/qwindows.dll", "imageformats/qsvg.dll", "iconengines/qsvgicon.dll"],
    ),
    "macos": (
        "PySide6/Qt/plugins",
        [
            "platforms/libqcocoa.dylib",
            "imageformats/libqsvg.dylib",
            "iconengines/libqsvgicon.dylib",
        ],
    ),
}


def fake_bundle(internal: Path, folder: str, files: list[str]) -> None:
    for rel in files:
        path = internal / folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"")
    offscreen = internal / folder / "platforms" / "libqoffscreen.so"  # not the native one
    offscreen.parent.mkdir(parents=True, exist_ok=True)
    offscreen.write_bytes(b"")


@pytest.mark.parametrize("system", sorted(BUNDLED_PLUGINS))
def test_required_plugins_found_on_each_system(
    build: ModuleType, tmp_path: Path, system: str
) -> None:
    checks = load("build_checks")
    folder, files = BUNDLED_PLUGINS[system]
    fake_bundle(tmp_path, folder, files)
    assert checks.missing_plugins(tmp_path, system) == []


@pytest.mark.parametrize("system", sorted(BUNDLED_PLUGINS))
@pytest.mark.parametrize("left_out", [0, 1, 2])
def test_a_missing_plugin_is_named(
    build: ModuleType, tmp_path: Path, system: str, left_out: int
) -> None:
    checks = load("build_checks")
    folder, files = BUNDLED_PLUGINS[system]
    fake_bundle(tmp_path, folder, [f for i, f in enumerate(files) if i != left_out])
    missing = checks.missing_plugins(tmp_path, system)
    assert missing == [checks.REQUIRED_PLUGINS[system][left_out]]
    # the other systems' plugins do not count
    for other in BUNDLED_PLUGINS.keys() - {system}:
        if BUNDLED_PLUGINS[other][0] == folder:
            assert checks.missing_plugins(tmp_path, other) == list(checks.REQUIRED_PLUGINS[other])


def test_no_plugins_folder_is_named(build: ModuleType, tmp_path: Path) -> None:
    checks = load("build_checks")
    assert checks.missing_plugins(tmp_path, "linux") == [
        "the Qt plugins folder (PySide6/Qt/plugins or PySide6/plugins)"
    ]


def test_check_required_plugins_fails_the_build(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks = load("build_checks")
    internal = tmp_path / "_internal"
    monkeypatch.setattr(checks, "internal_dir", lambda dist: internal)
    folder, files = BUNDLED_PLUGINS["windows"]
    fake_bundle(internal, folder, files[:2])
    with pytest.raises(build.BuildError, match=r"iconengines/qsvgicon\*\.dll"):
        checks.check_required_plugins(tmp_path, "windows")
    fake_bundle(internal, folder, files)
    assert checks.check_required_plugins(tmp_path, "windows") == sorted(files)
