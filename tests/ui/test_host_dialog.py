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
    from ciapano_qt.ui.dialogs.host import EVERYWHERE, HostDialog

    monkeypatch.setattr(
        host_addresses,
        "local_addresses",
        lambda ipv6=False: [("eth0", "192.168.1.5")] + ([("eth0", "fd00::2")] if ipv6 else []),
    )
    monkeypatch.setattr(host_addresses.socket, "has_dualstack_ipv6", lambda: True)
    dialog = HostDialog(settings, data_folder=Path(settings.store.fileName()).parent)
    qtbot.addWidget(dialog)
    dialog.bind.setCurrentIndex(dialog.bind.findData(EVERYWHERE))
    dialog.port = 40000  # as once the table is open (it is not: nothing listens here)
    dialog._show_where()
    assert dialog.where.text() == "Address to join: 192.168.1.5:40000  [fd00::2]:40000"
