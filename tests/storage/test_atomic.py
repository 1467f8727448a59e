"""atomic_write_text leaves the old file or the new one, whatever fails and wherever."""

from __future__ import annotations

import contextlib
import os
import time

import pytest

from ciapano_qt.storage import atomic
from ciapano_qt.storage.atomic import atomic_write_text, is_temp_of, remove_stale_temps

OLD = "old contents\n" * 100
NEW = "nuovo contenuto, città\n" * 300


def leftovers(folder):
    return sorted(p.name for p in folder.iterdir() if p.name != "save.json")


def test_writes_and_replaces(tmp_path):
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)
    assert path.read_text(encoding="utf-8") == OLD
    atomic_write_text(path, NEW)
    assert path.read_text(encoding="utf-8") == NEW
    assert leftovers(tmp_path) == []


def test_keeps_newlines_and_bytes_exactly(tmp_path):
    path = tmp_path / "save.json"
    atomic_write_text(path, "a\r\nb\nc")
    assert path.read_bytes() == b"a\r\nb\nc"


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_new_file_gets_the_ordinary_mode(tmp_path):
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask


class Boom(Exception):
    pass


def failing_after(n, real):
    """A stand-in for ``real`` that works ``n`` times and then raises."""
    calls = {"n": 0}

    def fake(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] > n:
            raise Boom("injected failure")
        return real(*args, **kwargs)

    return fake


def half_write(real):
    """``os.write`` that writes half of the data, then fails on the next call."""
    state = {"calls": 0}

    def fake(fd, data):
        state["calls"] += 1
        if state["calls"] > 1:
            raise OSError(28, "No space left on device")
        return real(fd, bytes(data[: max(1, len(data) // 2)]))

    return fake


@pytest.mark.parametrize(
    "target, make",
    [
        ("replace", lambda: failing_after(0, os.replace)),
        ("write", lambda: half_write(os.write)),
        ("write", lambda: failing_after(0, os.write)),
        ("fsync", lambda: failing_after(0, os.fsync)),
        ("close", lambda: failing_after(0, os.close)),
        ("open", lambda: failing_after(0, os.open)),
    ],
)
def test_a_failure_midway_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch, target, make):
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)
    monkeypatch.setattr(atomic.os, target, make())
    with pytest.raises((Boom, OSError)):
        atomic_write_text(path, NEW)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == OLD
    if target != "close":  # a failed close leaks the descriptor, not the file
        assert leftovers(tmp_path) == []


def test_a_failing_folder_fsync_comes_after_the_replace(tmp_path, monkeypatch):
    """The only failure after os.replace: the new file is already complete."""
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)
    monkeypatch.setattr(atomic, "fsync_folder", failing_after(0, atomic.fsync_folder))
    with pytest.raises(Boom):
        atomic_write_text(path, NEW)
    assert path.read_text(encoding="utf-8") == NEW


@pytest.mark.parametrize("step", range(12))
def test_a_crash_at_any_system_call_leaves_old_or_new(tmp_path, monkeypatch, step):
    """The process dies (no clean-up runs) at the ``step``-th file-system call."""
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)

    class Crash(BaseException):
        pass

    calls = {"n": 0}

    def dying(real):
        def fake(*args, **kwargs):
            calls["n"] += 1
            if calls["n"] > step:
                raise Crash
            return real(*args, **kwargs)

        return fake

    for name in ("open", "write", "fsync", "close", "replace", "unlink"):
        monkeypatch.setattr(atomic.os, name, dying(getattr(os, name)))
    with contextlib.suppress(Crash):
        atomic_write_text(path, NEW)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") in (OLD, NEW)
    for name in leftovers(tmp_path):  # only our temporary files may be left by a crash
        assert is_temp_of(tmp_path / name, path)


def test_stale_temporaries_are_cleared_but_young_ones_kept(tmp_path):
    path = tmp_path / "save.json"
    atomic_write_text(path, OLD)
    stale = tmp_path / ".save.json.deadbeef.tmp"
    young = tmp_path / ".save.json.cafebabe.tmp"
    other = tmp_path / ".other.json.deadbeef.tmp"
    for p in (stale, young, other):
        p.write_text("partial")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert remove_stale_temps(path) == [stale]
    assert young.exists() and other.exists() and path.read_text(encoding="utf-8") == OLD


def test_unwritable_folder_raises_oserror_and_keeps_nothing(tmp_path):
    missing = tmp_path / "no" / "such" / "folder" / "save.json"
    with pytest.raises(OSError):
        atomic_write_text(missing, NEW)
