"""Experiments on the expert that are not levels: the figures in docs/ai.md quote them.

    python tools/ai_probe.py oracle --deals 200 --seed 2026
        the expert's search given the true hands (every sampled world is the real deal),
        against medium: how much of the gap to medium is the hidden cards
    python tools/ai_probe.py oracle --set ExpertPlayer.PLAN=0 --deals 200 --seed 2026
        the same with plain rollouts (PLAN 0), or planning more of its own later cards
    python tools/ai_probe.py tournament --set Belief.CHAINS=8 \\
            --set ExpertPlayer.BELIEF_STEPS=16 --deals 100 --seed 11 [--out F.json]
        the expert with class settings changed, against medium (or ``--field hard``)
    python tools/ai_probe.py tournament --clock --field hard --blind --deals 200 --out F.json
        on the clock (each level its own deadline, as ``ciapano-cli tournament``), with the
        per-deal scores that ``paired`` compares (an idle machine: the budgets follow the CPU)
    python tools/ai_probe.py paired A.json B.json
        B - A per deal, for two ``--out`` files of the same deals

Duplicate deals and scoring are the tournament's (``ciapano_qt.ai.tournament``); the
changes are made in every worker process, so results do not depend on ``--jobs``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
from typing import Any

from ciapano_qt.ai import belief, expert, tournament
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import View

_CLASSES = {"Belief": belief.Belief, "ExpertPlayer": expert.ExpertPlayer}


class _TrueHands:
    """A sampler whose every world is the real deal (set by the patched ``view_of``)."""

    truth: HandState | None = None

    def __init__(self, *args: object, **kwargs: object) -> None:
        self.chains: list[object] = []  # no belief chains to carry to the next move

    def sample(self, rng: object) -> HandState:
        assert _TrueHands.truth is not None
        return _TrueHands.truth.clone()


def _patch(oracle: bool, settings: list[str]) -> None:
    for item in settings:
        name, value = item.split("=", 1)
        cls, attr = name.split(".")
        if not hasattr(_CLASSES[cls], attr):
            raise SystemExit(f"{cls} has no setting {attr}")
        setattr(_CLASSES[cls], attr, json.loads(value))
    if oracle:
        view_of = tournament.view_of

        def seen(state: HandState, seat: int) -> View:
            _TrueHands.truth = state
            return view_of(state, seat)

        tournament.view_of = seen
        expert.Sampler = _TrueHands  # type: ignore[misc,assignment]
        expert.Belief = _TrueHands  # type: ignore[misc,assignment]


def _one(task: tuple[tournament.Config, int]) -> tournament.DealResult:
    return tournament.run_deal(*task)


def run(args: argparse.Namespace, oracle: bool) -> None:
    field_iterations = None if args.field == "medium" else args.field_iterations
    iterations = args.iterations
    if args.clock:  # each level on its own deadline, as the app and the CLI play
        iterations = field_iterations = None
    rules = Rules.busca() if args.variant == "busca" else Rules(players=args.players)
    cfg = tournament.Config(
        rules, "expert", args.field, args.seed, iterations, field_iterations, args.blind
    )
    settings = args.set or []
    _patch(oracle, settings)
    tasks = [(cfg, i) for i in range(args.deals)]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(args.jobs, initializer=_patch, initargs=(oracle, settings)) as pool:
        results = list(pool.imap(_one, tasks, chunksize=1))
    out = tournament.summarize(cfg, results)
    if args.out:
        rows = [[r.index, list(r.control), list(r.candidate)] for r in results]
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(rows, f)
    keys = ["delta", "ci95", "deals", "field"]
    if args.clock:
        keys += ["move_ms_median", "move_ms_p95", "move_ms_max", "rollouts_median"]
    shown: dict[str, Any] = {k: out[k] for k in keys}
    shown["settings"] = settings
    shown["oracle"] = oracle
    shown["blind"] = args.blind
    print(json.dumps(shown))


def paired(a: str, b: str) -> None:
    def deltas(path: str) -> dict[int, float]:
        with open(path, encoding="utf-8") as f:
            rows = json.load(f)
        return {i: statistics.fmean(cand) - statistics.fmean(ctl) for i, ctl, cand in rows}

    da, db = deltas(a), deltas(b)
    diffs = [db[i] - da[i] for i in sorted(set(da) & set(db))]
    if len(diffs) < 2:
        raise SystemExit("the two files share fewer than two deals")
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"B - A per hand: {mean:+.3f} +- {half:.3f} over {len(diffs)} deals")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    for name in ("oracle", "tournament"):
        p = sub.add_parser(name)
        p.add_argument("--field", default="medium", choices=["medium", "hard"])
        p.add_argument("--variant", default="classic", choices=["classic", "busca"])
        p.add_argument("--players", type=int, default=4)
        p.add_argument("--deals", type=int, default=200)
        p.add_argument("--seed", type=int, default=2026)
        p.add_argument("--jobs", type=int, default=2)
        p.add_argument("--iterations", type=int, default=1500)
        p.add_argument("--field-iterations", type=int, default=300)
        p.add_argument("--set", action="append", metavar="CLASS.ATTR=JSON")
        p.add_argument("--blind", action="store_true", help="the expert told no seat's level")
        p.add_argument(
            "--clock", action="store_true", help="no fixed budgets: each level's own deadline"
        )
        p.add_argument("--out")
    p = sub.add_parser("paired")
    p.add_argument("a")
    p.add_argument("b")
    args = parser.parse_args()
    if args.cmd == "paired":
        paired(args.a, args.b)
    else:
        run(args, args.cmd == "oracle")


if __name__ == "__main__":
    main()
