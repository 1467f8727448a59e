"""Build Ciapanò's installable bundle for the system this runs on, and prove that it starts.

    .venv/bin/python packaging/build.py            # Linux, macOS
    .venv\\Scripts\\python packaging\\build.py       # Windows

Steps: compile ``i18n/*.ts`` to ``.qm`` (none yet is fine), generate the icons from our card art,
gather the licence notices, run PyInstaller with ``packaging/ciapano.spec`` (one-folder build in
``dist/ciapano/``, on macOS ``dist/Ciapano.app``), check the bundle (the native platform plugin
and the SVG image and icon plugins are inside; Linux: every library of the kept Qt platform
plugins resolves; size at most ``--max-mb``), run the smoke test (the frozen
program with ``QT_QPA_PLATFORM=offscreen --self-test`` must exit 0 and write nothing unexpected
on stderr), then write the archive into ``dist/``: ``.tar.gz`` on Linux, ``.zip`` on Windows,
``.dmg`` on macOS (``.zip`` where ``hdiutil`` is missing). ``--deb`` also makes the Debian
package, ``--installer`` the Windows installer (Inno Setup). It prints the bundle size and the
time of each step. Exit status: 0 when everything passed.

This file is the command and the order of the steps; beside it ``build_common.py`` (the system,
``BuildError``, the bundle's layout), ``build_licences.py`` (the notices), ``build_checks.py``
(the bundle checks), ``build_smoke.py`` (the smoke tests) and ``build_archives.py`` (archives,
installer, checksums).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import appinfo  # noqa: E402
from build_archives import find_iscc, inno_setup, make_archive, sha256  # noqa: E402
from build_checks import (  # noqa: E402
    check_bundled_version,
    check_linux_plugins,
    check_required_plugins,
)
from build_common import (  # noqa: E402
    IS_LINUX,
    IS_WIN,
    BuildError,
    arch,
    bundle_dir,
    executable,
    run,
    system_name,
)
from build_licences import linux_library_notices, stage_notices  # noqa: E402
from build_smoke import smoke_test, test_installer  # noqa: E402

_timings: list[tuple[str, float]] = []


@contextmanager
def step(name: str) -> Iterator[None]:
    print(f"==> {name}", flush=True)
    start = time.monotonic()
    try:
        yield
    finally:
        took = time.monotonic() - start
        _timings.append((name, took))
        print(f"    {name}: {took:.1f} s", flush=True)


# --- staging: translations and icons (the notices: build_licences.py) -------------------------


def lrelease() -> list[str]:
    """The command that compiles .ts files: pyside6-lrelease next to this Python, or PySide6's."""
    scripts = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (scripts / name).exists():
            return [str(scripts / name)]
    import PySide6

    base = Path(PySide6.__file__).parent
    for candidate in (base / "lrelease", base / "lrelease.exe", base / "Qt" / "bin" / "lrelease"):
        if candidate.exists():
            return [str(candidate)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise BuildError("pyside6-lrelease not found (it comes with PySide6-Essentials)")


def compile_translations(out: Path) -> list[Path]:
    """``i18n/*.ts`` -> ``out/*.qm``, with the options of ``tools/i18n.py release``."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.qm"):
        old.unlink()
    sources = sorted((ROOT / "i18n").glob("*.ts"))
    if not sources:
        print("    no i18n/*.ts yet: the bundle has no translations")
        return []
    tool = lrelease()
    compiled = []
    for ts in sources:
        qm = out / (ts.stem + ".qm")
        run([*tool, "-silent", "-nounfinished", str(ts), "-qm", str(qm)])
        if not qm.is_file():
            raise BuildError(f"lrelease did not write {qm}")
        compiled.append(qm)
        shipped = ROOT / "ciapano_qt" / "i18n" / qm.name
        if shipped.is_file() and shipped.read_bytes() != qm.read_bytes():
            print(
                f"    WARNING: {shipped.relative_to(ROOT)} differs from {ts.relative_to(ROOT)}: "
                "the bundle takes the fresh one; run tools/i18n.py release for the source tree"
            )
    print(f"    compiled {len(compiled)} translation(s): {', '.join(q.name for q in compiled)}")
    return compiled


def generate_icons(out: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run(
        [sys.executable, str(HERE / "icons.py"), "--out", str(out)],
        env=env,
        stdout=subprocess.DEVNULL,
    )


# --- PyInstaller ------------------------------------------------------------------------------


def pyinstaller(stage: Path, dist: Path, work: Path, clean: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError as exc:
        raise BuildError(
            "PyInstaller is not installed: pip install -r packaging/requirements.txt"
        ) from exc
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(HERE / "ciapano.spec"),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
    ]
    if clean:
        cmd.append("--clean")
    run([*cmd, "--", "--stage", str(stage)], cwd=ROOT)


# --- reporting -------------------------------------------------------------------------------


def size_of(path: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            file = Path(dirpath) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB ({n / 2**20:.1f} MiB)"


def report(started: float) -> None:
    print(
        "times: "
        + ", ".join(f"{name} {took:.1f} s" for name, took in _timings)
        + f"; total {time.monotonic() - started:.1f} s"
    )


# --- main -------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="work folder")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument(
        "--no-smoke", action="store_true", help="skip the smoke test (never for a release)"
    )
    parser.add_argument("--no-archive", action="store_true", help="skip the archive")
    parser.add_argument("--deb", action="store_true", help="also build the .deb (Linux)")
    parser.add_argument(
        "--installer", action="store_true", help="also build the installer (Windows: Inno Setup)"
    )
    parser.add_argument(
        "--max-mb",
        type=float,
        default=145.0 if IS_LINUX else 0.0,
        help="fail when the one-folder build is larger (MB, 0: no limit; default 145 on Linux)",
    )
    parser.add_argument(
        "--smoke",
        type=Path,
        metavar="PROGRAM",
        help="only run the smoke test on an installed program (e.g. /usr/bin/ciapano)",
    )
    parser.add_argument(
        "--find-iscc",
        action="store_true",
        help="only print where Inno Setup's compiler is (exit status 1: not found)",
    )
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a legacy Windows console and "ò"
    logs = args.work.resolve() / "logs"  # the self-tests' records (CI keeps them on failure)
    if args.find_iscc:
        try:
            print(find_iscc())
        except BuildError as exc:
            print(exc, file=sys.stderr)
            return 1
        return 0
    if args.smoke:
        try:
            smoke_test(args.smoke, log=logs / "smoke-installed.log")
        except BuildError as exc:
            print(f"SMOKE TEST FAILED: {exc}", file=sys.stderr)
            return 1
        return 0
    dist: Path = args.dist.resolve()
    work: Path = args.work.resolve()
    stage = work / "stage"
    started = time.monotonic()
    try:
        version = appinfo.version()
        print(
            f"Ciapanò {version}: building for {system_name()} {arch()} with Python "
            f"{platform.python_version()}"
        )
        if importlib_missing("ciapano_qt.ui.app"):
            print(
                "WARNING: ciapano_qt/ui/app.py does not exist yet: the bundle will have no "
                "desktop UI and its smoke test will fail",
                flush=True,
            )
        with step("translations"):
            compile_translations(stage / "i18n")
        with step("icons"):
            generate_icons(stage / "icons")
        with step("notices"):
            stage_notices(stage, version)
        with step("PyInstaller"):
            pyinstaller(stage, dist, work, args.clean)
        bundle = bundle_dir(dist)
        with step("bundle checks"):
            check_required_plugins(dist)
            if IS_LINUX:
                check_linux_plugins(dist)
                linux_library_notices(dist)
        with step("metadata"):
            check_bundled_version(dist, version)
        size = size_of(bundle)
        print(f"    bundle {bundle}: {mb(size)}")
        if args.max_mb and size > args.max_mb * 1e6:
            raise BuildError(f"the bundle is {mb(size)}, over the limit of {args.max_mb} MB")
        if not args.no_smoke:
            with step("smoke test"):
                smoke_test(executable(dist), log=logs / "smoke-test.log")
        outputs = []
        if not args.no_archive:
            with step("archive"):
                outputs.append(make_archive(dist, version))
        if args.deb:
            if not IS_LINUX:
                raise BuildError("--deb is for Linux")
            with step("deb"):
                sys.path.insert(0, str(HERE / "linux"))
                import build_deb

                outputs.append(build_deb.build(bundle, stage / "icons", dist, version))
        if args.installer:
            if not IS_WIN:
                raise BuildError("--installer is for Windows (macOS gets its .dmg as archive)")
            with step("installer"):
                outputs.append(inno_setup(dist, stage, version))
            with step("installer test"):
                test_installer(outputs[-1], log=logs / "smoke-installer.log")
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"\nBUILD FAILED: {exc}", file=sys.stderr)
        report(started)
        return 1
    if outputs:
        sums = dist / f"SHA256SUMS-{system_name()}-{arch()}.txt"
        sums.write_text("".join(f"{sha256(o)}  {o.name}\n" for o in outputs), encoding="utf-8")
        outputs.append(sums)
    print()
    print(f"bundle: {bundle} — {mb(size)}")
    for out in outputs:
        print(f"output: {out} — {mb(out.stat().st_size)}")
    report(started)
    return 0


def importlib_missing(module: str) -> bool:
    import importlib.util

    sys.path.insert(0, str(ROOT))
    try:
        return importlib.util.find_spec(module) is None
    finally:
        sys.path.remove(str(ROOT))


if __name__ == "__main__":
    sys.exit(main())
