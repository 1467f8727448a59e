"""What a networked table's window shows of the match besides the table: each hand's summary,
the score sheet, the last trick, and the export of the match as this seat saw it.

The same dialogs and models as the main window's (``HandSummaryDialog``, ``ScoreSheetModel``,
``LastTrickDialog`` over a ``ReplayModel``, ``FileActions.export_match``), fed from the
``RemoteSession``'s queries: the finished hands as this seat saw them (``seen_match``: a
real match of public cards only, checked by the engine, ``net/seen.py``) and the
last trick of its views. A seat that missed a hand (it joined or rejoined after a hand ended
without it) has no score sheet and nothing to export, and the entries say why.

A hand's summary opens when the table has shown the hand's end. The host does not wait for
it (the next hand is dealt at once, and a player idle too long is played by the computer), so
the summary stays over the table until the player closes it or their turn comes.
"""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..remote.session import RemoteSession
    from ..table.art import CardArt
    from .summary import HandSummaryDialog


def _t(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("NetTableWindow", text, disambiguation)


class ViewsWindow(QMainWindow):
    """The table's window as ``MatchViews`` sees it: ``join_window.NetTableWindow`` derives
    from this and fills every part in; declared here so that this module does not import
    ``join_window.py`` back (no import circle)."""

    session: RemoteSession
    art: CardArt
    message_box: QMessageBox | None  # the last message shown (tests)

    def say(self, text: str) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError

    def ask_save_path(self, suggested: str) -> str:
        raise NotImplementedError


class MatchViews:
    """The window's Table menu and toolbar, and the dialogs they open (``window``'s)."""

    def __init__(self, window: ViewsWindow) -> None:
        self.window = window
        session = window.session
        self.summary: HandSummaryDialog | None = None  # the hand's summary while it is open
        self.act_last = self._action(self.show_last_trick)
        self.act_sheet = self._action(self.show_score_sheet)
        self.act_export = self._action(lambda: self.export_match())
        self.act_export.setShortcut(QKeySequence("Ctrl+E"))
        self.act_leave = self._action(window.leave)
        self.act_leave.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        self.menu: QMenu = window.menuBar().addMenu("")
        for act in (self.act_last, self.act_sheet, None, self.act_export, None, self.act_leave):
            self.menu.addSeparator() if act is None else self.menu.addAction(act)
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("net-table-toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.act_last)
        self.toolbar.addAction(self.act_sheet)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        session.stateChanged.connect(self.update_actions)
        session.handFinished.connect(self.show_summary)
        session.humanTurn.connect(lambda _seat: self._your_turn())
        self.retranslate()

    def _action(self, slot: Any) -> QAction:
        act = QAction(self.window)
        act.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(act)
        return act

    def retranslate(self) -> None:
        self.menu.setTitle(_t("&Table"))
        self.toolbar.setWindowTitle(_t("&Table").replace("&", ""))
        texts = {
            self.act_last: _t("&Last trick"),
            self.act_sheet: _t("&Score sheet"),
            self.act_export: _t("E&xport match…"),
            self.act_leave: _t("Lea&ve the table"),
        }
        for act, text in texts.items():
            act.setText(text)
            act.setToolTip(text.replace("&", "").rstrip("…"))
        self.act_last.setShortcut(QKeySequence(_t("L", "shortcut of Last trick")))
        self.act_sheet.setShortcut(QKeySequence(_t("S", "shortcut of Score sheet")))
        self.update_actions()

    def update_actions(self) -> None:
        s = self.window.session
        self.act_last.setEnabled(s.last_trick() is not None)
        seen = s.seen_match() is not None
        for act in (self.act_sheet, self.act_export):
            act.setEnabled(seen)
            name = act.text().replace("&", "").rstrip("…")
            act.setToolTip(name if s.seen_complete() else self.missed_text())

    def missed_text(self) -> str:
        """Why there is no score sheet or record to show (the status line says it)."""
        if self.window.session.seen_complete():
            return _t("No hand has been finished yet.")
        return _t(
            "Not available: this seat missed a hand while it was away, and only the host "
            "keeps the whole match."
        )

    # The dialogs ---------------------------------------------------------------------------

    def show_last_trick(self) -> None:
        from ..models.replay import ReplayModel
        from .lasttrick import LastTrickDialog

        step = self.window.session.last_trick_step()
        if step is None:
            self.window.say(_t("No trick has been played yet."))
            return
        model = ReplayModel()
        model.set_steps([step])
        LastTrickDialog(model, self.window.art, self.window).exec()

    def show_score_sheet(self) -> None:
        from ..models.scoresheet import ScoreSheetModel
        from .scoresheet import ScoreSheetDialog

        match = self.window.session.snapshot()
        if match is None:
            self.window.say(self.missed_text())
            return
        ScoreSheetDialog(ScoreSheetModel(match), self.window).exec()

    def show_summary(self, index: int) -> None:
        """The summary of the hand just finished (over the table, which goes on)."""
        from .summary import HandSummaryDialog

        self.close_summary()
        session = self.window.session
        summary = session.hand_summary(index)
        dialog = HandSummaryDialog(summary, self.window.art, False, self.window, networked=True)
        dialog.scoreSheet.connect(self.show_score_sheet)
        dialog.finished.connect(lambda _result: self._summary_closed(dialog))
        self.summary = dialog
        dialog.show()

    def _summary_closed(self, dialog: HandSummaryDialog) -> None:
        if self.summary is dialog:
            self.summary = None
            dialog.deleteLater()

    def _your_turn(self) -> None:
        """The person's turn in the next hand: the summary makes way for the table."""
        shown = self.summary.model.summary if self.summary is not None else None
        if shown is not None and not shown.match_over:
            self.close_summary()

    def close_summary(self) -> None:
        summary, self.summary = self.summary, None
        if summary is not None:
            summary.close()
            summary.deleteLater()

    # The record -----------------------------------------------------------------------------

    def export_match(self, *, confirm: bool = True) -> bool:
        """Write the match as this seat saw it (its finished hands) to a file the player
        chooses, with the main window's Export: the same dialogs and messages."""
        from ..session.fileactions import FileActions

        match = self.window.session.snapshot()
        if match is None:
            self.window.say(self.missed_text())
            return False
        owner = _Owner(self.window, match)
        return FileActions(owner).export_match(confirm=confirm)  # type: ignore[arg-type]


class _Owner:
    """What ``FileActions.export_match`` reads of its owner: the match, where to write it,
    the app's notes (none: a seat's copy is not this app's match to resume) and messages."""

    def __init__(self, window: ViewsWindow, match: Any) -> None:
        self.window = window
        self.session = SimpleNamespace(match=match)

    def ask_save_path(self, suggested: str) -> str:
        stamp = time.strftime("ciapano-table-%Y%m%d-%H%M.json")
        return self.window.ask_save_path(stamp if suggested.startswith("ciapano-") else suggested)

    def app_section(self) -> None:
        return None

    def warn(self, title: str, text: str, modal: bool = True, info: bool = False) -> QMessageBox:
        from ..session.fileactions import warn

        self.window.message_box = warn(self.window, title, text, modal, info)
        return self.window.message_box
