"""``ciapano-cli simulate``: play computer matches and write their records."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from .common import Subparsers, require_levels
from .rule_flags import add_rules_arguments, rules_from_args


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..ai.play import play_match
    from ..engine.record import dumps

    rules = rules_from_args(args)
    levels = args.ai.split(",")
    require_levels(levels)
    seat_levels = [levels[i % len(levels)] for i in range(rules.players)]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    for i in range(args.matches):
        match = play_match(rules, seat_levels, rng)
        (out / f"match-{i + 1:04d}.json").write_text(dumps(match) + "\n", encoding="utf-8")
    print(f"wrote {args.matches} match record(s) to {out}")
    return 0


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("simulate", help="play computer matches and write their records")
    add_rules_arguments(p)
    p.add_argument("--ai", default="random", help="level, or comma-separated levels per seat")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--matches", type=int, default=1)
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_simulate)
