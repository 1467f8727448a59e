"""What the card tracker shows: the cards gone by suit and the voids known, from one seat's
view only (as a player at a real table remembers them). The data behind the tracker panel.

Per suit: the cards played (strongest first), this seat's own cards, the cards put out of
play in public or known to this seat (the Four removed, its own discard as dealer), and the
cards it has not seen yet (in the other hands, the heads-up stock, an unseen discard or monte
card), with the card points still among them (classic: thirds of a point; Busca: points).
Per other seat in play: the suits it is known to hold none of (it failed to follow them and
drew none since) and, in the heads-up finale, the stock cards it drew and still holds (shown
when drawn).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import BUSCA_POINTS, CLASSIC_THIRDS, SUIT_MASKS, Card, cards_of
from ..engine.view import View


@dataclass(frozen=True, slots=True)
class SuitTrack:
    suit: int
    played: tuple[Card, ...]  # strongest first
    mine: tuple[Card, ...]
    aside: tuple[Card, ...]  # out of play and seen: the Four removed, this seat's discard
    unseen: tuple[Card, ...]  # not seen yet by this seat
    points_unseen: int  # classic: thirds of a point; Busca: points


@dataclass(frozen=True, slots=True)
class Tracker:
    seat: int
    busca: bool  # points are Busca points (else thirds of a classic point)
    suits: tuple[SuitTrack, ...]  # in suit order
    voids: dict[int, tuple[int, ...]]  # every other seat in play: the suits it has none of
    shown: dict[int, tuple[Card, ...]]  # every other seat in play: its cards seen (drawn)

    @property
    def points_unseen(self) -> int:
        return sum(s.points_unseen for s in self.suits)


def _strongest_first(mask: int) -> tuple[Card, ...]:
    return tuple(reversed(cards_of(mask)))


def tracker(view: View) -> Tracker:
    """The tracker of ``view``'s seat: nothing it may not know."""
    values = BUSCA_POINTS if view.rules.is_busca else CLASSIC_THIRDS
    played = view.played
    aside = 0
    if view.removed is not None:
        aside |= 1 << view.removed
    if view.discard is not None:
        aside |= 1 << view.discard
    unseen = view.unseen()
    suits = []
    for suit, mask in enumerate(SUIT_MASKS):
        hidden = unseen & mask
        suits.append(
            SuitTrack(
                suit,
                _strongest_first(played & mask),
                _strongest_first(view.hand & mask),
                _strongest_first(aside & mask),
                _strongest_first(hidden),
                sum(values[c] for c in cards_of(hidden)),
            )
        )
    others = [s for s in view.active if s != view.seat]
    voids = {s: tuple(u for u in range(4) if view.voids[s] >> u & 1) for s in others}
    shown = {s: _strongest_first(view.known[s]) for s in others}
    return Tracker(view.seat, view.rules.is_busca, tuple(suits), voids, shown)
