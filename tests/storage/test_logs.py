"""The rotating log file."""

from __future__ import annotations

import logging
import os

import pytest

from ciapano_qt.storage import logs


@pytest.fixture
def clean_logging():
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield
    logs.shutdown_logging()
    root.handlers[:] = before
    root.setLevel(level)


def test_log_file_rotates_within_its_budget(tmp_path, clean_logging):
    path = logs.setup_logging(tmp_path / "data")
    assert path == tmp_path / "data" / logs.LOG_NAME == logs.log_path()
    log = logging.getLogger("ciapano_qt.test")
    for i in range(4000):
        log.info("line %d %s", i, "x" * 200)
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["ciapano.log", "ciapano.log.1", "ciapano.log.2"]
    total = sum(p.stat().st_size for p in path.parent.iterdir())
    assert total <= (logs.BACKUPS + 1) * logs.MAX_BYTES
    tail = logs.log_tail(1000)
    assert "line 3999" in tail and len(tail) <= 1000


def test_setup_twice_moves_the_log_without_doubling_lines(tmp_path, clean_logging):
    logs.setup_logging(tmp_path / "a")
    second = logs.setup_logging(tmp_path / "b")
    logging.getLogger("ciapano_qt.test").warning("once")
    assert second is not None
    assert second.read_text(encoding="utf-8").count("once") == 1
    assert "once" not in (tmp_path / "a" / logs.LOG_NAME).read_text(encoding="utf-8")


def test_an_unwritable_folder_does_not_stop_the_app(tmp_path, clean_logging, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.setup_logging(blocker / "logs") is None
    assert logs.log_path() is None and logs.log_tail() == ""
    assert "cannot write the log file" in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_the_log_does_not_follow_a_symbolic_link(tmp_path, clean_logging, capsys):
    victim = tmp_path / "elsewhere.txt"
    victim.write_text("someone else's file\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / logs.LOG_NAME).symlink_to(victim)
    assert logs.setup_logging(data) is None
    logging.getLogger("ciapano_qt.test").warning("must not reach the victim")
    assert victim.read_text() == "someone else's file\n"
    assert "symbolic link" in capsys.readouterr().err
    # A link among the rotated files is renamed or removed, never written through.
    (data / logs.LOG_NAME).unlink()
    (data / f"{logs.LOG_NAME}.1").symlink_to(victim)
    path = logs.setup_logging(data)
    assert path is not None
    for i in range(3000):
        logging.getLogger("ciapano_qt.test").info("line %d %s", i, "x" * 200)
    assert victim.read_text() == "someone else's file\n"
    assert not path.is_symlink() and path.stat().st_size > 0


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_log_on_a_full_disk_says_so_once_and_quietly(tmp_path, clean_logging, capsys):
    """Issue 36, item 9: every write fails with ENOSPC (``/dev/full``): one line on standard
    error, not a "Logging error" traceback per record, and the app goes on."""
    path = logs.setup_logging(tmp_path / "data")
    assert path is not None
    handler = logs._handler
    assert handler is not None
    handler.stream.close()
    handler.stream = open("/dev/full", "w", encoding="utf-8")  # noqa: SIM115 (the handler closes it)
    log = logging.getLogger("ciapano_qt.test")
    for i in range(160):
        log.error("autosave %d failed", i)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and "No space left on device" in lines[0] and str(path) in lines[0]
