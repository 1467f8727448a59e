"""A club's table survives a dropped connection and the app's restart: the club killed
mid-match and started again on its folder and port, the app comes back by itself (saying so
on the status line); the table window closed and a new Play online dialog offering to go
back to the club table, which takes the seat back with its token and plays on to the end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ..server.processes import Server, kill_left
from .club_helpers import RULES, WATCHDOG, club_server, headless_joiner, play_to_the_end
from .test_online_dialog import _dialog, _enter


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Server]:
    yield from club_server(tmp_path)


def test_a_club_restarted_mid_match_and_the_app_restarted_each_give_the_seat_back(
    qtbot, settings, club, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    settings.set_rules(RULES)
    folder = tmp_path / "app"
    dialog = _dialog(qtbot, settings, folder)
    _enter(qtbot, dialog, club)
    dialog.lobby_page.create_button.click()
    dialog.create_form.seats.set_kind(1, "random")
    dialog.create_form.seats.set_kind(2, "random")
    dialog.create_button.click()
    qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.table_page, timeout=WATCHDOG)
    dialog.table_page.start_button.click()
    qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
    window = dialog.window_
    session = window.session
    qtbot.waitUntil(lambda: bool(session.viewer_legal()), timeout=WATCHDOG)
    kept = dialog.seat_store.read()
    assert kept is not None and kept.token == session.core.token
    moment = session.core.moment
    said: list[str] = []
    session.connection.connect(lambda up: said.append(window.status.text()))

    club.kill()
    again = Server(club.data, club.port)  # the same folder: the same certificate and tables
    try:
        assert again.resumed == 1
        qtbot.waitUntil(lambda: len(said) == 2, timeout=WATCHDOG)
        assert said == [
            "The connection to the table dropped: taking the seat back…",
            "Back at the table.",
        ]
        qtbot.waitUntil(lambda: bool(session.viewer_legal()), timeout=WATCHDOG)
        assert session.core.moment == moment  # the club resumed where its players last saw it
        # A club sharing Redis that loses it says so (``club``): said on the status line; a
        # card sent meanwhile is answered, not played, and is chosen again once it is back.
        notice = '{"type":"club","state":"%s","message":"the club is reconnecting"}'
        session.core.sent = session.core.moment  # a card sent, not played
        session.link.notice.emit((notice % "reconnecting").encode())
        assert window.status.text() == (
            "The club is reconnecting to its store: play waits, and nothing is lost."
        )
        assert session.core.my_turn() is None
        session.link.notice.emit((notice % "back").encode())
        assert window.status.text() == "The club is back: play goes on."
        assert session.core.my_turn() is session.core.view  # the turn is asked again
        window.close()  # the app stops: the seat stays kept on disk
        assert dialog.seat_store.read() == kept

        back = _dialog(qtbot, settings, folder)
        button = back.connect_page.rejoin_button
        assert button.isVisible()
        assert button.text() == f"Go &back to the club table at 127.0.0.1:{club.port} (as Anna)"
        button.click()
        qtbot.waitUntil(lambda: back.window_ is not None, timeout=WATCHDOG)
        session = back.window_.session
        assert session.core.seat == 0

        play_to_the_end(qtbot, session)
        assert back.seat_store.read() is None  # the match is over: nothing to go back to
        back.window_.close()
    finally:
        again.stop()


def test_a_club_restarted_before_the_start_the_app_sits_down_again_by_itself(
    qtbot, settings, club, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The club keeps a table not yet started, not its seats: the app connects again and
    sits down by the table's code, and its creator may still start it."""
    settings.set_rules(RULES)
    dialog = _dialog(qtbot, settings, tmp_path / "app")
    _enter(qtbot, dialog, club)
    dialog.lobby_page.create_button.click()
    dialog.create_form.seats.set_kind(1, "remote")
    dialog.create_form.seats.set_kind(2, "random")
    dialog.create_button.click()
    qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.table_page, timeout=WATCHDOG)
    code = dialog.table_page.code.text()
    first = dialog.session

    club.kill()
    qtbot.waitUntil(
        lambda: "sitting down at the table again" in dialog.note.text(), timeout=WATCHDOG
    )
    assert dialog.note.text() == (
        "The connection to the club dropped: sitting down at the table again…"
    )
    assert not dialog.table_page.start_button.isEnabled()  # not seated meanwhile
    again = Server(club.data, club.port)
    joiner = None
    try:
        qtbot.waitUntil(
            lambda: dialog.session is not None and dialog.session is not first, timeout=WATCHDOG
        )
        qtbot.waitUntil(lambda: dialog.seated_model.index(0).data() == "Anna (you)")
        assert dialog.table_page.code.text() == code  # the same table, by its code
        joiner = headless_joiner(again, code)
        qtbot.waitUntil(lambda: dialog.seated_model.index(1).data() == "Bruno", timeout=WATCHDOG)
        button = dialog.table_page.start_button
        assert button.isVisible() and button.isEnabled()
        button.click()
        qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
        assert dialog.window_.session.core.seat == 0
        dialog.window_.close()
    finally:
        if joiner is not None:
            kill_left([joiner])
        again.stop()
