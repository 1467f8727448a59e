"""The table as accessible objects a screen reader can review.

Graphics items have no accessible interface, so the table gets stand-ins: real widgets that
paint nothing and let the mouse through, children of the view's viewport and laid over the
items they stand for (a screen reader's review of the window, such as Orca's flat review,
finds them where the eye does). What they say is what the table shows, read from the scene's
placement (which follows the events as they are shown), its decor (plates, counters, labels)
and the models (whose card wins the trick so far, why a card may not be played):

- "Players", a panel: one label per seat (name, points as on its plate, dealer, whose turn,
  team, tricks taken, out, winner);
- "Trick", a panel: one label per card on the table, "Anna: Three of cups", the card taking
  the trick so far marked;
- "Your hand", a panel: one label per card of the viewer's hand, in the table's order, its
  description whether it may be played;
- labels for the stock, the cards set apart, the discard and a draw on show.

``TableAccess.refresh`` builds the texts again; the view calls it after each step of the
table (``AnimationQueue.stepped``), when the table is idle, at a turn, a resize and a language
change, and only while a screen reader listens (``QAccessible.isActive``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QLabel, QWidget

from ..models.seats import SeatRole

if TYPE_CHECKING:
    from PySide6.QtGui import QPolygon

    from .scene import TableScene


class AccessView(Protocol):
    """What ``TableAccess`` uses of its ``view.TableView`` (named here so that this module does
    not import ``view.py``, which makes it: no import circle)."""

    table: TableScene

    def viewport(self) -> QWidget: ...

    def mapFromScene(self, rect: QRectF, /) -> QPolygon: ...

    def told(self, seat: int, yours: str, theirs: str) -> str: ...

    def card_state(self, card: int) -> str: ...


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("TableAccess", text, None, n)


def _quiet(widget: QWidget) -> None:
    """Nothing painted, no mouse, no keyboard: the stand-in only speaks."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    widget.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    widget.setAutoFillBackground(False)


class Spoken(QLabel):
    """A label a screen reader reads (its name is its text) and the eye never sees."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names come from files
        _quiet(self)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event  # the table draws what this label says

    def say(self, text: str, description: str, rect: QRect) -> None:
        if text != self.text():
            self.setText(text)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if rect != self.geometry():
            self.setGeometry(rect)


class Group(QFrame):
    """A named panel of stand-ins (a frame is a panel to a screen reader)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        _quiet(self)
        self.labels: list[Spoken] = []

    def paintEvent(self, event: QPaintEvent) -> None:
        del event

    def show_lines(self, lines: Sequence[tuple[str, str, QRect]]) -> None:
        """One label per line (text, description, place). Labels no longer needed go (a
        hidden one would stay in a reader's tree, and some readers' caches keep it shown)."""
        while len(self.labels) < len(lines):
            label = Spoken(self)
            label.show()
            self.labels.append(label)
        for label in self.labels[len(lines) :]:
            label.setParent(None)
            label.deleteLater()
        del self.labels[len(lines) :]
        for label, (text, description, rect) in zip(self.labels, lines, strict=True):
            label.say(text, description, rect)
        # an empty panel is left out of a reader's review (its name alone says nothing)
        if self.isHidden() != (not lines):
            self.setVisible(bool(lines))

    def texts(self) -> list[str]:
        return [label.text() for label in self.labels]


