"""A real ``ciapano-server`` on loopback for the app's online tests, and a headless player
(``ciapano-cli online``) beside the app."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.trust import parse_pin

from ..server.processes import Server, kill_left, online

WATCHDOG = 60_000  # ms
RULES = Rules(players=3, target=11)  # a short match


def club_server(tmp_path: Path) -> Iterator[Server]:
    """A club in ``tmp_path/club`` for a test's fixture, stopped after it."""
    server = Server(tmp_path / "club")
    yield server
    server.stop()


def pin_of(server: Server) -> str:
    pin = parse_pin(server.fingerprint)
    assert pin is not None
    return pin


def headless_joiner(server: Server, code: str, name: str = "Bruno") -> subprocess.Popen[str]:
    """``ciapano-cli online --join CODE`` pinned to the club's certificate: a computer plays
    its seat (the lowest level)."""
    return online(
        server.url, "--name", name, "--ai", "random", "--join", code, "--pin", server.fingerprint
    )


def play_to_the_end(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    """The app's seat plays its lowest legal card at each turn until the match is over."""

    def play(_seat: int) -> None:
        session.play_human(min(session.viewer_legal()))

    session.humanTurn.connect(play)
    if session.viewer_legal():
        play(session.core.seat)
    qtbot.waitUntil(lambda: session.finished, timeout=WATCHDOG)


def finish(procs: list[subprocess.Popen[str]], timeout: float = 60.0) -> list[str]:
    """Each headless player's output once it ends (killed if it does not)."""
    outs = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=timeout)
            outs.append(out + err)
    finally:
        kill_left(procs)
    return outs
