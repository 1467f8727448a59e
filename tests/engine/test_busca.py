"""Busca by hand: the first-trick limits, the Pita, busche after a hand."""

import pytest

from ciapano_qt.engine import IllegalMove, Rules
from ciapano_qt.engine.cards import PITA

from .helpers import cards, hand_state, suit

BUSCA = Rules.busca()


def test_coins_may_not_be_led_to_the_first_trick():
    deal = [
        cards("AD 3D 2D RD 4C 5C 6C 7C FC CC"),
        cards("CD FD 7D 6D 5D 4D RC AC 2C 3C"),
        suit("S"),
        suit("B"),
    ]
    state = hand_state(BUSCA, deal, dealer=3)
    assert {c.code[1] for c in state.legal_moves()} == {"C"}
    with pytest.raises(IllegalMove) as e:
        state.play(cards("3D")[0])
    assert e.value.code == "move.busca_no_coin_lead"
    assert e.value.params["trick"] == 0 and e.value.params["seat"] == 0


def test_a_leader_with_only_coins_may_lead_them():
    deal = [suit("D"), suit("C"), suit("S"), suit("B")]
    state = hand_state(BUSCA, deal, dealer=3)
    assert len(state.legal_moves()) == 10


def test_pita_may_not_be_thrown_on_the_first_trick_but_later():
    deal = [
        cards("4C 5C 6C 7C FC CC RC AC 2C 3C"),
        cards("AD 3D 2D RD CD FD 7D 6D 5D 4D"),  # void in cups, all coins
        suit("S"),
        suit("B"),
    ]
    state = hand_state(BUSCA, deal, dealer=3)
    state.play(cards("4C")[0])
    assert PITA not in state.legal_moves() and len(state.legal_moves()) == 9
    with pytest.raises(IllegalMove) as e:
        state.play(PITA)
    assert e.value.code == "move.busca_no_pita"
    for c in ("3D", "4S", "4B"):
        state.play(cards(c)[0])
    state.play(cards("5C")[0])  # second trick: seat 0 led again
    assert PITA in state.legal_moves()


def test_a_clean_sweep_leaves_three_uncovered():
    deal = [suit("D"), suit("C"), suit("S"), suit("B")]
    state = hand_state(BUSCA, deal, dealer=3)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    r = state.result
    assert r is not None
    assert r.points == (40, 0, 0, 0)
    assert r.uncovered == (1, 2, 3)
    assert r.scores == (0, 3, 3, 3)


def test_busca_trick_points_count_busca_values():
    deal = [
        cards("3B 2B AB 4D 5D 6D 7D FD CD RD"),
        cards("4B AD 3D 2D 4C 5C 6C 7C FC CC"),
        cards("5B RC AC 2C 3C 4S 5S 6S 7S FS"),
        cards("6B CS RS AS 2S 3S 7B FB CB RB"),
    ]
    state = hand_state(BUSCA, deal, dealer=3)
    for c in ["3B", "4B", "5B", "6B"]:  # seat 0 takes the 3 of batons: 1 point
        state.play(cards(c)[0])
    assert state.taken[0] == 1 and state.winners == [0]
    # Second trick: coins may be led now; seat 1 follows with the 3 (top coin) and wins
    # RD, 3D, RC and CS: one point each.
    for c in ["RD", "3D", "RC", "CS"]:
        state.play(cards(c)[0])
    assert state.winners[-1] == 1 and state.taken[1] == 4
    # Third trick: seat 1 leads the Pita; seats 2 and 3 hold no coins, seat 0 follows low.
    for c in ["AD", "AC", "AS", "CD"]:
        state.play(cards(c)[0])
    assert state.winners[-1] == 1 and state.taken[1] == 4 + 8 + 1 + 3 + 3
