"""The club's ``/metrics`` page in the Prometheus text format (``prometheus_client``), on its
own port (``--metrics-port``), bound to loopback unless told otherwise (``--metrics-bind``).

It shows this node's tables and connections open now, and its running totals since it
started (``counts.Counts``): cards played (``rate(ciapano_cards_total[1m])`` is the cards a
second), refusals, errors and lease moves. Nothing on it names a player, an address or a
table. The page is served by ``prometheus_client``'s HTTP server in its own thread; it only
reads the core's numbers (a dictionary's length, an integer), never changes them.
"""

from __future__ import annotations

from collections.abc import Iterator
from threading import Thread
from typing import TYPE_CHECKING
from wsgiref.simple_server import WSGIServer

from prometheus_client import CollectorRegistry, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from .core import Core


class ClubCollector(Collector):
    def __init__(self, core: Core) -> None:
        self.core = core

    def collect(self) -> Iterator[Metric]:
        core, counts = self.core, self.core.counts
        yield GaugeMetricFamily("ciapano_tables", "Tables open at this node", len(core.rooms))
        yield GaugeMetricFamily(
            "ciapano_connections", "Connections open at this node", len(core.clients)
        )
        for name, text, value in (
            ("ciapano_cards", "Cards played at this node's tables", counts.cards),
            ("ciapano_refusals", "Connections refused and requests denied", counts.refusals),
            ("ciapano_errors", "Store and computer failures (see the log)", counts.errors),
            (
                "ciapano_lease_moves",
                "Tables this node took from another node or lost to one",
                counts.lease_moves,
            ),
        ):
            yield CounterMetricFamily(name, text, value)


class MetricsPage:
    """``/metrics`` for ``core`` on ``bind:port`` (0: a free port) until ``close``."""

    def __init__(self, core: Core, bind: str, port: int) -> None:
        registry = CollectorRegistry(auto_describe=True)
        registry.register(ClubCollector(core))
        self.server: WSGIServer
        self.thread: Thread
        self.server, self.thread = start_http_server(port, bind, registry)
        self.port = int(self.server.server_address[1])

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
