"""Cheap checks of the packaging files: spec, trimming rules, version, desktop and AppStream
files, icons, notices, installer script and workflow. No PyInstaller run (see test_build.py)."""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

import ciapano_qt

from .conftest import PACKAGING, ROOT, load

APP_ID = "org.ciapano.Ciapano"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def linux_validator(tool: str) -> str:
    """The path of a Linux desktop-file validator: the test is skipped off Linux, where those
    files do not apply (the workflow runs tests/packaging on every system); on Linux, where
    .ci/run installs the tools (packaging/linux/build-deps.sh), a missing one fails it."""
    if not sys.platform.startswith("linux"):
        pytest.skip(f"{tool} validates the Linux desktop files: it runs on Linux only")
    found = shutil.which(tool)
    if found is None:
        pytest.fail(f"{tool} is missing: bash packaging/linux/build-deps.sh")
    return found


# --- version: one source ----------------------------------------------------------------------


def test_version_comes_from_the_package(appinfo: ModuleType) -> None:
    assert appinfo.version() == ciapano_qt.__version__ == appinfo.pyproject_version()


def test_windows_version_resource_carries_the_version(appinfo: ModuleType) -> None:
    version = ciapano_qt.__version__
    text = appinfo.windows_version_text(version)
    numbers = appinfo.version_tuple(version)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert f"StringStruct('ProductVersion', '{version}')" in text
    assert f"StringStruct('FileVersion', '{version}')" in text
    # evaluate it as PyInstaller does (eval with its classes), here with recording stand-ins
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct")
    names += ("VarFileInfo", "VarStruct")
    scope = {name: _recorder(name) for name in names}
    kind, _args, fields = eval(text, scope)
    assert kind == "VSVersionInfo"
    assert fields["ffi"][2]["filevers"] == numbers
    strings = dict(s[1] for s in fields["kids"][0][1][0][0][1][1])
    assert strings["ProductVersion"] == strings["FileVersion"] == version
    assert strings["OriginalFilename"] == "ciapano.exe"


def _recorder(name: str) -> object:
    return lambda *args, **kwargs: (name, args, kwargs)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2.3.4", (1, 2, 3, 4)),
        ("2.0rc1", (2, 0, 0, 0)),
        ("3", (3, 0, 0, 0)),
    ],
)
def test_version_tuple(appinfo: ModuleType, text: str, expected: tuple[int, ...]) -> None:
    assert appinfo.version_tuple(text) == expected


def test_macos_info_plist(appinfo: ModuleType) -> None:
    plist = appinfo.info_plist(ciapano_qt.__version__)
    assert plist["CFBundleIdentifier"] == APP_ID
    assert plist["CFBundleShortVersionString"] == ciapano_qt.__version__
    assert plist["CFBundleVersion"] == ciapano_qt.__version__


def test_macos_bundle_declares_the_invitation_scheme(appinfo: ModuleType) -> None:
    from ciapano_qt.net.club.link import SCHEME

    plist = appinfo.info_plist(ciapano_qt.__version__)
    assert appinfo.URL_SCHEME == SCHEME == "ciapano"
    assert plist["CFBundleURLTypes"] == [
        {"CFBundleURLName": f"{APP_ID}.invitation", "CFBundleURLSchemes": ["ciapano"]}
    ]


def test_languages_follow_the_ts_files(appinfo: ModuleType) -> None:
    expected = sorted(p.stem.split("_", 1)[1] for p in (ROOT / "i18n").glob("*_*.ts"))
    assert sorted(appinfo.languages()) == sorted(
        expected + [p.stem for p in (ROOT / "i18n").glob("*.ts") if "_" not in p.stem]
    )


# --- the spec and its trimming rules ----------------------------------------------------------


