"""The coach's reviews of the match on the table, kept in the statistics.

When a review of a hand of the live match finishes (the auto-review setting, or "Review my
cards" on the hand summary), :func:`keep_review` gives the statistics the hand's decisions
and points lost (``StatsStore.record_review``; the storage decides whether the match counts:
one local person, no remote person, no practice deal). A review of an opened record (the
replay's "Review my cards") is not kept: such a file may be anyone's match, edited, or one
never played here, and the statistics count only what was played in this app.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...ai.review import Review
    from ...engine.match import Match

log = logging.getLogger(__name__)


def keep_review(persistence: Any, match: Match, seat: int, review: Review) -> int:
    """Keep every reviewed hand of ``review`` (of ``match``, the session's snapshot) for
    ``seat``; the number of hands kept. Nothing without statistics (``persistence`` None:
    tests without files) or when the file cannot be written (logged; the game goes on)."""
    if persistence is None:
        return 0
    kept = 0
    for hand in review.hands:
        decisions = len(hand.decisions)
        try:
            kept += persistence.stats.record_review(match, seat, hand.hand, decisions, hand.loss)
        except OSError as e:
            log.error("cannot keep the review in the statistics: %s", e)
            break
    return kept
