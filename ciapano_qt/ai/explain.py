"""What the rule player would have played: the other seats' earlier decisions, replayed.

For every earlier decision of another seat that was not forced, ``rule_card`` works out the
rule player's card (``rule_players.medium_card``) as that seat saw the hand then: its hand
(supplied by a sampled world, plus the cards it has played since), the cards played before,
the suits each seat had failed to follow, the trick on the table, Busca cover; for the
three-player discard, the dealer's discard. Everything public about a decision is computed
once per view (``Decision``). Used by ``belief.Belief``; not defined in the heads-up finale
(hands change by drawing).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import BUSCA_POINTS, CLASSIC_THIRDS, FULL_MASK, PITA, SUIT_MASKS
from ..engine.view import View
from . import policy
from .knowledge import next_seat
from .policy import ABOVE, BELOW, BUSCA_POINT_CARDS, high

_NOT_COINS = FULL_MASK & ~SUIT_MASKS[0]
_PITA_BIT = 1 << PITA


@dataclass(frozen=True, slots=True)
class Decision:
    seat: int
    card: int
    later: int  # the cards this seat played from this decision on (this one included)
    unseen: int  # cards not played before it, not removed in public (before removing the hand)
    reach: int  # cards some other seat could hold then (its voids allowing), or FULL_MASK
    led: int
    best: int
    last: bool
    points: int
    covered: bool
    first_busca: bool
    own_discard: bool  # the seat is the dealer and knows its discard
    discard: bool  # the three-player discard itself (a ``dump_card`` choice)
    vals: tuple[int, ...] | None = None  # the cards' values when not the plain ones
    partner: bool = False  # two against two: the seat's partner was winning the trick
    bare: bool = False  # Busca: the seat winning the trick then had not covered
    by_tricks: bool = False  # Busca's busca_cover is "tricks"


def decisions(view: View) -> list[Decision]:
    """The other seats' earlier decisions, each with what was public at the time."""
    n = len(view.active)
    if n < 3 or view.rules.players == 2 or view.stock_left:
        return []
    rules = view.rules
    busca = rules.is_busca
    vals = BUSCA_POINTS if busca else CLASSIC_THIRDS
    removed = (0 if view.removed is None else 1 << view.removed) | view.shown
    regional = rules.uses_teams or rules.ace_bonus
    rvals = policy.values_of(rules) if regional else None
    dealer_discards = n == 3 and rules.three_player_method == "discard"
    by_tricks = rules.busca_cover == "tricks"
    plays = view.plays
    later = [0] * view.n_seats
    seats: list[int] = []
    seat = view.first_leader
    for t in range(0, len(plays), n):
        s = seat
        for _ in plays[t : t + n]:
            seats.append(s)
            s = next_seat(view, s)
        if t // n < len(view.winners):
            seat = view.winners[t // n]
    out: list[Decision] = []
    voids = [0] * view.n_seats
    piles = [0] * view.n_seats
    played = 0
    for i, c in enumerate(plays):
        pos = i % n
        start = i - pos
        s = seats[i]
        trick = plays[start:i]
        led = trick[0] // 10 if trick else -1
        best = -1
        if trick:
            best = trick[0]
            for x in trick[1:]:
                if x // 10 == led and x > best:
                    best = x
        if s != view.seat:
            won = view.winners[: i // n]
            cov = s in won if by_tricks else piles[s] & BUSCA_POINT_CARDS != 0
            bare = False
            if busca and cov and trick:  # is the seat winning the trick still uncovered?
                w = seats[start + trick.index(best)]
                bare = w not in won if by_tricks else not piles[w] & BUSCA_POINT_CARDS
            reach = 0
            for o in view.active:
                if o != s:
                    allowed = 0
                    for suit in range(4):
                        if not voids[o] >> suit & 1:
                            allowed |= SUIT_MASKS[suit]
                    reach |= allowed
            out.append(
                Decision(
                    s,
                    c,
                    0,
                    FULL_MASK & ~played & ~removed,
                    reach,
                    led,
                    best,
                    pos == n - 1,
                    sum(vals[x] for x in trick),
                    cov,
                    busca and i < n,
                    dealer_discards and s == view.dealer,
                    False,
                    rvals,
                    rules.uses_teams and pos >= 2 and trick[pos - 2] == best,
                    bare,
                    busca and by_tricks,
                )
            )
        if led >= 0 and c // 10 != led:
            voids[s] |= 1 << led
        played |= 1 << c
        if pos == n - 1:
            w = view.winners[i // n]
            for x in plays[start : i + 1]:
                piles[w] |= 1 << x
    # the cards each seat played from each decision on
    result: list[Decision] = []
    for d in reversed(out):
        later[d.seat] |= 1 << d.card
        result.append(_with_later(d, later[d.seat]))
    result.reverse()
    if dealer_discards and view.dealer != view.seat and view.phase != "discard":
        full = later[view.dealer]
        result.append(
            Decision(view.dealer, -1, full, 0, 0, -1, -1, False, 0, True, False, True, True, rvals)
        )
    return result


def _with_later(d: Decision, later: int) -> Decision:
    return Decision(
        d.seat,
        d.card,
        later,
        d.unseen,
        d.reach,
        d.led,
        d.best,
        d.last,
        d.points,
        d.covered,
        d.first_busca,
        d.own_discard,
        d.discard,
        d.vals,
        d.partner,
        d.bare,
        d.by_tricks,
    )


def _keeper(cards: int, out: int) -> int:
    """Of two cards, the one more likely to lose the last trick (``rule_players._keeper``)."""
    a = cards & -cards
    b = cards ^ a
    ca, cb = a.bit_length() - 1, b.bit_length() - 1
    ka = ((out & ABOVE[ca]).bit_count(), -(ca % 10))
    kb = ((out & ABOVE[cb]).bit_count(), -(cb % 10))
    if kb > ka or (kb == ka and cb % 10 == ca % 10 and cb // 10 < ca // 10):
        return cb
    return ca


def rule_card(d: Decision, hand: int, busca: bool, discard: int | None) -> int:
    """The rule player's card at decision ``d`` holding ``hand``; -1 when the move was forced."""
    if d.discard:
        full = hand
        return policy.dump_card(full, FULL_MASK & ~full, busca, d.vals)
    led = d.led
    if led < 0:
        legal = ((hand & _NOT_COINS) or hand) if d.first_busca else hand
    else:
        legal = hand & SUIT_MASKS[led]
        if not legal:
            legal = ((hand & ~_PITA_BIT) or hand) if d.first_busca else hand
    if legal & (legal - 1) == 0:
        return -1
    out = d.unseen & ~hand
    if d.own_discard and discard is not None:
        out &= ~(1 << discard)
    plain = not (busca and not d.covered)
    if led < 0:
        reach = out & d.reach
        if plain and hand.bit_count() == 2:
            other = legal & ~(1 << _keeper(hand, reach))
            if other:
                return high(other)
        return policy.choose(
            hand,
            legal,
            -1,
            -1,
            d.last,
            reach,
            busca,
            d.covered,
            0,
            d.vals,
            False,
            False,
            d.by_tricks,
        )
    if plain and hand.bit_count() == 2 and legal & SUIT_MASKS[led] and legal & (legal - 1):
        under = legal & BELOW[d.best]
        if under.bit_count() == 2 or not under:
            return high(legal & ~(1 << _keeper(legal, out)))
    return policy.choose(
        hand,
        legal,
        led,
        d.best,
        d.last,
        out,
        busca,
        d.covered,
        d.points,
        d.vals,
        d.partner,
        d.bare,
        d.by_tricks,
    )


def mismatches(
    found: list[Decision], hands: list[int], discard: int | None, busca: bool, limit: int = 1 << 30
) -> int:
    """How many of ``found`` the rule player would have played otherwise with the other
    seats holding ``hands`` (and ``discard`` the dealer's discard); counting stops above
    ``limit``."""
    k = 0
    for d in found:
        if d.discard:
            if discard is None:
                continue
            full = hands[d.seat] | d.later | 1 << discard
            if rule_card(d, full, busca, None) != discard:
                k += 1
        else:
            c = rule_card(d, hands[d.seat] | d.later, busca, discard)
            if c >= 0 and c != d.card:
                k += 1
        if k > limit:
            break
    return k
