"""Open and Export start in the documents folder (issue 17, item 10): never a folder that does
not exist (Qt then writes "Documents" into the file name, or starts in the current folder), and
Export says what it wrote where.

$HOME is a folder in ``tmp_path`` here: the real home is never looked at or written.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from ciapano_qt.engine import Rules
from ciapano_qt.ui.session.fileactions import documents_folder
from ciapano_qt.ui.session.persistence import install_persistence

from .persistence_helpers import level_seats, play_human_cards


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / ".config"))  # no user-dirs.dirs
    return folder


def test_the_start_folder_exists(qapp, home: Path) -> None:  # type: ignore[no-untyped-def]
    assert documents_folder() == home  # no Documents folder: the home folder
    (home / "Documents").mkdir()
    assert documents_folder() == home / "Documents"


def test_open_and_export_start_there_and_export_says_where(  # type: ignore[no-untyped-def]
    qtbot, make_window, data: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: dict[str, str] = {}

    def fake_open(parent: object, caption: str, folder: str, *rest: object) -> tuple[str, str]:
        asked["open"] = folder
        return "", ""

    target = home / "Documents" / "ciapano.json"

    def fake_save(parent: object, caption: str, suggested: str, *rest: object) -> tuple[str, str]:
        asked["save"] = suggested
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake_open))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    win = make_window()
    install_persistence(win, data)
    p, c = win.persistence, win.session
    assert p.files.open_match() == "cancelled"
    assert asked["open"] == str(home)  # not ".../Documents", a folder that is not there
    (home / "Documents").mkdir()
    p.files.open_match()
    assert asked["open"] == str(home / "Documents")
    c.new_match(Rules(players=3), level_seats(["random", "random"]), seed=4)
    play_human_cards(qtbot, c, 1)
    assert p.files.export_match()
    assert Path(asked["save"]).parent == home / "Documents"
    assert Path(asked["save"]).name.startswith("ciapano-")
    assert target.is_file()
    box = p.message_box
    assert box is not None and box.text() == f"The match was written to {target}."
    box.close()
