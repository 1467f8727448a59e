"""The guided first match's lessons as data: one hand-picked four-player classic deal per
lesson, every card of the hand scripted (the player's too), and the moment the lesson's text
is shown. No UI here; the guided match plays a script and stops at its moment.

A lesson's ``plays`` are the whole hand in order, four cards a trick; the player is seat 0.
At ``moment`` (an index into the plays: the player's card that shows the lesson) the UI
shows ``text_en`` (translated by ``key``) before the player plays. The opponents' cards are
the script's, so the hand cannot go off its lesson; the player is asked for the script's card
(it is the one the lesson teaches). The deals were picked by ``tools/lessons.py`` (seeded
shuffles where the rule player's own play, seat 0's included, shows the lesson; the
cappotto hand gives seat 0 every 3, every 2 and two aces) and frozen here as data, so a
change to the computer players does not change a lesson. ``tests/ai/test_lessons.py``
replays every script through the engine and checks the moment.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card, parse_card
from ..engine.deal import Deal
from ..engine.match import Match, Seat
from ..engine.rules import Rules

PLAYER = 0


@dataclass(frozen=True, slots=True)
class Lesson:
    key: str
    title_en: str
    text_en: str
    dealer: int
    deal: tuple[str, str, str, str]  # each seat's ten cards (codes, space-separated)
    plays: tuple[str, ...]  # the hand, one trick a string
    moment: int  # index into the cards of ``plays``: the player's lesson card

    @property
    def cards(self) -> list[Card]:
        """Every card of the hand, in the order played."""
        return [parse_card(c) for trick in self.plays for c in trick.split()]

    @property
    def lesson_card(self) -> Card:
        return self.cards[self.moment]

    @property
    def trick(self) -> int:
        """The trick of the moment, counting from 1."""
        return self.moment // 4 + 1

    def match(self, name: str = "") -> Match:
        """A fresh one-hand match of this lesson's deal, before its first card (the player
        a person, the others computer players)."""
        seats = [Seat(name or "You", "human", None)]
        seats += [Seat(f"Seat {s}", "ai", "medium") for s in (1, 2, 3)]
        match = Match(Rules(), seats)
        hands = tuple(tuple(parse_card(c) for c in h.split()) for h in self.deal)
        match.start_hand(Deal(self.dealer, hands))
        return match


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        key="follow_suit",
        title_en="Follow suit",
        text_en=(
            "A suit has been led: you must play a card of that suit while you hold one. Only your"
            " denari can be played now."
        ),
        dealer=0,
        deal=(
            "AS 3D CS 6S FS 7B 6B 6D 4C 7D",
            "RS FB CB RD 4D FC RB AB 7C 7S",
            "FD CC 5B 2S 5D AC 6C 5S RC 2B",
            "3B 3S 4B AD 2D 5C 4S 2C 3C CD",
        ),
        plays=(
            "4D 5D CD 7D",
            "4S 6S 7S 5S",
            "7C 6C 5C 4C",
            "FC CC 3C AS",
            "4B 6B FB 5B",
            "RD FD AD 6D",
            "2D 3D AB AC",
            "7B CB 2B 3B",
            "3S CS RS 2S",
            "2C FS RB RC",
        ),
        moment=3,
    ),
    Lesson(
        key="duck",
        title_en="Duck under the trick",
        text_en=(
            "You want to take as few points as possible. Play a card lower than the one winning "
            "the trick: it goes to someone else."
        ),
        dealer=3,
        deal=(
            "5D RS AD 4B 6S CS 7C RD 2D FC",
            "4S 6C 7D 2S 6D 3C 4D AS AB 5C",
            "CC 4C CD 7B 3S 5S CB AC RB 2C",
            "3B FS 2B FB 6B 5B 7S FD 3D RC",
        ),
        plays=(
            "4B AB RB FB",
            "4D CD FD 5D",
            "5S 7S 6S 4S",
            "FS CS AS 3S",
            "4C RC FC 6C",
            "5B AD 3C CB",
            "7B 6B 2D 2S",
            "2C 3D 7C 5C",
            "AC 3B RD 7D",
            "CC 2B RS 6D",
        ),
        moment=7,
    ),
    Lesson(
        key="points",
        title_en="Which cards carry points",
        text_en=(
            "Aces are worth a point each; the 3s, 2s and the figures (Fante, Cavallo, Re) a third"
            " each; the 4 to 7 nothing. You cannot follow suit: give your ace away to a trick "
            "someone else takes."
        ),
        dealer=3,
        deal=(
            "6B 6C 5B RS CD 2S AD CS 7S 6S",
            "6D CC 5D 7D 5C 5S 3C 4S 4D 7B",
            "RD FB 7C 2C AS AB RB 2D FS AC",
            "3S RC CB 4C FD 2B FC 3B 3D 4B",
        ),
        plays=(
            "5B 7B FB 4B",
            "7C 4C 6C 5C",
            "FS 3S 2S 5S",
            "FC AD CC 2C",
            "RB CB 6B 3C",
            "AB 3B RS 7D",
            "FD CD 6D 2D",
            "RD 3D CS 5D",
            "2B 7S 4D AC",
            "RC 6S 4S AS",
        ),
        moment=13,
    ),
    Lesson(
        key="last_trick",
        title_en="The last trick",
        text_en=(
            "The last trick is worth one point more. With two cards left, play the one that would"
            " win it now and keep the one most likely to lose."
        ),
        dealer=3,
        deal=(
            "7D 6C FB FS CD 4S RC 7S 2D 6D",
            "AD 5C CB 5B 5S 5D 4D 2S 7C 7B",
            "2B CS 4B AC AS FD RS 6B 2C AB",
            "3D 3C RB 4C RD 3B FC 6S CC 3S",
        ),
        plays=(
            "4S 5S CS 6S",
            "4B RB FB CB",
            "4C 6C 5C 2C",
            "FD RD CD 5D",
            "FC RC 7C AC",
            "6B 3B 2D 7B",
            "3S FS 2S AS",
            "3D 7D AD AB",
            "3C 6D 5B RS",
            "CC 7S 4D 2B",
        ),
        moment=33,
    ),
    Lesson(
        key="cappotto",
        title_en="Cappotto",
        text_en=(
            "You have taken every point so far. Take every trick, the last one too, and you make "
            "cappotto: you score nothing and every other player 11."
        ),
        dealer=3,
        deal=(
            "AD 2D 3D AC 2C 3C 2S 3S 2B 3B",
            "4D CD 4C 5C 6C RC 5S AS RB AB",
            "RD 4S 6S CS 4B 5B 6B 7B FB CB",
            "5D 6D 7D FD 7C FC CC 7S FS RS",
        ),
        plays=(
            "3S AS CS RS",
            "3B AB CB CC",
            "3D CD RD FD",
            "3C RC FB FC",
            "2S 5S 6S FS",
            "2B RB 7B 7S",
            "2D 4D 6B 7D",
            "2C 6C 5B 7C",
            "AC 5C 4S 6D",
            "AD 4C 4B 5D",
        ),
        moment=12,
    ),
)
"""In the order the guided match plays them."""


def lesson(key: str) -> Lesson:
    for item in LESSONS:
        if item.key == key:
            return item
    raise KeyError(f"no lesson {key!r}")
