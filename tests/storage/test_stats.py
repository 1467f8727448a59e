"""Statistics: numbers checked against expectations worked out from the records by hand
(from the tricks and the rule book, not with the code under test), the file, and resets."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from ciapano_qt.engine import Match, Rules, parse_card
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.stats import FORMAT, RECENT_LIMIT, VERSION, Stats, StatsStore

from .helpers import RULES, finished_match, partial_match

# The rule book's card values, spelled out here rather than taken from the engine.
THIRDS = {"A": 3, "3": 1, "2": 1, "R": 1, "C": 1, "F": 1}  # classic, in thirds of a point
BUSCA_POINTS = {"A": 3, "3": 1, "2": 1, "R": 1, "C": 1, "F": 1}  # and the Pita (AD) is 8


def classic_thirds(code):
    return THIRDS.get(code[0], 0)


def busca_points(code):
    return 8 if code == "AD" else BUSCA_POINTS.get(code[0], 0)


def expected(record, human):
    """The human's figures for one finished match, from its record."""
    rules = record["rules"]
    busca = rules["variant"] == "busca"
    figures = dict(hands=0, penalty=0, made=0, suffered=0, uncovered=0)
    for h in record["hands"]:
        if not h["deal"][human]:
            continue  # out of play
        figures["hands"] += 1
        figures["penalty"] += h["scores"][human]
        tricks = h["tricks"]
        last = tricks[-1]["winner"]
        active = [s for s, cards in enumerate(h["deal"]) if cards]
        if busca:
            won = [t for t in tricks if t["winner"] == human]
            if rules["busca_cover"] == "tricks":
                covered = bool(won)
            else:
                covered = sum(busca_points(c) for t in won for c in t["cards"]) > 0
            figures["uncovered"] += not covered
            continue
        thirds = {s: 0 for s in active}
        for t in tricks:
            thirds[t["winner"]] += sum(classic_thirds(c) for c in t["cards"])
        for spare in (h["discard"], h["removed"]):  # the discard or monte: last trick's winner
            if spare is not None and rules["three_player_method"] != "remove_four":
                thirds[last] += classic_thirds(spare)
        strict = thirds[last] == 32
        lenient = rules["cappotto"] == "lenient" and all(thirds[s] < 3 for s in active if s != last)
        if strict or lenient:
            figures["made" if last == human else "suffered"] += 1
    figures["won"] = human in record["result"]["winners"]
    return figures


MATCHES = [(rules, seed) for rules in RULES for seed in (1, 2, 3)]


@pytest.mark.parametrize("rules, seed", MATCHES, ids=lambda x: str(x) if isinstance(x, int) else "")
def test_one_match_adds_what_its_record_says(rules, seed):
    match = finished_match(rules, seed)
    record = to_record(match)
    for human in range(rules.players):
        stats = Stats()
        assert stats.add(match, human)
        e = expected(record, human)
        v = stats.variants[rules.variant]
        assert (v.played, v.won, v.hands, v.penalty) == (1, e["won"], e["hands"], e["penalty"])
        assert (v.cappotti_made, v.cappotti_suffered, v.uncovered) == (
            e["made"],
            e["suffered"],
            e["uncovered"],
        )
        assert v.best == v.worst and v.best.penalty == e["penalty"]
        other = "classic" if rules.is_busca else "busca"
        assert stats.variants[other].played == 0


def test_many_matches_add_up_with_best_and_worst():
    stats = Stats()
    want = {"classic": dict(played=0, won=0, hands=0, penalty=0, averages=[])}
    want["busca"] = dict(want["classic"], averages=[])
    cappotti = {"classic": [0, 0], "busca": [0, 0]}
    for i, (rules, seed) in enumerate(MATCHES):
        match = finished_match(rules, 50 + seed)
        human = i % rules.players
        assert stats.add(match, human, when=1_700_000_000 + i)
        e = expected(to_record(match), human)
        w = want[rules.variant]
        w["played"] += 1
        w["won"] += e["won"]
        w["hands"] += e["hands"]
        w["penalty"] += e["penalty"]
        w["averages"].append(Fraction(e["penalty"], e["hands"]))
        cappotti[rules.variant][0] += e["made"]
        cappotti[rules.variant][1] += e["suffered"]
    for variant, w in want.items():
        v = stats.variants[variant]
        assert (v.played, v.won, v.hands, v.penalty) == (
            w["played"],
            w["won"],
            w["hands"],
            w["penalty"],
        )
        assert [v.cappotti_made, v.cappotti_suffered] == cappotti[variant]
        assert v.average_penalty == pytest.approx(w["penalty"] / w["hands"])
        assert Fraction(v.best.penalty, v.best.hands) == min(w["averages"])
        assert Fraction(v.worst.penalty, v.worst.hands) == max(w["averages"])


