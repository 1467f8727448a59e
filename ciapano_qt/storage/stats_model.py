"""The statistics in memory: one group of figures per kind of match, and how a match adds in.

A group is keyed (``GroupKey``) by the variant, the number of players at the start, the
options (the rules that differ from the variant's defaults), the teams, and whether the player
was *assisted*: a hint, an undo, a redo, *finish for me* or the card tracker used in the match.
Assisted and unassisted matches are never added together. A match counts only with exactly
one local person (the seat given) and no remote person: every other seat is a computer player.

The key is ``stats_key``; the coach's figures (points lost per decision in reviewed hands) are
``stats_reviews``. ``Stats.to_dict`` writes the file's document (``FORMAT``, ``VERSION``); its
reading and validation are ``stats_schema``; the file itself ``stats``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine.match import Match
from ..engine.record import to_record
from ..engine.rules import VARIANTS
from .stats_key import GroupKey as GroupKey
from .stats_reviews import REVIEWS_LIMIT, TREND_LIMIT, ReviewedMatch, match_id, thousandths

FORMAT = "ciapano-stats"
VERSION = 3
"""The statistics file's format and the version ``Stats.to_dict`` writes (``stats_schema``
reads versions 1 to 3)."""
RECENT_LIMIT = 100
"""How many counted matches are remembered (by fingerprint) so none is counted twice."""

REVIEW_COUNTERS = ("review_hands", "review_decisions", "review_loss")
"""The coach's figures of a group (version 3): hands reviewed, decisions in them, points
(busche in Busca) lost in them in thousandths."""
COUNTERS = (
    "played",
    "won",
    "hands",
    "penalty",
    "cappotti_made",
    "cappotti_suffered",
    "uncovered",
    *REVIEW_COUNTERS,
)
ASSIST_KEYS = ("hints", "undos", "redos", "finished_for_me", "tracker")
"""Notes in a hand of the record (counts or flags) that mean the player was helped."""


@dataclass(frozen=True)
class MatchRecord:
    """One match as the best/worst entries remember it."""

    penalty: int  # the human's penalty points (classic) or busche (Busca) in the match
    hands: int  # hands the human played in the match
    players: int
    won: bool
    date: str  # UTC, ISO 8601 (``2026-11-29T16:07:16Z``)

    @property
    def average(self) -> float:
        return self.penalty / self.hands if self.hands else 0.0

    def better_than(self, other: MatchRecord) -> bool:
        """A lower average penalty per hand (compared exactly, without floats)."""
        return self.penalty * other.hands < other.penalty * self.hands

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class VariantStats:
    """The human's figures for one group (or a whole variant). Fields that do not apply
    stay 0."""

    played: int = 0  # finished matches
    won: int = 0  # matches the human won (alone or tied)
    hands: int = 0  # hands the human was dealt into
    penalty: int = 0  # classic: penalty points; Busca: busche
    cappotti_made: int = 0  # classic: hands in which the human made cappotto
    cappotti_suffered: int = 0  # classic: hands in which another player made cappotto
    uncovered: int = 0  # Busca: hands in which the human failed to cover
    review_hands: int = 0  # hands the coach reviewed (of counted matches)
    review_decisions: int = 0  # the human's decisions in them
    review_loss: int = 0  # points (busche in Busca) lost in them, in thousandths
    best: MatchRecord | None = None  # lowest average penalty per hand
    worst: MatchRecord | None = None  # highest average penalty per hand

    @property
    def average_penalty(self) -> float:
        """Average penalty per hand (busche per hand in Busca); 0.0 before any hand."""
        return self.penalty / self.hands if self.hands else 0.0

    @property
    def busche(self) -> int:
        return self.penalty

    @property
    def loss_per_decision(self) -> float | None:
        """The coach's figure: points (busche) lost per decision reviewed; None before any."""
        if not self.review_decisions:
            return None
        return self.review_loss / 1000 / self.review_decisions

    def add_reviewed(self, hands: int, decisions: int, loss: int) -> None:
        self.review_hands += hands
        self.review_decisions += decisions
        self.review_loss += loss

    def offer(self, this: MatchRecord) -> None:
        """Keep ``this`` as the best or the worst match if it is (the earlier on a tie)."""
        if self.best is None or this.better_than(self.best):
            self.best = this
        if self.worst is None or self.worst.better_than(this):
            self.worst = this

    def merged(self, others: Iterable[VariantStats]) -> VariantStats:
        """These figures and ``others`` added together."""
        total = dataclasses.replace(self)
        for other in others:
            for name in COUNTERS:
                setattr(total, name, getattr(total, name) + getattr(other, name))
            for entry in (other.best, other.worst):
                if entry is not None:
                    total.offer(entry)
        return total

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in COUNTERS}
        d["best"] = None if self.best is None else self.best.to_dict()
        d["worst"] = None if self.worst is None else self.worst.to_dict()
        return d


def counts_for(match: Match, human: int) -> bool:
    """Whether the match counts for seat ``human``: every other seat is a computer player
    (exactly one local person, no remote person), and it is no practice of a dealt hand
    ("Replay this deal": the record's ``practice_deal``)."""
    if match.extra.get("practice_deal") is not None:
        return False
    return all(s.kind == "ai" for i, s in enumerate(match.seats) if i != human)


def was_assisted(match: Match) -> bool:
    """A hint, undo, redo, *finish for me* or the card tracker in any hand's notes."""
    return any(log.extra.get(key) for log in match.hands for key in ASSIST_KEYS)


