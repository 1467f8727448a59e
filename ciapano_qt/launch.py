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


NO_QT = (
    "Ciapanò: PySide6 is not installed, so there is no window (pip install PySide6-Essentials); "
    "here is a match between computer players instead."
)


def main() -> int:
    """The desktop app; without PySide6 (a bare ``pip install --no-deps``), a text match."""
    if importlib.util.find_spec("PySide6") is None:
        print(NO_QT, file=sys.stderr)
        return text_demo()
    from .ui.app import main as gui_main

    return int(gui_main(sys.argv))
