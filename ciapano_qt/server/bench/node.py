"""One node of the benchmark: ``server.run.serve`` itself, as ``ciapano-server`` runs it, with
the club's default limits except three the benchmark raises to fit its tables (the total of
connections, the tables open at once, the tables created a minute in all). Every other limit,
those per address included, stays the default: the bots connect from many loopback addresses.

    python -c "from ciapano_qt.server.bench.node import main; main()" --data DIR --tables N
        [--cert FILE --key FILE] [--redis URL --node NAME] [--slots N] [--profile FILE]

``--profile FILE`` runs the node under ``cProfile`` and writes its statistics to FILE when the
node stops (``python -m pstats FILE``): where a card's time goes.

The Redis password comes from ``CIAPANO_REDIS_PASSWORD`` (never the command line).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..limits import DEFAULT_LIMITS, Limits
from ..redis_store import PASSWORD_VARIABLE


def bench_limits(tables: int) -> Limits:
    """The defaults, with room for ``tables`` tables of four (and some spare connections)."""
    from dataclasses import replace

    lim = DEFAULT_LIMITS
    return replace(
        lim,
        connections=max(lim.connections, 4 * tables + 64),
        tables=max(lim.tables, tables),
        creates_total=max(lim.creates_total, tables),
    )


def main(argv: list[str] | None = None) -> None:
    from ..run import Shared, run

    p = argparse.ArgumentParser(prog="server-bench node")
    p.add_argument("--data", required=True)
    p.add_argument("--tables", type=int, required=True)
    p.add_argument("--cert")
    p.add_argument("--key")
    p.add_argument("--redis")
    p.add_argument("--node")
    p.add_argument("--slots", type=int, default=2)
    p.add_argument("--profile")
    args = p.parse_args(argv)
    shared = None
    if args.redis:
        password = os.environ.get(PASSWORD_VARIABLE) or None
        shared = Shared(args.redis, password, args.node or "bench")
    profile = None
    if args.profile:
        import cProfile

        profile = cProfile.Profile()
        profile.enable()
    code = run(
        0,
        "127.0.0.1",
        Path(args.data),
        Path(args.cert) if args.cert else None,
        Path(args.key) if args.key else None,
        "expert",  # any level the benchmark's computers are asked to play
        args.slots,
        bench_limits(args.tables),
        shared,
    )
    if profile is not None:
        profile.disable()
        profile.dump_stats(args.profile)
    sys.exit(code)
