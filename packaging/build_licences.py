"""The licence notices of a bundle: ``packaging/notices/`` and the versions of what it carries,
staged for the spec, and on Linux the copyright file of every system library PyInstaller put
into the bundle (a script beside ``build.py``, imported by name)."""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

from build_common import HERE, arch, internal_dir

# --- staged before PyInstaller ----------------------------------------------------------------


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
        f"cryptography {v('cryptography')}, cffi {v('cffi')}, spake2 {v('spake2')}",
        f"websockets {v('websockets')}",
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


# --- Linux: the system libraries in the bundle ------------------------------------------------


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
