"""The view of the table: scales the scene with the window, plays by keyboard, speaks.

Graphics items have no accessible interface of their own, so the view speaks for the table:
while the keyboard is on a card of the viewer's hand, the view's accessible name is that
card's name and its description says whether the card may be played (and, if not, why, in
the engine's words); plays and taken tricks are announced (``QAccessibleAnnouncementEvent``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ...engine.events import CardDrawn, CardPlayed, Event, TrickTaken
from ..text import messages
from .scene import TableScene

if TYPE_CHECKING:  # Qt's accessibility classes load at the first announcement (~4 ms)
    from PySide6.QtGui import QAccessibleEvent


def post(event: QAccessibleEvent) -> None:
    """Hand an event to the screen reader, when one listens (the tests watch this call)."""
    from PySide6.QtGui import QAccessible

    if QAccessible.isActive():
        QAccessible.updateAccessibility(event)


class TableView(QGraphicsView):
    """Left/Right choose a card of the human's hand, Enter or Space plays it."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 480)
        self.announcement = ""  # the last text announced
        self.refresh_accessible()
        scene.focusChanged.connect(lambda _name: self.refresh_accessible(focus=True))
        session = scene.session
        session.turnChanged.connect(lambda _seat: self.refresh_accessible())
        session.humanTurn.connect(lambda _seat: self.refresh_accessible())
        session.stateReset.connect(self.refresh_accessible)
        session.eventsApplied.connect(self._announce_events)
        # The main window rings the hinted card first (a direct connection); then this.
        session.hintReady.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resetCachedContent()
        self.table.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self.table.queue.release():
                self.table.activate_focus()
        elif key == Qt.Key.Key_Home:
            self.table.move_focus(-self.table.focus_index)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.table.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh_accessible()
        super().changeEvent(event)

    # What a screen reader hears ---------------------------------------------------------

    def focused_card(self) -> int | None:
        """The card of the viewer's hand the keyboard is on, if the keyboard is in use."""
        cards = self.table.human_cards()
        index = self.table.focus_index
        return cards[index] if self.table.keyboard and 0 <= index < len(cards) else None

    def card_state(self, card: int) -> str:
        """Whether ``card`` may be played now and, when not, the engine's reason."""
        legal = self.table.playable()
        if legal is None or not self.table.session.hand_in_play:
            return messages.not_your_turn()
        if self.table.session.discarding():
            return self.tr("Enter discards this card.")
        reason = None if card in legal else self.table.hand.reason_for(card)
        if reason is not None:
            return self.tr("Not playable: %1").replace("%1", reason)
        return self.tr("Playable: Enter plays it.")

    def refresh_accessible(self, focus: bool = False) -> None:
        """Name the focused card (or the table) and its state; ``focus``: it has just moved.

        ``setAccessibleName`` and ``setAccessibleDescription`` send NameChanged and
        DescriptionChanged themselves; a Focus event makes a reader speak the new card.
        """
        card = self.focused_card()
        if card is None:
            name = self.tr("Card table")
            text = self.tr("Left and Right choose a card of your hand; Enter plays it.")
        else:
            name, text = self.table.art.card_name(card), self.card_state(card)
        self.setAccessibleName(name)
        self.setAccessibleDescription(text)
        if focus and card is not None:
            from PySide6.QtGui import QAccessible, QAccessibleEvent

            post(QAccessibleEvent(self, QAccessible.Event.Focus))

    def _on_hint(self, card: int, reason: str) -> None:
        del card, reason
        self.refresh_accessible(focus=self.focused_card() is not None)

    def announce(self, text: str) -> None:
        """Ask the screen reader to say ``text`` (turns, plays, refusals)."""
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        self.announcement = text
        post(QAccessibleAnnouncementEvent(self, text))

    def _announce_events(self, events: list[Event]) -> None:
        if not self.table.session.has_match:
            return
        for event in events:
            text = ""
            if isinstance(event, CardPlayed):
                text = self._told(event.seat, self.tr("You play %2."), self.tr("%1 plays %2."))
            elif isinstance(event, TrickTaken):
                text = self._told(
                    event.winner, self.tr("You take the trick."), self.tr("%1 takes the trick.")
                )
            elif isinstance(event, CardDrawn):
                text = self._told(event.seat, self.tr("You draw %2."), self.tr("%1 draws %2."))
            if text:
                card = getattr(event, "card", None)
                name = self.table.art.card_name(int(card)) if card is not None else ""
                self.announce(text.replace("%2", name))

    def _told(self, seat: int, yours: str, theirs: str) -> str:
        """The sentence for the viewer ("You play …") or for another player, by name."""
        if seat == self.table.session.viewer:
            return yours
        return theirs.replace("%1", self.table.seat_name(seat))
