"""The main window: the table in the middle, menus, the status bar, and the dialogs' wiring."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar, QWidget

from .app.settings import Settings
from .models.hand import HandModel
from .models.seats import SeatsModel
from .session.session import Session
from .table import timing
from .table.art import CardArt
from .table.scene import TableScene
from .table.view import TableView
from .text import cardnames

if TYPE_CHECKING:
    from .dialogs.summary import HandSummaryDialog
    from .dialogs.tracker import TrackerPanel
    from .table.passscreen import PassScreen


def _default_name() -> str:
    """The player's name when the settings leave it empty (``Settings.seats``)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Settings", "You")


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        deck, back = settings.get("table/deck"), settings.get("table/back")
        self.art = CardArt(deck, settings.get("table/indices"), self, back)
        self.session = Session(self)
        self.seats_model = SeatsModel(self.session, self)
        self.hand_model = HandModel(self.session, self)
        self.scene = TableScene(self.art, self.session, self.seats_model, self.hand_model)
        self.view = TableView(self.scene, self)
        # A viewport made in Python is known to PySide; the one QGraphicsView makes for
        # itself is not, and the first viewport() call then spends ~20 ms finding its type.
        self.view.setViewport(QWidget())
        self.setCentralWidget(self.view)
        self._after_paint: list[Callable[[], object]] | None = []
        self.after_first_paint(lambda: self.setWindowIcon(self.art.icon()))  # the Pita
        self.after_first_paint(self.view.accessible_ready)  # the table's accessible objects
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the players' names
        self.statusBar().addWidget(self.status, 1)
        self.summary: HandSummaryDialog | None = None  # the summary while it is open
        self.review: QWidget | None = None  # the coach's last review dialog
        self.net_dialogs: list[QWidget] = []  # Host / Join a table (each keeps its table)
        self.tracker_panel: TrackerPanel | None = None  # made when first shown
        self.pass_screen: PassScreen | None = None  # hot seat: made at the first pass
        self.guide: QWidget | None = None  # the guided first match's window, when opened
        self.review_worlds: int | None = None  # the coach's worlds per decision (None: its
        # default, ai.review.WORLDS; tests use fewer). The AI loads when a review starts.
        self._you = _default_name()  # the player's default name in the language of now
        self._make_actions()
        self._make_menus()
        self.act_host: QAction | None = None  # Host / Join a table: made after the first paint
        self.act_join: QAction | None = None
        self.after_first_paint(self._add_net_actions)
        self.apply_settings()
        settings.changed.connect(self._on_setting_changed)
        c = self.session
        c.moveRefused.connect(self._on_refused)
        c.message.connect(self._say)
        c.turnChanged.connect(self._on_turn)
        c.humanTurn.connect(self._on_human_turn)
        c.handFinished.connect(self._on_hand_finished)
        c.hintReady.connect(self._on_hint)
        c.recordChanged.connect(self._update_actions)
        c.matchStarted.connect(self._update_actions)
        c.passRequested.connect(self._on_pass_requested)
        c.viewerChanged.connect(self._on_viewer_changed)
        c.matchStarted.connect(lambda: self._on_viewer_changed(-2))
        self.scene.cardActivated.connect(self._on_card_activated)
        self.scene.momentShown.connect(self._on_moment)
        self.scene.focusChanged.connect(self._on_card_focused)
        self.retranslate()
        geometry = settings.get("window/geometry")
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            # First start: 1280x860, or 90% of a smaller screen (a 1280x800 laptop).
            width, height = 1280, 860
            screen = self.screen()
            if screen is not None:
                free = screen.availableGeometry()
                width = min(width, int(free.width() * 0.9))
                height = min(height, int(free.height() * 0.9))
            self.resize(width, height)
        self.view.setFocus()
        self.view.viewport().installEventFilter(self)  # see after_first_paint()

    def after_first_paint(self, job: Callable[[], object]) -> None:
        """Run ``job`` once the table has been painted for the first time (at once if it
        has been): start-up work that the first picture does not need waits for it."""
        if self._after_paint is None:
            job()
        else:
            self._after_paint.append(job)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._after_paint is not None:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._run_after_paint)  # once this paint is done
        return False

    def _run_after_paint(self) -> None:
        jobs, self._after_paint = self._after_paint or [], None
        for job in jobs:
            job()

    # Actions and menus ------------------------------------------------------------------

    def _make_actions(self) -> None:
        def action(
            slot: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        ) -> QAction:
            a = QAction(self)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.act_new = action(self.new_match_dialog, QKeySequence.StandardKey.New)
        self.act_demo = action(self.start_demo)
        self.act_undo = action(self.session.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = action(self.session.redo)
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_hint = action(self.session.request_hint)  # letters: retranslate()
        self.act_finish = action(self.session.finish_for_me)
        self.act_last = action(self.show_last_trick)
        self.act_sheet = action(self.show_score_sheet)
        self.act_tracker = action(self.toggle_tracker, "Ctrl+T")  # an aid, off by default
        self.act_tracker.setCheckable(True)
        self.act_settings = action(self.show_settings, QKeySequence.StandardKey.Preferences)
        self.act_settings.setShortcuts(
            [QKeySequence("Ctrl+,"), QKeySequence(QKeySequence.StandardKey.Preferences)]
        )
        self.act_quit = action(self.close, QKeySequence.StandardKey.Quit)
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_full = action(self.toggle_full_screen, "F11")
        self.act_full.setCheckable(True)
        self.act_rules = action(self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_rules.setShortcut(QKeySequence("F1"))
        self.act_about = action(self.show_about)
        self.act_guide = action(self.show_guide)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (
            self.act_new,
            self.act_demo,
            None,
            self.act_undo,
            self.act_redo,
            self.act_hint,
            self.act_finish,
            self.act_last,
            self.act_sheet,
            self.act_tracker,
            None,
            self.act_settings,
            self.act_full,
            None,
            self.act_quit,
        ):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_guide)
        self.menu_help.addAction(self.act_about)
        for menu in (self.menu_game, self.menu_help):  # Escape out of a menu: back to the table
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._table_focus_back))
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("table-toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (
            self.act_new,
            None,
            self.act_undo,
            self.act_redo,
            self.act_hint,
            self.act_last,
            self.act_sheet,
        ):
            self.toolbar.addSeparator() if a is None else self.toolbar.addAction(a)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _name_unnamed(self) -> None:
        """Names for the helpers Qt makes unnamed: the toolbar's overflow button (a hidden
        check box to a screen reader), the status bar and its size grip."""
        from PySide6.QtWidgets import QSizeGrip, QToolButton

        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setAccessibleName(self.tr("More tools"))
        self.statusBar().setAccessibleName(self.tr("Status line"))
        self._name_status()
        grip = self.statusBar().findChild(QSizeGrip)
        if grip is not None:
            grip.setAccessibleName(self.tr("Resize the window"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Ciapanò"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("&Game").replace("&", ""))
        # after the first picture: finding Qt's helpers makes their classes (and enums)
        self.after_first_paint(self._name_unnamed)
        texts = {
            self.act_new: self.tr("&New match…"),
            self.act_demo: self.tr("&Demo"),
            self.act_undo: self.tr("&Undo card"),
            self.act_redo: self.tr("&Redo card"),
            self.act_hint: self.tr("&Hint"),
            self.act_finish: self.tr("Finish the hand for &me"),
            self.act_last: self.tr("&Last trick"),
            self.act_sheet: self.tr("&Score sheet"),
            self.act_tracker: self.tr("Card trac&ker"),
            self.act_settings: self.tr("Se&ttings…"),
            self.act_full: self.tr("&Full screen"),
            self.act_quit: self.tr("&Quit"),
            self.act_rules: self.tr("&Rules"),
            self.act_about: self.tr("&About Ciapanò"),
            self.act_guide: self.tr("&Guided first match…"),
        }
        if self.act_host is not None and self.act_join is not None:  # after the first paint
            texts[self.act_host] = self.tr("H&ost a table…")
            texts[self.act_join] = self.tr("&Join a table…")
        for act, text in texts.items():
            act.setText(text)
            act.setToolTip(text.replace("&", "").rstrip("…"))
        keys = {  # one letter each, the initial of the entry in each language where it can be
            self.act_hint: self.tr("H", "shortcut of Hint"),
            self.act_last: self.tr("L", "shortcut of Last trick"),
            self.act_sheet: self.tr("S", "shortcut of Score sheet"),
        }
        for act, key in keys.items():
            act.setShortcut(QKeySequence(key))
        self.view.setAccessibleName(self.tr("Card table"))
        self.hand_model.retranslate()  # card names and reasons in the new language
        if self.tracker_panel is not None:
            self.tracker_panel.retranslate()
        self.scene.retranslate()
        self._update_actions()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rename_you()
            self.retranslate()
            if self.status.text():  # the status line, told again in the new language
                self.status.setText(self._status_now())
            if self.summary is not None and self.summary.isVisible():
                self._on_hand_finished(self.summary.index)  # the open summary, rebuilt
        super().changeEvent(event)

    def _rename_you(self) -> None:
        """The player's default name (the settings' empty name: "You", "Du", "Tu" ...) is the
        word of the language in use: after a switch the plate, the score sheet and the record
        say the new one. A name the player chose stays, even when it is that word."""
        old, self._you = self._you, _default_name()
        if old == self._you:
            return
        for seat in range(self.session.n_seats):  # seat 0, or any seat left unnamed
            named = self.settings.get(f"players/name{seat}").strip()
            if not named and self.session.seat_name(seat) == old:
                self.session.rename_seat(seat, self._you)

    def _update_actions(self) -> None:
        c = self.session
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.act_finish.setEnabled(c.can_finish())
        self.act_hint.setEnabled(c.casual and not c.demo and c.has_match and c.is_human_turn())
        self.act_last.setEnabled(c.last_trick() is not None)
        self.act_sheet.setEnabled(c.hands_dealt > 0)

    # Settings ---------------------------------------------------------------------------

    def apply_settings(self) -> None:
        s = self.settings
        self.art.set_deck(s.get("table/deck"))
        self.art.set_indices(s.get("table/indices"))
        self.art.set_back(s.get("table/back"))
        self.scene.set_cloth(s.get("table/cloth"))
        self.scene.set_large_cards(s.get("table/large_cards"))
        if self.session.suit_system != self.art.suit_system:
            self.session.suit_system = self.art.suit_system
            self.hand_model.retranslate()  # "follow spade" becomes "follow picche"
            if self.tracker_panel is not None:
                self.tracker_panel.set_system(self.art.suit_system)
        if self.status.text():  # "follow spade" becomes "follow picche" with the other deck
            self.status.setText(self._status_now())
        self.session.speed = s.get("table/speed")
        self.session.casual = s.get("game/casual")
        self.scene.set_speed(s.get("table/speed"))
        self.scene.play_by = s.get("table/play_by")
        self.scene.trick_hold = s.get("table/trick_hold")

    def _on_setting_changed(self, key: str) -> None:
        if key.startswith(("table/", "game/")):
            self.apply_settings()
            self._update_actions()

    # Game flow --------------------------------------------------------------------------

    def start_match(self, demo: bool = False, deal: int | None = None) -> None:
        rules = self.settings.rules()
        seats = self.settings.seats(rules.players, demo=demo)
        self._close_summary()
        self.session.new_match(rules, seats, demo=demo, deal=deal)

    def confirm_abandon(self) -> bool:
        c = self.session
        if not c.in_progress or c.demo:
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self,
            self.tr("Abandon the match?"),
            self.tr("A match is in progress. Abandon it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_match_dialog(self) -> None:
        if not self.confirm_abandon():
            return
        from .dialogs.newmatch import NewMatchDialog

        dialog = NewMatchDialog(self.settings, self)
        dialog.settingsRequested.connect(self.show_settings)
        if dialog.exec():
            self.start_match(deal=dialog.deal_seed())

    def replay_deal(self, seed: int) -> None:
        """ "Play this deal again" on a hand summary: practice with this match's seats."""
        if self.confirm_abandon():
            self._close_summary()
            self.session.replay_deal(seed)

    def _add_net_actions(self) -> None:
        """Host / Join a table in the Game menu, before the undo group (network play loads
        only when one is chosen)."""
        self.act_host, self.act_join = QAction(self), QAction(self)
        self.act_host.triggered.connect(self.host_table)
        self.act_join.triggered.connect(self.join_table)
        actions = self.menu_game.actions()
        at = actions.index(self.act_undo)
        before = actions[at - 1] if at and actions[at - 1].isSeparator() else self.act_undo
        self.menu_game.insertActions(before, [self.act_host, self.act_join])
        self.retranslate()

    def host_table(self) -> None:
        """Open a table for people at other computers (``dialogs/host.py``)."""
        from .dialogs.host import HostDialog

        dialog = HostDialog(self.settings, self)
        dialog.settingsRequested.connect(self.show_settings)
        self.net_dialogs.append(dialog)
        dialog.show()

    def join_table(self) -> None:
        """Sit at a table hosted on another computer (``dialogs/join.py``)."""
        from .dialogs.join import JoinDialog

        dialog = JoinDialog(self.settings, self)
        self.net_dialogs.append(dialog)
        dialog.show()

    def start_demo(self) -> None:
        if self.confirm_abandon():
            self.start_match(demo=True)

    def _on_card_activated(self, card: int) -> None:
        if self.session.human is not None:
            self.session.play_human(card)

    def _on_pass_requested(self, seat: int) -> None:
        """People at one screen: the next person's turn; their name over the table until
        they take the screen (session/hotseat.py)."""
        from .table.passscreen import PassScreen

        if self.pass_screen is None:
            self.pass_screen = PassScreen(self.view)
            self.pass_screen.taken.connect(self.session.take_screen)
        self.scene.decor.hide_banner()
        self._update_actions()
        self._say(self.pass_screen.show_for(self.session.seat_name(seat)))

    def _on_viewer_changed(self, seat: int) -> None:
        """Someone took the screen (seat): the keyboard on their cards; or a match began
        (-2): no pass screen now."""
        if seat != -1 and self.pass_screen is not None:
            self.pass_screen.hide()
            if seat >= 0:
                self.view.setFocus()  # the pass screen's button, hidden, had it
        self._update_actions()

    def _on_refused(self, text: str) -> None:
        self.scene.show_banner(text)
        self._say(text)

    def _name_status(self) -> None:
        """A reader reads the status label by its text; an empty one is still named."""
        self.status.setAccessibleName("" if self.status.text() else self.tr("No message"))

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self._name_status()
        # Screen readers say it (an accessibility announcement) once the window is on the
        # screen: nothing listens before, and Qt's accessibility classes cost ~4 ms to load.
        self.after_first_paint(lambda: self.view.announce(text))

    def _status_now(self) -> str:
        """The status line for the match as it stands: whose turn, or the hand is over."""
        c = self.session
        if self.scene.moment is not None:  # the table is behind the match: tell the table
            return self.scene.moment_text()
        if not c.hand_in_play:
            return self.tr("The hand is over.") if c.hands_dealt else ""
        if c.is_human_turn():
            return self._human_turn_text()
        seat = c.current_seat()
        if seat < 0 or seat == c.human:
            return ""
        return self.tr("%1 is playing…").replace("%1", c.seat_name(seat))

    def _table_focus_back(self) -> None:
        """A menu closed (Alt+G, then Escape) and left the menu bar with the keyboard, where
        arrows and Enter would open the menus again: give it back to the table, unless
        another menu opened (Left/Right from menu to menu)."""
        from PySide6.QtWidgets import QApplication

        if QApplication.activePopupWidget() is None and self.focusWidget() is self.menuBar():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_card_focused(self, _name: str) -> None:
        """The keyboard's ring on a card the player may not play now: the status line says
        why (a screen reader hears it in the view's description, so it is not announced);
        back on a playable card, the turn's prompt again."""
        card = self.view.focused_card()
        legal = self.session.viewer_legal()
        if card is None or legal is None or not self.session.is_human_turn():
            return
        reason = None if card in legal else self.hand_model.reason_for(card)
        self.status.setText(reason if reason else self._status_now())

    def _on_moment(self) -> None:
        # Not announced: the view tells a reader the table's events itself.
        self.status.setText(self.scene.moment_text())

    def _on_turn(self, seat: int) -> None:
        c = self.session
        self._update_actions()
        if seat < 0 and not c.hand_in_play and c.hands_dealt:
            self._say(self.tr("The hand is over."))
        if not c.has_match or seat < 0 or seat in (c.human, c.passing_to):
            return
        self._say(self.tr("%1 is playing…").replace("%1", c.seat_name(seat)))

    def _on_human_turn(self, seat: int) -> None:
        del seat
        self._update_actions()
        text = self._human_turn_text()
        if self._discarding():
            self.scene.show_banner(text, 0)
        elif self.scene.banner.isVisible() and self.scene.banner.text.startswith(
            self.tr("You deal")
        ):
            self.scene.banner.setVisible(False)
        self._say(text)

    def _discarding(self) -> bool:
        return self.session.discarding()

    def _human_turn_text(self) -> str:
        if self._discarding():
            return self.tr("You deal with one card over: click a card to discard it.")
        return self._turn_text()

    def _turn_text(self) -> str:
        """What the human may do, told from the engine's legal moves."""
        prompt = self.session.turn_prompt()
        kind = prompt.kind if prompt is not None else "play"
        if kind == "lead_any":
            return self.tr("Your lead: play any card you like.")
        if kind == "lead":
            return self.tr("Your lead: play a card.")
        if kind == "follow":
            assert prompt is not None
            suit = cardnames.suit_name(prompt.suit, self.art.suit_system)
            return self.tr("Your turn: follow %1.").replace("%1", suit)
        if kind == "any":
            return self.tr("Your turn: you cannot follow, play any card.")
        return self.tr("Your turn: play a card.")

    def _on_hint(self, card: int, reason: str) -> None:
        name = self.art.card_name(card)
        cards = self.scene.human_cards()
        if card in cards:
            self.scene.focus_index = cards.index(card)
            self.scene.keyboard = True  # ring the hinted card
            self.scene.refresh_interaction()
        text = self.tr("Hint: %1.").replace("%1", name)
        if reason:
            text += " " + reason
        self.scene.show_banner(text)
        self._say(text)

    def _on_hand_finished(self, index: int) -> None:
        from .dialogs.summary import HandSummaryDialog

        self._close_summary()
        summary = self.session.hand_summary(index)
        self.summary = HandSummaryDialog(summary, self.art, self.session.demo, self)
        self.summary.nextHand.connect(self.session.next_hand)
        self.summary.newMatch.connect(self.new_match_dialog)
        self.summary.scoreSheet.connect(self.show_score_sheet)
        self.summary.reviewCards.connect(self.show_review)
        self.summary.replayDeal.connect(self.replay_deal)
        self.summary.finished.connect(self._forget_summary)
        self.summary.show()
        if self.settings.get("game/auto_review") and not self.session.demo:
            self.show_review(index)  # the coach, beside the summary (Settings: Table)
        if self.session.demo and not self.session.finished:
            pause = max(self.scene.ms("hand_pause") - timing.SUMMARY_EARLY_MS, 0)
            QTimer.singleShot(pause, self._close_summary)

    def _forget_summary(self) -> None:
        if self.summary is not None and self.sender() is self.summary:
            self.summary.deleteLater()
            self.summary = None

    def _close_summary(self) -> None:
        summary, self.summary = self.summary, None
        if summary is not None:
            summary.close()
            summary.deleteLater()

    # Other windows ----------------------------------------------------------------------

    def show_last_trick(self) -> None:
        trick = self.session.last_trick()
        if trick is None:
            self._say(self.tr("No trick has been played yet."))
            return
        from .dialogs.lasttrick import LastTrickDialog
        from .models.replay import ReplayModel

        LastTrickDialog(ReplayModel(self.session.snapshot()), self.art, self).exec()

    def show_review(self, index: int) -> None:
        """The coach's review of the player's cards in hand ``index`` (in the background)."""
        from .dialogs.review import ReviewDialog
        from .models.review import ReviewModel
        from .session.review_job import ReviewJob

        match, seat = self.session.snapshot(), self.session.viewer
        if match is None or seat is None:
            return
        job = ReviewJob(match, seat, hands=[index], worlds=self.review_worlds)
        model = ReviewModel(self.art.suit_system, job.names, busca=job.busca)
        title = self.tr("Review of hand %1").replace("%1", str(index + 1))
        dialog = ReviewDialog(job, model, title, self)
        dialog.reviewed.connect(lambda review: self._keep_review(match, seat, review))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.review = dialog

    def _keep_review(self, match: Any, seat: int, review: Any) -> None:
        """The live match's review goes into the statistics (``session/review_stats.py``)."""
        from .session.review_stats import keep_review

        keep_review(getattr(self, "persistence", None), match, seat, review)

    def toggle_tracker(self) -> None:
        """Show or hide the card tracker (an aid: a match it is shown in is assisted)."""
        from .dialogs.tracker import TrackerPanel

        if self.tracker_panel is None:
            panel = TrackerPanel(self.session, self.art.suit_system, self)
            panel.closed.connect(lambda: self.act_tracker.setChecked(False))
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            self.tracker_panel = panel
        self.tracker_panel.setVisible(self.act_tracker.isChecked())

    def show_score_sheet(self) -> None:
        match = self.session.snapshot()
        if match is None:
            return
        from .dialogs.scoresheet import ScoreSheetDialog
        from .models.scoresheet import ScoreSheetModel

        ScoreSheetDialog(ScoreSheetModel(match), self).exec()

    def show_settings(self) -> None:
        from .dialogs.settingsdialog import SettingsDialog

        SettingsDialog(self.settings, self, self.scene.large_cards_fit).exec()

    def show_rules(self) -> None:
        from .app.help import RulesDialog

        RulesDialog(self.settings.get("general/language"), self).exec()

    def show_guide(self, then: Callable[[], object] | None = None) -> QWidget:
        """The guided first match (``dialogs/lesson.py``), in a window of its own; ``then``
        runs when it closes (the first start offers a new match after it)."""
        from .dialogs.lesson import LessonWindow

        if self.guide is not None:  # already open: brought forward
            self.guide.raise_()
            self.guide.activateWindow()
            return self.guide
        self.settings.set("general/guided_match", False)  # shown once by itself
        names = [s.name for s in self.settings.seats(4)]
        guide = LessonWindow(self.settings, self.art, names, self)
        guide.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        guide.finished.connect(self._forget_guide)
        if then is not None:
            guide.finished.connect(lambda _result: then())
        guide.show()
        self.guide = guide
        return guide

    def _forget_guide(self) -> None:
        self.guide = None

    def show_about(self) -> None:
        from .app.help import about

        about(self)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())

    def closeEvent(self, event: QCloseEvent) -> None:
        # No question: the autosave keeps the match and the next start resumes it; only
        # "New match" (and "Demo") abandon one (confirm_abandon). Unless the autosave failed:
        # then the player may export the match first, or stay.
        persistence = getattr(self, "persistence", None)
        if persistence is not None and not persistence.may_quit():
            event.ignore()
            return
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.sync()
        self.session.shutdown()
        event.accept()
