"""The rule player's Busca heuristics on hand-built positions (each expected card worked out by
hand from the rule book's Busca scoring and the heuristic's own words; the card the plain
rules, before these heuristics, would play is named too, so each test shows a change).

Every position deals all 40 cards: the seat to move has the hand given, the cards nobody has
played yet go to the other seats (each keeping out of the suits it showed void in), so "out"
is every card not played and not in the mover's hand. Dealer 3: seat 0 leads the first trick.
Card strength, low to high: 4 5 6 7 Fante Cavallo Re Asso 2 3; Busca points: 3, 2, Re,
Cavallo, Fante 1, Asso 3, the Pita (ace of coins) 8, 4 to 7 nothing.
"""

from __future__ import annotations

import pytest

from ciapano_qt.ai import policy
from ciapano_qt.ai.rule_players import medium_card
from ciapano_qt.engine.cards import CARDS, parse_card
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

Trick = dict[int, str]


def _position(
    tricks: list[Trick], current: Trick, mover: int, hand: str, rules: Rules | None = None
) -> HandState:
    """Deal the mover ``hand`` and every unplayed card to the others, replay the tricks."""
    played = [parse_card(c) for t in [*tricks, current] for c in t.values()]
    mine = [parse_card(c) for c in hand.split()]
    rest = [c for c in range(40) if c not in played and c not in mine]
    dealt: list[list[int]] = [[] for _ in range(4)]
    void = [0, 0, 0, 0]
    for t in [*tricks, current] if current else tricks:
        led = parse_card(next(iter(t.values()))) // 10  # each trick is written leader first
        for seat, code in t.items():
            dealt[seat].append(parse_card(code))
            if parse_card(code) // 10 != led:
                void[seat] |= 1 << led
    dealt[mover].extend(mine)
    room = {s: 10 - len(dealt[s]) for s in range(4) if s != mover}
    # the most constrained cards first, each to the seat with most room that may hold it
    rest.sort(key=lambda c: sum(1 for s in room if not void[s] >> (c // 10) & 1))
    for c in rest:
        seat = max(
            (s for s in room if room[s] and not void[s] >> (c // 10) & 1), key=lambda s: room[s]
        )
        dealt[seat].append(c)
        room[seat] -= 1
    state = HandState(rules or Rules.busca(), 4, 3, dealt)
    for t in [*tricks, current]:
        for _ in t:
            state.play(parse_card(t[state.current]))
    assert state.current == mover
    return state


def _rollout_card(state: HandState) -> int:
    """The card the search levels' rollouts play here (the engine's chooser)."""
    chosen: list[int] = []

    def spy(*args: int) -> int:
        card = policy.rollout_choice(*args)  # type: ignore[arg-type]
        chosen.append(card)
        return card

    state.clone().chosen_step(spy)  # type: ignore[arg-type]
    assert chosen, "the move was forced"
    return chosen[0]


CUPS_TO_3 = {0: "4C", 1: "5C", 2: "6C", 3: "RC"}  # seat 3 takes the Re: covered
CUPS_TO_3_BARE = {0: "4C", 1: "5C", 2: "6C", 3: "7C"}  # seat 3 takes no point: uncovered
CUPS_TO_1 = {0: "4C", 1: "RC", 2: "5C", 3: "6C"}  # seat 1 covered
SPADES_TO_3 = {1: "4S", 2: "5S", 3: "7S", 0: "6S"}  # seat 3 wins a pointless trick: bare
CUPS_TO_2 = {0: "4C", 1: "5C", 2: "RC", 3: "6C"}  # seat 2 covered
SPADES_2_TO_3 = {2: "4S", 3: "7S", 0: "5S", 1: "6S"}

CASES = {
    # uncovered (seat 0 took nothing), void in coins: the 3 of spade is the top spade out and
    # a point, a sure cover later, so it is kept; of the rest, dump scores (4 x points +
    # strength): Fante of cups 8, 7 of spade 3, 5 of batons 1 -> the Fante. (Before: the 3 of
    # spade, 4 + 9 + 5 as an unguarded top card = 18.)
    "uncovered void keeps its sure cover": (
        [CUPS_TO_3],
        {3: "7D"},
        0,
        "3S 4S 5S 6S 7S 7C FC 4B 5B",
        "FC",
    ),
    # uncovered, the 3 of spade led: nothing wins, so it keeps its high spades for later and
    # plays the lowest, the 6 (before: ducking with the highest under, the 2).
    "uncovered and beaten plays low": (
        [CUPS_TO_3],
        {3: "3S"},
        0,
        "2S FS 6S 7C FC 4B 5B 6B 7B",
        "6S",
    ),
    # uncovered, the 3 of coins led: the Pita goes under it (as ducking did before too).
    "uncovered and beaten gives away the Pita": (
        [CUPS_TO_3],
        {3: "3D"},
        0,
        "AD 5D FS 7C FC 4B 5B 6B 7B",
        "AD",
    ),
    # uncovered, second to the Re of spade (a point on the table): the 2 wins it, though the
    # 3 and the Asso are still out (before: ducking with the highest under, the 6).
    "uncovered plays for a trick with a point": (
        [CUPS_TO_3],
        {3: "RS"},
        0,
        "2S 5S 6S 7C FC 4B 5B 6B 7B",
        "2S",
    ),
    # uncovered (seat 3 won the 7 of cups, no point), leading: the Asso of spade is a point
    # card beaten only by the 2 and the 3 (two cards, at most COVER_LEAD_ABOVE); its other
    # suits' tops are pointless 7s. (Before: a low lead.)
    "uncovered leads a likely point winner": (
        [CUPS_TO_3_BARE],
        {},
        3,
        "AS 4S 5B 6B 7B 4D 5D 6D 7D",
        "AS",
    ),
    # seat 2 covered; seat 3 leads the Fante of batons still uncovered (its 7 of spade took
    # no point) and is winning; seat 2 plays last: taking the trick keeps seat 3 bare, with
    # the cheapest winner, the Re (1 point; the Asso is 3). (Before: ducking with the 6.)
    "covered, last, takes the bare seat's trick": (
        [CUPS_TO_2, SPADES_2_TO_3],
        {3: "FB", 0: "4B", 1: "5B"},
        2,
        "RB AB 6B 7C FC 4D 5D 6D",
        "RB",
    ),
    # seat 1 covered, third to the Re of coins led by the bare seat 3: duck without a point,
    # the 5 (before: the highest under, the Fante, a point for seat 3).
    "covered ducks under the bare seat without a point": (
        [CUPS_TO_1, SPADES_TO_3],
        {3: "RD", 0: "4D"},
        1,
        "FD 5D 7C FC 4B 5B 6B 7B",
        "5D",
    ),
    # the same trick, seat 1 void in coins: a pointless card, of the 4 of batons (score 0)
    # and the 7 of cups (3) the 7 (before: the Asso of spade, 3 x 4 + 7, +5 as the top spade
    # out with lower ones out = 24).
    "covered and void gives the bare seat no point": (
        [CUPS_TO_1, SPADES_TO_3],
        {3: "RD", 0: "4D"},
        1,
        "AS 2S 3S 4B 7C FC CB RB",
        "7C",
    ),
    # seat 3 covered, leading with nine cards: the 2 of spade is beaten only by the 3 (at
    # most UNLOAD_ABOVE) and the others hold 8 spades; the tops of batons and coins (7s) are
    # beaten by six cards. (Before: a low lead, the 4 of spade.)
    "covered early leads its high card of a long suit": (
        [CUPS_TO_3],
        {},
        3,
        "2S 4S 5B 6B 7B 4D 5D 6D 7D",
        "2S",
    ),
    # the same lead with a long coin suit and the Pita out: the 2 of coins is beaten only by
    # the 3 and the others hold 8 coins, but the Pita's holder could put it under the 2 (8
    # points to seat 3), so no coin is unloaded; spade and baton tops (7s) are beaten by six
    # cards each. The low lead, where the others hold the most higher cards: coins (4 of
    # coins under eight: 4 x 8 = 32), spade (5 of spade under six, one lower out: 24 - 1 - 1
    # = 22), batons (4 of batons under six: 24) -> the 4 of coins. (Before: the 2 of coins.)
    "covered early does not lead a high coin while the Pita is out": (
        [CUPS_TO_3],
        {},
        3,
        "2D 4D 5S 6S 7S 4B 5B 6B 7B",
        "4D",
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_busca_heuristic(name: str) -> None:
    tricks, current, mover, hand, expected = CASES[name]
    state = _position(tricks, current, mover, hand)
    view = view_of(state, mover)
    assert CARDS[medium_card(view)] == parse_card(expected)
    # the search levels' rollouts play the same card
    assert _rollout_card(state) == parse_card(expected)


def test_uncovered_last_takes_a_pointless_trick_when_a_trick_covers() -> None:
    """Seat 0 has won nothing and plays last to a trick of three pointless spades. Under
    ``busca_cover`` tricks winning it covers: the lowest winner, the 7. By card points (the
    default) a pointless trick covers nothing: it wins with a point card, the Fante."""
    tricks, current, hand = [CUPS_TO_1], {1: "4S", 2: "5S", 3: "6S"}, "7S FS 7C FC 4B 5B 6B 7B 4D"
    by_tricks = _position(tricks, current, 0, hand, Rules.busca(busca_cover="tricks"))
    assert CARDS[medium_card(view_of(by_tricks, 0))] == parse_card("7S")
    assert _rollout_card(by_tricks) == parse_card("7S")
    by_points = _position(tricks, current, 0, hand)
    assert CARDS[medium_card(view_of(by_points, 0))] == parse_card("FS")
    assert _rollout_card(by_points) == parse_card("FS")


def test_easy_plays_for_a_cover_until_it_has_one() -> None:
    """Easy (its random card switched off) follows last to the Fante of spades (1 point) with
    the Re and the 6 of spades. Uncovered, Busca's first aim: the lowest card that wins a trick
    with a point in it, the Re (its classic rule ducks with the 6, as before this rule).
    Covered (it took the Re of cups in the first trick), it ducks with the 6."""
    from ciapano_qt.ai.rule_players import EasyPlayer

    easy = EasyPlayer(1)
    easy.MISTAKE = 0.0
    current = {1: "FS", 2: "4S", 3: "5S"}
    bare = _position([CUPS_TO_1], current, 0, "RS 6S 7C FC 4B 5B 6B 7B 4D")
    assert easy.choose(view_of(bare, 0)) == CARDS[parse_card("RS")]
    took = [{0: "RC", 1: "4C", 2: "5C", 3: "6C"}, {0: "4B", 1: "7B", 2: "5B", 3: "6B"}]
    covered = _position(took, current, 0, "RS 6S 7C FC 5D 6D 7D 4D")
    assert easy.choose(view_of(covered, 0)) == CARDS[parse_card("6S")]
