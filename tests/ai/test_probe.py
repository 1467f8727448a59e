"""tools/ai_probe.py: the experiments docs/ai.md quotes still run and measure what they say."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _probe(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "ai_probe.py"), *args],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return done.stdout


def test_oracle_sees_the_true_hands_and_paired_compares_runs(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    common = ["--deals", "3", "--seed", "5", "--iterations", "1", "--jobs", "1"]
    seeing = json.loads(_probe("oracle", *common, "--out", str(a)))
    blind = json.loads(_probe("tournament", *common, "--out", str(b)))
    assert seeing["oracle"] is True and blind["oracle"] is False
    assert seeing["deals"] == blind["deals"] == 3
    rows_a, rows_b = json.loads(a.read_text()), json.loads(b.read_text())
    # the same deals: the control games (all medium) are identical
    assert [r[1] for r in rows_a] == [r[1] for r in rows_b]
    same = _probe("paired", str(a), str(a))
    assert same.startswith("B - A per hand: +0.000")


def test_an_unknown_setting_is_refused() -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "ai_probe.py"),
            "tournament",
            "--deals",
            "1",
            "--set",
            "Belief.NO_SUCH=1",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode != 0
    assert "Belief has no setting NO_SUCH" in done.stderr


def test_in_oracle_mode_every_world_is_the_real_deal() -> None:
    script = """
import random, sys
sys.path.insert(0, "tools")
import ai_probe
from ciapano_qt.ai import expert, tournament
from ciapano_qt.engine.rules import Rules
ai_probe._patch(True, [])
state = tournament.deal_state(Rules(), 7, 0)
state.play(min(state.legal_moves()))
view = tournament.view_of(state, state.current)
world = expert.Sampler(view).sample(random.Random(1))
print(world.hands == state.hands and world is not state)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.strip() == "True"


def test_on_the_clock_the_fixed_budgets_give_way_to_each_levels_deadline(tmp_path: Path) -> None:
    out = tmp_path / "clock.json"
    common = ["--deals", "1", "--seed", "5", "--iterations", "1", "--jobs", "1", "--blind"]
    shown = json.loads(_probe("tournament", *common, "--clock", "--out", str(out)))
    # a budget of one rollout stops after one world: at most ten rollouts, one per legal
    # card; on the clock the expert searches its deadline's worth (thousands)
    assert shown["rollouts_median"] > 10
    assert shown["move_ms_median"] > 0
    assert len(json.loads(out.read_text())) == 1
