"""The guided first match: the lessons of ``ai.lessons`` played one by one in a window of their
own, each on its own table (``session/lesson.py``: scripted opponents, the person's cards set
too), with a short text at the moment the lesson matters.

Shown on the first start (a fresh home: the setting ``general/guided_match``; turned off for
tests by ``CIAPANO_NO_GUIDE``: ``app/startup._wants_guide``) and from the Help menu. It can be
skipped at any point: *Skip lesson* goes to the next one, *Close* ends the guide. The main
window's match is not touched, and a lesson is never counted in the statistics.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.lessons import LESSONS, Lesson
from ..models.hand import HandModel
from ..models.seats import SeatsModel
from ..session.lesson import LessonSession
from ..table.scene import TableScene
from ..table.view import TableView
from ..text.plain import plain_label

if TYPE_CHECKING:
    from ..app.settings import Settings
    from ..table.art import CardArt


LARGEST = QSize(960, 760)  # the guide's size on a large screen
SMALLEST = QSize(560, 480)  # its least, where the screen has that room


def guide_size(free: QRect) -> QSize:
    """The guide's size on a screen whose free room is ``free``: up to ``LARGEST``, within
    that room less a margin for the window's frame (an 800x600 screen too)."""
    return QSize(
        min(LARGEST.width(), int(free.width() * 0.95)),
        min(LARGEST.height(), int(free.height() * 0.9)),
    )


