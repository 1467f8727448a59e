"""The match's course in the main window: a new match or a demo (the abandoned one asked
about first), a deal played again, the summary between hands, and the screen passed from
one person to the next at one computer.

Loaded when one of them first happens (a resumed match's first paint needs none of it). The
window keeps what is open (``window.summary``, ``window.pass_screen``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from .table import timing

if TYPE_CHECKING:
    from .dialogs.summary import HandSummaryDialog
    from .mainwindow import MainWindow


def _t(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def start_match(window: MainWindow, demo: bool = False, deal: int | None = None) -> None:
    rules = window.settings.rules()
    seats = window.settings.seats(rules.players, demo=demo)
    close_summary(window)
    window.session.new_match(rules, seats, demo=demo, deal=deal)


def confirm_abandon(window: MainWindow) -> bool:
    c = window.session
    if not c.in_progress or c.demo or not c.card_played:  # nothing to lose: no question
        return True
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        window,
        _t("Abandon the match?"),
        _t("A match is in progress. Abandon it?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def new_match_dialog(window: MainWindow) -> None:
    if not confirm_abandon(window):
        return
    from .dialogs.newmatch import NewMatchDialog

    dialog = NewMatchDialog(window.settings, window)
    dialog.settingsRequested.connect(window.show_settings)
    if dialog.exec():
        start_match(window, deal=dialog.deal_seed())


def start_demo(window: MainWindow) -> None:
    if confirm_abandon(window):
        start_match(window, demo=True)


def replay_deal(window: MainWindow, seed: int) -> None:
    """ "Play this deal again" on a hand summary: practice with this match's seats."""
    if confirm_abandon(window):
        close_summary(window)
        window.session.replay_deal(seed)


def hand_finished(window: MainWindow, index: int) -> None:
    """The summary of hand ``index`` (and the coach beside it, if the settings ask)."""
    from .dialogs.summary import HandSummaryDialog

    close_summary(window)
    session = window.session
    summary = HandSummaryDialog(session.hand_summary(index), window.art, session.demo, window)
    summary.nextHand.connect(session.next_hand)
    summary.newMatch.connect(window.new_match_dialog)
    summary.scoreSheet.connect(window.show_score_sheet)
    summary.reviewCards.connect(window.show_review)
    summary.replayDeal.connect(window.replay_deal)
    summary.finished.connect(lambda _result: _forget_summary(window, summary))
    window.summary = summary
    summary.show()
    if window.settings.get("game/auto_review") and not session.demo:
        window.show_review(index)  # the coach, beside the summary (Settings: Table)
    if session.demo and not session.finished:
        pause = max(window.scene.ms("hand_pause") - timing.SUMMARY_EARLY_MS, 0)
        QTimer.singleShot(pause, window.close_summary)


def _forget_summary(window: MainWindow, summary: HandSummaryDialog) -> None:
    if window.summary is summary:
        summary.deleteLater()
        window.summary = None


def close_summary(window: MainWindow) -> None:
    summary, window.summary = window.summary, None
    if summary is not None:
        summary.close()
        summary.deleteLater()


def pass_requested(window: MainWindow, seat: int) -> None:
    """People at one screen: the next person's turn; their name over the table until
    they take the screen (session/hotseat.py)."""
    from .table.passscreen import PassScreen

    if window.pass_screen is None:
        window.pass_screen = PassScreen(window.view)
        window.pass_screen.taken.connect(window.session.take_screen)
    window.scene.decor.hide_banner()
    window.menus.update()
    c = window.session
    said = window.pass_screen.show_for(c.seat_name(seat), c.seats(), seat, window.scene.cloth)
    window.say(said)  # a reader hears it all; the line under the big words does not repeat it
    window.status.setText(_t("The screen changes hands."))
