"""The rule policy on raw card masks: one function shared by the rule players and the rollouts.

Everything here works on 40-bit masks and small ints so that a search can call it thousands
of times per move. ``choose`` decides one card from what the seat may know (its hand, the
cards still out, the trick on the table); ``playout`` plays a ``HandState`` to its end with
that policy for every seat, reading only the state's public fields.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.cards import (
    ACE_OF_BATONS,
    BUSCA_POINTS,
    CLASSIC_THIRDS,
    FULL_MASK,
    PITA,
    SUIT_MASKS,
)
from ..engine.hand import DISCARD, Chooser, HandState
from ..engine.rules import Rules
from ..engine.scoring import pile_points

SUITS4 = (0, 1, 2, 3)
# BELOW[c]: cards of c's suit weaker than c; ABOVE[c]: stronger.
BELOW: tuple[int, ...] = tuple(((1 << c) - 1) & SUIT_MASKS[c // 10] for c in range(40))
ABOVE: tuple[int, ...] = tuple(SUIT_MASKS[c // 10] & ~((1 << (c + 1)) - 1) for c in range(40))
ACES = sum(1 << (10 * s + 7) for s in SUITS4)
ZERO_CLASSIC = sum(1 << c for c in range(40) if CLASSIC_THIRDS[c] == 0)
PITA_BIT = 1 << PITA
BUSCA_POINT_CARDS = sum(1 << c for c in range(40) if BUSCA_POINTS[c])
_NOT_COINS = FULL_MASK & ~SUIT_MASKS[0]
LAST_TRICK_RULE = True  # with two cards left, keep the one more likely to lose the last trick
# Busca (measured against random players, docs/ai.md): uncovered, lead a point card with at
# most this many higher cards out; covered, while holding at least UNLOAD_CARDS cards, lead
# the top card (at most UNLOAD_ABOVE higher out) of a suit the others hold UNLOAD_OUT or more of
COVER_LEAD_ABOVE = 2
UNLOAD_CARDS = 6
UNLOAD_ABOVE = 1
UNLOAD_OUT = 3


def high(mask: int) -> int:
    """The strongest card of a one-suit mask (the highest index of any mask)."""
    return mask.bit_length() - 1


def low(mask: int) -> int:
    """The lowest index of a mask (the weakest card of a one-suit mask)."""
    return (mask & -mask).bit_length() - 1


def values(busca: bool) -> tuple[int, ...]:
    return BUSCA_POINTS if busca else CLASSIC_THIRDS


def _with_ace_of_batons(bonus: int) -> tuple[int, ...]:
    return tuple(v + (bonus if c == ACE_OF_BATONS else 0) for c, v in enumerate(CLASSIC_THIRDS))


_CLASSIC_BY_BONUS = {b: _with_ace_of_batons(b) for b in (0, 15, 30)}


def values_of(rules: Rules) -> tuple[int, ...]:
    """Each card's value under ``rules``: Busca points, or classic thirds with the ace of
    batons worth 1, 11 or 6 points."""
    return BUSCA_POINTS if rules.is_busca else _CLASSIC_BY_BONUS[rules.ace_bonus]


def dump_card(legal: int, out: int, busca: bool, vals: tuple[int, ...] | None = None) -> int:
    """The most dangerous card to give away (void in the suit led, or the dealer's discard).

    Aces (the Pita first in Busca) before unguarded high cards: score = 4 x value + strength,
    +5 when nobody else holds a higher card of the suit but somebody holds a lower one.
    ``vals``: the cards' values when not the plain ones (``values_of``).
    """
    if vals is None:
        vals = BUSCA_POINTS if busca else CLASSIC_THIRDS
    best, best_score = -1, -1
    for s in SUITS4:
        m = legal & SUIT_MASKS[s]
        if not m:
            continue
        cands = (high(m), high(m & ACES)) if m & ACES else (high(m),)
        for c in cands:
            score = 4 * vals[c] + c % 10
            if not out & ABOVE[c] and out & BELOW[c]:
                score += 5
            if score > best_score:
                best, best_score = c, score
    return best


def partner_dump(legal: int, out: int, vals: tuple[int, ...]) -> int:
    """Two against two, void while the partner wins the trick: give the partner no points.
    The most dangerous card worth nothing, else the cheapest card (the highest of them)."""
    zero = legal & ~_points_mask(vals)
    if zero:
        return dump_card(zero, out, False, vals)
    cheapest = min(vals[c] for c in range(40) if legal >> c & 1)
    return high(sum(1 << c for c in range(40) if legal >> c & 1 and vals[c] == cheapest))


def _points_mask(vals: tuple[int, ...]) -> int:
    return sum(1 << c for c in range(40) if vals[c])


def lead_card(legal: int, out: int, busca: bool, vals: tuple[int, ...] | None = None) -> int:
    """Lead low in the suit where the others still hold the most higher cards."""
    best, best_score = -1, -(10**6)
    safe = False
    for s in SUITS4:
        m = legal & SUIT_MASKS[s]
        if not m:
            continue
        c = low(m)
        higher = (out & ABOVE[c]).bit_count()
        if higher:
            score = 4 * higher - (out & BELOW[c]).bit_count() - c % 10
            if busca and c == PITA:
                score -= 50
            safe = True
        elif safe:
            continue
        else:
            # every card wins: lead the strongest of the suit the others hold most of
            c = high(m & ~ACES) if m & ~ACES else high(m)
            score = -1000 + 4 * (out & SUIT_MASKS[s]).bit_count() - (vals or values(busca))[c]
        if score > best_score:
            best, best_score = c, score
    return best


def follow_card(legal: int, best: int, last: bool, out: int) -> int:
    """Follow suit: duck with the highest card under the trick's best, else lose as cheaply
    as possible (lowest card when someone may still overtake, else the strongest non-ace)."""
    under = legal & BELOW[best]
    if under:
        return high(under)
    lo = low(legal)
    if not last and out & ABOVE[lo]:
        return lo
    spare = legal & ~ACES
    return high(spare) if spare else high(legal)


def choose(
    hand: int,
    legal: int,
    led: int,
    best: int,
    last: bool,
    out: int,
    busca: bool,
    covered: bool,
    trick_pts: int,
    vals: tuple[int, ...] | None = None,
    partner_wins: bool = False,
    winner_bare: bool = False,
    by_tricks: bool = False,
) -> int:
    """The rule policy's card. ``led``/``best`` are -1 when leading; ``out``: the cards still
    held by others (or in the stock/monte); ``covered``/``trick_pts``: Busca's aim (the points
    on the table); ``vals``: the cards' values when not the plain ones; ``partner_wins``: two
    against two, the partner's card is winning the trick (its points would be the team's
    own); ``winner_bare``: Busca, the seat winning the trick so far has not covered;
    ``by_tricks``: Busca's ``busca_cover`` is ``tricks`` (winning any trick covers)."""
    if busca and not covered:
        c = _busca_cover(legal, led, best, last, out, trick_pts, by_tricks)
        if c >= 0:
            return c
    elif busca and winner_bare and led >= 0:
        c = _keep_bare(legal, led, best, last, out, trick_pts, by_tricks)
        if c >= 0:
            return c
    if LAST_TRICK_RULE and covered and legal == hand and hand.bit_count() == 2:
        c = _before_last(hand, led, best, out)
        if c >= 0:
            return c
    if led < 0:
        if busca and hand.bit_count() >= UNLOAD_CARDS:
            c = _unload(legal, out)
            if c >= 0:
                return c
        return lead_card(legal, out, busca, vals)
    if legal & SUIT_MASKS[led]:
        return follow_card(legal, best, last, out)
    if partner_wins:
        return partner_dump(legal, out, vals or CLASSIC_THIRDS)
    return dump_card(legal, out, busca, vals)


