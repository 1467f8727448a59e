"""``ciapano-cli review``: the coach's review of one seat's cards in a record; and
``ciapano-cli review-bench``: how long reviewing one ten-card hand takes.

The review reads the record (never writes it), re-plays every finished hand the seat played
in and values each of its decisions from its own view (``ai/review.py``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import TYPE_CHECKING, Any

from ..engine.errors import EngineError
from .common import EXIT_REFUSED, Subparsers

if TYPE_CHECKING:
    from ..ai.review import Review
    from ..engine.match import Match

BENCH_SEED = 2026


def cmd_review(args: argparse.Namespace) -> int:
    from ..ai.review import WORLDS, review_match
    from ..storage.saves import read_record_file

    try:
        match, _ = read_record_file(args.file)
    except EngineError as e:
        print(f"{args.file}: refused: {e.message}", file=sys.stderr)
        return EXIT_REFUSED
    if not 0 <= args.seat < match.n_seats:
        print(
            f"{args.file}: refused: there is no seat {args.seat} "
            f"(the record has seats 0 to {match.n_seats - 1})",
            file=sys.stderr,
        )
        return EXIT_REFUSED
    worlds = WORLDS if args.worlds is None else args.worlds
    review = review_match(match, args.seat, worlds=worlds, seed=args.seed)
    if args.json:
        print(json.dumps(review.to_json()))
    else:
        print(format_review(review, match))
    return 0


def format_review(review: Review, match: Match) -> str:
    """A readable table: one line per decision, the better card's reason when it differs."""
    unit = "busche" if match.rules.is_busca else "points"
    data = review.to_json()
    lines = [
        f"seat {review.seat} ({match.seats[review.seat].name}): {len(review.hands)} hand(s), "
        f"{data['decisions']} decision(s), {data['loss_per_decision']:.3f} {unit} lost per "
        "decision"
    ]
    for hand, h in zip(review.hands, data["hands"], strict=True):
        lines.append("")
        lines.append(
            f"hand {hand.hand + 1}: {len(hand.decisions)} decision(s), {h['loss']:.2f} {unit} lost"
        )
        lines.append(f"  {'trick':>5}  {'played':<6}  {'best':<4}  {'loss':>6}  {'mark':<10}  why")
        for d, j in zip(hand.decisions, h["decisions"], strict=True):
            trick = "disc." if d.trick == 0 else str(d.trick)
            why = "" if d.best == d.played else d.reason_en
            lines.append(
                f"  {trick:>5}  {d.played.code:<6}  {d.best.code:<4}  {j['loss']:>6.2f}  "
                f"{d.mark or '':<10}  {why}".rstrip()
            )
    return "\n".join(lines)


def bench_match() -> Match:
    """The bench's hand: a fixed four-player classic deal played by rule players."""
    from ..ai.rule_players import MediumPlayer
    from ..engine.match import Match
    from ..engine.rules import Rules
    from ..engine.view import view_of

    match = Match(Rules())
    match.deal_hand(random.Random(BENCH_SEED))
    players = [MediumPlayer() for _ in range(4)]
    while (state := match.hand) is not None:
        match.play(players[state.current].choose(view_of(state, state.current)))
    return match


def bench(runs: int, worlds: int) -> dict[str, Any]:
    """Each run reviews the hand once for every seat (the one with the first lead too): the
    figures are over every review of one seat's ten cards, wall clock and this process's
    CPU time (what the review costs whatever else the machine runs)."""
    from ..ai.review import review_match

    match = bench_match()
    times = []
    cpu = []
    decisions = cards = 0
    for _ in range(runs):
        for seat in range(match.n_seats):
            start, start_cpu = time.perf_counter(), time.process_time()
            review = review_match(match, seat, worlds=worlds)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            decisions += review.decisions
            cards += sum(len(d.cards) for h in review.hands for d in h.decisions)
    reviews = len(times)
    return {
        "seconds_median": round(statistics.median(times), 3),
        "seconds_max": round(max(times), 3),
        "seconds_runs": [round(t, 3) for t in times],
        "cpu_seconds_median": round(statistics.median(cpu), 3),
        "cpu_seconds_max": round(max(cpu), 3),
        "reviews": reviews,
        "worlds": worlds,
        "decisions_per_review": round(decisions / reviews, 2),
        "cards_per_review": round(cards / reviews, 2),
    }


def cmd_review_bench(args: argparse.Namespace) -> int:
    from ..ai.review import WORLDS

    figures = bench(args.runs, WORLDS if args.worlds is None else args.worlds)
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"reviewing one seat's 10 cards (4 players, classic; {figures['worlds']} worlds a "
            f"decision, {figures['decisions_per_review']} decisions and "
            f"{figures['cards_per_review']} legal cards a review): "
            f"{figures['seconds_median']:.2f} s median, {figures['seconds_max']:.2f} s max "
            f"over {figures['reviews']} reviews (every seat, {args.runs} runs); "
            f"CPU time {figures['cpu_seconds_median']:.2f} s median, "
            f"{figures['cpu_seconds_max']:.2f} s max"
        )
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def add_parser(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "review", help="the coach: where a seat's cards cost points, hand by hand"
    )
    p.add_argument("file", help="a game record")
    p.add_argument("--seat", type=int, required=True, help="the seat to review (0 first)")
    p.add_argument("--json", action="store_true")
    worlds_help = "sampled worlds per decision (default: the coach's, ai/review.py WORLDS)"
    p.add_argument("--worlds", type=_positive, default=None, help=worlds_help)
    p.add_argument("--seed", type=int, default=0, help="the review's seed")
    p.set_defaults(func=cmd_review)

    p = subparsers.add_parser("review-bench", help="how long reviewing one 10-card hand takes")
    p.add_argument("--runs", type=_positive, default=5)
    p.add_argument("--worlds", type=_positive, default=None, help=worlds_help)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_review_bench)
