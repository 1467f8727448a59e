"""The headless commands, run as a user runs them (subprocesses, exit codes, output)."""

import json
import subprocess
import sys

import pytest

from ciapano_qt.engine.record import loads


def cli(*args, check=False):
    return subprocess.run(
        [sys.executable, "-m", "ciapano_qt.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=check,
    )


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    out = tmp_path_factory.mktemp("sim")
    r = cli(
        *("simulate", "--variant", "classic", "--players", "3", "--three-player-method", "monte"),
        *("--target", "21", "--seed", "5", "--matches", "2", "--out", str(out)),
    )
    assert r.returncode == 0, r.stderr
    return out


def test_simulate_writes_complete_records(simulated):
    files = sorted(p.name for p in simulated.iterdir())
    assert files == ["match-0001.json", "match-0002.json"]
    match = loads((simulated / "match-0001.json").read_text())
    assert match.finished and match.rules.three_player_method == "monte"
    assert match.rules.target == 21


def test_simulate_is_reproducible(simulated, tmp_path):
    r = cli(
        *("simulate", "--players", "3", "--three-player-method", "monte", "--target", "21"),
        *("--seed", "5", "--matches", "2", "--out", str(tmp_path)),
    )
    assert r.returncode == 0
    for name in ("match-0001.json", "match-0002.json"):
        assert (tmp_path / name).read_text() == (simulated / name).read_text()


def test_simulate_busca_options(tmp_path):
    r = cli(
        *("simulate", "--variant", "busca", "--players", "4", "--busca-cover", "tricks"),
        *("--busca-dealer", "loser", "--seed", "1", "--matches", "1", "--out", str(tmp_path)),
    )
    assert r.returncode == 0, r.stderr
    data = json.loads((tmp_path / "match-0001.json").read_text())
    assert data["rules"]["variant"] == "busca" and data["rules"]["target"] == 10
    assert data["rules"]["busca_dealer"] == "loser"


def test_simulate_refuses_bad_options(tmp_path):
    r = cli(
        "simulate", "--variant", "busca", "--players", "3", "--seed", "1", "--out", str(tmp_path)
    )
    assert r.returncode == 2
    assert "Busca is played by exactly 4 players" in r.stderr
    assert "Traceback" not in r.stderr


def test_replay_prints_scores(simulated):
    r = cli("replay", str(simulated / "match-0001.json"))
    assert r.returncode == 0 and r.stderr == ""
    out = json.loads(r.stdout)
    record = json.loads((simulated / "match-0001.json").read_text())
    assert out["finished"] is True and out["winners"] == record["result"]["winners"]
    assert [h["scores"] for h in out["hands"]] == [h["scores"] for h in record["hands"]]
    assert [h["totals"] for h in out["hands"]] == [h["totals"] for h in record["hands"]]


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (lambda d: d["hands"][0]["scores"].__setitem__(0, 99), "written scores"),
        (lambda d: d.__setitem__("version", 7), "version 7 is newer"),
        (
            lambda d: d["hands"][0]["deal"][1].__setitem__(0, d["hands"][0]["deal"][0][0]),
            "dealt twice",
        ),
        (
            lambda d: d["hands"][1].__setitem__("dealer", (d["hands"][0]["dealer"] + 2) % 3),
            "may not deal",
        ),
    ],
)
def test_replay_refuses_cleanly(simulated, tmp_path, tamper, message):
    data = json.loads((simulated / "match-0001.json").read_text())
    tamper(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    r = cli("replay", str(bad))
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in r.stderr


def test_replay_refuses_broken_json_and_missing_file(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "ciapano-record", "hands": [')
    r = cli("replay", str(broken))
    assert r.returncode == 2 and r.stdout == "" and "not a JSON document" in r.stderr
    r = cli("replay", str(tmp_path / "missing.json"))
    assert r.returncode == 2 and "cannot read" in r.stderr and "Traceback" not in r.stderr


def test_bench_prints_figures():
    r = cli("bench", "--playouts", "300", "--runs", "3", "--json")
    assert r.returncode == 0, r.stderr
    figures = json.loads(r.stdout)
    assert figures["playouts_per_s"] > 0 and figures["hands_per_s"] > 0
    assert len(figures["playouts_runs"]) == 3
