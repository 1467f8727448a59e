"""The File actions of the main window's game menu (Open match…, Export match…,
Statistics…), the messages about a refused match file, and the dialogs they show.

``FileActions`` works for one ``persistence.Persistence`` (its owner, a collaborator: the
session, the window, the statistics, the ``ask_*`` hooks that tests replace, where the last
message and the replay are kept, and resuming); the owner makes it when first needed, and
the window's menu gets its entries once the table is painted. ``warn`` and the ``ask_*``
functions are the message boxes and file dialogs of the session package. The texts keep
the translation context "Persistence". This module, the file dialog and the message boxes
are loaded when first needed (not at start-up).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from ...engine.errors import EngineError
from ...engine.match import Match
from ...storage.saves import LoadResult, export_record, import_record, replaced_by_save
from ..app.settings import MAX_SEATS

if TYPE_CHECKING:  # loaded when a message is shown
    from PySide6.QtWidgets import QMessageBox

    from .keeper import Keeper as Persistence  # not persistence.py: no circle

log = logging.getLogger(__name__)

_CTX = "Persistence"


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


# Translated refusals -----------------------------------------------------------------------


def problem_text(error: EngineError) -> str:
    """What is wrong with a refused record, translated (the engine's English as a detail)."""
    code = error.code
    detail = error.message
    texts = {
        "storage.unreadable": _t("The file cannot be read."),
        "storage.not_a_file": _t("This is not a file but a folder, a pipe or a device."),
        "storage.too_large": _t("The file is far larger than any match record."),
        "storage.empty": _t("The file is empty."),
        "storage.not_utf8": _t("The file is not a text file."),
        "storage.truncated": _t("The file stops before its end: it was cut short."),
        "record.not_json": _t("The file is not a match record."),
        "record.not_object": _t("The file is not a match record."),
        "record.unknown_format": _t("The file is not a Ciapanò match record."),
        "record.newer_version": _t("The match was saved by a newer version of Ciapanò."),
        "record.bad_version": _t("The file has an unknown record version."),
    }
    if code in texts:
        return texts[code]
    if code == "record.needs_version_2":
        from ..text.messages import error_text

        return error_text(error, "")  # no card in it: the suit system does not matter
    if code == "record.illegal_play":
        return _t("The record holds a move that the rules do not allow (%1).").replace("%1", detail)
    return _t("The match record is damaged (%1).").replace("%1", detail)


def refused_autosave_text(result: LoadResult) -> str:
    """The start-up message for a refused autosave: the problem, and where the file is now."""
    assert result.error is not None
    text = _t("The saved match could not be resumed. %1").replace("%1", problem_text(result.error))
    text += "\n\n" + where_text(result.error, result.path, result.kept_as)
    return text + "\n\n" + _t("You can start a new match.")


def where_text(error: EngineError, path: Path, kept: Path | None) -> str:
    """Where a refused autosave is now: kept aside, left as it is (a folder, which no save
    replaces), or, for a pipe, socket or device (no file, no match in it), to be replaced by
    the next save."""
    if kept is not None:
        return _t("The file was kept as %1.").replace("%1", str(kept))
    if replaced_by_save(error):
        return _t("It holds no match, so the next save replaces it: %1.").replace("%1", str(path))
    return _t("The file was left as it is: %1.").replace("%1", str(path))


def refused_file_text(result: LoadResult) -> str:
    assert result.error is not None
    head = _t("%1 cannot be opened.").replace("%1", result.path.name)
    return head + " " + problem_text(result.error)


# The actions and their dialogs --------------------------------------------------------------


class FileActions:
    """Open match…, Export match… and Statistics… for one ``Persistence`` (``owner``)."""

    def __init__(self, owner: Persistence) -> None:
        self.owner = owner
        self.act_open: QAction | None = None
        self.act_export: QAction | None = None
        self.act_stats: QAction | None = None

    def install_actions(self, window: Any) -> QMenu:
        """Add Open match…, Export match… and Statistics… to the window's game menu."""
        menu = _game_menu(window)
        act_open = self.act_open = QAction(window)
        act_open.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        act_open.triggered.connect(self.open_match)
        act_export = self.act_export = QAction(window)
        act_export.setShortcut(QKeySequence("Ctrl+E"))
        act_export.triggered.connect(lambda: self.export_match())  # not its "checked"
        act_stats = self.act_stats = QAction(window)
        act_stats.triggered.connect(self.show_statistics)
        for act in (act_open, act_export, act_stats):
            window.addAction(act)
        menus = getattr(window, "menus", None)  # the main window's (ui/menus.py)
        demo = getattr(menus, "act_stop_demo", None) or getattr(menus, "act_demo", None)
        after_new = _action_after(menu, demo)  # after Demo and Stop the demo
        _insert(menu, after_new, act_open)
        _insert(menu, after_new, act_export)
        _insert(menu, _action_after(menu, getattr(menus, "act_sheet", None)), act_stats)
        self.retranslate()
        session = self.owner.session
        session.recordChanged.connect(self.update_actions)
        session.matchStarted.connect(self.update_actions)
        self.update_actions()
        return menu

    def retranslate(self) -> None:
        texts = {
            self.act_open: _t("&Open match…"),
            self.act_export: _t("E&xport match…"),
            self.act_stats: _t("S&tatistics…"),
        }
        for act, text in texts.items():
            if act is not None:
                act.setText(text)
                act.setToolTip(text.replace("&", "").rstrip("…"))

    def update_actions(self) -> None:
        if self.act_export is not None:
            match = self.owner.session.match
            self.act_export.setEnabled(match is not None and bool(match.hands))

    def export_match(self, *, confirm: bool = True) -> bool:
        """Write the match on the table to a file the player chooses (``confirm``: say
        where it went; not when the window is closing)."""
        owner = self.owner
        match = owner.session.match
        if match is None or not match.hands:
            return False
        suggested = time.strftime("ciapano-%Y%m%d-%H%M.json")
        path = owner.ask_save_path(suggested)
        if not path:
            return False
        try:
            export_record(path, match, owner.app_section())
        except OSError as e:
            log.error("export to %s failed: %s", path, e)
            text = _t("The match could not be written to %1: %2.")
            owner.warn(
                _t("Export failed"), text.replace("%1", path).replace("%2", e.strerror or str(e))
            )
            return False
        log.info("match exported to %s", path)
        if not confirm:
            return True
        written = _t("The match was written to %1.").replace("%1", str(Path(path).resolve()))
        owner.warn(_t("Match exported"), written, info=True)
        return True

    def open_match(self) -> str:
        """Open a match file: a refusal is explained, a finished match opens in the replay,
        an unfinished one can be resumed. Returns what happened (for tests)."""
        path = self.owner.ask_open_path()
        if not path:
            return "cancelled"
        return self.open_path(path)

    def open_path(self, path: str | Path) -> str:
        owner = self.owner
        result = import_record(path)
        if not result.ok or result.match is None:
            owner.warn(_t("Open match"), refused_file_text(result))
            return "refused"
        match = result.match
        if match.finished or not match.hands or match.n_seats > MAX_SEATS:
            self.show_replay(match)
            return "replay"
        question = _t(
            "This match is not finished. Resume it here? The match on the table is replaced."
        )
        if owner.session.in_progress and not owner.session.demo:
            question += "\n\n" + _t("The match in progress is lost unless you export it first.")
        if not owner.ask_yes_no(_t("Resume the match?"), question):
            self.show_replay(match)
            return "replay"
        close_summary = getattr(owner.window, "close_summary", None)
        if close_summary is not None:
            close_summary()  # the summary of the match being replaced
        owner.resume_match(match, result.app)
        owner.save_now()
        return "resumed"

    def show_replay(self, match: Match) -> QWidget:
        from ..dialogs.replay import ReplayDialog
        from ..models.replay import ReplayModel, viewer_seat
        from .review_job import ReviewJob

        owner = self.owner
        art = getattr(owner.window, "art", None)
        if owner.replay is not None:
            owner.replay.close()
        seat = viewer_seat(match)
        worlds = getattr(owner.window, "review_worlds", None)  # None: the coach's default
        review = None
        if seat is not None:
            review = lambda: ReviewJob(match, seat, worlds=worlds)  # noqa: E731
        owner.replay = ReplayDialog(ReplayModel(match), art, owner.window, review)
        owner.replay.show()
        return owner.replay

    def show_statistics(self) -> QWidget:
        from ..dialogs.statsdialog import StatsDialog

        dialog = StatsDialog(self.owner.stats, self.owner.window)
        dialog.ask_yes_no = self.owner.ask_yes_no
        dialog.show()
        return dialog


# Dialogs ------------------------------------------------------------------------------------


def warn(
    window: QWidget | None, title: str, text: str, modal: bool = True, info: bool = False
) -> QMessageBox:
    """A warning (``info``: a notice) that does not block the caller (window-modal unless
    ``modal`` is False)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    icon = QMessageBox.Icon.Information if info else QMessageBox.Icon.Warning
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, window)
    box.setTextFormat(Qt.TextFormat.PlainText)  # file names and what the file said
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if modal:
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
    else:
        box.setModal(False)
        box.show()
    return box


def ask_save_path(window: QWidget | None, suggested: str) -> str:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(
        window,
        _t("Export match"),
        str(documents_folder() / suggested),
        _t("Ciapanò matches (*.json);;All files (*)"),
    )
    return path


def ask_open_path(window: QWidget | None) -> str:
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(
        window,
        _t("Open match"),
        str(documents_folder()),
        _t("Ciapanò matches (*.json);;All files (*)"),
    )
    return path


def ask_yes_no(window: QWidget | None, title: str, text: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        window,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def ask_unsaved_quit(window: QWidget | None, folder: Path, detail: str) -> str:
    """The last autosave failed and the player quits: "export", "quit" (the match is lost)
    or "cancel"."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        _t("The match is not saved"),
        _t(
            "The last autosave in %1 failed (%2): if you quit now, this match is lost. "
            "Export it to a file first?"
        )
        .replace("%1", str(folder))
        .replace("%2", detail),
        QMessageBox.StandardButton.NoButton,
        window,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    export = box.addButton(_t("&Export match…"), QMessageBox.ButtonRole.AcceptRole)
    lose = box.addButton(_t("&Quit and lose it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(export)
    box.exec()
    clicked = box.clickedButton()
    return "export" if clicked is export else "quit" if clicked is lose else "cancel"


def documents_folder() -> Path:
    """Where Open and Export start: the documents folder, or the home folder when there is
    none. Never a folder that does not exist: Qt's file dialog then starts in the current
    folder (the source checkout) and writes the missing folder's name ("Documents") into the
    file name."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if location and Path(location).is_dir():
        return Path(location)
    return Path.home()


def _game_menu(window: Any) -> QMenu:
    """The window's game menu ("&Game"/"&File"), or a new "&File" menu."""
    menu = getattr(getattr(window, "menus", None), "game", None)
    if isinstance(menu, QMenu):
        return menu
    for action in window.menuBar().actions():
        sub = action.menu()
        if isinstance(sub, QMenu) and action.text().replace("&", "") in ("File", "Game"):
            return sub
    bar: QMenuBar = window.menuBar()
    return bar.addMenu(QCoreApplication.translate(_CTX, "&File"))


def _insert(menu: QMenu, before: QAction | None, action: QAction) -> None:
    """``action`` into ``menu`` before ``before`` (None: at the end)."""
    if before is None:
        menu.addAction(action)
    else:
        menu.insertAction(before, action)


def _action_after(menu: QMenu, action: QAction | None) -> QAction | None:
    """The action that follows ``action`` in ``menu`` (insert before it); None: at the end."""
    actions = menu.actions()
    if action is None or action not in actions:
        return None
    index = actions.index(action) + 1
    return actions[index] if index < len(actions) else None
