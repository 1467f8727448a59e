"""Scoring a finished hand: classic penalty points (with cappotto) and Busca busche."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import (
    BUSCA_LAST_TRICK,
    CARDS,
    CLASSIC_TOTAL_THIRDS,
    PITA,
    STRENGTH_ACE,
    STRENGTH_FANTE,
    mask_of,
)
from .rules import Rules

HAND_POINTS = 11  # a classic hand without cappotto scores 11 under last_trick_pays
CAPPOTTO_SCORE = 11


class HandResult(NamedTuple):
    """A scored hand (a named tuple: cheap to build at the end of every playout)."""

    points: tuple[int, ...]  # the record's "points": classic thirds, Busca points with last trick
    scores: tuple[int, ...]
    cappotto: int | None = None
    uncovered: tuple[int, ...] = ()


def classic_result(
    rules: Rules, active: Sequence[int], thirds: Sequence[int], last_winner: int
) -> HandResult:
    """Penalty points of a classic hand from the thirds each seat took (the last-trick point
    not included: it goes to ``last_winner``). Seats not in ``active`` score 0."""
    scores = [0] * len(thirds)
    others = 0  # whole points of the players other than the last-trick winner
    under_a_point = True  # every other player took less than one whole point
    for s in active:
        if s != last_winner:
            whole = thirds[s] // 3
            scores[s] = whole
            others += whole
            under_a_point = under_a_point and whole == 0
    if thirds[last_winner] == CLASSIC_TOTAL_THIRDS or (
        under_a_point and rules.cappotto == "lenient"
    ):
        # Cappotto: every card point and the last trick (strict), or the others all under
        # one point each (lenient). The maker scores 0, everyone else in play 11.
        for s in active:
            scores[s] = CAPPOTTO_SCORE
        scores[last_winner] = 0
        return tuple.__new__(HandResult, (tuple(thirds), tuple(scores), last_winner, ()))
    if rules.fractions == "last_trick_pays":
        scores[last_winner] = HAND_POINTS - others
    else:  # "lost": the last-trick winner's own whole points, plus the last trick's 1
        scores[last_winner] = thirds[last_winner] // 3 + 1
    return tuple.__new__(HandResult, (tuple(thirds), tuple(scores), None, ()))


def busca_base(points: int) -> int:
    """Busche for the player with the most points when nobody is uncovered (no tie)."""
    if points <= 18:
        return 1
    if points <= 22:
        return 2
    return points - 20


def busca_result(
    rules: Rules, card_points: Sequence[int], tricks_won: Sequence[int], last_winner: int
) -> HandResult:
    """Busche of a Busca hand from each seat's card points and tricks won."""
    n = len(card_points)
    points = [card_points[s] + (BUSCA_LAST_TRICK if s == last_winner else 0) for s in range(n)]
    if rules.busca_cover == "tricks":
        uncovered = [s for s in range(n) if tricks_won[s] == 0]
    else:
        uncovered = [s for s in range(n) if card_points[s] == 0]
    scores = [0] * n
    if uncovered:
        for s in uncovered:
            scores[s] = len(uncovered)
    else:
        top = max(points)
        tied = [s for s in range(n) if points[s] == top]
        for s in tied:
            scores[s] = len(tied) * busca_base(top)
    return HandResult(tuple(points), tuple(scores), None, tuple(uncovered))


ONE_THIRD_MASK = mask_of(
    c for c in CARDS if c.strength >= STRENGTH_FANTE and c.strength != STRENGTH_ACE
)
ACE_MASK = mask_of(c for c in CARDS if c.strength == STRENGTH_ACE)
_PITA_SHIFT = int(PITA)


def pile_points(pile: int, busca: bool) -> int:
    """Points in a pile of cards (a mask): classic thirds, or Busca card points.

    Classic: ace 3 thirds, 3/2/Re/Cavallo/Fante 1 third. Busca: ace 3 (the Pita 8),
    3/2/Re/Cavallo/Fante 1.
    """
    points = (pile & ONE_THIRD_MASK).bit_count() + 3 * (pile & ACE_MASK).bit_count()
    if busca and pile >> _PITA_SHIFT & 1:
        points += 5
    return points
