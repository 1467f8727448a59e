"""One hand as a state machine: (discard) -> play -> scored.

The state is lean (ints, 40-bit card masks, short lists) so that ``clone`` is cheap and the
AI's playouts are fast:

- ``hands[s]``: the cards seat ``s`` holds; ``piles[s]``: the cards it has taken;
- ``plays``: every card played, in order; ``winners``: the winner of each finished trick
  (trick ``i`` holds ``plays[i*n:(i+1)*n]`` and was led by the previous trick's winner);
- the trick in progress: the suit led, the best card so far and its seat.

``play`` is the checked path that returns events (``moves.py``); ``apply`` is the same state
change without the check and the events; ``playout`` (and ``random_playout``) plays the hand
to its end through the fast loops of ``playout.py`` (tests check that the paths agree).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .cards import ACE_OF_BATONS, CARDS, FULL_MASK, PITA, SUIT_MASKS, Card, cards_of, mask_of
from .events import Event
from .moves import move_events, refuse_illegal
from .playout import chosen_tricks, random_card, random_tricks
from .rules import Rules
from .scoring import ACE_MASK as ACES
from .scoring import ONE_THIRD_MASK as ONES
from .scoring import HandResult, busca_result, classic_result, pile_points

DISCARD, PLAY, OVER = "discard", "play", "scored"
_PITA_BIT = 1 << PITA
_AB_SHIFT = int(ACE_OF_BATONS)
_NOT_COINS = FULL_MASK & ~SUIT_MASKS[0]
Chooser = Callable[["HandState", int, int, int, int, int, int, int, int], int]
"""``choose(state, seat, hand, legal, led, best, trick_len, trick, free) -> card``: a policy.

