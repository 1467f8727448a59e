"""tools/ui_soak.py: the soak through the app's own controller and autosave code still runs."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

from ciapano_qt.storage.stats import StatsStore

ROOT = Path(__file__).resolve().parents[2]


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ui_soak", ROOT / "tools" / "ui_soak.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ui_soak_command_plays_counts_and_resumes(qtbot, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    soak = load_tool()
    folder = tmp_path / "soak"
    assert soak.main(["--matches", "3", "--seed", "5", "--folder", str(folder), "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["matches"] == 3 and figures["matches_per_minute"] > 0
    assert set(figures["kinds"]) == {"classic-2", "classic-3-discard", "classic-3-remove_four"}
    assert figures["saves"] >= figures["cards"] and figures["human_cards"] > 0
    assert not (folder / "autosave.json").exists()
    assert sum(v.played for v in StatsStore(folder).load().stats.variants.values()) == 3
