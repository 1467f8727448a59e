"""``ciapano-cli server-bench``: the club server's load benchmark (``server/bench/``)."""

from __future__ import annotations

import argparse
import sys

from .common import EXIT_REFUSED, Subparsers, require_levels


def cmd_server_bench(args: argparse.Namespace) -> int:
    from ..server.bench.bench import Options, bench

    lo, hi = args.think
    problem = None
    if not 1 <= args.tables <= 5000:
        problem = "--tables is 1 to 5000"
    elif not 1 <= args.nodes <= 8:
        problem = "--nodes is 1 to 8"
    elif not 0 <= lo <= hi <= 60:
        problem = "--think is MIN MAX seconds, 0 <= MIN <= MAX <= 60"
    elif not 0 <= args.ramp <= 600:
        problem = "--ramp is 0 to 600 seconds"
    elif not 0 <= args.processes <= 64:
        problem = "--processes is 0 (one per 64 tables) to 64"
    elif args.kill_node_after is not None and args.nodes < 2:
        problem = "--kill-node-after needs --nodes 2 or more (the tables move to another node)"
    elif args.kill_node_after is not None and not args.ramp < args.kill_node_after <= 3600:
        problem = "--kill-node-after is past --ramp (every table started) and at most 3600 s"
    if problem is not None:
        print(f"ciapano-cli server-bench: {problem}", file=sys.stderr)
        return EXIT_REFUSED
    require_levels([args.level])
    options = Options(
        args.tables,
        args.nodes,
        args.computers,
        args.level,
        (lo, hi),
        args.ramp,
        args.processes,
        args.kill_node_after,
        args.profile,
    )
    return bench(options)


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "server-bench",
        help="load benchmark of the club server on loopback (docs/performance.md)",
        description="Start club node(s) on loopback (and a redis-server for several), play "
        "TABLES one-hand matches with bot clients in separate processes, each seat its own TLS "
        "WebSocket, and print the round trip, the server's CPU and memory, refusals, errors and "
        "whether every record replays. Exit 1 when a table did not finish cleanly.",
    )
    p.add_argument("--tables", type=int, required=True, help="tables of four played at once")
    p.add_argument("--nodes", type=int, default=1, help="nodes sharing a Redis (default 1)")
    p.add_argument(
        "--computers",
        action="store_true",
        help="two seats of each table are the server's computers (--level)",
    )
    p.add_argument("--level", default="easy", help="the computers' level (default easy)")
    p.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(0.5, 1.5),
        metavar=("MIN", "MAX"),
        help="a bot thinks a uniform MIN-MAX seconds (default 0.5 1.5)",
    )
    p.add_argument(
        "--ramp", type=float, default=10.0, help="seconds over which the tables start (10)"
    )
    p.add_argument(
        "--processes", type=int, default=0, help="bot processes (default one per 64 tables)"
    )
    p.add_argument(
        "--kill-node-after",
        type=float,
        metavar="SECONDS",
        help="kill -9 the first node this many seconds in; its tables' bots rejoin at the "
        "other nodes, and the failover time is printed",
    )
    p.add_argument(
        "--profile",
        metavar="FILE",
        help="run the (first) node under cProfile and write its statistics to FILE "
        "(python -m pstats FILE); the figures then include the profiler's own cost",
    )
    p.set_defaults(func=cmd_server_bench)
