"""Replay an opened match trick by trick: forward, back, first, last, and straight to a hand.

A dialog, independent of the live table: it shows the cards of one trick with the card
renderer (who played each, who took it), the tricks taken so far in that hand and, at a hand's
last trick, the hand's scores and the totals. The match itself is never changed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CARDS
from ...engine.hand import next_in_play
from ...engine.match import Match
from ..table.art import CardArt
from ..text.format import names

CARD_W, CARD_H = 84, 150


@dataclass(frozen=True)
class Step:
    """One position of the replay: a hand, and one of its finished tricks (-1: none yet)."""

    hand: int
    trick: int


def replay_steps(match: Match) -> list[Step]:
    steps: list[Step] = []
    for h, log in enumerate(match.hands):
        tricks = len(log.state.winners)
        if tricks == 0:
            steps.append(Step(h, -1))
        steps.extend(Step(h, t) for t in range(tricks))
    return steps


class ReplayDialog(QDialog):
    def __init__(
        self, match: Match, art: CardArt | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.match = match
        self.art = art if art is not None else CardArt(parent=self)
        self.steps = replay_steps(match)
        self.index = 0
        self.setWindowTitle(self.tr("Replay"))
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        self.hand_box = QComboBox()
        self.hand_box.setAccessibleName(self.tr("Go to hand"))
        for h in range(len(match.hands)):
            self.hand_box.addItem(self.tr("Hand %1").replace("%1", str(h + 1)), h)
        self.hand_box.activated.connect(self._on_hand_chosen)
        hand_label = QLabel(self.tr("&Hand:"))
        hand_label.setBuddy(self.hand_box)
        top.addWidget(hand_label)
        top.addWidget(self.hand_box)
        self.position = QLabel()
        top.addWidget(self.position, 1)
        layout.addLayout(top)

        self.dealer = QLabel()
        layout.addWidget(self.dealer)
        self.cards_row = QHBoxLayout()
        self.cards_holder = QWidget()
        self.cards_holder.setLayout(self.cards_row)
        self.cards_holder.setMinimumHeight(CARD_H + 40)
        layout.addWidget(self.cards_holder)
        self.taker = QLabel()
        self.taker.setWordWrap(True)
        layout.addWidget(self.taker)
        self.tally = QLabel()
        self.tally.setWordWrap(True)
        self.tally.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.tally)

        nav = QHBoxLayout()
        self.first_button = QPushButton(self.tr("|◀ First"))
        self.back_button = QPushButton(self.tr("◀ &Back"))
        self.forward_button = QPushButton(self.tr("&Forward ▶"))
        self.last_button = QPushButton(self.tr("Last ▶|"))
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            b.setAutoDefault(False)
            nav.addWidget(b)
        layout.addLayout(nav)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.card_labels: list[QLabel] = []
        self.setMinimumWidth(560)
        self.show_step(0)

    # Navigation -----------------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.steps else None

    def forward(self) -> None:
        self.show_step(self.index + 1)

    def back(self) -> None:
        self.show_step(self.index - 1)

    def first(self) -> None:
        self.show_step(0)

    def last(self) -> None:
        self.show_step(len(self.steps) - 1)

    def go_to_hand(self, hand: int) -> None:
        for i, step in enumerate(self.steps):
            if step.hand == hand:
                self.show_step(i)
                return

    def _on_hand_chosen(self, row: int) -> None:
        self.go_to_hand(int(self.hand_box.itemData(row)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        step = self.step
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.forward()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.back()
        elif key == Qt.Key.Key_Home:
            self.first()
        elif key == Qt.Key.Key_End:
            self.last()
        elif key == Qt.Key.Key_PageDown and step is not None:
            self.go_to_hand(min(step.hand + 1, len(self.match.hands) - 1))
        elif key == Qt.Key.Key_PageUp and step is not None:
            self.go_to_hand(max(step.hand - 1, 0))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # Showing a step ---------------------------------------------------------------------

    def show_step(self, index: int) -> None:
        if not self.steps:
            self.position.setText(self.tr("No hand was played."))
            for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
                b.setEnabled(False)
            return
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.index]
        match = self.match
        log = match.hands[step.hand]
        state = log.state
        seat_names = [s.name for s in match.seats]
        self.hand_box.setCurrentIndex(step.hand)
        n_tricks = len(state.winners)
        if step.trick < 0:
            where = self.tr("Hand %1 of %2: no trick played yet")
        else:
            where = self.tr("Hand %1 of %2, trick %3 of %4")
        self.position.setText(
            where.replace("%1", str(step.hand + 1))
            .replace("%2", str(len(match.hands)))
            .replace("%3", str(step.trick + 1))
            .replace("%4", str(state.n_tricks))
        )
        self.dealer.setText(self.tr("Dealer: %1").replace("%1", seat_names[state.dealer]))
        self._clear_cards()
        taker = ""
        if step.trick >= 0:
            leader, cards, winner = state.tricks[step.trick]
            seat = leader
            for card in cards:
                self._add_card(card, ("★ " if seat == winner else "") + seat_names[seat])
                seat = next_in_play(state.active, match.n_seats, seat)
            taker = self.tr("%1 takes the trick.").replace("%1", seat_names[winner])
        self.taker.setText(taker)
        upto = state.winners[: step.trick + 1]
        counts = [f"{seat_names[s]} {upto.count(s)}" for s in state.active]
        lines = [self.tr("Tricks taken: %1").replace("%1", " · ".join(counts))]
        last_of_hand = step.trick == n_tricks - 1 and state.result is not None
        if last_of_hand:
            result = state.result
            assert result is not None
            scores = " · ".join(f"{seat_names[s]} {result.scores[s]}" for s in state.active)
            totals = " · ".join(f"{seat_names[s]} {log.totals[s]}" for s in range(match.n_seats))
            label = self.tr("Busche") if match.rules.is_busca else self.tr("Hand scores")
            lines.append(f"<b>{label}:</b> {scores}")
            lines.append(f"<b>{self.tr('Totals')}:</b> {totals}")
            if match.finished and step.hand == len(match.hands) - 1:
                who = names([seat_names[s] for s in match.winners])
                lines.append("<b>" + self.tr("Winner: %1").replace("%1", who) + "</b>")
        self.tally.setText("<br>".join(lines))
        last = len(self.steps) - 1
        self.first_button.setEnabled(self.index > 0)
        self.back_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < last)
        self.last_button.setEnabled(self.index < last)

    def _clear_cards(self) -> None:
        while self.cards_row.count():
            item = self.cards_row.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        self.card_labels = []

    def _add_card(self, card: int, caption_text: str) -> None:
        box = QWidget()
        col = QVBoxLayout(box)
        pic = QLabel()
        pic.setPixmap(self.art.pixmap(CARDS[card].code, CARD_W, CARD_H, self.devicePixelRatioF()))
        name = self.art.card_name(card)
        pic.setAccessibleName(name)
        pic.setToolTip(name)
        caption = QLabel(caption_text)
        caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(pic, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(caption)
        self.cards_row.addWidget(box)
        self.card_labels.append(pic)

    def shown_cards(self) -> list[int]:
        """The cards of the trick on show (tests)."""
        step = self.step
        if step is None or step.trick < 0:
            return []
        return [int(c) for c in self.match.hands[step.hand].state.tricks[step.trick][1]]
