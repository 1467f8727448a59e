"""The club's limits, in one place, with their numbers (``docs/server.md`` lists them).

Everything a local table refuses is refused at each of the club's tables too (``net.Table``
referees them); these limits are the club's own, per address and in total.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..net.limits import PerAddress, SlidingWindow, TokenBucket


@dataclass(frozen=True, slots=True)
class Limits:
    max_message: int = 4096  # bytes in one WebSocket message from a client
    connections: int = 2000  # open connections in all
    connections_per_address: int = 16  # open connections from one address
    message_rate: float = 10.0  # messages a second from one connection, on average ...
    message_burst: float = 30.0  # ... in bursts of up to this many
    address_rate: float = 40.0  # messages a second from one address ...
    address_burst: float = 120.0
    total_rate: float = 4000.0  # messages a second from everyone ...
    total_burst: float = 8000.0
    creates_per_address: int = 5  # tables created a minute from one address
    creates_total: int = 60  # tables created a minute in all
    tables_per_connection: int = 3  # tables one connection may create in its lifetime
    tables: int = 500  # tables open at once
    wrong_codes_per_address: int = 10  # unknown invitation codes a minute from one address
    hello_timeout: float = 10.0  # seconds to say hello after connecting
    lobby_idle: float = 600.0  # seconds a connection may stay in the lobby without a table
    strikes: int = 10  # invalid messages before a connection is closed
    no_person: float = 600.0  # a started table with no person connected this long closes
    never_started: float = 1800.0  # a table not started this long after its creation goes
    idle: float = 60.0  # a person's turn passes to a computer after this many seconds


DEFAULT_LIMITS = Limits()


class Meters:
    """The club's counters: open connections and message rates per address and in all,
    tables created a minute, wrong codes and tokens a minute. An address's counters go with
    its last connection, so memory follows the connections open."""

    def __init__(self, limits: Limits) -> None:
        lim = self.limits = limits
        self.connections: dict[str, int] = {}  # open connections per address
        self.rates: dict[str, TokenBucket] = {}
        self.total = TokenBucket(lim.total_rate, lim.total_burst, 0.0)
        self.creates = PerAddress(lim.creates_per_address, 60.0)
        self.creates_total = SlidingWindow(lim.creates_total, 60.0)
        self.wrong = PerAddress(lim.wrong_codes_per_address, 60.0)

    def refusal(self, address: str, open_now: int) -> str | None:
        """Why a new connection from ``address`` is refused (None: it is let in)."""
        if open_now >= self.limits.connections:
            return "the server has too many connections: try later"
        if self.connections.get(address, 0) >= self.limits.connections_per_address:
            return "too many connections from your address"
        return None

    def opened(self, address: str, now: float) -> None:
        lim = self.limits
        self.connections[address] = self.connections.get(address, 0) + 1
        if address not in self.rates:
            self.rates[address] = TokenBucket(lim.address_rate, lim.address_burst, now)

    def closed(self, address: str) -> None:
        left = self.connections.get(address, 1) - 1
        if left > 0:
            self.connections[address] = left
        else:
            self.connections.pop(address, None)
            self.rates.pop(address, None)

    def message(self, address: str, now: float) -> str | None:
        """Why a message from ``address`` is one too many (None: it is allowed)."""
        if not self.rates[address].allow(now):
            return "too many messages"
        if not self.total.allow(now):
            return "the server is too busy: try later"
        return None

    def refund(self, address: str) -> None:
        """A card the game accepted costs no rate."""
        for bucket in (self.rates[address], self.total):
            bucket.tokens = min(bucket.burst, bucket.tokens + 1)

    def may_create(self, address: str, now: float) -> bool:
        return not self.creates.full(address, now) and not self.creates_total.full(now)

    def created(self, address: str, now: float) -> None:
        self.creates.add(address, now)
        self.creates_total.add(now)
