"""The card tracker's data, on hand-built positions checked card by card."""

from __future__ import annotations

from ciapano_qt.ai.tracker import tracker
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

from .blunders import DUCK_TRICKS, match_of


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def test_the_tracker_of_the_duck_position():
    # seat 0 at trick 9, the Re, Fante and Cavallo of batons on the table (blunders.py)
    match = match_of(DUCK_TRICKS, upto=35)
    t = tracker(view_of(match.hands[0].state, 0))
    denari, coppe, spade, bastoni = t.suits
    assert codes(denari.played) == ["3D", "2D", "AD", "RD", "CD", "FD", "7D", "6D", "5D", "4D"]
    assert codes(coppe.played) == ["3C", "2C", "AC", "RC", "CC", "FC", "7C", "6C", "5C", "4C"]
    assert codes(spade.played) == ["RS", "CS", "FS", "7S", "6S", "5S", "4S"]
    assert codes(spade.unseen) == ["3S", "2S", "AS"] and spade.points_unseen == 5  # thirds
    assert codes(bastoni.played) == ["3B", "2B", "RB", "CB", "FB", "7B", "6B", "5B"]
    assert codes(bastoni.mine) == ["AB", "4B"] and bastoni.unseen == ()
    assert t.points_unseen == 5 and not t.busca
    # seat 1 threw a spade on denari (trick 3), seats 2 and 3 spades on coppe (trick 6)
    assert t.voids == {1: (0,), 2: (1,), 3: (1,)}
    assert t.shown == {1: (), 2: (), 3: ()}


def test_the_tracker_hides_other_hands_and_shows_what_is_public():
    rules = Rules(players=3, three_player_method="remove_four")
    deal = [
        ["5D", "6D", "7D", "FD", "CD", "RD", "AD", "2D", "3D", "5C", "6C", "7C", "FC"],
        ["CC", "RC", "AC", "2C", "3C", "5S", "6S", "7S", "FS", "CS", "RS", "AS", "2S"],
        ["3S", "5B", "6B", "7B", "FB", "CB", "RB", "AB", "2B", "3B", "4S", "4B", "4C"],
    ]
    state = HandState(rules, 3, 2, [[parse_card(c) for c in h] for h in deal], (), parse_card("4D"))
    state.play(parse_card("5D"))  # seat 0 leads; seat 1 has no denari
    state.play(parse_card("CC"))
    t = tracker(view_of(state, 0))
    denari, coppe = t.suits[:2]
    assert codes(denari.aside) == ["4D"]  # the Four removed in public
    assert codes(denari.played) == ["5D"] and denari.unseen == ()
    assert codes(coppe.played) == ["CC"]
    assert codes(coppe.unseen) == ["3C", "2C", "AC", "RC", "4C"]
    assert t.voids == {1: (0,), 2: ()}
    # the cards seat 0 has not seen: everything but its hand, the trick and the Four
    assert sum(len(s.unseen) for s in t.suits) == 40 - 13 - 1 - 1
