"""``ciapano-cli review`` and ``review-bench``, run as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ciapano_qt.engine.record import dumps
from tests.ai.blunders import DUCK_DECISIONS, DUCK_FIGURES, DUCK_TRICKS, match_of


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ciapano_qt.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def record(tmp_path):
    path = tmp_path / "duck.json"
    path.write_text(dumps(match_of(DUCK_TRICKS)) + "\n", encoding="utf-8")
    return path


def test_review_json_is_the_documented_object(record):
    before = record.read_bytes()
    r = cli("review", str(record), "--seat", "0", "--json", "--worlds", "20")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"seat", "hands", "decisions", "loss_per_decision"}
    assert out["seat"] == 0 and out["decisions"] == len(DUCK_DECISIONS)
    (hand,) = out["hands"]
    assert set(hand) == {"hand", "decisions", "loss"} and hand["hand"] == 0
    assert [d["trick"] for d in hand["decisions"]] == DUCK_DECISIONS
    for d in hand["decisions"]:
        assert set(d) == {"trick", "played", "best", "loss", "cards"}
        cards = d["cards"]
        assert d["played"] in cards and cards[d["best"]] == min(cards.values())
        assert d["loss"] == pytest.approx(cards[d["played"]] - cards[d["best"]], abs=1e-9)
        assert d["loss"] >= 0
    last = hand["decisions"][-1]
    assert last == {"trick": 9, "played": "AB", "best": "4B", "loss": 5.0, "cards": DUCK_FIGURES}
    assert hand["loss"] == pytest.approx(sum(d["loss"] for d in hand["decisions"]), abs=1e-6)
    assert out["loss_per_decision"] == pytest.approx(hand["loss"] / out["decisions"], abs=1e-4)
    assert record.read_bytes() == before  # a review never changes the record


def test_review_table_marks_the_blunder(record):
    r = cli("review", str(record), "--seat", "0", "--worlds", "20")
    assert r.returncode == 0, r.stderr
    row = next(line for line in r.stdout.splitlines() if line.split()[:3] == ["9", "AB", "4B"])
    assert "5.00" in row and "mistake" in row and "duck under the Re" in row
    assert r.stdout.startswith("seat 0 (Anna): 1 hand(s), 7 decision(s)")


def test_review_is_the_same_twice(record):
    args = ("review", str(record), "--seat", "0", "--json", "--worlds", "10", "--seed", "3")
    assert cli(*args).stdout == cli(*args).stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "ciapano-record", "version": 1, "rules": {', "bad.json: refused"),
        ('{"format": "somebody-elses-game", "version": 1}', "somebody-elses-game"),
        ("", "empty"),
    ],
    ids=["damaged", "foreign", "empty"],
)
def test_review_refuses_a_damaged_or_foreign_record(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    r = cli("review", str(path), "--seat", "0")
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "refused" in lines[0] and message in lines[0]
    assert path.read_text(encoding="utf-8") == content


def test_review_refuses_an_illegal_record(record):
    data = json.loads(record.read_text(encoding="utf-8"))
    data["hands"][0]["plays"][1], data["hands"][0]["plays"][2] = "6D", "5D"
    record.write_text(json.dumps(data), encoding="utf-8")
    r = cli("review", str(record), "--seat", "0")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    assert "refused" in r.stderr and "hand 1" in r.stderr


def test_review_refuses_a_missing_seat_or_file(record, tmp_path):
    r = cli("review", str(record), "--seat", "4")
    assert r.returncode == 2 and "no seat 4" in r.stderr
    r = cli("review", str(tmp_path / "nothing.json"), "--seat", "0")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_review_bench_prints_its_figures():
    r = cli("review-bench", "--runs", "1", "--worlds", "3", "--json")
    assert r.returncode == 0, r.stderr
    figures = json.loads(r.stdout)
    assert figures["reviews"] == 4 and figures["worlds"] == 3
    assert len(figures["seconds_runs"]) == 4 and figures["seconds_median"] > 0
