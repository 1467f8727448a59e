"""The node's journal (``server.journal``): a card's snapshot answered is a snapshot kept, even
through a kill -9; a line cut short or damaged costs only itself; closed tables stay closed;
segments are checkpointed into the table files and then deleted, a previous run's included;
a failed write reaches its writers and the next ones go on in a new segment."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ciapano_qt.server import journal
from ciapano_qt.server.journal import GONE, Journal, encode_line, read_kept, segments
from ciapano_qt.server.store import DiskStore

A, B, C = "0123456789ab", "00000000000b", "abcdefabcdef"


def _kept(folder: Path) -> dict[str, object]:
    return {t: json.loads(data) for t, (_, data) in read_kept(folder).items()}


def test_lines_answered_are_kept_through_a_kill(tmp_path: Path) -> None:
    child = f"""
import asyncio, os, signal
from pathlib import Path
from ciapano_qt.server.store import DiskStore

async def main():
    store = DiskStore(Path({str(tmp_path)!r}))
    for card in range(30):
        await store.save({A!r}, {{"card": card}})
        await store.save({B!r}, {{"card": -card}})
    await store.forget({B!r})
    os.kill(os.getpid(), signal.SIGKILL)  # no close, no checkpoint

asyncio.run(main())
"""
    done = subprocess.run([sys.executable, "-c", child], timeout=60)
    assert done.returncode == -9
    assert [p.suffix for _, p in segments(tmp_path / "journal")] == [".log"]
    assert list((tmp_path / "tables").glob("*.json")) == []  # never checkpointed
    assert _kept(tmp_path) == {A: {"card": 29}}  # B closed
    assert asyncio.run(DiskStore(tmp_path).tables()) == [(A, {"card": 29})]


def test_a_line_cut_short_or_damaged_costs_only_itself(tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "journal"
    folder.mkdir()
    good = encode_line(A, b'{"card":1}') + encode_line(B, b'{"card":2}')
    damaged = bytearray(encode_line(A, b'{"card":3}'))
    damaged[-3] = ord("4")  # a bit flipped on the disk: its checksum no longer matches
    cut = encode_line(B, b'{"card":5}')[:-6]  # a crash midway through the last write
    (folder / "00000001.log").write_bytes(good + bytes(damaged) + cut)
    assert _kept(tmp_path) == {A: {"card": 1}, B: {"card": 2}}
    assert "journal 00000001.log, line 3 is damaged: skipped" in caplog.text


def test_later_segments_win_and_a_closed_table_stays_closed(tmp_path: Path) -> None:
    (tmp_path / "tables").mkdir()
    (tmp_path / "tables" / f"{C}.json").write_text('{"card": 0}')  # checkpointed long ago
    (tmp_path / "tables" / f"{B}.json").write_text('{"card": 0}')
    folder = tmp_path / "journal"
    folder.mkdir()
    (folder / "00000007.log").write_bytes(
        encode_line(A, b'{"card":1}') + encode_line(B, b'{"card":1}')
    )
    (folder / "00000012.log").write_bytes(encode_line(A, b'{"card":2}') + encode_line(B, GONE))
    assert _kept(tmp_path) == {A: {"card": 2}, C: {"card": 0}}


def test_a_previous_runs_segments_are_checkpointed_when_writing_starts(tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    tables.mkdir()
    (tables / f"{B}.json").write_text('{"card": 0}')
    folder = tmp_path / "journal"
    folder.mkdir()
    leftover = folder / "00000003.log"
    leftover.write_bytes(encode_line(A, b'{"card":9}') + encode_line(B, GONE))

    async def main() -> None:
        store = DiskStore(tmp_path)
        await store.save(C, {"card": 1})
        assert not leftover.exists()  # checkpointed before this run's first line
        assert json.loads((tables / f"{A}.json").read_bytes()) == {"card": 9}
        assert not (tables / f"{B}.json").exists()
        assert [p.name for _, p in segments(folder)] == ["00000004.log"]  # after the old one
        await store.close()

    asyncio.run(main())
    assert sorted(p.name for p in tables.iterdir()) == [f"{A}.json", f"{C}.json"]
    assert list(folder.iterdir()) == []
    assert _kept(tmp_path) == {A: {"card": 9}, C: {"card": 1}}


def test_a_full_segment_is_checkpointed_and_deleted(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(journal, "SEGMENT_BYTES", 300)  # about six lines a segment
    folder = tmp_path / "journal"
    tables = tmp_path / "tables"
    tables.mkdir()

    async def main() -> Journal:
        log = Journal(folder, tables)
        for card in range(40):
            await log.save(A, b'{"card":%d}' % card)
            await log.save(B, b'{"card":%d}' % -card)
        await log.forget(B)
        for _ in range(100):  # the checkpoints run beside the writes
            if log.checkpoints >= 3:
                break
            await asyncio.sleep(0.05)
        assert log.checkpoints >= 3
        assert _kept(tmp_path) == {A: {"card": 39}}
        assert log.latest(A) in (None, b'{"card":39}') and log.latest(C) is None
        return log

    log = asyncio.run(main())
    assert len(segments(folder)) <= 2  # the one being written, perhaps one being filed
    log.close()
    assert segments(folder) == []
    assert [p.name for p in tables.iterdir()] == [f"{A}.json"]
    assert json.loads((tables / f"{A}.json").read_bytes()) == {"card": 39}


def test_an_idle_journal_files_its_tables(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(Journal, "idle", 0.1)

    async def main() -> None:
        store = DiskStore(tmp_path)
        await store.save(A, {"card": 1})
        for _ in range(100):
            if (tmp_path / "tables" / f"{A}.json").exists() and not segments(tmp_path / "journal"):
                break
            await asyncio.sleep(0.05)
        assert json.loads((tmp_path / "tables" / f"{A}.json").read_bytes()) == {"card": 1}
        assert segments(tmp_path / "journal") == []
        await store.save(A, {"card": 2})  # the next write starts the thread again
        assert await store.load(A) == {"card": 2}
        await store.close()

    asyncio.run(main())


def test_a_failed_write_reaches_its_writers_and_the_next_go_on(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real = journal._write_all
    calls = [0]

    def disk_full_the_second_time(fd: int, data: bytes) -> None:
        calls[0] += 1
        if calls[0] == 2:
            os.write(fd, data[: len(data) // 2])  # half the line reached the file
            raise OSError(errno.ENOSPC, "No space left on device")
        real(fd, data)

    monkeypatch.setattr(journal, "_write_all", disk_full_the_second_time)

    async def main() -> None:
        store = DiskStore(tmp_path)
        await store.save(A, {"card": 1})
        with pytest.raises(OSError, match="No space left"):
            await store.save(A, {"card": 2})
        await store.save(B, {"card": 3})
        assert len(segments(tmp_path / "journal")) == 2  # the next lines in a new segment
        assert _kept(tmp_path) == {A: {"card": 1}, B: {"card": 3}}  # half a line: ignored
        await store.close()

    asyncio.run(main())
    assert _kept(tmp_path) == {A: {"card": 1}, B: {"card": 3}}
    assert segments(tmp_path / "journal") == []


def test_a_failed_checkpoint_keeps_its_segments_for_the_next(tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    folder = tmp_path / "journal"

    async def main() -> Journal:
        log = Journal(folder, tables)  # the tables' folder is missing: files cannot be made
        await log.save(A, b'{"card":1}')
        return log

    log = asyncio.run(main())
    log.close()
    assert len(segments(folder)) == 1  # not deleted: its tables are nowhere else
    tables.mkdir()
    assert _kept(tmp_path) == {A: {"card": 1}}
    log2 = Journal(folder, tables)
    asyncio.run(_save(log2, B, b'{"card":2}'))  # the next run checkpoints the previous one's
    log2.close()
    assert segments(folder) == []
    assert _kept(tmp_path) == {A: {"card": 1}, B: {"card": 2}}


async def _save(log: Journal, table: str, payload: bytes) -> None:
    await log.save(table, payload)
