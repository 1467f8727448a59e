"""``ciapano-server``: run a club on this machine; the work is ``server.run``."""

from __future__ import annotations

import argparse
import os
import secrets
import socket
from pathlib import Path
from typing import TYPE_CHECKING

from ..net.club.link import DEFAULT_PORT
from .common import require_levels

if TYPE_CHECKING:
    from ..server.run import Shared


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="ciapano-server",
        description="Run a Ciapanò club: players connect over wss:// to play at its tables "
        "(see docs/server.md).",
    )
    p.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        help=f"TCP port (default {DEFAULT_PORT}, the port the app assumes; 0: pick a free one)",
    )
    p.add_argument("--bind", default="127.0.0.1", help="address to listen on")
    p.add_argument("--data", help="folder for the tables, records, certificate and log")
    p.add_argument("--cert", help="the server's certificate chain (PEM); with --key")
    p.add_argument("--key", help="the certificate's private key (PEM); with --cert")
    p.add_argument("--max-level", default="hard", help="the strongest computer a table may ask")
    p.add_argument("--slots", type=int, default=2, help="computers thinking at once (processes)")
    p.add_argument(
        "--redis",
        metavar="URL",
        help="be one node of a club sharing this Redis (redis:// or rediss://, no password "
        "in it); the password from --redis-password-file or CIAPANO_REDIS_PASSWORD",
    )
    p.add_argument("--redis-password-file", help="a file holding the Redis password")
    p.add_argument("--redis-cafile", help="the authority of a rediss:// server's certificate")
    p.add_argument(
        "--node",
        help="this node's name in the club (unique among its live nodes; "
        "default: the host's name and the port)",
    )
    p.add_argument(
        "--advertise",
        metavar="URL",
        help="the wss://HOST:PORT address players reach this node at, listed to them with "
        "the club's other nodes (default: the bind address and port)",
    )
    p.add_argument(
        "--metrics-port",
        type=int,
        help="serve /metrics (Prometheus text format) on this port; off by default",
    )
    p.add_argument(
        "--metrics-bind", help="address of the /metrics page (default 127.0.0.1); with its port"
    )
    return p


def _metrics(args: argparse.Namespace) -> tuple[str, int] | None:
    """The /metrics page's address from the flags (None: no page)."""
    if args.metrics_port is None:
        if args.metrics_bind is not None:
            raise SystemExit("ciapano-server: --metrics-bind goes with --metrics-port")
        return None
    if not 0 <= args.metrics_port <= 65535:
        raise SystemExit("ciapano-server: --metrics-port is 0 to 65535")
    return (args.metrics_bind or "127.0.0.1", args.metrics_port)


def _shared(args: argparse.Namespace) -> Shared | None:
    """The club's Redis from the flags (None without --redis); exits with one line when
    they do not fit."""
    from ..server.redis_store import PASSWORD_VARIABLE, check_url
    from ..server.run import Shared

    if args.redis is None:
        if args.redis_password_file or args.redis_cafile or args.node:
            raise SystemExit(
                "ciapano-server: --redis-password-file, --redis-cafile and --node go with --redis"
            )
        return None
    problem = check_url(args.redis)
    if problem is not None:
        raise SystemExit(f"ciapano-server: {problem}")
    password = os.environ.get(PASSWORD_VARIABLE) or None
    if args.redis_password_file:
        try:
            with open(args.redis_password_file, encoding="utf-8") as f:
                password = f.readline().strip() or None
        except (OSError, UnicodeDecodeError) as e:
            raise SystemExit(
                f"ciapano-server: cannot read the Redis password file "
                f"{args.redis_password_file}: {e}"
            ) from None
    node = args.node or f"{socket.gethostname()}-{args.port or secrets.token_hex(3)}"
    if not 1 <= len(node) <= 100 or not node.isprintable():
        raise SystemExit("ciapano-server: --node is 1 to 100 printable characters")
    cafile = Path(args.redis_cafile) if args.redis_cafile else None
    return Shared(args.redis, password, node, cafile)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if (args.cert is None) != (args.key is None):
        raise SystemExit("ciapano-server: give --cert and --key together")
    require_levels([args.max_level])
    if not 1 <= args.slots <= 64:
        raise SystemExit("ciapano-server: --slots is 1 to 64")
    if args.advertise is not None:
        from ..net.club.schema import is_club_url

        if not is_club_url(args.advertise):
            raise SystemExit("ciapano-server: --advertise is wss://HOST:PORT")
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
        _shared(args),
        args.advertise,
        _metrics(args),
    )
