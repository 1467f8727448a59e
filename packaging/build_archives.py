"""What a build hands out: the archive of the bundle (``.tar.gz`` on Linux, ``.zip`` on Windows,
``.dmg`` on macOS, ``.zip`` where ``hdiutil`` is missing), the Windows installer (Inno Setup)
and the checksums (a script beside ``build.py``, imported by name)."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path

import appinfo
from build_common import (
    HERE,
    IS_LINUX,
    IS_MAC,
    ROOT,
    BuildError,
    arch,
    bundle_dir,
    run,
    system_name,
)


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
            retried(cmd, HDIUTIL_WAITS)
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


HDIUTIL_WAITS = (10, 20, 40, 60, 90)
"""Seconds to wait before each new try of ``hdiutil create``, which sometimes answers "Resource
busy" on CI runners (the disk image still held by the system's scanners): six tries over about
four minutes."""


def retried(
    cmd: list[str], waits: tuple[int, ...], sleep: Callable[[float], object] = time.sleep
) -> None:
    """``run(cmd)``, tried again after each of ``waits`` (seconds) while it fails."""
    for attempt, wait in enumerate((*waits, None), 1):
        try:
            run(cmd)
            return
        except subprocess.CalledProcessError as exc:
            if wait is None:
                raise
            print(
                f"    {cmd[0]} failed (exit status {exc.returncode}, try {attempt} of "
                f"{len(waits) + 1}): trying again in {wait} s",
                flush=True,
            )
            sleep(wait)


INNO_DIR = re.compile(r"Inno Setup (\d+)(?:\.(\d+))?$", re.I)


def find_iscc(
    environ: Mapping[str, str] | None = None,
    which: Callable[[str], str | None] = shutil.which,
) -> Path:
    """Inno Setup's compiler: ``iscc`` on PATH, else ``ISCC.exe`` in the ``Inno Setup <n>``
    folder of the newest version under Program Files (both) or the user's programs."""
    for name in ("iscc", "ISCC"):
        found = which(name)
        if found:
            return Path(found)
    env = os.environ if environ is None else environ
    bases = [env.get("ProgramFiles(x86)"), env.get("ProgramFiles"), env.get("LOCALAPPDATA")]
    folders: list[tuple[tuple[int, int], Path]] = []
    for base in filter(None, bases):
        for parent in (Path(base), Path(base) / "Programs"):
            if not parent.is_dir():
                continue
            for folder in parent.iterdir():
                version = INNO_DIR.match(folder.name)
                if version and (folder / "ISCC.exe").is_file():
                    key = (int(version.group(1)), int(version.group(2) or 0))
                    folders.append((key, folder / "ISCC.exe"))
    if folders:
        return max(folders)[1]
    raise BuildError(
        "Inno Setup (ISCC.exe) not found on PATH nor in an 'Inno Setup <version>' folder under "
        "Program Files or the user's programs: choco install innosetup"
    )


def inno_setup(dist: Path, stage: Path, version: str) -> Path:
    iscc = str(find_iscc())
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


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
