"""The engine's fast path: a hand played to its end one whole trick at a time.

``HandState.playout`` calls one of the two loops here once the hand is at the start of an
ordinary trick (no discard pending, no trick in progress, not Busca's first trick: those go
through the checked rules first). The loops inline the rules of ``HandState.legal_mask`` and
``HandState.apply`` (follow the suit led, else any card; the highest card of the suit led
takes the trick; heads-up draws after each trick). By the end they leave the state as
``apply`` would (hands, plays, piles, winners, voids, the stock); on the way, the policy loop
keeps the hands in the state card by card while the random loop keeps them in its own suit
chunks and empties the state's at the end. ``HandState.playout`` then sets what is left (the
drawn cards, ``played``, the result). A test plays the same cards through the checked ``play``
and compares whole states.

Cards are picked with lookup tables on 10-bit suit chunks (a hand's cards of one suit), so a
random choice is an index into a tuple rather than a scan of a 40-bit mask.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .cards import FULL_MASK, SUIT_MASKS
from .handfields import HandFields

State = TypeVar("State", bound=HandFields)

_BIT = tuple(1 << c for c in range(40))
_LOW_BIT = tuple(1 << c % 10 for c in range(40))  # a card's bit within its suit's chunk
_COUNT = tuple(map(int.bit_count, range(1024)))  # cards in a 10-bit suit chunk
CardTable = tuple[tuple[tuple[int, ...], ...], ...]
PickTable = tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...]
_tables: tuple[CardTable, PickTable] | None = None


def _lookup_tables() -> tuple[CardTable, PickTable]:
    """The choice tables, built on first use (a few milliseconds, kept off start-up).

    ``cards[suit][m]``: the cards of ``suit`` in the 10-bit chunk ``m``, in order;
    ``pick[suit][m]``: for each of them (card, ``m`` without it, the card's 40-bit bit).
    """
    global _tables
    if _tables is None:
        cards = tuple(
            tuple(tuple(10 * suit + i for i in range(10) if m >> i & 1) for m in range(1024))
            for suit in range(4)
        )
        pick = tuple(
            tuple(tuple((c, m ^ _LOW_BIT[c], _BIT[c]) for c in by_chunk[m]) for m in range(1024))
            for by_chunk in cards
        )
        _tables = cards, pick
    return _tables


_FOLLOWERS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def followers(nxt: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each seat, the seats that follow it to a trick it leads, in order of play."""
    found = _FOLLOWERS.get(nxt)
    if found is None:
        table = []
        for seat in range(len(nxt)):
            order: list[int] = []
            s = nxt[seat]
            while s != seat and len(order) < len(nxt):
                order.append(s)
                s = nxt[s]
            table.append(tuple(order))
        found = _FOLLOWERS[nxt] = tuple(table)
    return found


def random_card(mask: int, r: int) -> int:
    """A card of ``mask`` chosen uniformly by the random number ``r``."""
    t0, t1, t2, t3 = _lookup_tables()[0]
    choices = t0[mask & 1023] + t1[mask >> 10 & 1023] + t2[mask >> 20 & 1023] + t3[mask >> 30]
    return choices[r % len(choices)]


def random_tricks(state: HandFields, getrandbits: Callable[[int], int]) -> int:
    """Play the remaining tricks with uniformly random legal cards; return the last winner.

    The hands are split into suit chunks (``suits[suit][seat]``, small ints: Python's
    fastest) for the loop and emptied in ``state`` at the end. One 30-bit random number
    serves a whole trick: each choice among ``n`` cards takes ``r % n`` and leaves ``r // n``.
    """
    (t0, t1, t2, t3), pick = _lookup_tables()
    p0, p1, p2, p3 = pick
    low, bit, count = _LOW_BIT, _BIT, _COUNT
    suits: list[list[int]] = [[], [], [], []]
    s0, s1, s2, s3 = suits
    hands = state.hands
    for h in hands:
        s0.append(h & 1023)
        s1.append(h >> 10 & 1023)
        s2.append(h >> 20 & 1023)
        s3.append(h >> 30)
    order = followers(state.nxt)
    piles, voids, winners, plays = state.piles, state.voids, state.winners, state.plays
    nxt, stock, spos = state.nxt, state.stock, state.stock_pos
    seat = state.current
    for _ in range(state.n_tricks - len(winners)):
        r = getrandbits(30)  # enough for every random choice of one trick
        # The lead: the j-th of the leader's cards, counted suit by suit.
        a, b, c = s0[seat], s1[seat], s2[seat]
        na = count[a]
        nab = na + count[b]
        nabc = nab + count[c]
        n = nabc + count[s3[seat]]
        j = r % n
        r //= n
        if j < nab:
            if j < na:
                led = 0
                best, s0[seat], trick = p0[a][j]
            else:
                led = 1
                best, s1[seat], trick = p1[b][j - na]
        elif j < nabc:
            led = 2
            best, s2[seat], trick = p2[c][j - nab]
        else:
            led = 3
            best, s3[seat], trick = p3[s3[seat]][j - nabc]
        plays.append(best)
        chunks = suits[led]
        options = pick[led]
        winner = seat
        for s in order[seat]:
            chunk = chunks[s]
            if chunk:
                n = count[chunk]
                card, chunks[s], b = options[chunk][r % n]
                if card > best:
                    best = card
                    winner = s
            else:  # void in the suit led: any card
                voids[s] |= 1 << led
                choices = t0[s0[s]] + t1[s1[s]] + t2[s2[s]] + t3[s3[s]]
                n = len(choices)
                card = choices[r % n]
                suits[card // 10][s] ^= low[card]
                b = bit[card]
            r //= n
            plays.append(card)
            trick |= b
        piles[winner] |= trick
        winners.append(winner)
        seat = winner
        if spos < len(stock):  # heads-up: the winner draws first, shown to both
            for drawer in (winner, nxt[winner]):
                card = stock[spos]
                spos += 1
                suits[card // 10][drawer] |= low[card]
                voids[drawer] &= ~(1 << card // 10)
    for s in state.active:
        hands[s] = 0
    state.stock_pos = spos
    return seat


def chosen_tricks(
    state: State, choose: Callable[[State, int, int, int, int, int, int, int, int], int]
) -> int:
    """Play the remaining tricks with ``choose`` (a ``hand.Chooser``) picking every card that
    is not forced; return the last trick's winner."""
    order = followers(state.nxt)
    hands, piles, voids = state.hands, state.piles, state.voids
    winners, plays = state.winners, state.plays
    draws = state.stock_pos < len(state.stock)
    free = FULL_MASK ^ state.played
    seat = state.current
    for _ in range(state.n_tricks - len(winners)):
        hand = hands[seat]
        if hand & (hand - 1):
            best = choose(state, seat, hand, hand, -1, -1, 0, 0, free)
        else:
            best = hand.bit_length() - 1
        trick = _BIT[best]
        hands[seat] = hand ^ trick
        plays.append(best)
        led = best // 10
        suit = SUIT_MASKS[led]
        winner = seat
        for i, s in enumerate(order[seat], 1):
            hand = hands[s]
            legal = hand & suit
            if not legal:
                voids[s] |= 1 << led
                legal = hand
            if legal & (legal - 1):
                card = choose(state, s, hand, legal, led, best, i, trick, free ^ trick)
            else:
                card = legal.bit_length() - 1
            b = _BIT[card]
            hands[s] = hand ^ b
            plays.append(card)
            trick |= b
            if card > best and b & suit:
                best = card
                winner = s
        free ^= trick
        piles[winner] |= trick
        winners.append(winner)
        seat = winner
        if draws:
            state._draw(winner)
            draws = state.stock_pos < len(state.stock)
    return seat
