"""The guided first match's scripts: each is a legal hand from its deal and reaches its
lesson's moment (checked on the position itself, and by the hint's reason for the card)."""

from __future__ import annotations

import pytest

from ciapano_qt.ai.hint import explain
from ciapano_qt.ai.lessons import LESSONS, PLAYER, lesson
from ciapano_qt.engine.cards import SUIT_MASKS, Card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.scoring import pile_points
from ciapano_qt.engine.view import View, view_of

REASONS = {
    "follow_suit": "duck",
    "duck": "duck",
    "points": "dump_ace",
    "last_trick": "keep_for_last",
    "cappotto": "cappotto",
}


def _moment(key: str) -> tuple[View, Card, HandState]:
    """The player's view at the moment, its card, and the hand played to the end."""
    item = lesson(key)
    match = item.match()
    state = match.hands[0].state
    seen = None
    for i, card in enumerate(item.cards):
        if i == item.moment:
            assert state.current == PLAYER
            seen = view_of(state, PLAYER)
        match.play(card)  # the engine's checked path: a wrong script raises here
    assert state.is_over and seen is not None
    return seen, item.lesson_card, state


def test_there_is_one_lesson_per_scenario_in_order():
    assert [item.key for item in LESSONS] == list(REASONS)
    assert all(len(item.cards) == 40 and item.text_en and item.title_en for item in LESSONS)


@pytest.mark.parametrize("key", list(REASONS))
def test_each_script_is_legal_and_its_moment_is_a_real_choice(key):
    view, card, _ = _moment(key)
    assert view.legal >> card & 1 and view.legal & (view.legal - 1)
    assert explain(view, card)[0] == REASONS[key]
    assert view.plays == tuple(int(c) for c in lesson(key).cards[: lesson(key).moment])


def _led_and_best(view: View) -> tuple[int, int]:
    trick = view.plays[len(view.plays) - view.trick_len :]
    led = trick[0] // 10
    return led, max(c for c in trick if c // 10 == led)


def test_follow_suit_only_the_suit_led_may_be_played():
    view, card, _ = _moment("follow_suit")
    led, _ = _led_and_best(view)
    assert view.trick_len == 3 and view.legal == view.hand & SUIT_MASKS[led]
    assert view.hand & ~SUIT_MASKS[led] and card // 10 == led


def test_duck_plays_under_the_trick_holding_higher_cards():
    view, card, state = _moment("duck")
    led, best = _led_and_best(view)
    assert card // 10 == led and card < best
    assert any(view.legal >> c & 1 for c in range(best + 1, 10 * led + 10))
    assert state.winners[lesson("duck").trick - 1] != PLAYER


def test_points_the_ace_is_given_to_another_seat():
    view, card, state = _moment("points")
    led, _ = _led_and_best(view)
    assert card % 10 == 7 and not view.hand & SUIT_MASKS[led]  # an Asso, void in the suit
    winner = state.winners[lesson("points").trick - 1]
    assert winner != PLAYER and state.piles[winner] >> card & 1


def test_last_trick_the_kept_card_loses_it():
    view, _, state = _moment("last_trick")
    assert view.hand.bit_count() == 2 and lesson("last_trick").trick == 9
    assert PLAYER not in state.winners[-2:]
    assert state.result is not None and state.result.scores[PLAYER] == 0


def test_cappotto_every_point_so_far_and_every_trick():
    view, _, state = _moment("cappotto")
    taken = [pile_points(view.piles[s], False) for s in range(4)]
    assert taken[PLAYER] >= 16 and sum(taken) == taken[PLAYER]
    assert state.winners == [PLAYER] * 10
    assert state.result is not None and state.result.cappotto == PLAYER
    assert list(state.result.scores) == [0, 11, 11, 11]


def test_an_unknown_lesson_is_refused():
    with pytest.raises(KeyError):
        lesson("tressette")