def _before_last(hand: int, led: int, best: int, out: int) -> int:
    """Two cards left, both playable: keep for the last trick the one more likely to lose it
    (more higher cards out), when this trick does not tell them apart; else -1."""
    a, b = low(hand), high(hand)
    if led >= 0:
        if a // 10 != led or b // 10 != led:
            return -1
        if (a < best) != (b < best):
            return -1
    ka = (out & ABOVE[a]).bit_count()
    kb = (out & ABOVE[b]).bit_count()
    keep_a = ka > kb or (ka == kb and a % 10 <= b % 10)
    return b if keep_a else a


def _busca_cover(
    legal: int, led: int, best: int, last: bool, out: int, trick_pts: int, by_tricks: bool
) -> int:
    """Busca, still uncovered: play for a trick with a card point in it (any trick with
    ``by_tricks``), or -1. Staying uncovered costs at least what taking the most points costs
    (one busca up to 18 points), so it wins such a trick whenever it can, with its highest
    card unless it plays last (then the lowest that wins); never with the Pita, nor a trick
    holding the Pita. Unable to win, it gets rid of the Pita under a higher coin, else plays
    its lowest card; void, it keeps its sure point winners for later and dumps as usual."""
    if led < 0:
        return _cover_lead(legal, out)
    follow = legal & SUIT_MASKS[led]
    if not follow:
        rest = legal & ~_sure_points(legal, out)
        return dump_card(rest or legal, out, True)
    win = follow & ABOVE[best] & ~PITA_BIT
    if not win:
        return PITA if follow & PITA_BIT and best > PITA else low(follow)
    if trick_pts >= 8:
        return -1
    if last:
        if trick_pts or by_tricks:
            return low(win)
        pts = win & ~ZERO_CLASSIC
        return low(pts) if pts else -1
    top = high(win)
    return top if BUSCA_POINTS[top] or trick_pts or by_tricks else -1


