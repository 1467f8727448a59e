"""Hand-built positions: a deal and a scripted history replayed through the engine's checked
``play`` (so every position is reachable), then the view of the seat to move."""

from __future__ import annotations

from collections.abc import Sequence

from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules


def build(
    rules: Rules,
    dealer: int,
    tricks: Sequence[dict[int, str]],
    hands: dict[int, str],
    current: dict[int, str] | None = None,
    totals: Sequence[int] | None = None,
    removed: str | None = None,
) -> HandState:
    """``tricks``: finished tricks as {seat: card code}; ``hands``: each seat's cards left
    (space-separated codes); ``current``: cards already on the table in the trick in play."""
    n = rules.players
    dealt: list[list[int]] = [[] for _ in range(n)]
    for trick in [*tricks, current or {}]:
        for seat, code in trick.items():
            dealt[seat].append(parse_card(code))
    for seat, codes in hands.items():
        dealt[seat].extend(parse_card(c) for c in codes.split())
    state = HandState(
        rules,
        n,
        dealer,
        dealt,
        removed=None if removed is None else parse_card(removed),
        totals=totals,
    )
    for trick in [*tricks, current or {}]:
        for _ in trick:
            state.play(parse_card(trick[state.current]))
    return state
