"""Build Ciapanò's installable bundle for the system this runs on, and prove that it starts.

    .venv/bin/python packaging/build.py            # Linux, macOS
    .venv\\Scripts\\python packaging\\build.py       # Windows

Steps: compile ``i18n/*.ts`` to ``.qm`` (none yet is fine), generate the icons from our card art,
gather the licence notices, run PyInstaller with ``packaging/ciapano.spec`` (one-folder build in
``dist/ciapano/``, on macOS ``dist/Ciapano.app``), check the bundle (Linux: every library of the
kept Qt platform plugins resolves; size at most ``--max-mb``), run the smoke test (the frozen
program with ``QT_QPA_PLATFORM=offscreen --self-test`` must exit 0 and write nothing unexpected
on stderr), then write the archive into ``dist/``: ``.tar.gz`` on Linux, ``.zip`` on Windows,
``.dmg`` on macOS (``.zip`` where ``hdiutil`` is missing). ``--deb`` also makes the Debian
package, ``--installer`` the Windows installer (Inno Setup). It prints the bundle size and the
time of each step. Exit status: 0 when everything passed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import appinfo  # noqa: E402

IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")

# stderr lines the smoke test tolerates (regular expressions, searched). Keep this empty unless a
# message is understood and harmless; each entry says why.
ALLOWED_STDERR: list[str] = []

SMOKE_TIMEOUT = 180  # seconds


class BuildError(Exception):
    pass


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


def run(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    print("    $ " + " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, **kwargs)  # type: ignore[call-overload,no-any-return]


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def system_name() -> str:
    return "windows" if IS_WIN else "macos" if IS_MAC else "linux"


# --- staging: translations, icons, notices ----------------------------------------------------


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


def versions_section(ciapano_version: str) -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    def v(name: str) -> str:
        try:
            return dist_version(name)
        except PackageNotFoundError:
            return "not installed"

    qt = (
        subprocess.run(
            [sys.executable, "-c", "from PySide6.QtCore import qVersion; print(qVersion())"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        or "unknown"
    )
    lines = [
        "",
        "Versions in this package",
        "------------------------",
        f"Ciapanò {ciapano_version}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
        f"Qt {qt}",
        f"PySide6-Essentials {v('PySide6-Essentials')}, shiboken6 {v('shiboken6')}",
        f"PyInstaller {v('pyinstaller')} (bootloader)",
        f"Pillow {v('Pillow')} (only if notices/Pillow-LICENSE.txt is present)",
        f"Built on {platform.system()} {platform.release()} {arch()}",
        "",
    ]
    return "\n".join(lines)


def stage_notices(stage: Path, ciapano_version: str) -> None:
    notices = stage / "notices"
    if notices.exists():
        shutil.rmtree(notices)
    notices.mkdir(parents=True)
    for src in sorted((HERE / "notices").iterdir()):
        if src.name == "THIRD-PARTY-NOTICES.txt":
            continue
        shutil.copy2(src, notices / src.name)
    text = (HERE / "notices" / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    (stage / "THIRD-PARTY-NOTICES.txt").write_text(
        text + versions_section(ciapano_version), encoding="utf-8"
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


# --- Linux checks and notices -----------------------------------------------------------------

# Platform plugins whose libraries must all be in the bundle, except those PyInstaller leaves to
# the user's system on purpose (its exclude list: libxcb, Wayland, OpenGL/EGL, DRM: they must match
# the system's graphics drivers). A library missing on the build machine is missing in the bundle.
LINUX_PLUGINS = ("platforms/libqxcb.so", "platforms/libqoffscreen.so", "platforms/libqwayland.so")
FROM_THE_SYSTEM = re.compile(r"^lib(xcb\.so|wayland-|GL|EGL|OpenGL|GLX|GLdispatch|drm|gbm)")


def ldd_missing(binary: Path, internal: Path) -> list[str]:
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}")
    out = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, env=env).stdout
    return [line.split()[0] for line in out.splitlines() if "not found" in line]


def check_linux_plugins(dist: Path) -> None:
    internal = internal_dir(dist)
    plugins = internal / "PySide6" / "Qt" / "plugins"
    problems = []
    for rel in LINUX_PLUGINS:
        binary = plugins / rel
        if not binary.exists():
            problems.append(f"{rel} is not in the bundle")
            continue
        missing = [lib for lib in ldd_missing(binary, internal) if not FROM_THE_SYSTEM.match(lib)]
        if missing:
            problems.append(f"{rel} needs {', '.join(missing)}")
    if problems:
        raise BuildError(
            "the bundle's Qt platform plugins are incomplete: "
            + "; ".join(problems)
            + ". Install the missing libraries on the build machine (Debian/Ubuntu: the xcb "
            "packages listed in tools/bootstrap.sh) so that PyInstaller bundles them."
        )
    print(
        "    xcb, wayland and offscreen platform plugins: their libraries are all bundled"
        " (the system's graphics libraries aside)"
    )


def _ldconfig_paths() -> dict[str, str]:
    out = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    paths: dict[str, str] = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if m and ("x86-64" in m.group(2)) == (arch() == "x86_64"):
            paths.setdefault(m.group(1), m.group(3))
    return paths


def _debian_package(path: str) -> str | None:
    if not shutil.which("dpkg"):
        return None
    candidates = {path, os.path.realpath(path)}
    for p in list(candidates):
        if p.startswith("/usr/lib/"):
            candidates.add(p[4:])
        elif p.startswith("/lib/"):
            candidates.add("/usr" + p)
    for p in candidates:
        out = subprocess.run(["dpkg", "-S", p], capture_output=True, text=True)
        if out.returncode == 0 and ":" in out.stdout:
            return out.stdout.split(":")[0].strip()
    return None


def linux_library_notices(dist: Path) -> None:
    """Copy the copyright file of every system library PyInstaller put into the bundle."""
    internal = internal_dir(dist)
    ours = re.compile(r"^lib(python3|pyside6|shiboken6)")
    libs = sorted(
        p.name for p in internal.glob("*.so*") if not p.is_symlink() and not ours.match(p.name)
    )
    known = _ldconfig_paths()
    out_dir = internal / "notices" / "system-libraries"
    out_dir.mkdir(parents=True, exist_ok=True)
    lines = [
        "",
        "System libraries in this package (Linux)",
        "-" * 40,
        "Copied from the build system, each with its Debian/Ubuntu copyright file in",
        "notices/system-libraries/<package>.copyright:",
    ]
    unknown = []
    for lib in libs:
        package = _debian_package(known[lib]) if lib in known else None
        copyright_file = Path("/usr/share/doc") / (package or "-") / "copyright"
        if package and copyright_file.is_file():
            shutil.copy2(copyright_file, out_dir / f"{package}.copyright")
            lines.append(f"  {lib:32} {package}")
        else:
            unknown.append(lib)
            lines.append(f"  {lib:32} (source package unknown on the build system)")
    # Debian copyright files point to the full texts in /usr/share/common-licenses: bring those
    referenced = set()
    for copyright_file in out_dir.glob("*.copyright"):
        text = copyright_file.read_text(encoding="utf-8", errors="replace")
        referenced.update(
            re.findall(r"/usr/share/common-licenses/([A-Za-z0-9.+_-]+[A-Za-z0-9])", text)
        )
    licences = Path("/usr/share/common-licenses")
    for name in sorted(referenced):
        if (licences / name).is_file():
            (out_dir / "common-licenses").mkdir(exist_ok=True)
            shutil.copy2(licences / name, out_dir / "common-licenses" / name)
    if referenced:
        lines.append(
            "The licence texts they refer to in /usr/share/common-licenses are in "
            "notices/system-libraries/common-licenses."
        )
    notices = internal / "THIRD-PARTY-NOTICES.txt"
    notices.write_text(
        notices.read_text(encoding="utf-8") + "\n".join(lines) + "\n", encoding="utf-8"
    )
    print(
        f"    {len(libs) - len(unknown)} system libraries with their copyright files"
        + (f"; no package found for {', '.join(unknown)}" if unknown else "")
    )


def bundled_version(dist: Path) -> str | None:
    """The version in the package metadata inside the bundle (what ``__version__`` reads)."""
    roots = [internal_dir(dist)]
    if IS_MAC:
        roots.append(bundle_dir(dist) / "Contents" / "Resources")
    for root in roots:
        for meta in [
            *root.glob("ciapano_qt-*.dist-info/METADATA"),
            *root.glob("ciapano_qt*.egg-info/PKG-INFO"),
        ]:
            for line in meta.read_text(encoding="utf-8").splitlines():
                if line.startswith("Version:"):
                    return line.split(":", 1)[1].strip()
    return None


def check_bundled_version(dist: Path, version: str) -> None:
    found = bundled_version(dist)
    if found != version:
        raise BuildError(f"the bundle's package metadata says version {found!r}, not {version}")
    print(f"    package metadata in the bundle: version {found}")


# --- smoke test -------------------------------------------------------------------------------


def smoke_env(home: Path) -> dict[str, str]:
    """Offscreen, with an empty home and XDG folders (Windows keeps its own: Qt asks the shell)."""
    env = dict(os.environ)
    env.pop("CIAPANO_ASSETS", None)  # the bundle must find its own decks
    env["QT_QPA_PLATFORM"] = "offscreen"
    ctype = next((env[v] for v in ("LC_ALL", "LC_CTYPE", "LANG") if env.get(v)), "")
    if not IS_WIN and not re.search(r"utf-?8", ctype, re.I):
        # a desktop session has a UTF-8 locale; without one Qt warns (and switches to C.UTF-8)
        env["LC_ALL"] = "C.UTF-8"
    if not IS_WIN:
        env["HOME"] = str(home)
        for var, sub in (
            ("XDG_CONFIG_HOME", "config"),
            ("XDG_DATA_HOME", "data"),
            ("XDG_CACHE_HOME", "cache"),
            ("XDG_STATE_HOME", "state"),
            ("XDG_RUNTIME_DIR", "runtime"),
        ):
            path = home / sub
            path.mkdir(mode=0o700, exist_ok=True)
            env[var] = str(path)
    return env


def smoke_test(binary: Path, extra_args: list[str] | None = None) -> None:
    """Run ``binary --self-test`` offscreen; fail on a non-zero exit or unexpected stderr."""
    if not binary.exists():
        raise BuildError(f"smoke test: {binary} does not exist")
    with tempfile.TemporaryDirectory(prefix="ciapano-smoke-") as tmp:
        cmd = [str(binary), "--self-test", *(extra_args or [])]
        print("    $ QT_QPA_PLATFORM=offscreen " + " ".join(cmd), flush=True)
        start = time.monotonic()
        try:
            proc = subprocess.run(
                cmd,
                env=smoke_env(Path(tmp)),
                capture_output=True,
                text=True,
                timeout=SMOKE_TIMEOUT,
                cwd=tmp,
                errors="replace",
            )
        except subprocess.TimeoutExpired as exc:
            raise BuildError(f"smoke test: no exit after {SMOKE_TIMEOUT} s") from exc
    took = time.monotonic() - start
    stderr_lines = [line for line in proc.stderr.splitlines() if line.strip()]
    unexpected = [
        line
        for line in stderr_lines
        if not any(re.search(pattern, line) for pattern in ALLOWED_STDERR)
    ]
    if proc.stdout.strip():
        print("    stdout: " + proc.stdout.strip().replace("\n", "\n            "))
    if proc.returncode != 0 or unexpected:
        raise BuildError(
            f"smoke test failed: exit status {proc.returncode}, "
            f"{len(unexpected)} unexpected stderr line(s):\n"
            + "\n".join("    stderr: " + line for line in stderr_lines[:60])
        )
    print(f"    smoke test passed in {took:.1f} s (exit 0, stderr clean)")


# --- archives ---------------------------------------------------------------------------------


def archive_name(version: str) -> str:
    return f"{appinfo.EXE}-{version}-{system_name()}-{arch()}"


def make_archive(dist: Path, version: str) -> Path:
    base = archive_name(version)
    bundle = bundle_dir(dist)
    if IS_LINUX:
        out = dist / f"{base}.tar.gz"
        with tarfile.open(out, "w:gz", compresslevel=6) as tar:
            tar.add(bundle, arcname=f"{appinfo.EXE}-{version}")
        return out
    if IS_MAC and shutil.which("hdiutil"):
        out = dist / f"{appinfo.ASCII_NAME}-{version}-macos-{arch()}.dmg"
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "dmg"
            src.mkdir()
            run(["ditto", str(bundle), str(src / bundle.name)])
            (src / "Applications").symlink_to("/Applications")
            out.unlink(missing_ok=True)
            cmd = ["hdiutil", "create", "-volname", f"{appinfo.NAME} {version}"]
            cmd += ["-srcfolder", str(src), "-fs", "HFS+", "-format", "UDZO", "-ov", str(out)]
            for attempt in (1, 2, 3):  # hdiutil sometimes answers "Resource busy" on CI runners
                try:
                    run(cmd)
                    break
                except subprocess.CalledProcessError:
                    if attempt == 3:
                        raise
                    time.sleep(10)
        return out
    out = dist / f"{base}.zip"
    if IS_MAC and shutil.which("ditto"):  # keeps symlinks and extended attributes of the .app
        run(["ditto", "-c", "-k", "--keepParent", str(bundle), str(out)])
        return out
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for file in sorted(bundle.rglob("*")):
            if file.is_file():
                zf.write(file, Path(f"{appinfo.EXE}-{version}") / file.relative_to(bundle))
    return out


def inno_setup(dist: Path, stage: Path, version: str) -> Path:
    candidates = [shutil.which("iscc"), shutil.which("ISCC")]
    for env_var in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(env_var)
        if base:
            candidates += [
                str(Path(base) / "Inno Setup 6" / "ISCC.exe"),
                str(Path(base) / "Programs" / "Inno Setup 6" / "ISCC.exe"),
            ]
    iscc = next((c for c in candidates if c and Path(c).exists()), None)
    if iscc is None:
        raise BuildError("Inno Setup 6 (ISCC.exe) not found: choco install innosetup")
    out_base = f"{appinfo.ASCII_NAME}-{version}-windows-{arch()}-setup"
    run(
        [
            iscc,
            "/Q",
            f"/DAppVersion={version}",
            "/DAppVersionNumeric=" + ".".join(map(str, appinfo.version_tuple(version))),
            f"/DSourceDir={dist / appinfo.EXE}",
            f"/DOutputDir={dist}",
            f"/DOutputBase={out_base}",
            f"/DIconFile={stage / 'icons' / 'ciapano.ico'}",
            f"/DRepoRoot={ROOT}",
            str(HERE / "windows" / "ciapano.iss"),
        ]
    )
    return dist / f"{out_base}.exe"


def test_installer(setup: Path) -> None:
    """Install silently into a temporary folder, smoke-test the installed program, uninstall."""
    # the uninstaller finishes in the background: leave what it still holds to the system
    with tempfile.TemporaryDirectory(prefix="ciapano-install-", ignore_cleanup_errors=True) as tmp:
        target = Path(tmp) / "Ciapano"
        run(
            [
                str(setup),
                "/VERYSILENT",
                "/SUPPRESSMSGBOXES",
                "/NORESTART",
                "/CURRENTUSER",
                f"/DIR={target}",
                f"/LOG={Path(tmp) / 'install.log'}",
            ]
        )
        smoke_test(target / f"{appinfo.EXE}-console.exe")
        run([str(target / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"])


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
        default=130.0 if IS_LINUX else 0.0,
        help="fail when the one-folder build is larger (MB, 0: no limit; default 130 on Linux)",
    )
    parser.add_argument(
        "--smoke",
        type=Path,
        metavar="PROGRAM",
        help="only run the smoke test on an installed program (e.g. /usr/bin/ciapano)",
    )
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")  # a legacy Windows console and "ò"
    if args.smoke:
        try:
            smoke_test(args.smoke)
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
        if IS_LINUX:
            with step("bundle checks"):
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
                smoke_test(executable(dist))
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
                test_installer(outputs[-1])
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


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def importlib_missing(module: str) -> bool:
    import importlib.util

    sys.path.insert(0, str(ROOT))
    try:
        return importlib.util.find_spec(module) is None
    finally:
        sys.path.remove(str(ROOT))


def report(started: float) -> None:
    print(
        "times: "
        + ", ".join(f"{name} {took:.1f} s" for name, took in _timings)
        + f"; total {time.monotonic() - started:.1f} s"
    )


if __name__ == "__main__":
    sys.exit(main())