class LessonWindow(QDialog):
    """The guide: a table per lesson, its text above, and the buttons to go on or skip."""

    lessonStarted = Signal(int)  # the index of the lesson now on the table

    def __init__(
        self,
        settings: Settings,
        art: CardArt,
        names: Sequence[str],
        parent: QWidget | None = None,
        lessons: Sequence[Lesson] = LESSONS,
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.settings = settings
        self.art = art
        self.names = list(names)
        self.lessons = list(lessons)
        self.index = -1
        self.stage = "intro"
        self.session: LessonSession | None = None
        self.view: TableView | None = None
        self.scene: TableScene | None = None
        layout = QVBoxLayout(self)
        self.heading = plain_label()
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.text = plain_label()
        self.text.setWordWrap(True)
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * 3)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.text)
        self.table_box = QVBoxLayout()
        layout.addLayout(self.table_box, 1)
        buttons = QDialogButtonBox(self)
        self.skip_button = QPushButton()
        self.skip_button.setAutoDefault(False)
        self.next_button = QPushButton()
        self.close_button = QPushButton()
        self.close_button.setAutoDefault(False)
        buttons.addButton(self.skip_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.skip_button.clicked.connect(self.next_lesson)
        self.next_button.clicked.connect(self.next_lesson)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.fit_to_screen()
        self.next_lesson()

    def fit_to_screen(self) -> None:
        """The size the screen has room for (its buttons and the hand never off screen)."""
        screen = self.screen()
        if screen is None:
            return
        size = guide_size(screen.availableGeometry())
        self.setMinimumSize(size.boundedTo(SMALLEST))
        self.resize(size)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown within the screen's free room, frame and all (centred on a main window
        near an edge it could reach past it)."""
        super().showEvent(event)
        screen = self.screen()
        if screen is None:
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry()
        x = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
        y = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

    # Lessons ----------------------------------------------------------------------------

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def next_lesson(self) -> None:
        """The next lesson on a new table; after the last one the guide closes."""
        if self.index + 1 >= len(self.lessons):
            self.accept()
            return
        self.index += 1
        self._stop()
        session = self.session = LessonSession(self.lesson, self.names, self)
        session.suit_system = self.art.suit_system
        session.speed = self.settings.get("table/speed")
        self.seats_model = SeatsModel(session, self)
        self.hand_model = HandModel(session, self)
        scene = self.scene = TableScene(self.art, session, self.seats_model, self.hand_model)
        scene.set_speed(session.speed)
        scene.play_by = self.settings.get("table/play_by")
        view = self.view = TableView(scene, self)
        view.setViewport(QWidget())
        view.setMinimumSize(480, 300)  # the texts and buttons keep their room in a small window
        self.table_box.addWidget(view)
        scene.cardActivated.connect(session.play_human)
        session.moveRefused.connect(self._on_refused)
        session.moment.connect(self._on_moment)
        session.lessonCardPlayed.connect(self._on_lesson_card)
        session.humanTurn.connect(self._on_turn)  # after the table's own (made before)
        session.lessonOver.connect(self._on_over)
        self.next_button.setEnabled(False)
        self.skip_button.setEnabled(self.index + 1 < len(self.lessons))
        # then "moment" (the lesson's text), "played" (its card played), "over" (the hand scored)
        self.stage = "intro"
        self.retranslate()
        session.start()
        view.setFocus()
        self.lessonStarted.emit(self.index)

    def _stop(self) -> None:
        if self.session is not None:
            self.session.abandon()
            self.session.shutdown()
        if self.view is not None:
            self.table_box.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
        self.view = self.scene = None

    # Texts ------------------------------------------------------------------------------

    def title(self, lesson: Lesson) -> str:
        return {
            "follow_suit": self.tr("Follow suit"),
            "duck": self.tr("Duck under the trick"),
            "points": self.tr("Which cards carry points"),
            "last_trick": self.tr("The last trick"),
            "cappotto": self.tr("Cappotto"),
        }.get(lesson.key, lesson.title_en)

    def moment_text(self, lesson: Lesson) -> str:
        return {
            "follow_suit": self.tr(
                "A suit has been led: you must play a card of that suit while you have one. "
                "The cards you may play are raised now: only your cards of the led suit. "
                "This lesson asks for the %1: it stays under the card winning the trick, so "
                "the trick goes to someone else, and it is the highest card that does, so "
                "your lower ones are kept for later."
            ).replace("%1", self.session.lesson_card_name() if self.session is not None else ""),
            "duck": self.tr(
                "You want to take as few points as you can. Play a card lower than the one "
                "winning the trick: the trick goes to someone else."
            ),
            "points": self.tr(
                "Aces are worth one point each; Threes, Twos and the figures a third each; "
                "Fours to Sevens nothing. You cannot follow suit: give your Ace away to a "
                "trick someone else takes."
            ),
            "last_trick": self.tr(
                "The last trick is worth one point more. With two cards left, keep for the "
                "end the card less likely to take a trick, and play the other one now."
            ),
            "cappotto": self.tr(
                "You have taken every point so far. Take every trick, the last one too, and "
                "you make cappotto: you score nothing and every other player 11."
            ),
        }.get(lesson.key, lesson.text_en)

    def _intro_text(self) -> str:
        if self.session is not None and not self.session.turns_before_moment():
            return self.tr(
                "Watch the table: the other players play first. The lesson's point comes "
                "at your first turn."
            )
        return self.tr(
            "In this lesson your cards are chosen for you: each time it is your turn, "
            "play the one card that is raised (click it, or press Enter). Watch the table; "
            "the lesson's point comes when it matters."
        )

    def _played_text(self) -> str:
        """After the lesson's card: it was right, and what the rest of the hand asks."""
        text = self.tr("Well done: that was the card to play.")
        session = self.session
        if session is None or not session.turns_after_moment():
            return text
        if session.turns_before_moment():
            return (
                text
                + " "
                + self.tr("Play out the hand the same way: the one card that is raised, each time.")
            )
        return (
            text
            + " "
            + self.tr(
                "From here on your cards are chosen for you: each time it is your turn, play "
                "the one card that is raised (click it, or press Enter)."
            )
        )

    def _end_text(self) -> str:
        if self.index + 1 >= len(self.lessons):
            return self.tr(
                "That was the last lesson. Close the guide and start a match of your own "
                "(Game, New match)."
            )
        return self.tr("The hand is over. On to the next lesson when you are ready.")

    def retranslate(self) -> None:
        """Every text in the language of now (also on a language change)."""
        self.setWindowTitle(self.tr("Guided first match"))
        self.skip_button.setText(self.tr("&Skip lesson"))
        self.close_button.setText(self.tr("&Close the guide"))
        last_over = self.stage == "over" and self.index + 1 >= len(self.lessons)
        self.next_button.setText(self.tr("&Finish") if last_over else self.tr("&Next lesson"))
        if self.index < 0:
            return
        self.heading.setText(
            self.tr("Lesson %1 of %2: %3")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(self.lessons)))
            .replace("%3", self.title(self.lesson))
        )
        if self.stage == "intro":
            self.text.setText(self._intro_text())
        elif self.stage == "moment":
            self.text.setText(self.moment_text(self.lesson))
        elif self.stage == "played":
            self.text.setText(self._played_text())
        else:
            self.text.setText(self._end_text())
        if self.view is not None:
            self.view.setAccessibleName(self.tr("Lesson table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.scene is not None:
                self.hand_model.retranslate()
                self.scene.retranslate()
        super().changeEvent(event)

    def _on_moment(self) -> None:
        self.stage = "moment"
        self.retranslate()
        if self.scene is not None:
            self.scene.show_banner(self.title(self.lesson))
        if self.view is not None:
            self.view.announce(self.text.text())

    def _on_lesson_card(self) -> None:
        self.stage = "played"
        self.retranslate()
        if self.scene is not None:
            self.scene.show_banner(self.tr("Well done!"))
        if self.view is not None:
            self.view.announce(self.text.text())

    def _on_turn(self, _seat: int) -> None:
        """The keyboard's card on the lesson's (Enter plays it), not the first card."""
        card = self.session.scripted_card() if self.session is not None else None
        if card is not None and self.scene is not None:
            self.scene.focus_on(card)

    def _on_over(self) -> None:
        self.stage = "over"
        self.retranslate()
        self.next_button.setEnabled(True)
        self.next_button.setDefault(True)
        self.next_button.setFocus()

    def _on_refused(self, text: str) -> None:
        if self.scene is not None:
            self.scene.show_banner(text)

    # Closing ----------------------------------------------------------------------------

    def done(self, result: int) -> None:
        self._stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)
