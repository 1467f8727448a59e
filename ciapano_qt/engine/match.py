"""A match: hands strung together with totals, drop-outs, the dealer's turn and the result."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from .cards import CARDS
from .deal import Deal, check_deal, shuffled_deal
from .errors import IllegalMove, RecordError, where
from .events import Event, HandStarted, MatchOver, PlayersOut
from .frozen import frozen
from .hand import DISCARD, HandState, next_in_play
from .rules import Rules

NAME_LIMIT: Final = 24
"""The longest seat name kept (the settings, a record, the network): longer ones are cut."""


@frozen
class Seat:
    name: str
    kind: str = "ai"  # "human" or "ai"
    level: str | None = "medium"  # the computer player's level; None for a human

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.kind == "ai":
            d["level"] = self.level
        return d


class HandLog:
    """A hand of the match: its deal, its state and, once scored, what it changed.

    Written out rather than a dataclass, which compiles its methods at every start of the
    app (~2.5M instructions); it compares and prints as the dataclass did."""

    __slots__ = ("deal", "extra", "out", "state", "totals")
    __hash__ = None  # type: ignore[assignment]  # mutable: compared, not hashed

    def __init__(
        self,
        deal: Deal,
        state: HandState,
        totals: tuple[int, ...] = (),
        out: tuple[int, ...] = (),
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.deal = deal
        self.state = state
        self.totals = totals
        self.out = out
        self.extra: dict[str, Any] = {} if extra is None else extra  # unknown record keys

    def _fields(self) -> tuple[Any, ...]:
        return (self.deal, self.state, self.totals, self.out, self.extra)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, HandLog)
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"HandLog({fields})"

    @property
    def finished(self) -> bool:
        return self.state.is_over


class Match:
    """The state of a whole match. ``start_hand`` and ``play`` return events."""

    def __init__(self, rules: Rules, seats: Sequence[Seat] | None = None) -> None:
        self.rules = rules
        n = rules.players
        self.seats = (
            list(seats) if seats is not None else [Seat(f"Player {i + 1}") for i in range(n)]
        )
        if len(self.seats) != n:
            raise ValueError(f"{len(self.seats)} seats for {n} players")
        self.totals = [0] * n
        self.in_play = list(range(n))
        self.hands: list[HandLog] = []
        self.finished = False
        self.winners: tuple[int, ...] = ()
        self.extra: dict[str, Any] = {}  # unknown record keys, kept

    # Queries --------------------------------------------------------------------------

    @property
    def n_seats(self) -> int:
        return self.rules.players

    @property
    def hand(self) -> HandState | None:
        """The hand being played, or None between hands."""
        if self.hands and not self.hands[-1].finished:
            return self.hands[-1].state
        return None

    def next_dealer(self) -> int | None:
        """Who deals the next hand; None for the first hand (drawn at random by the caller)."""
        if not self.hands:
            return None
        last = self.hands[-1]
        if self.rules.is_busca and self.rules.busca_dealer == "loser":
            assert last.state.result is not None
            scores = last.state.result.scores
            top = max(scores)
            for step in range(1, self.n_seats + 1):
                s = (last.deal.dealer + step) % self.n_seats
                if scores[s] == top:
                    return s
        return next_in_play(self.in_play, self.n_seats, last.deal.dealer)

    # Changes --------------------------------------------------------------------------

    def deal_hand(self, rng: random.Random) -> list[Event]:
        """Shuffle and deal the next hand (the first dealer drawn at random)."""
        dealer = self.next_dealer()
        if dealer is None:
            dealer = rng.choice(self.in_play)
        deal = shuffled_deal(self.rules, self.n_seats, self.in_play, dealer, rng)
        return self.start_hand(deal)

    def deal_from_seed(self, seed: int) -> list[Event]:
        """Deal the next hand from ``seed`` (``engine.shuffle``: the same deal in every
        version); the seed is kept in the hand's notes (the record's ``seed``). The first
        hand's dealer is the one the seed names."""
        from .shuffle import DealRandom  # not needed to resume a hand in play

        rng = DealRandom(seed)
        named = rng.choice(self.in_play)  # drawn for every hand: the same numbers follow
        dealer = self.next_dealer()
        deal = shuffled_deal(
            self.rules, self.n_seats, self.in_play, named if dealer is None else dealer, rng
        )
        return self.start_hand(deal, {"seed": seed})

    def start_hand(self, deal: Deal, extra: dict[str, Any] | None = None) -> list[Event]:
        """Start the next hand from a given deal, checking the dealer and the deal."""
        index = len(self.hands)
        if self.finished:
            raise RecordError(
                "record.after_end", f"{where(index)}: the match is already over", hand=index
            )
        if self.hand is not None:
            raise RecordError(
                "record.hand_unfinished",
                f"{where(index - 1)}: the hand is not finished",
                hand=index - 1,
            )
        expected = self.next_dealer()
        if (expected is not None and deal.dealer != expected) or deal.dealer not in self.in_play:
            raise RecordError(
                "record.wrong_dealer",
                f"{where(index, seat=deal.dealer)}: seat {deal.dealer} may not deal"
                + (f"; seat {expected} deals" if expected is not None else ""),
                hand=index,
                seat=deal.dealer,
                expected=expected,
            )
        check_deal(self.rules, self.n_seats, self.in_play, deal, index)
        state = HandState(
            self.rules,
            self.n_seats,
            deal.dealer,
            deal.hands,
            deal.stock,
            deal.removed,
            totals=self.totals,
            hand_index=index,
        )
        self.hands.append(HandLog(deal, state, extra=dict(extra or {})))
        removed = deal.removed
        public_removed = removed if isinstance(removed, int) and state.monte is None else None
        shown = tuple(CARDS[c] for c in state.shown)
        return [HandStarted(index, deal.dealer, state.active, public_removed, shown)]

    def play(self, card: int) -> list[Event]:
        """Play (or discard) a card in the current hand; score the hand when it ends."""
        state = self.hand
        if state is None:
            raise IllegalMove(
                "move.no_hand", "no hand is being played", hand=len(self.hands), card=str(card)
            )
        events = state.play(card)
        if state.is_over:
            events.extend(self._finish_hand())
        return events

    def _finish_hand(self) -> list[Event]:
        log = self.hands[-1]
        result = log.state.result
        assert result is not None
        for s in range(self.n_seats):
            self.totals[s] += result.scores[s]
        log.totals = tuple(self.totals)
        events: list[Event] = []
        rules = self.rules
        if rules.uses_teams:
            self._finish_teams()
        elif rules.uses_hands_limit:
            # A fixed number of hands: nobody drops out, the lowest total wins at the end.
            if len(self.hands) >= rules.hands_limit:
                self._end(self._lowest(range(self.n_seats)))
        elif rules.is_busca or rules.lowest_wins_at_target:
            # Nobody drops out: the first total at the target (busche limit) ends the match.
            if max(self.totals) >= rules.target:
                self._end(self._lowest(range(self.n_seats)))
        else:
            played = list(self.in_play)
            out = tuple(s for s in played if self.totals[s] >= rules.target)
            if out:
                log.out = out
                self.in_play = [s for s in played if s not in out]
                events.append(PlayersOut(out, tuple(self.totals)))
            if len(self.in_play) <= rules.survivors:
                self._end(tuple(self.in_play) if self.in_play else self._lowest(played))
        if self.finished:
            events.append(MatchOver(self.winners, tuple(self.totals)))
        return events

    def _finish_teams(self) -> None:
        """Two against two: each seat holds its team's total (seats 0 and 2, 1 and 3).

        A team at or above the target loses; if both reach it in the same hand the higher
        total loses, and with equal totals another hand is played. With a hands limit the
        lower total wins at the end, equal totals sharing the win.
        """
        rules = self.rules
        team_totals = (self.totals[0], self.totals[1])
        if rules.uses_hands_limit:
            if len(self.hands) < rules.hands_limit:
                return
            low = min(team_totals)
            self._end(tuple(s for s in range(4) if team_totals[s & 1] == low))
            return
        over = [t for t in (0, 1) if team_totals[t] >= rules.target]
        if not over or (len(over) == 2 and team_totals[0] == team_totals[1]):
            return
        loser = over[0] if len(over) == 1 else int(team_totals[1] > team_totals[0])
        self._end(tuple(s for s in range(4) if s & 1 != loser))

    def _lowest(self, seats: Sequence[int] | range) -> tuple[int, ...]:
        low = min(self.totals[s] for s in seats)
        return tuple(s for s in seats if self.totals[s] == low)

    def _end(self, winners: tuple[int, ...]) -> None:
        self.finished = True
        self.winners = winners

    # Undo ---------------------------------------------------------------------------------

    def undo_to(self, n_plays: int) -> None:
        """Take the current hand back to its first ``n_plays`` cards (the discard kept).

        Used for undo in casual play: the hand is replayed from its deal.
        """
        log = self.hands[-1]
        if log.finished:
            raise IllegalMove("move.undo_finished", "a scored hand cannot be undone")
        old = log.state
        state = HandState(
            self.rules,
            self.n_seats,
            log.deal.dealer,
            log.deal.hands,
            log.deal.stock,
            log.deal.removed,
            totals=old.totals,
            hand_index=old.hand_index,
        )
        if old.discard is not None and state.phase == DISCARD:
            state.play(old.discard)
        for c in old.plays[:n_plays]:
            state.play(c)
        log.state = state
