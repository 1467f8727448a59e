"""Random-play conformance over thousands of hands for every option (OpenSpiel-style)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Match, Rules, state_from_view, view_of
from ciapano_qt.engine.cards import CLASSIC_TOTAL_THIRDS
from ciapano_qt.engine.record import dumps, loads

CONFIGS = [
    Rules(),
    Rules(players=2),
    Rules(players=3),
    Rules(players=3, three_player_method="remove_four"),
    Rules(players=3, three_player_method="monte"),
    Rules(players=5),
    Rules(players=5, survivors=3, target=21),
    Rules(fractions="lost"),
    Rules(players=3, fractions="lost", cappotto="lenient"),
    Rules(cappotto="lenient"),
    Rules(lowest_wins_at_target=True, target=41),
    Rules(players=4, survivors=2, target=11),
    Rules.busca(),
    Rules.busca(busca_cover="tricks", busca_dealer="loser", target=20),
    Rules(players=6),
    Rules(players=6, many_player_method="monte", fractions="lost"),
    Rules(players=7, target=21),
    Rules(players=7, many_player_method="monte", cappotto="lenient", target=21),
    Rules(players=8, target=21, survivors=3),
    Rules(players=8, many_player_method="monte", target=21, ace_of_batons="six"),
    Rules(ace_of_batons="eleven", target=41),
    Rules(players=3, ace_of_batons="eleven", fractions="lost", three_player_method="monte"),
    Rules(players=5, ace_of_batons="six", cappotto="lenient"),
    Rules(players=2, ace_of_batons="eleven", target=41),
    Rules(hands_limit=3),
    Rules(players=7, hands_limit=2, many_player_method="monte", ace_of_batons="eleven"),
    Rules(teams=True),
    Rules(teams=True, fractions="lost", cappotto="lenient", ace_of_batons="eleven", target=41),
    Rules(teams=True, hands_limit=4, ace_of_batons="six"),
    Rules.busca(teams=True, ace_of_batons="eleven", hands_limit=2),  # ignored in Busca
]
IDS = [
    "-".join(f"{k}={v}" for k, v in r.to_dict().items() if v != getattr(Rules(), k)) or "default"
    for r in CONFIGS
]


def check_hand(rules, state):
    r = state.result
    n = len(state.active)
    assert r is not None and len(state.winners) == state.n_tricks
    assert all(state.hands[s] == 0 for s in range(state.n_seats))
    out = [s for s in range(state.n_seats) if s not in state.active]
    assert all(r.scores[s] == 0 and r.points[s] == 0 for s in out)
    if rules.is_busca:
        assert sum(r.points) == 40
        if r.uncovered:
            assert all(r.scores[s] == len(r.uncovered) for s in r.uncovered)
            assert sum(r.scores) == len(r.uncovered) ** 2
        else:
            top = max(r.points)
            assert all((r.scores[s] > 0) == (r.points[s] == top) for s in range(4))
        return
    big = rules.hand_total  # H: 11, or 21 and 16 with the ace of batons worth 11 or 6
    assert sum(r.points) == rules.pack_thirds == CLASSIC_TOTAL_THIRDS + rules.ace_bonus
    assert min(r.scores) >= 0
    if rules.uses_teams:
        assert r.scores[0] == r.scores[2] and r.scores[1] == r.scores[3]
        assert r.scores[0] + r.scores[1] == big  # every team hand sums to H
        if r.cappotto is not None:
            assert r.cappotto == state.winners[-1] and r.scores[r.cappotto] == 0
        return
    if r.cappotto is not None:
        assert r.cappotto == state.winners[-1]
        assert sum(r.scores) == big * (n - 1) and r.scores[r.cappotto] == 0
    elif rules.fractions == "last_trick_pays":
        assert sum(r.scores) == big
    else:  # each seat but the last trick's winner may lose up to 2/3; the sum is H - k
        worst = max(k for k in range(2 * n + 1) if k % 3 == rules.pack_thirds % 3)
        assert big - (worst - rules.pack_thirds % 3) // 3 <= sum(r.scores) <= big
        if n == 4:
            assert sum(r.scores) in (big - 2, big - 1, big)


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_random_matches_conform(rules):
    rng = random.Random(hash(tuple(rules.to_dict().values())) & 0xFFFF)
    hands = 0
    for _ in range(12):
        match = play_match(rules, ["random"] * rules.players, rng)
        assert match.finished and match.winners
        totals = [0] * rules.players
        for h in match.hands:
            check_hand(rules, h.state)
            totals = [t + s for t, s in zip(totals, h.state.result.scores, strict=True)]
            assert list(h.totals) == totals
            hands += 1
        if rules.uses_teams:
            assert match.totals[0] == match.totals[2] and match.totals[1] == match.totals[3]
            assert match.in_play == [0, 1, 2, 3]  # nobody drops out
            team = (match.totals[0], match.totals[1])
            if rules.uses_hands_limit:
                assert len(match.hands) == rules.hands_limit
            else:
                assert max(team) >= rules.target and team[0] != team[1]
                assert all(team[s & 1] == min(team) for s in match.winners)
            assert len(match.winners) in (2, 4)
        elif rules.uses_hands_limit:
            assert len(match.hands) == rules.hands_limit
            low = min(match.totals)
            assert match.winners == tuple(s for s, t in enumerate(match.totals) if t == low)
        elif rules.is_busca or rules.lowest_wins_at_target:
            assert max(match.totals) >= rules.target
            low = min(match.totals)
            assert match.winners == tuple(s for s, t in enumerate(match.totals) if t == low)
        else:
            assert len(match.in_play) <= rules.survivors
        text = dumps(match)
        assert dumps(loads(text)) == text  # records round-trip
        assert json.loads(text)["version"] == (2 if rules.needs_version_2 else 1)
    assert hands >= 12


def random_midhand(rules, rng):
    """A hand stopped at a random point (discard included), with its match."""
    match = Match(rules)
    match.deal_hand(rng)
    state = match.hand
    for _ in range(rng.randrange(state.n_tricks * len(state.active) + 1)):
        state.random_step(rng)
        if state.is_over:
            break
    return state


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_fast_playout_matches_checked_play(rules):
    rng = random.Random(11)
    for _ in range(150):
        state = random_midhand(rules, rng)
        if state.is_over:
            continue
        fast = state.clone()
        fast.random_playout(rng)
        slow = state.clone()
        if slow.phase == "discard":
            slow.play(fast.discard)
        for c in fast.plays[len(state.plays) :]:
            slow.play(c)
        for attr in ("hands", "piles", "plays", "winners", "voids", "drawn", "stock_pos",
                     "played", "phase", "current", "last_winner", "discard", "result"):  # fmt: skip
            assert getattr(fast, attr) == getattr(slow, attr), attr


def lowest_then_highest(state, seat, hand, legal, led, best, trick_len, trick, free):
    """A deterministic playout policy that reads every argument it is given."""
    assert legal & ~hand == 0 and hand & ~free == 0 and trick & free == 0
    assert trick.bit_count() == trick_len and legal & (legal - 1)
    if trick_len:
        first = state.plays[-trick_len]
        assert led == first // 10 and best // 10 == led and trick >> best & 1
        assert (trick & (((1 << 10) - 1) << (10 * led))).bit_length() - 1 == best
    else:
        assert led == best == -1
    high = legal.bit_length() - 1
    low = (legal & -legal).bit_length() - 1
    return high if (seat + trick_len + len(state.winners)) % 2 else low


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_policy_playout_matches_checked_play(rules):
    rng = random.Random(12)
    for _ in range(120):
        state = random_midhand(rules, rng)
        if state.is_over:
            continue
        fast = state.clone()
        fast.playout(lowest_then_highest)
        slow = state.clone()
        while not slow.is_over:  # the same policy, one checked move at a time
            legal = slow.legal_mask()
            n = slow.trick_len
            trick = sum(1 << c for c in slow.plays[len(slow.plays) - n :]) if n else 0
            free = ((1 << 40) - 1) ^ slow.played
            seat = slow.current
            led, best = (slow.led, slow.trick_best) if n else (-1, -1)
            card = (
                legal.bit_length() - 1
                if legal & (legal - 1) == 0
                else lowest_then_highest(
                    slow, seat, slow.hands[seat], legal, led, best, n, trick, free
                )
            )
            slow.play(card)
        assert snapshot(fast) == snapshot(slow)


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_clone_is_faithful_and_independent(rules):
    rng = random.Random(5)
    for _ in range(100):
        state = random_midhand(rules, rng)
        before = snapshot(state)
        copy = state.clone()
        assert snapshot(copy) == before
        if not copy.is_over:
            copy.random_playout(rng)
        assert snapshot(state) == before


def snapshot(state):
    return (
        list(state.hands), list(state.piles), list(state.plays), list(state.winners),
        list(state.voids), list(state.drawn), state.stock_pos, state.played, state.phase,
        state.current, state.led, state.trick_best, state.trick_winner, state.trick_len,
        state.discard, state.result,
    )  # fmt: skip


def reshuffle_hidden(state, seat, rng):
    """Another placement of the cards ``seat`` cannot see, with the same sizes."""
    view = view_of(state, seat)
    unseen = [c for c in range(40) if view.unseen() >> c & 1]
    rng.shuffle(unseen)
    hands = list(state.hands)
    for s in state.active:
        if s == seat:
            continue
        hidden = state.hands[s] & ~view.known[s]
        k = hidden.bit_count()
        hands[s] = view.known[s]
        for c in unseen[:k]:
            hands[s] |= 1 << c
        unseen = unseen[k:]
    stock = [unseen.pop() for _ in range(len(state.stock) - state.stock_pos)]
    extra = unseen.pop() if view.hidden_extra == 1 else unseen[:] if view.hidden_extra else None
    unseen = unseen[view.hidden_extra :] if view.hidden_extra > 1 else unseen
    assert not unseen
    return state_from_view(view, hands, stock, extra)


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_view_does_not_change_when_hidden_cards_change(rules):
    rng = random.Random(9)
    for _ in range(120):
        state = random_midhand(rules, rng)
        if state.is_over:
            continue
        for seat in state.active:
            view = view_of(state, seat)
            alt = reshuffle_hidden(state, seat, rng)
            assert view_of(alt, seat) == view
            # The sampled state is a legal position: it plays out to a scored hand.
            alt.random_playout(rng)
            assert alt.is_over


def test_view_hides_other_hands():
    rng = random.Random(1)
    state = random_midhand(Rules(), rng)
    while state.is_over:
        state = random_midhand(Rules(), rng)
    for seat in state.active:
        v = view_of(state, seat)
        assert v.hand == state.hands[seat]
        assert all(v.known[s] == 0 for s in state.active if s != seat)  # no stock here
        assert v.unseen() == sum(state.hands[s] for s in state.active if s != seat)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=3), Rules.busca()], ids=str)
def test_same_seed_same_match(rules):
    a = play_match(rules, ["random"] * rules.players, random.Random(42))
    b = play_match(rules, ["random"] * rules.players, random.Random(42))
    assert dumps(a) == dumps(b)
    c = play_match(rules, ["random"] * rules.players, random.Random(43))
    assert dumps(a) != dumps(c)


rules_strategy = st.builds(
    Rules,
    players=st.integers(2, 8),
    many_player_method=st.sampled_from(["strip", "monte"]),
    ace_of_batons=st.sampled_from(["one", "eleven", "six"]),
    hands_limit=st.integers(0, 50),
    target=st.integers(11, 101),
    lowest_wins_at_target=st.booleans(),
    three_player_method=st.sampled_from(["discard", "remove_four", "monte"]),
    fractions=st.sampled_from(["last_trick_pays", "lost"]),
    cappotto=st.sampled_from(["strict", "lenient"]),
)


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32 - 1))
def test_any_classic_options_play_a_hand_that_sums_right(rules, seed):
    rng = random.Random(seed)
    match = Match(rules)
    match.deal_hand(rng)
    state = match.hand
    while match.hand is not None:
        match.play(rng.choice(state.legal_moves()))
    check_hand(rules, state)
    assert json.loads(dumps(match))["hands"][0]["scores"] == list(state.result.scores)
