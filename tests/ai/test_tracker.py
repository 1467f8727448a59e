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


def test_heads_up_drawn_cards_are_shown_and_end_no_other_void():
    # seat 0 holds every denari, seat 1 every coppe; the stock: spade, then batons
    spade = [f"{r}S" for r in "4567FCRA23"]
    batons = [f"{r}B" for r in "4567FCRA23"]
    hands = [
        [parse_card(f"{r}D") for r in "4567FCRA23"],
        [parse_card(f"{r}C") for r in "4567FCRA23"],
    ]
    stock = [parse_card(c) for c in spade + batons]
    state = HandState(Rules(players=2), 2, 1, hands, stock)
    state.play(parse_card("4D"))  # seat 0 leads; seat 1 cannot follow
    state.play(parse_card("4C"))  # seat 0 wins, draws the 4 of spade; seat 1 the 5, shown
    t = tracker(view_of(state, 0))
    assert t.shown == {1: (parse_card("5S"),)} and t.voids == {1: (0,)}
    spades = t.suits[2]
    assert codes(spades.mine) == ["4S"] and "5S" not in codes(spades.unseen)
    assert codes(spades.unseen) == ["3S", "2S", "AS", "RS", "CS", "FS", "7S", "6S"]
    assert sum(len(s.unseen) for s in t.suits) == 40 - 10 - 2 - 1
