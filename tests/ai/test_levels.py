"""The table of levels is data: complete from the first import, whatever was imported before."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ciapano_qt.ai import levels
from ciapano_qt.ai.expert import ExpertPlayer
from ciapano_qt.ai.search import HardPlayer


def fresh(code: str) -> object:
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def test_the_package_lists_every_level_before_any_player_is_made() -> None:
    names = fresh(
        "import json, ciapano_qt.ai as ai; print(json.dumps([lv.name for lv in ai.LEVELS]))"
    )
    assert names == ["random", "easy", "medium", "hard", "expert"]


def test_the_protocol_module_does_not_import_the_levels() -> None:
    loaded = fresh(
        "import json, sys, ciapano_qt.ai.base; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ciapano_qt.ai.'))))"
    )
    assert loaded == ["ciapano_qt.ai.base"]


def test_search_and_table_options_reach_only_the_levels_that_take_them() -> None:
    assert sorted(levels.SEARCH_LEVELS) == ["expert", "hard"]
    hard = levels.make_player("hard", 1, iterations=40, table=[None, "medium", "easy", "hard"])
    assert isinstance(hard, HardPlayer) and hard.iterations == 40
    expert = levels.make_player("expert", 1, iterations=30, table=[None, "medium", "easy"])
    assert isinstance(expert, ExpertPlayer) and expert.iterations == 30
    assert expert.table == (None, "medium", "easy")
    assert levels.make_player("easy", 1, iterations=30, table=[None]) is not None


def test_an_unknown_level_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="unknown level 'grandmaster'; known: random, easy"):
        levels.make_player("grandmaster")
