"""tools/ui_bench.py: the programs the start-up figures compare still start and paint.

The figures themselves are commands (docs/architecture.md), never timed here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_floor_runs_every_program_to_its_first_paint(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the bench's own 1920x1080 offscreen screen
    env["TMPDIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "ui_bench.py"), "floor", "--runs", "1"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    rows = [line.split() for line in done.stdout.splitlines()[1:]]
    labels = [" ".join(row[: row.index("wall")]) for row in rows]
    assert labels == [
        "bare PySide6 window",
        "table, no game",
        "table, engine imported",
        "Ciapanò, warm card cache",
    ]
    ms = [float(row[row.index("wall") + 1]) for row in rows]
    assert all(m > 0 for m in ms)
    assert rows[0][-1] == "(1.00x)"  # each ratio is against the bare window


def test_floor_programs_paint_a_window_of_the_bare_ones_size(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import startup_programs
        import ui_bench
    finally:
        sys.path.remove(str(ROOT / "tools"))
    env = ui_bench.environment(str(tmp_path))
    sizes: dict[str, str] = {}
    for code in (startup_programs.BARE, startup_programs.FLOOR, startup_programs.FLOOR_ENGINE):
        ui_bench.launch(code, env, sizes)
    assert len(sizes) == 3
    assert len(set(sizes.values())) == 1  # the same window size as the bare one
