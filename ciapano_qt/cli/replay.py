"""``ciapano-cli replay``: re-derive a record and print its scores as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine.errors import EngineError
from .common import EXIT_REFUSED, Subparsers


def cmd_replay(args: argparse.Namespace) -> int:
    from ..engine.record import loads, replay_summary

    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        print(f"{args.file}: cannot read: {e}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        match = loads(text)
    except EngineError as e:
        print(f"{args.file}: refused: {e.message}", file=sys.stderr)
        return EXIT_REFUSED
    print(json.dumps(replay_summary(match)))
    return 0


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("replay", help="re-derive a record and print its scores as JSON")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)
