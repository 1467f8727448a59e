"""``ciapano --self-test``: its choices by system (tested here for all three), its filter of Qt
messages, and the self-test itself run as the frozen program runs it (a fresh process)."""

from __future__ import annotations

import fnmatch
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QtMsgType

from ciapano_qt.ui.app import selfchecks
from ciapano_qt.ui.app.selftest import Report

ROOT = Path(__file__).resolve().parents[2]

# --- the plugins, by system -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("platform", "native"), [("linux", "xcb"), ("win32", "windows"), ("darwin", "cocoa")]
)
def test_native_platform(platform: str, native: str) -> None:
    assert selfchecks.native_platform(platform) == native


def test_no_native_platform_for_an_unknown_system() -> None:
    with pytest.raises(ValueError, match="sunos5"):
        selfchecks.native_platform("sunos5")


# each system's real plugin file names (PySide6 wheels), and near misses that must not count
PLUGIN_FILES = {
    "linux": ["libqxcb.so", "libqsvg.so", "libqsvgicon.so"],
    "win32": ["qwindows.dll", "qsvg.dll", "qsvgicon.dll"],
    "darwin": ["libqcocoa.dylib", "libqsvg.dylib", "libqsvgicon.dylib"],
}
NEAR_MISSES = ["libqoffscreen.so", "qoffscreen.dll", "libqminimal.dylib", "libqxcb-glx.so"]


@pytest.mark.parametrize("platform", sorted(PLUGIN_FILES))
def test_required_plugins_match_the_real_file_names(platform: str) -> None:
    plugins = selfchecks.required_plugins(platform)
    assert [p.folder for p in plugins] == ["platforms", "imageformats", "iconengines"]
    assert [p.key for p in plugins] == [selfchecks.native_platform(platform), "svg", "svg"]
    every_file = [name for files in PLUGIN_FILES.values() for name in files] + NEAR_MISSES
    for plugin, expected in zip(plugins, PLUGIN_FILES[platform], strict=True):
        matches = [name for name in every_file if fnmatch.fnmatch(name, plugin.pattern)]
        if plugin.folder == "platforms":
            assert matches == [expected]
        else:  # the same file name pattern on each system: only the right kind of plugin
            assert expected in matches
            assert all(("svgicon" in m) == (plugin.folder == "iconengines") for m in matches)


# --- fonts: Windows gives the offscreen platform its fonts folder -----------------------------


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"WINDIR": "C:\\Windows"}, "C:\\Windows\\Fonts"),
        ({"WINDIR": "D:\\WINNT", "SystemRoot": "C:\\Windows"}, "D:\\WINNT\\Fonts"),
        ({"SystemRoot": "E:\\Win"}, "E:\\Win\\Fonts"),
        ({}, "C:\\Windows\\Fonts"),
        ({"WINDIR": "C:\\Windows", "QT_QPA_FONTDIR": "C:\\MyFonts"}, None),  # kept as set
    ],
)
def test_windows_font_dir(environ: dict[str, str], expected: str | None) -> None:
    assert selfchecks.offscreen_font_dir("win32", environ) == expected


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_no_font_dir_elsewhere(platform: str) -> None:
    assert selfchecks.offscreen_font_dir(platform, {"WINDIR": "C:\\Windows"}) is None


# --- Qt messages: the understood ones pass, a real problem fails ------------------------------

MAC_ALIASES = (
    "Populating font family aliases took 158 ms. Replace uses of missing font family "
    '"Sans Serif" with one that exists to avoid this cost. '
)
PROBLEMS = [
    "QFontDatabase: Cannot find font directory C:/ciapano/_internal/PySide6/lib/fonts.",
    MAC_ALIASES.replace('"Sans Serif"', '"Palatino Nova"'),  # a family we would ask for
    "qt.svg: <input>:3:1: Could not resolve property : #gradient",
    "QImageReader: unsupported image format",
    'Could not load the Qt platform plugin "xcb"',
    "a plugin said: This plugin does not support propagateSizeHints()",  # not at the start
]


def test_understood_messages_are_harmless() -> None:
    assert "macOS" in (selfchecks.harmless(MAC_ALIASES) or "")
    assert selfchecks.harmless("This plugin does not support propagateSizeHints()")


@pytest.mark.parametrize("message", PROBLEMS)
def test_other_messages_are_problems(message: str) -> None:
    assert selfchecks.harmless(message) is None


@pytest.mark.parametrize("mode", [QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg])
def test_the_report_fails_on_a_real_problem_only(mode: QtMsgType) -> None:
    report = Report(verbose=False)
    report.qt_message(QtMsgType.QtDebugMsg, "debug output is not a problem")
    report.qt_message(mode, MAC_ALIASES)
    assert report.problems == [] and len(report.ignored) == 1
    report.qt_message(mode, PROBLEMS[0])
    assert report.problems == [f"Qt: {PROBLEMS[0]}"]


# --- the self-test, as the bundle runs it -----------------------------------------------------


def self_test(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "CIAPANO_ASSETS"}
    return subprocess.run(
        [sys.executable, "-m", "ciapano_qt", "--self-test", *args],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=ROOT,
        env={**environ, **env},
    )


PLUGINS_LINE = {
    "linux": "plugins: platforms/libqxcb.so, imageformats/libqsvg.so, iconengines/libqsvgicon.so"
}


def test_self_test_verbose_prints_one_line_per_check() -> None:
    result = self_test("--verbose")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    prefixes = [
        "fonts: ",
        "decks: 2 (milanese, bergamasche), 41 images each",
        "svg image plugin: milanese/AD.svg read at 112x200",
        "svg icon engine: milanese/AD.svg drawn at ",
        PLUGINS_LINE.get(sys.platform, "plugins: platforms/"),
        "hand: played to the end in ",
        "helper process: answered (",
        "network: TLS 1.3 (",
        "online: WebSocket over TLS 1.3 (websockets ",
    ]
    for prefix in prefixes:
        assert sum(line.startswith(prefix) for line in lines) == 1, (prefix, lines)
    helper = next(line for line in lines if line.startswith("helper process"))
    moves = int(helper.split("(")[1].split()[0])
    assert 1 <= moves <= 10  # the hard seat's cards of one hand (its last one is forced)


def test_self_test_is_silent_when_all_is_well() -> None:
    result = self_test()
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_self_test_fails_without_decks(tmp_path: Path) -> None:
    result = self_test(CIAPANO_ASSETS=str(tmp_path))
    assert result.returncode == 1
    assert "self-test: no card deck found" in result.stderr.splitlines()


BROKEN_HELPER = """
import sys
from ciapano_qt.ai import thinker

def broken(self, *args, **kwargs):  # as Helper.choose does when the process cannot answer
    self.failures += 1
    raise RuntimeError("the thinking process failed: no answer")

thinker.Helper.choose = broken
from ciapano_qt.ui.app.selftest import run_self_test
sys.exit(run_self_test())
"""


def test_self_test_fails_when_the_helper_process_does_not_answer() -> None:
    """The hard seat then thinks in the app and the hand still ends: only the check of the
    helper's answers sees it (what a bundle without freeze_support would give)."""
    environ = {k: v for k, v in os.environ.items() if k != "CIAPANO_ASSETS"}
    result = subprocess.run(
        [sys.executable, "-c", BROKEN_HELPER],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=ROOT,
        env=environ,
    )
    assert result.returncode == 1
    assert "self-test: the helper process did not answer (0 answers" in result.stderr
    assert "the computer players did not finish a hand" not in result.stderr
