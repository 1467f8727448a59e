"""Matches for the persistence tests: seats with computer levels, the human's cards played, the
autosaved record read back, and engine matches stopped mid-hand."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.ui.session.session import Session

LEVELS = ["easy", "random", "medium"]


def level_seats(levels: list[str]) -> list[Seat]:
    return [Seat("You", "human", None)] + [
        Seat(f"AI {i}", "ai", level) for i, level in enumerate(levels, 1)
    ]


def play_human_cards(qtbot, c: Session, n: int) -> None:  # type: ignore[no-untyped-def]
    """Play ``n`` cards for the human (the first legal one), letting the computers answer."""
    for _ in range(n):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=20_000)
        if c.match.hand is None:
            return
        assert c.play_human(c.human_view().legal_moves[0])


def saved_record(folder: Path) -> dict[str, Any]:
    result = AutosaveStore(folder).load()
    assert result.ok, result.message
    return to_record(result.match)


def play_until(rules: Rules, seats: list[Seat], seed: int, stop_seat: int):  # type: ignore[no-untyped-def]
    """An engine match stopped when ``stop_seat`` is to play, a few tricks in."""
    from ciapano_qt.engine.match import Match

    rng = random.Random(seed)
    match = Match(rules, seats)
    match.deal_hand(rng)
    while True:
        st = match.hand
        if len(st.plays) > 5 and st.current == stop_seat and st.phase != 0:
            return match
        match.play(st.legal_moves()[0])


def play_to_summary(qtbot, window, data: Path, match) -> Any:  # type: ignore[no-untyped-def]
    """``match`` resumed in ``window`` (its autosave kept in ``data``), the person's first legal
    card played at each turn until the hand's summary shows; the summary."""
    from ciapano_qt.ui.session.persistence import install_persistence

    install_persistence(window, data)
    window.persistence.resume_match(match, None)
    session = window.session

    def over() -> bool:
        if session.is_human_turn():
            session.play_human(session.human_view().legal_moves[0])
        return window.summary is not None

    qtbot.waitUntil(over, timeout=20_000)
    return window.summary
