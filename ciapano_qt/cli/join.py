"""``ciapano-cli join``: sit at a table and let a computer level play the seat."""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import Subparsers


def cmd_join(args: argparse.Namespace) -> int:
    from ..net.commands import join

    return join(
        args.address,
        code=args.table_code,
        name=args.name,
        level=args.ai,
        log=Path(args.log_received) if args.log_received else None,
        token_file=Path(args.token_file) if args.token_file else None,
        wait=args.wait,
    )


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("join", help="join a table over the network (a computer plays)")
    p.add_argument("address", metavar="HOST:PORT")
    p.add_argument("--table-code", required=True)
    p.add_argument("--name", required=True, help="plain text, at most 24 characters")
    p.add_argument("--ai", required=True, help="the computer level that plays the seat")
    p.add_argument("--log-received", metavar="FILE", help="every message received, as JSON lines")
    p.add_argument("--token-file", metavar="FILE", help="where the rejoin token is kept")
    p.add_argument("--wait", type=float, default=30.0, help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_join)
