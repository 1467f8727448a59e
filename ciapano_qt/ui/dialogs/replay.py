"""Replay an opened match trick by trick: forward, back, first, last, and straight to a hand.

A dialog, independent of the live table, over a :class:`~.models.replay.ReplayModel`: it shows
the cards of one trick (who played each, who took it) in a :class:`~.trickview.TrickView`, the
tricks taken so far in that hand and, at a hand's last trick, the hand's scores and the totals.
The match itself is never changed. Names are plain text (quoted where the tally is HTML).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
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

from ...ai.review import Decision, Review
from ..models.replay import ReplayModel, ReplayStep, Tally
from ..models.review import loss_text
from ..session.review_job import ReviewJob
from ..table.art import CardArt
from ..text.cardnames import card_name
from ..text.format import names
from ..text.plain import escaped, plain_label
from .trickview import TrickView


def _tally(pairs: Tally) -> str:
    return " · ".join(f"{name} {figure}" for name, figure in pairs)


class ReplayDialog(QDialog):
    def __init__(
        self,
        model: ReplayModel,
        art: CardArt | None = None,
        parent: QWidget | None = None,
        review: Callable[[], ReviewJob] | None = None,
    ) -> None:
        super().__init__(parent)
        self.review = review  # makes the coach's review of the player's cards (None: no player)
        self.marks: dict[tuple[int, int], Decision] = {}  # the review's, by (hand, trick)
        self._names: tuple[str, ...] = ()  # the seats' names, for the reasons
        self._busca = False  # the review's losses are busche (Busca), not points
        self.setModal(False)
        self.model = model
        if model.parent() is None:
            model.setParent(self)
        self.art = art if art is not None else CardArt(parent=self)
        self.index = 0
        n_hands = model.steps[-1].n_hands if model.steps else 0
        self.setWindowTitle(self.tr("Replay"))
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        self.hand_box = QComboBox()
        self.hand_box.setAccessibleName(self.tr("Go to hand"))
        for h in range(n_hands):  # the label says "Hand": the items say which of how many
            text = self.tr("%1 of %2").replace("%1", str(h + 1)).replace("%2", str(n_hands))
            self.hand_box.addItem(text, h)
        self.hand_box.activated.connect(self._on_hand_chosen)
        hand_label = QLabel(self.tr("&Hand:"))
        hand_label.setBuddy(self.hand_box)
        top.addWidget(hand_label)
        top.addWidget(self.hand_box)
        self.position = plain_label()
        top.addWidget(self.position, 1)
        layout.addLayout(top)

        self.dealer = plain_label()
        layout.addWidget(self.dealer)
        self.trick = TrickView(self.art, self)
        self.trick.setAccessibleName(self.tr("Trick"))
        layout.addWidget(self.trick)  # as tall as its cards (given less, they shrink to fit)
        self.taker = plain_label()
        self.taker.setWordWrap(True)
        layout.addWidget(self.taker)
        self.coach = plain_label()
        self.coach.setWordWrap(True)
        self.coach.setAccessibleName(self.tr("Coach"))
        layout.addWidget(self.coach)
        self.tally = QLabel()
        self.tally.setWordWrap(True)
        self.tally.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.tally)
        layout.addStretch(1)  # a taller window: the room below the words, not among them

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
        if review is not None and model.steps:
            self.review_button = QPushButton(self.tr("&Review my cards"))
            self.review_button.setAutoDefault(False)
            self.review_button.clicked.connect(self.show_review)
            buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.show_step(0)

    # Navigation -----------------------------------------------------------------------

    @property
    def steps(self) -> list[ReplayStep]:
        return self.model.steps

    @property
    def step(self) -> ReplayStep | None:
        return self.model.step(self.index)

    def forward(self) -> None:
        self.show_step(self.index + 1)

    def back(self) -> None:
        self.show_step(self.index - 1)

    def first(self) -> None:
        self.show_step(0)

    def last(self) -> None:
        self.show_step(len(self.steps) - 1)

    def go_to_hand(self, hand: int) -> None:
        row = self.model.row_of_hand(hand)
        if row is not None:
            self.show_step(row)

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
            self.go_to_hand(min(step.hand + 1, step.n_hands - 1))
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
        self.hand_box.setCurrentIndex(step.hand)
        if step.trick < 0:
            position = self.tr("No trick played yet")
        else:
            position = (
                self.tr("Trick %1 of %2")
                .replace("%1", str(step.trick + 1))
                .replace("%2", str(step.n_tricks))
            )
        self.position.setText(position)  # a reader hears the whole place, the hand's too
        self.position.setAccessibleName(self.model.data(self.model.index(self.index)))
        self.dealer.setText(self.tr("Dealer: %1").replace("%1", step.dealer))
        self.trick.trick_model.set_plays(step.plays)
        taker = ""
        if step.viewer_takes:
            taker = self.tr("You take the trick.")
        elif step.taker is not None:
            taker = self.tr("%1 takes the trick.").replace("%1", step.taker)
        self.taker.setText(taker)
        self.taker.setVisible(bool(taker))
        self.coach.setText(self._mark_text(step))
        self.coach.setVisible(bool(self.coach.text()))  # no empty line before the review
        lines = [escaped(self.tr("Tricks taken: %1").replace("%1", _tally(step.taken)))]
        if step.scores is not None and step.totals is not None:
            label = self.tr("Busche") if self.model.busca else self.tr("Hand scores")
            lines.append(f"<b>{escaped(label)}:</b> {escaped(_tally(step.scores))}")
            lines.append(f"<b>{escaped(self.tr('Totals'))}:</b> {escaped(_tally(step.totals))}")
            if step.winners is not None:
                who = names(step.winners)
                lines.append("<b>" + escaped(self.tr("Winner: %1").replace("%1", who)) + "</b>")
        self.tally.setText("<br>".join(lines))
        last = len(self.steps) - 1
        self.first_button.setEnabled(self.index > 0)
        self.back_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < last)
        self.last_button.setEnabled(self.index < last)
        self._keep_room()

    def _keep_room(self) -> None:
        """A dialog's minimum height does not follow its wrapped lines (Qt sizes a window
        without its height for width): the score lines of a hand's last trick, wrapped,
        squeezed the cards. So the minimum is the layout's own for this width and text."""
        layout = self.layout()
        if layout is not None:
            self.setMinimumHeight(layout.totalMinimumHeightForWidth(self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_room()  # narrower: more wrapped lines

    # The coach ------------------------------------------------------------------------

    def show_review(self) -> QDialog | None:
        """The coach's review of the whole match (its marks then show on their tricks)."""
        from ..models.review import ReviewModel
        from .review import ReviewDialog

        if self.review is None:
            return None
        job = self.review()
        self._names = job.names
        self._busca = job.busca
        model = ReviewModel(self.art.suit_system, job.names, by_hand=True, busca=job.busca)
        dialog = ReviewDialog(job, model, self.tr("Review of the match"), self)
        dialog.reviewed.connect(self._on_reviewed)
        dialog.show()
        return dialog

    def _on_reviewed(self, review: object) -> None:
        from ..models.review import marks_by_trick

        assert isinstance(review, Review)
        self.marks = marks_by_trick(review)
        self.show_step(self.index)

    def _mark_text(self, step: ReplayStep) -> str:
        """The coach's mark of the player's card in this trick (and of the discard, shown
        with the first trick)."""
        from ..models.review import decision_text, mark_text, reason_text

        found = [self.marks.get((step.hand, step.trick + 1))]
        if step.trick <= 0:
            found.insert(0, self.marks.get((step.hand, 0)))
        lines = []
        for d in found:
            if d is None:
                continue
            system = self.art.suit_system
            if self._busca:
                text = self.tr("%1 (%2): you played %3; better: %4 (%5 busche lost).")
            else:
                text = self.tr("%1 (%2): you played %3; better: %4 (%5 points lost).")
            text = (
                text.replace("%1", mark_text(d.mark))
                .replace("%2", decision_text(d))
                .replace("%3", card_name(int(d.played), system))
                .replace("%4", card_name(int(d.best), system))
                .replace("%5", loss_text(d.loss))
            )
            lines.append(f"{text} {reason_text(d, system, self._names)}".strip())
        return "\n".join(lines)

    def shown_cards(self) -> list[int]:
        """The cards of the trick on show (tests)."""
        step = self.step
        return [] if step is None else [p.card for p in step.plays]
