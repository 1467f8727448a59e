"""Accessibility of the table: the view speaks for the cards, announces, shows its focus.

Graphics items have no accessible interface, so the view's accessible name and description
follow the card the keyboard is on, and plays and turns are posted as announcements. The
events go through ``view.post``; the tests replace it to see what a screen reader would get.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ciapano_qt.engine import Rules
from ciapano_qt.ui.table import view as view_module
from ciapano_qt.ui.table.items import FOCUS, CardItem

from .conftest import start_human_match


@pytest.fixture
def posted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QAccessible.Event, str, object]]:
    """What the table posts to a screen reader: (event type, announced text, object)."""
    seen: list[tuple[QAccessible.Event, str, object]] = []

    def post(event):  # type: ignore[no-untyped-def]
        text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        seen.append((event.type(), text, event.object()))

    monkeypatch.setattr(view_module, "post", post)
    return seen


def _human_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(window.session.is_human_turn, timeout=20_000)
    qtbot.waitUntil(lambda: not window.scene.queue.busy)


def _turn_with_an_unplayable_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Play the first legal card until the human holds a card they may not play."""
    c = window.session
    for _ in range(40):
        _human_turn(qtbot, window)
        view = c.human_view()
        if set(view.hand_cards) - set(view.legal_moves):
            return
        c.play_human(view.legal_moves[0])
        if c.match.hand is None or c.match.hand.is_over:
            start_human_match(window, seed=len(c.match.hands) + 11)
    raise AssertionError("no turn with an unplayable card")


def test_the_view_is_named_after_the_focused_card(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _turn_with_an_unplayable_card(qtbot, window)
    view, scene = window.view, window.scene
    assert view.accessibleName() == QCoreApplication.translate("TableView", "Card table")
    legal = set(window.session.human_view().legal_moves)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    cards = scene.human_cards()
    for index, card in enumerate(cards):
        if index:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert scene.items_by_card[card].focused
        assert view.accessibleName() == window.art.card_name(card)
        if card in legal:
            assert view.accessibleDescription() == "Playable: Enter plays it."
        else:  # the engine's reason: a suit must be followed (or a Busca limit)
            assert view.accessibleDescription().startswith("Not playable: You ")
        assert posted[-1][0] == QAccessible.Event.Focus and posted[-1][2] is view


def test_the_name_follows_the_deck(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _human_turn(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    card = window.view.focused_card()
    assert card is not None
    for deck in ("milanese", "bergamasche"):
        settings.set("table/deck", deck)
        qtbot.keyClick(window.view, Qt.Key.Key_Left)
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        assert window.view.accessibleName() == window.art.card_name(card)
    assert window.art.card_name(card).endswith(
        ("coins", "cups", "swords", "batons")
    )  # the Bergamasche pack has Italian suits


def test_a_hinted_card_is_named(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _human_turn(qtbot, window)
    with qtbot.waitSignal(window.session.hintReady, timeout=20_000) as hint:
        assert window.session.request_hint()
    card = hint.args[0]
    qtbot.waitUntil(lambda: window.view.accessibleName() == window.art.card_name(card))
    assert window.view.accessibleDescription() == "Playable: Enter plays it."
    assert posted[-1][0] == QAccessible.Event.Focus


def test_turns_and_plays_are_announced(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, Rules(players=4), seed=3)
    _human_turn(qtbot, window)
    announced = [text for kind, text, _ in posted if kind == QAccessible.Event.Announcement]
    names = [seat.name for seat in window.session.match.seats]
    state = window.session.match.hand
    human = window.session.human
    for seat, card in zip(_seats_in_order(state), state.plays, strict=False):
        name = window.art.card_name(card)
        text = f"You play {name}." if seat == human else f"{names[seat]} plays {name}."
        assert text in announced
    assert announced[-1] == window.status.text()  # the turn, as the status line says it
    assert announced[-1].startswith("Your ")
    card = window.session.human_view().legal_moves[0]
    window.session.play_human(card)
    announced = [text for kind, text, _ in posted if kind == QAccessible.Event.Announcement]
    assert f"You play {window.art.card_name(card)}." in announced


def _seats_in_order(state) -> list[int]:  # type: ignore[no-untyped-def]
    """The seat of every card played so far in the hand."""
    seats = []
    for leader, cards, _winner in state.tricks:
        seat = leader
        for _ in cards:
            seats.append(seat)
            seat = state.nxt[seat]
    if state.trick_len:
        seat = state.trick_leader
        for _ in range(state.trick_len):
            seats.append(seat)
            seat = state.nxt[seat]
    return seats


def test_a_language_switch_retells_the_status_and_the_card(
    qtbot, window, settings, language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    start_human_match(window)
    _human_turn(qtbot, window)
    english = window.status.text()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    card = window.view.focused_card()
    english_card = window.view.accessibleName()
    settings.set("general/language", "de")
    qtbot.waitUntil(lambda: window.view.accessibleName() != english_card)
    assert window.view.accessibleName() == window.art.card_name(card)
    assert window.status.text() not in ("", english)
    assert window.status.text() == window._status_now()
    assert window.status.text().startswith(("Du ", "Dein"))


def test_a_focused_card_wears_a_bright_ring(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPixmap

    def picture(focused: bool) -> QImage:
        item = CardItem(0, lambda *_: _white(), lambda c: "card")
        item.set_size(60, 107)
        item.set_face_up(True)
        item.set_focused(focused)
        image = QImage(120, 180, QImage.Format.Format_ARGB32)
        image.fill(QColor("#1E5A32"))
        painter = QPainter(image)
        painter.translate(QPointF(60, 100))
        item.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
        return image

    def _white() -> QPixmap:
        pixmap = QPixmap(60, 107)
        pixmap.fill(QColor("white"))
        return pixmap

    plain, ringed = picture(False), picture(True)
    bright = [
        (x, y)
        for x in range(120)
        for y in range(180)
        if ringed.pixelColor(x, y) == FOCUS and plain.pixelColor(x, y) != FOCUS
    ]
    # the ring goes all round the card: left, right, top and bottom edges
    xs, ys = {x for x, _ in bright}, {y for _, y in bright}
    assert min(xs) < 60 - 30 and max(xs) > 60 + 30
    assert min(ys) < 100 - 53 and max(ys) > 100 + 53
