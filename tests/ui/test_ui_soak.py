"""tools/ui_soak.py: the soak through the app's own controller and autosave code still runs.

The tool runs as the command it is, in a process of its own (as a player's app runs alone):
inside a test worker it would share the process with the windows, threads and objects
hundreds of earlier tests left for the garbage collector, which is not what it measures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ciapano_qt.storage.stats import StatsStore

ROOT = Path(__file__).resolve().parents[2]


def test_ui_soak_command_plays_counts_and_resumes(tmp_path: Path) -> None:
    folder = tmp_path / "soak"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    tool = [sys.executable, "-X", "faulthandler", str(ROOT / "tools" / "ui_soak.py")]
    done = subprocess.run(
        [*tool, "--matches", "3", "--seed", "5", "--folder", str(folder), "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    figures = json.loads(done.stdout)
    assert figures["matches"] == 3 and figures["matches_per_minute"] > 0
    assert set(figures["kinds"]) == {"classic-2", "classic-3-discard", "classic-3-remove_four"}
    assert figures["saves"] >= figures["cards"] and figures["human_cards"] > 0
    assert not (folder / "autosave.json").exists()
    assert sum(v.played for v in StatsStore(folder).load().stats.variants.values()) == 3
