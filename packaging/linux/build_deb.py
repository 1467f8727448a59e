"""Make ``ciapano_<version>_<arch>.deb`` from the one-folder Linux bundle, with dpkg-deb.

    .venv/bin/python packaging/build.py --deb        # the usual way: build, smoke test, package
    .venv/bin/python packaging/linux/build_deb.py    # package an existing dist/ciapano

Layout: the bundle in /opt/ciapano, the command /usr/bin/ciapano (a symbolic link to
/opt/ciapano/ciapano), the desktop entry and AppStream metainfo in /usr/share/applications and
/usr/share/metainfo, the icons in /usr/share/icons/hicolor/<N>x<N>/apps, the licence and notices
in /usr/share/doc/ciapano. The dependencies are the packages that provide the libraries the
bundle takes from the system (libc, OpenGL/EGL, ...), found with ``dpkg -S`` as dpkg-shlibdeps
would; the desktop database and icon cache are refreshed by dpkg's own triggers.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGING = HERE.parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(PACKAGING))

import appinfo  # noqa: E402

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DESKTOP = HERE / f"{appinfo.APP_ID}.desktop"
METAINFO = HERE / f"{appinfo.APP_ID}.metainfo.xml"


def deb_arch() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def _elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_dependencies(bundle: Path) -> list[str]:
    """Packages providing the libraries that the bundle's binaries take from the system."""
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}")
    outside: set[str] = set()
    for elf in _elf_files(bundle):
        out = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            m = re.match(r"\s*\S+ => (/\S+) \(", line)
            if m and not m.group(1).startswith(str(bundle)):
                outside.add(os.path.realpath(m.group(1)))
    packages: set[str] = set()
    for lib in sorted(outside):
        candidates = [lib, lib.removeprefix("/usr")] if lib.startswith("/usr/lib") else [lib]
        for candidate in candidates:
            out = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if out.returncode == 0:
                packages.add(out.stdout.split(":")[0].strip())
                break
    # libc6: at least the glibc the bundle was built against (its Python comes from the build
    # system, Debian 12's glibc 2.36 in the workflow; the Qt wheels need only 2.28)
    deps = [p for p in sorted(packages) if p != "libc6"]
    return [f"libc6 (>= {build_glibc()})", *deps]


def build_glibc() -> str:
    """The version of the glibc this machine runs (the one the bundle was built against)."""
    name, version = platform.libc_ver()
    if name != "glibc" or not re.fullmatch(r"\d+\.\d+", version):
        raise SystemExit(f"build_deb: not a glibc system ({name} {version})")
    return version


def control(version: str, arch: str, installed_kb: int, depends: list[str]) -> str:
    return (
        f"Package: {appinfo.DEB_PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {appinfo.MAINTAINER}\n"
        f"Installed-Size: {installed_kb}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {appinfo.SUMMARY.split(':')[0]}\n"
        " Ciapanò (Rovescino, Traversone, Tressette a non prendere) is a 40-card\n"
        " trick-taking game from Lombardy for three to five players where you try\n"
        " not to take points; Busca is its four-player variant. Play offline\n"
        " against computer players with the Milanese or the Bergamasche pack.\n"
        " .\n"
        " This package holds a self-contained build (Python, Qt and PySide6\n"
        " included) installed in /opt/ciapano.\n"
    )


def copyright_text() -> str:
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {appinfo.NAME}\n\n"
        "Files: *\n"
        f"Copyright: {appinfo.PUBLISHER}\n"
        "License: GPL-3+\n"
        " The full text is in /usr/share/doc/ciapano/LICENSE (and on Debian systems in\n"
        " /usr/share/common-licenses/GPL-3).\n\n"
        "Files: opt/ciapano/_internal/*\n"
        "Copyright: see /usr/share/doc/ciapano/THIRD-PARTY-NOTICES.txt\n"
        "License: LGPL-3 and others\n"
        " Python, Qt, PySide6 and the system libraries bundled with the program each keep\n"
        " their own licence; /usr/share/doc/ciapano/THIRD-PARTY-NOTICES.txt lists them and\n"
        " /opt/ciapano/_internal/notices holds their texts.\n"
    )


def build(bundle: Path, icons: Path, out_dir: Path, version: str) -> Path:
    """Package ``bundle`` (a one-folder build) into ``out_dir``; return the .deb path."""
    if not (bundle / appinfo.EXE).is_file():
        raise SystemExit(f"build_deb: {bundle / appinfo.EXE} not found: build the bundle first")
    if not shutil.which("dpkg-deb"):
        raise SystemExit("build_deb: dpkg-deb not found (Debian/Ubuntu: apt-get install dpkg)")
    arch = deb_arch()
    out = out_dir / f"{appinfo.DEB_PACKAGE}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="ciapano-deb-") as tmp:
        root = Path(tmp) / "root"
        prefix = root / appinfo.INSTALL_PREFIX.lstrip("/")
        shutil.copytree(bundle, prefix, symlinks=True)
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / appinfo.EXE).symlink_to(f"{appinfo.INSTALL_PREFIX}/{appinfo.EXE}")
        share = root / "usr" / "share"
        for folder, src in (("applications", DESKTOP), ("metainfo", METAINFO)):
            (share / folder).mkdir(parents=True)
            shutil.copy2(src, share / folder / src.name)
        for n in ICON_SIZES:
            dest = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
            dest.mkdir(parents=True)
            shutil.copy2(icons / f"ciapano-{n}.png", dest / f"{appinfo.APP_ID}.png")
        doc = share / "doc" / appinfo.DEB_PACKAGE
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
        shutil.copy2(ROOT / "LICENSE", doc / "LICENSE")
        shutil.copy2(
            prefix / "_internal" / "THIRD-PARTY-NOTICES.txt", doc / "THIRD-PARTY-NOTICES.txt"
        )
        for path in root.rglob("*"):  # regular permissions whatever the umask was
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
        installed = sum(
            p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()
        )
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(
            control(version, arch, (installed + 1023) // 1024, system_dependencies(bundle)),
            encoding="utf-8",
        )
        out_dir.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    print(
        f"    {out.name}: "
        + subprocess.run(
            ["dpkg-deb", "-f", str(out), "Depends"], capture_output=True, text=True
        ).stdout.strip()
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / appinfo.EXE)
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "stage" / "icons")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    print(build(args.bundle, args.icons, args.out, appinfo.version()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
