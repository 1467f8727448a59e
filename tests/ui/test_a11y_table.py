"""Accessibility of the table: the view speaks for the cards, announces, shows its focus.

Graphics items have no accessible interface, so the view's accessible name and description
follow the card the keyboard is on (with its place in the hand), and plays and turns lead the
description while the view has the focus (what Orca 43 speaks) or are posted as announcements
when it has not (never both). The events go through ``view.post``; the tests replace it to see
what a screen reader would get, and read the view's accessible interface.
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
    face = QAccessible.queryAccessibleInterface(view)
    for index, card in enumerate(cards):
        if index:
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert scene.items_by_card[card].focused
        name = face.text(QAccessible.Text.Name)
        text = face.text(QAccessible.Text.Description)
        assert name == view.accessibleName() == window.art.card_name(card)
        place = f"Card {index + 1} of {len(cards)}. "
        if card in legal:
            assert text == place + "Playable: Enter plays it."
        else:  # the engine's reason: a suit must be followed (or a Busca limit)
            assert text.startswith(place + "Not playable: You ")
        # both changed, so a reader speaking name and description changes says both
        assert view.spoken[-2:] == [name, text]
        assert posted[-1][0] == QAccessible.Event.Focus and posted[-1][2] is view
    # Right at the last card goes round to the first and says so, Left at the first round
    # to the last (issue 36, 13: never silently)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_card() == cards[0]
    assert view.accessibleDescription().startswith("First card. Card 1 of ")
    assert view.spoken[-1] == view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_card() == cards[-1]
    assert view.accessibleDescription().startswith(f"Last card. Card {len(cards)} of ")
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_card() == cards[-2]
    assert view.accessibleDescription().startswith(f"Card {len(cards) - 1} of ")
    # End at the last card stays there and says so, every time
    qtbot.keyClick(view, Qt.Key.Key_End)
    for again in (False, True):
        before = len(posted)
        qtbot.keyClick(view, Qt.Key.Key_End)
        assert view.focused_card() == cards[-1]
        assert view.accessibleDescription().startswith(f"Last card. Card {len(cards)} of ")
        assert view.spoken[-1] == view.accessibleDescription()
        if again:  # the same text: its change is sent once more (Qt sends only real changes)
            assert QAccessible.Event.DescriptionChanged in [p[0] for p in posted[before:]]
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.focused_card() == cards[0]
    assert view.accessibleDescription().startswith("First card. Card 1 of ")


def test_the_name_follows_the_deck(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _human_turn(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the ring on the first card
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the second: Left, Right come back to it
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
    assert window.view.accessibleDescription().endswith(". Playable: Enter plays it.")
    qtbot.waitUntil(lambda: bool(posted) and posted[-1][0] == QAccessible.Event.Focus)


def _heard(window, posted) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text a reader was given: announcements, and the view's description changes."""
    announced = [text for kind, text, _ in posted if kind == QAccessible.Event.Announcement]
    return announced + window.view.spoken


