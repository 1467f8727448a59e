"""Where things go on the table, in positions relative to its size (0..1), so it scales.

Seats are placed by their place after the viewer in the order of play. Play is anticlockwise,
so the player after the viewer (at the bottom) sits on the viewer's right, the next one across,
and so on: for four, bottom -> right -> top -> left.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QSizeF

from ...engine.frozen import frozen

CARD_RATIO = 0.56  # width / height of a card
HAND_SCALE_OPPONENT = 0.58
PILE_SCALE = 0.5
TRICK_SCALE = 0.92
STOCK_SCALE = 0.7

# (x, y, side) for each seat after the viewer, by the number of seats.
ANCHORS: dict[int, tuple[tuple[float, float, str], ...]] = {
    2: ((0.5, 0.87, "bottom"), (0.5, 0.1, "top")),
    3: ((0.5, 0.87, "bottom"), (0.92, 0.3, "right"), (0.08, 0.3, "left")),
    4: ((0.5, 0.87, "bottom"), (0.93, 0.43, "right"), (0.5, 0.1, "top"), (0.07, 0.43, "left")),
    5: (
        (0.5, 0.87, "bottom"),
        (0.93, 0.5, "right"),
        (0.7, 0.1, "top"),
        (0.3, 0.1, "top"),
        (0.07, 0.5, "left"),
    ),
}
TRICK_CENTER = (0.5, 0.43)
FAN_TILT = 1.6  # degrees between two neighbours in the viewer's fan
FAN_STEP_MIN = 0.25  # the closest fan, in card widths: the corner index still shows
TRICK_TILT_MAX = 7.0  # degrees: the largest tilt of a card in the trick (SeatSpot.trick_angle)


@frozen
class SeatSpot:
    side: str  # bottom, right, top, left
    hand: QPointF  # centre of the hand
    plate: QPointF  # centre of the name plate
    pile: QPointF  # centre of the taken-tricks pile
    trick: QPointF  # where this seat's card lies in the trick
    trick_angle: float


class TableLayout:
    """Pixel positions for a table of ``size`` with ``n_seats`` seats; ``bottom`` at the bottom."""

    def __init__(self, size: QSizeF, n_seats: int, bottom: int) -> None:
        self.size = size
        self.n_seats = n_seats
        self.bottom = bottom
        w, h = size.width(), size.height()
        self.card_h = max(60.0, min(h * 0.2, w * 0.125 / CARD_RATIO))
        self.card_w = self.card_h * CARD_RATIO
        self.center = QPointF(w * TRICK_CENTER[0], h * TRICK_CENTER[1])
        plate_w = max(min(150.0, w * 0.19), self.card_w * 2.0)  # narrower in a small window
        self.plate_size = QSizeF(plate_w, max(44.0, self.card_h * 0.36))
        self.spots = {seat: self._spot(seat) for seat in range(n_seats)}

    def place(self, seat: int) -> int:
        """How many seats after the viewer ``seat`` plays (0 for the viewer)."""
        return (seat - self.bottom) % self.n_seats

    def _spot(self, seat: int) -> SeatSpot:
        w, h = self.size.width(), self.size.height()
        x, y, side = ANCHORS[self.n_seats][self.place(seat)]
        hand = QPointF(x * w, y * h)
        cw, ch = self.card_w, self.card_h
        if side == "bottom":
            hand.setY(h - ch * 0.66 - h * 0.012)
        pw, ph = self.plate_size.width(), self.plate_size.height()
        if side == "bottom":
            plate = QPointF(pw / 2 + w * 0.02, h - ph / 2 - h * 0.025)
            pile = QPointF(w - cw * 1.1, h - ch * 0.55)
        elif side == "top":
            half = cw * HAND_SCALE_OPPONENT * (0.5 + 0.16 * 10)
            toward = 1 if (self.n_seats != 5 or x > 0.5) else -1
            # In a narrow window the hand moves inwards so that its plate stays on the table.
            if toward < 0:
                hand.setX(max(hand.x(), pw + half + 16))
            else:
                hand.setX(min(hand.x(), w - pw - half - 16))
            plate = QPointF(hand.x() + toward * (half + pw / 2 + 10), hand.y())
            pile = QPointF(hand.x() - toward * (half + cw * 0.55), hand.y())
        else:
            plate = QPointF(hand.x(), hand.y() + ch * 0.95 + ph / 2)
            plate.setX(min(max(plate.x(), pw / 2 + 6), w - pw / 2 - 6))
            pile = QPointF(hand.x(), hand.y() - ch * 1.05)
        angle = (-6, 5, -3, 7, -5)[self.place(seat)]
        return SeatSpot(side, hand, plate, pile, self._trick_slot(seat), angle)

    def _trick_slot(self, seat: int) -> QPointF:
        """Where ``seat``'s card lies in the trick, in the order of play round the centre.

        Two to four cards lie evenly round a small ellipse. Five cards on such an ellipse
        would cover each other's corner indices, so they lie on a wider pentagon: the two
        from across side by side, the card of each side player a whole card beyond them, the
        viewer's card below the pair, a card's height apart (with room for the tilt).
        """
        cw, ch = self.card_w, self.card_h
        place = self.place(seat)
        if self.n_seats != 5:
            theta = math.radians(270 + place * 360 / self.n_seats)
            return QPointF(
                self.center.x() + math.cos(theta) * cw * 1.25,
                self.center.y() - math.sin(theta) * ch * 0.52,
            )
        tilt = math.sin(math.radians(TRICK_TILT_MAX))
        wide = TRICK_SCALE * (cw + ch * tilt) + cw * 0.1  # a tilted card's width and a gap
        tall = TRICK_SCALE * (ch + cw * tilt) + ch * 0.05
        inner = wide * 0.6  # the pair from across: a gap of a fifth of a card between them
        x, y = (
            (0.0, tall * 0.5),
            (inner + wide, tall * 0.1),
            (inner, -tall * 0.5),
            (-inner, -tall * 0.5),
            (-inner - wide, tall * 0.1),
        )[place]
        return QPointF(self.center.x() + x, self.center.y() + y)

    # Hands ------------------------------------------------------------------------------

    def human_hand(self, count: int) -> list[tuple[QPointF, float]]:
        """Positions and rotations of the viewer's cards, fanned in a slight arc.

        The fan stays between the viewer's name plate (left) and pile (right), however small
        the window. A short hand spreads wider (up to three quarters of a card a step), a long
        one overlaps more, never so much that a card's corner index is hidden.
        """
        spot = self.spots[self.bottom]
        cw, ch = self.card_w, self.card_h
        mid = (count - 1) / 2
        tilt = math.radians(mid * FAN_TILT)
        outer = cw / 2 * math.cos(tilt) + ch / 2 * math.sin(tilt)  # the end card's half width
        plate_right = spot.plate.x() + self.plate_size.width() / 2
        pile_left = spot.pile.x() - cw * PILE_SCALE * 0.6
        room = min(spot.hand.x() - plate_right, pile_left - spot.hand.x()) - cw * 0.1 - 8
        cap = cw * min(0.75, max(0.6, 0.6 + (10 - count) * 0.05))
        step = min(cap, (self.size.width() * 0.6 - cw) / max(count - 1, 1))
        if mid > 0:
            step = max(min(step, (room - outer) / mid), cw * FAN_STEP_MIN)
        out = []
        for i in range(count):
            off = i - mid
            x = spot.hand.x() + off * step
            y = spot.hand.y() + (off * off) * ch * 0.0035
            out.append((QPointF(x, y), off * FAN_TILT))
        return out

    def opponent_hand(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        spot = self.spots[seat]
        step = self.card_w * HAND_SCALE_OPPONENT * 0.32
        mid = (count - 1) / 2
        out = []
        for i in range(count):
            off = (i - mid) * step
            if spot.side in ("left", "right"):
                rot = 90.0 if spot.side == "right" else -90.0
                out.append((QPointF(spot.hand.x(), spot.hand.y() + off), rot))
            else:
                out.append((QPointF(spot.hand.x() - off, spot.hand.y()), 180.0))
        return out

    def pile(self, seat: int, index: int) -> tuple[QPointF, float]:
        spot = self.spots[seat]
        jitter = ((index * 37) % 7 - 3) * 0.9
        return QPointF(spot.pile.x() + index * 0.6, spot.pile.y() - index * 0.6), jitter

    # The middle -------------------------------------------------------------------------

    def stock(self, index: int) -> QPointF:
        base = QPointF(self.center.x() - self.card_w * 2.6, self.center.y())
        return QPointF(base.x() + index * 0.35, base.y() - index * 0.35)

    def shown(self, index: int) -> QPointF:
        """Where a card drawn from the stock is shown face up."""
        return QPointF(
            self.center.x() - self.card_w * 1.5 + index * self.card_w * 0.5,
            self.center.y() - self.card_h * 0.05,
        )

    def aside(self) -> QPointF:
        """The removed Four or the monte card, to the right of the trick."""
        return QPointF(self.center.x() + self.card_w * 2.6, self.center.y())

    def discard(self, dealer: int) -> QPointF:
        pile = self.spots[dealer].pile
        inward = 1.0 if pile.x() < self.size.width() / 2 else -1.0  # towards the table's middle
        return QPointF(pile.x() + inward * self.card_w * 0.8, pile.y())

    def banner(self) -> QPointF:
        return QPointF(self.size.width() / 2, self.size.height() * 0.665)
