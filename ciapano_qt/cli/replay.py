"""``ciapano-cli replay``: re-derive a record and print its scores as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.errors import EngineError
from .common import EXIT_REFUSED, Subparsers


def cmd_replay(args: argparse.Namespace) -> int:
    """The app's own reader (``storage.saves.read_record_file``), with its limits."""
    from ..engine.record import replay_summary
    from ..storage.saves import read_record_file

    try:
        match, _app = read_record_file(args.file)
    except EngineError as e:
        why = "cannot read" if e.code == "storage.unreadable" else "refused"
        print(f"{args.file}: {why}: {e.message}", file=sys.stderr)
        return EXIT_REFUSED
    print(json.dumps(replay_summary(match)))
    return 0


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("replay", help="re-derive a record and print its scores as JSON")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
