"""``ciapano-cli host``: host a table on the network; the work is ``net.commands.host``."""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import Subparsers
from .rule_flags import add_rules_arguments, rules_from_args


def cmd_host(args: argparse.Namespace) -> int:
    from ..net.commands import host

    return host(
        rules_from_args(args),
        remote=args.remote,
        out=Path(args.out),
        code=args.table_code,
        port=args.port,
        bind=args.bind,
        level=args.ai,
        idle=args.idle,
        matches=args.matches,
        seed=args.seed,
        move_delay=args.move_delay,
        lan=args.lan,
        autosave=Path(args.autosave) if args.autosave else None,
    )


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "host",
        help="host a table: K seats for people joining over the network, computers in the rest",
        description="Host a table. The traffic is not encrypted: anyone who can capture the "
        "network's traffic can read the cards (see docs/network.md).",
    )
    add_rules_arguments(p)
    p.add_argument("--port", type=int, required=True, help="TCP port (0: pick a free one)")
    p.add_argument("--remote", type=int, required=True, help="seats for people joining")
    p.add_argument("--table-code", help="the six-digit code joiners need (default: random)")
    p.add_argument("--out", required=True, help="folder for each finished match's record")
    p.add_argument("--matches", type=int, default=1)
    p.add_argument("--bind", default="127.0.0.1", help="address to listen on")
    p.add_argument("--ai", default="easy", help="level of the computer seats and stand-ins")
    p.add_argument("--idle", type=float, default=60.0, help="seconds before a computer plays")
    p.add_argument("--seed", type=int, help="deal from this seed (tests; default: random)")
    p.add_argument("--move-delay", type=float, default=0.0, help="seconds before a computer's card")
    p.add_argument(
        "--autosave",
        metavar="FILE",
        help="keep the table in FILE after every card; resume it from FILE if it exists",
    )
    p.add_argument("--lan", action="store_true", help="answer LAN discovery queries (UDP 47931)")
    p.set_defaults(func=cmd_host)
