"""Host a table and Join a table, with their windows: a host's person and a joiner find each
other on loopback (discovery on 127.0.0.1, port 0), play a match to its end on the normal card
table, and the table closes. Every wait is bounded (a watchdog, not a timing)."""

from __future__ import annotations

import socket
from pathlib import Path

from ciapano_qt.engine.rules import Rules

WATCHDOG = 90_000  # ms


def _player(session, played):
    def play(_seat: int) -> None:
        legal = session.viewer_legal()
        assert legal
        card = min(legal)
        played.append(card)
        session.play_human(card)

    session.humanTurn.connect(play)


def _host(qtbot, settings, remote=1):
    from ciapano_qt.ui.dialogs.host import LOOPBACK, HostDialog

    dialog = HostDialog(settings, data_folder=Path(settings.store.fileName()).parent)
    qtbot.addWidget(dialog)
    dialog.setup.set_remote_seats(list(range(1, remote + 1)))
    assert dialog.setup.name.text() == ""  # no name in the settings: the player writes one
    dialog.setup.name.setText("Anna")
    dialog.setup.bind.setCurrentIndex(dialog.setup.bind.findData(LOOPBACK))
    dialog.lan, dialog.discovery_port = True, 0  # answer discovery, on loopback, port 0
    dialog.show()
    dialog.open_table()
    assert dialog.link is not None
    qtbot.waitUntil(lambda: dialog.port != 0, timeout=WATCHDOG)
    qtbot.waitUntil(
        lambda: dialog.lobby is not None and dialog.lobby.rowCount() == settings.rules().players,
        timeout=WATCHDOG,
    )
    return dialog


def test_host_and_join_play_a_match_on_the_table_and_close_it(qtbot, settings, tmp_path, language):
    from ciapano_qt.ui.dialogs.join import JoinDialog

    settings.set("general/language", "en")
    language.attach(settings)  # English, plurals included
    settings.set_rules(Rules(players=3, target=11))
    host = _host(qtbot, settings)
    computer = settings.seats(3)[2]
    code = host.session.core.code
    assert host.code.text() == f"{code[:3]} {code[3:]}"
    assert host.where.text().endswith(f"127.0.0.1:{host.port}")
    assert [host.lobby.index(i).data() for i in range(3)] == [
        "Anna (you)",
        "a free seat (the computer plays it if nobody comes)",
        f"{computer.name} (computer, {computer.level.capitalize()})",  # "Medium", …
    ]
    udp = host.link.host.discovery.get_extra_info("sockname")[1]

    join = JoinDialog(
        settings, find_address="127.0.0.1", find_port=udp, store_path=tmp_path / "t.json"
    )
    qtbot.addWidget(join)
    join.show()
    qtbot.waitUntil(lambda: join.found_tables.rowCount() == 1, timeout=WATCHDOG)
    assert join.found_tables.index(0).data() == f"Ciapanò — 127.0.0.1:{host.port} (1 seat open)"
    join.found.setCurrentIndex(join.found_tables.index(0))
    assert join.address.text() == f"127.0.0.1:{host.port}"
    join.code.setText(code)
    join.name.setText("Bruno")
    join.join()
    qtbot.waitUntil(lambda: host.lobby.index(1).data() == "Bruno", timeout=WATCHDOG)
    # The host's list shows Bruno as the table seats him; his own dialog, once his welcome
    # has crossed the (TLS) connection: waited for, not raced.
    qtbot.waitUntil(lambda: "Bruno" in join.note.text(), timeout=WATCHDOG)
    assert f"{computer.name} (computer, {computer.level.capitalize()})" in join.note.text()

    host.start_match()
    qtbot.waitUntil(lambda: host.window_ is not None and join.window_ is not None, timeout=WATCHDOG)
    hw, jw = host.window_, join.window_
    assert hw.isVisible() and jw.isVisible() and not host.isVisible() and not join.isVisible()
    played = [[], []]
    _player(hw.session, played[0])
    _player(jw.session, played[1])
    for w in (hw, jw):  # the turn may have come before the players were connected
        if w.session.viewer_legal():
            w.session.humanTurn.emit(w.session.viewer)
    qtbot.waitUntil(lambda: hw.session.finished and jw.session.finished, timeout=WATCHDOG)
    assert played[0] and played[1]
    assert [s.total for s in hw.session.seats()] == [s.total for s in jw.session.seats()]
    assert jw.status.text().startswith("The match is over. Won by:")
    qtbot.waitUntil(lambda: host.link.closed, timeout=WATCHDOG)  # the table closes by itself
    with socket.socket() as s:
        s.settimeout(2)
        assert s.connect_ex(("127.0.0.1", host.port)) != 0
    hw.close()
    jw.close()


