"""Rule players: ``easy`` (simple rules, frequent mistakes) and ``medium`` (a full rule player)."""

from __future__ import annotations

import random

from ..engine.cards import CARDS, FULL_MASK, SUIT_MASKS, Card, cards_of
from ..engine.view import View
from . import policy
from .knowledge import covered, history_voids, holdable, out_mask, trick_of


class EasyPlayer:
    """Follows a few plain rules and often plays a random legal card instead.

    No card counting: it treats every card it does not hold as still out. In Busca, until it
    has covered (taken a card point), it plays for a trick with a point in it as the rule
    player does (``policy.busca_cover``); its other rules are the classic game's, which avoid
    points, so without this it stayed uncovered and did no better than random (docs/ai.md,
    "Levels a step apart on the clock").
    """

    MISTAKE = 0.4

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Card:
        legal = view.legal
        if self.rng.random() < self.MISTAKE:
            return self.rng.choice(cards_of(legal))
        out = FULL_MASK & ~view.hand
        if view.phase == "discard":
            return CARDS[policy.dump_card(legal, out, view.rules.is_busca)]
        t = trick_of(view)
        if view.rules.is_busca and not covered(view, view.seat):
            by_tricks = view.rules.busca_cover == "tricks"
            c = policy.busca_cover(legal, t.led, t.best, t.last, out, t.points, by_tricks)
            if c >= 0:
                return CARDS[c]
        if t.led < 0:
            return CARDS[min(cards_of(legal), key=lambda c: c.strength)]
        if legal & SUIT_MASKS[t.led]:
            under = legal & policy.BELOW[t.best]
            return CARDS[policy.high(under) if under else policy.low(legal)]
        return CARDS[policy.dump_card(legal, out, view.rules.is_busca)]


def medium_card(view: View) -> int:
    """The full rule player's card: card counting, voids, ducking, dumping, last trick, Busca."""
    legal = view.legal
    busca = view.rules.is_busca
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    out = out_mask(view)
    vals = policy.values_of(view.rules)
    if view.phase == "discard":
        return policy.dump_card(legal, out, busca, vals)
    voids = history_voids(view)
    t = trick_of(view)
    me = view.seat
    cov = covered(view, me) if busca else True
    if t.led < 0:
        # leading: count only cards that someone who can still follow may hold
        reach = holdable(view, voids)
        if view.stock_left:
            reach |= out
        if view.hand.bit_count() == 2 and not (busca and not cov):
            keep = _keeper(view.hand, reach)
            other = legal & ~(1 << keep)
            if other:
                return policy.high(other)
        by_tricks = busca and view.rules.busca_cover == "tricks"
        return policy.choose(
            view.hand, legal, -1, -1, t.last, reach, busca, cov, 0, vals, False, False, by_tricks
        )
    if view.hand.bit_count() == 2 and legal & SUIT_MASKS[t.led] and legal & (legal - 1):
        # two cards left, both follow: keep for the last trick the one least likely to win
        under = legal & policy.BELOW[t.best]
        if (under.bit_count() == 2 or not under) and not (busca and not cov):
            keep = _keeper(legal, out)
            return policy.high(legal & ~(1 << keep))
    # two against two: the partner (two seats back) is winning the trick
    partner = view.rules.uses_teams and view.trick_len >= 2 and t.winner == view.seat ^ 2
    bare = busca and cov and not covered(view, t.winner)
    by_tricks = busca and view.rules.busca_cover == "tricks"
    return policy.choose(
        view.hand,
        legal,
        t.led,
        t.best,
        t.last,
        out,
        busca,
        cov,
        t.points,
        vals,
        partner,
        bare,
        by_tricks,
    )


def _keeper(hand: int, out: int) -> int:
    """Of two cards, the one more likely to lose the last trick (more higher cards out)."""
    cards = cards_of(hand)
    return max(cards, key=lambda c: ((out & policy.ABOVE[c]).bit_count(), -c.strength))


class MediumPlayer:
    """The full rule player (deterministic; the seed is accepted for the protocol)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: View) -> Card:
        return CARDS[medium_card(view)]
