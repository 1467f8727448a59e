"""Where things go on the table, in positions relative to its size (0..1), so it scales.

Seats are placed by their place after the viewer in the order of play. Play is anticlockwise,
so the player after the viewer (at the bottom) sits on the viewer's right, the next one across,
and so on: for four, bottom -> right -> top -> left.

Every pile of taken tricks lies by its own plate: the viewer's right of it, a side player's
towards the middle, a player's across between its hand and its plate.

Six to eight seats (``MANY``) sit in blocks (``many.py``). From four seats on, the cards taken
out or left face down lie in the bottom right corner, far from the trick's oval, overlapped so
that each corner index shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .spot import HAND_SCALE_OPPONENT as HAND_SCALE_OPPONENT  # re-exported (placement)
from .spot import PILE_GAP, SeatSpot
from .spot import PILE_SCALE as PILE_SCALE  # re-exported (placement)

if TYPE_CHECKING:
    from . import many

CARD_RATIO = 0.56  # width / height of a card
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
MANY = 6  # from six seats on the table is laid out in blocks (many.py)
TRICK_CENTER = (0.5, 0.43)
FAN_TILT = 1.6  # degrees between two neighbours in the viewer's fan
FAN_STEP_MIN = 0.25  # the closest fan, in card widths: the corner index still shows
TRICK_TILT_MAX = 7.0  # degrees: the largest tilt of a card in the trick (SeatSpot.trick_angle)
BADGE = (38.0, 26.0)  # the largest trick counter (``items.Pill(12, strong)`` with "10")
PLATE_ROOM = 5.6  # a plate grows up to this many of its heights for a long name (24 letters)
LABEL_W = 90.0  # the widest "Removed", "Monte" or "Discard" label in any language, and more
LARGE_SCALES = {2: 1.2, 3: 1.12, 4: 1.2, 5: 1.2}
"""Large cards (a setting): every card this much larger, by the number of seats, where they fit
(tests/ui/test_large_cards.py runs the table's geometry checks with them). Three seats: a little
less, and the trick lies lower (``LARGE_THREE_DROP``) to leave the removed Four above it its
room; six to eight seats leave none for their blocks and three rows of trick: normal size."""
LARGE_THREE_DROP = 0.2  # three seats, large cards: the trick's centre lower, in card heights
LARGE_MIN = (1120.0, 600.0)
"""The smallest table (pixels) large cards are used on: any window a 1280x800 screen gives at
the first start (90% of its available area: 1152x720, or 1152x691 under a 32-pixel top bar),
less its menus, toolbar and status line (70 to 90 pixels); a maximised one has more. (It was
1200x640, which such a screen's first window never had: issue 36.)"""


def card_scale(size: QSizeF, n_seats: int, large: bool) -> float:
    """The scale of the cards on a table of ``size`` (``TableLayout``'s ``scale``): larger
    (``LARGE_SCALES``) when large cards are asked for and fit, else 1 (the normal size)."""
    fits = size.width() >= LARGE_MIN[0] and size.height() >= LARGE_MIN[1]
    return LARGE_SCALES.get(n_seats, 1.0) if large and fits else 1.0


class TableLayout:
    """Pixel positions for a table of ``size`` with ``n_seats`` seats; ``bottom`` at the bottom.
    ``scale`` makes every card larger (``card_scale``: large cards). ``names(seat, height)``:
    how wide ``seat``'s plate would be to show its whole name at that plate height; each plate
    is as wide as that, from the usual width (``plate_size``) up to what the table has room
    for (``plate_room``), and the table is laid out round it."""

    def __init__(
        self,
        size: QSizeF,
        n_seats: int,
        bottom: int,
        scale: float = 1.0,
        names: Callable[[int, float], float] | None = None,
    ) -> None:
        self.size = size
        self.scale = scale
        self.n_seats = n_seats
        self.bottom = bottom
        w, h = size.width(), size.height()
        self.many = n_seats >= MANY
        if self.many:  # smaller cards: three rows of the trick between the top and the fan
            self.card_h = max(60.0, min(h * 0.16, w * 0.1 / CARD_RATIO))
        else:
            self.card_h = max(60.0, min(h * 0.2, w * 0.125 / CARD_RATIO))
        self.card_h *= scale
        self.card_w = self.card_h * CARD_RATIO
        self.center = QPointF(w * TRICK_CENTER[0], h * TRICK_CENTER[1])
        if n_seats == 3 and scale > 1:
            self.center.setY(self.center.y() + self.card_h * LARGE_THREE_DROP)
        plate_w = max(min(150.0, w * 0.19), self.card_w * 2.0)  # narrower in a small window
        self.plate_size = QSizeF(plate_w, max(44.0, self.card_h * 0.36))
        ph = self.plate_size.height()
        self.plate_room = max(plate_w, min(ph * PLATE_ROOM, w * 0.2))
        self.plate_widths = {
            seat: min(max(plate_w, names(seat, ph) if names else plate_w), self.plate_room)
            for seat in range(n_seats)
        }
        tilt = math.sin(math.radians(TRICK_TILT_MAX))
        cw, ch = self.card_w, self.card_h
        self.trick_w = TRICK_SCALE * (cw + ch * tilt) + cw * 0.1  # a tilted card and a gap
        self.trick_h = TRICK_SCALE * (ch + cw * tilt) + ch * 0.05
        self.blocks: many.Blocks | None = None
        if self.many:  # loaded only for such a table
            from . import many

            self.blocks = many.blocks(self)
            self.center = self.blocks.center
        self.spots = {seat: self._spot(seat) for seat in range(n_seats)}

    def plate_width(self, seat: int) -> float:
        """How wide ``seat``'s plate is (its name's width, within its room)."""
        return self.plate_widths[seat]

    def bottom_hand_y(self) -> float:
        """The y of the middle of the viewer's fan."""
        h = self.size.height()
        return h - self.card_h * 0.66 - h * 0.012

    def place(self, seat: int) -> int:
        """How many seats after the viewer ``seat`` plays (0 for the viewer)."""
        return (seat - self.bottom) % self.n_seats

    def _spot(self, seat: int) -> SeatSpot:
        if self.blocks is not None and self.place(seat):
            from . import many

            return many.spot(self, self.blocks, seat, self._trick_slot(seat))
        w, h = self.size.width(), self.size.height()
        if self.many:
            x, y, side = 0.5, 0.87, "bottom"
        else:
            x, y, side = ANCHORS[self.n_seats][self.place(seat)]
        hand = QPointF(x * w, y * h)
        cw, ch = self.card_w, self.card_h
        if side == "bottom":
            hand.setY(h - ch * 0.66 - h * 0.012)
        pw, ph = self.plate_widths[seat], self.plate_size.height()
        # Each pile lies beside its own plate: the viewer's right of it, a side player's
        # towards the middle, a player's across between the hand and the plate.
        pile_w = cw * PILE_SCALE
        if side == "bottom":
            plate = QPointF(pw / 2 + w * 0.02, h - ph / 2 - h * 0.025)
            pile_y = min(plate.y(), h - ch * PILE_SCALE / 2 - 4)
            pile = QPointF(plate.x() + pw / 2 + PILE_GAP + pile_w / 2, pile_y)
        elif side == "top":
            half = cw * HAND_SCALE_OPPONENT * (0.5 + 0.16 * 13)  # fourteen cards (three left)
            toward = 1 if (self.n_seats != 5 or x > 0.5) else -1
            gap = PILE_GAP + max(0.0, BADGE[0] / 2 - pile_w / 2)  # the counter below the pile
            between = pile_w + 2 * gap  # the pile between the hand and the plate
            # In a narrow window the hand moves inwards so that its plate stays on the table.
            if toward < 0:
                hand.setX(max(hand.x(), pw + half + between + 6))
            else:
                hand.setX(min(hand.x(), w - pw - half - between - 6))
            pile = QPointF(hand.x() + toward * (half + gap + pile_w / 2), hand.y())
            plate = QPointF(pile.x() + toward * (pile_w / 2 + gap + pw / 2), hand.y())
        else:
            plate = QPointF(hand.x(), hand.y() + ch * 0.95 + ph / 2)
            plate.setX(min(max(plate.x(), pw / 2 + 6), w - pw / 2 - 6))
            inward = 1.0 if side == "left" else -1.0  # lying across: a card's height wide
            reach = pw / 2 + PILE_GAP + ch * PILE_SCALE / 2
            pile = QPointF(plate.x() + inward * reach, plate.y())
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
        if self.many:
            from . import many

            return many.trick_slot(self, place)
        if self.n_seats != 5:
            theta = math.radians(270 + place * 360 / self.n_seats)
            return QPointF(
                self.center.x() + math.cos(theta) * cw * 1.25,
                self.center.y() - math.sin(theta) * ch * 0.52,
            )
        wide, tall = self.trick_w, self.trick_h
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

    def human_hand(
        self, count: int, wide: bool = False, discard: bool = False, aside: int = 0
    ) -> list[tuple[QPointF, float]]:
        """Positions and rotations of the viewer's cards, fanned in a slight arc.

        The fan stays between the viewer's name plate and pile (left) and the table's edge or
        the cards set apart (right), however small the window: it has that whole run, centred
        on the table where it fits, else moved right (a small window gave a long hand only
        twice the room between the middle and the pile). A short hand spreads wider (up to
        three quarters of a card a step), a long one overlaps more, never so much that a
        card's corner index is hidden. ``wide``
        (the cards drawn without corner indices, told only by their faces): as wide as the
        room allows, up to the cards side by side.
        """
        spot = self.spots[self.bottom]
        cw, ch = self.card_w, self.card_h
        mid = (count - 1) / 2
        tilt = math.radians(mid * FAN_TILT)
        outer = cw / 2 * math.cos(tilt) + ch / 2 * math.sin(tilt)  # the end card's half width
        left, right = self.fan_room(discard, aside)
        centre = spot.hand.x()
        if self.many:  # six to eight: the side blocks come down beside the fan, centred
            room = min(centre - left, right - centre) - cw * 0.1 - 8
            widest = self.size.width() * 0.6
        else:  # half the run: the fan moves into it below
            room = (right - left) / 2 - cw * 0.1 - 8
            widest = min(right - left - cw * 0.2 - 16, self.size.width() * 0.75)
        cap = cw * min(0.75, max(0.65, 0.65 + (10 - count) * 0.05))
        step = min(cap, (widest - cw) / max(count - 1, 1))
        if wide:
            step = cw
        if mid > 0:
            step = max(min(step, (room - outer) / mid), cw * FAN_STEP_MIN)
        # A long hand in a small window: the fan moves right, off the pile and the discard.
        half = mid * step + outer + cw * 0.1 + 8
        if centre - half < left:
            centre = min(left + half, right - half)
        elif centre + half > right:  # the cards set apart in the corner: left, off them
            centre = max(right - half, left + half)
        out = []
        for i in range(count):
            off = i - mid
            x = centre + off * step
            y = spot.hand.y() + (off * off) * ch * 0.0035
            out.append((QPointF(x, y), off * FAN_TILT))
        return out

    def fan_room(self, discard: bool = False, aside: int = 0) -> tuple[float, float]:
        """The run of x the viewer's fan lies in: from right of the viewer's plate, pile,
        trick counter and ``discard`` with its label (the viewer deals three players and
        has discarded), to left of the ``aside`` cards set apart and their label (four
        seats or more) or the table's edge."""
        cw, ch = self.card_w, self.card_h
        spot = self.spots[self.bottom]
        left = spot.pile.x() + cw * PILE_SCALE / 2
        left = max(left, self.badge(self.bottom).x() + BADGE[0] / 2)
        if discard:  # three in play: the dealer's discard beside the pile
            tilt = math.radians(8.0)
            half = PILE_SCALE * (cw / 2 * math.cos(tilt) + ch / 2 * math.sin(tilt))
            x = self.discard(self.bottom).x()
            left = max(left, x + half, x + LABEL_W / 2 + 4)
        right = self.size.width() - 8
        if aside and self.n_seats >= 4:
            right = self.aside(0, aside).x() - cw * STOCK_SCALE / 2 - 8 - LABEL_W - 8
        return left, right

    def opponent_hand(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        spot = self.spots[seat]
        step = self.card_w * HAND_SCALE_OPPONENT * 0.32
        if spot.reach and count > 1:  # six to eight: squeezed into the block
            step = min(step, (spot.reach - self.card_w * HAND_SCALE_OPPONENT) / (count - 1))
        mid = (count - 1) / 2
        down = 0.0  # six to eight, the sides: a short hand sits just above its plate
        if spot.reach and spot.side in ("left", "right"):
            down = max(0.0, (spot.reach - self.card_w * HAND_SCALE_OPPONENT - step * 2 * mid) / 2)
        out = []
        for i in range(count):
            off = (i - mid) * step
            if spot.side in ("left", "right"):
                rot = 90.0 if spot.side == "right" else -90.0
                out.append((QPointF(spot.hand.x(), spot.hand.y() + down + off), rot))
            else:
                out.append((QPointF(spot.hand.x() - off, spot.hand.y()), 180.0))
        return out

    def pile(self, seat: int, index: int) -> tuple[QPointF, float]:
        """The ``index``-th card of ``seat``'s pile: where, and its angle (the sides' piles
        lie across)."""
        spot = self.spots[seat]
        jitter = ((index * 37) % 7 - 3) * 0.9
        across = 90.0 if spot.side in ("left", "right") else 0.0
        return QPointF(spot.pile.x() + index * 0.6, spot.pile.y() - index * 0.6), jitter + across

    def badge(self, seat: int, count: int = 0) -> QPointF:
        """The centre of ``seat``'s trick counter, on its pile of ``count`` cards, on the side
        away from its plate and hand: a side player's over the pile's inner half, the
        player's across below the pile, a top block's (six to eight) beyond it, the viewer's
        at its lower right."""
        spot = self.spots[seat]
        # the pile's first card across, its top card up (a pile grows up and to the right)
        top = QPointF(spot.pile.x(), self.pile(seat, max(count - 1, 0))[0].y())
        cw, ch = self.card_w, self.card_h
        if spot.side in ("left", "right"):
            inward = 1.0 if spot.pile.x() > spot.plate.x() else -1.0
            x = top.x() + inward * ch * PILE_SCALE * 0.25
            return QPointF(x, top.y() - cw * PILE_SCALE / 2 - BADGE[1] * 0.25)
        if spot.side == "top" and not self.many:
            return QPointF(top.x(), top.y() + ch * PILE_SCALE / 2 + BADGE[1] * 0.2)
        if spot.side == "top":
            outward = 1.0 if spot.pile.x() > spot.hand.x() else -1.0
            return QPointF(top.x() + outward * (cw * PILE_SCALE / 2 + BADGE[0] * 0.3), top.y())
        return QPointF(top.x() + cw * 0.32, top.y() + ch * 0.2)

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

    def aside(self, index: int = 0, count: int = 5) -> QPointF:
        """The cards set apart: the removed Four or the monte card of three players at the
        top of the table, between the two opponents and well above the trick's oval (beside
        the trick it looked like a played card); six or seven, the cards taken out (strip)
        or left face down (monte) to the right of the trick, each a third of a card beyond
        the last so that its corner index shows."""
        cw, ch = self.card_w, self.card_h
        step = cw * STOCK_SCALE * 0.42
        if self.n_seats == 3:
            top = self.size.height() * 0.03 + ch * STOCK_SCALE / 2
            return QPointF(self.size.width() / 2 + index * step, top)
        # Four seats or more: the ``count`` cards in the bottom right corner, far from the
        # trick's oval (in it they looked like played cards).
        w, h = self.size.width(), self.size.height()
        x = w - 8 - cw * STOCK_SCALE / 2 - (max(count, 1) - 1) * step
        return QPointF(x + index * step, h - 4 - ch * STOCK_SCALE / 2)

    def aside_label(self, count: int, width: float = 0.0) -> QPointF:
        """The label of ``count`` cards set apart, ``width`` wide: below their middle (three
        seats), else left of the first card."""
        first, last = self.aside(0, count), self.aside(max(count - 1, 0), count)
        if self.n_seats == 3:
            return QPointF((first.x() + last.x()) / 2, first.y() + self.card_h * 0.48)
        return QPointF(first.x() - self.card_w * STOCK_SCALE / 2 - 8 - width / 2, first.y())

    def discard_label(self, dealer: int, width: float) -> QPointF:
        """Where the label of the dealer's discard goes (``width`` wide): above the card for
        the viewer (below it the window ends, beside it lies the pile); beside it, towards
        the middle, for a player at a side, whose hand lies just under the card and would
        hide a label there."""
        pos = self.discard(dealer)
        side = self.spots[dealer].side
        if side == "bottom":
            return QPointF(pos.x(), pos.y() - self.card_h * (PILE_SCALE / 2 + 0.04) - 14)
        if side == "top":
            return QPointF(pos.x(), pos.y() + self.card_h * 0.35)
        inward = 1.0 if pos.x() < self.size.width() / 2 else -1.0
        reach = self.card_w * PILE_SCALE * 0.6 + 6 + width / 2  # past the tilted card
        return QPointF(pos.x() + inward * reach, pos.y())

    def discard(self, dealer: int) -> QPointF:
        """The dealer's discard (three in play): beside the pile, towards the middle; for a
        player across (four or five seats) below the plate, clear of the hand and the pile;
        a top block's (six to eight) beside the pile, away from the other top hands."""
        spot = self.spots[dealer]
        pile = spot.pile
        if spot.side == "top" and not self.many:
            below = self.plate_size.height() / 2 + 10 + self.card_h * PILE_SCALE / 2
            return QPointF(spot.plate.x(), spot.plate.y() + below)
        inward = 1.0 if pile.x() < self.size.width() / 2 else -1.0  # towards the table's middle
        if self.many and spot.side == "top":
            inward = -inward  # beside the pile, away from the top hands and plates
        return QPointF(pile.x() + inward * self.card_w * 0.8, pile.y())

    # Texts ------------------------------------------------------------------------------

    def plate_rect(self, seat: int) -> QRectF:
        """The room ``seat``'s name plate takes: the plate, its dealer and team chips (a
        chip's diameter is 0.42 of the plate's height, set 0.3 of it past the corner) and the
        turn's glow."""
        pw, ph = self.plate_widths[seat], self.plate_size.height()
        centre = self.spots[seat].plate
        chip = ph * 0.42 * 0.3
        glow = 7.0
        return QRectF(
            centre.x() - pw / 2 - chip - glow,
            centre.y() - ph / 2 - chip - glow,
            pw + 2 * (chip + glow),
            ph + chip + 2 * glow,
        )

    def pile_rect(self, seat: int, count: int = 1) -> QRectF:
        """The room ``seat``'s pile of ``count`` cards takes, its trick counter included."""
        pos, angle = self.pile(seat, max(count - 1, 0))
        across = abs(math.sin(math.radians(angle)))  # a side's pile lies across
        cw, ch = self.card_w * PILE_SCALE, self.card_h * PILE_SCALE
        half_w = (cw + (ch - cw) * across) / 2 + 3  # and its slight tilt
        half_h = (ch - (ch - cw) * across) / 2 + 3
        first = self.pile(seat, 0)[0]
        card = QRectF(
            first.x() - half_w,
            pos.y() - half_h,
            pos.x() - first.x() + 2 * half_w,
            first.y() - pos.y() + 2 * half_h,
        )
        badge = self.badge(seat, count)
        bw, bh = BADGE
        return card.united(QRectF(badge.x() - bw / 2, badge.y() - bh / 2, bw, bh))

    def free_band(self, top: float, bottom: float, gap: float = 8.0) -> tuple[float, float]:
        """The run of x, left to right, between the plates and piles that reach into the band
        of y from ``top`` to ``bottom``: those on the left half bound it on the left, the
        others on the right."""
        w = self.size.width()
        left, right = gap, w - gap
        rects = [self.plate_rect(seat) for seat in self.spots]
        rects += [self.pile_rect(seat) for seat in self.spots]
        for r in rects:
            if r.bottom() < top or r.top() > bottom:
                continue
            if r.center().x() < w / 2:
                left = max(left, r.right() + gap)
            else:
                right = min(right, r.left() - gap)
        return left, right

    def banner_room(self) -> QRectF:
        """The free space for the banner: below the trick, above the viewer's fan (a card
        raised included), between the plates beside it. A text that does not fit it wraps
        and shrinks (``fitted.FittedPill``)."""
        ch, cw = self.card_h, self.card_w
        half = TRICK_SCALE * (ch / 2 + cw / 2 * math.sin(math.radians(TRICK_TILT_MAX)))
        trick_bottom = max(self._trick_slot(s).y() for s in range(self.n_seats)) + half
        fan_top = self.bottom_hand_y() - ch * 0.5 - ch * 0.12 - 4
        top = min(trick_bottom + 4, fan_top - ch * 0.25)  # always room for a line or two
        left, right = self.free_band(top, fan_top)
        return QRectF(left, top, max(right - left, cw), fan_top - top)

    def banner(self) -> QPointF:
        """The banner's centre when its text fits its room."""
        return self.banner_room().center()
