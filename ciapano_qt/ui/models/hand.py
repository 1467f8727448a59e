"""The viewer's hand: their cards in the order shown, each playable or not and why not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, Qt

from ...engine.cards import CARDS
from ...engine.frozen import frozen
from ..session.session import Session
from ..text import cardnames
from .rows import RowsModel

if TYPE_CHECKING:
    from .roles import Index

SUIT_ORDER = (0, 2, 1, 3)  # alternate the colours in the viewer's hand: D S C B


def display_order(cards: list[int]) -> list[int]:
    """A hand as the viewer sees it: by suit, strongest first (3, 2, Ace, ... 4)."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c // 10), -(c % 10)))


@frozen
class HandCard:
    card: int
    playable: bool
    waiting: bool  # not the viewer's turn (the reason why not is told when asked: REASON)


_USER = int(Qt.ItemDataRole.UserRole)


class HandRole:
    """The hand model's roles: plain ints (named by ``roleNames()``), for an IntEnum's
    members take start-up time to make and this model is made before the first paint."""

    CARD = _USER + 1  # the card index 0..39
    CODE = _USER + 2  # the card code ("AD")
    PLAYABLE = _USER + 3  # the viewer may play (or discard) it now
    REASON = _USER + 4  # why not (translated), None when playable


class HandModel(RowsModel[HandCard]):
    """One row a card of the viewer's hand, in display order (empty without a viewer)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.discarding = False
        session.stateChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> list[HandCard]:
        s = self.session
        self.discarding = s.discarding()  # the playable cards go to the dealer's discard
        legal = s.viewer_legal()
        out = []
        for card in display_order(list(s.viewer_hand())):
            out.append(HandCard(card, legal is not None and card in legal, legal is None))
        return out

    def cards(self) -> list[int]:
        return [row.card for row in self._rows]

    def waiting(self) -> bool:
        """The viewer may not play now: not their turn (or no card left to play)."""
        return not self._rows or self._rows[0].waiting

    def playable_cards(self) -> set[int]:
        return {row.card for row in self._rows if row.playable}

    def reason_for(self, card: int) -> str | None:
        """Why the viewer may not play ``card`` now, in the language of now (None: it may)."""
        for row in self._rows:
            if row.card == card:
                return None if row.playable else self.session.why_not(card)
        return self.session.why_not(card)

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(HandRole)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_value(index)
        if row is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return cardnames.card_name(row.card, self.session.suit_system)
        if role in (Qt.ItemDataRole.ToolTipRole, HandRole.REASON):
            # Told in the language (and with the suit names) of now. The reason changes only
            # with the playable flags or the turn, which the rows hold.
            return None if row.playable else self.session.why_not(row.card)
        values: dict[int, object] = {
            HandRole.CARD: row.card,
            HandRole.CODE: CARDS[row.card].code,
            HandRole.PLAYABLE: row.playable,
        }
        return values.get(role)