``hand``, ``legal``, ``trick`` (the cards already on the table) and ``free`` (every card not
yet played) are masks; ``led`` is the suit led and ``best`` the card winning the trick so far
(both -1 on the lead); the state's ``piles``, ``winners`` and rules are up to date.
"""


def next_in_play(active: Sequence[int], n_seats: int, seat: int) -> int:
    """The seat in ``active`` that plays after ``seat`` (which may itself be out of play)."""
    for step in range(1, n_seats + 1):
        s = (seat + step) % n_seats
        if s in active:
            return s
    raise ValueError("no seat in play")


class HandState:
    """A hand being played. Seats keep their match numbers; seats out of play hold nothing."""

    __slots__ = (
        "active",
        "aside",
        "current",
        "deal",
        "dealer",
        "discard",
        "drawn",
        "first_leader",
        "hand_index",
        "hands",
        "is_busca",
        "last_winner",
        "led",
        "monte_mask",
        "n_seats",
        "n_tricks",
        "nxt",
        "out_mask",
        "phase",
        "piles",
        "played",
        "plays",
        "removed",
        "result",
        "rules",
        "stock",
        "stock_pos",
        "totals",
        "trick_best",
        "trick_len",
        "trick_winner",
        "voids",
        "winners",
    )

    def __init__(
        self,
        rules: Rules,
        n_seats: int,
        dealer: int,
        deal: Sequence[Sequence[int]],
        stock: Sequence[int] = (),
        removed: int | Sequence[int] | None = None,
        totals: Sequence[int] | None = None,
        hand_index: int = 0,
    ) -> None:
        """Start a hand from a deal: one card list per seat, empty for seats out of play.

        ``removed``: three players, the Four taken out or the monte card; six to eight, the
        cards taken out or left face down (a sequence, as ``Deal.removed``). The deal is
        trusted here; ``deal.check_deal`` checks one read from a record.
        """
        self.rules = rules
        self.is_busca = rules.is_busca
        self.n_seats = n_seats
        self.hand_index = hand_index
        self.active = tuple(s for s in range(n_seats) if deal[s])
        self.nxt = tuple(next_in_play(self.active, n_seats, s) for s in range(n_seats))
        self.dealer = dealer
        self.deal = tuple(mask_of(cards) for cards in deal)
        self.hands = list(self.deal)
        self.stock = tuple(int(c) for c in stock)
        self.stock_pos = 0
        if removed is None or isinstance(removed, int):
            self.removed = None if removed is None else int(removed)
            self.aside: tuple[int, ...] = ()
        else:
            self.removed = None
            self.aside = tuple(int(c) for c in removed)
        self.out_mask = mask_of(self.aside) | (0 if self.removed is None else 1 << self.removed)
        self.monte_mask = 0  # the face-down cards the last trick's winner takes
        n_active = len(self.active)
        three_monte = n_active == 3 and rules.three_player_method == "monte"
        if three_monte or (n_active >= 6 and rules.many_player_method == "monte"):
            self.monte_mask = self.out_mask
        self.discard: int | None = None
        self.totals = tuple(totals) if totals is not None else (0,) * n_seats
        has_discard = (
            len(self.active) == 3
            and rules.three_player_method == "discard"
            and self.deal[dealer].bit_count() == 14
        )
        held = sum(h.bit_count() for h in self.deal) - has_discard + len(self.stock)
        self.n_tricks = held // len(self.active)
        self.phase = DISCARD if has_discard else PLAY
        self.first_leader = self.nxt[dealer]
        self.current = dealer if has_discard else self.first_leader
        self.led = -1
        self.trick_best = -1
        self.trick_winner = -1
        self.trick_len = 0
        self.piles = [0] * n_seats
        self.voids = [0] * n_seats
        self.drawn = [0] * n_seats
        self.played = 0
        self.plays: list[int] = []
        self.winners: list[int] = []
        self.last_winner = -1
        self.result: HandResult | None = None

    # Queries --------------------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def trick_index(self) -> int:
        return len(self.winners)

    @property
    def moves_made(self) -> int:
        """The moves made so far: the dealer's discard (once made), then every card played."""
        return len(self.plays) + (self.discard is not None)

    @property
    def trick_leader(self) -> int:
        return self.winners[-1] if self.winners else self.first_leader

    @property
    def trick_cards(self) -> list[Card]:
        """The cards of the trick in progress, in the order played."""
        return [CARDS[c] for c in self.plays[len(self.plays) - self.trick_len :]]

    @property
    def tricks(self) -> list[tuple[int, tuple[Card, ...], int]]:
        """Every finished trick as (leader, cards in order of play, winner)."""
        n = len(self.active)
        out = []
        leader = self.first_leader
        for i, winner in enumerate(self.winners):
            out.append((leader, tuple(CARDS[c] for c in self.plays[i * n : (i + 1) * n]), winner))
            leader = winner
        return out

    @property
    def taken(self) -> list[int]:
        """Points in each seat's pile so far: classic thirds, Busca card points."""
        return [pile_points(p, self.is_busca, self.rules.ace_bonus) for p in self.piles]

    @property
    def monte(self) -> int | None:
        """The face-down card of the three-player ``monte`` method, else None."""
        if len(self.active) == 3 and self.rules.three_player_method == "monte":
            return self.removed
        return None

    @property
    def shown(self) -> tuple[int, ...]:
        """Six or seven players, ``strip``: the cards taken out and shown to everyone."""
        return () if self.monte_mask else self.aside

    def hand_of(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def legal_mask(self) -> int:
        """The cards the current seat may play (or discard), as a mask; 0 when over."""
        if self.phase != PLAY:
            return self.hands[self.current] if self.phase == DISCARD else 0
        h = self.hands[self.current]
        first_busca = self.is_busca and not self.winners
        if self.led < 0:
            # Busca, first trick: coins may not be led unless the leader holds nothing else.
            return (h & _NOT_COINS) or h if first_busca else h
        follow = h & SUIT_MASKS[self.led]
        if follow:
            return follow
        # Busca, first trick, cannot follow: anything but the Pita.
        return (h & ~_PITA_BIT) or h if first_busca else h

    def legal_moves(self) -> list[Card]:
        """The legal cards, sorted by suit then strength; empty when the hand is over."""
        return cards_of(self.legal_mask())

    # Changes --------------------------------------------------------------------------

    def check(self, card: int) -> None:
        """Raise ``IllegalMove`` naming hand, trick, seat and card unless ``card`` is legal."""
        refuse_illegal(self, card)

    def play(self, card: int) -> list[Event]:
        """Play (or, in the discard phase, discard) a card after checking that it is legal."""
        self.check(card)
        seat, trick_index, stock_pos = self.current, self.trick_index, self.stock_pos
        self.apply(card)
        return move_events(self, seat, card, trick_index, stock_pos)

    def apply(self, card: int) -> None:
        """The state change of a legal move, unchecked and without events."""
        seat = self.current
        bit = 1 << card
        self.hands[seat] ^= bit
        if self.phase == DISCARD:
            self.discard = card
            self.phase = PLAY
            self.current = self.first_leader
            return
        self.played |= bit
        self.plays.append(card)
        self.drawn[seat] &= ~bit
        suit = card // 10
        if self.led < 0:
            self.led = suit
            self.trick_best = card
            self.trick_winner = seat
        elif suit == self.led:
            if card > self.trick_best:
                self.trick_best = card
                self.trick_winner = seat
        else:
            self.voids[seat] |= 1 << self.led
        self.trick_len += 1
        if self.trick_len < len(self.active):
            self.current = self.nxt[seat]
            return
        winner = self.trick_winner
        self.piles[winner] |= mask_of(self.plays[-self.trick_len :])
        self.winners.append(winner)
        self.trick_len = 0
        self.led = -1
        self.trick_best = -1
        self.current = winner
        self._draw(winner)
        if len(self.winners) == self.n_tricks:
            self._score()

    def _draw(self, winner: int) -> None:
        """Heads-up: the trick's winner draws the top stock card, then the other player."""
        if self.stock_pos < len(self.stock):
            for drawer in (winner, self.nxt[winner]):
                bit = 1 << self.stock[self.stock_pos]
                self.stock_pos += 1
                self.hands[drawer] |= bit
                self.drawn[drawer] |= bit
                self.voids[drawer] &= ~(1 << (self.stock[self.stock_pos - 1] // 10))

    def _score(self) -> None:
        last = self.last_winner = self.winners[-1]
        if self.discard is not None:
            self.piles[last] |= 1 << self.discard
        if self.monte_mask:  # the face-down cards go to the last trick's winner
            self.piles[last] |= self.monte_mask
        if self.is_busca:
            taken = [pile_points(p, True) for p in self.piles]
            won = [self.winners.count(s) for s in range(self.n_seats)]
            self.result = busca_result(self.rules, taken, won, last)
        else:
            thirds = [(p & ONES).bit_count() + 3 * (p & ACES).bit_count() for p in self.piles]
            bonus = self.rules.ace_bonus
            if bonus:  # the ace of batons worth 11 or 6
                for s, p in enumerate(self.piles):
                    if p >> _AB_SHIFT & 1:
                        thirds[s] += bonus
            self.result = classic_result(self.rules, self.active, thirds, last)
        self.phase = OVER
        self.current = -1

    # Search support -------------------------------------------------------------------

    def clone(self) -> HandState:
        new = object.__new__(HandState)
        new.rules = self.rules
        new.is_busca = self.is_busca
        new.n_seats = self.n_seats
        new.hand_index = self.hand_index
        new.active = self.active
        new.nxt = self.nxt
        new.dealer = self.dealer
        new.deal = self.deal
        new.stock = self.stock
        new.stock_pos = self.stock_pos
        new.removed = self.removed
        new.aside = self.aside
        new.out_mask = self.out_mask
        new.monte_mask = self.monte_mask
        new.discard = self.discard
        new.totals = self.totals
        new.n_tricks = self.n_tricks
        new.phase = self.phase
        new.first_leader = self.first_leader
        new.current = self.current
        new.led = self.led
        new.trick_best = self.trick_best
        new.trick_winner = self.trick_winner
        new.trick_len = self.trick_len
        new.played = self.played
        new.last_winner = self.last_winner
        new.result = self.result
        new.hands = self.hands[:]
        new.piles = self.piles[:]
        new.voids = self.voids[:]
        new.drawn = self.drawn[:]
        new.plays = self.plays[:]
        new.winners = self.winners[:]
        return new

    def random_step(self, rng: random.Random) -> int:
        """Apply a uniformly random legal move and return it."""
        card = random_card(self.legal_mask(), rng.getrandbits(30))
        self.apply(card)
        return card

    def chosen_step(self, choose: Chooser) -> int:
        """Apply the move ``choose`` picks (forced moves without asking) and return it."""
        legal = self.legal_mask()
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        else:
            seat, n = self.current, self.trick_len
            trick = mask_of(self.plays[len(self.plays) - n :]) if n else 0
            best = self.trick_best if n else -1
            hand, free = self.hands[seat], FULL_MASK ^ self.played
            card = choose(self, seat, hand, legal, self.led, best, n, trick, free)
        self.apply(card)
        return card

    def random_playout(self, rng: random.Random) -> HandResult:
        """Play the hand to its end with uniformly random legal cards; return the result."""
        return self.playout(None, rng)

    def playout(self, choose: Chooser | None, rng: random.Random | None = None) -> HandResult:
        """Play the hand to its end and return the result: the engine's fast path.

        Every seat plays the card ``choose`` picks (it is asked only when there is a choice),
        or a uniformly random legal card drawn from ``rng`` when ``choose`` is None. The
        rules of ``legal_mask`` and ``apply`` are inlined one whole trick at a time (see
        ``playout.py``). Mutates ``self`` (call it on a clone) and leaves the state that
        playing the same cards through ``play`` leaves (a test checks it).
        """
        if choose is None and rng is None:
            raise ValueError("a random playout needs an rng")
        while self.phase != OVER and (
            self.phase == DISCARD or self.trick_len or (self.is_busca and not self.winners)
        ):  # the discard, a trick in progress, Busca's first trick: the checked rules
            if choose is None:
                self.random_step(rng)  # type: ignore[arg-type]
            else:
                self.chosen_step(choose)
        if self.phase == OVER:
            assert self.result is not None
            return self.result
        if choose is None:
            winner = random_tricks(self, rng.getrandbits)  # type: ignore[union-attr]
        else:
            winner = chosen_tricks(self, choose)
        for s in self.active:
            self.drawn[s] = 0  # every card drawn has been played
        played = FULL_MASK ^ self.out_mask  # by the end every card is played but the discard
        if self.discard is not None:  # and the cards out of every hand
            played ^= 1 << self.discard
        self.played = played
        self.trick_winner = self.current = winner
        self._score()
        assert self.result is not None
        return self.result
