"""Why a match ended (engine/outcome.py), on matches whose last hand is worked out by hand.

The sweeps are suit-split deals: the dealer's right holds all coins and takes every trick
(cappotto: 0 for it, 11 for each other seat in play); ``finish_with_scores`` scores a dealt
hand as given, to reach the end cases on their own.
"""

from ciapano_qt.engine import Match, Rules
from ciapano_qt.engine.outcome import match_end

from .test_match import finish_with_scores, play_sweep


def test_no_reason_while_the_match_goes_on() -> None:
    m = Match(Rules())
    assert match_end(m) is None
    play_sweep(m, dealer=0)  # totals 11, 0, 11, 11: below 31
    assert not m.finished and match_end(m) is None


def test_the_last_player_standing() -> None:
    m = Match(Rules(players=4))
    m.totals = [30, 25, 28, 22]
    play_sweep(m, dealer=3)  # seat 0 sweeps: 30, 36, 39, 33: the three others are out
    end = match_end(m)
    assert end is not None and end.reason == "survivors"
    assert end.winners == (0,) and end.out_last == (1, 2, 3)


def test_both_players_cross_the_target_in_the_same_hand() -> None:
    """Issue 17: "Out of the match: You and Bepi. Winner: You" needs its reason."""
    m = Match(Rules(players=4))
    m.totals = [40, 27, 28, 35]
    m.in_play = [1, 2]  # heads-up between seats 1 and 2
    finish_with_scores(m, dealer=1, scores=[0, 5, 6, 0])  # 32 and 34: both over 31
    end = match_end(m)
    assert end is not None and end.reason == "all_crossed"
    assert end.out_last == (1, 2) and end.winners == (1,)  # the lower total, 32


def test_a_total_at_the_target_when_nobody_drops_out() -> None:
    m = Match(Rules(lowest_wins_at_target=True))
    m.totals = [30, 5, 7, 9]
    play_sweep(m, dealer=0)  # seat 1 sweeps: 41, 5, 18, 20
    end = match_end(m)
    assert end is not None and end.reason == "target_reached" and end.winners == (1,)
    b = Match(Rules.busca(target=3))
    play_sweep(b, dealer=3)  # seat 0 sweeps: 0, 3, 3, 3 busche: the limit of 3 is reached
    end = match_end(b)
    assert end is not None and end.reason == "target_reached" and end.winners == (0,)


def test_the_hands_limit() -> None:
    m = Match(Rules(hands_limit=1))
    play_sweep(m, dealer=0)  # seat 1 sweeps: 11, 0, 11, 11 after the only hand
    end = match_end(m)
    assert end is not None and end.reason == "hands_limit" and end.winners == (1,)


def test_two_against_two() -> None:
    one = Match(Rules(teams=True))
    one.totals = [25, 10, 25, 10]  # team 0 (seats 0, 2) at 25, team 1 at 10
    finish_with_scores(one, dealer=3, scores=[7, 0, 7, 0])  # team 0 at 32: over 31
    end = match_end(one)
    assert end is not None and end.reason == "team_crossed" and end.winners == (1, 3)
    both = Match(Rules(teams=True))
    both.totals = [28, 29, 28, 29]
    finish_with_scores(both, dealer=3, scores=[5, 3, 5, 3])  # 33 and 32: the higher loses
    end = match_end(both)
    assert end is not None and end.reason == "both_teams_crossed" and end.winners == (1, 3)
