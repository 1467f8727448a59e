"""Where every card lies now, and the moves that put the card items there.

The scene has a ``Placement`` (composed, not mixed in). ``load`` takes the session's picture
of the hand (``session.picture()``: at a deal and after an undo or a resume); the scene's
event steps then change these lists one card at a time, as the engine's events are shown;
``targets`` says where each card goes for the table's ``layout``; ``move_items`` moves the
card items there, animated or at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF

from ...engine.frozen import frozen
from ..models.hand import display_order
from ..session.queries import TablePicture
from .animation import delayed, move, parallel
from .layout import (
    HAND_SCALE_OPPONENT,
    PILE_SCALE,
    STOCK_SCALE,
    TRICK_SCALE,
    TableLayout,
    card_scale,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation

    from .items import CardItem


@frozen  # not a dataclass: made at every start (docs/performance.md)
class Target:
    pos: QPointF
    rotation: float
    scale: float
    face_up: bool
    z: float
    order: tuple[int, int] = (0, 0)


class Placement:
    """The table's picture of the hand being shown: hands, trick, piles, stock, cards shown
    when drawn, the card aside (removed Four or monte), the dealer's discard."""

    def __init__(self) -> None:
        self.layout: TableLayout | None = None
        self.bottom = 0  # the seat at the bottom of the table
        self.viewer: int | None = None  # the seat whose cards are face up (None: a demo)
        self.hidden = False  # hot seat, the screen being passed: every hand face down
        self.large = False  # large cards asked for (a setting): used where they fit
        self.wide_fan = False  # the cards without corner indices: the fan as wide as it fits
        self.reset()

    def reset(self) -> None:
        self.busca = False
        self.dealer = 0
        self.active: tuple[int, ...] = ()
        self.hands: dict[int, list[int]] = {}
        self.trick: list[tuple[int, int]] = []
        self.piles: dict[int, list[int]] = {}
        self.stock: list[int] = []
        self.shown: list[tuple[int, int]] = []
        self.aside: tuple[int, ...] = ()
        self.aside_is_monte = False
        self.discard: int | None = None
        self.revealed = False
        self.tricks_won: list[int] = []
        self.totals: list[int] = []

    def make_layout(
        self, size: QSizeF, n_seats: int, names: Callable[[int, float], float] | None = None
    ) -> None:
        """The table laid out for ``size``; ``names``: how wide each plate would be for its
        whole name (``TableLayout``)."""
        scale = card_scale(size, n_seats, self.large)
        self.layout = TableLayout(size, n_seats, self.bottom, scale, names)

    def load(self, picture: TablePicture, trick: list[tuple[int, int]]) -> None:
        """The hand of ``picture`` with ``trick`` (seat, card) in play (the trick model's)."""
        n = picture.n_seats
        self.busca = picture.busca
        self.dealer = picture.dealer
        self.active = picture.active
        self.hands = {s: list(picture.hands[s]) for s in range(n)}
        self.trick = list(trick)
        self.aside = picture.aside
        self.aside_is_monte = picture.aside_is_monte
        self.discard = picture.discard
        self.revealed = picture.revealed
        self.piles = {s: list(picture.piles[s]) for s in range(n)}
        self.stock = list(picture.stock)
        self.shown = []
        self.tricks_won = list(picture.tricks_won)
        self.totals = list(picture.totals)

    def bottom_cards(self) -> list[int]:
        """The bottom seat's cards in the order shown."""
        return display_order(self.hands.get(self.bottom, []))

    # Targets ----------------------------------------------------------------------------

    def targets(self) -> dict[int, Target]:
        lay = self.layout
        assert lay is not None
        out: dict[int, Target] = {}
        viewer = self.viewer
        for seat, cards in self.hands.items():
            place = lay.place(seat)
            if seat == self.bottom:
                ordered = display_order(cards)
                dealt = self.discard is not None and self.dealer == seat
                spots = lay.human_hand(
                    len(ordered), wide=self.wide_fan, discard=dealt, aside=len(self.aside)
                )
                for i, (c, (pos, rot)) in enumerate(zip(ordered, spots, strict=True)):
                    out[c] = Target(pos, rot, 1.0, not self.hidden, 200 + i, (i, place))
            else:
                for i, (c, (pos, rot)) in enumerate(
                    zip(cards, lay.opponent_hand(seat, len(cards)), strict=True)
                ):
                    out[c] = Target(pos, rot, HAND_SCALE_OPPONENT, False, 100 + i, (i, place))
        for i, (seat, c) in enumerate(self.trick):
            spot = lay.spots[seat]
            out[c] = Target(spot.trick, spot.trick_angle, TRICK_SCALE, True, 300 + i)
        for seat, cards in self.piles.items():
            for i, c in enumerate(cards):
                pos, rot = lay.pile(seat, i)
                out[c] = Target(pos, rot, PILE_SCALE, False, 50 + i)
        for i, c in enumerate(self.stock):
            out[c] = Target(lay.stock(i), 0.0, STOCK_SCALE, False, 20 + i)
        for i, (_seat, c) in enumerate(self.shown):
            out[c] = Target(lay.shown(i), 0.0, TRICK_SCALE, True, 400 + i)
        up = not self.aside_is_monte or self.revealed
        for i, c in enumerate(self.aside):
            out[c] = Target(lay.aside(i, len(self.aside)), 0.0, STOCK_SCALE, up, 10 + i)
        if self.discard is not None:
            up = self.revealed or (viewer is not None and viewer == self.dealer)
            out[self.discard] = Target(lay.discard(self.dealer), 8.0, PILE_SCALE, up, 60)
        return out

    def move_items(
        self, items: dict[int, CardItem], ms: int, stagger: int = 0
    ) -> QAbstractAnimation | None:
        """Move every card item to its target: animated over ``ms`` (the ``stagger``-th of a
        second apart, in hand order), at once when ``ms`` is 0. Returns the animation."""
        if self.layout is None:
            return None
        lay = self.layout
        animated = ms > 0
        anims: list[QAbstractAnimation] = []
        targets = self.targets()
        moving = []
        for card, t in targets.items():
            item = items[card]
            item.setVisible(True)
            item.set_size(lay.card_w, lay.card_h)
            item.setZValue(t.z)
            rot = t.rotation
            while rot - item.rotation() > 180:
                rot -= 360
            while item.rotation() - rot > 180:
                rot += 360
            same = (
                (item.pos() - t.pos).manhattanLength() < 0.5
                and abs(item.rotation() - rot) < 0.1
                and abs(item.scale() - t.scale) < 1e-3
                and item.face_up == t.face_up
            )
            if not animated or same:
                item.setPos(t.pos)
                item.setRotation(rot)
                item.setScale(t.scale)
                if item.face_up != t.face_up:
                    item.set_face_up(t.face_up)
                continue
            moving.append((t.order, card, item, t, rot))
        moving.sort(key=lambda m: m[0])
        for index, (_order, _card, item, t, rot) in enumerate(moving):
            group = [
                move(item, b"pos", t.pos, ms),
                move(item, b"rotation", rot, ms),
                move(item, b"scale", t.scale, ms),
            ]
            if item.face_up != t.face_up:
                item.begin_turn(t.face_up)
                flip = move(item, b"turn", 1.0, ms)
                flip.setStartValue(0.0)
                group.append(flip)
            anims.append(delayed(parallel(group), index * stagger))
        for card, item in items.items():
            if card not in targets:
                item.setVisible(False)
        return parallel(anims) if anims else None
