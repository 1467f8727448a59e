"""The trick on the table: each card played to the trick in progress, who played it, and
which card wins it so far (the engine's ``trick_winner``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, Qt

from ...engine.cards import CARDS
from ...engine.frozen import frozen
from ..session.session import Session
from ..text import cardnames
from .rows import RowsModel, shown

if TYPE_CHECKING:
    from .roles import Index


@frozen
class TrickCard:
    seat: int
    card: int
    winning: bool  # this card wins the trick so far


_USER = int(Qt.ItemDataRole.UserRole)


class TableTrickRole:
    """The trick model's roles: plain ints (named by ``roleNames()``), for an IntEnum's
    members take start-up time to make and this model is made before the first paint."""

    CARD = _USER + 1  # the card index 0..39
    CODE = _USER + 2  # the card code ("AD")
    SEAT = _USER + 3  # who played it
    SEAT_NAME = _USER + 4  # their name, as shown
    WINNING = _USER + 5  # the card wins the trick so far


class TableTrickModel(RowsModel[TrickCard]):
    """One row a card of the trick in progress, in the order played (empty between tricks)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.stateChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> list[TrickCard]:
        picture = self.session.picture()
        if picture is None:
            return []
        return [TrickCard(seat, card, seat == picture.trick_winner) for seat, card in picture.trick]

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(TableTrickRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_value(index)
        if row is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return cardnames.card_name(row.card, self.session.suit_system)
        values: dict[int, object] = {
            TableTrickRole.CARD: row.card,
            TableTrickRole.CODE: CARDS[row.card].code,
            TableTrickRole.SEAT: row.seat,
            TableTrickRole.SEAT_NAME: shown(self.session.seat_name(row.seat)),
            TableTrickRole.WINNING: row.winning,
        }
        return values.get(role)
