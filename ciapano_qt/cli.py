"""Headless commands: simulate, replay, bench, tournament, soak. No Qt here.

Run as ``ciapano-cli`` or ``python -m ciapano_qt.cli``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from .ai.tournament import add_tournament_parser
from .engine.errors import EngineError
from .engine.record import dumps, loads, replay_summary
from .engine.rules import (
    BUSCA_COVER,
    BUSCA_DEALER,
    BUSCA_DEFAULT_LIMIT,
    CAPPOTTO,
    CLASSIC_DEFAULT_TARGET,
    FRACTIONS,
    THREE_PLAYER_METHODS,
    VARIANTS,
    Rules,
)
from .storage.soak import add_soak_parser

EXIT_REFUSED = 2


def _rules_from_args(args: argparse.Namespace) -> Rules:
    busca = args.variant == "busca"
    target = args.target
    if target is None:
        target = BUSCA_DEFAULT_LIMIT if busca else CLASSIC_DEFAULT_TARGET
    return Rules(
        variant=args.variant,
        players=args.players,
        target=target,
        survivors=args.survivors,
        lowest_wins_at_target=args.lowest_wins_at_target,
        three_player_method=args.three_player_method,
        fractions=args.fractions,
        cappotto=args.cappotto,
        busca_cover=args.busca_cover,
        busca_dealer=args.busca_dealer,
    )


def add_rules_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=VARIANTS, default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--target", type=int, default=None, help="target (Busca: busche limit)")
    p.add_argument("--survivors", type=int, default=1)
    p.add_argument("--lowest-wins-at-target", action="store_true")
    p.add_argument("--three-player-method", choices=THREE_PLAYER_METHODS, default="discard")
    p.add_argument("--fractions", choices=FRACTIONS, default="last_trick_pays")
    p.add_argument("--cappotto", choices=CAPPOTTO, default="strict")
    p.add_argument("--busca-cover", choices=BUSCA_COVER, default="card_points")
    p.add_argument("--busca-dealer", choices=BUSCA_DEALER, default="rotate")


def cmd_simulate(args: argparse.Namespace) -> int:
    from .ai.base import level_names
    from .ai.play import play_match

    rules = _rules_from_args(args)
    levels = args.ai.split(",")
    for level in levels:
        if level not in level_names():
            raise SystemExit(f"unknown level {level!r}; known: {', '.join(level_names())}")
    seat_levels = [levels[i % len(levels)] for i in range(rules.players)]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    for i in range(args.matches):
        match = play_match(rules, seat_levels, rng)
        (out / f"match-{i + 1:04d}.json").write_text(dumps(match) + "\n", encoding="utf-8")
    print(f"wrote {args.matches} match record(s) to {out}")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
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


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import run

    figures = run(args.playouts, args.runs)
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"random playouts from a fixed 4-player deal: {figures['playouts_per_s']:,}/s "
            f"(median of {figures['runs']} runs of {figures['playouts_per_run']:,}: "
            f"{', '.join(f'{r:,}' for r in figures['playouts_runs'])})"
        )
        print(
            f"complete random hands (shuffle, deal, play, score): {figures['hands_per_s']:,}/s "
            f"(median of {figures['runs']} runs of {figures['hands_per_run']:,})"
        )
        print(
            "the AI's rollouts (rule policy, same engine loop) from that deal: "
            f"{figures['policy_playouts_per_s']:,}/s"
        )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ciapano-cli", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("simulate", help="play computer matches and write their records")
    add_rules_arguments(p)
    p.add_argument("--ai", default="random", help="level, or comma-separated levels per seat")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--matches", type=int, default=1)
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("replay", help="re-derive a record and print its scores as JSON")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("bench", help="engine speed: random playouts and hands per second")
    p.add_argument("--playouts", type=int, default=20000, help="playouts per timed run")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)

    add_tournament_parser(sub)
    add_soak_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except EngineError as e:
        print(f"ciapano-cli: {e.message}", file=sys.stderr)
        return EXIT_REFUSED


if __name__ == "__main__":
    sys.exit(main())
