"""Scoring a finished hand: classic penalty points (with cappotto) and Busca busche."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import (
    ACE_OF_BATONS,
    BUSCA_LAST_TRICK,
    CARDS,
    PITA,
    STRENGTH_ACE,
    STRENGTH_FANTE,
    mask_of,
)
from .rules import Rules

TEAMS = ((0, 2), (1, 3))  # two against two: partners sit opposite


def team_of(seat: int) -> int:
    """Two against two: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


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
    not included: it goes to ``last_winner``). Seats not in ``active`` score 0. H (11, or 21
    and 16 with the ace of batons worth 11 or 6) is the hand's total."""
    if rules.uses_teams:
        return team_result(rules, thirds, last_winner)
    total = rules.hand_total
    scores = [0] * len(thirds)
    others = 0  # whole points of the players other than the last-trick winner
    under_a_point = True  # every other player took less than one whole point
    for s in active:
        if s != last_winner:
            whole = thirds[s] // 3
            scores[s] = whole
            others += whole
            under_a_point = under_a_point and whole == 0
    if thirds[last_winner] == rules.pack_thirds or (under_a_point and rules.cappotto == "lenient"):
        # Cappotto: every card point and the last trick (strict), or the others all under
        # one point each (lenient). The maker scores 0, everyone else in play H.
        for s in active:
            scores[s] = total
        scores[last_winner] = 0
        return tuple.__new__(HandResult, (tuple(thirds), tuple(scores), last_winner, ()))
    if rules.fractions == "last_trick_pays":
        scores[last_winner] = total - others
    else:  # "lost": the last-trick winner's own whole points, plus the last trick's 1
        scores[last_winner] = thirds[last_winner] // 3 + 1
    return tuple.__new__(HandResult, (tuple(thirds), tuple(scores), None, ()))


def team_result(rules: Rules, thirds: Sequence[int], last_winner: int) -> HandResult:
    """Two against two: the hand scored between the teams as in the heads-up finale, from
    their pooled thirds; each seat gets its team's score. ``cappotto`` names the seat that
    won the last trick when its team makes cappotto."""
    total = rules.hand_total
    last = team_of(last_winner)
    pooled = (thirds[0] + thirds[2], thirds[1] + thirds[3])
    other = pooled[1 - last]
    team_scores = [0, 0]
    cappotto: int | None = None
    if pooled[last] == rules.pack_thirds or (other < 3 and rules.cappotto == "lenient"):
        team_scores[1 - last] = total
        cappotto = last_winner
    elif rules.fractions == "last_trick_pays":
        team_scores[1 - last] = other // 3
        team_scores[last] = total - other // 3
    else:  # "lost": each team its whole points, the last trick's team 1 more
        team_scores[1 - last] = other // 3
        team_scores[last] = pooled[last] // 3 + 1
    scores = tuple(team_scores[s & 1] for s in range(4))
    return tuple.__new__(HandResult, (tuple(thirds), scores, cappotto, ()))


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


_AB_SHIFT = int(ACE_OF_BATONS)


def pile_points(pile: int, busca: bool, ace_bonus: int = 0) -> int:
    """Points in a pile of cards (a mask): classic thirds, or Busca card points.

    Classic: ace 3 thirds, 3/2/Re/Cavallo/Fante 1 third, the ace of batons ``ace_bonus``
    thirds more (``Rules.ace_bonus``: 30 when it is worth 11, 15 when 6). Busca: ace 3 (the
    Pita 8), 3/2/Re/Cavallo/Fante 1.
    """
    points = (pile & ONE_THIRD_MASK).bit_count() + 3 * (pile & ACE_MASK).bit_count()
    if busca and pile >> _PITA_SHIFT & 1:
        points += 5
    elif ace_bonus and pile >> _AB_SHIFT & 1:
        points += ace_bonus
    return points
