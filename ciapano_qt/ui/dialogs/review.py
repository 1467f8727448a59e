"""The coach's review of the player's cards: a progress bar while it runs, then the table.

A view of a :class:`~..session.review_job.ReviewJob` (which does the work in the background,
so the table stays responsive) and a :class:`~..models.review.ReviewModel` (the decisions).
The review can be cancelled; it never changes the match. ``reviewed`` passes the finished
``ai.review.Review`` on (the replay marks its tricks with it).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import INACCURACY, MISTAKE
from ..models.review import ReviewModel, loss_text
from ..session.review_job import ReviewJob
from ..text.plain import plain_label


class ReviewDialog(QDialog):
    reviewed = Signal(object)  # ai.review.Review

    def __init__(
        self,
        job: ReviewJob,
        model: ReviewModel,
        title: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.setWindowTitle(title)
        self.job = job
        if job.parent() is None:
            job.setParent(self)
        self.model = model
        if model.parent() is None:
            model.setParent(self)
        self.whole_match = model.by_hand
        layout = QVBoxLayout(self)

        if model.busca:
            about_text = self.tr(
                "The coach plays each of your decisions again, from what you could see. A card "
                "that cost at least %1 busche against the best one is a mistake, at least %2 an "
                "inaccuracy."
            )
        else:
            about_text = self.tr(
                "The coach plays each of your decisions again, from what you could see. A card "
                "that cost at least %1 points against the best one is a mistake, at least %2 an "
                "inaccuracy."
            )
        about = plain_label(
            about_text.replace("%1", loss_text(MISTAKE)).replace("%2", loss_text(INACCURACY))
        )
        about.setWordWrap(True)
        layout.addWidget(about)

        row = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.progress.setRange(0, 0)  # busy until the number of decisions is known
        row.addWidget(self.progress, 1)
        self.cancel_button = QPushButton(self.tr("&Cancel review"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)

        self.status = plain_label(self.tr("Reviewing your cards…"))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        table = self.table = QTableView(self)
        table.setModel(model)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAccessibleName(self.tr("Your decisions"))
        table.setWordWrap(True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        layout.addWidget(table, 1)  # empty (its headers only) until the review is done

        self.total = plain_label()
        self.total.setWordWrap(True)
        self.total.setVisible(False)
        layout.addWidget(self.total)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        # Close is not pressed by Enter (a stray one, beside the hand summary, closed it)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        layout.addWidget(buttons)
        self.setMinimumSize(720, 260)
        # Room for the reasons (long in German and French) without a scroll at first: up to
        # 960x600, within the screen.
        screen = self.screen().availableGeometry() if self.screen() else None
        width = min(960, int(screen.width() * 0.9)) if screen else 960
        height = min(600, int(screen.height() * 0.85)) if screen else 600
        self.resize(max(720, width), max(260, height))

        job.progressed.connect(self._on_progress)
        job.reviewed.connect(self._on_reviewed)
        job.failed.connect(self._on_failed)
        job.stopped.connect(self._on_stopped)
        job.start()

    # The job's reports ------------------------------------------------------------------

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.status.setText(
            self.tr("Reviewing your cards: decision %1 of %2…")
            .replace("%1", str(min(done + 1, total)))
            .replace("%2", str(total))
        )

    def _finish(self, text: str) -> None:
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.status.setText(text)

    def _on_reviewed(self, review: object) -> None:
        from ...ai.review import Review

        assert isinstance(review, Review)
        self.model.set_review(review)
        decisions = len(self.model.decisions)
        if decisions == 0:
            self._finish(self.tr("Nothing to review: you never had a choice of card."))
        else:
            self._finish(self._verdict())
            self.table.resizeRowsToContents()
            self.total.setVisible(True)
            lost = loss_text(self.model.loss)
            busca = self.model.busca  # the hand's own unit
            if self.whole_match and busca:
                text = self.tr("Busche lost in the match: %1 (%2 decisions).")
            elif self.whole_match:
                text = self.tr("Points lost in the match: %1 (%2 decisions).")
            elif busca:
                text = self.tr("Busche lost in this hand: %1 (%2 decisions).")
            else:
                text = self.tr("Points lost in this hand: %1 (%2 decisions).")
            self.total.setText(text.replace("%1", lost).replace("%2", str(decisions)))
        self.reviewed.emit(review)

    def _verdict(self) -> str:
        marks = [d.mark for d in self.model.decisions]
        mistakes, slips = marks.count("mistake"), marks.count("inaccuracy")
        if not mistakes and not slips:
            return self.tr("No mistakes: well played.")
        return (
            self.tr("Mistakes: %1. Inaccuracies: %2.")
            .replace("%1", str(mistakes))
            .replace("%2", str(slips))
        )

    def _on_failed(self, text: str) -> None:
        self._finish(self.tr("The review failed: %1").replace("%1", text))

    def _on_stopped(self) -> None:
        self._finish(self.tr("Review cancelled."))

    # Closing ----------------------------------------------------------------------------

    def cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelling…"))
        self.job.cancel()

    def _stop_job(self) -> None:
        if self.job.running:
            self.job.cancel()
            self.job.wait(6.0)  # the helper is ended within 50 ms of the cancel

    def done(self, result: int) -> None:
        self._stop_job()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_job()
        super().closeEvent(event)
