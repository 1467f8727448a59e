"""The view of the table: scales the scene with the window, plays by keyboard, speaks.

Graphics items have no accessible interface of their own, so the view speaks for the table:
while the keyboard is on a card of the viewer's hand, the view's accessible name is that
card's name and its description its place in the hand and whether it may be played (and, if
not, why, in the engine's words), so every move changes both and a reader speaks both.

What happens at the table (plays, tricks with their points, draws, a new hand and its dealer,
the status line) is told in one of two ways, never both: while the view has the keyboard focus
the text leads the view's description (readers speak a description change of the focused
object; Orca 43 has no handler for announcements), otherwise it is posted as a
``QAccessibleAnnouncementEvent`` (newer readers speak those wherever the focus is). The
reading keys (``READ_KEYS``) tell the trick, the scores and whose turn it is the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ...engine.events import CardDrawn, CardPlayed, Event, HandStarted, TrickTaken
from ..models.seats import SeatRole
from .scene import TableScene

if TYPE_CHECKING:  # Qt's accessibility classes load at the first announcement (~4 ms)
    from PySide6.QtGui import QAccessibleEvent

    from .access import TableAccess


def post(event: QAccessibleEvent) -> None:
    """Hand an event to the screen reader, when one listens (the tests watch this call)."""
    from PySide6.QtGui import QAccessible

    if QAccessible.isActive():
        QAccessible.updateAccessibility(event)


# The reading keys: plain digits, which no menu shortcut uses in any language (the letter
# shortcuts are translated: H/L/S in English, T/L/P in German ...).
READ_KEYS = {Qt.Key.Key_1: "trick", Qt.Key.Key_2: "scores", Qt.Key.Key_3: "turn"}


FOCUS, DESCRIPTION_CHANGED = "focus", "description"


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
        self.heard = ""  # the table event being told now: it leads the description, once
        self.spoken: list[str] = []  # each name or description change, as a reader speaks it
        self.access: TableAccess | None = None  # the table's stand-ins, made for a reader
        self._painted = False  # Qt's accessibility waits for the first paint (accessible_ready)
        self.refresh_accessible()
        scene.focusChanged.connect(lambda _name: self.refresh_accessible(focus=True))
        session = scene.session
        session.turnChanged.connect(lambda _seat: self.refresh_accessible())
        session.humanTurn.connect(lambda _seat: self.refresh_accessible())
        session.stateReset.connect(self.refresh_accessible)
        table_changed = (
            scene.queue.stepped,
            scene.queue.idle,
            session.stateReset,
            scene.art.changed,
        )
        for signal in table_changed:
            signal.connect(self.refresh_table)
        session.turnChanged.connect(lambda _seat: self.refresh_table())
        session.humanTurn.connect(lambda _seat: self.refresh_table())
        session.eventsApplied.connect(self._announce_events)
        # The main window rings the hinted card first (a direct connection); then this.
        session.hintReady.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resetCachedContent()
        self.table.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())
        self.refresh_table()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self.table.queue.release():
                self.table.activate_focus()
        elif key == Qt.Key.Key_Home:
            self.step(-len(self.table.human_cards()))
        elif key == Qt.Key.Key_End:
            self.step(len(self.table.human_cards()))
        elif key in READ_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.read(READ_KEYS[Qt.Key(key)])
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
            if self.access is not None:
                self.access.retranslate()
            self.refresh_table()
        super().changeEvent(event)

    # Moving by keyboard -----------------------------------------------------------------

    def step(self, step: int) -> None:
        """Move the keyboard along the hand. An arrow past either end goes round to the
        other end and says so ("First card." past the last, "Last card." before the first,
        never silently); Home and End (a long step) stay at their end and say so."""
        cards = self.table.human_cards()
        if not cards:
            return
        current = min(max(self.table.focus_index, 0), len(cards) - 1)
        target = max(0, min(len(cards) - 1, current + step))
        arrow = abs(step) == 1
        if not self.table.keyboard and arrow:
            target = current  # the ring was not on show: the first press shows it, in place
        elif arrow and len(cards) > 1 and target == current:
            target = (current + step) % len(cards)  # round to the other end
            self._edge = self.tr("First card.") if step > 0 else self.tr("Last card.")
        self.heard = ""
        if self.table.keyboard and target == current and step:
            self._edge = self.tr("Last card.") if step > 0 else self.tr("First card.")
            self.refresh_accessible(focus=True, again=True)
        else:
            self.table.move_focus(target - current)
        self._edge = ""

    # What a screen reader hears ---------------------------------------------------------

    _edge = ""
    _state = ""  # the description's own part (card, place, state) when it was last set

    def focused_card(self) -> int | None:
        """The card of the viewer's hand the keyboard is on, if the keyboard is in use."""
        cards = self.table.human_cards()
        index = self.table.focus_index
        if not self.table.keyboard or not 0 <= index < len(cards):
            return None
        card = cards[index]
        # The models are ahead of the animation: a card just played is still drawn in the
        # hand until its move is shown, but it is no longer the viewer's to play or name.
        return card if card in self.table.hand.cards() else None

    def card_state(self, card: int) -> str:
        """Whether ``card`` may be played now and, when not, the engine's reason."""
        legal = self.table.playable()
        if legal is None or self.table.queue.busy:
            from ..text import messages  # loaded when first told

            return messages.not_your_turn()
        if self.table.hand.discarding:
            return self.tr("Enter discards this card.")
        reason = None if card in legal else self.table.hand.reason_for(card)
        if reason is not None:
            return self.tr("Not playable: %1").replace("%1", reason)
        return self.tr("Playable: Enter plays it.")

    def card_place(self) -> str:
        cards = self.table.human_cards()
        return (
            self.tr("Card %1 of %2.")
            .replace("%1", str(self.table.focus_index + 1))
            .replace("%2", str(len(cards)))
        )

    def refresh_accessible(
        self, focus: bool = False, again: bool = False, telling: bool = False
    ) -> None:
        """Name the focused card (or the table) and its state; ``focus``: it has just moved.

        ``setAccessibleName`` and ``setAccessibleDescription`` send NameChanged and
        DescriptionChanged themselves (only when the text changes: ``again`` sends the
        description's change once more, for a key that leaves it as it was); a Focus event
        makes a reader that tracks focus speak the new card.
        """
        card = self.focused_card()
        if card is None:
            name = self.tr("Card table")
            text = self.tr("Left and Right choose a card of your hand; Enter plays it.")
            if self.table.seats.has_match:
                text += " " + self.tr("1 reads the trick, 2 the scores, 3 whose turn it is.")
        else:
            name = self.table.art.card_name(card)
            text = " ".join(p for p in (self._edge, self.card_place(), self.card_state(card)) if p)
        if self.heard and not telling and text != self._state:
            # Told once: when the card's state changes (the turn comes), the reader hears the
            # new state, not the last event's sentence again (Orca 43.1 repeated it).
            self.heard = ""
        self._state = text
        if self.heard:
            text = f"{self.heard} {text}"
        if name != self.accessibleName():
            self.spoken.append(name)
            self.setAccessibleName(name)
        if text != self.accessibleDescription():
            self.spoken.append(text)
            self.setAccessibleDescription(text)
        elif again:
            self.spoken.append(text)
            self._post(DESCRIPTION_CHANGED)
        if focus and card is not None:
            self._post(FOCUS)

    def _post(self, kind: str) -> None:
        # Qt's accessibility classes load at the first event a reader needs (~4 ms), not
        # at start-up (tests/ui/test_startup.py checks the first paint without them).
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        event = QAccessible.Event.Focus if kind == FOCUS else QAccessible.Event.DescriptionChanged
        post(QAccessibleEvent(self, event))

    # The table as accessible objects (access.py) ------------------------------------

    def accessible_ready(self) -> None:
        """The window is on the screen: the stand-ins may be made once a reader listens."""
        self._painted = True
        self.refresh_table()

    def refresh_table(self) -> None:
        """The stand-ins say what the table shows now (nothing to do without a reader)."""
        if not self._painted:
            return
        from PySide6.QtGui import QAccessible

        if QAccessible.isActive():
            self.table_access().refresh()

    def table_access(self) -> TableAccess:
        """The table's stand-ins, made at the first call (a reader's, or a test's)."""
        if self.access is None:
            from .access import TableAccess

            self.access = TableAccess(self)
        return self.access

    def _on_hint(self, card: int, reason: str) -> None:
        del card, reason
        self.refresh_accessible(focus=self.focused_card() is not None)

    def listening(self) -> bool:
        """Whether a reader hears the view's description change: it has the keyboard focus."""
        return self.hasFocus() and self.isActiveWindow()

    def announce(self, text: str) -> None:
        """Ask the screen reader to say ``text`` (turns, plays, refusals), once."""
        self.announcement = text
        if self.listening():
            self.heard = text
            self.refresh_accessible(again=True, telling=True)
            return
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        post(QAccessibleAnnouncementEvent(self, text))

    def _announce_events(self, events: list[Event]) -> None:
        if not self.table.seats.has_match:
            return
        told = [t for t in (self._event_text(e) for e in events) if t]
        if told:
            self.announce(" ".join(told))
        else:  # the viewer's card has left the hand: no stale "Playable"
            self.refresh_accessible()

    def _event_text(self, event: Event) -> str:
        text = ""
        if isinstance(event, CardPlayed):
            text = self.told(event.seat, self.tr("You play %2."), self.tr("%1 plays %2."))
        elif isinstance(event, TrickTaken):
            text = self.told(
                event.winner,
                self.tr("You take the trick: %3."),
                self.tr("%1 takes the trick: %3."),
            ).replace("%3", self.points(event.points))
        elif isinstance(event, CardDrawn):
            text = self.told(event.seat, self.tr("You draw %2."), self.tr("%1 draws %2."))
        elif isinstance(event, HandStarted):
            text = self.told(
                event.dealer,
                self.tr("Hand %3: you deal."),
                self.tr("Hand %3: %1 deals."),
            ).replace("%3", str(event.hand_index + 1))
        card = getattr(event, "card", None)
        name = self.table.art.card_name(int(card)) if card is not None else ""
        return text.replace("%2", name)

    def points(self, value: int) -> str:
        """A trick's points, said in words: thirds of a point in the classic game ("1 point
        and 2 thirds", not "1⅔", which a speech synthesizer garbles), card points in Busca."""
        if self.table.placement.busca:
            return self.tr("%n point(s)", "", value)
        whole, rest = divmod(value, 3)
        if value == 0:
            return self.tr("no points")
        parts = [self.tr("%n point(s)", "", whole)] if whole else []
        if rest:
            parts.append(self.tr("%n third(s)", "", rest))
        from ..text.format import names  # loaded with the first trick told, not at start-up

        return names(parts)

    def told(self, seat: int, yours: str, theirs: str) -> str:
        """The sentence for the viewer ("You play …") or for another player, by name."""
        if seat == self.table.viewer():
            return yours
        return theirs.replace("%1", self.table.seat_name(seat))

    # The reading keys -------------------------------------------------------------------

    def read(self, what: str) -> None:
        """Tell the trick on the table, the scores, or whose turn it is (``READ_KEYS``)."""
        if not self.table.seats.has_match:
            text = self.tr("No match in progress.")
        elif what == "trick":
            plays = [
                self.told(seat, self.tr("you: %2"), self.tr("%1: %2")).replace(
                    "%2", self.table.art.card_name(card)
                )
                for seat, card in self.table.placement.trick
            ]
            text = (
                self.tr("Trick: %1.").replace("%1", "; ".join(plays))
                if plays
                else self.tr("No cards on the table.")
            )
        elif what == "scores":
            seats = self.table.seats
            rows = [seats.index(row) for row in range(seats.rowCount())]
            text = self.tr("Scores: %1.").replace(
                "%1",
                "; ".join(
                    self.tr("%1: %2")
                    .replace("%1", str(seats.data(i, SeatRole.NAME)))
                    .replace("%2", str(seats.data(i, SeatRole.TOTAL)))
                    for i in rows
                    if seats.data(i, SeatRole.IN_PLAY) or seats.data(i, SeatRole.TOTAL)
                ),
            )
        else:
            text = self.turn_text()
        self.announce(text)

    def turn_text(self) -> str:
        """Whose turn the table shows (the seats model's): once a card's moves are shown,
        the seat the session announced next."""
        if not self.table.seats.hand_in_play:
            return self.tr("The hand is over.")
        seat = self.table.seats.turn()
        if seat < 0:
            return self.tr("Nobody's turn yet.")
        if seat == self.table.viewer():
            return self.tr("Your turn.")
        return self.tr("%1's turn.").replace("%1", self.table.seat_name(seat))
