"""The fast random playout picks each legal card with equal chance (lead, follow, discard).

The conformance tests prove the fast loop legal and faithful to ``play``; they cannot see a
biased choice. Here a hand-built deal is played out many times from the first lead and the
first trick's cards are counted: every legal card must come up about equally often (within
five standard deviations of its expected count; the seed is fixed, so this is deterministic).
"""

import math
import random
from collections import Counter

from ciapano_qt.engine import HandState, Rules
from ciapano_qt.engine.cards import parse_card

# Seat 0 (first to lead, the dealer being seat 3) holds 1, 2, 3 and 4 cards of the four
# suits, so every branch of the suit-by-suit lead count is taken. Seat 1 is void in denari,
# seat 2 in spade; seat 3 holds two spade of five.
DEAL = [
    "4D 4C 5C 4S 5S 6S 4B 5B 6B 7B",
    "6C 7C FC 7S FS FB CB RB AB 2B",
    "5D 6D 7D FD CD RD AD CC RC AC",
    "2D 3D 2C 3C CS RS AS 2S 3S 3B",
]
N = 20000


def playouts():
    hands = [[parse_card(c) for c in h.split()] for h in DEAL]
    start = HandState(Rules(), 4, 3, hands)
    assert start.current == 0
    rng = random.Random(7)
    firsts = []
    for _ in range(N):
        state = start.clone()
        state.random_playout(rng)
        firsts.append(tuple(state.plays[:4]))
    return firsts


def assert_uniform(counts: Counter, options: list[str], total: int) -> None:
    assert set(counts) == {parse_card(c) for c in options}, sorted(map(str, counts))
    p = 1 / len(options)
    sigma = math.sqrt(total * p * (1 - p))
    for card, k in counts.items():
        assert abs(k - total * p) < 5 * sigma, (str(card), k, total * p)


def test_lead_follow_and_void_choices_are_uniform():
    firsts = playouts()
    assert_uniform(Counter(t[0] for t in firsts), DEAL[0].split(), N)
    d_lead = [t for t in firsts if t[0] == parse_card("4D")]
    assert_uniform(Counter(t[1] for t in d_lead), DEAL[1].split(), len(d_lead))  # void
    s_lead = [t for t in firsts if t[0] // 10 == 2]
    assert_uniform(Counter(t[1] for t in s_lead), ["7S", "FS"], len(s_lead))  # follow
    assert_uniform(Counter(t[2] for t in s_lead), DEAL[2].split(), len(s_lead))  # void
    assert_uniform(Counter(t[3] for t in s_lead), ["CS", "RS", "AS", "2S", "3S"], len(s_lead))