class TableAccess:
    """The stand-ins of one table view (made at the first refresh a screen reader needs)."""

    def __init__(self, view: AccessView) -> None:
        self.view = view
        self.scene = view.table
        viewport = view.viewport()
        self.players = Group(viewport)
        self.trick = Group(viewport)
        self.hand = Group(viewport)
        self.counts = Group(viewport)  # stock, cards set apart, discard, a draw on show
        self.groups = (self.players, self.trick, self.hand, self.counts)
        self.retranslate()

    def retranslate(self) -> None:
        self.view.viewport().setAccessibleName(_t("On the table"))
        self.players.setAccessibleName(_t("Players"))
        self.trick.setAccessibleName(_t("Trick"))
        self.hand.setAccessibleName(_t("Your hand"))
        self.counts.setAccessibleName(_t("Stock and cards aside"))

    # Where an item is, in the viewport ------------------------------------------------

    def _rect(self, item: QGraphicsItem) -> QRect:
        scene_rect: QRectF = item.sceneBoundingRect()
        return self.view.mapFromScene(scene_rect).boundingRect()

    # What the table shows -------------------------------------------------------------

    def refresh(self) -> None:
        size = self.view.viewport().rect()
        for group in self.groups:
            if group.geometry() != size:
                group.setGeometry(size)
        scene = self.scene
        has_match = scene.seats.has_match and bool(scene.decor.plates)
        self.players.show_lines(self._plates() if has_match else [])
        self.trick.show_lines(self._trick() if has_match else [])
        self.hand.show_lines(self._hand() if has_match else [])
        self.counts.show_lines(self._counts() if has_match else [])

    def _plates(self) -> list[tuple[str, str, QRect]]:
        scene = self.scene
        won = scene.placement.tricks_won
        lines = []
        for seat, plate in enumerate(scene.decor.plates):
            viewer = bool(scene.seats.data(scene.seats.index(seat), SeatRole.VIEWER))
            parts = [plate.name, plate.detail.replace(" · ", ", ")]
            if plate.team_index >= 0:
                from ..text.rulenames import team_label

                parts.append(team_label(plate.team_index))
            if plate.dealer:
                parts.append(_t("dealer"))
            if plate.active:
                parts.append(_t("your turn") if viewer else _t("to play"))
            taken = won[seat] if seat < len(won) else 0
            if taken:
                parts.append(_t("%n trick(s) taken", taken))
            if plate.winner:
                parts.append(_t("wins the match"))
            lines.append((", ".join(p for p in parts if p), "", self._rect(plate)))
        return lines

    def _trick(self) -> list[tuple[str, str, QRect]]:
        scene = self.scene
        shown = scene.placement.trick
        # Who wins so far is the engine's word (the trick model's), told while the trick
        # shown is the trick in play; once it is complete the scene marks the taker's card.
        winner = scene.winning_so_far()
        lines = []
        for seat, card in shown:
            item = scene.items_by_card[card]
            who = self.view.told(seat, _t("you: %2"), _t("%1: %2"))
            text = who.replace("%2", scene.art.card_name(card))
            if seat == winner:
                text = _t("%1, taking the trick so far").replace("%1", text)
            elif item.highlighted:
                text = _t("%1, takes the trick").replace("%1", text)
            lines.append((text, "", self._rect(item)))
        return lines

    def _hand(self) -> list[tuple[str, str, QRect]]:
        scene = self.scene
        cards = scene.human_cards()
        held = set(scene.hand.cards())
        lines = []
        for card in cards:
            if card not in held:  # played, its move not shown yet: not the viewer's now
                continue
            description = self.view.card_state(card)
            name = scene.art.card_name(card)
            lines.append((name, description, self._rect(scene.items_by_card[card])))
        return lines

    def _counts(self) -> list[tuple[str, str, QRect]]:
        scene = self.scene
        place = scene.placement
        labels = scene.decor.labels
        lines = []
        if place.stock:
            lines.append(
                (_t("Stock: %n card(s)", len(place.stock)), "", self._rect(labels["stock"]))
            )
        if place.aside:
            if place.aside_is_monte:
                text = _t("Monte: %n card(s)", len(place.aside))
            else:
                text = _t("Removed: %n card(s)", len(place.aside))
            lines.append((text, "", self._rect(labels["aside"])))
        if place.discard is not None:
            lines.append((_t("The dealer's discard"), "", self._rect(labels["discard"])))
        for seat, card in place.shown:
            text = self.view.told(seat, _t("You draw %2"), _t("%1 draws %2"))
            item = scene.items_by_card[card]
            lines.append((text.replace("%2", scene.art.card_name(card)), "", self._rect(item)))
        return lines


def texts(access: TableAccess) -> dict[str, list[str]]:
    """What each panel says now, by its name (for the tests and the self-check)."""
    return {group.accessibleName(): group.texts() for group in access.groups}
