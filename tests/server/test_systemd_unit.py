"""packaging/systemd/ciapano-server.service: its ExecStart's flags are ones ``ciapano-server``
accepts, and ``systemd-analyze verify`` (where installed) finds nothing to say about it."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ciapano_qt.cli.serve import _metrics, _shared, build_parser

from .processes import ROOT

UNIT = ROOT / "packaging" / "systemd" / "ciapano-server.service"
PROGRAM = "/opt/ciapano-server/venv/bin/ciapano-server"


def _service() -> dict[str, list[str]]:
    """The [Service] section's keys, each with its values in order (a key may repeat)."""
    section = None
    out: dict[str, list[str]] = {}
    for raw in UNIT.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line
        elif section == "[Service]":
            key, value = line.split("=", 1)
            out.setdefault(key, []).append(value)
    return out


def test_the_units_execstart_flags_are_the_servers_own() -> None:
    (command,) = _service()["ExecStart"]
    # systemd's specifiers: %S the state directories' root, %d the credentials' directory.
    argv = shlex.split(command.replace("%S", "/var/lib").replace("%d", "/run/credentials/x"))
    assert argv[0] == PROGRAM
    args = build_parser().parse_args(argv[1:])  # an unknown flag would exit here
    assert args.data == "/var/lib/ciapano-server"  # the StateDirectory
    assert args.port == 8443 and args.bind == "0.0.0.0"
    assert _metrics(args) == ("127.0.0.1", 9464)  # the page stays on loopback
    assert _shared(args) is None


def test_the_unit_runs_as_its_own_user_keeps_its_state_and_restarts() -> None:
    service = _service()
    assert service["DynamicUser"] == ["yes"]
    assert service["StateDirectory"] == ["ciapano-server"]
    assert service["Restart"] == ["on-failure"]
    for key in ("NoNewPrivileges", "ProtectHome", "PrivateTmp", "PrivateDevices"):
        assert service[key] == ["yes"], key
    assert service["ProtectSystem"] == ["strict"]
    assert service["CapabilityBoundingSet"] == [""]
    assert int(service["LimitNOFILE"][0]) > 2000  # the club's 2,000 connections fit


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze")
def test_systemd_analyze_verifies_the_unit(tmp_path: Path) -> None:
    # The unit as installed, its program the one of this environment (verify checks it exists).
    program = Path(sys.executable).parent / "ciapano-server"
    assert program.exists()
    unit = tmp_path / "ciapano-server.service"
    unit.write_text(UNIT.read_text(encoding="utf-8").replace(PROGRAM, str(program)), "utf-8")
    r = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout + r.stderr == ""  # no unknown key, no bad value
