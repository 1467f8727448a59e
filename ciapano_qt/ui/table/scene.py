"""The card table scene: a view that turns the session's engine events into card moves.

The scene has a ``Placement``, a small picture of where every card lies (hands, trick, piles,
stock, cards shown, cards aside), loaded from the session's picture of the hand at a deal or
an undo. Each engine event changes that picture in a queued step (``steps.py``) and animates
the cards from where they are to where the picture says they belong; the same placement code
serves a resize, an undo and a deck change without animation. Its ``Decor`` draws the texts: the
plates from the seats model, the counters from the placement. Whether the viewer may play a
card, and why not, comes from the hand model. The rules are never decided here, and the
scene never reads the match: it knows the session's signals and queries and the models.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSizeF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.events import Event
from ..models.hand import HandModel
from ..models.seats import SeatRole, SeatsModel
from ..models.trick import TableTrickModel, TrickCard
from ..session.session import Session
from . import timing
from .animation import AnimationQueue
from .art import CardArt
from .decor import Decor
from .felt import DEFAULT_CLOTH, paint_felt
from .items import CardItem, Pill
from .layout import card_scale
from .placement import Placement
from .steps import Steps

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation


class TableScene(QGraphicsScene):
    cardActivated = Signal(int)  # the human chose a card (click, double-click or Enter)
    animationsFinished = Signal()
    focusChanged = Signal(str)  # the accessible name of the card with the keyboard focus
    momentShown = Signal()  # the table shows a moment the status line tells (moment_text)

    def __init__(
        self,
        art: CardArt,
        session: Session,
        seats: SeatsModel,
        hand: HandModel,
        trick: TableTrickModel | None = None,
    ) -> None:
        super().__init__()
        self.art = art
        self.session = session
        self.seats = seats
        self.hand = hand
        # The trick in play (card, seat, winning so far): made here unless given, so that
        # it refreshes before the scene hears of the events that changed it.
        self.trick = trick if trick is not None else TableTrickModel(session, self)
        self.placement = Placement()
        self.placement.wide_fan = not art.indices
        self.speed = "normal"
        self.play_by = "click"
        self.trick_hold = "timed"
        self.cloth = DEFAULT_CLOTH
        self.queue = AnimationQueue(self)
        self.steps = Steps(self)  # each engine event's queued card moves
        self.queue.idle.connect(self._on_idle)
        self.items_by_card: dict[int, CardItem] = {}
        for card in range(40):
            item = CardItem(card, self.art.pixmap, self.art.card_name)
            item.setVisible(False)
            item.clicked.connect(self._on_click)
            item.doubleClicked.connect(self._on_double_click)
            item.hovered.connect(self._on_hover)
            self.addItem(item)
            self.items_by_card[card] = item
        self.decor = Decor(self, seats, self.placement, self.ms, lambda: session.finished)
        self.decor.names_changed = self.relayout
        self.focus_index = -1
        self.keyboard = False  # the focus ring shows once the keyboard is used
        # What the table shows while the session is ahead of it: ("trick", winner), ("play",
        # seat), ("deal", dealer); None once the session announces the next turn.
        self.moment: tuple[str, int] | None = None
        art.changed.connect(self._on_art_changed)
        session.matchStarted.connect(self._on_match_started)
        session.eventsApplied.connect(self.on_events)
        session.stateReset.connect(self._on_state_reset)
        session.turnChanged.connect(self._on_turn)
        session.humanTurn.connect(self._on_human_turn)
        session.viewerChanged.connect(self._on_viewer_changed)
        self.animationsFinished.connect(session.animations_finished)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # Settings ---------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.queue.instant = timing.is_instant(speed)

    def set_cloth(self, cloth: str) -> None:
        """The table cloth's colour (``felt.CLOTHS``): the background is painted again."""
        if cloth != self.cloth:
            self.cloth = cloth
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_large_cards(self, on: bool) -> None:
        """Large cards where they fit (``layout.card_scale``): the table is laid out again."""
        if on != self.placement.large:
            self.placement.large = on
            self.relayout()

    def large_cards_fit(self) -> bool:
        """Whether large cards fit this table now (its size and seats; four without a match)."""
        rect = self.sceneRect()
        n_seats = self.seats.rowCount() or 4
        return card_scale(QSizeF(rect.width(), rect.height()), n_seats, True) > 1.0

    def ms(self, name: str) -> int:
        """The duration of ``name`` at the speed setting (quick while the hand is finished
        for the person: nobody is choosing)."""
        speed = timing.finishing(self.speed) if self.session.finishing else self.speed
        return timing.duration(name, speed)

    def resize_to(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.setSceneRect(0, 0, width, height)
        for item in self.items_by_card.values():
            item.dpr = dpr
        self.relayout()

    def relayout(self) -> None:
        n_seats = self.seats.rowCount()
        if not n_seats:
            return
        rect = self.sceneRect()
        size = QSizeF(rect.width(), rect.height())
        self.placement.make_layout(size, n_seats, self.decor.plate_need)
        self.queue.finish_move()  # a move under way ends now; the next one uses the new size
        self.decor.place_plates()
        self.apply_targets(animated=False)
        self.decor.update_labels()

    def apply_targets(
        self, animated: bool, stagger: int = 0, ms_name: str = "play_card"
    ) -> QAbstractAnimation | None:
        """Every card to its place: animated over the named duration, or at once."""
        ms = self.ms(ms_name) if animated else 0
        return self.placement.move_items(self.items_by_card, ms, stagger)

    def show_banner(self, text: str, ms: int | None = None) -> None:
        self.decor.show_banner(text, ms)

    @property
    def banner(self) -> Pill:
        """The text in the middle of the table (``Decor.banner``, made when first wanted)."""
        return self.decor.banner

    def drawBackground(self, painter: QPainter, rect: object) -> None:
        paint_felt(painter, self.sceneRect(), self.cloth)

    # Match and events -------------------------------------------------------------------

    def _on_match_started(self) -> None:
        self.queue.clear()
        self.moment = None
        self.decor.between_turns = False
        self.placement.reset()
        for item in self.items_by_card.values():
            item.setVisible(False)
        self.decor.make_plates(self.seats.rowCount())
        viewer = self.viewer()
        self.placement.viewer = viewer
        self.placement.hidden = self.session.hands_hidden
        self.placement.bottom = viewer if viewer is not None else 0
        self.relayout()

    def _on_viewer_changed(self, seat: int) -> None:
        """Hot seat: every hand face down while the screen is passed (-1), then the table
        turns to the person who took it, their hand face up at the bottom."""
        place = self.placement
        place.viewer = seat if seat >= 0 else None
        place.hidden = self.session.hands_hidden
        if seat >= 0:
            place.bottom = seat
        self.focus_index = -1
        self.relayout()
        self.refresh_interaction()

    def load(self) -> None:
        """The hand as it is now: the cards from the session's picture, the trick in play
        from the trick model."""
        picture = self.session.picture()
        if picture is not None:
            self.placement.load(picture, [(row.seat, row.card) for row in self.trick.rows()])

    def _on_state_reset(self) -> None:
        """Undo or resume: show the match as it now is, without animation."""
        self.queue.clear()
        self.moment = None
        self.decor.between_turns = False
        self.load()
        self.apply_targets(animated=False)
        self.decor.update_plates()
        self.decor.update_labels()

    def on_events(self, events: list[Event]) -> None:
        for event in events:
            self.steps.add(event)
        self.refresh_interaction()  # the cards the table now moves are nobody's to play
        self.queue.start()

    def holds_until_click(self) -> bool:
        """A finished trick waits for a click (a setting); never in a demo nobody plays."""
        return self.trick_hold == "click" and not self.session.demo and not self.session.finishing

    def _on_idle(self) -> None:
        self.decor.update_labels()
        self.refresh_interaction()
        self.animationsFinished.emit()

    def show_moment(self, kind: str, seat: int) -> None:
        self.moment = (kind, seat)
        if not self.decor.between_turns:  # nobody's turn glows until the session's next
            self.decor.between_turns = True
            self.decor.update_plates()
        self.momentShown.emit()

    def moment_text(self) -> str:
        """The status line for what the table shows while the session is ahead of it: a
        finished trick (``trick``, then ``taken`` once collected) is told with its winner;
        the player's card on its way or a deal say nothing, so no earlier prompt stays."""
        if self.moment is None or self.moment[0] not in ("trick", "taken"):
            return ""
        kind, winner = self.moment
        click = kind == "trick" and self.holds_until_click() and not self.queue.instant
        return self.decor.trick_text(winner, click)

    # Plates and labels ------------------------------------------------------------------

    def retranslate(self) -> None:
        self.decor.update_plates()
        self.decor.update_labels()
        self.decor.hide_banner()
        for item in self.items_by_card.values():
            item.set_face_up(item.face_up)

    def _on_art_changed(self) -> None:
        for item in self.items_by_card.values():
            item.set_face_up(item.face_up)  # refreshes the picture and the tooltip
        if self.placement.wide_fan == self.art.indices:  # the fan: wider without indices
            self.placement.wide_fan = not self.art.indices
            if self.placement.layout is not None:
                self.queue.finish_move()
                self.apply_targets(animated=False)
        self.update()

    # Interaction ------------------------------------------------------------------------

    def _on_turn(self, seat: int) -> None:
        del seat  # the seats model says whose turn it is
        self.moment = None  # the session has caught up with the table
        self.decor.between_turns = False
        self.decor.update_plates()
        self.refresh_interaction()

    def _on_human_turn(self, seat: int) -> None:
        """The keyboard's card at the turn: where it was if that card may be played,
        else the first that may (Enter plays it: never a dimmed card first)."""
        del seat
        cards = self.human_cards()
        legal = self.playable() or set()
        if cards and not (0 <= self.focus_index < len(cards) and cards[self.focus_index] in legal):
            self.focus_index = next((i for i, card in enumerate(cards) if card in legal), 0)
        self.refresh_interaction()

    def focus_on(self, card: int) -> None:
        """Put the keyboard's card on ``card`` of the viewer's hand (a lesson's card)."""
        cards = self.human_cards()
        if card in cards:
            self.focus_index = cards.index(card)
            self.refresh_interaction()

    def playable(self) -> set[int] | None:
        """The viewer's cards that may be played now (the hand model), None when the
        viewer may not play."""
        if self.hand.waiting():
            return None
        return self.hand.playable_cards()

    def viewer(self) -> int | None:
        """The seat the table is seen from (the seats model), None in a demo or while the
        screen is passed."""
        for row in range(self.seats.rowCount()):
            if self.seats.data(self.seats.index(row), SeatRole.VIEWER):
                return row
        return None

    def winning_so_far(self) -> int:
        """The seat whose card takes the trick the table shows, so far (the trick model's
        word): -1 when the table shows no trick, or not the trick in play (its last card
        on its way, or the trick complete: the taker's card is then highlighted)."""
        rows: list[TrickCard] = self.trick.rows()
        if not rows or [(row.seat, row.card) for row in rows] != self.placement.trick:
            return -1
        return next((row.seat for row in rows if row.winning), -1)

    def refresh_interaction(self) -> None:
        mine = self.human_cards()
        legal = self.playable()
        playing = legal is not None and not self.queue.busy
        for card, item in self.items_by_card.items():
            if card in mine:
                item.set_flags(dimmed=playing and card not in (legal or ()), interactive=playing)
                focused = playing and self.keyboard and mine.index(card) == self.focus_index
                item.set_focused(focused)
            elif item.interactive or item.focused or item.dimmed:
                item.set_flags(dimmed=False, interactive=False)
                item.set_focused(False)

    def human_cards(self) -> list[int]:
        """The viewer's cards as the table shows them now (none in a demo)."""
        if self.placement.viewer is None:
            return []
        return self.placement.bottom_cards()

    def seat_name(self, seat: int) -> str:
        return str(self.seats.data(self.seats.index(seat), SeatRole.NAME))

    def move_focus(self, step: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        self.keyboard = True
        self.focus_index = (max(self.focus_index, 0) + step) % len(cards)
        self.refresh_interaction()
        self.focusChanged.emit(self.art.card_name(cards[self.focus_index]))

    def activate_focus(self) -> None:
        cards = self.human_cards()
        if 0 <= self.focus_index < len(cards):
            self.cardActivated.emit(cards[self.focus_index])

    def _human_card(self, card: int) -> bool:
        return card in self.human_cards() and not self.queue.busy

    def _on_hover(self, card: int, inside: bool) -> None:
        del card
        if inside and self.keyboard:
            self.keyboard = False  # the mouse is back: no keyboard ring
            self.refresh_interaction()

    def _on_click(self, card: int) -> None:
        if self.play_by == "click" and self._human_card(card):
            self.focus_index = self.human_cards().index(card)
            self.cardActivated.emit(card)

    def _on_double_click(self, card: int) -> None:
        if self.play_by == "double_click" and self._human_card(card):
            self.focus_index = self.human_cards().index(card)
            self.cardActivated.emit(card)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.queue.release():
            event.accept()
            return
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            if not self.views():  # its window is gone and Python still holds it: nothing to
                return True  # tell (Qt crashed handling the change for such a scene)
            self.retranslate()
        return super().event(event)
