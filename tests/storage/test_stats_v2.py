"""Statistics version 2 (issue 21, items 1, 2 and 5): groups by kind of match, the migration
from version 1, bounded numbers, two writers at once, and a file the program may not read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.storage.stats import VERSION, GroupKey, Stats, StatsStore

from .helpers import RULES, finished_match
from .nobody import give_away, run_unprivileged, shared_folder

ROOT = Path(__file__).resolve().parents[2]

V1 = {
    "format": "ciapano-stats",
    "version": 1,
    "variants": {
        "classic": {
            "played": 3, "won": 1, "hands": 27, "penalty": 96,
            "cappotti_made": 1, "cappotti_suffered": 0, "uncovered": 0,
            "best": {"penalty": 18, "hands": 9, "players": 4, "won": True,
                     "date": "2026-11-29T16:07:16Z"},
            "worst": {"penalty": 40, "hands": 8, "players": 4, "won": False,
                      "date": "2026-11-28T21:30:02Z"},
        },
        "busca": {
            "played": 0, "won": 0, "hands": 0, "penalty": 0,
            "cappotti_made": 0, "cappotti_suffered": 0, "uncovered": 0,
            "best": None, "worst": None,
        },
    },
    "recent": ["9c1e0d3a5b7f42c8e6a1d0b3f5c7e9a1"],
    "later": {"kept": True},
}  # fmt: skip


def test_a_version_1_file_is_migrated_and_written_back_as_the_current_version(tmp_path):
    store = StatsStore(tmp_path)
    store.path.write_text(json.dumps(V1), encoding="utf-8")
    loaded = store.load()
    assert loaded.error is None
    stats = loaded.stats
    assert list(stats.groups) == [GroupKey("classic", None, None, False, None)]
    classic = stats.variants["classic"]
    assert (classic.played, classic.won, classic.hands, classic.penalty) == (3, 1, 27, 96)
    assert classic.best is not None and classic.best.penalty == 18
    assert stats.variants["busca"].played == 0
    assert stats.recent == V1["recent"] and stats.extra == {"later": {"kept": True}}
    assert store.record_match(finished_match(RULES[0], 1), 0)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION and "variants" not in data and data["later"] == {"kept": True}
    old = next(g for g in data["groups"] if g["players"] is None)
    assert old["variant"] == "classic" and old["options"] is None and old["assisted"] is None
    assert (old["played"], old["penalty"]) == (3, 96)
    assert store.load().stats.variants["classic"].played == 4


def test_groups_keep_players_options_and_help_apart():
    stats = Stats()
    plain = finished_match(Rules(), 1)
    short = finished_match(Rules(target=21), 2)
    three = finished_match(Rules(players=3), 3)
    helped = finished_match(Rules(), 4)
    helped.hands[0].extra["hints"] = 2
    for m in (plain, short, three, helped):
        assert stats.add(m, 0)
    keys = sorted(stats.groups, key=GroupKey.sort_key)
    assert {(k.players, k.options, k.assisted) for k in keys} == {
        (4, (), False),
        (4, (("target", 21),), False),
        (3, (), False),
        (4, (), True),
    }
    assert stats.variants["classic"].played == 4
    assert stats.totals("classic", assisted=True).played == 1
    assert stats.totals("classic", assisted=False).played == 3
    busca = finished_match(Rules.busca(), 5)  # Busca's own default limit is no option
    assert stats.add(busca, 1)
    assert GroupKey("busca", 4, (), False, False) in stats.groups


def test_teams_and_more_players_are_groups_of_their_own():
    stats = Stats()
    teams = finished_match(Rules(teams=True, target=11), 3)
    seven = finished_match(Rules(players=7, target=11), 3)
    assert stats.add(teams, 0) and stats.add(seven, 0)
    assert set(stats.groups) == {
        GroupKey("classic", 4, (("target", 11),), True, False),
        GroupKey("classic", 7, (("target", 11),), False, False),
    }
    assert stats_round_trip(stats) == stats.to_dict()


def test_options_that_do_not_apply_make_no_group_of_their_own():
    """The rule book: an option that does not apply to a game is kept in the record and
    ignored, so it does not set the game apart in the statistics either."""
    stats = Stats()
    busca = finished_match(Rules.busca(), 5)
    ignored = finished_match(Rules.busca(teams=True, fractions="lost", hands_limit=3), 6)
    limit = finished_match(Rules(hands_limit=2), 7)
    limit_41 = finished_match(Rules(hands_limit=2, target=41, survivors=2), 8)
    for m in (busca, ignored, limit, limit_41):
        assert stats.add(m, 1)
    assert set(stats.groups) == {
        GroupKey("busca", 4, (), False, False),
        GroupKey("classic", 4, (("hands_limit", 2),), False, False),
    }
    assert stats.totals("busca", assisted=False).played == 2


def stats_round_trip(stats: Stats) -> dict:  # type: ignore[type-arg]
    from ciapano_qt.storage.stats import stats_from_dict

    return stats_from_dict(json.loads(json.dumps(stats.to_dict()))).to_dict()


def test_only_a_match_with_one_local_person_and_no_remote_one_counts():
    stats = Stats()
    hot_seat = finished_match(Rules(players=3), 6)
    hot_seat.seats[1] = Seat("B", "human", None)  # two people at one screen
    assert not stats.add(hot_seat, 0) and not stats.groups
    remote = finished_match(Rules(players=3), 6)
    remote.seats[1] = Seat("Far", "remote", None)  # a person at another table
    assert not stats.add(remote, 0) and not stats.groups
    alone = finished_match(Rules(players=3), 6)
    alone.seats[0] = Seat("Me", "human", None)
    assert stats.add(alone, 0) and stats.variants["classic"].played == 1


@pytest.mark.parametrize(
    "field, value",
    [("penalty", 10**400), ("played", 10**13), ("hands", -1), ("won", True), ("penalty", 1.5)],
)
def test_absurd_numbers_are_refused_when_reading(tmp_path, field, value):
    store = StatsStore(tmp_path)
    assert store.record_match(finished_match(RULES[0], 1), 0)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["groups"][0][field] = value
    if field != "won":
        data["groups"][0]["best"][field] = value  # inside best too
    text = json.dumps(data)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()
    assert loaded.error is not None and loaded.error.code in ("stats.bad_number", "stats.not_json")
    assert loaded.kept_as is not None and loaded.kept_as.read_text(encoding="utf-8") == text
    v = loaded.stats.variants["classic"]
    assert v.average_penalty == 0.0  # the dialog's figure: no OverflowError


_WRITER = """
import sys
from ciapano_qt.storage.stats import StatsStore
from tests.storage.helpers import RULES, finished_match
store = StatsStore(sys.argv[1])
first = int(sys.argv[2])
matches = [finished_match(RULES[1], seed) for seed in range(first, first + {n})]
print("ready", flush=True)
sys.stdin.readline()
for m in matches:
    assert store.record_match(m, 0)
