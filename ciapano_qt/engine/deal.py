"""Dealing: a shuffled deal for the players in play, and checks of a deal read from a record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import CARDS, N_CARDS, STRENGTH_FIVE, STRENGTH_FOUR, Card
from .errors import RecordError, where
from .frozen import frozen
from .rules import Rules

if TYPE_CHECKING:  # the seeded shuffle loads with the first deal (a resumed hand needs none)
    import random

    from .shuffle import DealRandom

    Source = random.Random | DealRandom
    """Where a deal's randomness comes from: ``DealRandom`` for a seeded deal (the app)."""


@frozen
class Deal:
    dealer: int
    hands: tuple[tuple[Card, ...], ...]  # per seat; empty for seats out of play
    stock: tuple[Card, ...] = ()  # heads-up stock, first drawn first
    removed: Card | tuple[Card, ...] | None = None
    """Three players: the Four removed, or the monte card. Six to eight players: the cards
    taken out (``strip``) or left face down (``monte``), ``()`` with eight. Else None."""


MANY = 6  # from six players in play on, the deal follows "Six to eight players"


def hand_size(n_active: int) -> int:
    """Cards dealt to each player (the three-player dealer's 14th card not counted)."""
    return {2: 10, 3: 13, 4: 10, 5: 8, 6: 6, 7: 5, 8: 5}[n_active]


def aside_size(n_active: int) -> int:
    """Six to eight players: the cards out of every hand (taken out or the monte)."""
    return N_CARDS - hand_size(n_active) * n_active if n_active >= MANY else 0


def strip_cards(n_active: int, rng: Source) -> list[Card]:
    """``strip``: the cards taken out for six (the Fours) or seven (the Fours and a Five
    drawn at random); none for eight."""
    if n_active == 8:
        return []
    out = [c for c in CARDS if c.strength == STRENGTH_FOUR]
    if n_active == 7:
        fives = [c for c in CARDS if c.strength == STRENGTH_FIVE]
        out.append(fives[rng.randrange(4)])
    return out


def dealing_order(active: Sequence[int], n_seats: int, dealer: int) -> list[int]:
    """Seats in play in dealing order: the dealer's right first, the dealer last."""
    start = (dealer + 1) % n_seats
    ring = [(start + i) % n_seats for i in range(n_seats)]
    return [s for s in ring if s in active]


def shuffled_deal(
    rules: Rules, n_seats: int, active: Sequence[int], dealer: int, rng: Source
) -> Deal:
    """Shuffle and deal one card at a time from the dealer's right, as the rule book says."""
    deck = list(CARDS)
    rng.shuffle(deck)
    n = len(active)
    removed: Card | tuple[Card, ...] | None = None
    if n >= MANY:
        if rules.many_player_method == "strip":
            out = strip_cards(n, rng)
            for c in out:
                deck.remove(c)
        else:  # monte: the last cards stay face down
            out = deck[len(deck) - aside_size(n) :]
            del deck[len(deck) - len(out) :]
        removed = tuple(out)
    elif n == 3 and rules.three_player_method == "remove_four":
        fours = [c for c in deck if c.strength == STRENGTH_FOUR]
        removed = fours[rng.randrange(4)]
        deck.remove(removed)
    elif n == 3 and rules.three_player_method == "monte":
        removed = deck.pop()
    order = dealing_order(active, n_seats, dealer)
    per = hand_size(n)
    hands: dict[int, list[Card]] = {s: [] for s in order}
    for i in range(per * n):
        hands[order[i % n]].append(deck[i])
    rest = deck[per * n :]
    stock: list[Card] = []
    if n == 2:
        stock = rest
    elif rest:  # three players, discard method: the dealer's 14th card
        hands[dealer].extend(rest)
    return Deal(
        dealer,
        tuple(tuple(hands.get(s, ())) for s in range(n_seats)),
        tuple(stock),
        removed,
    )


