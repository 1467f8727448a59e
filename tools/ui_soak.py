"""Soak test through the app's own code: ``Session`` + ``ui.persistence`` offscreen.

    python tools/ui_soak.py --matches 1000 [--seed 1] [--folder DIR] [--json]

Plays complete matches across every variant, player count and option (the rules of
``cli.soak.soak_rules``) with mixed computer levels (random, easy, medium). Seat 0 is the
"human": a computer player answers ``humanTurn`` through ``Session.play_human`` and
deals the next hand as the summary's button does, so the human path is exercised too. The
autosave is written by ``Persistence`` after every deal and card; at random moments the "app
restarts": a new controller and ``Persistence`` load the autosave, which must equal the live
match, and resume it at that card. Every finished match must be counted in the statistics and
its autosave removed. The Qt-free ``ciapano-cli soak`` checks the storage layer alone.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from ciapano_qt.cli.soak import soak_in_folder

RESTART_CHANCE = 0.01  # per saved card: the app "restarts" and resumes the autosave


class UiSoakFailure(AssertionError):
    """The autosave did not resume as the live match, or a match was lost or not counted."""


def _application() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["ciapano-soak", "-platform", "offscreen"])


class _Session:
    """One "run of the app": a controller, its persistence, and the bot at the human seat."""

    def __init__(self, folder: Path, rng: random.Random, figures: Counter[str]) -> None:
        from ciapano_qt.ai.levels import make_player
        from ciapano_qt.ui.session.persistence import Persistence
        from ciapano_qt.ui.session.session import Session

        self.rng = rng
        self.figures = figures
        self.controller = Session()
        self.controller.wait_for_table = False
        self.controller.speed = "instant"
        self.persistence = Persistence(self.controller, folder)
        self.bot = make_player(rng.choice(("random", "easy", "medium")), rng.getrandbits(32))
        self.restart_wanted = False
        self.done = False
        c = self.controller
        c.humanTurn.connect(self._on_human_turn)
        c.handFinished.connect(self._on_hand_finished)
        c.matchFinished.connect(self._on_match_finished)
        self.persistence.saved.connect(self._on_saved)

    def _on_saved(self) -> None:
        self.figures["saves"] += 1
        match = self.controller.match
        if match is not None and not match.finished and self.rng.random() < RESTART_CHANCE:
            self.restart_wanted = True

    def _on_human_turn(self, seat: int) -> None:
        from PySide6.QtCore import QTimer

        c = self.controller
        generation = c.generation

        def play() -> None:
            if c.generation != generation or not c.is_human_turn():
                return
            view = c.human_view()
            assert view is not None
            if not c.play_human(int(self.bot.choose(view))):
                raise UiSoakFailure("the human's card was refused")
            self.figures["human_cards"] += 1

        QTimer.singleShot(0, play)

    def _on_hand_finished(self, index: int) -> None:
        from PySide6.QtCore import QTimer

        del index
        self.figures["hands"] += 1
        match = self.controller.match
        if match is not None and not match.finished:
            QTimer.singleShot(0, self.controller.next_hand)  # the summary's "Next hand"

    def _on_match_finished(self) -> None:
        self.done = True

    def close(self) -> None:
        self.controller.shutdown()
        self.persistence.deleteLater()
        self.controller.deleteLater()


def play_one(index: int, rng: random.Random, folder: Path, figures: Counter[str]) -> Any:
    """Play one match to its end through the controller, restarting the "app" at random."""
    from ciapano_qt.cli.soak import SOAK_LEVELS, soak_rules
    from ciapano_qt.engine.match import Seat
    from ciapano_qt.engine.record import to_record
    from ciapano_qt.storage.stats import fingerprint

    app = _application()
    rules = soak_rules(index, rng)
    levels = [rng.choice(SOAK_LEVELS) for _ in range(rules.players)]
    seats = [Seat("You", "human", None)] + [
        Seat(f"{levels[i].capitalize()} {i}", "ai", levels[i]) for i in range(1, rules.players)
    ]
    session = _Session(folder, rng, figures)
    session.controller.new_match(rules, seats, seed=rng.getrandbits(32))
    deadline = time.monotonic() + 600
    while not session.done:
        app.processEvents()
        if time.monotonic() > deadline:
            raise UiSoakFailure(f"match {index} did not finish in 10 minutes")
        if session.restart_wanted:
            live = session.controller.match
            assert live is not None
            record = to_record(live)
            session.close()
            session = _Session(folder, rng, figures)
            loaded = session.persistence.load_autosave()
            if not loaded.ok or loaded.match is None:
                raise UiSoakFailure(f"match {index}: the autosave was refused: {loaded.message}")
            if to_record(loaded.match) != record:
                raise UiSoakFailure(f"match {index}: the autosave differs from the live match")
            if not session.persistence.startup():
                raise UiSoakFailure(f"match {index}: the autosave was not resumed")
            resumed = session.controller.match
            assert resumed is not None and to_record(resumed) == record
            figures["restarts"] += 1
    match = session.controller.match
    assert match is not None and match.finished
    figures["cards"] += sum(len(h.state.plays) for h in match.hands)
    # Let the last signals settle, then check the clean-up: counted, autosave removed.
    for _ in range(3):
        app.processEvents()
    session.close()
    if session.persistence.store.exists():
        raise UiSoakFailure(f"match {index}: the autosave of a finished match is still there")
    if fingerprint(match) not in session.persistence.stats.load().stats.recent:
        raise UiSoakFailure(f"match {index}: the finished match was not counted")
    return match


def run_ui_soak(matches: int, seed: int, folder: str | Path) -> dict[str, Any]:
    """Play ``matches`` matches through the controller and persistence in ``folder``."""
    from ciapano_qt.cli.soak import describe
    from ciapano_qt.storage.stats import StatsStore

    _application()
    rng = random.Random(seed)
    folder = Path(folder)
    figures: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    start = time.perf_counter()
    for index in range(matches):
        match = play_one(index, rng, folder, figures)
        kinds[describe(match.rules)] += 1
    seconds = time.perf_counter() - start
    counted = StatsStore(folder).load()
    if counted.error is not None:
        raise UiSoakFailure(f"the statistics file was refused: {counted.message}")
    played = sum(v.played for v in counted.stats.variants.values())
    if played != matches:
        raise UiSoakFailure(f"the statistics count {played} matches, not {matches}")
    return {
        "matches": matches,
        "seed": seed,
        "hands": figures["hands"],
        "cards": figures["cards"],
        "human_cards": figures["human_cards"],
        "saves": figures["saves"],
        "restarts": figures["restarts"],
        "seconds": round(seconds, 2),
        "matches_per_minute": round(matches / seconds * 60, 1) if seconds else 0.0,
        "kinds": dict(sorted(kinds.items())),
        "folder": str(folder),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/ui_soak.py",
        description="play computer matches through the app's controller and autosave code",
    )
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--folder", default=None, help="where the saves go (default: a temporary folder, removed)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    return soak_in_folder(
        "ciapano-ui-soak",
        args.folder,
        lambda folder: run_ui_soak(args.matches, args.seed, folder),
        lambda f: (
            f"{f['matches']} matches ({f['hands']} hands, {f['cards']} cards, "
            f"{f['saves']} saves, {f['restarts']} restarts) through the controller "
            f"in {f['seconds']} s: {f['matches_per_minute']} matches/minute"
        ),
        args.json,
    )


if __name__ == "__main__":
    sys.exit(main())
