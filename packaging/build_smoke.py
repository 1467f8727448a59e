"""Smoke tests: the frozen program (or an installed one) runs ``--self-test --verbose`` offscreen
in an empty home and must exit 0 with nothing unexpected on stderr (its lines, one per check, go
into the build log, and the run's whole record into a log file of its own, ``build/logs/``);
the Windows installer is installed
silently, its program smoke-tested, and uninstalled (a script beside ``build.py``, imported by
name)."""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

import appinfo
from build_common import IS_WIN, BuildError, run

# stderr lines the smoke test tolerates (regular expressions, searched). Keep this empty unless a
# message is understood and harmless; each entry says why.
ALLOWED_STDERR: list[str] = []

SMOKE_TIMEOUT = 180  # seconds


def smoke_env(home: Path) -> dict[str, str]:
    """Offscreen, with an empty home and XDG folders (Windows keeps its own: Qt asks the shell)."""
    env = dict(os.environ)
    env.pop("CIAPANO_ASSETS", None)  # the bundle must find its own decks
    env["QT_QPA_PLATFORM"] = "offscreen"
    ctype = next((env[v] for v in ("LC_ALL", "LC_CTYPE", "LANG") if env.get(v)), "")
    if not IS_WIN and not re.search(r"utf-?8", ctype, re.I):
        # a desktop session has a UTF-8 locale; without one Qt warns (and switches to C.UTF-8)
        env["LC_ALL"] = "C.UTF-8"
    if not IS_WIN:
        env["HOME"] = str(home)
        for var, sub in (
            ("XDG_CONFIG_HOME", "config"),
            ("XDG_DATA_HOME", "data"),
            ("XDG_CACHE_HOME", "cache"),
            ("XDG_STATE_HOME", "state"),
            ("XDG_RUNTIME_DIR", "runtime"),
        ):
            path = home / sub
            path.mkdir(mode=0o700, exist_ok=True)
            env[var] = str(path)
    return env


def _text(output: str | bytes | None) -> str:
    """A child's output as text (``TimeoutExpired`` keeps bytes even with ``text=True``)."""
    if isinstance(output, bytes):
        return output.decode("utf-8", "replace")
    return output or ""


def write_log(log: Path, cmd: list[str], outcome: str, stdout: str, stderr: str) -> None:
    """The whole record of one self-test run: its command, how it ended, its stdout and
    stderr (the build log shows only the self-test's lines, or the first stderr lines)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    text = (
        f"$ QT_QPA_PLATFORM=offscreen {' '.join(cmd)}\n{outcome}\n"
        f"--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}\n"
    )
    log.write_text(text, encoding="utf-8", errors="replace")
    print(f"    self-test log: {log}", flush=True)


def smoke_test(binary: Path, extra_args: list[str] | None = None, log: Path | None = None) -> None:
    """Run ``binary --self-test --verbose`` offscreen; fail on a non-zero exit or unexpected
    stderr. ``log``: where to write the run's whole record, passed or failed (CI uploads it
    when the build fails)."""
    if not binary.exists():
        raise BuildError(f"smoke test: {binary} does not exist")
    with tempfile.TemporaryDirectory(prefix="ciapano-smoke-") as tmp:
        cmd = [str(binary), "--self-test", "--verbose", *(extra_args or [])]
        print("    $ QT_QPA_PLATFORM=offscreen " + " ".join(cmd), flush=True)
        start = time.monotonic()
        try:
            proc = subprocess.run(
                cmd,
                env=smoke_env(Path(tmp)),
                capture_output=True,
                text=True,
                timeout=SMOKE_TIMEOUT,
                cwd=tmp,
                errors="replace",
            )
        except subprocess.TimeoutExpired as exc:
            if log is not None:
                outcome = f"no exit after {SMOKE_TIMEOUT} s"
                write_log(log, cmd, outcome, _text(exc.stdout), _text(exc.stderr))
            raise BuildError(f"smoke test: no exit after {SMOKE_TIMEOUT} s") from exc
    took = time.monotonic() - start
    if log is not None:
        outcome = f"exit status {proc.returncode} after {took:.1f} s"
        write_log(log, cmd, outcome, proc.stdout, proc.stderr)
    stderr_lines = [line for line in proc.stderr.splitlines() if line.strip()]
    unexpected = [
        line
        for line in stderr_lines
        if not any(re.search(pattern, line) for pattern in ALLOWED_STDERR)
    ]
    for line in proc.stdout.strip().splitlines():
        print(f"    self-test: {line}")
    if proc.returncode != 0 or unexpected:
        raise BuildError(
            f"smoke test failed: exit status {proc.returncode}, "
            f"{len(unexpected)} unexpected stderr line(s):\n"
            + "\n".join("    stderr: " + line for line in stderr_lines[:60])
        )
    print(f"    smoke test passed in {took:.1f} s (exit 0, stderr clean)")


def test_installer(setup: Path, log: Path | None = None) -> None:
    """Install silently into a temporary folder, smoke-test the installed program (its record
    in ``log``), uninstall."""
    # the uninstaller finishes in the background: leave what it still holds to the system
    with tempfile.TemporaryDirectory(prefix="ciapano-install-", ignore_cleanup_errors=True) as tmp:
        target = Path(tmp) / "Ciapano"
        run(
            [
                str(setup),
                "/VERYSILENT",
                "/SUPPRESSMSGBOXES",
                "/NORESTART",
                "/CURRENTUSER",
                f"/DIR={target}",
                f"/LOG={Path(tmp) / 'install.log'}",
            ]
        )
        smoke_test(target / f"{appinfo.EXE}-console.exe", log=log)
        run([str(target / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"])
