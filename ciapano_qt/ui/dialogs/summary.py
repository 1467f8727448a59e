"""After each hand: what each player took and scored, the totals, and what happens next."""

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
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CARDS
from ..session.session import GameController
from ..table.art import CardArt
from ..text.format import names, thirds


class HandSummaryDialog(QDialog):
    nextHand = Signal()
    newMatch = Signal()
    scoreSheet = Signal()

    def __init__(
        self, controller: GameController, art: CardArt, index: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.index = index  # the hand shown (the main window rebuilds it in a new language)
        match = controller.match
        assert match is not None
        log = match.hands[index]
        state = log.state
        result = state.result
        assert result is not None
        busca = match.rules.is_busca
        seat_names = [s.name for s in match.seats]
        self.setWindowTitle(self.tr("Hand %1").replace("%1", str(index + 1)))
        layout = QVBoxLayout(self)

        title = QLabel(self.windowTitle() if not match.finished else self.tr("Match over"))
        font = QFont()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)

        notes: list[str] = []
        if result.cappotto is not None:
            notes.append(self.tr("%1 made cappotto!").replace("%1", seat_names[result.cappotto]))
        if busca and result.uncovered:
            who = names([seat_names[s] for s in result.uncovered])
            notes.append(self.tr("Did not cover: %1.").replace("%1", who))
        elif busca:
            top = [s for s in state.active if result.scores[s] > 0]
            who = names([seat_names[s] for s in top])
            notes.append(self.tr("Most points: %1.").replace("%1", who))
        if log.out:
            who = names([seat_names[s] for s in log.out])
            notes.append(self.tr("Out of the match: %1.").replace("%1", who))
        if match.finished:
            who = names([seat_names[s] for s in match.winners])
            text = self.tr("Winner: %1", "", len(match.winners)).replace("%1", who)
            notes.append("<b>" + text + "</b>")
        last = seat_names[state.last_winner]
        notes.append(self.tr("Last trick: %1.").replace("%1", last))
        info = QLabel("<br>".join(notes))
        info.setTextFormat(Qt.TextFormat.RichText)
        info.setWordWrap(True)
        layout.addWidget(info)

        headers = [
            self.tr("Player"),
            self.tr("Tricks"),
            self.tr("Points taken"),
            self.tr("Busche") if busca else self.tr("Score"),
            self.tr("Total"),
        ]
        if busca:
            headers.insert(3, self.tr("Covered"))
        table = QTableWidget(len(state.active), len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setAccessibleName(self.tr("Hand scores"))
        for row, seat in enumerate(state.active):
            points = result.points[seat]
            cells = [
                seat_names[seat],
                str(state.winners.count(seat)),
                str(points) if busca else thirds(points),
                str(result.scores[seat]),
                str(log.totals[seat]),
            ]
            if busca:
                covered = seat not in result.uncovered
                cells.insert(3, self.tr("yes") if covered else self.tr("no"))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat in log.out or (match.finished and seat in match.winners):
                    bold = QFont()
                    bold.setBold(True)
                    item.setFont(bold)
                table.setItem(row, col, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.verticalHeader().setDefaultSectionSize(26)
        height = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)

        shown = self._shown_cards(controller, state)
        if shown:
            row_layout = QHBoxLayout()
            for label_text, card in shown:
                box = QVBoxLayout()
                pic = QLabel()
                dpr = self.devicePixelRatioF()
                pic.setPixmap(art.picture(CARDS[card].code, 56, 100, dpr))
                pic.setAccessibleName(art.card_name(card))
                pic.setToolTip(art.card_name(card))
                caption = QLabel(label_text)
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
        buttons.addStretch(1)
        if match.finished:
            again = QPushButton(self.tr("&New match…"))
            again.clicked.connect(self._new_match)
            close = QPushButton(self.tr("&Close"))
            close.clicked.connect(self.accept)
            buttons.addWidget(close)
            buttons.addWidget(again)
            again.setDefault(True)
            self.primary = again
        else:
            nxt = QPushButton(self.tr("&Next hand"))
            nxt.clicked.connect(self._next)
            nxt.setDefault(True)
            buttons.addWidget(nxt)
            self.primary = nxt
            nxt.setEnabled(not controller.demo)
        layout.addLayout(buttons)
        self.setMinimumWidth(520)

    def _shown_cards(self, controller: GameController, state: object) -> list[tuple[str, int]]:
        out: list[tuple[str, int]] = []
        discard = getattr(state, "discard", None)
        if discard is not None:
            out.append((self.tr("Discard"), discard))
        monte = state.monte  # type: ignore[attr-defined]
        removed = getattr(state, "removed", None)
        if monte is not None:
            out.append((self.tr("Monte"), monte))
        elif removed is not None and len(state.active) == 3:  # type: ignore[attr-defined]
            out.append((self.tr("Removed Four"), removed))
        del controller
        return out

    def sizeHint(self) -> QSize:
        return QSize(560, super().sizeHint().height())

    def _next(self) -> None:
        self.accept()
        self.nextHand.emit()

    def _new_match(self) -> None:
        self.accept()
        self.newMatch.emit()
