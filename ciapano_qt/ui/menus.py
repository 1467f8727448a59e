"""The main window's commands: its actions, the Game and Help menus and the toolbar, their
texts and shortcuts in the language of now, and which of them the match allows.

Made with the window (the menus are in its first picture); each action calls the window's
entry point (``mainwindow.py``), which loads what it opens only then (``windows.py``,
``matchflow.py``). The network entries join the Game menu once the table is painted, the
File entries too (``session/fileactions.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar

if TYPE_CHECKING:
    from .mainbase import MainWindowBase as MainWindow  # not mainwindow.py: no circle


def _t(text: str, comment: str | None = None) -> str:
    return QCoreApplication.translate("MainWindow", text, comment)


class Menus:
    """The actions of one main window (``window.menus``), in its menus and toolbar."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        w, session = window, window.session

        def action(
            slot: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        ) -> QAction:
            a = QAction(w)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            # Without its "checked" flag: a slot's optional argument (show_guide's ``then``)
            # would get False
            a.triggered.connect(lambda _checked=False: slot())
            w.addAction(a)
            return a

        self.act_new = action(w.new_match_dialog, QKeySequence.StandardKey.New)
        self.act_demo = action(w.start_demo)
        self.act_stop_demo = action(w.stop_demo, "Esc")  # enabled while a demo plays
        self.act_undo = action(session.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = action(session.redo)
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_hint = action(session.request_hint)  # letters: retranslate()
        self.act_finish = action(session.finish_for_me)
        self.act_last = action(w.show_last_trick)
        self.act_sheet = action(w.show_score_sheet)
        self.act_tracker = action(w.toggle_tracker, "Ctrl+T")  # an aid, off by default
        self.act_tracker.setCheckable(True)
        self.act_settings = action(w.show_settings, QKeySequence.StandardKey.Preferences)
        self.act_settings.setShortcuts(
            [QKeySequence("Ctrl+,"), QKeySequence(QKeySequence.StandardKey.Preferences)]
        )
        self.act_quit = action(w.close, QKeySequence.StandardKey.Quit)
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_full = action(self.toggle_full_screen, "F11")
        self.act_full.setCheckable(True)
        self.act_rules = action(w.show_rules, QKeySequence.StandardKey.HelpContents)
        self.act_rules.setShortcut(QKeySequence("F1"))
        self.act_about = action(w.show_about)
        self.act_guide = action(w.show_guide)
        self.act_host: QAction | None = None  # Host / Join a table: made after the first paint
        self.act_join: QAction | None = None
        self.act_online: QAction | None = None
        self._make_menus()

    def _make_menus(self) -> None:
        w = self.window
        bar = w.menuBar()
        self.game = bar.addMenu("")
        for a in (
            self.act_new,
            self.act_demo,
            self.act_stop_demo,
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
            self.game.addSeparator() if a is None else self.game.addAction(a)
        self.help = bar.addMenu("")
        self.help.addAction(self.act_rules)
        self.help.addAction(self.act_guide)
        self.help.addAction(self.act_about)
        for menu in (self.game, self.help):  # Escape out of a menu: back to the table
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self.table_focus_back))
        self.toolbar = QToolBar(w)
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
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def table_focus_back(self) -> None:
        """A menu closed (Alt+G, then Escape) and left the menu bar with the keyboard, where
        arrows and Enter would open the menus again: give it back to the table, unless
        another menu opened (Left/Right from menu to menu)."""
        from PySide6.QtWidgets import QApplication

        w = self.window
        if QApplication.activePopupWidget() is None and w.focusWidget() is w.menuBar():
            w.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def add_net_actions(self) -> None:
        """Host / Join a table in the Game menu, before the undo group (network play loads
        only when one is chosen). After the first paint."""
        w = self.window
        self.act_host, self.act_join = QAction(w), QAction(w)
        self.act_online = QAction(w)
        self.act_host.triggered.connect(w.host_table)
        self.act_join.triggered.connect(w.join_table)
        self.act_online.triggered.connect(lambda: w.open_online(None))
        actions = self.game.actions()
        at = actions.index(self.act_undo)
        before = actions[at - 1] if at and actions[at - 1].isSeparator() else self.act_undo
        self.game.insertActions(before, [self.act_host, self.act_join, self.act_online])
        self.retranslate()

    def name_unnamed(self) -> None:
        """Names for the helpers Qt makes unnamed: the toolbar's overflow button (a hidden
        check box to a screen reader), the status bar and its size grip."""
        from PySide6.QtWidgets import QSizeGrip, QToolButton

        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setAccessibleName(_t("More tools"))
        bar = self.window.statusBar()
        bar.setAccessibleName(_t("Status line"))
        self.window.name_status()
        grip = bar.findChild(QSizeGrip)
        if grip is not None:
            grip.setAccessibleName(_t("Resize the window"))

    def retranslate(self) -> None:
        self.game.setTitle(_t("&Game"))
        self.help.setTitle(_t("&Help"))
        self.toolbar.setWindowTitle(_t("&Game").replace("&", ""))
        # after the first picture: finding Qt's helpers makes their classes (and enums)
        self.window.after_first_paint(self.name_unnamed)
        texts = {
            self.act_new: _t("&New match…"),
            self.act_demo: _t("&Demo"),
            self.act_stop_demo: _t("Sto&p the demo"),
            self.act_undo: _t("&Undo card"),
            self.act_redo: _t("&Redo card"),
            self.act_hint: _t("&Hint"),
            self.act_finish: _t("Finish the hand for &me"),
            self.act_last: _t("&Last trick"),
            self.act_sheet: _t("&Score sheet"),
            self.act_tracker: _t("Card trac&ker"),
            self.act_settings: _t("Se&ttings…"),
            self.act_full: _t("&Full screen"),
            self.act_quit: _t("&Quit"),
            self.act_rules: _t("&Rules"),
            self.act_about: _t("&About Ciapanò"),
            self.act_guide: _t("&Guided first match…"),
        }
        if self.act_host is not None and self.act_join is not None:  # after the first paint
            texts[self.act_host] = _t("H&ost a table…")
            texts[self.act_join] = _t("&Join a table…")
        if self.act_online is not None:
            texts[self.act_online] = _t("Pl&ay online…")
        for act, text in texts.items():
            act.setText(text)
            act.setToolTip(text.replace("&", "").rstrip("…"))
        keys = {  # one letter each, the initial of the entry in each language where it can be
            self.act_hint: _t("H", "shortcut of Hint"),
            self.act_last: _t("L", "shortcut of Last trick"),
            self.act_sheet: _t("S", "shortcut of Score sheet"),
        }
        for act, key in keys.items():
            act.setShortcut(QKeySequence(key))
        self.update()

    def toggle_full_screen(self) -> None:
        w = self.window
        w.showNormal() if w.isFullScreen() else w.showFullScreen()
        self.act_full.setChecked(w.isFullScreen())

    def update(self) -> None:
        """Enable what the match allows now."""
        c = self.window.session
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.act_finish.setEnabled(c.can_finish())
        self.act_stop_demo.setEnabled(c.demo and c.has_match)
        self.act_hint.setEnabled(c.casual and not c.demo and c.has_match and c.is_human_turn())
        self.act_last.setEnabled(c.last_trick() is not None)
        self.act_sheet.setEnabled(c.hands_dealt > 0)
