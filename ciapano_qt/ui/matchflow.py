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
    from .mainbase import MainWindowBase as MainWindow  # not mainwindow.py: no circle


def _t(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def start_match(window: MainWindow, demo: bool = False, deal: int | None = None) -> None:
    rules = window.settings.rules()
    seats = window.settings.seats(rules.players, demo=demo)
    close_summary(window)
    window.session.new_match(rules, seats, demo=demo, deal=deal)
    if demo:
        _demo_bar(window)


def _demo_bar(window: MainWindow) -> None:
    """The demo's label and Stop over the table (``table/demobar.py``), shown while a demo
    plays: made at the first demo, then shown and hidden as matches start."""
    if window.demo_bar is None:
        from .table.demobar import DemoBar

        bar = window.demo_bar = DemoBar(window.view)
        bar.stopped.connect(window.stop_demo)
        session = window.session
        session.matchStarted.connect(lambda: bar.show_on(session.demo and session.has_match))
    window.demo_bar.show_on(window.session.demo and window.session.has_match)


def stop_demo(window: MainWindow) -> None:
    """Stop (or Escape): the demo ends, its summary closes, the table is left empty."""
    close_summary(window)
    if window.session.end_demo():
        window.say(_t("The demo is over. Game, New match starts a match of your own."))
    window.view.setFocus()


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


def hand_finished(window: MainWindow, index: int, review: bool = True) -> None:
    """The summary of hand ``index`` (and the coach beside it, if the settings ask: once a
    hand, so not when ``review`` is False: the open summary rebuilt in a new language)."""
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
    if review and window.settings.get("game/auto_review") and not session.demo:
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
