"""What one seat may know of a hand, and hands built back from a view for search.

A view holds the seat's own cards, everything played in public, the suits each seat is known
to be void in, the heads-up stock cards each player drew and still holds (shown when drawn),
the dealer's own discard, the Four removed in public (and the cards taken out for six or
seven players), and the match situation.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, FULL_MASK, SUIT_MASKS, Card, cards_of, mask_of
from .frozen import frozen
from .hand import DISCARD, OVER, PLAY, HandState, next_in_play
from .rules import Rules


@frozen
class View:
    seat: int
    rules: Rules
    phase: str
    hand_index: int
    n_seats: int
    active: tuple[int, ...]
    dealer: int
    current: int
    hand: int  # this seat's cards (mask)
    legal: int  # the legal moves when it is this seat's turn (mask), else 0
    plays: tuple[int, ...]  # every card played so far, in order
    winners: tuple[int, ...]  # winner of each finished trick
    first_leader: int
    trick_len: int  # cards on the table in the trick in progress
    hand_sizes: tuple[int, ...]
    voids: tuple[int, ...]  # per seat, 4-bit mask of suits the seat is known not to hold
    known: tuple[int, ...]  # per seat, cards known to be in that seat's hand (own: all)
    piles: tuple[int, ...]  # per seat, the cards it has taken (public)
    stock_left: int  # heads-up: stock cards not yet drawn
    removed: int | None  # the Four removed in public (remove_four), else None
    discard: int | None  # the dealer's discard: known to the dealer only
    hidden_extra: int  # cards out of every hand and unseen by this seat (discard, monte):
    # 0..1, or 4 and 5 for the six- and seven-player monte
    n_tricks: int
    totals: tuple[int, ...]  # match totals before this hand (penalty points or busche)
    shown: int = 0  # six or seven players, strip: the cards taken out in public (mask)

    @property
    def hand_cards(self) -> list[Card]:
        return cards_of(self.hand)

    @property
    def legal_moves(self) -> list[Card]:
        return cards_of(self.legal)

    @property
    def trick_cards(self) -> list[Card]:
        return [CARDS[c] for c in self.plays[len(self.plays) - self.trick_len :]]

    @property
    def trick_leader(self) -> int:
        return self.winners[-1] if self.winners else self.first_leader

    @property
    def led_suit(self) -> int:
        return self.plays[-self.trick_len] // 10 if self.trick_len else -1

    @property
    def played(self) -> int:
        m = 0
        for c in self.plays:
            m |= 1 << c
        return m

    def unseen(self) -> int:
        """Cards whose place this seat does not know: other hands, stock, discard, monte."""
        out = FULL_MASK & ~self.played & ~self.hand
        for s in self.active:
            out &= ~self.known[s]
        if self.removed is not None:
            out &= ~(1 << self.removed)
        if self.discard is not None:
            out &= ~(1 << self.discard)
        return out & ~self.shown

    def may_hold(self, seat: int) -> int:
        """Unseen cards that ``seat`` could hold, given its known voids."""
        allowed = 0
        for suit in range(4):
            if not self.voids[seat] >> suit & 1:
                allowed |= SUIT_MASKS[suit]
        return self.unseen() & allowed


def view_of(state: HandState, seat: int) -> View:
    """The view of ``seat``: nothing it may not know."""
    own = state.hands[seat]
    known = tuple(own if s == seat else state.drawn[s] for s in range(state.n_seats))
    method = state.rules.three_player_method
    three = len(state.active) == 3
    public_removed = state.removed if three and method == "remove_four" else None
    discard = state.discard if seat == state.dealer or state.phase == OVER else None
    # Cards out of every hand that this seat has not seen: the monte, or another's discard.
    unseen_extra = method == "monte" or (method == "discard" and state.discard is not None)
    hidden = int(state.phase != OVER and three and discard is None and unseen_extra)
    if state.aside and state.monte_mask and state.phase != OVER:
        hidden = len(state.aside)  # six or seven players, monte
    shown = 0 if state.monte_mask else state.out_mask if state.aside else 0
    return View(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        hand_index=state.hand_index,
        n_seats=state.n_seats,
        active=state.active,
        dealer=state.dealer,
        current=state.current,
        hand=own,
        legal=state.legal_mask() if state.current == seat else 0,
        plays=tuple(state.plays),
        winners=tuple(state.winners),
        first_leader=state.first_leader,
        trick_len=state.trick_len,
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        voids=tuple(state.voids),
        known=known,
        piles=tuple(state.piles),
        stock_left=len(state.stock) - state.stock_pos,
        removed=public_removed,
        discard=discard,
        hidden_extra=hidden,
        n_tricks=state.n_tricks,
        totals=state.totals,
        shown=shown,
    )


def state_from_view(
    view: View,
    hands: Sequence[int],
    stock: Sequence[int] = (),
    extra: int | Sequence[int] | None = None,
) -> HandState:
    """A full hand state consistent with ``view`` once its hidden cards are placed.

    ``hands``: every seat's current cards (the viewer's own must match); ``stock``: the
    heads-up stock still to draw, in order; ``extra``: the unseen discard or monte card (the
    six- or seven-player monte: its cards). Used by determinized search; the caller samples
    the hidden cards.
    """
    state = object.__new__(HandState)
    rules = view.rules
    state.rules = rules
    state.is_busca = rules.is_busca
    state.n_seats = view.n_seats
    state.hand_index = view.hand_index
    state.active = view.active
    state.nxt = tuple(next_in_play(view.active, view.n_seats, s) for s in range(view.n_seats))
    state.dealer = view.dealer
    state.deal = tuple(hands)  # the original deal is not known to a seat; search needs none
    state.hands = list(hands)
    drawn = tuple(stock)
    state.stock = drawn
    state.stock_pos = 0
    method = rules.three_player_method
    three = len(view.active) == 3
    state.aside = ()
    state.monte_mask = 0
    if len(view.active) >= 6:  # the strip's cards taken out, or the monte's cards
        state.removed = None
        if view.shown:
            state.aside = tuple(c for c in range(40) if view.shown >> c & 1)
        elif extra is not None and not isinstance(extra, int):
            state.aside = tuple(extra)
            state.monte_mask = mask_of(state.aside)
    elif three and method == "monte":
        assert extra is None or isinstance(extra, int)
        state.removed = extra
        state.monte_mask = 0 if extra is None else 1 << extra
    else:
        state.removed = view.removed
    state.out_mask = mask_of(state.aside) | (0 if state.removed is None else 1 << state.removed)
    if three and method == "discard" and view.phase != DISCARD:
        assert extra is None or isinstance(extra, int)
        state.discard = view.discard if view.discard is not None else extra
    else:
        state.discard = None
    state.totals = view.totals
    state.n_tricks = view.n_tricks
    state.phase = view.phase
    state.first_leader = view.first_leader
    state.current = view.current
    state.plays = list(view.plays)
    state.winners = list(view.winners)
    state.trick_len = view.trick_len
    state.played = view.played
    state.led = view.led_suit
    state.trick_best = -1
    state.trick_winner = -1
    if view.trick_len:
        trick = view.plays[-view.trick_len :]
        seat = view.trick_leader
        best, winner = trick[0], seat
        for c in trick[1:]:
            seat = state.nxt[seat]
            if c // 10 == best // 10 and c > best:
                best, winner = c, seat
        state.trick_best, state.trick_winner = best, winner
    state.piles = list(view.piles)
    state.voids = list(view.voids)
    state.drawn = list(view.known)
    state.drawn[view.seat] = 0
    state.last_winner = -1
    state.result = None
    assert state.phase in (DISCARD, PLAY)
    return state
