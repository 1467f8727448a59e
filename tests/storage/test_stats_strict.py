"""The statistics reader is strict (issue 36, item 8): a value the format forbids is refused,
the file kept aside, and nothing of it is written back."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ciapano_qt.engine import Rules
from ciapano_qt.storage.stats import Stats, StatsStore

from .helpers import RULES, finished_match


def _counted(tmp_path: Any, rules: Rules) -> tuple[StatsStore, dict[str, Any]]:
    store = StatsStore(tmp_path)
    assert store.record_match(finished_match(rules, 3), 0)
    return store, json.loads(store.path.read_text(encoding="utf-8"))


def _refused(store: StatsStore, data: dict[str, Any], code: str) -> None:
    text = json.dumps(data)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()
    assert loaded.error is not None and loaded.error.code == code, loaded.message
    assert loaded.kept_as is not None and loaded.kept_as.read_text(encoding="utf-8") == text
    assert loaded.stats.to_dict() == Stats().to_dict()
    # The next count writes fresh statistics: the forbidden value is not written back.
    assert store.record_match(finished_match(RULES[1], 4), 0)
    assert text not in store.path.read_text(encoding="utf-8")
    again = store.load()
    assert again.error is None and [k.variant for k in again.stats.groups] == ["classic"]


@pytest.mark.parametrize(
    "field, value",
    [
        ("variant", "1"),
        ("variant", "Classic"),
        ("teams", "classic"),
        ("teams", 1),
        ("options", {"target": "21"}),
        ("options", {"target": [21]}),
        ("options", {"target": True}),
        ("options", {"target": 500}),
        ("options", {"fractions": 3}),
        ("options", {"colour": "red"}),
        ("options", {"players": 5}),
        ("players", 2),  # two survivors of two players: rules the engine refuses
    ],
)
def test_a_group_key_the_format_forbids_is_refused(tmp_path, field, value):
    store, data = _counted(tmp_path, Rules(players=5, survivors=2, target=21))
    assert data["groups"][0]["options"] == {"survivors": 2, "target": 21}
    data["groups"][0][field] = value
    _refused(store, data, "stats.bad_field")


@pytest.mark.parametrize(
    "recent",
    [["abc"], ["9C1E0D3A5B7F42C8E6A1D0B3F5C7E9A1"], ["9c1e0d3a5b7f42c8e6a1d0b3f5c7e9a1ff"], [7]],
)
def test_recent_entries_are_32_hexadecimal_digits(tmp_path, recent):
    store, data = _counted(tmp_path, RULES[0])
    data["recent"] = recent + data["recent"]
    _refused(store, data, "stats.bad_field")


@pytest.mark.parametrize(
    "changes",
    [
        {"cappotti_made": 10**6},
        {"cappotti_suffered": 10**6},
        {"uncovered": 10**6},
    ],
)
def test_figures_beyond_the_hands_are_refused(tmp_path, changes):
    store, data = _counted(tmp_path, RULES[0])
    data["groups"][0].update(changes)
    _refused(store, data, "stats.inconsistent")


def test_a_best_match_longer_than_the_group_is_refused(tmp_path):
    store, data = _counted(tmp_path, RULES[0])
    data["groups"][0]["best"]["hands"] = data["groups"][0]["hands"] + 1
    _refused(store, data, "stats.inconsistent")


def test_a_review_of_a_variant_the_game_has_not_is_refused(tmp_path):
    store, data = _counted(tmp_path, RULES[0])
    key = {k: data["groups"][0][k] for k in ("variant", "players", "options", "teams", "assisted")}
    data["reviews"] = [
        {
            **key,
            "variant": "1",
            "match": "5d0c2e9b7a4f61c3d8e0b2a4c6e8f0a2",
            "date": "2026-12-01T21:04:51Z",
            "counted": False,
            "hands": [[0, 7, 850]],
        }
    ]
    _refused(store, data, "stats.bad_field")


def test_what_the_app_writes_is_read_back_unchanged(tmp_path):
    """Every kind of group the storage tests play (options, three players, Busca, teams)."""
    store = StatsStore(tmp_path)
    for seed, rules in enumerate([*RULES, Rules(teams=True), Rules(hands_limit=5)]):
        assert store.record_match(finished_match(rules, seed), 0)
    text = store.path.read_text(encoding="utf-8")
    loaded = store.load()
    assert loaded.error is None
    store.save(loaded.stats)
    assert store.path.read_text(encoding="utf-8") == text
