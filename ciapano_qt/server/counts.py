"""The club's running totals for its ``/metrics`` page (``metrics.py``): plain numbers the
core and the shell add to, read by the page's thread when it is scraped."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Counts:
    cards: int = 0  # cards played at this node's tables (people's, computers', stand-ins')
    refusals: int = 0  # connections refused and requests denied
    errors: int = 0  # store and thinker failures (each one in the log)
    lease_moves: int = 0  # tables this node took from another node or lost to one


def cards_between(before: tuple[int, int, int] | None, after: tuple[int, int, int]) -> int:
    """Cards played from one ``(matches played, hand, plays)`` to the next: the plays added in
    the same hand; one for the card that ended a hand or a match; none for a new match's deal
    (or a table's start, ``before`` None)."""
    if before is None:
        return 0
    if after[:2] == before[:2]:
        return max(0, after[2] - before[2])
    return 1 if after > before else 0
