"""Where every card lies now, read from the engine, and the moves that put the items there.

``Placement`` is mixed into the scene. ``load_state`` reads the hand being shown from the
engine (used at a deal and after an undo); the event steps change these lists one card at a
time; ``apply_targets`` moves every card item to its place, animated or at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF

from ...engine.cards import cards_of
from . import timing
from .animation import delayed, move, parallel
from .layout import HAND_SCALE_OPPONENT, PILE_SCALE, STOCK_SCALE, TRICK_SCALE, TableLayout

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation

SUIT_ORDER = (0, 2, 1, 3)  # alternate the colours in the human's hand: D S C B


def human_order(cards: list[int]) -> list[int]:
    """The viewer's hand as shown: by suit, strongest first (3, 2, Ace, ... 4)."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c // 10), -(c % 10)))


@dataclass
class Target:
    pos: QPointF
    rotation: float
    scale: float
    face_up: bool
    z: float
    order: tuple[int, int] = (0, 0)


class Placement:
    def __init__(self) -> None:
        self.layout: TableLayout | None = None
        self.bottom = 0
        self.reset_model()

    def reset_model(self) -> None:
        self.dealer = 0
        self.active: tuple[int, ...] = ()
        self.hands: dict[int, list[int]] = {}
        self.trick: list[tuple[int, int]] = []
        self.piles: dict[int, list[int]] = {}
        self.stock: list[int] = []
        self.shown: list[tuple[int, int]] = []
        self.aside: int | None = None
        self.aside_is_monte = False
        self.discard: int | None = None
        self.revealed = False
        self.tricks_won: list[int] = []
        self.totals: list[int] = []

    def make_layout(self, size: QSizeF) -> None:
        self.layout = TableLayout(size, self.match.n_seats, self.bottom)  # type: ignore[attr-defined]

    def load_state(self) -> None:
        match = self.match  # type: ignore[attr-defined]
        st = match.hands[-1].state
        n = match.n_seats
        self.dealer = st.dealer
        self.active = st.active
        self.hands = {s: cards_of(st.hands[s]) for s in range(n)}
        self.trick = []
        if st.trick_len:
            seat = st.trick_leader
            for c in st.plays[len(st.plays) - st.trick_len :]:
                self.trick.append((seat, c))
                seat = st.nxt[seat]
        three = len(st.active) == 3
        method = match.rules.three_player_method
        self.aside = st.removed if three and method in ("remove_four", "monte") else None
        self.aside_is_monte = method == "monte"
        self.discard = st.discard if three and method == "discard" else None
        self.revealed = st.is_over
        extra = {self.aside, self.discard} - {None}
        self.piles = {s: [c for c in cards_of(st.piles[s]) if c not in extra] for s in range(n)}
        self.stock = list(st.stock[st.stock_pos :])
        self.shown = []
        self.tricks_won = [st.winners.count(s) for s in range(n)]
        self.totals = list(st.totals)

    # Targets ----------------------------------------------------------------------------

    def targets(self) -> dict[int, Target]:
        lay = self.layout
        assert lay is not None
        out: dict[int, Target] = {}
        human = self.session.human  # type: ignore[attr-defined]
        for seat, cards in self.hands.items():
            place = lay.place(seat)
            if seat == self.bottom:
                ordered = human_order(cards)
                spots = lay.human_hand(len(ordered))
                for i, (c, (pos, rot)) in enumerate(zip(ordered, spots, strict=True)):
                    out[c] = Target(pos, rot, 1.0, True, 200 + i, (i, place))
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
                out[c] = Target(
                    pos,
                    rot + 90 * (lay.spots[seat].side in ("left", "right")),
                    PILE_SCALE,
                    False,
                    50 + i,
                )
        for i, c in enumerate(self.stock):
            out[c] = Target(lay.stock(i), 0.0, STOCK_SCALE, False, 20 + i)
        for i, (_seat, c) in enumerate(self.shown):
            out[c] = Target(lay.shown(i), 0.0, TRICK_SCALE, True, 400 + i)
        if self.aside is not None:
            up = not self.aside_is_monte or self.revealed
            out[self.aside] = Target(lay.aside(), 0.0, STOCK_SCALE, up, 10)
        if self.discard is not None:
            up = self.revealed or (human is not None and human == self.dealer)
            out[self.discard] = Target(lay.discard(self.dealer), 8.0, PILE_SCALE, up, 60)
        return out

    def apply_targets(
        self, animated: bool, stagger: int = 0, ms_name: str = "play_card"
    ) -> QAbstractAnimation | None:
        if self.layout is None:
            return None
        lay = self.layout
        ms = timing.duration(ms_name, self.speed)  # type: ignore[attr-defined]
        animated = animated and ms > 0
        anims: list[QAbstractAnimation] = []
        targets = self.targets()
        moving = []
        for card, t in targets.items():
            item = self.items_by_card[card]  # type: ignore[attr-defined]
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
        for card, item in self.items_by_card.items():  # type: ignore[attr-defined]
            if card not in targets:
                item.setVisible(False)
        return parallel(anims) if anims else None
