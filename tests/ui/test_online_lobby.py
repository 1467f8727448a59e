"""The app's club connection (``ui/remote/club*.py``) against a real ``ciapano-server`` on
loopback: a private table created, a headless player joining by its code, a match played to
its end through the networked seat's ``RemoteSession``; the seat kept on disk meanwhile."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ciapano_qt.engine.rules import Rules

from ..server.processes import Server
from .club_helpers import WATCHDOG, club_server, finish, headless_joiner, pin_of
from .net_helpers import autoplay

RULES = Rules(players=3, target=11)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Server]:
    yield from club_server(tmp_path)


def test_the_app_creates_a_private_table_a_headless_player_joins_and_a_match_ends(
    qtbot, club, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.remote.clublobby import ClubLobby, club_seats

    store = club_seats(tmp_path / "seat.json")
    lobby = ClubLobby("127.0.0.1", club.port, "Anna", pin_of(club), store)
    with qtbot.waitSignal(lobby.entered, timeout=WATCHDOG) as entered:
        lobby.open()
    assert entered.args == ["Ciapanò"]
    with qtbot.waitSignal(lobby.tables, timeout=WATCHDOG) as listed:
        lobby.ask_tables()
    assert listed.args == [[]]  # no public table yet
    create = {"rules": RULES.to_dict(), "seats": ["person", "person", "random"]}
    with qtbot.waitSignal(lobby.seated, timeout=WATCHDOG):
        lobby.create({**create, "public": False, "level": "random"})
    code = lobby.code
    assert len(code) == 12 and code.count("-") == 2
    session = lobby.session
    assert session is not None
    session.wait_for_table = False
    qtbot.waitUntil(lambda: session.core.seat == 0, timeout=WATCHDOG)
    joiner = headless_joiner(club, code)
    try:
        qtbot.waitUntil(
            lambda: [s["status"] for s in session.core.seats][:2] == ["present", "present"],
            timeout=WATCHDOG,
        )
        autoplay(session)
        with qtbot.waitSignal(session.matchStarted, timeout=WATCHDOG):
            lobby.start()
        kept = store.read()
        assert kept is not None and kept.token == session.core.token and kept.seat == 0
        assert kept.port == club.port and kept.fingerprint == pin_of(club).replace(":", "").lower()
        qtbot.waitUntil(lambda: session.finished, timeout=WATCHDOG)
    finally:
        out = finish([joiner])
    assert out[0].strip().endswith("the match is over")
    assert store.read() is None  # the match is over: nothing left to take back
    assert session.core.match_over