def _started_three(qtbot, settings, tmp_path):
    """A three-player table on loopback with Bruno joined by address, its match started."""
    from ciapano_qt.ui.dialogs.join import JoinDialog

    settings.set_rules(Rules(players=3, target=21))
    host = _host(qtbot, settings)
    join = JoinDialog(
        settings, find_address="127.0.0.1", find_port=1, store_path=tmp_path / "t.json"
    )
    qtbot.addWidget(join)
    join.address.setText(f"127.0.0.1:{host.port}")
    join.code.setText(host.session.core.code)
    join.name.setText("Bruno")
    join.join()
    qtbot.waitUntil(lambda: host.lobby.index(1).data() == "Bruno", timeout=WATCHDOG)
    host.start_match()
    qtbot.waitUntil(lambda: join.window_ is not None and host.window_ is not None, timeout=WATCHDOG)
    return host, join


def test_closing_the_host_window_mid_match_closes_the_table(qtbot, settings, tmp_path):
    host, join = _started_three(qtbot, settings, tmp_path)
    host.window_.close()
    qtbot.waitUntil(lambda: host.link.closed, timeout=WATCHDOG)
    qtbot.waitUntil(lambda: join.window_.notice == "The host closed the table.", timeout=WATCHDOG)
    with socket.socket() as s:
        s.settimeout(2)
        assert s.connect_ex(("127.0.0.1", host.port)) != 0
    join.window_.close()


def test_a_person_closing_the_host_window_mid_match_is_asked_first(qtbot, settings, tmp_path):
    host, join = _started_three(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: host.session.has_match, timeout=WATCHDOG)
    answers = []

    def answer(keep_open):
        answers.append(keep_open)
        return not keep_open

    host.ask_close_table = lambda: answer(True)
    host.window_.views.act_leave.trigger()  # Leave the table (Ctrl+W): the person keeps it open
    assert answers == [True]
    assert host.window_.isVisible() and not host.link.closed
    host.ask_close_table = lambda: answer(False)
    host.window_.views.act_leave.trigger()
    assert answers == [True, False]
    qtbot.waitUntil(lambda: host.link.closed, timeout=WATCHDOG)
    qtbot.waitUntil(lambda: join.window_.notice == "The host closed the table.", timeout=WATCHDOG)
    assert not host.window_.isVisible()
    join.window_.close()  # a joiner's window never asks: leaving ends nothing for others
    assert not join.window_.isVisible()


def test_a_wrong_code_is_told_in_the_join_dialog_and_a_second_try_seats(qtbot, settings, tmp_path):
    from ciapano_qt.ui.dialogs.join import JoinDialog

    settings.set_rules(Rules(players=3, target=11))
    host = _host(qtbot, settings)
    join = JoinDialog(
        settings, find_address="127.0.0.1", find_port=1, store_path=tmp_path / "t.json"
    )
    qtbot.addWidget(join)
    join.address.setText(f"127.0.0.1:{host.port}")
    code = host.session.core.code
    join.code.setText("000000" if code != "000000" else "111111")
    join.name.setText("Bruno")
    join.join()
    wrong = (  # protocol 3: the code proven by SPAKE2 failed (a wrong code, or someone between)
        "Wrong code, or someone between you and the host. Check the six digits on the host's "
        "screen and join again."
    )
    qtbot.waitUntil(lambda: join.note.text() == wrong, timeout=WATCHDOG)
    assert join.join_button.isEnabled() and join.session is None
    join.code.setText(code)
    join.join()
    qtbot.waitUntil(lambda: host.lobby.index(1).data() == "Bruno", timeout=WATCHDOG)
    host.close_table()
    qtbot.waitUntil(lambda: host.link.closed, timeout=WATCHDOG)
    qtbot.waitUntil(lambda: join.note.text() == "The host closed the table.", timeout=WATCHDOG)


