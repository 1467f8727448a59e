"""Self-play of hard (fixed budget) on classic 4p; every non-forced decision: context + choice."""
import json, random, sys, multiprocessing
sys.path.insert(0, "/tmp/distill")
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.cards import FULL_MASK, mask_of, CARDS
from ciapano_qt.engine.view import view_of
from ciapano_qt.ai.search import HardPlayer
from ciapano_qt.ai.tournament import deal_state
from ciapano_qt.ai.policy import rollout_choice

ITER = int(sys.argv[3]) if len(sys.argv) > 3 else 300

def one(i):
    rules = Rules(players=4)
    st = deal_state(rules, 777, i)
    players = [HardPlayer(seed=i * 10 + s, iterations=ITER) for s in range(4)]
    rows = []
    while not st.is_over:
        legal = st.legal_mask()
        seat = st.current
        if legal & (legal - 1):
            n = st.trick_len
            trick = mask_of(st.plays[len(st.plays) - n:]) if n else 0
            best = st.trick_best if n else -1
            hand, free = st.hands[seat], FULL_MASK ^ st.played
            card = int(players[seat].choose(view_of(st, seat)))
            rule = rollout_choice(st, seat, hand, legal, st.led, best, n, trick, free)
            last = n == len(st.active) - 1
            rows.append([hand, legal, st.led if n else -1, best, int(last), free & ~hand, trick, rule, card])
            st.apply(card)
        else:
            st.apply(legal.bit_length() - 1)
    return rows

if __name__ == "__main__":
    a, b = int(sys.argv[1]), int(sys.argv[2])
    with multiprocessing.get_context("fork").Pool(2) as p:
        out = [r for rows in p.map(one, range(a, b), chunksize=4) for r in rows]
    json.dump(out, open(f"/tmp/distill/data_{a}_{b}.json", "w"))
    agree = sum(r[7] == r[8] for r in out) / len(out)
    print(len(out), "decisions; rule policy agrees with hard", round(agree, 3))
