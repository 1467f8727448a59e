"""Six to eight seats (``layout.MANY``): the table in blocks.

Two blocks up each side and one to three across the top, each hand above its name plate, a
side block's pile beside its plate towards the middle, a top block's beside its hand towards
the edge. Their hands may hold up to fourteen cards as players drop out, so a block's hand is
squeezed into its ``reach``. The trick lies on a ring of three rows round the middle where no
card touches another. ``TableLayout`` loads this module only for such a table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...engine.frozen import frozen
from .spot import HAND_SCALE_OPPONENT, PILE_GAP, PILE_SCALE, Room, SeatSpot

# The seat of each place after the viewer: the side ("right", "top", "left") and which of the
# blocks on that side, in the order of play (anticlockwise).
PLACES: dict[int, tuple[tuple[str, int], ...]] = {
    6: (("bottom", 0), ("right", 0), ("right", 1), ("top", 0), ("left", 1), ("left", 0)),
    7: (
        ("bottom", 0),
        ("right", 0),
        ("right", 1),
        ("top", 1),
        ("top", 0),
        ("left", 1),
        ("left", 0),
    ),
    8: (
        ("bottom", 0),
        ("right", 0),
        ("right", 1),
        ("top", 2),
        ("top", 1),
        ("top", 0),
        ("left", 1),
        ("left", 0),
    ),
}
# Each place's card in the trick, in tricks' widths and heights from the middle: a ring of
# three rows in which no card touches another.
TRICK: dict[int, tuple[tuple[float, float], ...]] = {
    6: ((0, 1), (1, 0.5), (1, -0.5), (0, -1), (-1, -0.5), (-1, 0.5)),
    7: ((0, 1), (1, 1), (1, 0), (0.5, -1), (-0.5, -1), (-1, 0), (-1, 1)),
    8: ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)),
}


@frozen
class Blocks:
    """Where the blocks go on one table: the top blocks' hands (``top_y``), the band below
    their plates (``top_bottom``), the side blocks (from ``side_y0``, each ``side_block``
    high, a hand's ``side_reach`` long) and the middle between the top and the viewer's fan."""

    top_y: float
    top_bottom: float
    side_y0: float
    side_block: float
    side_reach: float
    center: QPointF


def blocks(lay: Room) -> Blocks:
    """The frame of ``lay``'s blocks (its cards, plates and viewer's fan already sized)."""
    h = lay.size.height()
    ch = lay.card_h
    ph = lay.plate_size.height()
    oh = ch * HAND_SCALE_OPPONENT  # an opponent's card across its hand
    top_y = h * 0.015 + oh / 2
    top_bottom = top_y + oh / 2 + 4 + ph  # below the top blocks' plates
    fan_top = lay.bottom_hand_y() - ch * 0.5 - ch * 0.18  # a card raised, the arc
    pile_top = h - ch * 0.55 - ch * PILE_SCALE * 0.5
    plate_top = h - h * 0.025 - ph
    y0 = top_bottom + 10
    y1 = min(pile_top, plate_top) - 8
    side_block = (y1 - y0) / 2
    reach = max(lay.card_w, min(side_block - ph - 14, lay.card_w * 2.4))
    # a little above the middle: room for the banner between the trick and the fan
    center = QPointF(lay.size.width() / 2, (top_bottom + fan_top) / 2 - ch * 0.1)
    return Blocks(top_y, top_bottom, y0, side_block, reach, center)


def spot(lay: Room, frame: Blocks, seat: int, trick: QPointF) -> SeatSpot:
    """A block's seat (not the viewer's): the hand above its plate, the pile beside."""
    w = lay.size.width()
    cw, ch = lay.card_w, lay.card_h
    pw, ph = lay.plate_widths[seat], lay.plate_size.height()
    oh = ch * HAND_SCALE_OPPONENT
    place = lay.place(seat)
    side, block = PLACES[lay.n_seats][place]
    angle = (-6, 5, -3, 7, -5, 4, -4, 6)[place]
    if side == "top":
        count = sum(1 for s, _ in PLACES[lay.n_seats] if s == "top")
        x = w * (block + 1) / (count + 1)
        room = w / (count + 1)  # from one top hand to the next
        reach = max(cw, min(cw * 2.4, room - cw * 1.3 - 12))
        hand = QPointF(x, frame.top_y)
        plate = QPointF(x, frame.top_y + oh / 2 + 4 + ph / 2)
        outward = -1.0 if x < w / 2 else 1.0
        pile = QPointF(x + outward * (reach / 2 + cw * PILE_SCALE / 2 + 10), frame.top_y)
    else:
        reach = frame.side_reach
        x = pw / 2 + 6 if side == "left" else w - pw / 2 - 6
        # the lower block (0) nearer the viewer, the upper (1) above it
        top = frame.side_y0 + (1 - block) * frame.side_block
        hand = QPointF(x, top + reach / 2)
        plate = QPointF(x, top + reach + 6 + ph / 2)
        inward = 1.0 if side == "left" else -1.0  # beside the plate, towards the middle
        pile = QPointF(x + inward * (pw / 2 + PILE_GAP + ch * PILE_SCALE / 2), plate.y())
    return SeatSpot(side, hand, plate, pile, trick, angle, reach)


def trick_slot(lay: Room, place: int) -> QPointF:
    """Where the card of the seat ``place`` seats after the viewer lies in the trick."""
    dx, dy = TRICK[lay.n_seats][place]
    return QPointF(lay.center.x() + dx * lay.trick_w, lay.center.y() + dy * lay.trick_h)
