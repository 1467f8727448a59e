"""The Host dialog before its table opens: the addresses it tells the others (IPv6 ones too
when the table listens everywhere) and the seats it opens. Nothing here listens."""

from __future__ import annotations

from pathlib import Path

import pytest

from ciapano_qt.ui.dialogs import host_addresses


@pytest.mark.parametrize(
    ("address", "typeable"),
    [
        ("2001:db8::5", True),  # global
        ("fd00::2", True),  # unique-local: the home network's own
        ("fe80::1", False),  # link-local: needs the joiner's interface name
        ("::1", False),
        ("ff02::1", False),
    ],
)
def test_an_ipv6_address_is_told_when_another_computer_can_type_it(qapp, address, typeable):
    assert host_addresses.typeable_ipv6(address) is typeable


def test_a_table_bound_everywhere_tells_the_ipv4_and_ipv6_addresses(qapp, monkeypatch):
    asked: list[bool] = []

    def local(ipv6: bool = False) -> list[tuple[str, str]]:
        asked.append(ipv6)
        return [("eth0", "192.168.1.5")] + ([("eth0", "2001:db8::5")] if ipv6 else [])

    monkeypatch.setattr(host_addresses, "local_addresses", local)
    monkeypatch.setattr(host_addresses.socket, "has_dualstack_ipv6", lambda: True)
    assert host_addresses.addresses_to_tell("*", 40000) == [
        "192.168.1.5:40000",
        "[2001:db8::5]:40000",
    ]
    monkeypatch.setattr(host_addresses.socket, "has_dualstack_ipv6", lambda: False)
    assert host_addresses.addresses_to_tell("*", 40000) == ["192.168.1.5:40000"]
    assert asked == [True, False]  # no dual-stack socket: the table serves IPv4 alone
    assert host_addresses.addresses_to_tell("192.168.1.5", 7) == ["192.168.1.5:7"]
    monkeypatch.setattr(host_addresses, "local_addresses", lambda ipv6=False: [])
    assert host_addresses.addresses_to_tell("*", 7) == ["127.0.0.1:7"]  # no network at all


def test_the_dialog_tells_the_ipv6_address_beside_the_ipv4_one(qtbot, settings, monkeypatch):
    from ciapano_qt.ui.dialogs.host import HostDialog
    from ciapano_qt.ui.dialogs.host_addresses import EVERYWHERE

    monkeypatch.setattr(
        host_addresses,
        "local_addresses",
        lambda ipv6=False: [("eth0", "192.168.1.5")] + ([("eth0", "fd00::2")] if ipv6 else []),
    )
    monkeypatch.setattr(host_addresses.socket, "has_dualstack_ipv6", lambda: True)
    dialog = HostDialog(settings, data_folder=Path(settings.store.fileName()).parent)
    qtbot.addWidget(dialog)
    dialog.setup.bind.setCurrentIndex(dialog.setup.bind.findData(EVERYWHERE))
    dialog.port = 40000  # as once the table is open (it is not: nothing listens here)
    dialog._show_where()
    assert dialog.where.text() == "Address to join: 192.168.1.5:40000  [fd00::2]:40000"


def _dialog(qtbot, settings):  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.host import LOOPBACK, HostDialog

    dialog = HostDialog(settings, data_folder=Path(settings.store.fileName()).parent)
    qtbot.addWidget(dialog)
    dialog.setup.bind.setCurrentIndex(dialog.setup.bind.findData(LOOPBACK))
    dialog.lan = False
    return dialog


def test_each_seat_is_a_person_elsewhere_or_a_computer_of_its_own_level(qtbot, settings):
    from ciapano_qt.engine.rules import Rules

    settings.set_rules(Rules(players=4, target=11))
    settings.set("players/level3", "hard")
    dialog = _dialog(qtbot, settings)
    seats = dialog.setup.seats
    assert seats.players == 4
    # Seat 1 is the host's person; the others are offered a person elsewhere or a level.
    assert [seats.who[0].itemData(i) for i in range(seats.who[0].count())] == ["human"]
    offered = [seats.who[2].itemData(i) for i in range(seats.who[2].count())]
    assert offered[0] == "remote" and "human" not in offered and "hard" in offered
    assert [seats.kind(i) for i in range(4)] == ["human", "remote", "ai", "ai"]
    assert seats.who[3].currentData() == "hard"  # the settings' level for that seat
    seats.set_kind(2, "random")
    seats.names[2].setText("Carla")
    dialog.setup.name.setText("Anna")
    dialog.setup.idle.setValue(600)
    dialog.open_table()
    assert dialog.link is not None
    table = dialog.link.table
    assert table.config.layout == ["remote", "remote", "computer", "computer"]
    assert table.config.levels == {2: "random", 3: "hard"}
    assert table.config.names[2] == "Carla"
    qtbot.waitUntil(
        lambda: dialog.lobby is not None and dialog.lobby.rowCount() == 4, timeout=90_000
    )
    assert dialog.setup.seats.isHidden()  # the list of who sits where stands in its place now
    dialog.start_match()  # nobody took seat 2: a computer of the stand-in level plays it
    qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=90_000)
    assert [(s.kind, s.level) for s in table.match.seats] == [
        ("human", None),
        ("ai", "easy"),
        ("ai", "random"),
        ("ai", "hard"),
    ]
    dialog.window_.close()
    qtbot.waitUntil(lambda: dialog.link.closed, timeout=90_000)


def test_a_table_needs_one_seat_for_a_person_elsewhere(qtbot, settings):
    from ciapano_qt.engine.rules import Rules

    settings.set_rules(Rules(players=3))
    dialog = _dialog(qtbot, settings)
    dialog.setup.name.setText("Anna")
    dialog.setup.set_remote_seats([])
    assert dialog.setup.remote_seats() == []
    dialog.open_table()
    assert dialog.link is None
    assert dialog.note.text() == "Open at least one seat for a person at another computer."
    dialog.setup.set_remote_seats([1, 2])
    assert dialog.setup.remote_seats() == [1, 2]
