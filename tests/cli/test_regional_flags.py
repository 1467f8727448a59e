"""The regional rules' flags (issue 16) through the commands a user runs."""

import json

import pytest

from .test_cli import cli


def test_simulate_and_replay_seven_players_monte_six_and_a_hands_limit(tmp_path):
    r = cli(
        *("simulate", "--players", "7", "--many-player-method", "monte"),
        *("--ace-of-batons", "six", "--hands-limit", "2", "--ai", "random"),
        *("--seed", "3", "--matches", "1", "--out", str(tmp_path)),
    )
    assert r.returncode == 0, r.stderr
    path = tmp_path / "match-0001.json"
    data = json.loads(path.read_text())
    assert data["version"] == 2 and data["rules"]["players"] == 7
    assert data["rules"]["many_player_method"] == "monte"
    assert data["rules"]["ace_of_batons"] == "six" and data["rules"]["hands_limit"] == 2
    assert len(data["hands"]) == 2 and data["result"]["finished"]
    assert all(len(h["removed"]) == 5 for h in data["hands"])  # the seven-player monte
    assert all(sum(h["scores"]) <= 16 for h in data["hands"])  # H = 16 (cappotto aside)
    r = cli("replay", str(path))  # the rules come from the record
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout)
    assert summary["finished"] and summary["winners"] == data["result"]["winners"]


def test_simulate_teams(tmp_path):
    r = cli(
        *("simulate", "--teams", "--target", "21", "--ai", "random"),
        *("--seed", "4", "--matches", "1", "--out", str(tmp_path)),
    )
    assert r.returncode == 0, r.stderr
    data = json.loads((tmp_path / "match-0001.json").read_text())
    assert data["rules"]["teams"] is True
    for h in data["hands"]:
        assert h["totals"][0] == h["totals"][2] and h["totals"][1] == h["totals"][3]
    assert sorted(data["result"]["winners"]) in ([0, 2], [1, 3])


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (("--teams", "--players", "5"), "two against two is played by exactly 4 players"),
        (("--players", "9"), "players must be from 2 to 8"),
        (("--hands-limit", "51"), "hands_limit must be from 0 to 50"),
    ],
)
def test_refused_combinations_say_why(tmp_path, flags, message):
    r = cli("simulate", *flags, "--seed", "1", "--out", str(tmp_path))
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr


def test_tournament_takes_the_flags():
    r = cli(
        *("tournament", "--candidate", "easy", "--field", "random", "--deals", "2"),
        *("--players", "6", "--many-player-method", "strip", "--jobs", "1", "--json"),
    )
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["rules"]["players"] == 6
