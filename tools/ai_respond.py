"""Where the rule player loses against random players: a best response, decision by decision.

    python tools/ai_respond.py --variant busca --deals 300 --seed 5 --worlds 60 [--json]

One seat at a time (each deal played four times, the seat rotating, the tournament's deals
and random players) is played by a *best response to random players*: a determinized
search over worlds consistent with its view (uniform, as the ``hard`` level samples them),
each legal card valued by playouts in which this seat plays the rule policy and every other
seat a uniformly random card. At each of its decisions with a choice, the rule player's card
(``medium``) is worked out too, with the rule of ``policy`` that chose it. The report groups
the decisions by that rule, whether the seat had covered (Busca), and the stage of the hand
(tricks 1-4 early, 5-7 middle, 8-10 late): how many, how often the best response's card
differs, and the value it expects from its card over medium's (busche or points a hand,
summed; noisy: each card's value is a mean over the worlds). The best response plays its
own card, so the positions are those of its own play. The mean score of the seat played by
the best response is printed too, to compare with ``ciapano-cli tournament --candidate
medium --field random`` (the candidate's mean).
"""

from __future__ import annotations

import argparse
import collections
import json
import random
from collections.abc import Callable
from typing import Any

from ciapano_qt.ai import policy, rule_players, tournament
from ciapano_qt.ai.knowledge import covered
from ciapano_qt.ai.levels import make_player
from ciapano_qt.ai.sampling import Sampler
from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.playout import random_card
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import View, view_of

RULES = (
    "_busca_cover",
    "_keep_bare",
    "_before_last",
    "_unload",
    "lead_card",
    "follow_card",
    "partner_dump",
    "dump_card",
)


class _Tagger:
    """Wraps the policy's rules to tell which one chose the rule player's card."""

    def __init__(self) -> None:
        self.on = False
        self.tag: str | None = None
        for name in RULES:
            setattr(policy, name, self._wrap(name, getattr(policy, name)))

    def _wrap(self, name: str, rule: Callable[..., int]) -> Callable[..., int]:
        def tagged(*args: Any) -> int:
            card = rule(*args)
            if self.on and self.tag is None and card >= 0:
                self.tag = name
            return card

        return tagged

    def medium(self, view: View) -> tuple[int, str]:
        self.on, self.tag = True, None
        try:
            card = rule_players.medium_card(view)
        finally:
            self.on = False
        return card, self.tag or "two cards left"


def _value(world: HandState, seat: int, card: int, rng: random.Random) -> int:
    state = world.clone()
    state.apply(card)

    def choose(
        st: HandState, s: int, hand: int, legal: int, led: int, best: int, n: int, t: int, f: int
    ) -> int:
        if s == seat:
            return policy.rollout_choice(st, s, hand, legal, led, best, n, t, f)
        return random_card(legal, rng.getrandbits(30))

    return state.playout(choose).scores[seat]


def respond(view: View, worlds: int, rng: random.Random) -> dict[int, float]:
    """Each legal card's mean score for the seat over ``worlds`` sampled worlds (lower is
    better); the same worlds and random streams for every card."""
    cards = [c for c in range(40) if view.legal >> c & 1]
    sampler = Sampler(view)
    sums = dict.fromkeys(cards, 0.0)
    for _ in range(worlds):
        world = sampler.sample(rng)
        stream = rng.getrandbits(64)
        for c in cards:
            sums[c] += _value(world, view.seat, c, random.Random(stream))
    return {c: v / worlds for c, v in sums.items()}


def run(rules: Rules, deals: int, seed: int, worlds: int) -> dict[str, Any]:
    tagger = _Tagger()
    rng = random.Random(seed)
    groups: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0, 0.0])
    scores: list[int] = []
    n = rules.players
    for index in range(deals):
        for seat in range(n):
            levels = ["random"] * n
            state = tournament.deal_state(rules, seed, index)
            players = [
                make_player(lv, tournament._seed("player", seed, index, s, lv), None, levels)
                for s, lv in enumerate(levels)
            ]
            while not state.is_over:
                view = view_of(state, state.current)
                if state.current != seat or not view.legal & (view.legal - 1):
                    state.play(players[state.current].choose(view))
                    continue
                mine, rule = tagger.medium(view)
                values = respond(view, worlds, rng)
                best = min(values, key=lambda c: (values[c], c != mine))
                stage = len(view.winners)
                part = "early" if stage < 4 else "middle" if stage < 7 else "late"
                cover = "covered" if covered(view, seat) else "uncovered"
                key = f"{rule}/{cover}/{part}" if rules.is_busca else f"{rule}/{part}"
                g = groups[key]
                g[0] += 1
                g[1] += best != mine
                g[2] += values[mine] - values[best]
                state.play(CARDS[best])
            assert state.result is not None
            scores.append(state.result.scores[seat])
    hands = deals * n
    rows = [
        {
            "rule": k,
            "decisions": int(g[0]),
            "differ": round(g[1] / g[0], 3),
            "gain_per_hand": round(g[2] / hands, 4),
        }
        for k, g in sorted(groups.items(), key=lambda kv: -kv[1][2])
    ]
    return {"hands": hands, "best_response_mean": round(sum(scores) / hands, 4), "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="busca", choices=["classic", "busca"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--worlds", type=int, default=60)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rules = Rules.busca() if args.variant == "busca" else Rules(players=args.players)
    out = run(rules, args.deals, args.seed, args.worlds)
    if args.json:
        print(json.dumps(out))
        return
    print(f"{out['hands']} hands; the best response's mean score {out['best_response_mean']}")
    for r in out["rows"]:
        print(
            f"{r['rule']:34s} {r['decisions']:6d} decisions, differs {r['differ']:.0%},"
            f" gain {r['gain_per_hand']:+.4f} a hand"
        )


if __name__ == "__main__":
    main()
