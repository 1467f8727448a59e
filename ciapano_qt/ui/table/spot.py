"""A seat's spot on the table (``SeatSpot``), the scales both layouts use, and ``Room``: what the
layout in blocks (``many.py``, six to eight seats) reads of a ``layout.TableLayout``.

Below ``layout.py`` and ``many.py``: the layout loads ``many`` for such a table, and ``many``
needs these without importing ``layout.py`` back (no import circle).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QSizeF

from ...engine.frozen import frozen

HAND_SCALE_OPPONENT = 0.58
PILE_SCALE = 0.5
PILE_GAP = 14.0  # between a plate (its glow included) and the pile beside it


@frozen
class SeatSpot:
    side: str  # bottom, right, top, left
    hand: QPointF  # centre of the hand
    plate: QPointF  # centre of the name plate
    pile: QPointF  # centre of the taken-tricks pile
    trick: QPointF  # where this seat's card lies in the trick
    trick_angle: float
    reach: float = 0.0  # six to eight seats: the room for the hand along its length


class Room(Protocol):
    """What ``many.py`` reads of a ``TableLayout`` (its cards, plates and viewer's fan sized)."""

    size: QSizeF
    n_seats: int
    card_w: float
    card_h: float
    center: QPointF
    plate_size: QSizeF
    plate_widths: dict[int, float]
    trick_w: float
    trick_h: float

    def bottom_hand_y(self) -> float: ...

    def place(self, seat: int) -> int: ...