def sweep_deal(dealer):
    """Four players, each holding one whole suit: the leader (seat dealer+1) takes every trick."""
    suits = [[r + s for r in "4567FCRA23"] for s in "DCSB"]
    hands = [None] * 4
    for i in range(4):
        hands[(dealer + 1 + i) % 4] = tuple(parse_card(c) for c in suits[i])
    return Deal(dealer, tuple(hands))


def sweep_match():
    """Target 11: seat 0 sweeps the one hand (cappotto), the others score 11 and drop out."""
    match = Match(Rules(target=11))
    match.start_hand(sweep_deal(3))
    while match.hand is not None:
        match.play(match.hand.legal_moves()[0])
    return match


def test_a_hand_built_cappotto_by_hand():
    match = sweep_match()
    assert match.finished and match.winners == (0,)
    made, suffered = Stats(), Stats()
    made.add(match, 0, when=0)
    suffered.add(match, 2, when=0)
    m, s = made.variants["classic"], suffered.variants["classic"]
    assert (m.played, m.won, m.hands, m.penalty, m.cappotti_made, m.cappotti_suffered) == (
        1,
        1,
        1,
        0,
        1,
        0,
    )
    assert (s.played, s.won, s.hands, s.penalty, s.cappotti_made, s.cappotti_suffered) == (
        1,
        0,
        1,
        11,
        0,
        1,
    )
    assert m.best.to_dict() == {
        "penalty": 0,
        "hands": 1,
        "players": 4,
        "won": True,
        "date": "1970-01-01T00:00:00Z",
    }
    assert s.average_penalty == 11.0


def test_unfinished_or_repeated_matches_are_not_counted():
    stats = Stats()
    assert not stats.add(partial_match(RULES[0], 1, 30), 0)
    match = finished_match(RULES[1], 1)
    assert stats.add(match, 0)
    assert not stats.add(match, 0)
    assert not stats.add(finished_match(RULES[1], 1), 1)  # the same match, replayed
    assert stats.variants["classic"].played == 1
    with pytest.raises(ValueError):
        stats.add(match, 2)


def test_the_recent_list_is_bounded():
    stats = Stats()
    stats.recent = [f"{i:032x}" for i in range(RECENT_LIMIT)]
    stats.add(finished_match(RULES[1], 3), 0)
    assert len(stats.recent) == RECENT_LIMIT and stats.recent[0] == f"{1:032x}"


def test_the_file_round_trips_and_resets(tmp_path):
    store = StatsStore(tmp_path)
    assert store.load().stats.to_dict() == Stats().to_dict()
    assert store.record_match(finished_match(RULES[7], 1), 0, when=1_700_000_000)
    assert store.record_match(finished_match(RULES[0], 1), 1, when=1_700_000_001)
    assert not store.record_match(finished_match(RULES[0], 1), 1)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION == 3
    assert [(g["variant"], g["players"], g["played"]) for g in data["groups"]] == [
        ("busca", 4, 1),
        ("classic", 4, 1),
    ]
    loaded = store.load()
    assert loaded.error is None and loaded.stats.variants["busca"].played == 1
    assert loaded.stats.to_dict() == data
    store.reset()
    assert store.load().stats.to_dict() == Stats().to_dict()


def test_unknown_top_level_keys_are_kept(tmp_path):
    store = StatsStore(tmp_path)
    data = Stats().to_dict()
    data["later"] = {"x": 1}
    store.path.write_text(json.dumps(data), encoding="utf-8")
    stats = store.load().stats
    assert stats.extra == {"later": {"x": 1}}
    store.save(stats)
    assert json.loads(store.path.read_text(encoding="utf-8"))["later"] == {"x": 1}


@pytest.mark.parametrize(
    "content, code",
    [
        (b'{"format": "ciapano-stats", "version": 1, "variants": {', "storage.truncated"),
        (b'{"format": "ciapano-record", "version": 1}', "stats.unknown_format"),
        (b'{"format": "ciapano-stats", "version": 4, "groups": []}', "stats.newer_version"),
        (b"\xff\xfe\x00", "storage.not_utf8"),
    ],
)
def test_a_damaged_or_foreign_file_is_kept_aside_and_stats_start_afresh(tmp_path, content, code):
    store = StatsStore(tmp_path)
    store.path.write_bytes(content)
    loaded = store.load()
    assert loaded.error is not None and loaded.error.code == code
    assert loaded.kept_as is not None and loaded.kept_as.read_bytes() == content
    assert loaded.kept_as.name.startswith("stats.damaged-")
    assert loaded.stats.to_dict() == Stats().to_dict()
    assert store.record_match(finished_match(RULES[1], 2), 0)  # the app goes on
    assert store.load().stats.variants["classic"].played == 1


def test_inconsistent_numbers_are_refused(tmp_path):
    store = StatsStore(tmp_path)
    store.record_match(finished_match(RULES[1], 2), 0)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["groups"][0]["won"] = 5
    store.path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load()
    assert loaded.error.code == "stats.inconsistent" and "won" in loaded.message
