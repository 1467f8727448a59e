"""Keyboard play without dead spots: out of a menu the keys go back to the table, the first
arrow press rings the first card, and a card the player may not play says why."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import start_human_match


def _human_turn(qtbot: Any, window: Any) -> None:
    qtbot.waitUntil(window.session.is_human_turn, timeout=10_000)


def test_escape_out_of_the_game_menu_gives_the_keys_back_to_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, seed=5)
    _human_turn(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.menus.game)
    qtbot.keyClick(window.menus.game, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    window.activateWindow()  # as the window manager does when a menu closes (not offscreen)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    # arrows and Enter now play at the table: Right rings the first card that may be
    # played (issue 36, 13: never a dimmed one first), Enter plays it
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    cards = window.scene.human_cards()
    legal = window.session.viewer_legal()
    assert legal is not None and cards[0] not in legal  # this deal's first turn follows suit
    card = window.view.focused_card()
    assert card == next(c for c in cards if c in legal)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert QApplication.activePopupWidget() is None  # Enter did not open the Game menu
    assert card not in window.session.viewer_hand()  # it played the card


def test_a_menu_to_menu_move_keeps_the_menu_bar(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Left/Right from the Game menu to the Help menu is no Escape: the keys stay there."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.menus.game)
    qtbot.keyClick(window.menus.game, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.menus.help)
    for _ in range(3):  # the queued check after the Game menu closed runs
        QApplication.processEvents()
    assert QApplication.activePopupWidget() is window.menus.help
    qtbot.keyClick(window.menus.help, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)


def test_the_first_arrow_press_rings_the_first_card_it_may_play(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, seed=5)
    _human_turn(qtbot, window)
    view, scene = window.view, window.scene
    view.setFocus()
    cards = scene.human_cards()
    legal = window.session.viewer_legal()
    first = next(i for i, card in enumerate(cards) if card in legal)  # the first it may play
    assert view.focused_card() is None  # no ring before a key
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_card() == cards[first]
    assert scene.items_by_card[cards[first]].focused
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_card() == cards[first + 1]
    # the mouse takes the ring away; the next press shows it where it was, without a move
    scene._on_hover(cards[5], True)
    assert view.focused_card() is None
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_card() == cards[first + 1]


def test_a_card_the_player_may_not_play_says_why_in_the_status_line(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, seed=5)
    c, view, scene = window.session, window.view, window.scene
    for _ in range(40):
        _human_turn(qtbot, window)
        legal = c.viewer_legal()
        if set(scene.human_cards()) - set(legal):
            break
        assert c.play_human(sorted(legal)[0])
    else:
        raise AssertionError("no turn with a card the player may not play")
    view.setFocus()
    prompt = window.status.text()
    assert prompt.startswith("Your turn: follow ")
    suit = prompt.removeprefix("Your turn: follow ").rstrip(".")
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for index, card in enumerate(scene.human_cards()):
        if index:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.focused_card() == card
        if card in legal:
            assert window.status.text() == prompt
        else:  # dimmed, and the engine's reason in the status line
            assert scene.items_by_card[card].dimmed
            assert window.status.text() == f"You must follow {suit}."
