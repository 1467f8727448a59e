"""The last trick, shown again: who played which card, and who took it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.cards import CARDS
from ...engine.hand import next_in_play
from ..session.session import GameController
from ..table.art import CardArt


class LastTrickDialog(QDialog):
    def __init__(
        self,
        controller: GameController,
        art: CardArt,
        trick: tuple[int, Sequence[int], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        match = controller.match
        assert match is not None
        leader, cards, winner = trick
        active = match.hands[-1].state.active
        if not match.hands[-1].state.tricks:
            active = match.hands[-2].state.active
        row = QHBoxLayout()
        seat = leader
        self.card_labels: list[QLabel] = []
        for card in cards:
            box = QVBoxLayout()
            pic = QLabel()
            pic.setPixmap(art.pixmap(CARDS[card].code, 84, 150, self.devicePixelRatioF()))
            pic.setAccessibleName(art.card_name(card))
            pic.setToolTip(art.card_name(card))
            name = match.seats[seat].name
            caption = QLabel(("★ " if seat == winner else "") + name)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(pic, 0, Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(caption)
            row.addLayout(box)
            self.card_labels.append(pic)
            seat = next_in_play(active, match.n_seats, seat)
        layout = QVBoxLayout(self)
        text = self.tr("%1 took the last trick.").replace("%1", match.seats[winner].name)
        self.summary = QLabel(text)
        layout.addWidget(self.summary)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
