"""The table of a networked match: the normal card table over a ``RemoteSession``.

The host's person and every joiner play in this window; the main window keeps its own match
(paused) underneath. The scene, the table view and the seats and hand models are the same
classes as the main window's: only the session differs (built from the host's messages).
Closing the window leaves the table; the host's closes it (``on_close``).

The window is made hidden when its person sits down and shown when the match starts. While it
waits (the lobby), the deck is drawn at the size this table will show it (``prepare_cards``:
``CardArt`` prepares the rest of the deck one card per turn of the event loop), so that the
first deal draws no card from its SVG in the middle of the animation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSizeF, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..app.settings import Settings
from ..models.hand import HandModel
from ..models.seats import SeatsModel
from ..remote.session import RemoteSession
from ..table.art import CardArt
from ..table.layout import TableLayout, card_scale
from ..table.scene import TableScene
from ..table.view import TableView
from ..text import cardnames
from .join_views import MatchViews, ViewsWindow


def _t(text: str) -> str:
    return QCoreApplication.translate("NetTableWindow", text)


def _load_views() -> None:
    """Import what a hand's end shows (its summary, the score sheet) while the table waits
    in the lobby, not in the middle of the match (~20-50 ms the first time)."""
    from ..models import replay  # noqa: F401
    from . import lasttrick, scoresheet, summary  # noqa: F401


def _mw(text: str) -> str:
    """The main window's own sentences for a turn (the same words at every table)."""
    return QCoreApplication.translate("MainWindow", text)


class NetTableWindow(ViewsWindow):
    def __init__(
        self,
        settings: Settings,
        session: RemoteSession,
        title: str,
        on_close: Callable[[], None] | None = None,
        parent: QWidget | None = None,
        may_close: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.settings = settings
        self.session = session
        self.title = title  # the table's address (plain text: shown in the title only)
        self.on_close = on_close
        self.may_close = may_close  # asked before a person's close (the host's window)
        self.art = CardArt(settings.get("table/deck"), settings.get("table/indices"), self)
        session.suit_system = self.art.suit_system
        self.seats_model = SeatsModel(session, self)
        self.hand_model = HandModel(session, self)
        self.scene = TableScene(self.art, session, self.seats_model, self.hand_model)
        self.scene.set_speed(settings.get("table/speed"))
        self.scene.play_by = settings.get("table/play_by")
        self.scene.trick_hold = settings.get("table/trick_hold")
        self.view = TableView(self.scene, self)
        self.view.setViewport(QWidget())
        self.setCentralWidget(self.view)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the players' names
        self.statusBar().addWidget(self.status, 1)
        self.scene.cardActivated.connect(session.play_human)
        session.moveRefused.connect(self._banner)
        session.noticed.connect(self._banner)
        session.handScored.connect(self._say)
        session.turnChanged.connect(self._on_turn)
        session.humanTurn.connect(self._on_human_turn)
        session.connection.connect(self._on_connection)
        session.left.connect(self._on_left)
        session.matchFinished.connect(self._on_match_over)
        session.lobbyChanged.connect(self.scene.decor.update_plates)  # who is away
        session.lobbyChanged.connect(self.prepare_cards)  # the seats are known: the size
        self.closing = False
        self.notice = ""  # the last reason the table went away (tests read it)
        self.message_box: QMessageBox | None = None  # the last message shown (tests)
        self.views = MatchViews(self)  # the Table menu: summaries, score sheet, last trick
        self.retranslate()
        self.resize(1024, 720)
        self.view.setFocus()

    def prepare_cards(self) -> tuple[int, int] | None:
        """While the window waits hidden for the match, have the deck drawn at the card size
        the table will use once shown (its size now, the table's seats); that size, or None
        when shown already or the seats are not known yet."""
        n = self.session.n_seats
        if self.isVisible() or not n:
            return None
        layout = self.layout()
        if layout is not None:  # the view gets the size it will have when shown
            layout.invalidate()
            layout.activate()
        size = QSizeF(self.view.contentsRect().size())
        lay = TableLayout(size, n, 0, card_scale(size, n, self.scene.placement.large))
        width, height = round(lay.card_w), round(lay.card_h)
        self.art.pixmap("back", width, height, self.devicePixelRatioF())  # the rest follows
        QTimer.singleShot(0, _load_views)  # and the dialogs of a hand's end, loaded
        return width, height

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(_t("Ciapanò — table at %1").replace("%1", self.title))
        self.view.setAccessibleName(_mw("Card table"))
        self.hand_model.retranslate()
        self.scene.retranslate()
        if hasattr(self, "views"):
            self.views.retranslate()

    # What the table says -----------------------------------------------------------------

    def ask_save_path(self, suggested: str) -> str:
        """Where to export the match (a file dialog; tests replace it)."""
        from ..session.fileactions import ask_save_path

        return ask_save_path(self, suggested)

    def say(self, text: str) -> None:
        """Tell ``text`` on the status line and to a screen reader."""
        self._say(text)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.view.announce(text)

    def _banner(self, text: str) -> None:
        self.scene.show_banner(text)
        self._say(text)

    def _on_turn(self, seat: int) -> None:
        s = self.session
        if seat < 0 or seat == s.human or not s.has_match:
            return
        if s.played_by_computer(seat):
            text = _t("%1 is away: the computer plays meanwhile.")
        else:
            text = _mw("%1 is playing…")
        self._say(text.replace("%1", s.seat_name(seat)))

    def _on_human_turn(self, _seat: int) -> None:
        self._say(self.turn_text())

    def turn_text(self) -> str:
        s = self.session
        if s.discarding():
            return _mw("You deal with one card over: click a card to discard it.")
        prompt = s.turn_prompt()
        kind = prompt.kind if prompt is not None else "play"
        if kind == "lead_any":
            return _mw("Your lead: play any card you like.")
        if kind == "lead":
            return _mw("Your lead: play a card.")
        if kind == "follow" and prompt is not None:
            suit = cardnames.suit_name(prompt.suit, self.art.suit_system)
            return _mw("Your turn: follow %1.").replace("%1", suit)
        if kind == "any":
            return _mw("Your turn: you cannot follow, play any card.")
        return _mw("Your turn: play a card.")

    def _on_connection(self, up: bool) -> None:
        if up:
            self._banner(_t("Back at the table."))
        else:
            self._banner(_t("The connection to the table dropped: taking the seat back…"))

    def _on_match_over(self) -> None:
        s = self.session
        names = [info.name for info in s.seats() if info.winner]
        text = _t("The match is over. Won by: %1").replace("%1", ", ".join(names))
        self.scene.show_banner(text, 0)
        self._say(text)

    def _on_left(self, text: str) -> None:
        if self.closing:
            return
        self.notice = text
        if self.session.finished:
            return  # the table closes after its last match: the result stays on show
        self._say(text)
        if self.isVisible():  # not modal: the table stays readable under it
            box = QMessageBox(QMessageBox.Icon.Information, _t("Table"), text, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.open()

    def leave(self) -> None:
        """The Leave action: where closing ends the match for others, it asks first."""
        if self.may_close is None or self.may_close():
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # A click on the window's X (a spontaneous event) asks too; close() from code does not.
        if event.spontaneous() and self.may_close is not None and not self.may_close():
            event.ignore()
            return
        self.closing = True
        self.views.close_summary()
        self.session.leave()
        if self.on_close is not None:
            self.on_close()
        super().closeEvent(event)
