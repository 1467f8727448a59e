"""Three players (discard, remove a Four, monte) and the heads-up stock, by hand."""

import pytest

from ciapano_qt.engine import IllegalMove, Rules, view_of
from ciapano_qt.engine.events import CardDiscarded, CardDrawn, HandScored

from .helpers import cards, hand_state, play_all, suit

# Seat 0: all coins and the top cups; seat 1: the other cups and six swords; seat 2 (the
# dealer, 14 cards): the top four swords and every baton.
THREE = [
    suit("D") + cards("3C 2C AC"),
    cards("4C 5C 6C 7C FC CC RC 4S 5S 6S 7S FS CS"),
    cards("RS AS 2S 3S") + suit("B"),
]


def lead_everything(state):
    while not state.is_over:
        state.play(state.legal_moves()[-1] if state.current == 0 else state.legal_moves()[0])


def test_dealer_discards_before_the_first_lead():
    state = hand_state(Rules(players=3), THREE, dealer=2)
    assert state.phase == "discard" and state.current == 2
    assert len(state.legal_moves()) == 14
    assert state.n_tricks == 13
    events = state.play(cards("AB")[0])
    assert events == [CardDiscarded(2, cards("AB")[0])]
    assert state.phase == "play" and state.current == 0  # the dealer's right leads
    # Only the dealer knows the discard; the others see an unseen card outside every hand.
    assert view_of(state, 2).discard == cards("AB")[0]
    assert view_of(state, 0).discard is None and view_of(state, 0).hidden_extra == 1


def test_the_moves_made_count_the_discard_then_the_plays():
    state = hand_state(Rules(players=3), THREE, dealer=2)
    assert state.moves_made == 0
    state.play(cards("AB")[0])  # the dealer's discard
    assert state.moves_made == 1
    state.play(state.legal_moves()[0])
    state.play(state.legal_moves()[0])
    assert state.moves_made == 3
    lead_everything(state)
    assert state.moves_made == 1 + 39  # the discard and 13 tricks of three cards


def test_discard_goes_to_the_last_trick_winner():
    state = hand_state(Rules(players=3), THREE, dealer=2)
    state.play(cards("AB")[0])
    lead_everything(state)
    r = state.result
    assert r is not None
    assert state.winners == [0] * 13
    # 29 thirds from the tricks and the discarded Asso's 3: every card point -> cappotto.
    assert r.points == (32, 0, 0)
    assert r.cappotto == 0 and r.scores == (0, 11, 11)


def test_discard_is_not_the_discarders_and_is_shown_at_scoring():
    state = hand_state(Rules(players=3), THREE, dealer=2)
    state.play(cards("AB")[0])
    events = []
    while not state.is_over:
        events.extend(state.play(state.legal_moves()[-1]))
    scored = events[-1]
    assert isinstance(scored, HandScored)
    assert scored.discard == cards("AB")[0]
    assert scored.last_winner == 0 and scored.points[2] == 0


def test_remove_four_and_monte():
    deal = [
        cards("3D 2D AD RD CD FD 7D 6D 5D 3C 2C AC RC"),
        cards("CC FC 7C 6C 5C 4C 3S 2S AS RS CS FS 7S"),
        cards("6S 5S 4S 3B 2B AB RB CB FB 7B 6B 5B 4B"),
    ]
    rules = Rules(players=3, three_player_method="remove_four")
    state = hand_state(rules, deal, dealer=0, removed=cards("4D")[0])
    assert state.phase == "play" and state.current == 1 and state.n_tricks == 13
    assert view_of(state, 1).removed == cards("4D")[0]  # shown to everyone
    monte_rules = Rules(players=3, three_player_method="monte")
    monte = hand_state(monte_rules, deal, dealer=0, removed=cards("4D")[0])
    assert view_of(monte, 1).removed is None and view_of(monte, 1).hidden_extra == 1
    assert monte.monte == cards("4D")[0]


def test_monte_goes_to_the_last_trick_winner():
    deal = [
        suit("D") + cards("3C 2C AC"),
        cards("4C 5C 6C 7C FC CC RC 4S 5S 6S 7S FS CS"),
        cards("AS 2S 3S") + suit("B"),
    ]
    rules = Rules(players=3, three_player_method="monte")
    state = hand_state(rules, deal, dealer=2, removed=cards("RS")[0])
    lead_everything(state)
    assert state.result is not None
    assert state.result.points == (32, 0, 0)  # the monte's Re third included
    assert state.result.cappotto == 0


