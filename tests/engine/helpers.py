"""Hand-built deals for the rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ciapano_qt.engine import Match, Rules, parse_card
from ciapano_qt.engine.cards import Card
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.hand import HandState


def cards(text: str) -> list[Card]:
    """``"3D 2D AD"`` -> the cards."""
    return [parse_card(c) for c in text.split()]


def suit(letter: str) -> list[Card]:
    return cards(" ".join(r + letter for r in "4567FCRA23"))


def hand_state(
    rules: Rules,
    deal: Sequence[Iterable[Card]],
    dealer: int,
    stock: Sequence[Card] = (),
    removed: Card | None = None,
) -> HandState:
    return HandState(rules, len(deal), dealer, [list(h) for h in deal], stock, removed)


def play_all(state: HandState, plays: Iterable[Card | str]) -> list[object]:
    events: list[object] = []
    for c in plays:
        events.extend(state.play(parse_card(c) if isinstance(c, str) else c))
    return events


def play_lowest(match: Match) -> None:
    """Finish the current hand, each seat playing its lowest legal card."""
    while match.hand is not None:
        match.play(match.hand.legal_moves()[0])


def suit_split_deal(dealer: int) -> Deal:
    """Seat 0 all coins, 1 all cups, 2 all swords, 3 all batons: the leader takes every trick."""
    return Deal(dealer, tuple(tuple(suit(s)) for s in "DCSB"))
