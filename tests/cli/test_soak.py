"""The autosave soak (``ciapano-cli soak``): a short run, directly and through the CLI."""

from __future__ import annotations

import json

import pytest

from ciapano_qt.cli import main
from ciapano_qt.cli.soak import run_soak


@pytest.fixture
def no_fsync(monkeypatch):
    """The soak checks reloads, not durability (test_atomic and test_kill do): skip the
    fsyncs that make a save cost milliseconds on a real disk."""
    monkeypatch.setattr("ciapano_qt.storage.atomic.os.fsync", lambda fd: None)


def test_a_short_soak_covers_every_kind_of_match(tmp_path, no_fsync):
    figures = run_soak(11, 3, tmp_path)
    assert figures["matches"] == 11 and figures["cards"] > 0 and figures["reloads"] >= 11
    assert set(figures["kinds"]) == {
        "busca",
        "classic-2",
        "classic-3-discard",
        "classic-3-monte",
        "classic-3-remove_four",
        "classic-4",
        "classic-5",
        "classic-6-strip",
        "classic-7-strip",
        "classic-8",
        "classic-4-teams",
    }
    assert figures["saves"] == figures["hands"] + figures["cards"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json", "stats.json.lock"]


def test_the_soak_command(capsys, no_fsync):
    assert main(["soak", "--matches", "2", "--seed", "5", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["matches"] == 2 and figures["matches_per_minute"] > 0
