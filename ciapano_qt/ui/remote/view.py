"""What a networked seat's table shows of a hand: its own cards, the public ones, and a
stand-in for each card it may not see.

The table needs a card for every card face down; each is given one of the cards this seat has
not seen (``Hidden``), which says nothing about where the real one lies. ``full_state`` puts
them into the engine's own ``HandState`` (``engine.view.state_from_view``), so that the picture
of the table and the reason why a card may not be played come from the engine.
"""

from __future__ import annotations

import logging
from typing import Any

from ...engine.cards import CARDS, cards_of, mask_of
from ...engine.events import HandScored
from ...engine.hand import OVER, PLAY, HandState
from ...engine.view import View, state_from_view

log = logging.getLogger(__name__)

CARDS_BY_CODE = {c.code: c for c in CARDS}


class Hidden:
    """Stand-in cards for what this seat may not see: another's hand, the stock, the
    discard or monte. Kept from one message to the next so that the fans do not shuffle;
    a card played in public is first moved into the hand that played it."""

    def __init__(self) -> None:
        self.hands: dict[int, list[int]] = {}
        self.stock: list[int] = []
        self.extra: list[int] = []

    def fit(self, view: View) -> None:
        """Stand-ins for ``view``: each kept where it still fits, the rest from the cards
        this seat has not seen, in order."""
        pool = view.unseen()
        want = {
            s: view.hand_sizes[s] - bin(view.known[s]).count("1")
            for s in view.active
            if s != view.seat
        }
        places: list[tuple[list[int], int]] = [
            (self.hands.setdefault(s, []), n) for s, n in want.items()
        ]
        places += [(self.stock, view.stock_left), (self.extra, view.hidden_extra)]
        for seat in list(self.hands):
            if seat not in want:
                self.hands[seat] = []
        for cards, _ in places:
            cards[:] = [c for c in cards if pool >> c & 1]
            for c in cards:
                pool &= ~(1 << c)
        free = [int(c) for c in cards_of(pool)]
        for cards, n in places:
            del cards[max(n, 0) :]
            while len(cards) < n and free:
                cards.append(free.pop(0))

    def bring(self, seat: int, card: int) -> bool:
        """Put ``card`` among ``seat``'s stand-ins (before it is shown played from there);
        False when it was none of them to start with (a card of the seat's known ones)."""
        mine = self.hands.get(seat, [])
        if card in mine or not mine:
            return card in mine
        for cards in (*self.hands.values(), self.stock, self.extra):
            if card in cards:
                i = cards.index(card)
                cards[i], mine[0] = mine[0], card
                return True
        return False

    def reveal(self, cards: list[int]) -> None:
        """The discard, monte or cards aside are public now: the real ones take their place."""
        self.extra = list(cards)


def scored_event(m: dict[str, Any]) -> HandScored:
    """The engine's event of a hand scored, from the host's ``scored`` message (checked)."""
    removed = CARDS_BY_CODE[m["removed"]] if m["removed"] is not None else None
    discard = CARDS_BY_CODE[m["discard"]] if m["discard"] is not None else None
    return HandScored(
        tuple(m["points"]),
        tuple(m["scores"]),
        m["last_winner"],
        m["cappotto"],
        tuple(m["uncovered"]),
        discard,
        removed,
        tuple(CARDS_BY_CODE[c] for c in m["aside"]),
    )


def full_state(view: View, h: Hidden, result: dict[str, Any] | None) -> HandState | None:
    """The whole hand as the engine holds it for ``view``: the stand-ins in place of what
    this seat may not see (``h``), the scored hand's cards set apart once ``result`` shows
    them (None: the host's view does not fit together)."""
    hands = [
        view.hand if s == view.seat else view.known[s] | mask_of(h.hands.get(s, []))
        for s in range(view.n_seats)
    ]
    extra: int | tuple[int, ...] | None = None
    if h.extra:
        extra = tuple(h.extra) if len(view.active) >= 6 else h.extra[0]
    over = view.phase == OVER
    if over:  # the engine rebuilds a hand in play: the scored one as its last moment
        fields = {name: getattr(view, name) for name in View.__match_args__}
        fields["phase"] = PLAY
        view = View(**fields)
    try:
        state = state_from_view(view, hands, tuple(h.stock), extra)
    except (AssertionError, ValueError, IndexError):
        log.exception("cannot lay out the hand the host sent")
        return None
    if over:
        state.phase = OVER
        if len(view.active) == 3 and result is not None:
            _reveal_three(state, result)
    return state


def _reveal_three(state: HandState, m: dict[str, Any]) -> None:
    method = state.rules.three_player_method
    if method == "discard" and m["discard"] is not None:
        state.discard = int(CARDS_BY_CODE[m["discard"]])
    if method in ("remove_four", "monte") and m["removed"] is not None:
        state.removed = int(CARDS_BY_CODE[m["removed"]])
        state.monte_mask = 0
