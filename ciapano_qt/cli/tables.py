"""``ciapano-cli tables``: ask the local network which tables are hosted (LAN discovery)."""

from __future__ import annotations

import argparse

from .common import Subparsers


def cmd_tables(args: argparse.Namespace) -> int:
    from ..net.commands import tables
    from ..net.discovery import DISCOVERY_PORT

    return tables(args.address, args.port or DISCOVERY_PORT, args.timeout, args.json)


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "tables", help="list the tables hosted on the local network (hosts run with --lan)"
    )
    p.add_argument(
        "--address",
        help="where to ask (default: IPv4 broadcast and IPv6 ff02::1 on every interface)",
    )
    p.add_argument("--port", type=int, help="the hosts' UDP port (47931)")
    p.add_argument("--timeout", type=float, default=1.0, help="seconds to wait for answers")
    p.add_argument("--json", action="store_true", help="one JSON object per table")
    p.set_defaults(func=cmd_tables)