"""


def test_two_processes_recording_matches_lose_no_count(tmp_path):
    n = 25
    code = _WRITER.replace("{n}", str(n))
    children = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(tmp_path), str(1000 * (i + 1))],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for i in range(2)
    ]
    try:
        for child in children:  # both have their matches ready: they write at once
            assert child.stdout is not None and child.stdout.readline() == "ready\n"
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        for child in children:
            assert child.wait(timeout=120) == 0
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    loaded = StatsStore(tmp_path).load()
    assert loaded.error is None
    assert loaded.stats.variants["classic"].played == 2 * n
    assert len(set(loaded.stats.recent)) == 2 * n


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_an_unreadable_stats_file_is_moved_aside_never_written_over():
    with shared_folder() as folder:
        path = folder / "stats.json"
        old = json.dumps(V1)
        path.write_text(old, encoding="utf-8")
        give_away(path)
        path.chmod(0)
        child = run_unprivileged(
            "from ciapano_qt.storage.stats import StatsStore\n"
            "from tests.storage.helpers import RULES, finished_match\n"
            f"store = StatsStore({str(folder)!r})\n"
            "print(store.record_match(finished_match(RULES[0], 1), 0))\n"
            "n = store.take_notice()\n"
            "print(n.error.code, n.kept_as.name)\n",
            folder,
        )
        assert child.returncode == 0, child.stderr
        counted, line = child.stdout.splitlines()
        code, kept = line.split()
        assert counted == "True" and code == "storage.unreadable"
        assert kept.startswith("stats.unreadable-") and kept.endswith(".json")
        assert (folder / kept).read_text(encoding="utf-8") == old  # the old data, intact
        fresh = json.loads(path.read_text(encoding="utf-8"))
        assert sum(g["played"] for g in fresh["groups"]) == 1


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_an_unreadable_stats_file_that_cannot_move_is_left_alone():
    with shared_folder() as folder:
        path = folder / "stats.json"
        path.write_text(json.dumps(V1), encoding="utf-8")
        give_away(path)
        path.chmod(0)
        (folder / "stats.json.lock").touch()
        give_away(folder / "stats.json.lock")
        folder.chmod(0o555)  # no renaming in the folder
        try:
            child = run_unprivileged(
                "from ciapano_qt.storage.stats import StatsStore\n"
                "from tests.storage.helpers import RULES, finished_match\n"
                f"store = StatsStore({str(folder)!r})\n"
                "try:\n"
                "    store.record_match(finished_match(RULES[0], 1), 0)\n"
                "except OSError as e:\n"
                "    print('refused', e.errno)\n",
                folder,
            )
        finally:
            folder.chmod(0o755)
        assert child.returncode == 0, child.stderr
        assert child.stdout.split()[0] == "refused"
        path.chmod(0o644)
        assert json.loads(path.read_text(encoding="utf-8")) == V1
