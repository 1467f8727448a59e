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


def test_hard_stops_at_its_fifty_rollouts_however_long_its_clock() -> None:
    """On the clock hard's budget is 50 rollouts a move in whole worlds (with ten legal cards at
    a hand's first lead: five worlds), however much time its deadline leaves; a deadline
    already past stops it after its first world (one rollout a card)."""
    from ciapano_qt.ai.tournament import deal_state
    from ciapano_qt.engine.rules import Rules
    from ciapano_qt.engine.view import view_of

    state = deal_state(Rules(), 2027, 0)
    view = view_of(state, state.current)
    assert view.legal.bit_count() == 10  # a four-player hand's first lead: every card is legal
    slow = HardPlayer(seed=1, deadline=60.0)
    slow.choose(view)
    assert slow.last_stats == {"worlds": 5.0, "rollouts": 50.0}
    rushed = HardPlayer(seed=1, deadline=0.0)
    rushed.choose(view)
    assert rushed.last_stats == {"worlds": 1.0, "rollouts": 10.0}