def check_deal(
    rules: Rules, n_seats: int, active: Sequence[int], deal: Deal, hand_index: int
) -> None:
    """Refuse a deal that the rules do not allow: sizes, duplicates, the removed card."""
    n = len(active)
    place = where(hand_index)
    per = hand_size(n)
    seen: dict[int, str] = {}

    def mark(c: Card, owner: str, seat: int | None = None) -> None:
        if c in seen:
            raise RecordError(
                "record.card_dealt_twice",
                f"{where(hand_index, seat=seat)}: {c.code} is dealt twice ({seen[c]} and {owner})",
                hand=hand_index,
                seat=seat,
                card=c.code,
            )
        seen[c] = owner

    for s in range(n_seats):
        cards = deal.hands[s]
        expected = 0 if s not in active else per
        if s == deal.dealer and n == 3 and rules.three_player_method == "discard":
            expected = 14
        if len(cards) != expected:
            raise RecordError(
                "record.deal_size",
                f"{where(hand_index, seat=s)}: {len(cards)} cards dealt, {expected} expected",
                hand=hand_index,
                seat=s,
                count=len(cards),
                expected=expected,
            )
        for c in cards:
            mark(c, f"seat {s}", s)
    want_stock = 20 if n == 2 else 0
    if len(deal.stock) != want_stock:
        raise RecordError(
            "record.stock_size",
            f"{place}: stock of {len(deal.stock)} cards, {want_stock} expected",
            hand=hand_index,
            count=len(deal.stock),
            expected=want_stock,
        )
    for c in deal.stock:
        mark(c, "the stock")
    if n >= MANY:
        _check_aside(rules, n, deal, hand_index)
        assert isinstance(deal.removed, tuple)
        for c in deal.removed:
            mark(c, "removed")
    else:
        wants_removed = n == 3 and rules.three_player_method in ("remove_four", "monte")
        if wants_removed != (deal.removed is not None) or isinstance(deal.removed, tuple):
            raise RecordError(
                "record.removed",
                f"{place}: 'removed' must be {'a card' if wants_removed else 'null'}",
                hand=hand_index,
            )
        if deal.removed is not None:
            if (
                rules.three_player_method == "remove_four"
                and deal.removed.strength != STRENGTH_FOUR
            ):
                raise RecordError(
                    "record.removed_not_four",
                    f"{place}: the removed card {deal.removed.code} is not a Four",
                    hand=hand_index,
                    card=deal.removed.code,
                )
            mark(deal.removed, "removed")
    if len(seen) != N_CARDS:
        raise RecordError(
            "record.deal_incomplete",
            f"{place}: the deal holds {len(seen)} cards, not 40",
            hand=hand_index,
            count=len(seen),
        )


def _check_aside(rules: Rules, n: int, deal: Deal, hand_index: int) -> None:
    """Six to eight players: ``removed`` lists the cards out of every hand, as the method
    says (``strip``: the four Fours for six, the Fours and one Five for seven)."""
    place = where(hand_index)
    aside = deal.removed
    if not isinstance(aside, tuple) or len(aside) != aside_size(n):
        raise RecordError(
            "record.removed",
            f"{place}: 'removed' must list {aside_size(n)} cards for {n} players",
            hand=hand_index,
            expected=aside_size(n),
        )
    if rules.many_player_method == "strip" and aside:
        fours = sorted(c for c in aside if c.strength == STRENGTH_FOUR)
        fives = [c for c in aside if c.strength == STRENGTH_FIVE]
        if len(fours) != 4 or len(fives) != len(aside) - 4:
            bad = next(
                (c for c in aside if c.strength not in (STRENGTH_FOUR, STRENGTH_FIVE)),
                None,
            )
            raise RecordError(
                "record.removed_not_strip",
                f"{place}: the cards taken out must be the four Fours"
                + (" and one Five" if n == 7 else "")
                + (f"; {bad.code} is not one of them" if bad is not None else ""),
                hand=hand_index,
                card=None if bad is None else bad.code,
            )
