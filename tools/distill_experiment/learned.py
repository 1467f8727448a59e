"""Experiment: a rollout policy = the rule policy's card plus learned linear corrections."""
from __future__ import annotations
import json, math, os
from ciapano_qt.ai.policy import ABOVE, BELOW, ACES, rollout_choice, playout as _rule_playout, started
from ciapano_qt.engine.cards import CLASSIC_THIRDS, SUIT_MASKS

NF = 16
NT = 5  # lead, follow with a duck, follow over (not last), follow over last, void


def kind(legal, led, best, last):
    if led < 0:
        return 0
    if legal & SUIT_MASKS[led]:
        if legal & BELOW[best]:
            return 1
        return 3 if last else 2
    return 4


def features(c, rule, hand, legal, led, best, last, out, trick_pts):
    s = c // 10
    r = c % 10
    sm = SUIT_MASKS[s]
    wins = 1.0 if (led >= 0 and s == led and c > best) else 0.0
    val = CLASSIC_THIRDS[c] / 3.0
    above = (out & ABOVE[c]).bit_count()
    below = (out & BELOW[c]).bit_count()
    mine = hand & sm
    n_out = (out & sm).bit_count()
    return (
        1.0 if c == rule else 0.0,
        wins,
        val,
        r / 9.0,
        above / 9.0,
        below / 9.0,
        mine.bit_count() / 10.0,
        1.0 if (1 << c) & ACES else 0.0,
        wins * trick_pts / 3.0,
        n_out / 10.0,
        1.0 if not mine & ABOVE[c] else 0.0,
        1.0 if not mine & BELOW[c] else 0.0,
        1.0 if above == 0 else 0.0,
        1.0 if below == 0 else 0.0,
        1.0 if n_out == 0 else 0.0,
        hand.bit_count() / 10.0,
    )


def context(state, seat, hand, legal, led, best, trick_len, trick, free):
    last = trick_len == len(state.active) - 1
    out = free & ~hand
    trick_pts = sum(CLASSIC_THIRDS[x] for x in range(40) if trick >> x & 1) if trick else 0
    return last, out, trick_pts

W = None

def load(path=None):
    global W
    path = path or os.environ.get("LEARNED_W", "/tmp/distill/w.json")
    W = json.load(open(path))

def learned_choice(state, seat, hand, legal, led, best, trick_len, trick, free):
    rule = rollout_choice(state, seat, hand, legal, led, best, trick_len, trick, free)
    w = W
    last = trick_len == len(state.active) - 1
    out = free & ~hand
    tp = 0
    if trick:
        m = trick
        while m:
            x = (m & -m).bit_length() - 1; m &= m - 1
            tp += CLASSIC_THIRDS[x]
    k = kind(legal, led, best, last)
    if k in (1, 2, 3):
        return rule
    w = w[k]
    bestc, bv = rule, -1e18
    m = legal
    while m:
        c = (m & -m).bit_length() - 1; m &= m - 1
        f = features(c, rule, hand, legal, led, best, last, out, tp)
        v = 0.0
        for a, b in zip(w, f):
            v += a * b
        if v > bv:
            bestc, bv = c, v
    return bestc

def learned_playout(state, first=-1, rng=None, eps=0.0):
    st = started(state, first)
    if st.is_over:
        return st.result.scores
    return st.playout(learned_choice).scores
