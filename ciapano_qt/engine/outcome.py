"""Why a finished match ended as it did: a reason code beside the winners.

:func:`match_end` reads the match's own result (``finished``, ``winners``, ``in_play``, the
last hand's drop-outs and the totals) under the rules that :meth:`Match._finish_hand` applied,
so a view can say *why* someone won ("everyone left crossed the target in the same hand: the
lowest total wins") without deciding any rule itself. The codes are stable; the UI translates
them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .match import Match

REASONS = (
    "survivors",  # the others dropped out: the players still in the match win
    "all_crossed",  # every player still in the match crossed the target in the same hand
    "target_reached",  # nobody drops out (Busca, lowest-wins-at-target): a total reached it
    "hands_limit",  # the fixed number of hands was played: the lowest total wins
    "team_crossed",  # two against two: one team crossed the target, the other wins
    "both_teams_crossed",  # both teams crossed it in the same hand: the lower total wins
)


@dataclass(frozen=True)
class MatchEnd:
    """How a finished match ended."""

    reason: str  # one of REASONS
    winners: tuple[int, ...]
    out_last: tuple[int, ...]  # the seats that dropped out in the last hand


def match_end(match: Match) -> MatchEnd | None:
    """Why ``match`` ended (None while it goes on)."""
    if not match.finished or not match.hands:
        return None
    rules = match.rules
    last = match.hands[-1]
    if rules.uses_hands_limit:
        reason = "hands_limit"
    elif rules.uses_teams:
        over = [t for t in (0, 1) if match.totals[t] >= rules.target]
        reason = "both_teams_crossed" if len(over) == 2 else "team_crossed"
    elif rules.is_busca or rules.lowest_wins_at_target:
        reason = "target_reached"
    elif match.in_play:
        reason = "survivors"
    else:
        reason = "all_crossed"
    return MatchEnd(reason, tuple(match.winners), tuple(last.out))
