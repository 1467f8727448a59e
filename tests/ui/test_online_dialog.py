"""Play online (``dialogs/online.py``) against a real ``ciapano-server`` on loopback: the club
met for the first time (its fingerprint shown in groups, then pinned), a private table
created, its invitation copied, a headless player joining by the code, a match played to its
end in the networked table window; a club whose certificate changed refused with nothing
sent; damaged links refused in words. Every wait is bounded (a watchdog, not a timing)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from ..server.processes import Server, online
from .club_helpers import (
    RULES,
    WATCHDOG,
    club_server,
    finish,
    headless_joiner,
    pin_of,
    play_to_the_end,
)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Server]:
    yield from club_server(tmp_path)


def _dialog(qtbot, settings, folder: Path, invitation=None):  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.online import OnlineDialog

    dialog = OnlineDialog(settings, None, invitation, data_folder=folder)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _meet(qtbot, dialog, server: Server, name: str = "Anna") -> None:  # type: ignore[no-untyped-def]
    page = dialog.connect_page
    page.address.setEditText(f"127.0.0.1:{server.port}")
    page.name.setText(name)
    page.connect_button.click()


def _enter(qtbot, dialog, server: Server) -> None:  # type: ignore[no-untyped-def]
    """Connect to ``server`` for the first time: its fingerprint is shown, the player trusts
    it, the lobby opens."""
    _meet(qtbot, dialog, server)
    qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.trust_page, timeout=WATCHDOG)
    shown = dialog.trust_page.fingerprint.text().split("\n")
    assert len(shown) == 8 and all(len(line.split(" ")) == 4 for line in shown)
    assert ":".join(" ".join(shown).split(" ")) == pin_of(server)
    dialog.trust_page.trust_button.click()
    qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.lobby_page, timeout=WATCHDOG)


def test_a_private_table_created_online_a_headless_player_joins_by_code_a_match_ends(
    qtbot, settings, club, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    settings.set_rules(RULES)
    dialog = _dialog(qtbot, settings, tmp_path / "app")
    _enter(qtbot, dialog, club)
    assert dialog.lobby_page.club.text() == f"Ciapanò, the club at 127.0.0.1:{club.port}"
    book = json.loads((tmp_path / "app" / "clubs.json").read_text())
    assert [(c["host"], c["port"], c["name"], c["pin"]) for c in book["clubs"]] == [
        ("127.0.0.1", club.port, "Anna", pin_of(club))
    ]
    dialog.lobby_page.create_button.click()
    form = dialog.create_form
    form.seats.set_kind(1, "remote")
    form.seats.set_kind(2, "random")
    form.public.setChecked(False)
    dialog.create_button.click()
    qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.table_page, timeout=WATCHDOG)
    page = dialog.table_page
    code = page.code.text()
    assert len(code) == 12 and page.start_button.isVisible()
    pin = club.fingerprint.replace(":", "").lower()
    link = f"ciapano://127.0.0.1:{club.port}/{code}?pin={pin}"
    assert page.link.text() == link
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == link
    joiner = headless_joiner(club, code)
    try:
        model = dialog.seated_model
        qtbot.waitUntil(lambda: model.index(1).data() == "Bruno", timeout=WATCHDOG)
        assert model.index(0).data() == "Anna (you)"
        page.start_button.click()
        qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
        window = dialog.window_
        assert window.isVisible() and not dialog.isVisible()
        session = window.session
        played: list[int] = []

        def play(_seat: int) -> None:
            legal = session.viewer_legal()
            played.append(min(legal))
            session.play_human(min(legal))

        session.humanTurn.connect(play)
        if session.viewer_legal():
            play(0)
        qtbot.waitUntil(lambda: session.finished, timeout=WATCHDOG)
        assert played
        assert window.status.text().startswith("The match is over. Won by:")
        window.close()
    finally:
        out = finish([joiner])
    assert out[0].strip().endswith("the match is over")
    assert dialog.seat_store.read() is None


def test_a_club_whose_certificate_changed_is_refused_and_told_what_it_may_mean(
    qtbot, settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    first = Server(tmp_path / "one")
    try:
        dialog = _dialog(qtbot, settings, tmp_path / "app")
        _enter(qtbot, dialog, first)
        dialog.close()
    finally:
        first.stop()
    other = Server(tmp_path / "two", first.port)  # another data folder: another certificate
    try:
        assert other.fingerprint != first.fingerprint
        dialog = _dialog(qtbot, settings, tmp_path / "app")
        assert dialog.connect_page.address.currentText() == f"127.0.0.1:{first.port}"
        assert dialog.connect_page.name.text() == "Anna"  # remembered with the club
        dialog.connect_page.connect_button.click()
        qtbot.waitUntil(lambda: "certificate" in dialog.note.text(), timeout=WATCHDOG)
        assert dialog.note.text().startswith("The club's certificate is not the one you trusted")
        assert "someone is between you and the club" in dialog.note.text()
        assert dialog.lobby is None and dialog.stack.currentWidget() is dialog.connect_page
        book = json.loads((tmp_path / "app" / "clubs.json").read_text())
        assert book["clubs"][0]["pin"] == pin_of(first)  # the pin stays the trusted one
    finally:
        other.stop()
    log = (tmp_path / "two" / "server.log").read_text()
    assert " connection " not in log  # only the certificate was looked at: no WebSocket


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ciapano://127.0.0.1:8443/KQ7M-3XTR-W9?pin=12", "fingerprint in that link is damaged"),
        ("ciapano://127.0.0.1:99999/KQ7M-3XTR-W9", "port in that address or link"),
        ("ciapano://127.0.0.1:8443/KQ7M-3XTR", "invitation code in that link is damaged"),
        ("ciapano://127.0.0.1:8443/KQ7M-3XTR-W9?x=1", "parts a club's address never"),
    ],
)
def test_a_damaged_link_pasted_is_refused_in_words(qtbot, settings, tmp_path, text, words) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, settings, tmp_path / "app")
    dialog.connect_page.address.setEditText(text)
    dialog.connect_page.name.setText("Anna")
    dialog.connect_page.connect_button.click()
    assert words in dialog.note.text()
    assert dialog.probe is None and dialog.lobby is None  # nothing was tried


def test_an_invitation_link_opened_joins_its_table_directly(
    qtbot, settings, window, club, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The app opened with a link (``open_online(invitation)``, as the start-up does with
    ``invitation_from_argv``): the link's pin stands for the player's word, the table is
    joined by its code, and the headless creator starts the match once both are seated."""
    from ciapano_qt.net.club.link import LinkError, parse_invitation
    from ciapano_qt.ui.app.invitation import invitation_from_argv
    from ciapano_qt.ui.dialogs.online import OnlineDialog

    creator = online(
        club.url, "--name", "Carla", "--ai", "random", "--create", "--players", "3",
        "--target", "11", "--remote", "2", "--pin", club.fingerprint,
    )  # fmt: skip
    try:
        assert creator.stdout is not None
        line = creator.stdout.readline()
        assert line.startswith("invitation: ")
        code = line.split(": ", 1)[1].strip()
        pin = club.fingerprint.replace(":", "").lower()
        argv = ["ciapano", f"ciapano://127.0.0.1:{club.port}/{code.lower()}?pin={pin}"]
        invitation = invitation_from_argv(argv)
        assert invitation == parse_invitation(argv[1])
        settings.set("players/name0", "Anna")
        window.open_online(invitation)
        dialog = window.net_dialogs[-1]
        assert isinstance(dialog, OnlineDialog)
        qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
        assert dialog.book.find(("127.0.0.1", club.port)).pin == pin_of(club)  # now pinned
        session = dialog.window_.session
        assert session.core.seat == 1 and session.core.seats[0]["name"] == "Carla"

        play_to_the_end(qtbot, session)
        dialog.window_.close()
    finally:
        out = finish([creator])
    assert out[0].strip().endswith("the match is over")
    damaged = invitation_from_argv(["ciapano", f"ciapano://127.0.0.1:{club.port}/{code}?pin=1"])
    assert isinstance(damaged, LinkError)
    window.open_online(damaged)
    assert "fingerprint in that link is damaged" in window.net_dialogs[-1].note.text()
    window.net_dialogs[-1].close()


