"""The coach's figures in the statistics (issue 19, "accuracy over time"): each reviewed hand's
decisions and points lost, joined to the match's group when the match is counted, the trend
of the last matches, the counting rules, and version 3 of the file with its migration."""

from __future__ import annotations

import json
import random

import pytest

from ciapano_qt.ai.levels import make_player
from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.engine.view import view_of
from ciapano_qt.storage.stats import VERSION, GroupKey, Stats, StatsStore, stats_from_dict
from ciapano_qt.storage.stats_reviews import REVIEWS_LIMIT, match_id

KEY = GroupKey("classic", 4, (), False, False)

V2 = {
    "format": "ciapano-stats",
    "version": 2,
    "groups": [
        {"variant": "classic", "players": 4, "options": {}, "teams": False, "assisted": False,
         "played": 3, "won": 1, "hands": 27, "penalty": 96,
         "cappotti_made": 1, "cappotti_suffered": 0, "uncovered": 0,
         "best": {"penalty": 18, "hands": 9, "players": 4, "won": True,
                  "date": "2026-11-29T16:07:16Z"},
         "worst": {"penalty": 40, "hands": 8, "players": 4, "won": False,
                   "date": "2026-11-28T21:30:02Z"}},
    ],
    "recent": ["9c1e0d3a5b7f42c8e6a1d0b3f5c7e9a1"],
    "later": {"kept": True},
}  # fmt: skip
"""A version-2 file as the program wrote it before the coach's figures."""


class Table:
    """A match between the person at seat 0 and random computer players, played on by
    ``hands(n)``: the same match seen mid-way and finished."""

    def __init__(self, rules: Rules, seed: int, others: str = "ai") -> None:
        self.rng = random.Random(seed)
        seats = [Seat("You", "human", None)]
        seats += [Seat(f"AI {i}", others, "random") for i in range(1, rules.players)]
        self.match = Match(rules, seats)
        self.players = [make_player("random", self.rng.getrandbits(32)) for _ in seats]

    def hands(self, n: int) -> Match:
        """Play until ``n`` hands are scored (or the match is over)."""
        m = self.match
        while not m.finished and sum(h.finished for h in m.hands) < n:
            if m.hand is None:
                m.deal_hand(self.rng)
            state = m.hand
            assert state is not None
            m.play(self.players[state.current].choose(view_of(state, state.current)))
        return m

    def finish(self) -> Match:
        return self.hands(10**6)


def test_reviews_join_the_group_when_the_match_is_counted() -> None:
    stats = Stats()
    table = Table(Rules(), 1)
    match = table.hands(2)
    assert not match.finished
    assert stats.add_review(match, 0, 0, 7, 1.234, when=1_700_000_000)
    assert stats.add_review(match, 0, 1, 8, 0.5)
    (reviewed,) = stats.reviews
    assert reviewed.match == match_id(match) and not reviewed.counted
    assert reviewed.hands == {0: (7, 1234), 1: (8, 500)}
    assert not stats.groups and stats.trend("classic") == []  # not counted yet
    assert stats.add_review(match, 0, 0, 7, 1.0)  # reviewed again: replaced, not added
    assert reviewed.hands[0] == (7, 1000)
    finished = table.finish()
    assert match_id(finished) == reviewed.match  # the same match from start to end
    assert stats.add(finished, 0)
    v = stats.groups[KEY]
    assert (v.review_hands, v.review_decisions, v.review_loss) == (2, 15, 1500)
    assert v.loss_per_decision == pytest.approx(1.5 / 15)
    assert stats.trend("classic") == [reviewed] and reviewed.counted
    assert reviewed.loss_per_decision == pytest.approx(0.1)
    assert stats.trend("busca") == []


def test_a_hand_reviewed_after_the_count_joins_the_group_at_once() -> None:
    stats = Stats()
    match = Table(Rules(), 2).finish()
    last = len(match.hands) - 1
    assert stats.add(match, 0)
    assert stats.groups[KEY].review_hands == 0
    assert stats.add_review(match, 0, last, 4, 0.25)
    v = stats.groups[KEY]
    assert (v.review_hands, v.review_decisions, v.review_loss) == (1, 4, 250)
    assert stats.add_review(match, 0, last, 4, 0.75)  # again: the change, not a second hand
    assert (v.review_hands, v.review_decisions, v.review_loss) == (1, 4, 750)
    assert stats.add_review(match, 0, 0, 6, 0.0)
    assert (v.review_hands, v.review_decisions, v.review_loss) == (2, 10, 750)
    assert [r.decisions for r in stats.trend("classic")] == [10]


def test_the_assisted_split_is_the_match_s_at_its_end() -> None:
    stats = Stats()
    table = Table(Rules(), 3)
    match = table.hands(1)
    assert stats.add_review(match, 0, 0, 9, 0.9)
    assert not stats.reviews[0].key.assisted
    finished = table.finish()
    finished.hands[-1].extra["hints"] = 1  # a hint in a later hand: the match is assisted
    assert stats.add(finished, 0)
    helped = GroupKey("classic", 4, (), False, True)
    assert stats.groups[helped].review_decisions == 9 and KEY not in stats.groups
    assert stats.reviews[0].key == helped
    assert stats.totals("classic", assisted=False).loss_per_decision is None
    assert stats.totals("classic", assisted=True).loss_per_decision == pytest.approx(0.1)


