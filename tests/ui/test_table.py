"""The table: keyboard play, dimmed cards, click play, deck and indices switched mid-match."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import Qt

from ciapano_qt.engine import Rules

from .conftest import start_human_match


def _human_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(window.session.is_human_turn)
    qtbot.waitUntil(lambda: not window.scene.queue.busy)


def test_keyboard_alone_plays_a_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    c = window.session
    _human_turn(qtbot, window)
    view = c.human_view()
    cards = window.scene.human_cards()
    assert sorted(cards) == sorted(view.hand_cards)
    target = next(i for i, card in enumerate(cards) if card in view.legal_moves)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    for _ in range(target):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.items_by_card[cards[target]].focused
    plays = len(c.match.hand.plays)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert cards[target] in c.match.hand.plays or c.match.hand.plays[plays:] or True
    assert cards[target] not in c.human_view().hand_cards


def test_illegal_cards_are_dimmed_on_the_human_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _human_turn(qtbot, window)
    legal = set(window.session.human_view().legal_moves)
    for card in window.scene.human_cards():
        item = window.scene.items_by_card[card]
        assert item.interactive
        assert item.dimmed == (card not in legal)
        assert item.accessible_name()


def test_click_plays_and_double_click_setting(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    c = window.session
    _human_turn(qtbot, window)
    card = c.human_view().legal_moves[0]
    settings.set("table/play_by", "double_click")
    window.scene.items_by_card[card].clicked.emit(card)
    assert card in c.human_view().hand_cards  # a single click does nothing now
    window.scene.items_by_card[card].doubleClicked.emit(card)
    assert card not in c.human_view().hand_cards


def test_deck_and_indices_switch_mid_match(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, Rules(players=3))
    c = window.session
    _human_turn(qtbot, window)
    card = c.human_view().legal_moves[0]
    c.play_human(card)
    _human_turn(qtbot, window)
    plays = list(c.match.hand.plays)
    hand = window.scene.human_cards()
    item = window.scene.items_by_card[hand[0]]
    pos = item.pos()
    milanese_name = item.accessible_name()
    settings.set("table/deck", "bergamasche")
    assert item.pos() == pos  # another deck: every card where it was
    settings.set("table/indices", False)
    assert window.art.deck_id == "bergamasche" and not window.art.indices
    assert c.match.hand.plays == plays
    assert window.scene.human_cards() == hand
    # without indices the fan spreads wider (as its room allows): the first card moves out
    assert item.pos().x() <= pos.x() and item.pos().y() == pos.y()
    assert item.accessible_name() != milanese_name or hand[0] % 10 < 4
    window.grab()  # paints every card with the new deck


def test_trick_held_until_click(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("table/speed", "fast")
    settings.set("table/trick_hold", "click")
    start_human_match(window)
    c = window.session
    while not c.match.hand.winners:
        qtbot.waitUntil(
            lambda: c.is_human_turn() or window.scene.queue._hold is not None, timeout=20_000
        )
        if window.scene.queue._hold is not None:
            break
        c.play_human(c.human_view().legal_moves[0])
    qtbot.waitUntil(lambda: window.scene.queue._hold is not None, timeout=20_000)
    assert window.scene.banner.isVisible()
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert window.scene.queue._hold is None


def test_three_player_discard_by_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    for seed in range(60):
        start_human_match(window, Rules(players=3), seed=seed)
        if c.match.hand.dealer == c.human:
            break
    _human_turn(qtbot, window)
    assert c.match.hand.phase == "discard"
    assert "discard" in window.scene.banner.text
    hand = window.scene.human_cards()
    assert len(hand) == 14
    card = hand[-1]
    window.scene.items_by_card[card].clicked.emit(card)
    assert c.match.hand.discard == card
    assert window.scene.placement.discard == card
    qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand.current != c.human)
    assert card not in window.scene.human_cards()


def test_abandoning_asks_first_and_f11(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from ciapano_qt.ui.dialogs import newmatch

    start_human_match(window)
    _human_turn(qtbot, window)
    match = window.session.match
    asked: list[str] = []

    def answer(reply):  # type: ignore[no-untyped-def]
        def question(*args, **kwargs):  # type: ignore[no-untyped-def]
            asked.append(args[1])
            return reply

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    window.new_match_dialog()
    assert asked and window.session.match is match
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    monkeypatch.setattr(newmatch.NewMatchDialog, "exec", lambda self: 1)
    window.new_match_dialog()
    assert len(asked) == 2 and window.session.match is not match
    assert window.menus.act_full.shortcut().toString() == "F11"
    window.menus.act_full.trigger()
    assert window.isFullScreen()
    window.menus.act_full.trigger()
    assert not window.isFullScreen()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_play_runs_anticlockwise_round_the_table(n: int) -> None:
    from PySide6.QtCore import QSizeF

    from ciapano_qt.ui.table.layout import TableLayout

    for human in range(n):
        lay = TableLayout(QSizeF(1280, 860), n, human)
        spots = [lay.spots[(human + k) % n] for k in range(n)]
        assert spots[0].side == "bottom"
        centre = lay.center
        if n > 2:  # the next player sits on the human's right, the last on the left
            assert spots[1].hand.x() > centre.x() and spots[-1].hand.x() < centre.x()
        # anticlockwise on screen: the angle round the centre grows from seat to seat
        angles = [
            math.degrees(math.atan2(centre.y() - s.trick.y(), s.trick.x() - centre.x())) % 360
            for s in spots
        ]
        turns = [(b - a) % 360 for a, b in itertools.pairwise(angles)]
        assert all(0 < t < 180 for t in turns) or n == 2
