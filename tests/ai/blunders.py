"""Hand-built four-player classic hands (dealer 3, so seat 0 leads the first trick) in which
seat 0 makes one obvious blunder at trick 9, with the figures worked out by hand.

Each hand is a list of ten tricks, ``{seat: card}`` in the order played; the deal is what
the tricks use. The positions are legal (``match_of`` plays them through the engine's checked
path) and late enough (8 cards in the hands) that the review solves every world exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.rules import Rules

RULES = Rules(players=4)
DEALER = 3

# Taking the trick with the ace when a low card ducks. Trick 9: seat 1 leads the Re of
# batons, seats 2 and 3 follow with the Fante and the Cavallo; seat 0, last, holds the Asso
# and the 4 of batons, every other batons card is gone, and the three cards left in the other
# hands are the Asso, 2 and 3 of spade, one each (seat 1 showed void in denari, seats 2 and 3
# in coppe; whatever the placement the outcome is the same):
# - 4B ducks (the Re wins); seat 1 leads a spade to the last trick and seat 0 throws the ace
#   away: seat 0 takes nothing in the hand and scores 0;
# - AB takes the trick (Re, Fante, Cavallo, Asso) and then seat 0 must lead the 4 of batons,
#   which nobody can follow: it also takes the last trick and, under last_trick_pays, scores
#   11 minus the others' whole points: seat 1 took 12 thirds (4), seat 2 7 thirds (2), seat 3
#   2 thirds (0), so 11 - 6 = 5.
DUCK_TRICKS: list[dict[int, str]] = [
    {0: "4D", 1: "5D", 2: "6D", 3: "7D"},  # seat 3
    {3: "FD", 0: "CD", 1: "RD", 2: "AD"},  # seat 2
    {2: "2D", 3: "3D", 0: "4C", 1: "4S"},  # seat 3
    {3: "5C", 0: "6C", 1: "7C", 2: "FC"},  # seat 2
    {2: "CC", 3: "RC", 0: "AC", 1: "2C"},  # seat 1
    {1: "3C", 2: "5S", 3: "6S", 0: "7S"},  # seat 1
    {1: "2B", 2: "5B", 3: "6B", 0: "7B"},  # seat 1
    {1: "RS", 2: "FS", 3: "CS", 0: "3B"},  # seat 1
    {1: "RB", 2: "FB", 3: "CB", 0: "AB"},  # seat 0: the blunder
    {0: "4B", 1: "AS", 2: "2S", 3: "3S"},  # seat 0
]
DUCK_FIGURES = {"4B": 0.0, "AB": 5.0}
# seat 0's turns with more than one legal card (hand by hand: at trick 2 it holds one denari
# card, at trick 5 one coppe card, at trick 10 one card)
DUCK_DECISIONS = [1, 3, 4, 6, 7, 8, 9]

# Keeping the three for the last trick. Seat 0 holds no denari from the start. Trick 9: seat 1
# leads the Asso of denari, seats 2 and 3 follow with the 2 and the 3; seat 0, last, holds the
# 3 of spade and the 4 of coppe, and the three cards left in the other hands are the Re, Asso
# and 2 of spade, one each (seats 1 and 2 showed void in batons, seat 3 in coppe):
# - 3S thrown now: seat 3 wins the trick and leads a spade to the last trick; seat 0 throws the
#   4 of coppe away: it takes nothing in the hand and scores 0;
# - 4C thrown now: the 3 of spade wins the last trick, where every seat must follow with a
#   spade: seat 0 scores 11 minus the others' whole points: seat 1 took 8 thirds (2), seat 2
#   nothing, seat 3 18 thirds (6), so 11 - 8 = 3.
THREE_TRICKS: list[dict[int, str]] = [
    {0: "5C", 1: "CC", 2: "RC", 3: "AC"},  # seat 3
    {3: "4B", 0: "4S", 1: "5B", 2: "6B"},  # seat 2
    {2: "7B", 3: "FB", 0: "5S", 1: "CB"},  # seat 1
    {1: "RB", 2: "AB", 3: "2B", 0: "6S"},  # seat 3
    {3: "3B", 0: "7S", 1: "FS", 2: "CS"},  # seat 3
    {3: "4D", 0: "6C", 1: "5D", 2: "6D"},  # seat 2
    {2: "7D", 3: "FD", 0: "7C", 1: "CD"},  # seat 1
    {1: "3C", 2: "2C", 3: "RD", 0: "FC"},  # seat 1
    {1: "AD", 2: "2D", 3: "3D", 0: "4C"},  # seat 3: the blunder
    {3: "2S", 0: "3S", 1: "RS", 2: "AS"},  # seat 0
]
THREE_FIGURES = {"3S": 0.0, "4C": 3.0}


def deal_of(tricks: Sequence[dict[int, str]], dealer: int = DEALER) -> Deal:
    hands: list[list[int]] = [[] for _ in range(RULES.players)]
    for trick in tricks:
        for seat, code in trick.items():
            hands[seat].append(parse_card(code))
    return Deal(dealer, tuple(tuple(sorted(h)) for h in hands), (), None)


def match_of(
    tricks: Sequence[dict[int, str]], upto: int | None = None, rules: Rules = RULES
) -> Match:
    """A one-hand match with ``tricks`` played (the first ``upto`` cards only, if given)."""
    seats = [Seat("Anna", "human", None)] + [Seat(f"AI {i}", "ai", "medium") for i in (1, 2, 3)]
    match = Match(rules, seats)
    match.start_hand(deal_of(tricks))
    cards = [parse_card(code) for trick in tricks for code in trick.values()]
    for card in cards[:upto]:
        match.play(card)
    return match
