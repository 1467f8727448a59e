"""Events: what a state change did, for the UI to animate and the log to tell."""

from __future__ import annotations

from .cards import Card
from .frozen import frozen


@frozen
class HandStarted:
    hand_index: int
    dealer: int
    active: tuple[int, ...]
    removed: Card | None  # the public Four taken out (remove_four); None otherwise
    shown: tuple[Card, ...] = ()  # six or seven players, strip: the cards taken out, public


@frozen
class CardDiscarded:
    seat: int
    card: Card  # known to the dealer only until the hand is scored


@frozen
class CardPlayed:
    seat: int
    card: Card
    trick_index: int


@frozen
class TrickTaken:
    trick_index: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int  # classic: thirds; Busca: card points (the last trick's 3 not included)


@frozen
class CardDrawn:
    seat: int
    card: Card  # heads-up stock draws are shown to both players


@frozen
class HandScored:
    points: tuple[int, ...]  # per seat, as the record's "points"
    scores: tuple[int, ...]  # penalty points or busche per seat
    last_winner: int
    cappotto: int | None  # the seat that made cappotto, if any
    uncovered: tuple[int, ...]  # Busca: seats that did not cover
    discard: Card | None
    removed: Card | None  # the Four removed or the monte card, shown at scoring
    aside: tuple[Card, ...] = ()  # six or seven: the cards taken out or the monte, shown


@frozen
class PlayersOut:
    seats: tuple[int, ...]
    totals: tuple[int, ...]


@frozen
class MatchOver:
    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (
    HandStarted
    | CardDiscarded
    | CardPlayed
    | TrickTaken
    | CardDrawn
    | HandScored
    | PlayersOut
    | MatchOver
)
