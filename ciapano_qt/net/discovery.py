"""Finding tables on the local network: a joiner asks, hosts answer; only hosts listen.

A joiner sends one ``find`` datagram (from a passing port the system picks) to the broadcast
address on ``DISCOVERY_PORT`` (IPv4), and to the link-local all-nodes multicast group
``ff02::1`` on each network interface (IPv6); every host that listens there answers that port
alone with a ``table`` datagram: its table's name, TCP port and free seats. Both sides check every
datagram (size, JSON, schema, the query's nonce) and a host answers each address at most a
few times a minute. Nothing listens unless a table is hosted.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import socket
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, cast

from .limits import PerAddress, TokenBucket
from .protocol import APP, PROTOCOL_VERSION, ProtocolError, parse_body
from .schema import check_fields, is_choice, is_int, is_name

DISCOVERY_PORT: Final = 47931
MAX_DATAGRAM: Final = 512
ANSWERS_PER_ADDRESS: Final = 20  # a minute
ANSWERS_PER_SECOND: Final = 20.0
MAX_FOUND: Final = 64
ALL_NODES: Final = "ff02::1"  # IPv6 link-local all-nodes group: every host has joined it


def is_nonce(v: Any) -> bool:
    return isinstance(v, str) and len(v) == 16 and all(c in "0123456789abcdef" for c in v)


@dataclass(frozen=True, slots=True)
class TableInfo:
    """What a host says about its table (``address`` is where the answer came from)."""

    address: str
    port: int
    name: str
    players: int
    open: int
    started: bool


def _encode(message: dict[str, Any]) -> bytes:
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    assert len(data) <= MAX_DATAGRAM
    return data


def query(nonce: str) -> bytes:
    return _encode({"type": "find", "app": APP, "protocol": PROTOCOL_VERSION, "nonce": nonce})


def check_query(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_DATAGRAM:
        raise ProtocolError("too_large", "datagram too large")
    return check_fields(
        parse_body(data),
        {
            "type": is_choice("find"),
            "app": is_choice(APP),
            "protocol": is_int(0, 1_000_000),
            "nonce": is_nonce,
        },
    )


def check_answer(data: bytes, nonce: str) -> dict[str, Any]:
    if len(data) > MAX_DATAGRAM:
        raise ProtocolError("too_large", "datagram too large")
    m = check_fields(
        parse_body(data),
        {
            "type": is_choice("table"),
            "app": is_choice(APP),
            "protocol": is_int(0, 1_000_000),
            "nonce": is_nonce,
            "port": is_int(1, 65535),
            "name": is_name,
            "players": is_int(2, 8),
            "open": is_int(0, 8),
            "started": lambda v: isinstance(v, bool),
        },
    )
    if m["nonce"] != nonce or m["protocol"] != PROTOCOL_VERSION:
        raise ProtocolError("invalid", "an answer to another query")
    return m


class Responder(asyncio.DatagramProtocol):
    """The host's listener: answers valid queries with ``describe()``'s table."""

    def __init__(self, describe: Callable[[], dict[str, Any]]) -> None:
        self.describe = describe
        self.transport: asyncio.DatagramTransport | None = None
        self.per_address = PerAddress(ANSWERS_PER_ADDRESS, 60.0)
        self.bucket: TokenBucket | None = None
        self.answered = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.DatagramTransport, transport)

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        now = asyncio.get_running_loop().time()
        if self.bucket is None:
            self.bucket = TokenBucket(ANSWERS_PER_SECOND, ANSWERS_PER_SECOND, now)
        try:
            q = check_query(data)
        except ProtocolError:
            return
        host = str(addr[0])
        if q["protocol"] != PROTOCOL_VERSION or self.per_address.full(host, now):
            return
        if not self.bucket.allow(now):
            return
        self.per_address.add(host, now)
        answer = {"type": "table", "app": APP, "protocol": PROTOCOL_VERSION, "nonce": q["nonce"]}
        answer.update(self.describe())
        if self.transport is not None:
            self.transport.sendto(_encode(answer), addr)
            self.answered += 1


def is_ipv6(address: str) -> bool:
    return ":" in address


def interfaces() -> list[tuple[int, str]]:
    """The network interfaces (index, name) but loopback: where an IPv6 query goes."""
    try:
        found = socket.if_nameindex()
    except OSError:
        return []
    return [(i, name) for i, name in found if name != "lo" and not name.startswith("lo")]


def _ipv6_socket(bind: str, port: int, join: bool) -> socket.socket:
    """A UDP socket on ``bind:port`` for IPv6 only (an IPv4 one may share the port); a host's
    (``join``) also joins ``ff02::1`` on every interface, which the system has usually done."""
    sock = socket.socket(socket.AF_INET6, socket.SOCK_DGRAM)
    try:
        sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        sock.bind((bind, port))
        if join:
            group = socket.inet_pton(socket.AF_INET6, ALL_NODES)
            for index, _name in interfaces():
                with contextlib.suppress(OSError):
                    mreq = group + struct.pack("@I", index)
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_JOIN_GROUP, mreq)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock


async def listen(
    describe: Callable[[], dict[str, Any]], bind: str, port: int = DISCOVERY_PORT
) -> tuple[asyncio.DatagramTransport, Responder]:
    """Start answering queries on ``bind:port`` (the host's own address; port 0 for tests).

    An IPv6 ``bind`` (``"::"`` for every interface, ``"::1"`` in tests) listens for IPv6
    queries alone, multicast to ``ff02::1`` included; an IPv4 one for IPv4 queries.
    """
    loop = asyncio.get_running_loop()
    if is_ipv6(bind):
        sock = _ipv6_socket(bind, port, join=bind == "::")
        transport, protocol = await loop.create_datagram_endpoint(
            lambda: Responder(describe), sock=sock
        )
    else:
        transport, protocol = await loop.create_datagram_endpoint(
            lambda: Responder(describe), local_addr=(bind, port)
        )
    return transport, protocol


class _Finder(asyncio.DatagramProtocol):
    def __init__(self, nonce: str) -> None:
        self.nonce = nonce
        self.found: dict[tuple[str, int], TableInfo] = {}

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        if len(self.found) >= MAX_FOUND:
            return
        try:
            m = check_answer(data, self.nonce)
        except ProtocolError:
            return
        info = TableInfo(str(addr[0]), m["port"], m["name"], m["players"], m["open"], m["started"])
        self.found[(info.address, info.port)] = info


async def find_tables(
    timeout: float = 1.0,
    address: str = "255.255.255.255",
    port: int = DISCOVERY_PORT,
    interface: int = 0,
) -> list[TableInfo]:
    """Ask ``address:port`` (the local segment's broadcast address by default) for tables.

    Sends one query from a passing port and collects the answers for ``timeout`` seconds. An
    IPv6 ``address`` is asked over IPv6: ``ff02::1`` (multicast) needs the ``interface``'s
    index; the answers' addresses then carry it (``fe80::1%eth0``), ready to connect to.
    """
    loop = asyncio.get_running_loop()
    nonce = secrets.token_hex(8)
    if is_ipv6(address):
        loopback = address == "::1"
        sock = _ipv6_socket("::1" if loopback else "::", 0, join=False)
        if interface:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_MULTICAST_IF, interface)
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_MULTICAST_HOPS, 1)
        transport, finder = await loop.create_datagram_endpoint(lambda: _Finder(nonce), sock=sock)
        target: tuple[Any, ...] = (address, port, 0, interface)
    else:
        loopback = address.startswith("127.")
        transport, finder = await loop.create_datagram_endpoint(
            lambda: _Finder(nonce),
            local_addr=("127.0.0.1" if loopback else "0.0.0.0", 0),
            allow_broadcast=not loopback,
        )
        target = (address, port)
    try:
        transport.sendto(query(nonce), target)
        await asyncio.sleep(timeout)
    finally:
        transport.close()
    return sorted(finder.found.values(), key=lambda t: (t.name, t.address, t.port))


async def find_everywhere(timeout: float = 1.0, port: int = DISCOVERY_PORT) -> list[TableInfo]:
    """Ask the whole local network at once: IPv4 broadcast, and ``ff02::1`` on every
    interface. A family or interface that cannot be asked (no IPv6, no route) is left out;
    a table answering on several is listed once per address."""
    asks = [find_tables(timeout, "255.255.255.255", port)]
    asks += [find_tables(timeout, ALL_NODES, port, index) for index, _ in interfaces()]
    found: dict[tuple[str, int], TableInfo] = {}
    for result in await asyncio.gather(*asks, return_exceptions=True):
        if isinstance(result, BaseException):
            if not isinstance(result, OSError):
                raise result
            continue
        for t in result:
            found.setdefault((t.address, t.port), t)
    return sorted(found.values(), key=lambda t: (t.name, t.address, t.port))[:MAX_FOUND]
