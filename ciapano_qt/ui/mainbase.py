"""What the main window's helpers use of it: ``MainWindowBase``, the parts of the window and
its entry points.

``mainwindow.MainWindow`` makes the parts and defines the entry points, loading
``matchflow.py`` and ``windows.py`` only when one is first used; those modules and
``menus.py`` take the window as a ``MainWindowBase``, so none of them imports
``mainwindow.py`` back (no import circle). The window's menus are seen here as
``MenuActions``, for the same reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QLabel, QWidget

    from ..net.club.link import Invitation, LinkError
    from .app.settings import Settings
    from .dialogs.summary import HandSummaryDialog
    from .dialogs.tracker import TrackerPanel
    from .models.hand import HandModel
    from .session.session import Session
    from .table.art import CardArt
    from .table.demobar import DemoBar
    from .table.passscreen import PassScreen
    from .table.scene import TableScene
    from .table.view import TableView


class MenuActions(Protocol):
    """What the window's helpers use of its menus (``menus.Menus``)."""

    act_tracker: QAction

    def update(self) -> None: ...


class MainWindowBase(QMainWindow):
    """The main window as its helpers see it; ``MainWindow`` fills every part in."""

    settings: Settings
    art: CardArt
    session: Session
    scene: TableScene
    view: TableView
    hand_model: HandModel
    status: QLabel  # the status line
    menus: MenuActions
    summary: HandSummaryDialog | None  # the summary while it is open
    review: QWidget | None  # the coach's last review dialog
    net_dialogs: list[QWidget]  # Host / Join a table (each keeps its table)
    tracker_panel: TrackerPanel | None  # made when first shown
    pass_screen: PassScreen | None  # hot seat: made at the first pass
    guide: QWidget | None  # the guided first match's window, when opened
    demo_bar: DemoBar | None  # the demo's label and Stop: made at the first demo
    review_worlds: int | None  # the coach's worlds per decision (None: its default)

    def after_first_paint(self, job: Callable[[], object]) -> None:
        raise NotImplementedError

    def name_status(self) -> None:
        raise NotImplementedError

    def say(self, text: str) -> None:
        raise NotImplementedError

    def refresh_status(self) -> None:
        raise NotImplementedError

    def new_match_dialog(self) -> None:
        raise NotImplementedError

    def start_demo(self) -> None:
        raise NotImplementedError

    def stop_demo(self) -> None:
        raise NotImplementedError

    def replay_deal(self, seed: int) -> None:
        raise NotImplementedError

    def close_summary(self) -> None:
        raise NotImplementedError

    def show_last_trick(self) -> None:
        raise NotImplementedError

    def show_score_sheet(self) -> None:
        raise NotImplementedError

    def show_review(self, index: int) -> None:
        raise NotImplementedError

    def toggle_tracker(self) -> None:
        raise NotImplementedError

    def show_settings(self) -> None:
        raise NotImplementedError

    def show_rules(self) -> None:
        raise NotImplementedError

    def show_about(self) -> None:
        raise NotImplementedError

    def show_guide(self, then: Callable[[], object] | None = None) -> QWidget:
        raise NotImplementedError

    def host_table(self) -> None:
        raise NotImplementedError

    def join_table(self) -> None:
        raise NotImplementedError

    def open_online(self, invitation: Invitation | LinkError | None = None) -> None:
        raise NotImplementedError