@dataclass
class Stats:
    groups: dict[GroupKey, VariantStats] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)  # fingerprints of counted matches
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level keys, kept
    reviews: list[ReviewedMatch] = field(default_factory=list)  # the coach's; oldest first

    @property
    def variants(self) -> dict[str, VariantStats]:
        """Every group of each variant added together (the known variants always there)."""
        names = list(VARIANTS) + sorted({k.variant for k in self.groups} - set(VARIANTS))
        return {
            name: VariantStats().merged(v for k, v in self.groups.items() if k.variant == name)
            for name in names
        }

    def totals(self, variant: str, assisted: bool | None = None) -> VariantStats:
        """The figures of a variant's groups with this ``assisted`` value (None: all)."""
        return VariantStats().merged(
            v
            for k, v in self.groups.items()
            if k.variant == variant and (assisted is None or k.assisted is assisted)
        )

    def to_dict(self) -> dict[str, Any]:
        """The version-3 document (groups in a stable order); ``stats_schema`` reads it."""
        groups = [
            {**key.to_dict(), **self.groups[key].to_dict()}
            for key in sorted(self.groups, key=GroupKey.sort_key)
        ]
        d: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "groups": groups,
            "recent": list(self.recent),
            "reviews": [r.to_dict() for r in self.reviews],
        }
        for k, v in self.extra.items():
            d.setdefault(k, v)
        return d

    def add(
        self, match: Match, human: int, when: float | None = None, assisted: bool | None = None
    ) -> bool:
        """Count a finished match for the human's seat. False (nothing changed) when the
        match is not finished, was counted already, or does not count (another person at
        the table). ``assisted``: None reads it from the record's notes."""
        if not 0 <= human < match.n_seats:
            raise ValueError(f"seat {human} is not in a {match.n_seats}-player match")
        if not match.finished or not counts_for(match, human):
            return False
        key = fingerprint(match)
        if key in self.recent:
            return False
        helped = was_assisted(match) if assisted is None else assisted
        v = self.groups.setdefault(GroupKey.of(match, helped), VariantStats())
        penalty = hands = 0
        for log_ in match.hands:
            result = log_.state.result
            if result is None or human not in log_.state.active:
                continue
            hands += 1
            penalty += result.scores[human]
            if result.cappotto == human:
                v.cappotti_made += 1
            elif result.cappotto is not None:
                v.cappotti_suffered += 1
            if human in result.uncovered:
                v.uncovered += 1
        won = human in match.winners
        v.played += 1
        v.won += won
        v.hands += hands
        v.penalty += penalty
        date = _date(when)
        if hands:
            v.offer(MatchRecord(penalty, hands, match.n_seats, won, date))
        self.recent = [*self.recent, key][-RECENT_LIMIT:]
        reviewed = self._reviewed(match_id(match))
        if reviewed is not None and not reviewed.counted:  # its reviews join the group now
            reviewed.key, reviewed.counted = GroupKey.of(match, helped), True
            losses = reviewed.hands.values()
            v.add_reviewed(len(losses), reviewed.decisions, sum(lost for _, lost in losses))
        return True

    # The coach's figures ----------------------------------------------------------------

    def _reviewed(self, match: str) -> ReviewedMatch | None:
        return next((r for r in self.reviews if r.match == match), None)

    def add_review(
        self,
        match: Match,
        human: int,
        hand: int,
        decisions: int,
        loss: float,
        when: float | None = None,
    ) -> bool:
        """Keep the coach's review of hand ``hand`` of the match on the table: ``decisions``
        reviewed, ``loss`` points (busche) lost in them. False (nothing changed) when the
        match does not count (``counts_for``) or the hand is not a finished hand of the
        human's. A hand reviewed again replaces its figures."""
        if not 0 <= human < match.n_seats or not counts_for(match, human):
            return False
        if not 0 <= hand < len(match.hands) or decisions < 0:
            return False
        log_ = match.hands[hand]
        if not log_.finished or human not in log_.state.active:
            return False
        ident = match_id(match)
        reviewed = self._reviewed(ident)
        if reviewed is None:
            counted = match.finished and fingerprint(match) in self.recent
            key = GroupKey.of(match, was_assisted(match))
            reviewed = ReviewedMatch(ident, key, _date(when), counted=counted)
            self.reviews = [*self.reviews, reviewed][-REVIEWS_LIMIT:]
        elif not reviewed.counted:
            reviewed.key = GroupKey.of(match, was_assisted(match))  # its help so far
        reviewed.date = _date(when)
        figures = (decisions, thousandths(loss))
        before = reviewed.hands.get(hand)
        reviewed.hands[hand] = figures
        if reviewed.counted:  # counted already: the group takes the hand (or its change)
            v = self.groups.setdefault(reviewed.key, VariantStats())
            if before is None:
                v.add_reviewed(1, *figures)
            else:
                v.add_reviewed(0, figures[0] - before[0], figures[1] - before[1])
        return True

    def trend(self, variant: str, limit: int = TREND_LIMIT) -> list[ReviewedMatch]:
        """The last ``limit`` counted matches of a variant with a reviewed decision, oldest
        first: the statistics dialog's chart."""
        found = [
            r for r in self.reviews if r.counted and r.key.variant == variant and r.decisions > 0
        ]
        return found[-limit:]


def _date(when: float | None) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))


def fingerprint(match: Match) -> str:
    """A short digest of a match's rules, seats, deals and plays (not of app notes)."""
    record = to_record(match)
    core = {
        "rules": record["rules"],
        "seats": record["seats"],
        "hands": [
            [h["dealer"], h["deal"], h["stock"], h["removed"], h["discard"], h["plays"]]
            for h in record["hands"]
        ],
    }
    text = json.dumps(core, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