def test_turns_and_plays_are_announced(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    window.view.setFocus()
    start_human_match(window, Rules(players=4), seed=3)
    _human_turn(qtbot, window)
    assert window.view.listening()
    # with the focus on the table, everything is told in the description, nothing twice
    assert not [kind for kind, _, _ in posted if kind == QAccessible.Event.Announcement]
    told = " ".join(window.view.spoken)
    names = [seat.name for seat in window.session.match.seats]
    state = window.session.match.hand
    human = window.session.human
    for seat, card in zip(_seats_in_order(state), state.plays, strict=False):
        name = window.art.card_name(card)
        text = f"You play {name}." if seat == human else f"{names[seat]} plays {name}."
        assert text in told
    dealer = window.session.match.hand.dealer
    dealt = "Hand 1: you deal." if dealer == human else f"Hand 1: {names[dealer]} deals."
    assert dealt in told
    assert window.view.announcement == window.status.text()  # the turn, as the status says
    assert window.view.heard == window.status.text()
    assert window.view.accessibleDescription().startswith(window.status.text())
    assert window.status.text().startswith("Your ")
    card = window.session.human_view().legal_moves[0]
    window.session.play_human(card)
    assert f"You play {window.art.card_name(card)}." in " ".join(_heard(window, posted))


def test_away_from_the_table_it_is_an_announcement(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, Rules(players=4), seed=3)
    _human_turn(qtbot, window)
    window.status.setFocus()  # the keyboard is elsewhere (a toolbar, a menu)
    window.status.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    window.status.setFocus()
    assert not window.view.listening()
    before, description = len(window.view.spoken), window.view.accessibleDescription()
    window.view.announce("Carla plays the Ace of cups.")
    assert posted[-1][:2] == (QAccessible.Event.Announcement, "Carla plays the Ace of cups.")
    assert len(window.view.spoken) == before  # not told twice
    assert window.view.accessibleDescription() == description


def test_a_trick_says_its_points_and_the_card_played_is_not_left_playable(
    qtbot, window, posted
) -> None:  # type: ignore[no-untyped-def]
    window.view.setFocus()
    start_human_match(window, Rules(players=3), seed=5)
    c = window.session
    for _ in range(30):
        _human_turn(qtbot, window)
        if c.match.hand.trick_len == 2:  # the human's card completes the trick
            break
        c.play_human(c.human_view().legal_moves[0])
    else:
        raise AssertionError("the human never played last to a trick")
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    cards = window.scene.human_cards()
    legal = set(c.human_view().legal_moves)
    while view.focused_card() not in legal:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    card = view.focused_card()
    assert "Playable" in view.accessibleDescription()
    tricks = len(c.match.hand.tricks)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(c.match.hand.tricks) == tricks + 1 or c.match.hand.is_over
    assert card not in window.scene.human_cards() or view.focused_card() is None
    assert view.accessibleName() != window.art.card_name(card)
    assert cards  # the hand was there
    _leader, trick, _winner = c.match.hand.tricks[tricks]
    # by hand: Ace 3 thirds; Three, Two, King, Knight, Jack 1; Seven to Four nothing
    # (a card's strength is its index mod 10: 0 Four ... 6 King, 7 Ace, 8 Two, 9 Three)
    value = {4: 1, 5: 1, 6: 1, 7: 3, 8: 1, 9: 1}
    thirds = sum(value.get(int(x) % 10, 0) for x in trick)
    last = c.match.hand is None or c.match.hand.is_over
    said = [t for t in _heard(window, posted) if "the trick: " in t]
    assert said, _heard(window, posted)[-5:]
    assert window.view.points(10).startswith("3 point") and "1 third" in window.view.points(10)
    assert window.view.points(2).startswith("2 third")
    assert window.view.points(0) == "no points"
    if not last:  # the last trick's bonus is not in this sum
        assert f"the trick: {window.view.points(thirds)}." in said[-1]


def test_the_reading_keys(qtbot, window, posted) -> None:  # type: ignore[no-untyped-def]
    window.view.setFocus()
    start_human_match(window, Rules(players=4), seed=3)
    _human_turn(qtbot, window)
    view, c = window.view, window.session
    names = [s.name for s in c.match.seats]
    qtbot.keyClick(view, Qt.Key.Key_1)
    table = window.scene.placement.trick
    if table:
        seat, card = table[0]
        who = "you" if seat == c.human else names[seat]
        assert view.accessibleDescription().startswith(
            f"Trick: {who}: {window.art.card_name(card)}"
        )
    else:
        assert view.accessibleDescription().startswith("No cards on the table.")
    qtbot.keyClick(view, Qt.Key.Key_2)
    scores = "; ".join(f"{s.name}: {s.total}" for s in c.seats())
    assert view.accessibleDescription().startswith(f"Scores: {scores}.")
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert view.accessibleDescription().startswith("Your turn.")
    assert view.spoken[-1] == view.accessibleDescription()
    # the digits are no menu shortcut in any language (test_a11y_shortcuts checks letters)
    keys = {s.toString() for a in window.actions() for s in a.shortcuts()}
    assert not keys & {"1", "2", "3"}


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
