"""The engine's own shuffle: SplitMix64 vectors (published for seed 0, and checked by hand
below), unbiased ranges, Fisher-Yates; a seed deals the same hand every time, a record keeps
it, a record without seeds still reads."""

from __future__ import annotations

import random

import pytest

from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.engine.record import from_record, to_record
from ciapano_qt.engine.shuffle import DealRandom, first_dealer, seed_for


def test_splitmix64_seed_zero() -> None:
    # The reference outputs of splitmix64.c (S. Vigna) for the state 0.
    r = DealRandom(0)
    assert [r.next64() for _ in range(5)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
        0x1B39896A51A8749B,
    ]


def test_randrange_is_the_remainder() -> None:
    # 0xE220A8397B1DCDAF = 16294208416658607535: it ends in 5, so modulo 5 it is 0 and
    # modulo 10 it is 5; 0x6E789E6AA1B965F4 ends in binary 00, so modulo 4 it is 0.
    r = DealRandom(0)
    assert r.randrange(10) == 5
    assert r.randrange(4) == 0


def test_randrange_draws_again_above_the_limit() -> None:
    # n = 2**63 + 1: 2**64 % n = 2**63 - 1, so numbers from 2**63 + 1 on are drawn again.
    # The first number (0xE2..., top bit set) is refused, the second (0x6E...) is the answer.
    n = 2**63 + 1
    assert DealRandom(0).randrange(n) == 0x6E789E6AA1B965F4


def test_fisher_yates_by_hand() -> None:
    # i=4: j = 0xE2...AF % 5 = 0 -> [4,1,2,3,0]; i=3: j = 0x6E...F4 % 4 = 0 -> [3,1,2,4,0];
    # i=2: j = 0x06...4F % 3 = 1 (hex digit sum 94) -> [3,2,1,4,0];
    # i=1: j = 0xF8...EC % 2 = 0 -> [2,3,1,4,0].
    items = [0, 1, 2, 3, 4]
    DealRandom(0).shuffle(items)
    assert items == [2, 3, 1, 4, 0]


def test_the_first_dealer_of_a_seed() -> None:
    # 0x...AF % 4 = 3 (0xAF = 0b10101111): the fourth seat in play.
    assert first_dealer(0, [0, 1, 2, 3]) == 3
    assert first_dealer(0, [0, 2, 4, 5]) == 5


@pytest.mark.parametrize("seed", [-1, 2**32])
def test_a_seed_out_of_range_is_refused(seed: int) -> None:
    with pytest.raises(ValueError, match="whole number from 0"):
        DealRandom(seed)


def _deal(rules: Rules, seed: int) -> tuple[int, tuple[tuple[int, ...], ...], object, object]:
    match = Match(rules)
    match.deal_from_seed(seed)
    deal = match.hands[0].deal
    return deal.dealer, deal.hands, deal.stock, deal.removed


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(players=2),
        Rules(players=3, three_player_method="remove_four"),
        Rules(players=7, many_player_method="strip"),
        Rules.busca(),
    ],
    ids=["four", "headsup", "three-remove-four", "seven-strip", "busca"],
)
def test_same_seed_same_rules_same_deal(rules: Rules) -> None:
    assert _deal(rules, 12345) == _deal(rules, 12345)
    assert _deal(rules, 12345) != _deal(rules, 12346)


def test_a_later_hand_s_seed_deals_it_again_as_a_first_hand() -> None:
    match = Match(Rules(players=4), [Seat(f"P{i}") for i in range(4)])
    rng = random.Random(3)
    match.deal_from_seed(seed_for(rng, match.in_play, None))
    while not match.hands[-1].finished:
        match.play(match.hand.legal_moves()[0])
    dealer = match.next_dealer()
    seed = seed_for(rng, match.in_play, dealer)
    match.deal_from_seed(seed)
    again = Match(Rules(players=4))
    again.deal_from_seed(seed)
    assert again.hands[0].deal == match.hands[1].deal
    assert again.hands[0].deal.dealer == dealer


def test_the_record_keeps_each_hand_s_seed() -> None:
    match = Match(Rules())
    match.deal_from_seed(77)
    record = to_record(match)
    assert record["hands"][0]["seed"] == 77
    read = from_record(record)
    assert read.hands[0].extra["seed"] == 77
    assert read.hands[0].deal == match.hands[0].deal


def test_a_record_without_seeds_reads_and_replays_unchanged() -> None:
    match = Match(Rules())
    match.deal_hand(random.Random(5))  # how every record before seeds was dealt
    while not match.hands[-1].finished:
        match.play(match.hand.legal_moves()[0])
    record = to_record(match)
    assert "seed" not in record["hands"][0]
    read = from_record(record)
    assert read.hands[0].deal == match.hands[0].deal
    assert read.hands[0].state.plays == match.hands[0].state.plays
    assert "seed" not in read.hands[0].extra
