"""UI test fixtures: settings in a temporary INI file, a main window at instant speed, more main
windows sharing those settings, an app-data folder, the language service."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    store = QSettings(str(tmp_path / "ciapano.ini"), QSettings.Format.IniFormat)
    s = Settings(store)
    s.set("table/speed", "instant")
    return s


@pytest.fixture
def window(qtbot, settings: Settings) -> Iterator[object]:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.mainwindow import MainWindow

    win = MainWindow(settings)
    win.resize(1024, 768)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.abandon()  # nothing in progress: closing asks nothing
    win.session.shutdown()
    win.close_summary()
    win.close()
    win.deleteLater()


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "appdata"
    folder.mkdir()
    return folder


@pytest.fixture
def make_window(qtbot, settings: Settings) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """Main windows sharing the test's settings (a second one is "the app started again")."""
    from ciapano_qt.ui.mainwindow import MainWindow

    made: list[Any] = []

    def make() -> Any:
        win = MainWindow(settings)
        win.resize(1024, 768)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    yield make
    for win in made:
        close_window(win)


def close_window(win: Any) -> None:
    """Close without the "Abandon the match?" question (the autosave keeps the match)."""
    win.session.shutdown()
    win.session.abandon()
    win.close_summary()
    win.close()
    win.deleteLater()


@pytest.fixture
def language(qapp: QApplication) -> Iterator[i18n.Language]:
    service = i18n.Language()
    yield service
    service.uninstall()
    QCoreApplication.processEvents()
    service.deleteLater()


def seats(n: int, human: bool = True, level: str = "random") -> list[Seat]:
    out = [Seat("You", "human", None)] if human else [Seat("Zero", "ai", level)]
    out += [Seat(f"AI {i}", "ai", level) for i in range(1, n)]
    return out


def start_human_match(win, rules: Rules | None = None, seed: int = 7) -> None:  # type: ignore[no-untyped-def]
    rules = rules or Rules()
    win.session.new_match(rules, seats(rules.players), seed=seed)


OFFSCREEN_NOTICES = (  # the offscreen platform cannot do these for a window or a menu
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform's notice about window size hints is not a warning of ours."""
    here = str(Path(__file__).parent)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.qt_log_ignore(*OFFSCREEN_NOTICES))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """After each UI test, once its fixtures are torn down: collect its garbage and let Qt
    delete what was handed to it, so a test's leftover windows, scenes and timers go while
    their own app state exists. Left to the collector's own moment they went in the middle
    of a later test, which died now and then with a segmentation fault or an error from
    the event loop (in about one full run in two; none in runs that collect here)."""
    yield
    import gc

    gc.collect()
    app = QCoreApplication.instance()
    if app is not None:
        # As the app does once its table is shown: cycles are collected on the GUI thread
        # only, never in a thread of the app's (the card cache's writer once collected a
        # test's window there and crashed the worker).
        from ciapano_qt.ui.app import collector

        collector.install(app)
        app.processEvents()
