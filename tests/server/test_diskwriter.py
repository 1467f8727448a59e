"""The node's disk writer: files asked for at once are written in few batches (a group
commit), each writer hears back only once its own file is on the disk, a failure reaches
only the writer of that file, and the thread comes and goes with the work."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from ciapano_qt.server import diskwriter
from ciapano_qt.server.diskwriter import GroupWriter
from ciapano_qt.storage import atomic


def test_writes_asked_for_together_share_batches(tmp_path: Path) -> None:
    async def main() -> None:
        writer = GroupWriter()
        paths = [tmp_path / f"{i}.json" for i in range(60)]
        await asyncio.gather(*(writer.write(p, b"%d" % i, 0o600) for i, p in enumerate(paths)))
        assert [p.read_bytes() for p in paths] == [b"%d" % i for i in range(60)]
        assert writer.files == 60
        assert writer.batches < 60  # the first batch runs while the others queue behind it
        await asyncio.to_thread(writer.close)

    asyncio.run(main())


def test_a_writer_hears_back_only_after_its_file_is_written(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    gate = threading.Event()
    real = atomic.atomic_write_many

    def slow(files):  # type: ignore[no-untyped-def]
        gate.wait(10)
        return real(files)

    monkeypatch.setattr(diskwriter, "atomic_write_many", slow)
    path = tmp_path / "t.json"

    async def main() -> None:
        writer = GroupWriter()
        task = asyncio.create_task(writer.write(path, b"card", 0o600))
        await asyncio.sleep(0.2)
        assert not task.done() and not path.exists()
        gate.set()
        await task
        assert path.read_bytes() == b"card"
        await asyncio.to_thread(writer.close)

    asyncio.run(main())


def test_a_failure_reaches_its_own_writer_only(tmp_path: Path) -> None:
    async def main() -> None:
        writer = GroupWriter()
        good = writer.write(tmp_path / "good.json", b"ok", 0o600)
        bad = writer.write(tmp_path / "nowhere" / "bad.json", b"lost", 0o600)
        results = await asyncio.gather(good, bad, return_exceptions=True)
        assert results[0] is None
        assert isinstance(results[1], FileNotFoundError)
        assert (tmp_path / "good.json").read_bytes() == b"ok"
        await asyncio.to_thread(writer.close)
        with pytest.raises(RuntimeError, match="closed"):
            await writer.write(tmp_path / "late.json", b"x", 0o600)
        assert not (tmp_path / "late.json").exists()

    asyncio.run(main())


def test_the_thread_ends_when_idle_and_a_new_write_starts_one(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GroupWriter, "idle", 0.05)

    def writers() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name == "club-disk"]

    async def main() -> None:
        writer = GroupWriter()
        await writer.write(tmp_path / "a.json", b"a", 0o600)
        for _ in range(100):
            if writer._thread is None:
                break
            await asyncio.sleep(0.02)
        assert writer._thread is None
        await writer.write(tmp_path / "b.json", b"b", 0o600)
        assert (tmp_path / "b.json").read_bytes() == b"b"
        await asyncio.to_thread(writer.close)
        assert writer._thread is None

    before = len(writers())
    asyncio.run(main())
    assert len(writers()) == before
