"""The addresses a host tells the others: this computer's, as a joiner types them.

``local_addresses`` lists the networks that are up (loopback left out): IPv4, and with
``ipv6`` the IPv6 addresses a joiner can type (global and unique-local ones; a link-local
``fe80::`` address needs the *joiner's* interface name, so it is left to discovery, which
finds it by itself). Temporary (privacy) IPv6 addresses are left out when the interface has a
stable one: they change during the evening.
"""

from __future__ import annotations

import socket

from ...net.address import format_address

EVERYWHERE = "*"  # net.host.EVERYWHERE (the net core loads when the table opens)
LOOPBACK = "127.0.0.1"


def local_addresses(ipv6: bool = False) -> list[tuple[str, str]]:
    """(interface, address) of this computer's networks that are up, loopback left out."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    v4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    v6 = QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
    out: list[tuple[str, str]] = []
    out6: list[tuple[str, str]] = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        if flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        name = iface.humanReadableName()
        stable: list[tuple[str, str]] = []
        temporary: list[tuple[str, str]] = []
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == v4:
                out.append((name, ip.toString()))
            elif ip.protocol() == v6 and ipv6 and typeable_ipv6(ip.toString()):
                (temporary if entry.isTemporary() else stable).append((name, ip.toString()))
        out6 += stable or temporary
    return out + out6


def typeable_ipv6(address: str) -> bool:
    """An IPv6 address another computer of the network can type to reach this one."""
    from PySide6.QtNetwork import QHostAddress

    ip = QHostAddress(address)
    return not (ip.isLinkLocal() or ip.isLoopback() or ip.isMulticast() or ip.isNull())


def serves_ipv6(bind: str) -> bool:
    """Whether a table bound to ``bind`` answers over IPv6 too (``net.host.Host.start``)."""
    return bind == EVERYWHERE and socket.has_dualstack_ipv6()


def addresses_to_tell(bind: str, port: int) -> list[str]:
    """What the host tells the others for a table bound to ``bind`` on ``port``."""
    if bind == EVERYWHERE:
        addresses = [a for _, a in local_addresses(ipv6=serves_ipv6(bind))]
    else:
        addresses = [bind]
    return [format_address(a, port) for a in addresses] or [format_address(LOOPBACK, port)]
