"""The match by hand: drop-outs, survivors, the dealer's turn, the end, Busca's dealer rule.

Each hand here is a suit-split deal (every seat holds one whole suit, so the leader takes
every trick: cappotto, 0 for the leader and 11 for everyone else in play).
"""

import random

from ciapano_qt.engine import Match, Rules
from ciapano_qt.engine.deal import Deal, shuffled_deal
from ciapano_qt.engine.events import MatchOver, PlayersOut
from ciapano_qt.engine.scoring import HandResult

from .helpers import suit


def sweep_deal(active, dealer, n_seats):
    """A deal where the dealer's right (the leader) holds all coins and takes everything.

    With fewer than four in play the spare suits go to the leader's opponents."""
    hands = [[] for _ in range(n_seats)]
    order = [s for s in [(dealer + 1 + i) % n_seats for i in range(n_seats)] if s in active]
    suits = [suit(x) for x in "DCSB"]
    if len(active) == 4:
        for seat, cards in zip(order, suits, strict=True):
            hands[seat] = cards
    return Deal(dealer, tuple(tuple(h) for h in hands))


def play_sweep(match, dealer):
    events = match.start_hand(sweep_deal(match.in_play, dealer, match.n_seats))
    while match.hand is not None:
        events += match.play(match.hand.legal_moves()[0])
    return events


def test_drop_outs_and_the_dealer_passing_to_the_right():
    m = Match(Rules(target=31, survivors=1))
    m.totals = [0, 21, 25, 10]
    events = play_sweep(m, dealer=3)  # seat 0 leads and sweeps
    assert m.totals == [0, 32, 36, 21]
    assert m.hands[-1].out == (1, 2)  # both crossed 31 in the same hand
    assert next(e for e in events if isinstance(e, PlayersOut)).seats == (1, 2)
    assert m.in_play == [0, 3]
    assert not m.finished
    assert m.next_dealer() == 0  # after seat 3 comes seat 0


def finish_with_scores(match, dealer, scores):
    """Deal a real hand, then score it as given (to check the match logic on its own)."""
    rng = random.Random(0)
    match.start_hand(shuffled_deal(match.rules, match.n_seats, match.in_play, dealer, rng))
    state = match.hand
    state.result = HandResult(tuple([0] * match.n_seats), tuple(scores))
    state.phase = "scored"
    return match._finish_hand()


def test_dealer_rotation_skips_players_who_are_out():
    m = Match(Rules(players=5))
    m.totals = [0, 0, 25, 0, 25]
    finish_with_scores(m, dealer=1, scores=[1, 1, 6, 1, 2])
    assert m.in_play == [0, 1, 3, 4]  # seat 2 crossed 31
    assert m.next_dealer() == 3  # after seat 1 comes seat 2, who is out: seat 3 deals
    finish_with_scores(m, dealer=3, scores=[1, 1, 0, 3, 6])
    assert m.in_play == [0, 1, 3]
    assert m.next_dealer() == 0  # seat 4 is out: past it to seat 0
    m2 = Match(Rules(players=5))
    m2.totals = [0, 30, 0, 0, 0]
    finish_with_scores(m2, dealer=1, scores=[2, 2, 2, 2, 3])
    assert m2.in_play == [0, 2, 3, 4]
    assert m2.next_dealer() == 2  # the last dealer dropped out: the next in play after it


def test_survivors_end_the_match():
    m = Match(Rules(players=4, survivors=2))
    m.totals = [0, 25, 25, 5]
    play_sweep(m, dealer=3)
    assert m.in_play == [0, 3]
    assert m.finished and m.winners == (0, 3)


def test_one_left_after_a_sweep_wins():
    m = Match(Rules(players=4))
    m.totals = [30, 25, 28, 22]
    play_sweep(m, dealer=3)  # seat 0 sweeps: it scores 0 and stays at 30
    assert m.totals == [30, 36, 39, 33]
    assert m.in_play == [0] and m.finished and m.winners == (0,)


def test_everyone_crossing_leaves_nobody_and_the_lowest_wins():
    m = Match(Rules(players=4))
    m.totals = [40, 27, 28, 35]
    m.in_play = [1, 2]  # heads-up between seats 1 and 2
    events = finish_with_scores(m, dealer=1, scores=[0, 5, 6, 0])
    assert m.totals == [40, 32, 34, 35]
    assert m.in_play == [] and m.finished
    assert m.winners == (1,)  # lowest among the players of the last hand, not seat 3's 35
    assert isinstance(events[-1], MatchOver) and events[-1].winners == (1,)


def test_everyone_crossing_with_equal_lowest_share_the_win():
    m = Match(Rules(players=3))
    m.totals = [25, 25, 27]
    finish_with_scores(m, dealer=0, scores=[8, 8, 6])  # a hand under "lost" rules, say
    assert m.totals == [33, 33, 33]
    assert m.finished and m.winners == (0, 1, 2)


def test_lowest_wins_at_target_nobody_drops_out():
    m = Match(Rules(lowest_wins_at_target=True))
    m.totals = [30, 5, 7, 9]
    play_sweep(m, dealer=0)  # seat 1 sweeps: 0 for seat 1, 11 for the others
    assert m.totals == [41, 5, 18, 20]
    assert m.finished and m.winners == (1,)
    assert m.in_play == [0, 1, 2, 3]


def test_match_continues_below_target():
    m = Match(Rules())
    play_sweep(m, dealer=0)
    assert m.totals == [11, 0, 11, 11] and not m.finished
    assert m.next_dealer() == 1


def test_busca_limit_and_the_loser_deals():
    m = Match(Rules.busca(target=5, busca_dealer="loser"))
    events = play_sweep(m, dealer=3)  # seat 0 sweeps: the three others score 3 busche each
    assert m.totals == [0, 3, 3, 3]
    assert not m.finished
    # Equal most busche: the first of them from the last dealer's right (seat 0 -> 1).
    assert m.next_dealer() == 1
    events = play_sweep(m, dealer=1)  # seat 2 sweeps
    assert m.totals == [3, 6, 3, 6]
    assert m.finished and m.winners == (0, 2)
    assert isinstance(events[-1], MatchOver)


def test_busca_dealer_rotates_by_default():
    m = Match(Rules.busca())
    play_sweep(m, dealer=3)
    assert m.next_dealer() == 0