HEADS_UP = [
    cards("3D 2D AD RD CD 3C 2C AC RC CC"),
    cards("FD 7D 6D FC 7C 3S 2S AS RS CS"),
]
STOCK = cards("5D 4D 6C 5C 4C FS 7S 6S 5S 4S 3B 2B AB RB CB FB 7B 6B 5B 4B")


def test_heads_up_stock_draws_winner_first_and_shows_them():
    state = hand_state(Rules(players=2), HEADS_UP, dealer=1, stock=STOCK)
    assert state.n_tricks == 20 and state.current == 0  # the non-dealer leads
    events = play_all(state, "3D FD".split())
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert draws == [CardDrawn(0, STOCK[0]), CardDrawn(1, STOCK[1])]
    # The opponent sees the drawn card.
    assert view_of(state, 1).known[0] == 1 << STOCK[0]
    assert view_of(state, 0).known[1] == 1 << STOCK[1]


def test_heads_up_must_follow_while_stock_lasts_and_draw_ends_void():
    state = hand_state(Rules(players=2), HEADS_UP, dealer=1, stock=STOCK)
    play_all(state, "3D FD 2D 7D AD 6D".split())
    # Seat 0 won the three tricks and drew 5D, 6C, 4C; seat 1 drew 4D, 5C, FS.
    assert {"4D", "5C", "FS"} <= {c.code for c in state.hand_of(1)}
    assert {"5D", "6C", "4C"} <= {c.code for c in state.hand_of(0)}
    assert state.stock_pos == 6
    state.play(cards("RD")[0])
    assert [c.code for c in state.legal_moves()] == ["4D"]  # following stays compulsory
    with pytest.raises(IllegalMove):
        state.play(cards("3S")[0])


def test_heads_up_void_flag_is_cleared_by_a_shown_draw():
    deal = [cards("3D 2D AD RD CD FD 7D 6D 5D 3C"), cards("2C AC RC CC FC 7C 6C 5C 4C 3S")]
    stock = cards("4D 2S AS RS CS FS 7S 6S 5S 4S 3B 2B AB RB CB FB 7B 6B 5B 4B")
    state = hand_state(Rules(players=2), deal, dealer=1, stock=stock)
    play_all(state, ["3D", "3S"])  # seat 1 cannot follow coins: void in coins
    assert view_of(state, 0).voids[1] == 0b0001
    # Seat 0 won and drew 4D; seat 1 drew 2S. Next: seat 0 leads 2D, seat 1 still void.
    play_all(state, ["2D", "2C"])
    # Seat 0 drew AS, seat 1 drew RS. Seat 1 is still known void in coins.
    assert view_of(state, 0).voids[1] == 0b0001


def test_heads_up_draw_ends_a_known_void():
    deal = [cards("3D 2D AD RD CD FD 7D 6D 5D 3C"), cards("2C AC RC CC FC 7C 6C 5C 4C 3S")]
    stock = cards("2S 4D AS RS CS FS 7S 6S 5S 4S 3B 2B AB RB CB FB 7B 6B 5B 4B")
    state = hand_state(Rules(players=2), deal, dealer=1, stock=stock)
    play_all(state, ["3D", "3S"])  # seat 1 void in coins; seat 0 draws 2S, seat 1 draws 4D
    v = view_of(state, 0)
    assert v.voids[1] == 0  # the shown 4D ends the void
    assert v.known[1] == 1 << cards("4D")[0]
    assert [c.code for c in state.hand_of(1)].count("4D") == 1


def test_heads_up_scores_and_twenty_tricks():
    state = hand_state(Rules(players=2), HEADS_UP, dealer=1, stock=STOCK)
    events = []
    while not state.is_over:
        events.extend(state.play(state.legal_moves()[0]))
    scored = events[-1]
    assert isinstance(scored, HandScored)
    assert len(state.winners) == 20
    last = scored.last_winner
    other = 1 - last
    if scored.cappotto is None:
        assert scored.scores[other] == scored.points[other] // 3
        assert scored.scores[last] == 11 - scored.scores[other]
