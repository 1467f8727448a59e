"""The card tracker panel: off by default, opened from the Game menu (Ctrl+T), showing from the
player's view the cards gone by suit and the voids known, and marking the match assisted.

The positions are ``tests/ai/blunders.py``'s duck hand (four players, dealer 3, seat 0 the
player, Italian suits with the Bergamasche deck), stopped at the player's turn; the expected
cells are worked out by hand from its tricks.
"""

from __future__ import annotations

from typing import Any

from ciapano_qt.storage.stats_model import was_assisted
from ciapano_qt.ui.models.tracker import COLUMNS, TrackerModel
from ciapano_qt.ui.session.persistence import install_persistence

from ..ai.blunders import DUCK_TRICKS, match_of


def _row(model: TrackerModel, suit: int) -> dict[str, str]:
    return {name: model.index(suit, c).data() for c, name in enumerate(COLUMNS)}


def _resume(window: Any, data: Any, upto: int) -> Any:
    window.settings.set("table/deck", "bergamasche")
    install_persistence(window, data)
    match = match_of(DUCK_TRICKS, upto=upto)
    window.persistence.resume_match(match, None)
    assert window.session.is_human_turn()
    return match


def test_off_by_default_and_nothing_marked(qtbot: Any, window: Any, data: Any) -> None:
    match = _resume(window, data, upto=5)
    assert window.tracker_panel is None and not window.menus.act_tracker.isChecked()
    assert window.menus.act_tracker in window.menus.game.actions()
    assert not was_assisted(match)


def test_the_panel_shows_the_cards_gone_and_marks_the_match(
    qtbot: Any, window: Any, data: Any
) -> None:
    match = _resume(window, data, upto=5)  # trick 1 (4-7 of coins), then the Jack of coins led
    window.menus.act_tracker.trigger()
    panel = window.tracker_panel
    assert panel is not None and panel.isVisible() and window.menus.act_tracker.isChecked()
    model = panel.model
    assert model.rowCount() == 4
    coins = _row(model, 0)
    assert coins == {
        "suit": "coins",
        "played": "F 7 6 5 4",  # strongest first, in the deck's letters: F the Fante
        "mine": "C",  # the player's Cavallo (Knight) of coins
        "aside": "",
        "unseen": "3 2 A R",  # R the Re (King)
        "points": "2",  # King 1/3 + Ace 1 + Two 1/3 + Three 1/3 = 6 thirds
    }
    assert model.index(0, 1).data(0x03) == (  # the tooltip names the cards
        "Jack of coins, Seven of coins, Six of coins, Five of coins, Four of coins"
    )
    assert panel.voids.text() == ""
    assert match.hands[-1].extra.get("tracker") == 1 and was_assisted(match)


def test_the_voids_known_and_the_panel_follows_the_play(qtbot: Any, window: Any, data: Any) -> None:
    _resume(window, data, upto=5)
    window.menus.act_tracker.trigger()
    panel = window.tracker_panel
    session = window.session
    session.play_human(session.human_view().legal_moves[0])  # the Knight of coins, forced
    qtbot.waitUntil(lambda: _row(panel.model, 0)["mine"] == "", timeout=10_000)
    assert "C" in _row(panel.model, 0)["played"].split()


def test_a_void_is_shown(qtbot: Any, window: Any, data: Any) -> None:
    _resume(window, data, upto=13)  # after trick 3, where AI 1 threw a sword on coins
    window.menus.act_tracker.trigger()
    assert window.tracker_panel.voids.text() == "AI 1 has no coins."


def test_closing_the_panel_unchecks_the_action(qtbot: Any, window: Any, data: Any) -> None:
    _resume(window, data, upto=5)
    window.menus.act_tracker.trigger()
    window.tracker_panel.close()
    assert not window.menus.act_tracker.isChecked()
    window.menus.act_tracker.trigger()
    assert window.tracker_panel.isVisible()
    window.menus.act_tracker.trigger()
    assert not window.tracker_panel.isVisible()


def test_the_ranks_are_the_deck_s_own_letters_in_every_language(
    qtbot: Any, window: Any, data: Any, language: Any
) -> None:
    """Issue 36: the tracker wrote A K N J while the cards show R, C (D in the Milanese
    pack), F: the corner letters of the deck, whatever the language."""
    _resume(window, data, upto=5)
    window.menus.act_tracker.trigger()
    model = window.tracker_panel.model
    language.attach(window.settings)
    for lang in ("en", "de", "it"):
        window.settings.set("general/language", lang)
        assert _row(model, 0)["unseen"] == "3 2 A R" and _row(model, 0)["mine"] == "C"
    window.settings.set("general/language", "en")
    window.settings.set("table/deck", "milanese")  # French suits: the Donna, D
    qtbot.waitUntil(lambda: _row(model, 0)["mine"] == "D")
    assert _row(model, 0)["played"] == "F 7 6 5 4" and _row(model, 0)["suit"] == "diamonds"


