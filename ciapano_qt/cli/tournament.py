"""``ciapano-cli tournament``: a candidate level against a field on duplicate deals.

The harness (deals, seats, the figures) is ``ai/tournament.py``; this module only reads the
flags and prints.
"""

from __future__ import annotations

import argparse
import json
import time

from .common import Subparsers, require_levels
from .rule_flags import add_rules_arguments, rules_from_args


def cmd_tournament(args: argparse.Namespace) -> int:
    from ..ai.tournament import Config, run, summarize

    require_levels((args.candidate, args.field))
    cfg = Config(
        rules_from_args(args),
        args.candidate,
        args.field,
        args.seed,
        args.iterations,
        args.field_iterations,
        args.blind,
    )
    t0 = time.perf_counter()
    results = run(cfg, args.deals, args.jobs)
    out = summarize(cfg, results)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    if args.json:
        print(json.dumps(out))
        return 0
    print(
        f"{cfg.candidate} vs field {cfg.field}, {cfg.rules.variant}, {cfg.rules.players} "
        f"players, {out['deals']} duplicate deals (seed {cfg.seed})"
        + (", the candidate blind" if cfg.blind else "")
    )
    print(
        f"delta (candidate - control, per hand; negative = candidate better): "
        f"{out['delta']:+.3f}  95% CI [{out['ci95'][0]:+.3f}, {out['ci95'][1]:+.3f}]"
    )
    print(
        f"mean score per hand: candidate {out['candidate_mean']:.3f}, "
        f"control {out['control_mean']:.3f}"
    )
    print(
        f"hands won: candidate {out['win_rate']:.1%}, control at the same seats "
        f"{out['control_win_rate']:.1%}"
    )
    print(
        f"candidate time per move: median {out['move_ms_median']:.1f} ms, "
        f"p95 {out['move_ms_p95']:.1f} ms, max {out['move_ms_max']:.1f} ms "
        f"({out['moves']} moves); {out['seconds']} s"
    )
    if out["rollouts_median"] is not None:
        print(f"candidate rollouts per searched move: median {out['rollouts_median']}")
    return 0


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "tournament", help="duplicate-deal tournament: a candidate level against a field"
    )
    add_rules_arguments(p)
    p.add_argument("--candidate", required=True, help="the level measured")
    p.add_argument("--field", required=True, help="the level in the other seats and control")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (same results)")
    p.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="the candidate's fixed search budget per move (rollouts; deterministic, no clock)",
    )
    p.add_argument(
        "--field-iterations",
        type=int,
        default=None,
        help="the field's fixed search budget per move (default: each level's own clock)",
    )
    p.add_argument(
        "--blind",
        action="store_true",
        help="tell the candidate no seat's level (as when it plays people): it cannot pick "
        "its model of the opponents from the table",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_tournament)
