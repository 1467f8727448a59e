"""``ciapano-server``: run a club on this machine; the work is ``server.run``."""

from __future__ import annotations

import argparse
from pathlib import Path

from .common import require_levels


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="ciapano-server",
        description="Run a Ciapanò club: players connect over wss:// to play at its tables "
        "(see docs/server.md).",
    )
    p.add_argument("--port", type=int, required=True, help="TCP port (0: pick a free one)")
    p.add_argument("--bind", default="127.0.0.1", help="address to listen on")
    p.add_argument("--data", help="folder for the tables, records, certificate and log")
    p.add_argument("--cert", help="the server's certificate chain (PEM); with --key")
    p.add_argument("--key", help="the certificate's private key (PEM); with --cert")
    p.add_argument("--max-level", default="hard", help="the strongest computer a table may ask")
    p.add_argument("--slots", type=int, default=2, help="computers thinking at once (processes)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if (args.cert is None) != (args.key is None):
        raise SystemExit("ciapano-server: give --cert and --key together")
    require_levels([args.max_level])
    if not 1 <= args.slots <= 64:
        raise SystemExit("ciapano-server: --slots is 1 to 64")
    from ..server.limits import Limits
    from ..server.run import default_data, run

    return run(
        args.port,
        args.bind,
        Path(args.data) if args.data else default_data(),
        Path(args.cert) if args.cert else None,
        Path(args.key) if args.key else None,
        args.max_level,
        args.slots,
        Limits(),
    )
