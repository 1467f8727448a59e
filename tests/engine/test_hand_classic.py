"""Classic hands with hand-built deals and hand-computed results."""

import pytest

from ciapano_qt.engine import IllegalMove, Rules
from ciapano_qt.engine.events import CardPlayed, HandScored, TrickTaken

from .helpers import cards, hand_state, play_all, suit

# Seat 0 holds the coins but the 4, and the 4 of cups; seat 1 the 4 of coins and the other
# cups; seats 2 and 3 the swords and the batons.
NEARLY_ALL = [
    cards("5D 6D 7D FD CD RD AD 2D 3D 4C"),
    cards("4D 5C 6C 7C FC CC RC AC 2C 3C"),
    suit("S"),
    suit("B"),
]
# Seat 0 leads every coin and wins; the others throw their points; the last trick is pointless.
NEARLY_ALL_PLAYS = [
    "5D 4D 5S 5B", "6D 6C 6S 6B", "7D 7C 7S 7B", "FD FC FS FB", "CD CC CS CB",
    "RD RC RS RB", "AD AC AS AB", "2D 2C 2S 2B", "3D 3C 3S 3B", "4C 5C 4S 4B",
]  # fmt: skip


def test_first_lead_is_dealers_right_and_follow_suit():
    state = hand_state(Rules(), NEARLY_ALL, dealer=3)
    assert state.current == 0  # seat 0 plays after the dealer, seat 3
    assert len(state.legal_moves()) == 10  # any card may be led
    state.play(cards("5D")[0])
    assert state.current == 1
    assert [c.code for c in state.legal_moves()] == ["4D"]  # must follow coins
    with pytest.raises(IllegalMove) as e:
        state.play(cards("3C")[0])
    assert e.value.code == "move.must_follow"
    assert e.value.params == {"hand": 0, "trick": 0, "seat": 1, "card": "3C", "suit": 0}
    with pytest.raises(IllegalMove) as e:
        state.play(cards("3S")[0])
    assert e.value.code == "move.not_held"


def test_highest_of_suit_led_wins_no_trumps():
    state = hand_state(Rules(), NEARLY_ALL, dealer=3)
    events = play_all(state, "5D 4D 3S AB".split())
    taken = [e for e in events if isinstance(e, TrickTaken)]
    # The 3 of swords and the ace of batons are higher cards but off suit: the 5D wins.
    assert len(taken) == 1 and taken[0].winner == 0 and taken[0].leader == 0
    assert taken[0].points == 1 + 3  # 3S one third, AB three thirds
    assert state.current == 0
    assert [type(e) for e in events].count(CardPlayed) == 4


def test_all_card_points_but_not_the_last_trick():
    state = hand_state(Rules(), NEARLY_ALL, dealer=3)
    events = play_all(state, " ".join(NEARLY_ALL_PLAYS).split())
    assert state.is_over
    scored = events[-1]
    assert isinstance(scored, HandScored)
    assert scored.last_winner == 1  # the 5 of cups beats the 4
    assert scored.points == (32, 0, 0, 0)
    assert scored.cappotto is None
    assert scored.scores == (10, 1, 0, 0)  # 10 2/3 -> 10; the last trick pays 11 - 10
    lost = hand_state(Rules(fractions="lost"), NEARLY_ALL, dealer=3)
    play_all(lost, " ".join(NEARLY_ALL_PLAYS).split())
    assert lost.result is not None and lost.result.scores == (10, 1, 0, 0)  # 0 + 1


def test_strict_cappotto_with_every_trick():
    deal = [suit("D"), suit("C"), suit("S"), suit("B")]
    state = hand_state(Rules(), deal, dealer=3)
    while not state.is_over:
        state.play(state.legal_moves()[0])
    assert state.winners == [0] * 10
    assert state.result is not None
    assert state.result.cappotto == 0
    assert state.result.scores == (0, 11, 11, 11)


def test_five_players_eight_cards_each():
    deal = [
        cards("3D 2D AD RD CD FD 7D 6D"),
        cards("5D 4D 3C 2C AC RC CC FC"),
        cards("7C 6C 5C 4C 3S 2S AS RS"),
        cards("CS FS 7S 6S 5S 4S 3B 2B"),
        cards("AB RB CB FB 7B 6B 5B 4B"),
    ]
    state = hand_state(Rules(players=5), deal, dealer=4)
    assert state.n_tricks == 8 and state.current == 0
    # Seat 0 leads its coins; seat 1 follows twice, then discards.
    while not state.is_over:
        state.play(state.legal_moves()[-1])  # everyone plays their highest legal card
    r = state.result
    assert r is not None and sum(r.points) == 32
    # Seat 0 led 3D..6D and won every trick: all 32 thirds and the last trick.
    assert r.cappotto == 0 and r.scores == (0, 11, 11, 11, 11)
