"""The table through a real AT-SPI stack, as a screen reader on Linux gets it.

A private D-Bus session (dbus-run-session), an X server (xvfb-run) with openbox, at-spi2-core's
bus launcher and registry, the app with accessibility on (``atspi/app.py``, over the xcb
platform) and an AT-SPI client (``atspi/client.py``, Debian's python3-pyatspi under
/usr/bin/python3) that plays one hand by keyboard: Right until a card is playable, Home after
"Last card.", Enter to play, and 1, 2, 3 once at its first turn. The client records every name
and description change and every announcement; this test checks what it heard. Its Debian
packages come from packaging/linux/build-deps.sh (tools/bootstrap.sh test runs it): a missing
one fails the test, it never skips. About a minute.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "atspi"
ROOT = HERE.parents[2]
TOOLS = ("dbus-run-session", "xvfb-run", "openbox")
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
XSERVER = ("dbus-run-session", "--", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24")
SCRIPT = """
openbox >/dev/null 2>&1 &
"$LAUNCHER" --launch-immediately >/dev/null 2>&1 &
sleep 1
exec /usr/bin/python3 "$CLIENT" "$APP_PYTHON" "$APP"
"""


def _missing() -> list[str]:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not LAUNCHER.exists():
        missing.append("at-spi2-core")
    check = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if check.returncode:
        missing.append("python3-pyatspi")
    return missing


def _hear(tmp_path: Path) -> list[tuple[str, str]]:
    env = dict(os.environ)
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(name, None)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        XDG_RUNTIME_DIR=str(tmp_path),
        LAUNCHER=str(LAUNCHER),
        CLIENT=str(HERE / "client.py"),
        APP_PYTHON=sys.executable,
        APP=str(HERE / "app.py"),
        PYTHONPATH=str(ROOT),
    )
    run = subprocess.run(
        [*XSERVER, "bash", "-c", SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
        cwd=tmp_path,
    )
    lines = [line for line in run.stdout.splitlines() if line.startswith("[")]
    assert lines, (run.returncode, run.stdout[-2000:], run.stderr[-2000:])
    return [(kind, text) for kind, text in json.loads(lines[-1])]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="AT-SPI is Linux's bus")
def test_a_hand_played_through_at_spi(tmp_path: Path) -> None:
    missing = _missing()
    assert not missing, f"install {missing}: bash packaging/linux/build-deps.sh"
    heard = _hear(tmp_path)
    assert ("error", "timeout") not in heard, heard[-10:]
    described = [text for kind, text in heard if kind == "description"]
    named = [text for kind, text in heard if kind == "name"]
    # the hand was played to its end, and the end was said
    assert any(t.startswith("The hand is over.") for t in described), described[-5:]
    # every move named a card and said its place and playability in the description
    places = [t for t in described if re.search(r"Card \d+ of \d+\. ", t)]
    assert len(places) >= 20
    assert all(
        "Playable: Enter plays it." in t or "Not playable: " in t or "Wait for your turn." in t
        for t in places
    )
    moves = [i for i, (kind, text) in enumerate(heard) if kind == "name" and " of " in text]
    assert len(moves) >= 10, named[:20]
    for i in moves:  # the description that follows a card's name tells its place
        after = next((text for kind, text in heard[i + 1 :] if kind == "description"), "")
        assert re.search(r"Card \d+ of \d+\.", after), (heard[i], after)
    # Right at the last card: "Last card.", and no wrap to the first
    assert any(t.startswith("Last card. Card ") for t in described)
    # the opponents' cards and the tricks with their points are told, at the focused view
    assert any(re.search(r"AI \d plays .+\.", t) for t in described)
    assert any(re.search(r"takes the trick: .*point", t) for t in described), described
    # the player's own card is never left "Playable" once played (after "You take the
    # trick" the player leads, and the card now in focus is playable: that is no stale text)
    for text in described:
        if text.startswith("You play ") and "You take the trick" not in text:
            assert "Playable: Enter plays it." not in text, text
    # the reading keys
    assert any(t.startswith("Trick: AI ") for t in described)
    assert any(t.startswith("Scores: You: 0; AI 1: 0") for t in described)
    assert any(t.startswith("Your turn.") for t in described)
    # told once: while the view has the focus, nothing is also posted as an announcement
    said = {text for kind, text in heard if kind == "announcement"}
    assert not [t for t in described if any(t.startswith(a) for a in said if a)]
