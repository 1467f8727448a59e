"""Checks of a finished bundle: on Linux every library of the kept Qt platform plugins resolves
(``ldd``), and everywhere the package metadata inside carries the version being built (a script
beside ``build.py``, imported by name)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from build_common import IS_MAC, BuildError, bundle_dir, internal_dir

# --- Linux: the Qt platform plugins -----------------------------------------------------------

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


# --- the version inside -----------------------------------------------------------------------


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
