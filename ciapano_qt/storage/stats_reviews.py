"""The coach's figures in the statistics: points lost per decision, match by match.

When the coach reviews a hand of the match on the table (``ui``: automatically when the
setting is on, or from the hand summary), the statistics keep the number of decisions
reviewed and the points lost in them (the hand's own unit: penalty points, busche in
Busca), in thousandths so that the file holds whole numbers. Each match with a reviewed
hand is a :class:`ReviewedMatch` in ``Stats.reviews`` (the last ``REVIEWS_LIMIT``), keyed by
:func:`match_id` (its rules, seats and first deal: the same while the match goes on). A hand
reviewed twice replaces its figures; it is not added again.

A match's reviews join its group (``GroupKey``: the assisted split included) when the match
is counted (``Stats.add``, at its end; its help is known only then); a hand reviewed after
that (the last hand, reviewed while the summary shows) joins the group at once. A match
that is abandoned never joins a group, and the trend shows counted matches only. The same
rule as for the matches holds: only a match with exactly one local person and no remote
person (``counts_for``), never a practice deal.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.match import Match
    from .stats_key import GroupKey

REVIEWS_LIMIT = 50
"""How many matches with reviewed hands are kept for the trend (the oldest go first)."""
TREND_LIMIT = 20
"""How many of the last counted matches the statistics dialog draws."""
THOUSANDTHS = 1000


def thousandths(loss: float) -> int:
    """A loss in points (or busche) as whole thousandths (the review rounds to 0.001)."""
    return max(0, round(loss * THOUSANDTHS))


@dataclass
class ReviewedMatch:
    """One match's reviewed hands: ``hands[i] = (decisions, loss in thousandths)``."""

    match: str  # match_id
    key: GroupKey  # the group it counts in (its help as last known)
    date: str  # UTC, ISO 8601: the last review (or the count)
    hands: dict[int, tuple[int, int]] = field(default_factory=dict)
    counted: bool = False  # the match was counted: its figures are in its group

    @property
    def decisions(self) -> int:
        return sum(d for d, _ in self.hands.values())

    @property
    def loss(self) -> float:
        """Points (busche in Busca) lost in the reviewed hands."""
        return sum(lost for _, lost in self.hands.values()) / THOUSANDTHS

    @property
    def loss_per_decision(self) -> float | None:
        """None when no reviewed hand had a choice of card."""
        n = self.decisions
        return self.loss / n if n else None

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.key.to_dict(),
            "match": self.match,
            "date": self.date,
            "counted": self.counted,
            "hands": [[i, d, lost] for i, (d, lost) in sorted(self.hands.items())],
        }


def match_id(match: Match) -> str:
    """A short digest of a match's rules, seats and first deal: the same from its first
    hand to its end (``stats_model.fingerprint`` changes with every card)."""
    from ..engine.record import to_record

    record = to_record(match)
    first = record["hands"][0] if record["hands"] else {}
    core = {
        "rules": record["rules"],
        "seats": record["seats"],
        "first": [first.get(k) for k in ("dealer", "deal", "stock", "removed")],
    }
    text = json.dumps(core, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
