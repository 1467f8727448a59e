"""The last trick, shown again: who played which card, and who took it.

A view of the last trick step of a :class:`~.models.replay.ReplayModel` (the same steps the
replay shows), in a :class:`~.trickview.TrickView`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ..models.replay import ReplayModel
from ..table.art import CardArt
from ..text.plain import plain_label
from .trickview import TrickView


class LastTrickDialog(QDialog):
    def __init__(self, model: ReplayModel, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        self.model = model
        if model.parent() is None:
            model.setParent(self)
        row = model.last_trick_row()
        step = None if row is None else model.step(row)
        self.trick = TrickView(art, self)
        self.trick.setAccessibleName(self.tr("Last trick"))
        text = ""
        if step is not None:
            self.trick.trick_model.set_plays(step.plays)
            if step.viewer_takes:
                text = self.tr("You took the last trick.")
            else:
                text = self.tr("%1 took the last trick.").replace("%1", step.taker or "")
        layout = QVBoxLayout(self)
        # At the start of a hand the last trick is the previous hand's: said, not passed off
        # as this hand's.
        earlier = step is not None and step.hand < step.n_hands - 1
        self.earlier = plain_label(
            self.tr("From the previous hand: no trick of this hand is finished yet.")
            if earlier
            else ""
        )
        self.earlier.setWordWrap(True)
        self.earlier.setVisible(earlier)
        if earlier:
            self.setWindowTitle(self.tr("Last trick of the previous hand"))
        layout.addWidget(self.earlier)
        self.summary = plain_label(text)
        if step is not None and step.plays:
            # The pictures say the cards to the eye; a reader hears them with the sentence.
            cards = "; ".join(
                self.tr("%1: %2").replace("%1", p.name).replace("%2", art.card_name(p.card))
                for p in step.plays
            )
            said = f"{self.earlier.text()} {text}" if earlier else text
            self.summary.setAccessibleName(f"{said} {cards}.")
            self.trick.setAccessibleDescription(cards)
        layout.addWidget(self.summary)
        layout.addWidget(self.trick)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
