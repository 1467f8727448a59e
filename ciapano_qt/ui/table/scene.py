"""The card table scene: turns the session's engine events into animated card moves.

The scene keeps a small picture of where every card lies (hands, trick, piles, stock, cards
shown, cards aside). Each engine event changes that picture in a queued step and animates the
cards from where they are to where the picture says they belong; the same placement code
serves a resize, an undo and a deck change without animation. The rules are never decided
here: the picture follows the engine's events and state only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSizeF, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.cards import cards_of
from ...engine.events import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    Event,
    HandScored,
    HandStarted,
    MatchOver,
    PlayersOut,
    TrickTaken,
)
from ..session.session import Session
from . import timing
from .animation import AnimationQueue
from .art import CardArt
from .decor import Decor
from .felt import paint_felt
from .items import CardItem, Pill, SeatPlate
from .placement import Placement, human_order


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


class TableScene(QGraphicsScene, Placement, Decor):
    cardActivated = Signal(int)  # the human chose a card (click, double-click or Enter)
    animationsFinished = Signal()
    focusChanged = Signal(str)  # the accessible name of the card with the keyboard focus

    def __init__(self, art: CardArt, session: Session) -> None:
        QGraphicsScene.__init__(self)
        Placement.__init__(self)
        self.art = art
        self.session = session
        self.speed = "normal"
        self.play_by = "click"
        self.trick_hold = "timed"
        self.queue = AnimationQueue(self)
        self.queue.idle.connect(self._on_idle)
        self.items_by_card: dict[int, CardItem] = {}
        for card in range(40):
            item = CardItem(card, self.art.pixmap, self.art.card_name)
            item.setVisible(False)
            item.clicked.connect(self._on_click)
            item.doubleClicked.connect(self._on_double_click)
            self.addItem(item)
            self.items_by_card[card] = item
        self.plates: list[SeatPlate] = []
        self.badges: list[Pill] = []
        self.banner = Pill(18, strong=True)
        self.banner.setZValue(900)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.labels = {k: Pill(12) for k in ("stock", "aside", "discard", "draw")}
        for pill in self.labels.values():
            pill.setZValue(5)
            pill.setVisible(False)
            self.addItem(pill)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.banner.setVisible(False))
        self.legal: set[int] | None = None  # the human's legal cards while it is their turn
        self.focus_index = -1
        self.keyboard = False  # the focus ring shows once the keyboard is used
        self.active_seat = -1
        art.changed.connect(self._on_art_changed)
        session.matchStarted.connect(self._on_match_started)
        session.eventsApplied.connect(self.on_events)
        session.stateReset.connect(self._on_state_reset)
        session.turnChanged.connect(self._on_turn)
        session.humanTurn.connect(self._on_human_turn)
        self.animationsFinished.connect(session.animations_finished)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # Settings ---------------------------------------------------------------------------

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.queue.instant = timing.is_instant(speed)

    def ms(self, name: str) -> int:
        return timing.duration(name, self.speed)

    def resize_to(self, width: float, height: float, dpr: float = 1.0) -> None:
        self.setSceneRect(0, 0, width, height)
        for item in self.items_by_card.values():
            item.dpr = dpr
        self.relayout()

    def relayout(self) -> None:
        if self.match is None:
            return
        self.make_layout(QSizeF(self.sceneRect().width(), self.sceneRect().height()))
        self.queue.finish_move()  # a move under way ends now; the next one uses the new size
        self.place_plates()
        self.apply_targets(animated=False)
        self.update_labels()

    def drawBackground(self, painter: QPainter, rect: object) -> None:
        paint_felt(painter, self.sceneRect())

    # Match and events -------------------------------------------------------------------

    @property
    def match(self):  # type: ignore[no-untyped-def]
        return self.session.match

    def _on_match_started(self) -> None:
        self.queue.clear()
        self.legal = None
        self.active_seat = -1
        self.reset_model()
        for item in self.items_by_card.values():
            item.setVisible(False)
        for plate in self.plates:
            self.removeItem(plate)
        for badge in self.badges:
            self.removeItem(badge)
        self.plates = [SeatPlate() for _ in range(self.match.n_seats)]
        self.badges = [Pill(12, strong=True) for _ in range(self.match.n_seats)]
        for plate, badge in zip(self.plates, self.badges, strict=True):
            plate.setZValue(4)
            badge.setZValue(99)
            badge.setVisible(False)
            self.addItem(plate)
            self.addItem(badge)
        self.bottom = self.session.human if self.session.human is not None else 0
        self.relayout()

    def _on_state_reset(self) -> None:
        """Undo: show the match as it now is, without animation."""
        self.queue.clear()
        self.legal = None
        self.load_state()
        self.apply_targets(animated=False)
        self.update_plates()
        self.update_labels()

    def on_events(self, events: list[Event]) -> None:
        for event in events:
            self._queue_event(event)
        self.queue.start()

    def _queue_event(self, event: Event) -> None:
        q = self.queue
        if isinstance(event, HandStarted):
            q.add(self._step_deal)
        elif isinstance(event, CardDiscarded):
            q.add(lambda e=event: self._step_discard(e.seat, int(e.card)))
        elif isinstance(event, CardPlayed):
            q.add(lambda e=event: self._step_play(e.seat, int(e.card)))
        elif isinstance(event, TrickTaken):
            q.add(lambda e=event: self._step_trick_won(e.winner))
            q.hold(self.ms("trick_hold"), until_click=self.holds_until_click())
            q.add(lambda e=event: self._step_collect(e.winner))
        elif isinstance(event, CardDrawn):
            q.add(lambda e=event: self._step_show_draw(e.seat, int(e.card)))
            q.hold(self.ms("draw_show"))
            q.add(self._step_take_draws)
        elif isinstance(event, HandScored):
            q.add(self._step_scored)
        elif isinstance(event, PlayersOut | MatchOver):
            q.add(self._step_plates)

    def holds_until_click(self) -> bool:
        """A finished trick waits for a click (a setting); never in a demo nobody plays."""
        return self.trick_hold == "click" and not self.session.demo

    def _on_idle(self) -> None:
        self.update_labels()
        self._refresh_interaction()
        self.animationsFinished.emit()

    # Steps ------------------------------------------------------------------------------

    def _step_deal(self):  # type: ignore[no-untyped-def]
        self.load_state()
        self.update_plates()
        dealer = self.dealer
        start = self.layout.spots[dealer].hand
        for item in self.items_by_card.values():
            item.setVisible(True)
            item.highlighted = False
            item.set_flags(dimmed=False, interactive=False)
            item.set_face_up(False)
            item.setPos(start)
            item.setRotation(0)
            item.setScale(0.58)
        self.update_labels()
        return self.apply_targets(
            animated=True, stagger=self.ms("deal_stagger"), ms_name="deal_card"
        )

    def _step_discard(self, seat: int, card: int):  # type: ignore[no-untyped-def]
        self.hands[seat].remove(card)
        self.discard = card
        return self.apply_targets(animated=True, ms_name="discard")

    def _step_play(self, seat: int, card: int):  # type: ignore[no-untyped-def]
        if card in self.hands[seat]:
            self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if seat == self.bottom and self.focus_index >= len(self.hands[seat]):
            self.focus_index = len(self.hands[seat]) - 1
        return self.apply_targets(animated=True, ms_name="play_card")

    def _step_trick_won(self, winner: int) -> None:
        for seat, card in self.trick:
            self.items_by_card[card].highlighted = seat == winner
            self.items_by_card[card].update()
        if self.holds_until_click() and not self.queue.instant:
            self.show_banner(_t("Click to continue"), 0)
        return None

    def _step_collect(self, winner: int):  # type: ignore[no-untyped-def]
        if self.holds_until_click():
            self.banner.setVisible(False)
        for _seat, card in self.trick:
            self.items_by_card[card].highlighted = False
            self.piles[winner].append(card)
        self.trick = []
        self.tricks_won[winner] += 1
        self.update_plates()
        self.update_labels()
        return self.apply_targets(animated=True, ms_name="trick_collect")

    def _step_show_draw(self, seat: int, card: int):  # type: ignore[no-untyped-def]
        if card in self.stock:
            self.stock.remove(card)
        self.shown.append((seat, card))
        self.update_labels()
        return self.apply_targets(animated=True, ms_name="draw_move")

    def _step_take_draws(self):  # type: ignore[no-untyped-def]
        for seat, card in self.shown:
            self.hands[seat].append(card)
        self.shown = []
        self.update_labels()
        return self.apply_targets(animated=True, ms_name="draw_move")

    def _step_scored(self):  # type: ignore[no-untyped-def]
        self.revealed = True
        self.update_plates()
        return self.apply_targets(animated=True, ms_name="reveal")

    def _step_plates(self) -> None:
        self.update_plates()

    # Plates and labels ------------------------------------------------------------------

    def retranslate(self) -> None:
        self.update_plates()
        self.update_labels()
        self.banner.setVisible(False)
        for item in self.items_by_card.values():
            item.set_face_up(item.face_up)

    def _on_art_changed(self) -> None:
        for item in self.items_by_card.values():
            item.set_face_up(item.face_up)  # refreshes the picture and the tooltip
        self.update()

    # Interaction ------------------------------------------------------------------------

    def _on_turn(self, seat: int) -> None:
        self.active_seat = seat
        if seat != self.bottom or self.session.human is None:
            self.legal = None
        self.update_plates()
        self._refresh_interaction()

    def _on_human_turn(self, seat: int) -> None:
        view = self.session.human_view()
        self.legal = set(cards_of(view.legal)) if view is not None else None
        if self.focus_index < 0 and self.hands.get(self.bottom):
            self.focus_index = 0
        self._refresh_interaction()

    def _refresh_interaction(self) -> None:
        mine = self.human_cards()
        playing = self.legal is not None and not self.queue.busy
        for card, item in self.items_by_card.items():
            if card in mine:
                item.set_flags(dimmed=playing and card not in self.legal, interactive=playing)
                focused = playing and self.keyboard and mine.index(card) == self.focus_index
                item.set_focused(focused)
            elif item.interactive or item.focused or item.dimmed:
                item.set_flags(dimmed=False, interactive=False)
                item.set_focused(False)

    def human_cards(self) -> list[int]:
        if self.session.human is None:
            return []
        return human_order(self.hands.get(self.bottom, []))

    def move_focus(self, step: int) -> None:
        cards = self.human_cards()
        if not cards:
            return
        self.keyboard = True
        self.focus_index = (max(self.focus_index, 0) + step) % len(cards)
        self._refresh_interaction()
        self.focusChanged.emit(self.art.card_name(cards[self.focus_index]))

    def activate_focus(self) -> None:
        cards = self.human_cards()
        if 0 <= self.focus_index < len(cards):
            self.cardActivated.emit(cards[self.focus_index])

    def _human_card(self, card: int) -> bool:
        return card in self.human_cards() and not self.queue.busy

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
            self.retranslate()
        return super().event(event)
