"""Print the guided first match's lessons as data (``ciapano_qt/ai/lessons.py``).

Each lesson is one four-player classic hand in which every seat plays the rule player's
cards (``medium``), the player (seat 0) included, from a deal picked for the lesson: the
seeds below, found by looking for the lesson's moment (the first turn of seat 0 that shows
it) among seeded shuffles. The cappotto lesson gives seat 0 every 3, every 2 and two aces
(it wins all ten tricks), the other hands shuffled. Run:

    python tools/lessons.py

and paste the output over the ``LESSONS`` data; the tests (tests/ai/test_lessons.py) check
each script is legal and reaches its moment.
"""

from __future__ import annotations

import random

from ciapano_qt.ai.hint import explain
from ciapano_qt.ai.rule_players import MediumPlayer
from ciapano_qt.engine.cards import CARDS, parse_card
from ciapano_qt.engine.deal import Deal, shuffled_deal
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of

# lesson: (dealer, seed, the reason code of seat 0's card at the moment)
PICKS = {
    "follow_suit": (0, 2, "duck"),
    "duck": (3, 13, "duck"),
    "points": (3, 12, "dump_ace"),
    "last_trick": (3, 40, "keep_for_last"),
    "cappotto": (3, 7, "cappotto"),
}
CAPPOTTO_HAND = "3D 3C 3S 3B 2D 2C 2S 2B AD AC"


def deal_for(key: str) -> Deal:
    rules = Rules()
    dealer, seed, _ = PICKS[key]
    if key != "cappotto":
        return shuffled_deal(rules, 4, range(4), dealer, random.Random(seed))
    mine = [parse_card(c) for c in CAPPOTTO_HAND.split()]
    rest = [c for c in CARDS if c not in mine]
    random.Random(seed).shuffle(rest)
    hands = (tuple(mine), tuple(rest[:10]), tuple(rest[10:20]), tuple(rest[20:]))
    return Deal(dealer, tuple(tuple(sorted(h)) for h in hands))


def script(key: str) -> tuple[Deal, list[int], int]:
    """The deal, every card of the hand in order, the index of seat 0's lesson card."""
    deal = deal_for(key)
    want = PICKS[key][2]
    state = HandState(Rules(), 4, deal.dealer, deal.hands)
    players = [MediumPlayer() for _ in range(4)]
    plays: list[int] = []
    moment = -1
    while not state.is_over:
        view = view_of(state, state.current)
        card = int(players[state.current].choose(view))
        legal = view.legal
        choice = moment < 0 and state.current == 0 and legal & (legal - 1)
        if choice and explain(view, card)[0] == want:
            moment = len(plays)
        plays.append(card)
        state.play(card)
    return deal, plays, moment


def main() -> None:
    for key in PICKS:
        deal, plays, moment = script(key)
        print(f"# {key}")
        print(f"dealer={deal.dealer},")
        print("deal=(")
        for hand in deal.hands:
            print(f'    "{" ".join(CARDS[c].code for c in hand)}",')
        print("),")
        print("plays=(")
        for t in range(0, len(plays), 4):
            print(f'    "{" ".join(CARDS[c].code for c in plays[t : t + 4])}",')
        print("),")
        print(f"moment={moment},")


if __name__ == "__main__":
    main()