def test_the_panel_leaves_the_table_its_room(qtbot: Any, window: Any, data: Any) -> None:
    """Issue 36: docked, it took half the window (its least width 540) and squashed the
    table; at 800x600 it made the window wider than the screen."""
    _resume(window, data, upto=5)
    window.resize(1280, 860)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.menus.act_tracker.trigger()
    panel = window.tracker_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.width() > 100)
    assert not panel.isFloating() and panel.width() <= 300
    assert window.view.width() >= 1280 * 0.75 and window.width() == 1280
    window.menus.act_tracker.trigger()  # closed again
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.menus.act_tracker.trigger()
    qtbot.waitUntil(lambda: panel.isVisible() and window.view.width() == 800)
    assert window.width() == 800  # the window kept its size, the table all of it
    assert panel.isFloating()  # over the felt's corner, not beside a squashed table


def test_a_small_window_opens_it_floating(qtbot: Any, window: Any, data: Any) -> None:
    _resume(window, data, upto=5)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.menus.act_tracker.trigger()
    panel = window.tracker_panel
    qtbot.waitUntil(lambda: panel.isVisible() and window.view.width() == 800)
    assert panel.isFloating() and window.width() == 800
    cells = panel.table
    assert cells.isColumnHidden(COLUMNS.index("mine")) and cells.isColumnHidden(1)
    assert not cells.isColumnHidden(COLUMNS.index("unseen"))


def test_the_hint_names_a_card_with_its_corner_letter(
    qtbot: Any, window: Any, language: Any
) -> None:
    """Issue 36: the status line said "King" of a card whose corner shows R."""
    from ciapano_qt.engine.cards import parse_card

    art = window.art
    language.attach(window.settings)
    window.settings.set("table/deck", "bergamasche")
    king, knight, ace, seven = (int(parse_card(c)) for c in ("RB", "CD", "AS", "7C"))
    assert art.shown_name(king) == "King of batons (R)"
    assert art.shown_name(knight) == "Knight of coins (C)"
    assert art.shown_name(ace) == "Ace of swords" and art.shown_name(seven) == "Seven of cups"
    window.settings.set("table/deck", "milanese")
    qtbot.waitUntil(lambda: art.suit_system == "french")
    assert art.shown_name(knight) == "Queen of diamonds (D)"
    window._on_hint(king, "")  # the hint's banner and status line
    assert window.status.text() == "Hint: King of clubs (R)."
    window.settings.set("general/language", "it")  # Re, Donna, Fante: the corner's letters
    assert art.shown_name(king) == "Re di fiori" and art.shown_name(knight) == "Donna di quadri"
    window.settings.set("general/language", "en")


def test_refusals_and_hint_reasons_name_a_card_with_its_corner_letter(
    qtbot: Any, window: Any, language: Any
) -> None:
    """Issue 36 item 15: the refusal and the hint's reason under the status line said "King"
    of a card whose corner shows R; an Ace or a number needs no letter, and in Italian the
    names start with the letters (Re, Cavallo)."""
    from ciapano_qt.engine.errors import EngineError
    from ciapano_qt.ui.text import messages

    language.attach(window.settings)
    not_held = EngineError("move.not_held", "not held", card="RB")
    assert messages.error_text(not_held, "italian") == "King of batons (R) is not in your hand."
    assert messages.error_text(not_held, "french") == "King of clubs (R) is not in your hand."
    ace = EngineError("move.not_held", "not held", card="AS")
    assert messages.error_text(ace, "italian") == "Ace of swords is not in your hand."
    reason = messages.hint_text("only_move", {"card": "CD"}, "", "italian")
    assert reason == "The Knight of coins (C) is your only legal card."
    assert messages.hint_text("only_move", {"card": "CD"}, "", "french") == (
        "The Queen of diamonds (D) is your only legal card."
    )
    window.settings.set("general/language", "it")
    assert "(" not in messages.error_text(not_held, "italian")
    assert "(" not in messages.hint_text("only_move", {"card": "CD"}, "", "italian")
    window.settings.set("general/language", "en")