def test_a_club_that_allows_computers_up_to_medium_is_offered_no_stronger_one(
    qtbot, settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """The club's welcome names its ``--max-level``: the create page offers the seats and the
    stand-ins no stronger computer (a seat kept on Expert in the settings takes Medium), says
    why, and the club accepts the table; a club that names none: every level again."""
    server = Server(tmp_path / "club", extra=("--max-level", "medium"))
    try:
        settings.set_rules(RULES)
        settings.set("players/person2", False)
        settings.set("players/level2", "expert")
        dialog = _dialog(qtbot, settings, tmp_path / "app")
        form = dialog.create_form
        assert form.level.count() == 5  # not yet known
        _enter(qtbot, dialog, server)
        dialog.lobby_page.create_button.click()
        assert [form.level.itemData(i) for i in range(form.level.count())] == [
            "random",
            "easy",
            "medium",
        ]
        assert form.level.currentData() == "easy"
        for seat in (1, 2):
            box = form.seats.who[seat]
            offered = [box.itemData(i) for i in range(box.count())]
            assert offered == ["remote", "random", "easy", "medium"]
        assert form.seats.who[2].currentData() == "medium"  # Expert in the settings
        assert dialog.lobby.online.max_level == "medium"
        assert form.cap.isVisible()
        assert form.cap.text() == "This club allows computers up to Medium."
        form.seats.set_kind(1, "remote")
        form.seats.set_kind(2, "expert")  # asked for anyway: the strongest offered
        form.level.setCurrentIndex(form.level.findData("medium"))
        assert form.fields()["seats"] == ["person", "person", "medium"]
        assert form.fields()["level"] == "medium"
        dialog.create_button.click()
        qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.table_page, timeout=WATCHDOG)
        assert len(dialog.table_page.code.text()) == 12  # the club took the table
        assert settings.get("players/level2") == "expert"  # the settings keep their own
        form.set_max_level(None)  # a club that does not say: every level, no word of it
        assert form.level.count() == 5 and form.seats.who[2].count() == 6
        assert not form.cap.isVisibleTo(dialog)
        dialog.close()
    finally:
        server.stop()