@pytest.mark.parametrize("others", ["human", "remote"])
def test_a_match_with_another_person_keeps_no_review(others: str) -> None:
    stats = Stats()
    match = Table(Rules(players=3, target=21), 4, others).hands(1)
    assert not stats.add_review(match, 0, 0, 5, 1.0)
    assert stats.reviews == []


def test_a_practice_deal_an_unfinished_hand_or_another_seat_keeps_no_review() -> None:
    stats = Stats()
    table = Table(Rules(), 5)
    match = table.hands(1)
    match.deal_hand(table.rng)  # hand 1 dealt, not finished
    assert not stats.add_review(match, 0, 1, 5, 1.0)  # not finished
    assert not stats.add_review(match, 0, 7, 5, 1.0)  # no such hand
    assert not stats.add_review(match, 4, 0, 5, 1.0)  # no such seat
    match.extra["practice_deal"] = 42
    assert not stats.add_review(match, 0, 0, 5, 1.0)  # "Replay this deal"
    assert stats.reviews == []


def test_an_abandoned_match_stays_out_of_groups_and_trend_and_old_ones_go() -> None:
    stats = Stats()
    abandoned = Table(Rules(), 6).hands(1)
    assert stats.add_review(abandoned, 0, 0, 3, 0.3)
    assert stats.trend("classic") == [] and not stats.groups
    for seed in range(REVIEWS_LIMIT):
        match = Table(Rules(), 100 + seed).finish()
        assert stats.add(match, 0) and stats.add_review(match, 0, 0, 2, seed / 1000)
    assert len(stats.reviews) == REVIEWS_LIMIT  # the abandoned match went first
    assert match_id(abandoned) not in {r.match for r in stats.reviews}
    trend = stats.trend("classic", limit=3)
    assert [r.hands[0] for r in trend] == [(2, 47), (2, 48), (2, 49)]  # oldest first


def test_a_version_2_file_is_read_and_written_back_as_version_3(tmp_path) -> None:
    store = StatsStore(tmp_path)
    store.path.write_text(json.dumps(V2), encoding="utf-8")
    loaded = store.load()
    assert loaded.error is None
    stats = loaded.stats
    v = stats.groups[KEY]
    assert (v.played, v.hands, v.penalty) == (3, 27, 96)
    assert (v.review_hands, v.review_decisions, v.review_loss) == (0, 0, 0)
    assert v.loss_per_decision is None and stats.reviews == []
    assert stats.extra == {"later": {"kept": True}}
    match = Table(Rules(), 7).finish()
    assert store.record_match(match, 0)
    stats = store.load().stats
    assert stats.add_review(match, 0, 0, 5, 0.4, when=1_700_000_000)
    store.save(stats)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 3 and data["later"] == {"kept": True}
    group = next(g for g in data["groups"] if g["players"] == 4 and g["options"] == {})
    assert (group["played"], group["review_hands"], group["review_decisions"]) == (4, 1, 5)
    assert group["review_loss"] == 400
    (entry,) = data["reviews"]
    assert entry["hands"] == [[0, 5, 400]] and entry["counted"] is True
    assert entry["date"] == "2023-11-14T22:13:20Z" and entry["variant"] == "classic"
    assert stats_from_dict(data).to_dict() == data  # round trip


def _v3(**entry: object) -> dict[str, object]:
    review = {**KEY.to_dict(), "match": "ab" * 16, "date": "2026-12-01T10:00:00Z",
              "counted": False, "hands": [[0, 5, 400]], **entry}  # fmt: skip
    return {"format": "ciapano-stats", "version": 3, "groups": [], "reviews": [review]}


@pytest.mark.parametrize(
    "entry, code",
    [
        ({"hands": [[0, 5, 400], [0, 2, 1]]}, "stats.inconsistent"),  # a hand twice
        ({"hands": [[0, 1001, 0]]}, "stats.bad_number"),  # decisions in one hand
        ({"hands": [[0, 5, -1]]}, "stats.bad_number"),
        ({"hands": [[0, 5]]}, "stats.bad_field"),
        ({"counted": "yes"}, "stats.bad_field"),
        ({"match": "not hex"}, "stats.bad_field"),
        ({"assisted": 3}, "stats.bad_field"),
    ],
)
def test_bad_review_entries_are_refused(entry: dict[str, object], code: str) -> None:
    from ciapano_qt.storage.stats import StatsError

    assert stats_from_dict(_v3()).reviews[0].hands == {0: (5, 400)}
    with pytest.raises(StatsError) as refused:
        stats_from_dict(_v3(**entry))
    assert refused.value.code == code


def test_more_reviewed_hands_than_hands_is_refused() -> None:
    from ciapano_qt.storage.stats import StatsError

    group = {**V2["groups"][0], "review_hands": 28, "review_decisions": 1, "review_loss": 0}  # type: ignore[dict-item]
    with pytest.raises(StatsError) as refused:
        stats_from_dict({**V2, "version": 3, "groups": [group]})
    assert refused.value.code == "stats.inconsistent"
    group["review_hands"] = 27
    assert stats_from_dict({**V2, "version": 3, "groups": [group]}).groups[KEY].review_hands == 27
    del group["review_loss"]  # version 3 must have every figure
    with pytest.raises(StatsError):
        stats_from_dict({**V2, "version": 3, "groups": [group]})
