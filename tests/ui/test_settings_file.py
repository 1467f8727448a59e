"""The settings file kept like the autosave (issue 36, items 3, 4 and 6): a regular file only,
written atomically and never through a link; a link, a pipe, a folder, an unreadable, binary or
non-UTF-8 file in its place is moved aside and the player told once, and the app starts."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from ciapano_qt.storage import conffile
from ciapano_qt.ui.app.notices import settings_file_text
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.app.settings_file import INI_FILE, SettingsFile, settings_path

from ..storage.nobody import give_away, run_unprivileged, shared_folder
from .child_helpers import ROOT, app_env, run_child

WATCHDOG = 90.0  # a child that hangs fails the test (nothing timed)

# The app, started as the player starts it; once its table is painted it prints the messages
# on the screen and quits.
APP = """
import sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from ciapano_qt.ui.app import main

def ready(window):
    def report():
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                print("box:", w.text().replace("\\n", " "), flush=True)
        print("painted", flush=True)
        QApplication.instance().quit()
    window.after_first_paint(lambda: QTimer.singleShot(300, report))

sys.exit(main(["ciapano"], ready=ready))
"""


posix_ini = pytest.mark.skipif(
    not INI_FILE or not hasattr(os, "mkfifo"), reason="settings in an INI file, POSIX files"
)


def _start_app(home: Path) -> list[str]:
    child = run_child(["-c", APP, str(ROOT)], app_env(home, CIAPANO_NO_GUIDE="1"), WATCHDOG)
    assert child.returncode == 0, child.stderr
    lines = child.stdout.splitlines()
    assert "painted" in lines, child.stderr
    return [line for line in lines if line.startswith("box:")]


def _conf(home: Path) -> Path:
    folder = home / "config" / "Ciapano"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "Ciapano.conf"


def _aside(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith("Ciapano.damaged-"))


@posix_ini
def test_the_app_starts_past_a_pipe_in_the_settings_place(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    os.mkfifo(conf)
    boxes = _start_app(tmp_path)  # it used to hang here, before its window
    [kept] = _aside(conf)
    assert stat.S_ISFIFO(os.lstat(kept).st_mode)
    assert stat.S_ISREG(os.lstat(conf).st_mode) and "first_run=false" in conf.read_text()
    assert len(boxes) == 1 and "a pipe" in boxes[0] and str(kept) in boxes[0]


@posix_ini
def test_the_app_never_writes_through_a_linked_settings_file(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    precious = tmp_path / "precious.txt"
    precious.write_text("the player's own file\n", encoding="utf-8")
    conf.symlink_to(precious)
    boxes = _start_app(tmp_path)
    assert precious.read_text(encoding="utf-8") == "the player's own file\n"
    [kept] = _aside(conf)
    assert kept.is_symlink() and kept.resolve() == precious
    assert not conf.is_symlink() and "first_run=false" in conf.read_text()
    assert len(boxes) == 1 and "link" in boxes[0] and str(kept) in boxes[0]
    assert _start_app(tmp_path) == []  # told once: the next start has nothing to say


@posix_ini
def test_the_app_moves_binary_settings_aside_and_says_so_once(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    garbage = b"[General]\nlanguage=de\n\x00\xff\xfe\x01binary"
    conf.write_bytes(garbage)
    boxes = _start_app(tmp_path)
    [kept] = _aside(conf)
    assert kept.read_bytes() == garbage and "first_run=false" in conf.read_text()
    assert len(boxes) == 1 and "not a text file" in boxes[0] and str(kept) in boxes[0]


@posix_ini
def test_the_settings_path_is_where_qsettings_keeps_them(qapp) -> None:  # type: ignore[no-untyped-def]
    assert settings_path() == Path(QSettings().fileName())


@pytest.mark.parametrize(
    "content, code",
    [
        (b"[General]\nlanguage=de\x00\x00\x01\x02", "storage.binary"),
        (b"[players]\nname1=Zo\xeb\n", "storage.not_utf8"),
        (bytes(range(256)) * 8, "storage.not_utf8"),
    ],
)
def test_binary_or_non_utf8_settings_are_moved_aside(qapp, tmp_path: Path, content, code) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Ciapano.conf"
    path.write_bytes(content)
    settings = Settings(file=SettingsFile(path))
    notice = settings.file.take_notice()
    assert notice is not None and notice.error.code == code
    assert notice.kept_as is not None and notice.kept_as.read_bytes() == content
    assert settings.file.take_notice() is None  # told once
    assert settings.get("general/language") == "en"  # the defaults
    settings.set("general/language", "fr")
    settings.sync()  # saved again, in a new file
    assert Settings(file=SettingsFile(path)).get("general/language") == "fr"
    assert "not a text file" in settings_file_text(notice)


@posix_ini
def test_a_folder_in_the_settings_place_is_moved_aside(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Ciapano.conf"
    path.mkdir()
    (path / "inside").write_text("kept", encoding="utf-8")
    settings = Settings(file=SettingsFile(path))
    notice = settings.file.take_notice()
    assert notice.kept_as is not None and (notice.kept_as / "inside").read_text() == "kept"
    settings.set("rules/players", 5)
    assert settings.file.write() and path.is_file()
    assert "a folder" in settings_file_text(notice)


@posix_ini
def test_a_link_planted_later_is_moved_aside_before_the_next_write(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Ciapano.conf"
    settings = Settings(file=SettingsFile(path))
    settings.set("rules/players", 5)
    settings.sync()
    told: list[bool] = []
    settings.file.on_notice = lambda: told.append(True)
    path.unlink()
    target = tmp_path / "elsewhere"
    target.write_text("not yours", encoding="utf-8")
    path.symlink_to(target)
    settings.set("rules/players", 6)
    settings.sync()
    assert target.read_text(encoding="utf-8") == "not yours" and told == [True]
    assert path.is_file() and not path.is_symlink()
    assert Settings(file=SettingsFile(path)).get("rules/players") == 6  # nothing lost
    notice = settings.file.take_notice()
    assert "kept in a new file" in settings_file_text(notice, at_start=False)


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_unreadable_settings_are_moved_aside_and_kept_intact() -> None:
    with shared_folder() as folder:
        path = folder / "Ciapano.conf"
        path.write_text("[General]\nlanguage=de\n", encoding="utf-8")
        give_away(path)
        path.chmod(0)
        child = run_unprivileged(
            "from pathlib import Path\n"
            "from ciapano_qt.storage import conffile\n"
            f"s = conffile.settle(Path({str(path)!r}))\n"
            "print(s.error.code, s.kept_as.name, s.blocked)\n",
            folder,
        )
        assert child.returncode == 0, child.stderr
        code, kept, blocked = child.stdout.split()
        assert code == "storage.unreadable" and blocked == "False"
        assert kept.startswith("Ciapano.unreadable-") and kept.endswith(".conf")
        assert (folder / kept).read_text(encoding="utf-8") == "[General]\nlanguage=de\n"
        assert not path.exists()


@posix_ini
def test_a_refused_file_that_cannot_move_is_never_written(
    qapp, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A link that cannot be renamed (a read-only folder: as root no folder is, so the rename
    is made to fail) stays, and nothing is written through it, not even at the end."""
    path = tmp_path / "Ciapano.conf"
    target = tmp_path / "target"
    target.write_text("keep me", encoding="utf-8")
    path.symlink_to(target)
    monkeypatch.setattr(conffile, "keep_aside", lambda path, label: None)
    settings = Settings(file=SettingsFile(path))
    notice = settings.file.take_notice()
    assert notice.blocked and settings.file.blocked
    settings.set("rules/players", 5)
    assert not settings.file.write()
    settings.file.flush()
    del settings
    assert path.is_symlink() and target.read_text(encoding="utf-8") == "keep me"
    assert "not saved" in settings_file_text(notice)


@posix_ini
def test_the_messages_on_the_screen(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.app.notices import settings_title, tell

    path = tmp_path / "Ciapano.conf"
    path.symlink_to(tmp_path / "x")
    notice = conffile.settle(path)
    box = tell(None, settings_title(), settings_file_text(notice))
    assert "link" in box.text() and str(notice.kept_as) in box.text()
    if os.environ.get("CIAPANO_SHOTS"):
        box.grab().save(os.path.join(os.environ["CIAPANO_SHOTS"], "settings-link.png"))
    box.close()


@posix_ini
def test_the_settings_file_keeps_its_permissions(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Ciapano.conf"
    path.write_text("[rules]\nplayers=5\n", encoding="utf-8")
    path.chmod(0o600)
    settings = Settings(file=SettingsFile(path))
    assert settings.get("rules/players") == 5
    settings.set("rules/players", 6)
    assert settings.file.write()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and "players=6" in path.read_text()
