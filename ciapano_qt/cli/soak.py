"""Soak test of the autosave: many complete computer matches saved after every card.

``run_soak`` plays matches across every variant, player count and option, with mixed computer
levels, saving after every deal and every card through ``AutosaveStore`` (the app's own save
code), reloading the save at random moments, checking that it equals the live match and then
playing on from the reloaded match (as the app does when it resumes). Finished matches go
through ``StatsStore`` too. No Qt: it runs headless (``ciapano-cli soak``). It lives in the CLI
because it needs both the players and the files (the storage layer knows no players).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..ai.base import Player
from ..ai.levels import make_player
from ..engine.match import Match, Seat
from ..engine.record import to_record
from ..engine.rules import Rules
from ..engine.view import view_of
from ..storage.saves import AutosaveStore
from ..storage.stats import StatsStore
from .common import Subparsers

SOAK_LEVELS = ("random", "easy", "medium")
RELOAD_CHANCE = 0.02  # per card; plus once at the end of every match


class SoakFailure(AssertionError):
    """The reloaded save differs from the live match, or a save was refused."""


KINDS = 11  # 2, 3 (three methods), 4, 5, Busca, 6, 7, 8 players, two against two


def soak_rules(index: int, rng: random.Random) -> Rules:
    """The rules of the ``index``-th soak match: every player count and three-player method,
    Busca, six to eight players (the many-player method alternating), two against two, and
    random options: fractions, cappotto, the ace of batons, a hands limit now and then
    (targets kept small so that a soak stays quick)."""
    fractions = rng.choice(("last_trick_pays", "lost"))
    cappotto = rng.choice(("strict", "lenient"))
    kind = index % KINDS
    if kind == 6:
        return Rules.busca(
            target=rng.choice((3, 5, 10)),
            busca_cover=rng.choice(("card_points", "tricks")),
            busca_dealer=rng.choice(("rotate", "loser")),
        )
    players = (2, 3, 3, 3, 4, 5, 0, 6, 7, 8, 4)[kind]
    method = ("discard", "discard", "remove_four", "monte")[kind] if kind < 4 else "discard"
    return Rules(
        players=players,
        target=rng.choice((11, 21, 31) if players < 6 else (11, 21)),
        survivors=rng.randint(1, min(3, players - 1)),
        lowest_wins_at_target=rng.random() < 0.2,
        three_player_method=method if kind < 4 else rng.choice(("discard", "remove_four", "monte")),
        fractions=fractions,
        cappotto=cappotto,
        many_player_method=("strip", "monte")[index // KINDS % 2],
        ace_of_batons=rng.choice(("one", "one", "eleven", "six")),
        hands_limit=rng.choice((0, 0, 0, 2, 3)),
        teams=kind == 10,
    )


def describe(rules: Rules) -> str:
    if rules.is_busca:
        return "busca"
    if rules.uses_teams:
        return "classic-4-teams"
    if rules.players == 3:
        return f"classic-3-{rules.three_player_method}"
    if rules.players in (6, 7):
        return f"classic-{rules.players}-{rules.many_player_method}"
    return f"classic-{rules.players}"


def _check(store: AutosaveStore, live: Match, app: dict[str, Any], where: str) -> Match:
    result = store.load()
    if not result.ok or result.match is None:
        raise SoakFailure(f"{where}: the save was refused: {result.message}")
    if result.app != app:
        raise SoakFailure(f"{where}: app section {result.app!r} != {app!r}")
    if to_record(result.match) != to_record(live):
        raise SoakFailure(f"{where}: the reloaded match differs from the live one")
    state, loaded = live.hand, result.match.hand
    if (state is None) != (loaded is None) or (
        state is not None
        and loaded is not None
        and (state.current != loaded.current or state.legal_moves() != loaded.legal_moves())
    ):
        raise SoakFailure(f"{where}: the reloaded hand is not at the same turn")
    return result.match


def play_saved_match(
    index: int, rng: random.Random, store: AutosaveStore, figures: Counter[str]
) -> Match:
    """One match, saved after every deal and card, reloaded (and resumed) at random."""
    rules = soak_rules(index, rng)
    levels = [rng.choice(SOAK_LEVELS) for _ in range(rules.players)]
    seats = [Seat("You", "human", None)] + [
        Seat(f"{levels[i].capitalize()} {i}", "ai", levels[i]) for i in range(1, rules.players)
    ]
    players: list[Player] = [make_player(level, rng.getrandbits(32)) for level in levels]
    app: dict[str, Any] = {"human": 0, "levels": levels, "soak": index}
    match = Match(rules, seats)
    while not match.finished:
        match.deal_hand(rng)
        figures["hands"] += 1
        _timed_save(store, match, app, figures)
        state = match.hand
        while state is not None and not state.is_over:
            match.play(players[state.current].choose(view_of(state, state.current)))
            figures["cards"] += 1
            _timed_save(store, match, app, figures)
            if rng.random() < RELOAD_CHANCE:
                figures["reloads"] += 1
                where = f"match {index}, hand {len(match.hands)}, card {len(state.plays)}"
                match = _check(store, match, app, where)
                state = match.hand
    figures["reloads"] += 1
    return _check(store, match, app, f"match {index}, at its end")


def _timed_save(
    store: AutosaveStore, match: Match, app: dict[str, Any], figures: Counter[str]
) -> None:
    start = time.perf_counter_ns()
    store.save(match, app)
    took = time.perf_counter_ns() - start
    figures["saves"] += 1
    figures["save_ns"] += took
    figures["save_max_ns"] = max(figures["save_max_ns"], took)


def run_soak(matches: int, seed: int, folder: str | Path) -> dict[str, Any]:
    """Play ``matches`` saved matches in ``folder``; the figures as a dict.

    Raises ``SoakFailure`` at the first save that does not reload as the live match.
    """
    rng = random.Random(seed)
    store = AutosaveStore(folder)
    stats = StatsStore(folder)
    figures: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    start = time.perf_counter()
    for index in range(matches):
        match = play_saved_match(index, rng, store, figures)
        kinds[describe(match.rules)] += 1
        if not stats.record_match(match, 0):
            raise SoakFailure(f"match {index}: the statistics did not count it")
        store.clear()
    seconds = time.perf_counter() - start
    counted = stats.load()
    if counted.error is not None:
        raise SoakFailure(f"the statistics file was refused: {counted.message}")
    played = sum(v.played for v in counted.stats.variants.values())
    if played != matches:
        raise SoakFailure(f"the statistics count {played} matches, not {matches}")
    saves = figures["saves"]
    return {
        "matches": matches,
        "seed": seed,
        "hands": figures["hands"],
        "cards": figures["cards"],
        "saves": saves,
        "reloads": figures["reloads"],
        "seconds": round(seconds, 2),
        "matches_per_minute": round(matches / seconds * 60, 1) if seconds else 0.0,
        "save_ms_mean": round(figures["save_ns"] / saves / 1e6, 3) if saves else 0.0,
        "save_ms_max": round(figures["save_max_ns"] / 1e6, 3),
        "kinds": dict(sorted(kinds.items())),
        "folder": str(folder),
    }


# The command ------------------------------------------------------------------------------


def soak_in_folder(
    name: str,
    folder: str | None,
    run: Callable[[str], dict[str, Any]],
    summary: Callable[[dict[str, Any]], str],
    as_json: bool,
) -> int:
    """Run a soak in ``folder`` (a temporary one, removed after a success, when None) and
    print its figures; on a failure say so and keep the files. The exit status."""
    temporary = folder is None
    where = tempfile.mkdtemp(prefix=f"{name}-") if folder is None else folder
    try:
        figures = run(where)
    except AssertionError as e:  # SoakFailure and the UI soak's failure
        print(f"{name}: FAILED: {e} (files kept in {where})")
        return 1
    if temporary:
        shutil.rmtree(where, ignore_errors=True)
    if as_json:
        print(json.dumps(figures))
    else:
        print(summary(figures))
        print("kinds: " + ", ".join(f"{k} {n}" for k, n in figures["kinds"].items()))
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    return soak_in_folder(
        "ciapano-soak",
        args.folder,
        lambda folder: run_soak(args.matches, args.seed, folder),
        lambda f: (
            f"{f['matches']} matches ({f['hands']} hands, {f['cards']} cards, "
            f"{f['saves']} saves, {f['reloads']} reloads) in {f['seconds']} s: "
            f"{f['matches_per_minute']} matches/minute; save {f['save_ms_mean']} ms "
            f"mean, {f['save_ms_max']} ms max"
        ),
        args.json,
    )


def add_parser(subparsers: Subparsers) -> None:
    """Add ``soak`` to ``ciapano-cli``'s sub-commands."""
    p = subparsers.add_parser(
        "soak", help="play computer matches saving after every card; check every reload"
    )
    p.add_argument("--matches", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--folder", default=None, help="where the saves go (default: a temporary folder, removed)"
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_soak)
