"""What the self-test (``selftest.py``) decides by the system alone, kept apart so that the
Windows and macOS choices are tested on any system: the native platform plugin and the SVG
plugins a bundle must carry, the fonts folder of the offscreen platform on Windows, and the Qt
messages that are understood and harmless (every other one fails the self-test).
"""

from __future__ import annotations

import ntpath
import re
from collections.abc import Mapping
from dataclasses import dataclass

NATIVE_PLATFORMS = (("linux", "xcb"), ("win32", "windows"), ("darwin", "cocoa"))


def native_platform(platform: str) -> str:
    """The Qt platform plugin that shows windows on ``platform`` (a ``sys.platform`` value)."""
    for prefix, name in NATIVE_PLATFORMS:
        if platform.startswith(prefix):
            return name
    raise ValueError(f"no native Qt platform plugin is known for {platform!r}")


@dataclass(frozen=True)
class Plugin:
    """A Qt plugin the program needs: its folder under a plugin path, a glob for its file and
    the key its metadata must list (what Qt picks it by)."""

    folder: str
    pattern: str
    key: str

    def __str__(self) -> str:
        return f"{self.folder}/{self.pattern}"


def required_plugins(platform: str) -> tuple[Plugin, ...]:
    """The native platform plugin (never loaded offscreen, so only its presence can be checked)
    and the SVG image format and icon engine that draw the decks."""
    native = native_platform(platform)
    return (
        Plugin("platforms", f"*q{native}.*", native),
        Plugin("imageformats", "*qsvg.*", "svg"),
        Plugin("iconengines", "*qsvgicon.*", "svg"),
    )


def offscreen_font_dir(platform: str, environ: Mapping[str, str]) -> str | None:
    """The fonts folder to give the offscreen platform as ``QT_QPA_FONTDIR``, or None to leave
    Qt's own choice. On Windows the offscreen platform reads fonts with FreeType from
    ``QT_QPA_FONTDIR`` (else from a ``fonts`` folder beside Qt's libraries, which a bundle does
    not have: "QFontDatabase: Cannot find font directory"): the Windows fonts folder. A value
    already set is kept. Elsewhere the system's font configuration serves."""
    if not platform.startswith("win") or environ.get("QT_QPA_FONTDIR"):
        return None
    windows = environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows"
    return ntpath.join(windows, "Fonts")


# Qt messages that are understood and harmless, each with why. Searched in the whole message;
# anchored and specific, so that a real problem that merely looks alike still fails.
HARMLESS = (
    (
        re.compile(r"^This plugin does not support propagateSizeHints\(\)"),
        "the offscreen platform has no window manager to pass size hints to",
    ),
    (
        re.compile(
            r"^Populating font family aliases took \d+ ms\. Replace uses of missing font family "
            r'"Sans Serif" with one that exists to avoid this cost\.'
        ),
        'macOS: the offscreen theme asks for "Sans Serif", which macOS does not have; Qt '
        "falls back to the system font",
    ),
)


def harmless(message: str) -> str | None:
    """Why ``message`` (a Qt warning) is harmless, or None when it is a problem."""
    for pattern, reason in HARMLESS:
        if pattern.search(message):
            return reason
    return None
