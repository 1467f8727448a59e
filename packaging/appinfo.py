"""Facts about the application that every packaging file shares (no Qt, no PyInstaller).

The version has one source: the ``version`` of ``pyproject.toml``, read back at run time from the
installed package metadata as ``ciapano_qt.__version__``. :func:`version` checks that the two agree
(a stale ``pip install -e .`` after a version bump would otherwise ship the old number).
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

APP_ID = "org.ciapano.Ciapano"  # reverse-DNS id: macOS bundle id, AppStream id, .desktop name
NAME = "Ciapanò"  # shown to people
ASCII_NAME = "Ciapano"  # file names: Ciapano.app, Ciapano-0.1.0-Setup.exe
EXE = "ciapano"  # the executable (and the Linux command)
URL_SCHEME = "ciapano"  # invitation links, ciapano://HOST:PORT/CODE?pin=... (net/club/link.py)
SUMMARY = "The Lombard reverse of Tressette: a trick-taking card game where you avoid points"
PUBLISHER = "The Ciapanò developers"
# Debian wants an address: replace it with the project's real one before the first release
MAINTAINER = "The Ciapanò developers <maintainers@ciapano.invalid>"
COPYRIGHT = "Copyright © The Ciapanò developers. GPL-3.0-or-later."
LICENSE = "GPL-3.0-or-later"
DEB_PACKAGE = "ciapano"
INSTALL_PREFIX = "/opt/ciapano"  # where the .deb puts the one-folder bundle


def pyproject_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def version() -> str:
    """``ciapano_qt.__version__`` (package metadata), checked against pyproject.toml."""
    sys.path.insert(0, str(ROOT))
    try:
        import ciapano_qt
    finally:
        sys.path.remove(str(ROOT))
    source = Path(ciapano_qt.__file__).resolve().parent
    if source != ROOT / "ciapano_qt":
        raise SystemExit(
            f"packaging: ciapano_qt is imported from {source}, not from {ROOT / 'ciapano_qt'}; "
            f"install this checkout into the build environment (pip install -e {ROOT})"
        )
    installed = str(ciapano_qt.__version__)
    expected = pyproject_version()
    if installed != expected:
        raise SystemExit(
            f"packaging: the installed metadata says {installed} but pyproject.toml says "
            f"{expected}; reinstall (pip install -e {ROOT}) so the version has one source"
        )
    return installed


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` (or ``"1.2.3rc1"``) as the four numbers a Windows version resource wants."""
    numbers: list[int] = []
    for part in text.split(".")[:4]:
        digits = ""
        for char in part:
            if not char.isdigit():
                break
            digits += char
        numbers.append(int(digits or 0))
    while len(numbers) < 4:
        numbers.append(0)
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def languages() -> list[str]:
    """Language codes of our translations: ``i18n/ciapano_it.ts`` -> ``it``."""
    codes = []
    for ts in sorted((ROOT / "i18n").glob("*.ts")):
        stem = ts.stem
        codes.append(stem.split("_", 1)[1] if "_" in stem else stem)
    return codes


def windows_version_text(text: str) -> str:
    """The Windows version resource, in the text form PyInstaller's ``version=`` file takes."""
    numbers = version_tuple(text)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": NAME,
        "FileVersion": text,
        "InternalName": EXE,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{EXE}.exe",
        "ProductName": NAME,
        "ProductVersion": text,
    }
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# -*- coding: utf-8 -*-
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3F,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0),
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{table},
        ],
      )
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""


def info_plist(text: str) -> dict[str, object]:
    """The macOS Info.plist entries of the .app bundle."""
    return {
        "CFBundleName": ASCII_NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleIdentifier": APP_ID,
        "CFBundleShortVersionString": text,
        "CFBundleVersion": text,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": COPYRIGHT,
        # opening an invitation link hands it to the app (a QFileOpenEvent with the URL)
        "CFBundleURLTypes": [
            {"CFBundleURLName": f"{APP_ID}.invitation", "CFBundleURLSchemes": [URL_SCHEME]}
        ],
    }