busca_cover = _busca_cover
"""Busca's first aim for a seat that has not covered, for the players that use it alone
(``easy``, with ``out`` every card it does not hold): its card, or -1. The same function,
under the rule player's name for it (``tools/ai_respond.py`` reports its rules by name)."""


def _cover_lead(legal: int, out: int) -> int:
    """Busca, uncovered, leading: the top card of a suit (not the Pita) that is a point card
    with the fewest higher cards out, at most ``COVER_LEAD_ABOVE``; else -1."""
    best, fewest = -1, COVER_LEAD_ABOVE + 1
    for s in SUITS4:
        m = legal & SUIT_MASKS[s] & ~PITA_BIT
        if m:
            c = high(m)
            if BUSCA_POINTS[c]:
                above = (out & ABOVE[c]).bit_count()
                if above < fewest:
                    best, fewest = c, above
    return best


def _sure_points(legal: int, out: int) -> int:
    """The cards of ``legal`` that are point cards (not the Pita) and top of their suit among
    the cards still out: each wins any trick of its suit, covering."""
    tools = 0
    for s in SUITS4:
        m = legal & SUIT_MASKS[s] & ~PITA_BIT
        if m:
            c = high(m)
            if BUSCA_POINTS[c] and not out & ABOVE[c]:
                tools |= 1 << c
    return tools


def _unload(legal: int, out: int) -> int:
    """Busca, early in the hand: lead the top card of a suit (not the Pita) that at most
    ``UNLOAD_ABOVE`` cards out beat, in the suit the others hold most of (at least
    ``UNLOAD_OUT``), else -1. The others mostly follow with cards of the suit, so the trick
    is cheap, and the high card is not left to win a late trick that void players load with
    aces and the Pita. Never coins while another seat may hold the Pita: following, it could
    put the Pita under the high coin, 8 points to the leader."""
    best, most = -1, UNLOAD_OUT - 1
    for s in SUITS4:
        m = legal & SUIT_MASKS[s] & ~PITA_BIT
        if m and not (s == 0 and out & PITA_BIT):
            c = high(m)
            n = (out & SUIT_MASKS[s]).bit_count()
            if n > most and (out & ABOVE[c]).bit_count() <= UNLOAD_ABOVE:
                best, most = c, n
    return best


def _keep_bare(
    legal: int, led: int, best: int, last: bool, out: int, trick_pts: int, by_tricks: bool
) -> int:
    """Busca, this seat covered and the seat winning the trick not: while anybody stays
    uncovered the covered pay nothing, so playing last it takes a trick that would cover the
    winner (not one holding the Pita) with its cheapest winning card; otherwise it gives the
    winner no card point: a pointless card under the trick or, void, a pointless card (the
    Pita, though, is dumped as usual). -1: the usual play."""
    follow = legal & SUIT_MASKS[led]
    if follow:
        win = follow & ABOVE[best] & ~PITA_BIT
        if last and win and (trick_pts or by_tricks) and trick_pts < 8:
            return low(win & ZERO_CLASSIC or win & ~ACES or win)
        under = follow & BELOW[best] & ZERO_CLASSIC
        return high(under) if under and not by_tricks else -1
    if by_tricks or legal & PITA_BIT:
        return -1
    zero = legal & ZERO_CLASSIC
    return dump_card(zero, out, True) if zero else -1


