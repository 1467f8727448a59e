"""Checks of a finished bundle: on every system the Qt plugins the program needs are inside (the
native platform plugin, the SVG image format and icon engine the decks are drawn with); on Linux
every library of the kept platform plugins resolves (``ldd``); everywhere the package metadata
inside carries the version being built (a script beside ``build.py``, imported by name)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from build_common import IS_MAC, BuildError, bundle_dir, internal_dir, system_name

# --- every system: the plugins the offscreen smoke test cannot miss ---------------------------

# The smoke test runs offscreen, which never loads the native platform plugin; the decks need
# the SVG image format (QImageReader, QPixmap) and icon engine (QIcon). Patterns by system, as
# globs under the bundle's Qt plugins folder.
REQUIRED_PLUGINS = {
    "linux": ("platforms/libqxcb.so", "imageformats/libqsvg*.so", "iconengines/libqsvgicon*.so"),
    "windows": ("platforms/qwindows.dll", "imageformats/qsvg*.dll", "iconengines/qsvgicon*.dll"),
    "macos": (
        "platforms/libqcocoa.dylib",
        "imageformats/libqsvg*.dylib",
        "iconengines/libqsvgicon*.dylib",
    ),
}
# where PySide6 keeps its plugins inside the bundle's library folder (Windows wheels have no Qt/)
PLUGIN_FOLDERS = ("PySide6/Qt/plugins", "PySide6/plugins")


def plugins_dir(internal: Path) -> Path | None:
    return next((internal / p for p in PLUGIN_FOLDERS if (internal / p).is_dir()), None)


def missing_plugins(internal: Path, system: str) -> list[str]:
    """The patterns of ``REQUIRED_PLUGINS[system]`` that match no file in the bundle."""
    root = plugins_dir(internal)
    if root is None:
        return [f"the Qt plugins folder ({' or '.join(PLUGIN_FOLDERS)})"]
    return [pattern for pattern in REQUIRED_PLUGINS[system] if not any(root.glob(pattern))]


def check_required_plugins(dist: Path, system: str | None = None) -> list[str]:
    """Fail unless the native platform plugin and the SVG plugins are in the bundle; return
    the plugin files found (relative to the plugins folder)."""
    system = system or system_name()
    internal = internal_dir(dist)
    missing = missing_plugins(internal, system)
    if missing:
        raise BuildError(
            "the bundle lacks Qt plugins it needs: "
            + ", ".join(missing)
            + " (packaging/trim.py keeps them; did PySide6's layout or the hooks change?)"
        )
    root = plugins_dir(internal)
    assert root is not None
    found = sorted(
        str(path.relative_to(root)).replace("\\", "/")
        for pattern in REQUIRED_PLUGINS[system]
        for path in root.glob(pattern)
    )
    print(f"    Qt plugins: {', '.join(found)}")
    return found


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
