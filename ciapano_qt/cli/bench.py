"""``ciapano-cli bench``: engine speed figures (no Qt).

Every figure is the median of several timed runs of the engine's own code: the hand state's
``clone`` plus ``random_playout``, the AI's rule-policy rollouts through the same loop, and
whole random hands.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ..engine.deal import shuffled_deal
from ..engine.hand import HandState
from ..engine.rules import Rules
from .common import Subparsers

BENCH_SEED = 2026


def fixed_deal_state() -> HandState:
    """The benchmark's fixed 4-player classic deal, first lead to play."""
    rules = Rules()
    deal = shuffled_deal(rules, 4, range(4), 0, random.Random(BENCH_SEED))
    return HandState(rules, 4, deal.dealer, deal.hands)


def _rate(work: Callable[[int], None], n: int, runs: int) -> tuple[float, list[float]]:
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        work(n)
        rates.append(n / (time.perf_counter() - start))
    return statistics.median(rates), rates


def playouts(n: int, rng: random.Random, start: HandState) -> None:
    for _ in range(n):
        start.clone().random_playout(rng)


def policy_playouts(n: int, start: HandState) -> None:
    """The AI's rollouts: the rule policy through the same engine loop."""
    from ..ai.policy import playout

    for _ in range(n):
        playout(start)


def random_hands(n: int, rng: random.Random, rules: Rules) -> None:
    seats = range(rules.players)
    for i in range(n):
        deal = shuffled_deal(rules, rules.players, seats, i % rules.players, rng)
        HandState(
            rules, rules.players, deal.dealer, deal.hands, deal.stock, deal.removed
        ).random_playout(rng)


def run(n: int = 20000, runs: int = 7) -> dict[str, Any]:
    rng = random.Random(BENCH_SEED)
    start = fixed_deal_state()
    playouts(n // 10, rng, start)  # warm-up
    p_median, p_all = _rate(lambda k: playouts(k, rng, start), n, runs)
    h_median, h_all = _rate(lambda k: random_hands(k, rng, Rules()), n // 2, runs)
    r_median, _ = _rate(lambda k: policy_playouts(k, start), n // 4, runs)
    return {
        "playouts_per_s": round(p_median),
        "playouts_runs": [round(r) for r in p_all],
        "hands_per_s": round(h_median),
        "policy_playouts_per_s": round(r_median),
        "hands_runs": [round(r) for r in h_all],
        "runs": runs,
        "playouts_per_run": n,
        "hands_per_run": n // 2,
    }


def cmd_bench(args: argparse.Namespace) -> int:
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


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("bench", help="engine speed: random playouts and hands per second")
    p.add_argument("--playouts", type=int, default=20000, help="playouts per timed run")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)
