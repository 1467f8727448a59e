"""The club's limits, in one place, with their numbers (``docs/server.md`` lists them).

Everything a local table refuses is refused at each of the club's tables too (``net.Table``
referees them); these limits are the club's own, per address and in total.
"""

from __future__ import annotations

from dataclasses import dataclass


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
