"""Play online at a club of two nodes sharing a real redis-server: the invitation's table is
played by node A, the app is given node B's address; B answers the join with ``moved`` and the
app says hello at A, sits down and plays the match to its end there."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ..server.processes import Server, online
from ..server.redis_server import RedisServer
from ..server.test_routing import nodes
from .club_helpers import WATCHDOG, finish, play_to_the_end


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path_factory.mktemp("redis"))
    yield server
    server.stop()


def test_a_table_at_another_node_is_joined_through_the_node_given(
    qtbot, settings, window, redis_server, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.net.club.link import parse_invitation
    from ciapano_qt.ui.dialogs.online import OnlineDialog

    with redis_server.client() as c:
        c.flushall()
    a, b = nodes(redis_server, tmp_path)
    servers: list[Server] = [a, b]
    creator = online(
        a.url, "--name", "Carla", "--ai", "random", "--create", "--players", "3",
        "--target", "11", "--remote", "2", "--pin", a.fingerprint,
    )  # fmt: skip
    try:
        assert creator.stdout is not None
        line = creator.stdout.readline()
        assert line.startswith("invitation: ")
        code = line.split(": ", 1)[1].strip()
        pin = b.fingerprint.replace(":", "").lower()
        invitation = parse_invitation(f"ciapano://127.0.0.1:{b.port}/{code}?pin={pin}")
        settings.set("players/name0", "Anna")
        window.open_online(invitation)
        dialog = window.net_dialogs[-1]
        assert isinstance(dialog, OnlineDialog)
        qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
        lobby = dialog.lobby
        assert (lobby.host, lobby.port) == ("127.0.0.1", a.port)  # sent on to A, seated there
        session = dialog.window_.session
        assert session.core.seat == 1 and session.core.seats[0]["name"] == "Carla"

        play_to_the_end(qtbot, session)
        dialog.window_.close()
    finally:
        try:
            out = finish([creator])
        finally:
            for server in servers:
                server.stop()
    assert out[0].strip().endswith("the match is over")
