"""After each hand: what each player took and scored, the totals, and what happens next.

A view of :class:`~.models.summary.HandSummary` (the notes) and its
:class:`~.models.summary.HandSummaryModel` (the table). Names are shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CARDS
from ..models.summary import HandSummary, HandSummaryModel
from ..table.art import CardArt
from ..text.format import names
from ..text.plain import plain_label
from .readtable import read_only_table


class HandSummaryDialog(QDialog):
    nextHand = Signal()
    newMatch = Signal()
    scoreSheet = Signal()
    reviewCards = Signal(int)  # the hand's index: the coach reviews the player's cards in it
    # the deal's seed: play it again as practice. A Python int (object), not Qt's 32-bit int:
    # a deal number runs to 2**32 - 1 (engine.shuffle.SEED_LIMIT)
    replayDeal = Signal(object)

    def __init__(
        self,
        summary: HandSummary,
        art: CardArt,
        demo: bool = False,
        parent: QWidget | None = None,
        networked: bool = False,
    ) -> None:
        """``networked``: a hand of a table shared over the network, seen from one seat
        (no coach, no deal to play again, no new match from here: the host deals)."""
        super().__init__(parent)
        self.setModal(False)
        self.index = summary.index  # the hand shown (the main window rebuilds it in a new language)
        self.setWindowTitle(self.tr("Hand %1").replace("%1", str(summary.index + 1)))
        layout = QVBoxLayout(self)

        title = plain_label(self.windowTitle() if not summary.match_over else self.tr("Match over"))
        font = QFont()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)

        notes = QVBoxLayout()
        notes.setSpacing(0)
        for text, bold in self._notes(summary):
            label = plain_label(text)
            label.setWordWrap(True)
            if bold:
                strong = QFont()
                strong.setBold(True)
                label.setFont(strong)
            notes.addWidget(label)
        layout.addLayout(notes)

        self.model = HandSummaryModel(summary, self)
        table = self.table = QTableView(self)
        table.setModel(self.model)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        read_only_table(table)  # nothing drawn selected; a reader hears no "not selected"
        table.setAccessibleName(self.tr("Hand scores"))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it: a reader reads it
        table.verticalHeader().setDefaultSectionSize(26)
        height = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)

        shown = self._shown_cards(summary)
        if shown:
            row_layout = QHBoxLayout()
            for label_text, card in shown:
                box = QVBoxLayout()
                pic = QLabel()
                dpr = self.devicePixelRatioF()
                pic.setPixmap(art.picture(CARDS[card].code, 56, 100, dpr))
                pic.setAccessibleName(art.card_name(card))
                pic.setToolTip(art.card_name(card))
                caption = plain_label(label_text)
                caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
                box.addWidget(pic, 0, Qt.AlignmentFlag.AlignHCenter)
                box.addWidget(caption)
                row_layout.addLayout(box)
            row_layout.addStretch(1)
            layout.addLayout(row_layout)

        buttons = QHBoxLayout()
        sheet = QPushButton(self.tr("Score &sheet"))
        sheet.clicked.connect(self.scoreSheet)
        buttons.addWidget(sheet)
        if not demo and not networked:
            review = self.review_button = QPushButton(self.tr("&Review my cards"))
            review.clicked.connect(lambda: self.reviewCards.emit(self.index))
            buttons.addWidget(review)
        if not demo and not networked and summary.replayable and summary.seed is not None:
            seed = summary.seed
            again_deal = self.replay_button = QPushButton(self.tr("&Play this deal again"))
            again_deal.setToolTip(
                self.tr("A new practice match whose first hand is this deal (not counted).")
            )
            again_deal.clicked.connect(lambda: self._replay(seed))
            buttons.addWidget(again_deal)
        buttons.addStretch(1)
        if summary.match_over and networked:
            close = self.primary = QPushButton(self.tr("&Close"))
            close.clicked.connect(self.accept)
            buttons.addWidget(close)
        elif summary.match_over:
            again = QPushButton(self.tr("&New match…"))
            again.clicked.connect(self._new_match)
            close = QPushButton(self.tr("&Close"))
            close.clicked.connect(self.accept)
            buttons.addWidget(close)
            buttons.addWidget(again)
            self.primary = again
        else:
            nxt = QPushButton(self.tr("&Next hand"))
            nxt.clicked.connect(self._next)
            buttons.addWidget(nxt)
            self.primary = nxt
            nxt.setEnabled(not demo)
        layout.addLayout(buttons)
        # No button is pressed by Enter (none default, none auto-default): a stray Enter,
        # meant for the table as the summary opened, dismissed the hand and the review
        # beside it. Space on the focused button, a click or its Alt letter go on.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        # Not narrower than the buttons in every language (an explicit minimum overrides
        # the layout's, and a shown dialog is only 2/3 of the screen wide by default)
        self.setMinimumWidth(max(520, self.minimumSizeHint().width()))
        self.primary.setFocus()  # as before the table took Tab: Space presses it
        # What a reader says with the focused button, before any Tab: every seat's result
        self.primary.setAccessibleDescription(self.results(summary))

    def results(self, summary: HandSummary) -> str:
        """ "You: 2 this hand, 2 in all; AI 1: 4 this hand, 4 in all; …" (names as shown)."""
        line = self.tr("%1: %2 this hand, %3 in all")
        return "; ".join(
            line.replace("%1", row.name).replace("%2", str(row.score)).replace("%3", str(row.total))
            for row in summary.rows
        )

    def _notes(self, summary: HandSummary) -> list[tuple[str, bool]]:
        """The lines above the table, each with whether it is bold."""
        notes: list[tuple[str, bool]] = []
        if summary.cappotto_by_viewer:
            notes.append((self.tr("You made cappotto!"), False))
        elif summary.cappotto is not None:
            notes.append((self.tr("%1 made cappotto!").replace("%1", summary.cappotto), False))
        if summary.busca and summary.uncovered:
            who = names(summary.uncovered)
            notes.append((self.tr("Did not cover: %1.").replace("%1", who), False))
        elif summary.busca:
            who = names(summary.most_points)
            notes.append((self.tr("Most points: %1.").replace("%1", who), False))
        if summary.out:
            notes.append(
                (self.tr("Out of the match: %1.").replace("%1", names(summary.out)), False)
            )
        if summary.match_over:
            text = self.tr("Winner: %1", "", len(summary.winners))
            notes.append((text.replace("%1", names(summary.winners)), True))
            why = self._why(summary.end_reason, summary.busca)
            if why:
                notes.append((why, False))
        notes.append((self.tr("Last trick: %1.").replace("%1", summary.last_trick), False))
        if summary.fractions and summary.cappotto is None:  # why 4 1/3 taken may score 6
            from ..text.rulenames import scoring_note

            notes.append((scoring_note(summary.fractions, summary.hand_total), False))
        if summary.seed is not None:  # to play it again: New match…, Deal number
            notes.append((self.tr("Deal number: %1").replace("%1", str(summary.seed)), False))
        if summary.practice:
            notes.append((self.tr("Practice: not counted in the statistics."), False))
        return notes

    def _why(self, reason: str | None, busca: bool) -> str:
        """Why the match ended so (the engine's reason code, engine.outcome)."""
        if reason == "target_reached" and busca:
            return self.tr("A player reached the busche limit: the fewest busche win.")
        texts = {
            "all_crossed": self.tr(
                "Everyone left reached the target in the same hand: the lowest total wins."
            ),
            "target_reached": self.tr("A total reached the target: the lowest total wins."),
            "hands_limit": self.tr("The last hand of the match is over: the lowest total wins."),
            "team_crossed": self.tr("A team reached the target: the other team wins."),
            "both_teams_crossed": self.tr(
                "Both teams reached the target in the same hand: the lower total wins."
            ),
        }
        return texts.get(reason or "", "")

    def _shown_cards(self, summary: HandSummary) -> list[tuple[str, int]]:
        out: list[tuple[str, int]] = []
        if summary.discard is not None:
            out.append((self.tr("Discard"), summary.discard))
        if summary.monte is not None:
            out.append((self.tr("Monte"), summary.monte))
        elif summary.removed is not None:
            out.append((self.tr("Removed Four"), summary.removed))
        return out

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()  # at least as wide as the buttons need in every language
        return QSize(max(560, hint.width()), hint.height())

    def _next(self) -> None:
        self.accept()
        self.nextHand.emit()

    def _replay(self, seed: int) -> None:
        self.replayDeal.emit(seed)  # the main window asks first when a match is in progress

    def _new_match(self) -> None:
        self.accept()
        self.newMatch.emit()
