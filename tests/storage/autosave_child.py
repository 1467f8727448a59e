"""The child of the kill test: plays a computer match, autosaving after every change.

    python autosave_child.py FOLDER SEED [--via engine|session]

At start it loads the autosave in FOLDER (through ``ciapano_qt.storage``) and resumes it, or
starts a new long three-player match. After every completed save it prints
``SAVED <hands> <plays>`` and flushes, so the parent knows what the last save held when it
kills this process. On start it prints ``RESUMED <hands> <plays>`` or ``NEW``; a refused
autosave prints ``REFUSED <code>`` and exits with status 3; a finished match prints
``FINISHED`` and exits 0.

``--via session`` plays through ``ciapano_qt.ui.session.session.Session`` and the app's
autosave code (``ciapano_qt.ui.session.persistence.Persistence``) offscreen, at instant speed: the
autosave written, loaded and resumed exactly as the desktop app does it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

from ciapano_qt.ai.levels import make_player
from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.storage.saves import AutosaveStore

RULES = Rules(players=3, target=101, three_player_method="discard")


def progress(match: Match) -> tuple[int, int]:
    plays = sum(len(h.state.plays) + (h.state.discard is not None) for h in match.hands)
    return len(match.hands), plays


def say(*words: object) -> None:
    print(*words, flush=True)


def new_match() -> Match:
    seats = [
        Seat("You", "human", None),
        Seat("Luisa", "ai", "easy"),
        Seat("Gioann", "ai", "random"),
    ]
    return Match(RULES, seats)


def start(store: AutosaveStore) -> tuple[Match, dict[str, object]]:
    result = store.load()
    if result.status == "refused":
        say("REFUSED", result.code, result.message)
        sys.exit(3)
    if result.match is None:
        say("NEW")
        return new_match(), {"human": 0}
    if result.match.finished:
        say("FINISHED")
        sys.exit(0)
    say("RESUMED", *progress(result.match))
    return result.match, result.app


def run_engine(store: AutosaveStore, seed: int) -> None:
    match, app = start(store)
    rng = random.Random(f"{seed}-{progress(match)}")
    levels = [s.level or "random" for s in match.seats]
    players = [make_player(level, rng.getrandbits(32)) for level in levels]
    while not match.finished:
        state = match.hand
        if state is None:
            match.deal_hand(rng)
        else:
            match.play(players[state.current].choose(view_of(state, state.current)))
        store.save(match, app)
        say("SAVED", *progress(match))
    say("FINISHED")


def run_controller(store: AutosaveStore, seed: int) -> None:
    """The app's own path: ``Session`` + ``ui.persistence.Persistence`` offscreen.

    Persistence saves after every deal and card (``recordChanged``) and resumes the autosave
    with ``Session.resume``; this child only reports each completed save.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication  # noqa: TID251 (session mode)

    from ciapano_qt.ui.session.persistence import Persistence
    from ciapano_qt.ui.session.session import Session

    app_ = QCoreApplication.instance() or QCoreApplication([])
    session = Session()
    session.wait_for_table = False
    session.speed = "instant"
    persistence = Persistence(session, store.folder, autosave_demo=True)
    result = persistence.load_autosave()
    if result.status == "refused":
        say("REFUSED", result.code, result.message)
        sys.exit(3)
    if result.match is not None and result.match.finished:
        say("FINISHED")
        sys.exit(0)

    def saved() -> None:
        current = session.match
        assert current is not None
        say("SAVED", *progress(current))
        if current.finished:
            say("FINISHED")
            app_.quit()

    persistence.saved.connect(saved)
    if result.match is None:
        say("NEW")
        match = new_match()
        seats = [Seat(s.name, "ai", s.level or "random") for s in match.seats]
        session.new_match(match.rules, seats, seed=seed, demo=True)
    else:
        say("RESUMED", *progress(result.match))
        persistence.resume_match(result.match, result.app)
    app_.exec()
    session.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("seed", type=int)
    parser.add_argument("--via", choices=("engine", "session"), default="engine")
    args = parser.parse_args()
    store = AutosaveStore(args.folder)
    if args.via == "engine":
        run_engine(store, args.seed)
    else:
        run_controller(store, args.seed)


if __name__ == "__main__":
    main()