def test_spec_is_python_and_uses_the_shared_facts() -> None:
    source = (PACKAGING / "ciapano.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    assert "onefile" not in source  # one-folder builds
    for needed in (
        "bundle_identifier=appinfo.APP_ID",
        "appinfo.info_plist(VERSION)",
        "appinfo.windows_version_text(VERSION)",
        "trim.keep_binary",
        "trim.keep_data",
        '"assets/cards"',
        "ciapano_qt/i18n",
        "THIRD-PARTY-NOTICES.txt",
        'copy_metadata("ciapano-qt")',
    ):
        assert needed in source, needed
    # Windows: the program has no console; a second executable with one serves the smoke test
    assert "console=not (IS_WIN or IS_MAC)" in source
    assert 'f"{appinfo.EXE}-console", console=True' in source


KEPT = [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6\\plugins\\platforms\\qoffscreen.dll",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/imageformats/libqico.so",
    "PySide6\\plugins\\imageformats\\qsvg.dll",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6\\Qt6Core.dll",
    "libxcb-icccm.so.4",
]
DROPPED = [
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platforms/libqlinuxfb.so",
    "PySide6\\plugins\\platforms\\qdirect2d.dll",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/imageformats/libqwebp.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so",
    "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/plugins/qmltooling/libqmldbg_debugger.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6WebEngineCore.so.6",
    "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6",
    "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    "PySide6\\opengl32sw.dll",
]


@pytest.mark.parametrize("dest", KEPT)
def test_trim_keeps(trim: ModuleType, dest: str) -> None:
    assert trim.keep_binary(dest)


@pytest.mark.parametrize("dest", DROPPED)
def test_trim_drops(trim: ModuleType, dest: str) -> None:
    assert not trim.keep_binary(dest)


def test_trim_keeps_only_our_languages_of_qt_translations(trim: ModuleType) -> None:
    base = "PySide6/Qt/translations/"
    assert trim.keep_data(base + "qtbase_it.qm", ["it"])
    assert trim.keep_data(base + "qt_it.qm", ["it"])
    assert trim.keep_data(base + "qtbase_pt_BR.qm", ["pt_BR"])
    assert not trim.keep_data(base + "qtbase_de.qm", ["it"])
    assert not trim.keep_data(base + "qtbase_it.qm", [])
    assert not trim.keep_data(base + "qtdeclarative_it.qm", ["it"])
    assert not trim.keep_data(base + "designer_it.qm", ["it"])
    assert not trim.keep_data("PySide6\\translations\\qtbase_fr.qm", ["it"])
    assert trim.keep_data("ciapano_qt/i18n/ciapano_it.qm", ["it"])
    assert trim.keep_data("assets/cards/milanese/AD.svg", [])
    assert not trim.keep_data("PySide6/Qt/qml/QtQuick/qmldir", [])


# --- Linux desktop integration ----------------------------------------------------------------


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "ciapano %u"  # an invitation link opened: the app gets it
    assert entry["MimeType"] == "x-scheme-handler/ciapano;"
    assert entry["Icon"] == APP_ID
    assert entry["Name"] == "Ciapanò"
    assert "CardGame" in entry["Categories"].split(";")


def test_the_validators_are_skipped_with_a_reason_off_linux(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for system in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", system)
        with pytest.raises(pytest.skip.Exception, match="runs on Linux only"):
            linux_validator("appstreamcli")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("PATH", "")
    with pytest.raises(pytest.fail.Exception, match=r"build-deps\.sh"):
        linux_validator("appstreamcli")


def test_desktop_entry_passes_desktop_file_validate() -> None:
    validate = linux_validator("desktop-file-validate")
    result = subprocess.run([validate, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("provides/binary") == "ciapano"
    releases = root.findall("releases/release")
    assert releases, "metainfo needs a <release>"
    assert releases[0].get("version") == ciapano_qt.__version__, (
        f'add a <release version="{ciapano_qt.__version__}"> at the top of {METAINFO.name}'
    )


def test_metainfo_passes_appstreamcli_validate() -> None:
    appstreamcli = linux_validator("appstreamcli")
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_deb_layout_is_consistent(appinfo: ModuleType) -> None:
    build_deb = (LINUX / "build_deb.py").read_text(encoding="utf-8")
    assert appinfo.INSTALL_PREFIX == "/opt/ciapano"
    for needed in ('usr" / "bin', "applications", "metainfo", "hicolor", "dpkg-deb"):
        assert needed in build_deb, needed


# --- icons ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def icons_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("icons")
    subprocess.run(
        [sys.executable, str(PACKAGING / "icons.py"), "--out", str(out)],
        check=True,
        capture_output=True,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    return out


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_icons(icons_dir: Path, size: int) -> None:
    with Image.open(icons_dir / f"ciapano-{size}.png") as image:
        assert image.size == (size, size)
        assert image.mode == "RGBA"
        alpha = image.getchannel("A")
        assert alpha.getextrema() == (0, 255)  # transparent corners, opaque cards
        assert image.getpixel((size // 2, size // 2))[3] == 255


def test_ico_and_icns(icons_dir: Path) -> None:
    with Image.open(icons_dir / "ciapano.ico") as ico:
        sizes = set(ico.info["sizes"])
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes
    with Image.open(icons_dir / "ciapano.icns") as icns:
        icns_sizes = {s[:2] for s in icns.info["sizes"]}
    assert {(16, 16), (32, 32), (128, 128), (256, 256), (512, 512)} <= icns_sizes


def test_icons_are_not_committed() -> None:
    """Generated at build time from the card art (packaging/icons.py), never stored."""
    assert not list((PACKAGING).rglob("*.ico")) and not list(PACKAGING.rglob("*.icns"))


# --- notices ----------------------------------------------------------------------------------


def test_notices_name_existing_texts() -> None:
    notices = PACKAGING / "notices"
    text = (notices / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    named = set(re.findall(r"notices/([A-Za-z0-9.-]+\.txt)", text))
    assert {"LGPL-3.0.txt", "Python-LICENSE.txt", "ICU-LICENSE.txt"} <= named
    for name in named:
        assert (notices / name).is_file(), name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (notices / "LGPL-3.0.txt").read_text()
    assert "Version 3" in (notices / "LGPL-3.0.txt").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in (ROOT / "LICENSE").read_text(encoding="utf-8")


# --- Windows installer, entry point (the workflow: test_workflow.py) ------------------------------


def test_inno_setup_script() -> None:
    raw = (PACKAGING / "windows" / "ciapano.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with BOM: Inno Setup reads "ò" right
    text = raw.decode("utf-8-sig")
    for needed in (
        "#error Pass /DAppVersion",
        "AppVersion={#AppVersion}",
        "AppId={{",
        "LicenseFile={#RepoRoot}\\LICENSE",
        'Source: "{#SourceDir}\\*"',
        "{autoprograms}",
        "PrivilegesRequired=lowest",
    ):
        assert needed in text, needed


def test_the_installer_registers_the_invitation_scheme() -> None:
    text = (PACKAGING / "windows" / "ciapano.iss").read_text(encoding="utf-8-sig")
    registry = text.split("[Registry]", 1)[1].split("\n[", 1)[0]
    entries = [line for line in registry.splitlines() if line.startswith("Root:")]
    key = "Software\\Classes\\ciapano"
    assert entries == [
        f'Root: HKA; Subkey: "{key}"; ValueType: string; ValueName: ""; '
        'ValueData: "URL:{#AppName} invitation"; Flags: uninsdeletekey',
        f'Root: HKA; Subkey: "{key}"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""',
        f'Root: HKA; Subkey: "{key}\\DefaultIcon"; ValueType: string; ValueName: ""; '
        'ValueData: """{app}\\{#AppExe}"",0"',
        # the app with the link as its one argument, quoted (Inno Setup doubles the quotes)
        f'Root: HKA; Subkey: "{key}\\shell\\open\\command"; ValueType: string; '
        'ValueName: ""; ValueData: """{app}\\{#AppExe}"" ""%1"""',
    ]


def test_entry_refuses_a_bundle_without_the_ui(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from .conftest import load

    entry = load("entry")
    monkeypatch.setattr(entry.importlib.util, "find_spec", lambda name: None)
    assert entry.main() == entry.MISSING_UI_EXIT
    assert "without the desktop UI" in capsys.readouterr().err


# --- docs/packaging.md and pyproject: what the build needs, said right ------------------------


def test_the_manual_iscc_command_matches_the_build() -> None:
    """The signing steps make the installer by hand: the same defines as build.py passes
    (the installer's name above all: it is what signtool signs next), every path absolute
    (Inno Setup takes relative ones from the script's folder)."""
    docs = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    line = next(li for li in docs.splitlines() if li.startswith("ISCC.exe "))
    defines = dict(re.findall(r"/D(\w+)=([^\s\"]+)", line))
    archives = (PACKAGING / "build_archives.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'"/D(\w+)=', archives))
    assert len(passed) == 7 and passed - {"AppVersionNumeric"} <= set(defines), passed
    assert defines["OutputBase"] == "Ciapano-%V%-windows-x86_64-setup"
    assert "dist\\Ciapano-%V%-windows-x86_64-setup.exe" in docs
    for name in ("SourceDir", "OutputDir", "IconFile", "RepoRoot"):
        assert defines[name].startswith("%CD%"), (name, defines[name])


def test_setuptools_understands_the_spdx_licence() -> None:
    """``license = "<SPDX>"`` with ``license-files`` needs setuptools 77 or newer."""
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(data["project"]["license"], str) and data["project"]["license-files"]
    (requirement,) = [r for r in data["build-system"]["requires"] if r.startswith("setuptools")]
    found = re.fullmatch(r"setuptools>=(\d+)(\.\d+)*", requirement)
    assert found and int(found.group(1)) >= 77, requirement


def test_the_deb_needs_the_glibc_it_was_built_against(tmp_path: Path) -> None:
    """The bundle's Python comes from the build system (Debian 12 in the workflow), so the .deb
    asks for that system's glibc, not manylinux's 2.28 (which Debian 11 would accept)."""
    build_deb = load("build_deb", LINUX / "build_deb.py")
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy(shutil.which("true") or "/bin/true", bundle / "ciapano")  # an ELF using libc
    banner = subprocess.run(["ldd", "--version"], capture_output=True, text=True).stdout
    glibc = re.search(r"(\d+\.\d+)\s*$", banner.splitlines()[0])
    assert glibc is not None, banner
    depends = build_deb.system_dependencies(bundle)
    assert depends[0] == f"libc6 (>= {glibc.group(1)})"
    assert "libc6" not in depends[1:]
