"""The table's accessible objects (ui/table/access.py): stand-ins a screen reader can review.

Each panel ("Players", "Trick", "Your hand", "Stock and cards aside") holds one label per thing
the table shows; the labels paint nothing and let the mouse through, so the table looks and
plays the same. A real reader's view of them is checked in test_atspi.py; here the widgets.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from ciapano_qt.engine import Rules
from ciapano_qt.ui.table.access import Spoken, texts

from .conftest import start_human_match


@pytest.fixture
def reader(monkeypatch, settings, language):  # type: ignore[no-untyped-def]
    """A screen reader listens (Qt's isActive), without a platform bridge to tell; English
    (its plural forms too: "1 card", "2 cards")."""
    from ciapano_qt.ui.table import view as view_module

    settings.set("general/language", "en")
    language.attach(settings)

    monkeypatch.setattr(view_module, "post", lambda event: None)
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def _turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(window.session.is_human_turn, timeout=20_000)
    qtbot.waitUntil(lambda: not window.scene.queue.busy)


def test_without_a_reader_nothing_is_made(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _turn(qtbot, window)
    assert not QAccessible.isActive()
    assert window.view.access is None
    assert window.view.viewport().findChildren(Spoken) == []


def test_the_panels_say_what_the_table_shows(qtbot, window, reader) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, Rules(players=3, three_player_method="remove_four"))
    _turn(qtbot, window)
    access = window.view.access
    assert access is not None  # made by the table's own refresh, a reader listening
    said = texts(access)
    assert list(said) == ["Players", "Trick", "Your hand", "Stock and cards aside"]
    names = [window.scene.seat_name(s) for s in range(3)]
    assert [line.split(", ")[0] for line in said["Players"]] == names
    dealer = window.scene.placement.dealer
    assert [", dealer" in line for line in said["Players"]] == [s == dealer for s in range(3)]
    turn = [line for line in said["Players"] if "your turn" in line]
    assert turn == [line for line in said["Players"] if line.startswith(names[0] + ",")]
    hand = window.scene.human_cards()
    assert said["Your hand"] == [window.art.card_name(c) for c in hand]
    legal = set(window.session.viewer_legal() or ())
    for label, card in zip(access.hand.labels, hand, strict=True):
        playable = label.accessibleDescription() == "Playable: Enter plays it."
        assert playable == (card in legal)
    trick = window.scene.placement.trick
    assert len(said["Trick"]) == len(trick)
    # three players, a Four removed: it lies apart (and nobody discards)
    assert said["Stock and cards aside"] == ["Removed: 1 card"]


def test_the_panels_follow_a_play(qtbot, window, reader) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _turn(qtbot, window)
    access = window.view.access
    before = texts(access)
    # four players: nothing aside, and an empty panel stays out of a reader's review
    assert before["Stock and cards aside"] == [] and access.counts.isHidden()
    assert not access.hand.isHidden() and not access.players.isHidden()
    card = sorted(window.session.viewer_legal() or ())[0]
    name = window.art.card_name(card)
    window.session.play_human(card)
    qtbot.waitUntil(lambda: name not in texts(access)["Your hand"])
    after = texts(access)
    assert after["Your hand"] == [n for n in before["Your hand"] if n != name]
    in_trick = [line for line in after["Trick"] if line.startswith("you: " + name)]
    taken = any(" 1 trick taken" in line for line in after["Players"])
    assert in_trick or taken  # on the table, or already in a pile at instant speed


@pytest.mark.parametrize(
    ("size", "deck"), [((800, 600), "milanese"), ((1920, 1080), "bergamasche")]
)
def test_the_stand_ins_change_nothing_on_screen_and_let_the_mouse_through(
    qtbot, window, settings, reader, size, deck
) -> None:  # type: ignore[no-untyped-def]
    settings.set("table/deck", deck)
    window.resize(*size)
    start_human_match(window)
    _turn(qtbot, window)
    qtbot.waitUntil(lambda: window.view.viewport().width() >= size[0] - 40)
    view = window.view
    access = view.access
    assert access is not None
    labels = view.viewport().findChildren(QLabel)
    assert len(labels) >= 14  # four plates and ten cards at least
    shot = view.grab().toImage()
    for group in access.groups:
        group.hide()
    assert view.grab().toImage() == shot  # the same picture without them
    for group in access.groups:
        group.show()
    legal = window.session.viewer_legal() or ()
    index = next(i for i, c in enumerate(window.scene.human_cards()) if c in legal)
    card = window.scene.human_cards()[index]
    item = window.scene.items_by_card[card]
    # a point of the card's own, not of a neighbour that overlaps it in the fan
    inner = item.boundingRect()
    spot = item.mapToScene(inner.left() + inner.width() * 0.2, inner.center().y())
    centre = view.mapFromScene(spot)
    assert view.itemAt(centre) is item
    assert access.hand.labels[index].geometry().contains(centre)  # the card's stand-in is there
    assert view.viewport().childAt(centre) is None  # and takes no mouse
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(lambda: card not in window.session.viewer_hand())


def test_the_panels_speak_the_language_of_now(qtbot, window, settings, reader) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window)
    _turn(qtbot, window)
    settings.set("general/language", "it")
    access = window.view.access
    qtbot.waitUntil(lambda: access.players.accessibleName() == "Giocatori")
    assert list(texts(access)) == ["Giocatori", "Presa", "La tua mano", "Tallone e carte da parte"]
    hand = window.scene.human_cards()
    assert texts(access)["La tua mano"] == [window.art.card_name(c) for c in hand]
    assert window.art.card_name(hand[0]) != "" and " of " not in window.art.card_name(hand[0])


def test_the_dealers_discard_and_the_stock_are_told(qtbot, window, reader) -> None:  # type: ignore[no-untyped-def]
    start_human_match(window, Rules(players=3))  # three players: the dealer discards
    _turn(qtbot, window)
    assert "The dealer's discard" in texts(window.view.access)["Stock and cards aside"]
    start_human_match(window, Rules(players=2))  # heads-up: a stock, 40 - 2 x 10 cards
    _turn(qtbot, window)
    stock = [t for t in texts(window.view.access)["Stock and cards aside"] if "Stock" in t]
    assert stock == [f"Stock: {len(window.scene.placement.stock)} cards"]
    assert len(window.scene.placement.stock) == 20
