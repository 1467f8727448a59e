"""The main window: the table in the middle, its menus (``menus.py``), the status line that
tells the match's turns, and the entry points of the other windows (``windows.py``) and of the
match's course (``matchflow.py``), which load those modules only when first used."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QWidget

from . import applysettings
from .app.settings import Settings
from .mainbase import MainWindowBase
from .menus import Menus
from .models.hand import HandModel
from .models.seats import SeatsModel
from .session.session import Session
from .table.art import CardArt
from .table.scene import TableScene
from .table.view import TableView
from .text import cardnames

if TYPE_CHECKING:
    from ..net.club.link import Invitation, LinkError
    from .dialogs.summary import HandSummaryDialog
    from .dialogs.tracker import TrackerPanel
    from .table.demobar import DemoBar
    from .table.passscreen import PassScreen


class MainWindow(MainWindowBase):
    menus: Menus

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
        self.demo_bar: DemoBar | None = None  # the demo's label and Stop: at the first demo
        self.guide: QWidget | None = None  # the guided first match's window, when opened
        self.review_worlds: int | None = None  # the coach's worlds per decision (None: its
        # default, ai.review.WORLDS; tests use fewer). The AI loads when a review starts.
        self._you = applysettings.default_name()  # the default name in the language of now
        self.menus = Menus(self)
        self.after_first_paint(self.menus.add_net_actions)
        self.apply_settings()
        settings.changed.connect(self._on_setting_changed)
        c = self.session
        c.moveRefused.connect(self._on_refused)
        c.message.connect(self.say)
        c.turnChanged.connect(self._on_turn)
        c.humanTurn.connect(self._on_human_turn)
        c.handFinished.connect(self._on_hand_finished)
        c.hintReady.connect(self._on_hint)
        c.recordChanged.connect(self.menus.update)
        c.matchStarted.connect(self.menus.update)
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

    # Language --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Ciapanò"))
        self.menus.retranslate()
        self.view.setAccessibleName(self.tr("Card table"))
        self.hand_model.retranslate()  # card names and reasons in the new language
        if self.tracker_panel is not None:
            self.tracker_panel.retranslate()
        self.scene.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            old, self._you = self._you, applysettings.default_name()
            applysettings.rename_default(self, old, self._you)
            self.retranslate()
            self.refresh_status()  # the status line, told again in the new language
            if self.summary is not None and self.summary.isVisible():
                from . import matchflow  # the open summary, rebuilt (its review not again)

                matchflow.hand_finished(self, self.summary.index, review=False)
        super().changeEvent(event)

    # Settings ---------------------------------------------------------------------------

    def apply_settings(self) -> None:
        """The table and game settings on the window's parts (``applysettings.py``)."""
        applysettings.apply(self)

    def _on_setting_changed(self, key: str) -> None:
        if key.startswith(("table/", "game/")):
            self.apply_settings()
            self.menus.update()

    # The status line ---------------------------------------------------------------------

    def _on_card_activated(self, card: int) -> None:
        if self.session.human is not None:
            self.session.play_human(card)

    def _on_refused(self, text: str) -> None:
        self.scene.show_banner(text)
        self.say(text)

    def name_status(self) -> None:
        """A reader reads the status label by its text; an empty one is still named."""
        self.status.setAccessibleName("" if self.status.text() else self.tr("No message"))

    def say(self, text: str) -> None:
        self.status.setText(text)
        self.name_status()
        # Screen readers say it (an accessibility announcement) once the window is on the
        # screen: nothing listens before, and Qt's accessibility classes cost ~4 ms to load.
        self.after_first_paint(lambda: self.view.announce(text))

    def refresh_status(self) -> None:
        """The status line told again (a new language, another deck's suit names), if any."""
        if self.status.text():
            self.status.setText(self._status_now())

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
        self.menus.update()
        if seat < 0 and not c.hand_in_play and c.hands_dealt:
            self.say(self.tr("The hand is over."))
        if not c.has_match or seat < 0 or seat in (c.human, c.passing_to):
            return
        self.say(self.tr("%1 is playing…").replace("%1", c.seat_name(seat)))

    def _on_human_turn(self, seat: int) -> None:
        del seat
        self.menus.update()
        text = self._human_turn_text()
        if self.session.discarding():
            self.scene.show_banner(text, 0)
        elif self.scene.decor.banner_shown().startswith(self.tr("You deal")):
            self.scene.decor.hide_banner()
        self.say(text)

    def _human_turn_text(self) -> str:
        if self.session.discarding():
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
        name = self.art.shown_name(card)  # with the corner's letter: "King of batons (R)"
        cards = self.scene.human_cards()
        if card in cards:
            self.scene.focus_index = cards.index(card)
            self.scene.keyboard = True  # ring the hinted card
            self.scene.refresh_interaction()
        text = self.tr("Hint: %1.").replace("%1", name)
        if reason:
            text += " " + reason
        self.scene.show_banner(text)
        self.say(text)

    # Entry points: the match's course (matchflow.py) and the other windows (windows.py) ----

    def start_match(self, demo: bool = False, deal: int | None = None) -> None:
        from . import matchflow

        matchflow.start_match(self, demo, deal)

    def confirm_abandon(self) -> bool:
        from . import matchflow

        return matchflow.confirm_abandon(self)

    def new_match_dialog(self) -> None:
        from . import matchflow

        matchflow.new_match_dialog(self)

    def start_demo(self) -> None:
        from . import matchflow

        matchflow.start_demo(self)

    def stop_demo(self) -> None:
        from . import matchflow

        matchflow.stop_demo(self)

    def replay_deal(self, seed: int) -> None:
        from . import matchflow

        matchflow.replay_deal(self, seed)

    def close_summary(self) -> None:
        from . import matchflow

        matchflow.close_summary(self)

    def _on_hand_finished(self, index: int) -> None:
        from . import matchflow

        matchflow.hand_finished(self, index)

    def _on_pass_requested(self, seat: int) -> None:
        from . import matchflow

        matchflow.pass_requested(self, seat)

    def _on_viewer_changed(self, seat: int) -> None:
        """Someone took the screen (seat): the keyboard on their cards; or a match began
        (-2): no pass screen now."""
        if seat != -1 and self.pass_screen is not None:
            self.pass_screen.hide()
            if seat >= 0:
                self.view.setFocus()  # the pass screen's button, hidden, had it
        self.menus.update()

    def show_last_trick(self) -> None:
        from . import windows

        windows.show_last_trick(self)

    def show_score_sheet(self) -> None:
        from . import windows

        windows.show_score_sheet(self)

    def show_review(self, index: int) -> None:
        from . import windows

        windows.show_review(self, index)

    def toggle_tracker(self) -> None:
        from . import windows

        windows.toggle_tracker(self)

    def show_settings(self) -> None:
        from . import windows

        windows.show_settings(self)

    def show_rules(self) -> None:
        from . import windows

        windows.show_rules(self)

    def show_about(self) -> None:
        from . import windows

        windows.show_about(self)

    def show_guide(self, then: Callable[[], object] | None = None) -> QWidget:
        from . import windows

        return windows.show_guide(self, then)

    def host_table(self) -> None:
        from . import windows

        windows.host_table(self)

    def join_table(self) -> None:
        from . import windows

        windows.join_table(self)

    def open_online(self, invitation: Invitation | LinkError | None = None) -> None:
        """Game → Play online… (``invitation`` None), or an invitation link opened (a damaged
        one: its ``LinkError``, said in the dialog)."""
        from . import windows

        windows.open_online(self, invitation)

    # The window itself -------------------------------------------------------------------

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
