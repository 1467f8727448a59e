"""Redo after undo: the undone cards come back while the player played nothing else; each
redo is noted in the hand (``redos``: the match is assisted); the menu action follows."""

from __future__ import annotations

from ciapano_qt.engine import Rules
from ciapano_qt.storage.stats_model import was_assisted

from .conftest import start_human_match


def _play_first_legal(qtbot, c) -> int:  # type: ignore[no-untyped-def]
    card = c.human_view().legal_moves[0]
    assert c.play_human(card)
    qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=30_000)
    return card


def test_redo_brings_back_what_undo_took(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window, Rules(players=4))
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    assert not c.can_redo() and not window.menus.act_redo.isEnabled()
    _play_first_legal(qtbot, c)
    _play_first_legal(qtbot, c)
    after_two = list(c.match.hand.plays)
    c.undo()
    after_one = list(c.match.hand.plays)
    c.undo()
    assert len(c.match.hand.plays) < len(after_one) < len(after_two)
    assert c.can_redo() and window.menus.act_redo.isEnabled()
    assert c.redo()
    assert c.match.hand.plays == after_one
    window.menus.act_redo.trigger()  # the menu action: the second undo redone
    assert c.match.hand.plays == after_two
    assert not c.can_redo() and not window.menus.act_redo.isEnabled()
    assert c.match.hands[-1].extra["redos"] == 2
    assert c.can_undo()  # a redone card can be undone again
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    assert was_assisted(c.match)


def test_a_new_card_forgets_the_undone_ones(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window, Rules(players=4))
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    _play_first_legal(qtbot, c)
    c.undo()
    assert c.can_redo()
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    legal = c.human_view().legal_moves
    assert c.play_human(legal[-1])  # another card, or the same: either way a new move
    assert not c.can_redo()
    assert not c.redo()
    assert "redos" not in c.match.hands[-1].extra


def test_redo_shortcuts(window) -> None:  # type: ignore[no-untyped-def]
    keys = {k.toString() for k in window.menus.act_redo.shortcuts()}
    assert keys == {"Ctrl+Shift+Z", "Ctrl+Y"}
