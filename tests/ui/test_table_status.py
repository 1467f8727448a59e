"""The status line, the dimming and the banner follow what the table shows, not the match.

The session is ahead of the table: when the player's card ends a trick, the match already
knows who leads next while the table still shows the trick, holds it, collects it and (heads
up) shows the cards drawn. The status line must tell that trick, not the player's last prompt
("Your turn: follow …"), a refusal ("You must follow …") or the last computer's "… is
playing"; the player's cards are not dimmed while the table shows it; a hint's banner goes
when the player's card is played.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from ciapano_qt.engine import Rules

from .conftest import start_human_match


def _spy_steps(window: Any, names: tuple[str, ...]) -> list[tuple[str, int, str, list[bool]]]:
    """Record, as each of the scene's ``names`` steps (``scene.steps``) begins, its winner or
    seat, the status line and the dimming of the player's cards."""
    scene = window.scene
    seen: list[tuple[str, int, str, list[bool]]] = []
    for name in names:
        original = getattr(scene.steps, name)

        def spy(seat: int, *rest: Any, _name: str = name, _original: Any = original) -> Any:
            dims = [scene.items_by_card[c].dimmed for c in scene.human_cards()]
            seen.append((_name, seat, window.status.text(), dims))
            return _original(seat, *rest)

        setattr(scene.steps, name, spy)
    return seen


def _trick_text(window: Any, winner: int) -> str:
    if winner == window.session.viewer:
        return "You take the trick."
    return f"{window.session.seat_name(winner)} takes the trick."


def _play_hand(qtbot: Any, window: Any, refuse_first: bool = True) -> None:
    """Play the player's cards to the end of the hand: each turn first a card the engine
    refuses (when the player holds one), then the first legal card."""
    c = window.session
    for _ in range(60):
        qtbot.waitUntil(lambda: c.is_human_turn() or not c.hand_in_play, timeout=10_000)
        if not c.hand_in_play:
            return
        view = c.human_view()
        illegal = sorted(set(view.hand_cards) - set(view.legal_moves))
        if refuse_first and illegal:
            assert not c.play_human(illegal[0])
            assert window.status.text().startswith("You must ")
        assert c.play_human(sorted(view.legal_moves)[0])
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("players", [2, 4])
def test_while_a_trick_is_shown_the_status_tells_it(qtbot, window, players: int) -> None:  # type: ignore[no-untyped-def]
    """As a finished trick is collected (after its pause) and, heads up, as the cards drawn
    are shown, the status line says who took the trick and no card of the player's is
    dimmed; never the player's last prompt, a refusal or a computer 'is playing'."""
    seen = _spy_steps(window, ("collect", "show_draw"))
    start_human_match(window, Rules(players=players), seed=5)
    _play_hand(qtbot, window)
    collects = [s for s in seen if s[0] == "collect"]
    if players == 4:
        assert len(collects) == 10  # every trick of the hand
    assert collects, seen
    for _name, winner, status, dims in collects:
        assert status == _trick_text(window, winner), (winner, status)
        assert not any(dims)
    draws = [s for s in seen if s[0] == "show_draw"]
    if players == 2:  # heads up: the stock is drawn after every trick while it lasts
        assert draws
    last_winner = None
    for name, seat, status, dims in seen:
        if name == "collect":
            last_winner = seat
        else:  # a drawn card is shown: the trick just collected is still the news
            assert last_winner is not None
            assert status == _trick_text(window, last_winner), (seat, status)
            assert not status.startswith("Your ")
            assert not any(dims)


def test_a_trick_kept_until_a_click_says_so_in_the_status(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    """'Keep a finished trick until I click': under 'Click to continue' the status line
    tells the trick and the click, not the next player."""
    settings.set("table/speed", "fast")
    settings.set("table/trick_hold", "click")
    start_human_match(window, seed=5)
    c, scene = window.session, window.scene
    for _ in range(4):  # the first trick: the player's card and the computers'
        qtbot.waitUntil(lambda: c.is_human_turn() or scene.queue._hold is not None, timeout=10_000)
        if scene.queue._hold is not None:
            break
        assert c.play_human(sorted(c.viewer_legal())[0])
    qtbot.waitUntil(lambda: scene.banner.isVisible() and scene.queue._hold is not None)
    assert scene.banner.text == "Click to continue"
    winner = c.last_trick()[2]
    expected = _trick_text(window, winner)[:-1] + ". Click to continue."
    assert window.status.text() == expected
    assert not any(scene.items_by_card[card].dimmed for card in scene.human_cards())
    assert not any(plate.active for plate in scene.decor.plates)  # nobody's turn glows
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=10_000)
    assert not scene.banner.isVisible()
    assert "Click to continue" not in window.status.text()
    qtbot.waitUntil(lambda: any(plate.active for plate in scene.decor.plates), timeout=10_000)


def test_the_hint_banner_goes_when_the_hinted_card_is_played(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, seed=5)
    c, scene = window.session, window.scene
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    hinted: list[int] = []
    c.hintReady.connect(lambda card, _reason: hinted.append(card))
    assert c.request_hint()
    qtbot.waitUntil(lambda: bool(hinted), timeout=10_000)
    assert scene.banner.isVisible() and scene.banner.text.startswith("Hint: ")
    assert c.play_human(hinted[0])
    assert not scene.banner.isVisible()
    assert not window.status.text().startswith("Hint: ")


def test_a_refusal_banner_goes_when_a_card_is_played(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, seed=5)
    c, scene = window.session, window.scene
    for _ in range(40):
        qtbot.waitUntil(c.is_human_turn, timeout=10_000)
        view = c.human_view()
        illegal = sorted(set(view.hand_cards) - set(view.legal_moves))
        if illegal:
            break
        c.play_human(view.legal_moves[0])
    else:
        raise AssertionError("no turn with a card the player may not play")
    assert not c.play_human(illegal[0])
    assert scene.banner.isVisible() and scene.banner.text.startswith("You must ")
    assert c.play_human(sorted(view.legal_moves)[0])
    assert not scene.banner.isVisible()
    assert not window.status.text().startswith("You must ")
