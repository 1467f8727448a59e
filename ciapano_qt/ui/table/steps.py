"""The table scene's steps: each engine event the session applied becomes queued steps that
change the scene's ``Placement`` (where every card lies) and animate the cards there.

A finished trick is held (a time, or a click: a setting) before it is collected; a card drawn
from the stock is shown before it joins its hand. Each step tells the scene the moment it
shows (``TableScene.show_moment``) so the status line can follow the table, not the session,
which is ahead of it while the cards move.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

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

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation

    from .animation import AnimationQueue
    from .decor import Decor
    from .items import CardItem
    from .placement import Placement


class StepsScene(Protocol):
    """What ``Steps`` uses of its ``scene.TableScene`` (named here so that this module does not
    import ``scene.py``, which makes it: no import circle)."""

    queue: AnimationQueue
    placement: Placement
    decor: Decor
    items_by_card: dict[int, CardItem]
    focus_index: int

    def ms(self, name: str) -> int: ...

    def holds_until_click(self) -> bool: ...

    def load(self) -> None: ...

    def apply_targets(
        self, animated: bool, stagger: int = 0, ms_name: str = "play_card"
    ) -> QAbstractAnimation | None: ...

    def show_banner(self, text: str, ms: int | None = None) -> None: ...

    def show_moment(self, kind: str, seat: int) -> None: ...

    def refresh_interaction(self) -> None: ...


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class Steps:
    """The steps of ``scene``'s animation queue, one engine event at a time."""

    def __init__(self, scene: StepsScene) -> None:
        self.scene = scene

    def add(self, event: Event) -> None:
        """Queue the steps that show ``event``."""
        sc = self.scene
        q = sc.queue
        if isinstance(event, HandStarted):
            q.add(self.deal)
        elif isinstance(event, CardDiscarded):
            q.add(partial(self.discard, event.seat, int(event.card)))
        elif isinstance(event, CardPlayed):
            q.add(partial(self.play, event.seat, int(event.card)))
        elif isinstance(event, TrickTaken):
            q.add(partial(self.trick_won, event.winner))
            q.hold(sc.ms("trick_hold"), until_click=sc.holds_until_click())
            q.add(partial(self.collect, event.winner))
        elif isinstance(event, CardDrawn):
            q.add(partial(self.show_draw, event.seat, int(event.card)))
            q.hold(sc.ms("draw_show"))
            q.add(self.take_draws)
        elif isinstance(event, HandScored):
            q.add(self.scored)
        elif isinstance(event, PlayersOut | MatchOver):
            q.add(sc.decor.update_plates)

    def deal(self) -> QAbstractAnimation | None:
        sc = self.scene
        sc.load()
        place = sc.placement
        sc.show_moment("deal", place.dealer)
        sc.decor.update_plates()
        assert place.layout is not None
        start = place.layout.spots[place.dealer].hand
        for item in sc.items_by_card.values():
            item.setVisible(True)
            item.highlighted = False
            item.set_flags(dimmed=False, interactive=False)
            item.set_face_up(False)
            item.setPos(start)
            item.setRotation(0)
            item.setScale(0.58)
        sc.decor.update_labels()
        return sc.apply_targets(animated=True, stagger=sc.ms("deal_stagger"), ms_name="deal_card")

    def discard(self, seat: int, card: int) -> QAbstractAnimation | None:
        sc = self.scene
        sc.placement.hands[seat].remove(card)
        sc.placement.discard = card
        return sc.apply_targets(animated=True, ms_name="discard")

    def play(self, seat: int, card: int) -> QAbstractAnimation | None:
        sc = self.scene
        place = sc.placement
        if card in place.hands[seat]:
            place.hands[seat].remove(card)
        place.trick.append((seat, card))
        if seat == place.bottom and sc.focus_index >= len(place.hands[seat]):
            sc.focus_index = len(place.hands[seat]) - 1
        if seat == place.viewer:  # a hint's or a refusal's banner is done with
            sc.decor.hide_banner()
            sc.show_moment("play", seat)
        sc.refresh_interaction()
        return sc.apply_targets(animated=True, ms_name="play_card")

    def trick_won(self, winner: int) -> None:
        sc = self.scene
        for seat, card in sc.placement.trick:
            sc.items_by_card[card].highlighted = seat == winner
            sc.items_by_card[card].update()
        if sc.holds_until_click() and not sc.queue.instant:
            sc.show_banner(_t("Click to continue"), 0)
        sc.show_moment("trick", winner)

    def collect(self, winner: int) -> QAbstractAnimation | None:
        sc = self.scene
        place = sc.placement
        if sc.holds_until_click():
            sc.decor.hide_banner()
        for _seat, card in place.trick:
            sc.items_by_card[card].highlighted = False
            place.piles[winner].append(card)
        place.trick = []
        place.tricks_won[winner] += 1
        sc.show_moment("taken", winner)
        sc.decor.update_plates()
        sc.decor.update_labels()
        return sc.apply_targets(animated=True, ms_name="trick_collect")

    def show_draw(self, seat: int, card: int) -> QAbstractAnimation | None:
        sc = self.scene
        place = sc.placement
        if card in place.stock:
            place.stock.remove(card)
        place.shown.append((seat, card))
        sc.decor.update_labels()
        return sc.apply_targets(animated=True, ms_name="draw_move")

    def take_draws(self) -> QAbstractAnimation | None:
        sc = self.scene
        place = sc.placement
        for seat, card in place.shown:
            place.hands[seat].append(card)
        place.shown = []
        sc.decor.update_labels()
        return sc.apply_targets(animated=True, ms_name="draw_move")

    def scored(self) -> QAbstractAnimation | None:
        sc = self.scene
        sc.placement.revealed = True
        sc.decor.update_plates()
        return sc.apply_targets(animated=True, ms_name="reveal")
