"""The coach: a review of one seat's cards in finished hands, from that seat's view only.

Every decision of the seat (a turn with at least two legal cards; the three-player dealer's
discard is one too, ``trick`` 0, the tricks counting from 1) is searched again by the
strongest blind player: the expert told no seat's level, as when it plays people, so it does
not read any seat as a rule player (``ExpertPlayer.search`` with no table). Its worlds are
drawn from the seat's ``View`` (never the hidden cards of the record), and every legal card
is valued on the SAME worlds: a fixed number per decision, drawn from a seed made of the
review's seed, the hand and the position, so the same review gives the same figures.

A card's figure is the seat's expected penalty for the hand (its score, what it has taken
already included: penalty points in the classic game, busche in Busca) when it plays that card
and the hand is played on; where the match is at stake it is minus the expert's match value
(``Objective(aware=True)``: crossing the target, ending the match). Lower is better.
``loss`` is the played card's figure minus the best card's (never negative). A decision is
marked ``mistake`` when the loss is at least ``MISTAKE`` (0.3) and ``inaccuracy`` when at
least ``INACCURACY`` (0.1), in both cases only when it also exceeds two standard errors of the
paired difference (played minus best, world by world). The best card comes with the hint's
reason (``hint.explain``: a code and parameters for the UI to translate, an English text).

Long reviews report progress (``progress(done, total)`` after each decision) and stop when
``cancelled()`` turns true (``ReviewCancelled``), checked after every world.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import CARDS, Card, cards_of
from ..engine.hand import DISCARD, HandState
from ..engine.match import HandLog, Match
from ..engine.view import View, view_of
from .expert import ExpertPlayer, Search
from .finish import own_moves
from .hint import explain

WORLDS = 400
"""Sampled worlds per decision (every legal card is valued on each)."""
MISTAKE = 0.3
INACCURACY = 0.1
SIGMAS = 2.0  # a loss is marked only above this many standard errors of the difference

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class ReviewCancelled(Exception):
    """The review was cancelled (``cancelled()`` returned true)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision. ``cards``: the expected penalty of every legal card (lower is
    better), in card order; ``stderr``: the standard error of the loss."""

    hand: int  # the hand's index in the match (``hands[i]`` of the record)
    trick: int  # 1 for the first trick; 0 for the three-player discard
    seat: int
    played: Card
    best: Card
    cards: dict[Card, float]
    loss: float
    stderr: float
    mark: str | None  # "mistake", "inaccuracy" or None
    reason_code: str
    reason_params: dict[str, Any] = field(default_factory=dict)
    reason_en: str = ""
    worlds: int = 0

    def to_json(self) -> dict[str, Any]:
        cards = {c.code: round(v, 3) for c, v in self.cards.items()}
        loss = max(0.0, round(cards[self.played.code] - cards[self.best.code], 3))
        return {
            "trick": self.trick,
            "played": self.played.code,
            "best": self.best.code,
            "loss": loss,
            "cards": cards,
        }


@dataclass(frozen=True, slots=True)
class HandReview:
    hand: int
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def marked(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.mark is not None)

    def to_json(self) -> dict[str, Any]:
        decisions = [d.to_json() for d in self.decisions]
        return {
            "hand": self.hand,
            "decisions": decisions,
            "loss": round(sum(d["loss"] for d in decisions), 3),
        }


@dataclass(frozen=True, slots=True)
class Review:
    """A seat's review over the finished hands of a match (the hands it played in)."""

    seat: int
    hands: tuple[HandReview, ...]

    @property
    def decisions(self) -> int:
        return sum(len(h.decisions) for h in self.hands)

    @property
    def loss(self) -> float:
        return sum(h.loss for h in self.hands)

    @property
    def loss_per_decision(self) -> float:
        """Points lost per decision (0.0 when there was none)."""
        return self.loss / self.decisions if self.decisions else 0.0

    def to_json(self) -> dict[str, Any]:
        hands = [h.to_json() for h in self.hands]
        n = sum(len(h["decisions"]) for h in hands)
        total = sum(h["loss"] for h in hands)
        return {
            "seat": self.seat,
            "hands": hands,
            "decisions": n,
            "loss_per_decision": round(total / n, 4) if n else 0.0,
        }


# The positions ---------------------------------------------------------------------------


def fresh_state(log: HandLog) -> HandState:
    """The hand of ``log`` as dealt, before its first card (the match totals it began with)."""
    deal, final = log.deal, log.state
    return HandState(
        final.rules,
        final.n_seats,
        deal.dealer,
        deal.hands,
        deal.stock,
        deal.removed,
        totals=final.totals,
        hand_index=final.hand_index,
    )


def positions(log: HandLog, seat: int) -> Iterator[tuple[View, int, int]]:
    """The decisions of ``seat`` in a finished hand: its view, the card it played, the trick
    (0 for the dealer's discard); not the cards the app played for it once asked to finish
    the hand (``own_moves``). The log is not changed."""
    final = log.state
    if not final.is_over:
        raise ValueError(f"hand {final.hand_index + 1} is not finished")
    st = fresh_state(log)
    moves = ([] if final.discard is None else [final.discard]) + list(final.plays)
    own = own_moves(log.extra, seat)
    if own is not None:
        moves = moves[:own]
    for card in moves:
        if st.current == seat:
            legal = st.legal_mask()
            if legal & (legal - 1):
                trick = 0 if st.phase == DISCARD else len(st.winners) + 1
                yield view_of(st, seat), card, trick
        st.play(card)


