"""The checked path of a hand: why a card is refused, and the events a card makes.

``HandState.play`` is ``refuse_illegal``, ``apply`` (the state change, shared with the
search's fast path) and ``move_events``; the search never comes here.
"""

from __future__ import annotations

from .cards import CARDS, SUIT_MASKS, mask_of
from .errors import IllegalMove, where
from .events import CardDiscarded, CardDrawn, CardPlayed, Event, HandScored, TrickTaken
from .handfields import HandFields
from .scoring import pile_points

SUIT_NAMES_EN = ("coins", "cups", "swords", "batons")


def refuse_illegal(state: HandFields, card: int) -> None:
    """Raise ``IllegalMove`` naming hand, trick, seat and card unless ``card`` is legal."""
    c = int(card) if isinstance(card, int) else -1
    seat = state.current
    place = where(state.hand_index, state.trick_index, seat)
    code = CARDS[c].code if 0 <= c < 40 else repr(card)
    params = {"hand": state.hand_index, "trick": state.trick_index, "seat": seat, "card": code}
    if state.is_over:
        raise IllegalMove("move.hand_over", f"{place}: the hand is over", **params)
    if not 0 <= c < 40 or not state.hands[seat] >> c & 1:
        raise IllegalMove("move.not_held", f"{place}: {code} is not in that hand", **params)
    if state.legal_mask() >> c & 1:
        return
    led = state.led
    if led >= 0 and state.hands[seat] & SUIT_MASKS[led]:
        raise IllegalMove(
            "move.must_follow",
            f"{place}: {code} revokes; {SUIT_NAMES_EN[led]} must be followed",
            suit=led,
            **params,
        )
    if led < 0:
        raise IllegalMove(
            "move.busca_no_coin_lead",
            f"{place}: {code}: coins may not be led to the first trick",
            **params,
        )
    raise IllegalMove(
        "move.busca_no_pita",
        f"{place}: {code}: the Pita may not be discarded on the first trick",
        **params,
    )


def move_events(
    state: HandFields, seat: int, card: int, trick_index: int, stock_pos: int
) -> list[Event]:
    """The events of ``card`` just applied by ``seat``; ``trick_index`` and ``stock_pos``
    are the state's before it: the card, the trick it finished and the cards drawn after
    it (heads-up), the hand scored."""
    if state.discard is not None and not state.plays:
        return [CardDiscarded(seat, CARDS[card])]
    events: list[Event] = [CardPlayed(seat, CARDS[card], trick_index)]
    if len(state.winners) > trick_index:
        leader, cards, winner = state.tricks[-1]
        points = pile_points(mask_of(cards), state.is_busca, state.rules.ace_bonus)
        events.append(TrickTaken(trick_index, leader, cards, winner, points))
        for i in range(stock_pos, state.stock_pos):
            drawer = winner if i == stock_pos else state.nxt[winner]
            events.append(CardDrawn(drawer, CARDS[state.stock[i]]))
    if state.result is not None:
        r = state.result
        events.append(
            HandScored(
                r.points,
                r.scores,
                state.last_winner,
                r.cappotto,
                r.uncovered,
                None if state.discard is None else CARDS[state.discard],
                None if state.removed is None else CARDS[state.removed],
                tuple(CARDS[c] for c in state.aside),
            )
        )
    return events
