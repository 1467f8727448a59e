"""Matches for the model tests: a hand-built hand whose outcome is worked out by hand."""

from __future__ import annotations

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.match import Match

NAMES = ("<b>x</b>", "Anna", "<img height=200000>", "Dario")


def suits_deal(dealer: int = 3) -> Deal:
    """Seat s holds the whole of suit s (0: coins/diamonds, 1, 2, 3)."""
    return Deal(dealer, tuple(tuple(CARDS[s * 10 + r] for r in range(10)) for s in range(4)))


def cappotto_match(
    names: tuple[str, ...] = NAMES,
    busca: bool = False,
    target: int | None = None,
    human: int = 0,
) -> Match:
    """Four players, dealer seat 3, seat 0 leads and holds one whole suit, the others one each.

    Nobody can follow seat 0's suit, so seat 0 takes all ten tricks, every card point and the
    last trick: a strict cappotto (classic): seat 0 scores 0, the others 11 (the hand's value),
    totals 0, 11, 11, 11. Busca: the other three did not cover and score 3 busche each. Each
    card is the first legal one. With a ``target`` (busche limit) of 11 (3), the match ends
    there: the three others reach it, seat 0 wins. The human sits at ``human``."""
    if busca:
        rules = Rules.busca() if target is None else Rules.busca(target=target)
    else:
        rules = Rules(players=4, target=31 if target is None else target)
    match = Match(
        rules,
        [
            Seat(n, "human" if i == human else "ai", None if i == human else "easy")
            for i, n in enumerate(names)
        ],
    )
    match.start_hand(suits_deal())
    while match.hand is not None and not match.hand.is_over:
        match.play(match.hand.legal_moves()[0])
    return match
