"""Headless commands: simulate, replay, review, bench, tournament, soak, host, join, tables,
online, server-bench.

Run as ``ciapano-cli`` or ``python -m ciapano_qt.cli``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Final

from ..engine.errors import EngineError
from . import (
    bench,
    host,
    join,
    online,
    replay,
    review,
    server_bench,
    simulate,
    soak,
    tables,
    tournament,
)
from .common import EXIT_REFUSED, Subparsers

COMMANDS: Final[tuple[Callable[[Subparsers], None], ...]] = (
    simulate.add_parser,
    replay.add_parser,
    review.add_parser,
    bench.add_parser,
    tournament.add_parser,
    soak.add_parser,
    host.add_parser,
    join.add_parser,
    tables.add_parser,
    online.add_parser,
    server_bench.add_parser,
)
"""Every sub-command, in the order ``--help`` lists them. A command is a module of this
package with ``add_parser(subparsers)``, which adds its parser and sets ``func`` (called with
the parsed arguments, returns the exit status); list it here to make it part of the CLI."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ciapano-cli", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for add_parser in COMMANDS:
        add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except EngineError as e:
        print(f"ciapano-cli: {e.message}", file=sys.stderr)
        return EXIT_REFUSED
