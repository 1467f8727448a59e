"""Small fixed-seed duplicate tournaments show the ordering of the levels; the harness gives
the same results whatever the number of worker processes."""

from __future__ import annotations

import json

from ciapano_qt.ai.tournament import Config, run, summarize
from ciapano_qt.cli import main
from ciapano_qt.engine.rules import Rules


def _delta(
    candidate: str, field: str, deals: int, rules: Rules | None = None, it: int = 0
) -> float:
    cfg = Config(rules or Rules(), candidate, field, seed=3, iterations=it or None)
    out = summarize(cfg, run(cfg, deals))
    lo, hi = out["ci95"]
    assert lo <= out["delta"] <= hi
    return float(out["delta"])


def test_medium_beats_random() -> None:
    assert _delta("medium", "random", 60) < -0.6


def test_easy_beats_random_and_medium_beats_easy() -> None:
    assert _delta("easy", "random", 60) < -0.2
    assert _delta("medium", "easy", 60) < -0.1


def test_medium_beats_random_at_busca() -> None:
    assert _delta("medium", "random", 40, Rules.busca()) < 0


def test_hard_beats_medium() -> None:
    assert _delta("hard", "medium", 16, it=150) < 0


def test_same_results_with_two_jobs() -> None:
    cfg = Config(Rules(players=3), "hard", "medium", seed=5, iterations=20)
    one = run(cfg, 4, jobs=1)
    two = run(cfg, 4, jobs=2)
    assert [(r.control, r.candidate) for r in one] == [(r.control, r.candidate) for r in two]


def test_cli_json(capsys: object) -> None:
    code = main(
        ["tournament", "--candidate", "easy", "--field", "random", "--deals", "5", "--json"]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    for key in ("delta", "ci95", "deals", "move_ms_median", "move_ms_p95"):
        assert key in out
    assert out["deals"] == 5


def test_two_against_two_rotates_a_candidate_team() -> None:
    """Teams: the candidate plays both partners (seats k and k + 2) for k = 0 and 1; the same
    level as the field reproduces the control's team scores exactly."""
    from ciapano_qt.ai.tournament import Config, run_deal
    from ciapano_qt.engine.rules import Rules

    cfg = Config(Rules(teams=True), "medium", "medium", seed=3)
    r = run_deal(cfg, 0)
    assert len(r.candidate) == 2 and r.candidate == r.control[:2]
    assert r.control[0] == r.control[2] and r.control[1] == r.control[3]
    assert sum(r.cand_wins) == 1.0  # one team's share each: won, lost or shared
