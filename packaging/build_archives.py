"""What a build hands out: the archive of the bundle (``.tar.gz`` on Linux, ``.zip`` on Windows,
``.dmg`` on macOS, ``.zip`` where ``hdiutil`` is missing), the Windows installer (Inno Setup)
and the checksums (a script beside ``build.py``, imported by name)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tarfile
import tempfile
import time
import zipfile
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
            for attempt in (1, 2, 3):  # hdiutil sometimes answers "Resource busy" on CI runners
                try:
                    run(cmd)
                    break
                except subprocess.CalledProcessError:
                    if attempt == 3:
                        raise
                    time.sleep(10)
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


def inno_setup(dist: Path, stage: Path, version: str) -> Path:
    candidates = [shutil.which("iscc"), shutil.which("ISCC")]
    for env_var in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(env_var)
        if base:
            candidates += [
                str(Path(base) / "Inno Setup 6" / "ISCC.exe"),
                str(Path(base) / "Programs" / "Inno Setup 6" / "ISCC.exe"),
            ]
    iscc = next((c for c in candidates if c and Path(c).exists()), None)
    if iscc is None:
        raise BuildError("Inno Setup 6 (ISCC.exe) not found: choco install innosetup")
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
