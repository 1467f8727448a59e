"""The match as one networked seat saw it: a real engine ``Match`` of the hands it watched end.

A seat never receives another seat's cards, but once a hand is scored every card of it is
public: each was played (the seat saw who played it), and the host's ``scored`` message shows
the three-player discard or monte card and the cards six to eight players set aside. So each
finished hand is dealt again from what was seen (every seat's cards are the ones it played;
heads-up, the stock is the cards each player was seen to draw, the trick's winner first) and
played through the engine, which checks every card and recomputes the scores: a hand whose
figures disagree with the host's is not kept, and nothing after it (the seen match stops, so
it never shows anything the engine did not check). The hand in play is never in it.

The client core (``clientcore.ClientCore``) keeps one for its seat, so the headless joiner and
the app check alike: a ``scored`` or ``past`` message that the hands seen contradict (its
cards do not replay, or its figures are not the engine's) is refused as invalid
(``SeenMatch.contradiction`` says why). The score sheet, the hand summaries, the last trick
and the export of the joiner's window read this match, through the same dialogs and models as
the main window's. It needs every
hand from the first. A seat that rejoins a match in progress is sent every finished hand as
the record writes it (``past``), checked through the engine the same way, so it misses none.
A heads-up hand it rejoined in the middle of cannot be dealt again from what it saw (who drew
which card while it was away), so the host sends that hand whole too, as it ends and before
its ``scored``. A copy that misses a hand all the same (``SeenMatch.complete`` False) keeps
none from then on and says so.
"""

from __future__ import annotations

import logging
from typing import Any

from ..engine.cards import CARDS, Card, cards_of
from ..engine.deal import Deal
from ..engine.errors import EngineError
from ..engine.hand import DISCARD, OVER, next_in_play
from ..engine.match import HandLog, Match, Seat
from ..engine.record import add_finished_hand
from ..engine.rules import Rules
from ..engine.view import View

log = logging.getLogger(__name__)

BY_CODE = {c.code: c for c in CARDS}
SEEN_KEY = "seen_from_seat"  # a record key of its own (readers keep and ignore it)


class _Watch:
    """What one seat saw of the hand in play: its dealt cards, and heads-up who drew what."""

    def __init__(self, view: View) -> None:
        self.index = view.hand_index
        self.whole = not view.plays and view.phase != OVER  # seen from its deal on
        self.dealt = view.hand  # this seat's cards before any play (the dealer's 14 too)
        self.had = [view.known[s] if s != view.seat else view.hand for s in range(view.n_seats)]
        self.drawn: dict[int, list[int]] = {s: [] for s in view.active}
        self.last: View = view

    def follow(self, view: View) -> None:
        """A later moment of the same hand: heads-up, the cards drawn since the last one."""
        old, self.last = self.last, view
        if len(view.active) != 2 or view.stock_left == old.stock_left:
            self._note(view)
            return
        if len(view.plays) != len(old.plays) + 1:
            self.whole = False  # a moment was missed: the draws cannot be told apart
        for s in view.active:
            held = view.hand if s == view.seat else view.known[s]
            new = held & ~self.had[s]
            self.drawn[s].extend(int(c) for c in cards_of(new))
        self._note(view)

    def _note(self, view: View) -> None:
        for s in range(view.n_seats):
            held = view.hand if s == view.seat else view.known[s]
            self.had[s] |= held


