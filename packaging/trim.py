"""Which parts of Qt a Ciapanò bundle keeps (used by ciapano.spec; pure functions, tested).

We use QtCore, QtGui, QtWidgets and QtSvg. PyInstaller's PySide6 hooks collect every plugin
type those modules may load, and Qt's translations for every language; we keep only what the game
can use, on each system:

- platforms: xcb, wayland and offscreen (Linux), cocoa (macOS), windows, offscreen everywhere
  (the smoke test runs with ``QT_QPA_PLATFORM=offscreen``);
- platform themes: the XDG desktop portal (file dialogs and colour scheme through the portal);
  the GTK 3 theme is dropped: it drags in the whole GTK/cairo/pango stack (about 10 MB) that it
  then needs to match the system's GTK anyway;
- styles (the native Windows and macOS styles), icon engines: SVG;
- image formats: SVG and ICO (PNG is built into QtGui); JPEG, GIF, TIFF, WebP, TGA, WBMP and
  ICNS are dropped: the game ships none;
- input methods (compose, ibus) for typing players' names, GLX/EGL integration for xcb, and for
  Wayland the xdg-shell, the window decorations and the wayland-egl client integration;
- everything else (evdev and tslib input, EGLFS/KMS, VNC, network information, TLS, SQL, print
  support, QML tooling, ...) is dropped, and so is any library of QML/Quick, WebEngine, PDF or the
  virtual keyboard, should anything pull one in;
- Qt's own translations: only ``qt_<lang>.qm`` and ``qtbase_<lang>.qm`` for the languages we ship
  a translation of (the standard buttons and dialogs); assistant, designer, linguist and QML
  catalogues never.
"""

from __future__ import annotations

import fnmatch
import re

# plugin type -> file-name patterns kept (matched against the lower-cased base name)
KEEP_PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("*qxcb.*", "*qwayland*", "*qoffscreen.*", "*qcocoa.*", "*qwindows.*"),
    "platformthemes": ("*qxdgdesktopportal.*",),
    "styles": ("*",),
    "iconengines": ("*qsvgicon.*",),
    "imageformats": ("*qsvg.*", "*qico.*"),
    "platforminputcontexts": ("*",),
    "xcbglintegrations": ("*",),
    "wayland-shell-integration": ("*xdg-shell*",),
    "wayland-decoration-client": ("*",),
    "wayland-graphics-integration-client": ("*wayland-egl*",),
}

# Qt libraries never wanted (base-name patterns, any system's naming: libQt6Qml.so.6, Qt6Qml.dll,
# QtQml.framework/...)
DROP_LIBRARIES = (
    "*qt6qml*",
    "*qtqml*",
    "*qt6quick*",
    "*qtquick*",
    "*qt6pdf*",
    "*qtpdf*",
    "*qt6webengine*",
    "*qtwebengine*",
    "*qt6virtualkeyboard*",
    "*qtvirtualkeyboard*",
    "*qt6eglfs*",
    "*qt6labs*",
    "opengl32sw.dll",  # Mesa's software OpenGL for Windows (20 MB); we draw with the raster engine
)

_PLUGIN_RE = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")
_QT_TRANSLATION_RE = re.compile(r"(?:^|/)translations/([a-z]+)_([A-Za-z_]+)\.qm$")


def _norm(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_of(dest: str) -> tuple[str, str] | None:
    """``(plugin type, file name)`` when ``dest`` is a Qt plugin inside the bundle."""
    match = _PLUGIN_RE.search(_norm(dest))
    if not match or "PySide6" not in dest:
        return None
    return match.group(1), match.group(2)


def keep_binary(dest: str) -> bool:
    """Whether a binary (destination path inside the bundle) is kept."""
    plugin = plugin_of(dest)
    if plugin is not None:
        kind, name = plugin
        patterns = KEEP_PLUGINS.get(kind)
        return patterns is not None and any(
            fnmatch.fnmatch(name.lower(), pattern) for pattern in patterns
        )
    parts = _norm(dest).lower().split("/")
    return not any(fnmatch.fnmatch(part, pattern) for part in parts for pattern in DROP_LIBRARIES)


def keep_data(dest: str, languages: list[str]) -> bool:
    """Whether a data file is kept: drops Qt's translations but ours, and QML files."""
    path = _norm(dest)
    if "PySide6" not in path:
        return True
    if "/qml/" in path or path.endswith(".qml"):
        return False
    match = _QT_TRANSLATION_RE.search(path)
    if match:
        catalogue, lang = match.groups()
        return catalogue in ("qt", "qtbase") and (
            lang in languages or lang.split("_")[0] in languages
        )
    return keep_binary(path)


def qt_translation_names(languages: list[str]) -> list[str]:
    """The Qt catalogues we want for ``languages``: ``qt_it.qm``, ``qtbase_it.qm``, ..."""
    return [f"{base}_{lang}.qm" for lang in languages for base in ("qt", "qtbase")]