def _decision_rng(seed: int, view: View) -> random.Random:
    # a string seed is hashed with SHA-512: the same stream on every run and platform
    return random.Random(f"review:{seed}:{view.hand_index}:{view.phase}:{len(view.plays)}")


# The search ------------------------------------------------------------------------------


def blind_search(view: View) -> Search:
    """The strongest blind player's search of ``view``: the expert told no seat's level (so
    it believes no seat to be a rule player: uniform worlds, plain rollouts)."""
    return ExpertPlayer(table=None).search(view)


def card_values(
    view: View,
    worlds: int = WORLDS,
    seed: int = 0,
    cancelled: Cancelled | None = None,
) -> tuple[list[int], list[list[float]]]:
    """The legal cards of ``view`` and, per sampled world, the seat's penalty for each (the
    strongest blind player's search, every card on the same ``worlds`` worlds)."""
    moves = [int(c) for c in cards_of(view.legal)]
    if not moves:
        raise ValueError("no decision: it is not this seat's turn")
    rng = _decision_rng(seed, view)
    search = blind_search(view)
    table: list[list[float]] = []
    for _ in range(worlds):
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        world = search.sampler.sample(rng)
        table.append([-v for v in search.world_values(world, moves, rng)])
    return moves, table


def judge(loss: float, stderr: float) -> str | None:
    """The mark of a loss with its standard error."""
    if loss <= SIGMAS * stderr:
        return None
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return None


def review_decision(
    view: View,
    played: int,
    trick: int,
    worlds: int = WORLDS,
    seed: int = 0,
    cancelled: Cancelled | None = None,
) -> Decision:
    """The review of playing ``played`` in ``view`` (only what the seat saw is used)."""
    moves, table = card_values(view, worlds, seed, cancelled)
    if played not in moves:
        raise ValueError(f"{CARDS[played].code} is not a legal card here")
    n = len(table)
    means = [sum(row[i] for row in table) / n for i in range(len(moves))]
    p = moves.index(played)
    low = min(means)
    # ties go to the card played, then to the first in card order
    b = p if means[p] <= low + 1e-9 else means.index(low)
    diffs = [row[p] - row[b] for row in table]
    loss = max(0.0, means[p] - means[b])
    stderr = _stderr(diffs)
    code, params, text = explain(view, moves[b])
    return Decision(
        hand=view.hand_index,
        trick=trick,
        seat=view.seat,
        played=CARDS[played],
        best=CARDS[moves[b]],
        cards={CARDS[c]: m for c, m in zip(moves, means, strict=True)},
        loss=loss,
        stderr=stderr,
        mark=judge(loss, stderr),
        reason_code=code,
        reason_params=params,
        reason_en=text,
        worlds=n,
    )


def _stderr(diffs: Sequence[float]) -> float:
    n = len(diffs)
    if n < 2:
        return math.inf if any(diffs) else 0.0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return math.sqrt(var / n)


# Hands and matches -----------------------------------------------------------------------


def _check_seat(match: Match, seat: int) -> None:
    if not 0 <= seat < match.n_seats:
        raise ValueError(f"there is no seat {seat} (seats 0 to {match.n_seats - 1})")


def reviewable(match: Match, seat: int) -> list[HandLog]:
    """The finished hands of ``match`` in which ``seat`` was dealt cards."""
    _check_seat(match, seat)
    return [h for h in match.hands if h.finished and seat in h.state.active]


def review_hand(
    log: HandLog,
    seat: int,
    worlds: int = WORLDS,
    seed: int = 0,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> HandReview:
    """Every decision of ``seat`` in the finished hand ``log``."""
    return _review([log], seat, worlds, seed, progress, cancelled)[0]


def review_match(
    match: Match,
    seat: int,
    worlds: int = WORLDS,
    seed: int = 0,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    hands: Collection[int] | None = None,
) -> Review:
    """Every finished hand ``seat`` played in (only those of index in ``hands`` when given);
    ``progress(done, total)`` counts decisions."""
    logs = reviewable(match, seat)
    if hands is not None:
        logs = [log for log in logs if log.state.hand_index in hands]
    return Review(seat, _review(logs, seat, worlds, seed, progress, cancelled))


def _review(
    logs: Sequence[HandLog],
    seat: int,
    worlds: int,
    seed: int,
    progress: Progress | None,
    cancelled: Cancelled | None,
) -> tuple[HandReview, ...]:
    found = [(log, list(positions(log, seat))) for log in logs]
    total = sum(len(items) for _, items in found)
    count = 0
    if progress is not None:
        progress(0, total)
    hands: list[HandReview] = []
    for log, items in found:
        done: list[Decision] = []
        for view, card, trick in items:
            done.append(review_decision(view, card, trick, worlds, seed, cancelled))
            count += 1
            if progress is not None:
                progress(count, total)
        hands.append(HandReview(log.state.hand_index, seat, tuple(done)))
    return tuple(hands)
