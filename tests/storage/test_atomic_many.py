"""atomic_write_many: several files replaced in one group commit, each one whole, each failure
its own; the folder synced once for the batch, every file synced before it is swapped in."""

from __future__ import annotations

import errno
import os

from ciapano_qt.storage import atomic
from ciapano_qt.storage.atomic import atomic_write_many


def test_every_file_of_a_batch_is_replaced_whole(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("old a")
    out = atomic_write_many([(a, b"new a", 0o600), (b, "città".encode(), 0o644)])
    assert out == [None, None]
    assert a.read_bytes() == b"new a"
    assert b.read_text(encoding="utf-8") == "città"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]  # no temp left
    if os.name != "nt":
        umask = os.umask(0)
        os.umask(umask)
        assert b.stat().st_mode & 0o777 == 0o644 & ~umask


def test_a_file_that_cannot_be_written_fails_alone(tmp_path):
    good, bad = tmp_path / "good.json", tmp_path / "missing" / "bad.json"
    out = atomic_write_many([(bad, b"x", 0o600), (good, b"kept", 0o600)])
    assert isinstance(out[0], FileNotFoundError) and out[1] is None
    assert good.read_bytes() == b"kept"
    assert not bad.parent.exists()


def test_a_full_disk_leaves_the_old_file_and_no_temporary_one(tmp_path, monkeypatch):
    path, other = tmp_path / "t.json", tmp_path / "u.json"
    path.write_bytes(b"before")
    real = atomic._write_all

    def write_all(fd, data):
        if data == b"too big":
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd, data)

    monkeypatch.setattr(atomic, "_write_all", write_all)
    out = atomic_write_many([(path, b"too big", 0o600), (other, b"fits", 0o600)])
    assert isinstance(out[0], OSError) and out[0].errno == errno.ENOSPC
    assert out[1] is None
    assert path.read_bytes() == b"before"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.json", "u.json"]


def test_two_files_for_one_path_leave_the_last(tmp_path):
    path = tmp_path / "t.json"
    assert atomic_write_many([(path, b"first", 0o600), (path, b"second", 0o600)]) == [None, None]
    assert path.read_bytes() == b"second"


def _spy(monkeypatch, events, syncfs):  # type: ignore[no-untyped-def]
    real_fsync, real_replace, real_folder = os.fsync, atomic._replace, atomic.fsync_folder
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (events.append("sync"), real_fsync(fd)))
    monkeypatch.setattr(
        atomic, "_replace", lambda s, t: (events.append("rename"), real_replace(s, t))
    )
    monkeypatch.setattr(
        atomic, "fsync_folder", lambda f: (events.append(f"folder {f.name}"), real_folder(f))
    )
    monkeypatch.setattr(atomic, "_SYNCFS", [syncfs])


def test_without_syncfs_each_file_is_synced_and_each_folder_once(tmp_path, monkeypatch):
    """Five files in two folders, no ``syncfs`` (not Linux): five data syncs, each before its
    rename, and two folder syncs after every rename (one a folder, not one a file)."""
    (tmp_path / "x").mkdir()
    (tmp_path / "y").mkdir()
    events: list[str] = []
    _spy(monkeypatch, events, None)
    files = [(tmp_path / d / f"{i}.json", b"%d" % i, 0o600) for i, d in enumerate("xxyyx")]
    assert atomic_write_many(files) == [None] * 5
    assert events[:5] == ["sync"] * 5
    assert events[5:10] == ["rename"] * 5
    folders = [e for e in events[10:] if e != "sync"]  # (a folder's sync is an fsync too)
    assert sorted(folders) == ["folder x", "folder y"]


def test_with_syncfs_a_batch_costs_two_syncs_of_its_filesystem(tmp_path, monkeypatch):
    """Linux: the five files' data reach the disk by one ``syncfs`` before any rename, their
    names by one after the last (both folders are on one filesystem); no file or folder is
    synced one by one."""
    (tmp_path / "x").mkdir()
    (tmp_path / "y").mkdir()
    events: list[str] = []
    real = atomic._syncfs()
    assert real is not None  # Linux has it

    def syncfs(fd: int) -> int:
        events.append("syncfs")
        return real(fd)

    _spy(monkeypatch, events, syncfs)
    files = [(tmp_path / d / f"{i}.json", b"%d" % i, 0o600) for i, d in enumerate("xxyyx")]
    assert atomic_write_many(files) == [None] * 5
    assert events == ["syncfs", *["rename"] * 5, "syncfs"]
    assert [(tmp_path / d / f"{i}.json").read_bytes() for i, d in enumerate("xxyyx")] == [
        b"%d" % i for i in range(5)
    ]


def test_a_filesystem_that_cannot_be_synced_keeps_the_old_files(tmp_path, monkeypatch):
    path = tmp_path / "t.json"
    path.write_bytes(b"before")
    monkeypatch.setattr(atomic, "_SYNCFS", [lambda fd: -1])
    monkeypatch.setattr(atomic, "ctypes_errno", lambda: errno.EIO)
    (out,) = atomic_write_many([(path, b"after", 0o600)])
    assert isinstance(out, OSError) and out.errno == errno.EIO
    assert path.read_bytes() == b"before"
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]  # no temporary file left
