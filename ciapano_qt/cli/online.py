"""``ciapano-cli online``: play at a club's table headless (a computer level plays the seat)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .common import EXIT_REFUSED, Subparsers, require_levels
from .rule_flags import add_rules_arguments, rules_from_args


def cmd_online(args: argparse.Namespace) -> int:
    from ..engine.errors import EngineError
    from ..net.club.client import check_url, run_online
    from ..net.club.online import Plan
    from ..net.club.trust import parse_pin
    from ..net.tokens import TokenStore

    def refuse(text: str) -> int:
        print(f"ciapano-cli online: {text}", file=sys.stderr)
        return EXIT_REFUSED

    urls = [u for u in args.urls.split(",") if u]
    for url in urls:
        if (why := check_url(url)) is not None:
            return refuse(why)
    require_levels([args.ai, args.computers])
    pin = None
    if args.pin is not None:
        pin = parse_pin(args.pin)
        if pin is None:
            return refuse("--pin is a SHA-256 fingerprint: 64 hex digits, colons allowed")
    if args.join is not None:
        plan = Plan(code=args.join)
    else:
        try:
            rules = rules_from_args(args)
        except EngineError as e:
            return refuse(e.message)
        if not 1 <= args.matches <= 20:
            return refuse("--matches is 1 to 20")
        if not 1 <= args.remote <= rules.players:
            return refuse(f"--remote is 1 to {rules.players} (you included)")
        seats = ["person"] * args.remote + [args.computers] * (rules.players - args.remote)
        create = {"rules": rules.to_dict(), "seats": seats, "public": args.public}
        if args.matches != 1:
            create["matches"] = args.matches
        plan = Plan(create=create, people=args.remote)
    # A joiner keeps its token in --token-file or the per-user file; a creator only in the
    # --token-file it is given (as the last table it created at that club).
    store = TokenStore(Path(args.token_file)) if args.token_file else None
    if store is None and args.join is not None:
        store = TokenStore()
    code, text = run_online(
        urls,
        args.name,
        args.ai,
        plan,
        cafile=Path(args.cafile) if args.cafile else None,
        pin=pin,
        log=Path(args.log_received) if args.log_received else None,
        wait=args.wait,
        store=store,
    )
    print(text, file=sys.stdout if code == 0 else sys.stderr)
    return code


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "online",
        help="play at a club's table over wss:// (a computer plays the seat)",
        description="Create a table at a club (printing its invitation code) or join one by "
        "its code. Exit 0 at the match's end, 2 when refused, 3 when no server answers.",
    )
    p.add_argument("urls", metavar="URL[,URL...]", help="the club's wss:// addresses")
    p.add_argument("--name", required=True, help="plain text, at most 24 characters")
    p.add_argument("--ai", required=True, help="the computer level that plays the seat")
    trust = p.add_mutually_exclusive_group()
    trust.add_argument("--cafile", help="trust the server's certificate through this CA file")
    trust.add_argument("--pin", metavar="FINGERPRINT", help="the server certificate's SHA-256")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--create", action="store_true", help="create a table (rule options)")
    what.add_argument("--join", metavar="CODE", help="join a private table by its invitation")
    p.add_argument("--remote", type=int, default=1, help="people at the table, you included")
    p.add_argument("--public", action="store_true", help="list the table in the club's lobby")
    p.add_argument("--matches", type=int, default=1, help="matches in a row (1 to 20)")
    p.add_argument("--computers", default="easy", help="level of the computer seats")
    p.add_argument("--log-received", metavar="FILE", help="every message received, as JSON lines")
    p.add_argument(
        "--token-file",
        metavar="FILE",
        help="where the rejoin token is kept (a creator's: only with this option)",
    )
    p.add_argument("--wait", type=float, default=30.0, help=argparse.SUPPRESS)
    add_rules_arguments(p)
    p.set_defaults(func=cmd_online)
