"""Duplicate tournaments (the command is ``ciapano-cli tournament``, in ``cli/tournament.py``).

A *deal* is one full hand dealt from a seeded shuffle, played with a fixed match context (a
fresh match: totals 0, hand 0; the dealer rotates with the deal number). Each deal is played
``1 + N`` times with the same cards: once by the field in every seat (the control), then once
with the candidate in seat ``k`` for each ``k``. The candidate's *delta* for a deal is the mean
over seats of (its score in seat ``k``) - (the control's score in seat ``k``); scores are the
hand's penalty points (classic) or busche (Busca), so a **negative delta means the candidate
is better** than the field. The 95% interval is over deals (normal approximation). The win
rate is the share of hands won (the lowest score of the hand; a tie of ``k`` counts ``1/k``)
by the candidate, beside the control's share at the same seats.

Two against two (``teams``): the candidate is a *team*, both partners (seats ``k`` and
``k + 2``) played by the candidate level against a field team, for ``k`` = 0 and 1; its score
is the team's score, compared with the control's at the same seats.

Blind (``blind``): the candidate's players are told no seat's level (``table=None``), exactly
as a computer player is told nothing about a person at the table, so a level that reads the
table (the expert believes the seats it names ``medium``) cannot pick its model of the
opponents from it. The field's players are told the table as usual.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

from ..engine.deal import shuffled_deal
from ..engine.hand import HandState
from ..engine.rules import Rules
from ..engine.view import view_of
from .levels import make_player


@dataclass(frozen=True, slots=True)
class Config:
    rules: Rules
    candidate: str
    field: str
    seed: int
    iterations: int | None = None  # the candidate's fixed search budget per move
    field_iterations: int | None = None  # the field's
    blind: bool = False  # the candidate is told no seat's level


@dataclass(frozen=True, slots=True)
class DealResult:
    index: int
    control: tuple[int, ...]  # the control game's scores per seat
    candidate: tuple[int, ...]  # the candidate's score in seat k (in game k)
    cand_wins: tuple[float, ...]  # hand-win share of the candidate in seat k
    control_wins: tuple[float, ...]  # hand-win share of the control's seat k
    move_ms: tuple[float, ...]  # the candidate's thinking time per move
    rollouts: tuple[int, ...] = ()  # a search candidate's rollouts per searched move


def _seed(*parts: object) -> int:
    return random.Random(":".join(map(str, parts))).getrandbits(63)


def deal_state(rules: Rules, seed: int, index: int) -> HandState:
    """The hand of deal ``index``: dealt from a seeded shuffle, match context fixed."""
    n = rules.players
    rng = random.Random(_seed("deal", seed, index))
    dealer = index % n
    deal = shuffled_deal(rules, n, range(n), dealer, rng)
    return HandState(rules, n, dealer, deal.hands, deal.stock, deal.removed)


def _play(
    cfg: Config, index: int, levels: list[str], timed: int, cand: tuple[int, ...] = ()
) -> tuple[list[int], list[float], list[int]]:
    """One game of deal ``index`` with ``levels`` seated; ``cand``: the candidate's seats
    (its budget, and blind when ``cfg.blind``), ``timed`` the one whose moves are timed."""
    state = deal_state(cfg.rules, cfg.seed, index)
    players = [
        make_player(
            lv,
            _seed("player", cfg.seed, index, s, lv),
            cfg.iterations if s in cand else cfg.field_iterations,
            None if cfg.blind and s in cand else levels,
        )
        for s, lv in enumerate(levels)
    ]
    times: list[float] = []
    rollouts: list[int] = []
    while not state.is_over:
        seat = state.current
        view = view_of(state, seat)
        t0 = time.perf_counter()
        card = players[seat].choose(view)
        if seat == timed:
            times.append((time.perf_counter() - t0) * 1000.0)
            stats = getattr(players[seat], "last_stats", None)
            if stats and view.legal & (view.legal - 1):
                rollouts.append(int(stats["rollouts"]))
        state.play(card)
    assert state.result is not None
    return list(state.result.scores), times, rollouts


def _win_share(scores: list[int], seat: int, active: range) -> float:
    low = min(scores[s] for s in active)
    if scores[seat] != low:
        return 0.0
    return 1.0 / sum(1 for s in active if scores[s] == low)


def run_deal(cfg: Config, index: int) -> DealResult:
    n = cfg.rules.players
    seats = range(n)
    teams = cfg.rules.uses_teams
    control, _, _ = _play(cfg, index, [cfg.field] * n, -1)
    cand: list[int] = []
    cwins: list[float] = []
    times: list[float] = []
    rollouts: list[int] = []
    rotated = range(2) if teams else seats  # a team: seats k and k + 2
    for k in rotated:
        levels = [cfg.field] * n
        seats_k = (k, k + 2) if teams else (k,)
        for s in seats_k:
            levels[s] = cfg.candidate
        scores, t, r = _play(cfg, index, levels, k, seats_k)
        cand.append(scores[k])
        cwins.append(_win_share(scores, k, rotated))  # teams: seats 0 and 1 stand for both
        times.extend(t)
        rollouts.extend(r)
    ctl_wins = tuple(_win_share(control, k, rotated) for k in rotated)
    return DealResult(
        index, tuple(control), tuple(cand), tuple(cwins), ctl_wins, tuple(times), tuple(rollouts)
    )


def _run_one(args: tuple[Config, int]) -> DealResult:
    return run_deal(*args)


def run(cfg: Config, deals: int, jobs: int = 1) -> list[DealResult]:
    """Every deal's result, in deal order (the same whatever ``jobs``)."""
    tasks = [(cfg, i) for i in range(deals)]
    if jobs <= 1:
        return [_run_one(t) for t in tasks]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(jobs) as pool:
        return list(pool.imap(_run_one, tasks, chunksize=1))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    i = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[i]


def summarize(cfg: Config, results: list[DealResult]) -> dict[str, Any]:
    deltas = [statistics.fmean(r.candidate) - statistics.fmean(r.control) for r in results]
    d = len(deltas)
    mean = statistics.fmean(deltas) if deltas else 0.0
    half = 1.96 * statistics.stdev(deltas) / math.sqrt(d) if d > 1 else float("inf")
    times = [t for r in results for t in r.move_ms]
    rolls = [x for r in results for x in r.rollouts]
    return {
        "candidate": cfg.candidate,
        "field": cfg.field,
        "rules": cfg.rules.to_dict(),
        "seed": cfg.seed,
        "iterations": cfg.iterations,
        "field_iterations": cfg.field_iterations,
        "blind": cfg.blind,
        "deals": d,
        "delta": round(mean, 4),
        "ci95": [round(mean - half, 4), round(mean + half, 4)],
        "candidate_mean": round(statistics.fmean(x for r in results for x in r.candidate), 4),
        "control_mean": round(statistics.fmean(x for r in results for x in r.control), 4),
        "win_rate": round(statistics.fmean(x for r in results for x in r.cand_wins), 4),
        "control_win_rate": round(statistics.fmean(x for r in results for x in r.control_wins), 4),
        "moves": len(times),
        "move_ms_median": round(statistics.median(times), 2) if times else 0.0,
        "move_ms_p95": round(percentile(times, 0.95), 2),
        "move_ms_max": round(max(times), 2) if times else 0.0,
        "rollouts_median": statistics.median(rolls) if rolls else None,
    }