def test_nothing_answers_where_no_table_is_hosted(qtbot, settings, tmp_path):
    from ciapano_qt.ui.dialogs.join import JoinDialog

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as quiet:  # a port nobody answers on
        quiet.bind(("127.0.0.1", 0))
        port = quiet.getsockname()[1]
        join = JoinDialog(settings, find_address="127.0.0.1", find_port=port)
        qtbot.addWidget(join)
        join.show()
        qtbot.waitUntil(lambda: join.refresh_button.isEnabled(), timeout=WATCHDOG)
    assert join.found_tables.rowCount() == 0
    assert join.looking.text().startswith("No table answered.")


def test_the_game_menu_opens_both_dialogs_and_nothing_listens_until_a_table_opens(
    qtbot, window, monkeypatch
):
    from ciapano_qt.net import discovery
    from ciapano_qt.ui.dialogs.host import HostDialog
    from ciapano_qt.ui.dialogs.join import JoinDialog
    from ciapano_qt.ui.remote import link as remote_link

    asked = []

    async def on_loopback(timeout, port):  # the dialog asks the whole network: here, loopback
        asked.append(port)
        return await discovery.find_tables(0.1, "127.0.0.1", 9)

    monkeypatch.setattr(remote_link, "find_everywhere", on_loopback)
    qtbot.waitUntil(lambda: window.menus.act_host is not None, timeout=WATCHDOG)  # after the paint
    names = [a.text() for a in window.menus.game.actions()]
    assert names.index("H&ost a table…") + 1 == names.index("&Join a table…")
    window.menus.act_host.trigger()
    host = window.net_dialogs[-1]
    assert isinstance(host, HostDialog) and host.isVisible() and host.link is None
    host.close()
    assert host.link is None  # closed before opening: nothing was ever listening
    window.menus.act_join.trigger()
    join = window.net_dialogs[-1]
    assert isinstance(join, JoinDialog) and join.isVisible()
    qtbot.waitUntil(lambda: join.refresh_button.isEnabled(), timeout=WATCHDOG)
    assert asked == [discovery.DISCOVERY_PORT]  # it asked once, on the discovery port
    join.close()


def test_a_new_code_drawn_after_fifty_wrong_ones_is_shown_with_why(qtbot, settings):
    """Someone guesses the code: after fifty wrong ones the table draws a new code, and the
    host's dialog shows it and says someone is guessing (issue 32, finding 3)."""
    import json

    from ciapano_qt.net.admission import WRONG_PER_TABLE
    from ciapano_qt.net.protocol import PROTOCOL_VERSION

    settings.set_rules(Rules(players=3, target=11))
    dialog = _host(qtbot, settings)
    table, old = dialog.link.table, dialog.code.text().replace(" ", "")
    wrong = "000000" if old != "000000" else "111111"
    hello = {"type": "hello", "app": "ciapano", "protocol": PROTOCOL_VERSION, "name": "Guess"}
    body = json.dumps({**hello, "code": wrong}).encode()

    def guess() -> None:  # on the network's thread, from many addresses, 3.2 s apart
        for i in range(WRONG_PER_TABLE):
            table.open(1000 + i, f"10.0.{i}.1", 10_000.0 + i * 3.2)
            table.receive(1000 + i, body, 10_000.0 + i * 3.2)
        dialog.link.host.flush()

    dialog.link.net.call(guess)
    qtbot.waitUntil(lambda: dialog.code.text().replace(" ", "") != old, timeout=WATCHDOG)
    assert dialog.code.text().replace(" ", "") == table.code
    assert "Someone is guessing the code" in dialog.note.text()
    dialog.code.window().grab().save("/tmp/p3a-host-new-code.png")
    dialog.link.close()
    qtbot.waitUntil(lambda: dialog.link.closed, timeout=WATCHDOG)