def rollout_choice(
    state: HandState,
    seat: int,
    hand: int,
    legal: int,
    led: int,
    best: int,
    trick_len: int,
    trick: int,
    free: int,
) -> int:
    """The rule policy as the engine's playout chooser (``HandState.playout``)."""
    last = trick_len == len(state.active) - 1
    if not state.is_busca:
        return choose(hand, legal, led, best, last, free & ~hand, False, True, 0)
    by_tricks = state.rules.busca_cover == "tricks"
    piles, winners = state.piles, state.winners
    covered = seat in winners if by_tricks else piles[seat] & BUSCA_POINT_CARDS != 0
    trick_pts = 0
    bare = False
    if trick_len:
        if covered:  # the seat winning the trick (Busca: four seats, all in play)
            plays = state.plays
            k = len(plays) - trick_len
            w = (seat - trick_len + plays.index(best, k) - k) % 4
            bare = w not in winners if by_tricks else not piles[w] & BUSCA_POINT_CARDS
        if bare or not covered:
            trick_pts = pile_points(trick, True)
    out = free & ~hand
    return choose(
        hand, legal, led, best, last, out, True, covered, trick_pts, None, False, bare, by_tricks
    )


def regional_choice(
    state: HandState,
    seat: int,
    hand: int,
    legal: int,
    led: int,
    best: int,
    trick_len: int,
    trick: int,
    free: int,
) -> int:
    """``rollout_choice`` with the ace of batons' value and, two against two, the partner:
    a partner winning the trick (two cards back, four in play) is given no points."""
    rules = state.rules
    vals = values_of(rules)
    partner = rules.uses_teams and trick_len >= 2 and state.plays[-2] == best
    last = trick_len == len(state.active) - 1
    return choose(hand, legal, led, best, last, free & ~hand, False, True, 0, vals, partner)


def chooser_for(rules: Rules) -> Chooser:
    """The rollout chooser for ``rules``: the plain one unless a regional option changes what
    the policy knows (kept apart so that the classic rollouts run exactly as fast as before)."""
    return regional_choice if rules.uses_teams or rules.ace_bonus else rollout_choice


def started(state: HandState, first: int = -1) -> HandState:
    """A copy of ``state`` after its seat to move plays ``first`` (if given; the dealer's
    discard, when that is the move, is the rule policy's without it)."""
    st = state.clone()
    if st.phase == DISCARD:
        vals = values_of(st.rules)
        st.apply(first if first >= 0 else dump_card(st.hands[st.current], 0, st.is_busca, vals))
    elif first >= 0:
        st.apply(first)
    return st


def playout(
    state: HandState, first: int = -1, rng: random.Random | None = None, eps: float = 0.0
) -> tuple[int, ...]:
    """The hand's scores when ``state`` is played to its end by the rule policy for every
    seat, the seat to move playing ``first`` (if given) before that. ``state`` is not changed.

    With ``rng`` and ``eps`` > 0, each decision is a uniformly random legal card with
    probability ``eps``. The rules are the engine's: ``HandState.playout`` runs the hand on a
    clone and asks the policy for every card that is not forced.
    """
    st = started(state, first)
    if st.is_over:
        assert st.result is not None
        return st.result.scores
    rules = st.rules  # chooser_for, inlined (one call less per rollout)
    base = regional_choice if rules.uses_teams or rules.ace_bonus else rollout_choice
    chooser: Chooser = base
    if rng is not None and eps > 0:
        rand = rng.random

        def chooser(
            state: HandState,
            seat: int,
            hand: int,
            legal: int,
            led: int,
            best: int,
            trick_len: int,
            trick: int,
            free: int,
        ) -> int:
            if rand() < eps:
                return _random_card(legal, rand)
            return base(state, seat, hand, legal, led, best, trick_len, trick, free)

    return st.playout(chooser).scores


def _random_card(legal: int, rand: Callable[[], float]) -> int:
    cards = [c for c in range(40) if legal >> c & 1]
    return cards[int(rand() * len(cards))]
