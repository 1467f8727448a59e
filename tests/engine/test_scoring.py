"""Scoring by hand: the rule book's worked example, cappotto, the busche table."""

from ciapano_qt.engine import Rules
from ciapano_qt.engine.scoring import busca_base, busca_result, classic_result

ALL4 = (0, 1, 2, 3)


def test_worked_example_last_trick_pays():
    # A 3 1/3, B 2 and the last trick, C 1 2/3, D 3 2/3 -> A 3, C 1, D 3, B 11 - 7 = 4.
    r = classic_result(Rules(), ALL4, [10, 6, 5, 11], last_winner=1)
    assert r.scores == (3, 4, 1, 3)
    assert sum(r.scores) == 11
    assert r.cappotto is None


def test_worked_example_fractions_lost():
    # Whole points, fractions dropped, the last trick adds 1: A 3, B 2 + 1, C 1, D 3.
    r = classic_result(Rules(fractions="lost"), ALL4, [10, 6, 5, 11], last_winner=1)
    assert r.scores == (3, 3, 1, 3)


def test_strict_cappotto():
    r = classic_result(Rules(), ALL4, [0, 32, 0, 0], last_winner=1)
    assert r.cappotto == 1
    assert r.scores == (11, 0, 11, 11)


def test_all_card_points_without_last_trick_is_no_cappotto():
    r = classic_result(Rules(), ALL4, [32, 0, 0, 0], last_winner=2)
    assert r.cappotto is None
    assert r.scores == (10, 0, 1, 0)
    lenient = classic_result(Rules(cappotto="lenient"), ALL4, [32, 0, 0, 0], last_winner=2)
    assert lenient.cappotto is None and lenient.scores == (10, 0, 1, 0)


def test_lenient_cappotto_when_others_take_under_a_point():
    thirds = [2, 27, 2, 1]  # the others took 2/3, 2/3 and 1/3
    assert classic_result(Rules(), ALL4, thirds, 1).cappotto is None
    assert classic_result(Rules(), ALL4, thirds, 1).scores == (0, 11, 0, 0)
    r = classic_result(Rules(cappotto="lenient"), ALL4, thirds, 1)
    assert r.cappotto == 1 and r.scores == (11, 0, 11, 11)
    # One other player with a whole point (3 thirds) spoils it.
    r = classic_result(Rules(cappotto="lenient"), ALL4, [3, 26, 2, 1], 1)
    assert r.cappotto is None and r.scores == (1, 10, 0, 0)
    # The condition is the same under the "lost" fraction rule.
    r = classic_result(Rules(cappotto="lenient", fractions="lost"), ALL4, thirds, 1)
    assert r.cappotto == 1 and r.scores == (11, 0, 11, 11)


def test_seats_out_of_play_score_nothing():
    r = classic_result(Rules(players=5), (0, 2, 4), [11, 0, 10, 0, 11, 0][:5], last_winner=4)
    assert r.scores == (3, 0, 3, 0, 5)
    r = classic_result(Rules(players=5), (0, 2, 4), [0, 0, 32, 0, 0], last_winner=2)
    assert r.scores == (11, 0, 0, 0, 11)


def test_busca_base_table():
    assert [busca_base(p) for p in (1, 10, 18)] == [1, 1, 1]
    assert [busca_base(p) for p in (19, 22)] == [2, 2]
    assert busca_base(23) == 3 and busca_base(26) == 6 and busca_base(37) == 17
    assert busca_base(40) == 20


def _busca(card_points, tricks, last, **opts):
    return busca_result(Rules.busca(**opts), card_points, tricks, last)


def test_busca_one_uncovered_scores_one():
    # Seat 3 took no card point; the last trick's 3 do not cover (seat 3 took it).
    r = _busca([20, 10, 7, 0], [4, 3, 2, 1], last=3)
    assert r.points == (20, 10, 7, 3)
    assert r.uncovered == (3,)
    assert r.scores == (0, 0, 0, 1)


def test_busca_two_and_three_uncovered():
    r = _busca([30, 7, 0, 0], [6, 4, 0, 0], last=0)
    assert r.scores == (0, 0, 2, 2)
    r = _busca([37, 0, 0, 0], [10, 0, 0, 0], last=0)
    assert r.scores == (0, 3, 3, 3)
    assert r.points == (40, 0, 0, 0)


def test_busca_cover_by_tricks():
    # Seat 3 won a trick of 4-to-7s: it covers under "tricks", not under "card_points".
    assert _busca([20, 10, 7, 0], [4, 3, 2, 1], last=0).scores == (0, 0, 0, 1)
    r = _busca([20, 10, 7, 0], [4, 3, 2, 1], last=0, busca_cover="tricks")
    assert r.uncovered == ()
    assert r.scores == (3, 0, 0, 0)  # seat 0: 20 + the last trick's 3 = 23 -> 23 - 20 = 3


def test_busca_most_points_branches():
    # Everyone covered: the most points (card points + last trick's 3) scores.
    # Card points always add up to 37.
    assert _busca([12, 10, 10, 5], [3, 3, 2, 2], last=0).scores == (1, 0, 0, 0)  # 15 -> 1
    assert _busca([18, 9, 5, 5], [3, 3, 2, 2], last=2).scores == (1, 0, 0, 0)  # 18 -> 1
    assert _busca([19, 8, 5, 5], [3, 3, 2, 2], last=2).scores == (2, 0, 0, 0)  # 19 -> 2
    assert _busca([22, 5, 5, 5], [3, 3, 2, 2], last=2).scores == (2, 0, 0, 0)  # 22 -> 2
    assert _busca([23, 4, 5, 5], [3, 3, 2, 2], last=2).scores == (3, 0, 0, 0)  # 23 -> 3
    assert _busca([23, 4, 5, 5], [3, 3, 2, 2], last=0).scores == (6, 0, 0, 0)  # 26 -> 6
    assert _busca([34, 1, 1, 1], [7, 1, 1, 1], last=0).scores == (17, 0, 0, 0)  # 37 -> 17


def test_busca_ties_multiply():
    assert _busca([15, 15, 4, 3], [3, 3, 2, 2], last=3).scores == (2, 2, 0, 0)  # two at 15
    assert _busca([19, 16, 1, 1], [3, 3, 2, 2], last=1).scores == (4, 4, 0, 0)  # two at 19
    assert _busca([12, 12, 12, 1], [3, 3, 2, 2], last=3).scores == (3, 3, 3, 0)  # three at 12
    assert _busca([10, 10, 10, 7], [3, 3, 2, 2], last=3).scores == (4, 4, 4, 4)  # all on 10
