"""forced_card: only a seat with nothing left to choose, by what it knows, has its cards
played for it; the strongest level is the last of the level table."""

from __future__ import annotations

import random
from typing import Any

from ciapano_qt.ai.finish import forced_card, strongest_level
from ciapano_qt.ai.levels import level_names
from ciapano_qt.engine import Rules
from ciapano_qt.engine.cards import mask_of, parse_card
from ciapano_qt.engine.deal import Deal, shuffled_deal
from ciapano_qt.engine.hand import DISCARD, HandState
from ciapano_qt.engine.view import View, view_of


def replace(view: View, **changes: Any) -> View:
    """``view`` with some fields changed (a frozen value, not a dataclass)."""
    values = {name: getattr(view, name) for name in View.__match_args__}
    return View(**{**values, **changes})


def _view(hand: str, legal: str, current: int = 0, stock_left: int = 0) -> View:
    """Seat 0's view of a four-player hand, its cards and legal cards replaced."""
    rules = Rules()
    deal = shuffled_deal(rules, 4, range(4), 3, random.Random(1))
    state = HandState(rules, 4, deal.dealer, deal.hands, deal.stock, deal.removed)
    cards = [parse_card(c) for c in hand.split()]
    allowed = [parse_card(c) for c in legal.split()]
    return replace(
        view_of(state, 0),
        hand=mask_of(cards),
        legal=mask_of(allowed),
        current=current,
        stock_left=stock_left,
    )


def test_the_last_card_is_forced() -> None:
    assert forced_card(_view("3D", "3D")) == parse_card("3D")


def test_a_card_that_must_follow_then_the_last_one() -> None:
    # Cups led: the Four of cups must follow, the King of spades is played after it.
    assert forced_card(_view("4C RS", "4C")) == parse_card("4C")


def test_two_cards_to_choose_from_are_not_forced() -> None:
    assert forced_card(_view("4C RS", "4C RS")) is None


def test_three_cards_leave_a_choice_later() -> None:
    # One legal card now, but the next lead may leave a choice between the other two.
    assert forced_card(_view("4C RS 2C", "4C")) is None


def test_not_its_turn() -> None:
    assert forced_card(_view("3D", "", current=1)) is None


def test_heads_up_cards_still_to_draw() -> None:
    assert forced_card(_view("4C RS", "4C", stock_left=2)) is None


def test_the_dealer_s_discard_is_a_choice() -> None:
    rules = Rules(players=3)
    deal = shuffled_deal_three(rules)
    state = HandState(rules, 3, deal.dealer, deal.hands, deal.stock, deal.removed)
    view = view_of(state, deal.dealer)
    assert view.phase == DISCARD and view.current == view.seat
    one = replace(view, hand=mask_of([parse_card("3D")]), legal=mask_of([parse_card("3D")]))
    assert forced_card(one) is None


def shuffled_deal_three(rules: Rules) -> Deal:
    return shuffled_deal(rules, 3, range(3), 0, random.Random(2))


def test_the_strongest_level_is_the_expert() -> None:
    assert strongest_level() == level_names()[-1] == "expert"
