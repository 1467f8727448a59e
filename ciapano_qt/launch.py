"""Start-up: the desktop app when it is installed, else a computer match shown as text."""

from __future__ import annotations

import importlib.util
import random
import sys


def text_demo(seed: int | None = None) -> int:
    """Watch computer players play one match, hand by hand, on the terminal."""
    from .ai.play import play_match
    from .engine.rules import Rules

    rng = random.Random(seed)
    match = play_match(Rules(), ["random"] * 4, rng)
    names = [s.name for s in match.seats]
    print("Ciapanò: a match between four computer players (target 31)")
    for i, h in enumerate(match.hands, 1):
        assert h.state.result is not None
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, h.state.result.scores, strict=True))
        print(f"hand {i:2}: {scores}   totals {list(h.totals)}")
    print("winner:", ", ".join(names[w] for w in match.winners))
    return 0


def main() -> int:
    if importlib.util.find_spec("ciapano_qt.ui.app") is not None:
        from .ui.app import main as gui_main

        return int(gui_main(sys.argv))
    return text_demo()
