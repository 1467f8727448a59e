"""The status line follows a deck switch at once ("follow swords" becomes "follow spades")."""

from __future__ import annotations

from ciapano_qt.engine.cards import SUIT_MASKS

from .conftest import start_human_match


def test_the_status_line_names_the_new_decks_suit(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    c = window.session
    for _ in range(40):  # play the first legal card until the human must follow a suit
        qtbot.waitUntil(c.is_human_turn, timeout=20_000)
        qtbot.waitUntil(lambda: not window.scene.queue.busy, timeout=20_000)
        hand = c.match.hand
        if hand.trick_len and hand.hands[c.human] & SUIT_MASKS[hand.led]:
            break
        c.play_human(c.human_view().legal_moves[0])
    else:
        raise AssertionError("the human never had to follow a suit")
    led = c.match.hand.led
    french = ("diamonds", "hearts", "spades", "clubs")[led]
    italian = ("coins", "cups", "swords", "batons")[led]
    settings.set("table/deck", "milanese")
    assert window.status.text() == f"Your turn: follow {french}."
    settings.set("table/deck", "bergamasche")
    assert window.status.text() == f"Your turn: follow {italian}."
    settings.set("table/deck", "milanese")
    assert window.status.text() == f"Your turn: follow {french}."
