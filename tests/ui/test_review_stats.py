"""The coach's reviews of the live match go into the statistics (issue 19, "accuracy over
time"): the review opened by the auto-review setting at the end of a hand is kept with its
decisions and points lost; a practice deal ("Replay this deal") keeps nothing."""

from __future__ import annotations

import json
from typing import Any

from ciapano_qt.storage.stats_reviews import match_id
from ciapano_qt.ui.session.persistence import install_persistence

from ..ai.blunders import DUCK_DECISIONS, DUCK_TRICKS, match_of


def _play_out_and_review(qtbot: Any, window: Any, data: Any, practice: bool) -> Any:
    window.settings.set("game/auto_review", True)
    window.review_worlds = 4
    install_persistence(window, data)
    match = match_of(DUCK_TRICKS, upto=36)  # one card each left
    if practice:
        match.extra["practice_deal"] = 12345
    ident = match_id(match)
    window.persistence.resume_match(match, None)
    session = window.session

    def over() -> bool:
        if session.is_human_turn():
            session.play_human(session.human_view().legal_moves[0])
        return window.summary is not None and window.review is not None

    qtbot.waitUntil(over, timeout=20_000)
    dialog = window.review
    qtbot.waitUntil(lambda: not dialog.job.running and dialog.model.rowCount() > 0, timeout=60_000)
    qtbot.waitUntil(lambda: not dialog.progress.isVisible(), timeout=10_000)
    return ident, dialog


def test_an_automatic_review_is_kept_in_the_statistics(qtbot: Any, window: Any, data: Any) -> None:
    ident, dialog = _play_out_and_review(qtbot, window, data, practice=False)
    stored = json.loads((data / "stats.json").read_text(encoding="utf-8"))
    (entry,) = stored["reviews"]
    assert entry["match"] == ident
    (hand,) = entry["hands"]
    assert hand[0] == 0 and hand[1] == len(DUCK_DECISIONS)
    assert hand[2] == round(dialog.model.loss * 1000)
    assert hand[2] >= 5000  # the Asso where the 4 ducks costs 5 points (tests/ai/blunders.py)
    dialog.close()


def test_a_practice_deal_keeps_no_review(qtbot: Any, window: Any, data: Any) -> None:
    _ident, dialog = _play_out_and_review(qtbot, window, data, practice=True)
    assert dialog.model.rowCount() == len(DUCK_DECISIONS)  # reviewed all the same
    path = data / "stats.json"
    assert not path.exists() or json.loads(path.read_text(encoding="utf-8"))["reviews"] == []
    dialog.close()