def _seats_of_plays(view: View) -> list[int]:
    """Who played each card of ``view.plays``, trick by trick (from the leaders and winners)."""
    seats: list[int] = []
    n = len(view.active)
    for t in range(0, len(view.plays), n):
        seat = view.first_leader if t == 0 else view.winners[t // n - 1]
        for _ in range(min(n, len(view.plays) - t)):
            seats.append(seat)
            seat = next_in_play(view.active, view.n_seats, seat)
    return seats


def deal_of(watch: _Watch, result: dict[str, Any]) -> tuple[Deal, Card | None] | None:
    """The deal of the finished hand ``watch`` saw, and the three-player dealer's discard
    (None when the hand cannot be dealt again from what was seen)."""
    view = watch.last
    if view.phase != OVER:
        return None
    n_active = len(view.active)
    hands: list[list[int]] = [[] for _ in range(view.n_seats)]
    for seat, card in zip(_seats_of_plays(view), view.plays, strict=True):
        hands[seat].append(card)
    stock: list[int] = []
    if n_active == 2:
        if not watch.whole:
            return None
        a, b = view.active
        drawn = watch.drawn
        if len(drawn[a]) != len(drawn[b]):
            return None
        for k in range(len(drawn[a])):
            first = view.winners[k]  # the trick's winner draws first
            other = b if first == a else a
            stock += [drawn[first][k], drawn[other][k]]
        for s in (a, b):
            hands[s] = [c for c in hands[s] if c not in drawn[s]]
    discard = BY_CODE[result["discard"]] if result.get("discard") is not None else None
    if discard is not None:
        hands[view.dealer].append(int(discard))
    removed: Card | tuple[Card, ...] | None = None
    if n_active == 3 and result.get("removed") is not None:
        removed = BY_CODE[result["removed"]]
    elif n_active >= 6:
        removed = tuple(BY_CODE[c] for c in result.get("aside", ()))
    deal = Deal(
        view.dealer,
        tuple(tuple(CARDS[c] for c in sorted(h)) for h in hands),
        tuple(CARDS[c] for c in stock),
        removed,
    )
    return deal, discard


class SeenMatch:
    """The finished hands one seat watched, as an engine ``Match`` (``match``), or none."""

    def __init__(self, rules: Rules, names: list[str], levels: list[str | None], seat: int) -> None:
        """The match of ``rules`` with the seats' ``names`` and ``levels`` (a computer seat's
        level as the host says it, None for a person at the host or at a remote screen),
        seen from ``seat``."""
        self.rules = rules
        self.seats = [
            Seat(name, "human", None) if level is None else Seat(name, "ai", level)
            for name, level in zip(names, levels, strict=True)
        ]
        self.seat = seat
        self.match: Match | None = self._fresh()
        self.watch: _Watch | None = None
        self.contradiction: str | None = None  # what the host said that the hands seen refute

    def _fresh(self) -> Match:
        match = Match(self.rules, list(self.seats))
        match.extra[SEEN_KEY] = self.seat  # the record says whose copy it is
        return match

    @property
    def complete(self) -> bool:
        """Every finished hand of the match is in ``match`` (none was missed)."""
        return self.match is not None

    def view(self, view: View) -> None:
        """The seat's view at a moment of the hand in play."""
        if self.match is None:
            return
        if self.watch is None or self.watch.index != view.hand_index:
            if view.hand_index != len(self.match.hands):
                self._lost(f"hand {view.hand_index + 1} seen, {len(self.match.hands)} kept")
                return
            self.watch = _Watch(view)
        else:
            self.watch.follow(view)

    def scored(self, result: dict[str, Any]) -> bool:
        """The host's ``scored`` message of the hand in play: deal it again and play it
        through the engine; False (and nothing kept from now on) if it does not check:
        ``contradiction`` says why when the hand was seen whole and the host's cards or
        figures are not what it replays to (not when the seat did not watch it)."""
        self.contradiction = None
        match, watch = self.match, self.watch
        if match is None:
            return False
        index = len(match.hands) - 1
        if watch is None and match.hands and result.get("hand") == index:
            # Sent whole just before (``past``): a heads-up hand taken back in its middle.
            return self._agrees(match.hands[-1], result, index)
        if watch is None or watch.index != len(match.hands):
            self._lost("a hand not watched")
            return False
        rebuilt = deal_of(watch, result)
        if rebuilt is None:
            self._lost(f"hand {watch.index + 1} not watched from its deal")
            return False
        deal, discard = rebuilt
        try:
            match.start_hand(deal)
            state = match.hand
            assert state is not None
            if state.phase == DISCARD:
                if discard is None:
                    raise ValueError("no discard shown")
                match.play(int(discard))
            for card in watch.last.plays:
                match.play(card)
        except (EngineError, ValueError, AssertionError) as e:
            self._refuted(f"hand {watch.index + 1} does not replay: {e}")
            return False
        self.watch = None
        return self._agrees(match.hands[-1], result, watch.index)

    def _agrees(self, log_: HandLog, result: dict[str, Any], index: int) -> bool:
        """The engine's figures of the hand kept are the host's (else nothing is kept)."""
        figures = log_.state.result
        if (
            figures is None
            or list(figures.scores) != list(result["scores"])
            or list(log_.totals) != list(result["totals"])
            or sorted(log_.out) != sorted(result["out"])
        ):
            self._refuted(f"hand {index + 1}: the host's figures differ from the engine's")
            return False
        return True

    def past(self, index: int, hand: dict[str, Any]) -> bool:
        """A finished hand the host sends a seat that (re)joins a match in progress, as the
        record writes it: the host sends every one from the first, so the copy starts again
        from them (the first replaces whatever was kept) and each is played through the
        engine, which checks every card and figure. False (nothing kept) if one does not
        (``contradiction`` says why when the hand does not hold together)."""
        self.contradiction = None
        if index == 0:
            self.match, self.watch = self._fresh(), None
        match = self.match
        if match is None or index != len(match.hands):
            self._lost(f"hand {index + 1} sent out of order")
            return False
        try:
            add_finished_hand(match, hand)
        except EngineError as e:
            self._refuted(f"hand {index + 1} sent does not replay: {e}")
            return False
        self.watch = None
        return True

    def _refuted(self, why: str) -> None:
        """The host's own messages contradict each other: nothing is kept from now on."""
        self._lost(why)
        self.contradiction = why

    def _lost(self, why: str) -> None:
        log.info("the seen match stops: %s", why)
        self.match = None
        self.watch = None
