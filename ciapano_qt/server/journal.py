"""The node's journal: every table's snapshot after every card, appended to one file.

A node keeps each table's snapshot after each card before the card is sent to anyone. Written
as a file a table (replaced atomically), a card cost the node four system calls on the
filesystem's metadata (create, write, rename, the folder) and its share of two ``syncfs``: at
a few hundred cards a second that was a third of the node's CPU. Here a card's snapshot is one
line appended to the node's current **segment** (``DIR/journal/<n>.log``, mode 0600: the
snapshots hold the rejoin tokens), and the lines that arrive while a batch is being written
go together in the next one: one ``write`` and one ``fdatasync`` a batch (a group commit).
Nothing is answered before its line is on stable storage.

A line is ``<crc32, 8 hex digits> <table id> <snapshot JSON>\\n``, or ``-`` for the JSON when
the table closed (its snapshot is dropped). A segment that grows past ``SEGMENT_BYTES`` is
closed and **checkpointed** by a second thread: the last snapshot of each table it holds is
written as ``DIR/tables/<id>.json`` (``storage.atomic.atomic_write_many``), the closed tables'
files are removed, and only then is the segment deleted. So a table's file is replaced once a
segment, not once a card, and what is on disk is always the table files with the segments
left read over them in order, the last line of a table winning (``read_kept``). A crash can
leave a last line cut short (never answered: its card was not sent), which reading ignores;
a line whose checksum is wrong is named in the log and skipped.

The segments a previous run left (a node killed, or stopped before its checkpoint) are
checkpointed when the journal starts writing. One node writes a data folder at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import threading
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from ..net.club.schema import is_table_id
from ..storage.atomic import atomic_write_many, fsync_folder, remove_stale_temps
from ..storage.reader import read_limited
from .batches import Batches, answer

log = logging.getLogger(__name__)

SEGMENT_BYTES = 16 * 1024 * 1024  # a segment this long is closed and checkpointed
GONE = b"-"  # a line's snapshot when its table closed
SUFFIX = ".log"
_datasync = getattr(os, "fdatasync", os.fsync)  # macOS and Windows have fsync only


def encode_line(table: str, payload: bytes) -> bytes:
    """One journal line: ``payload`` (compact JSON, no newline in it) or ``GONE``."""
    body = table.encode("ascii") + b" " + payload
    return b"%08x %s\n" % (zlib.crc32(body), body)


def decode_line(line: bytes) -> tuple[str, bytes] | None:
    """``(table, payload)`` of a whole line (its newline removed), None when it is damaged."""
    crc, _, body = line.partition(b" ")
    table, _, payload = body.partition(b" ")
    try:
        if len(crc) != 8 or int(crc, 16) != zlib.crc32(body):
            return None
        name = table.decode("ascii")
    except ValueError:
        return None
    if not is_table_id(name) or not payload:
        return None
    return name, payload


def segments(folder: Path) -> list[tuple[int, Path]]:
    """The journal's segments in ``folder``, oldest first."""
    found = []
    with contextlib.suppress(FileNotFoundError):
        for path in folder.iterdir():
            if path.suffix == SUFFIX and path.stem.isdigit():
                found.append((int(path.stem), path))
    return sorted(found)


def replay(paths: list[Path]) -> dict[str, bytes]:
    """Each table's last line in the segments ``paths`` (in that order): its snapshot, or
    ``GONE``. A segment's last line without its newline was cut short by a crash (its write
    was never answered) and is ignored; a damaged line is logged and skipped."""
    last: dict[str, bytes] = {}
    for path in paths:
        try:
            data = path.read_bytes()
        except FileNotFoundError:  # checkpointed and deleted meanwhile: its tables are filed
            continue
        lines = data.split(b"\n")
        for number, line in enumerate(lines[:-1], 1):  # the part after the last newline: cut
            decoded = decode_line(line)
            if decoded is None:
                log.warning("journal %s, line %d is damaged: skipped", path.name, number)
                continue
            last[decoded[0]] = decoded[1]
    return last


@dataclass
class _Segment:
    """One segment's tables: the last snapshot of each table saved in it, and the tables it
    closed (disjoint: a table is in the one its last line put it in)."""

    paths: list[Path]  # its file (a previous run's leftovers: all of them, oldest first)
    saved: dict[str, bytes] = field(default_factory=dict)
    gone: set[str] = field(default_factory=set)

    def note(self, table: str, payload: bytes) -> None:
        if payload == GONE:
            self.saved.pop(table, None)
            self.gone.add(table)
        else:
            self.saved[table] = payload
            self.gone.discard(table)


@dataclass(slots=True)
class _Job:
    table: str
    payload: bytes
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]


class Journal(Batches[_Job]):
    """``await save(table, payload)`` / ``await forget(table)`` return once the line is on
    stable storage (or raise the ``OSError`` that kept it from being written); ``close()``
    (blocking) writes what was asked and checkpoints every segment. The thread ends when idle
    (``Batches``), once its segment is handed to a checkpoint."""

    thread_name = "club-journal"
    closed_text = "the node's journal is closed"

    def __init__(self, folder: Path, table_dir: Path) -> None:
        super().__init__()
        self.folder = folder
        self.table_dir = table_dir
        folder.mkdir(parents=True, exist_ok=True)
        self._current: _Segment | None = None
        self._fd: int | None = None
        self._size = 0
        self._next_seq: int | None = None  # known once the first writer thread started
        self._pending: list[_Segment] = []  # closed segments not yet checkpointed, in order
        self._checkpointer: threading.Thread | None = None
        self.batches = 0  # figures: batches written, lines in them, checkpoints done
        self.lines = 0
        self.checkpoints = 0

    async def save(self, table: str, payload: bytes) -> None:
        await self._append(table, payload)

    async def forget(self, table: str) -> None:
        await self._append(table, GONE)

    def latest(self, table: str) -> bytes | None:
        """The table's last line this journal holds (not yet only in its file), or None."""
        with self._cond:
            for seg in [self._current, *reversed(self._pending)]:
                if seg is None:
                    continue
                if table in seg.saved:
                    return seg.saved[table]
                if table in seg.gone:
                    return GONE
        return None

    @property
    def started(self) -> bool:
        """Whether a previous run's segments were checkpointed (the first write did it)."""
        return self._next_seq is not None

    async def _append(self, table: str, payload: bytes) -> None:
        if not is_table_id(table):
            raise ValueError(f"not a table id: {table[:20]!r}")
        loop = asyncio.get_running_loop()
        await self._submit(_Job(table, payload, loop, loop.create_future()))

    def close(self) -> None:
        """Write what was asked, checkpoint every segment, then stop (blocking: call it from a
        worker thread)."""
        self._stop_thread()
        self._rotate()
        self._checkpoint_now()

    # The writer thread -------------------------------------------------------------

    def _starting(self) -> None:
        if self._next_seq is None:
            try:
                self._adopt_leftovers()
            except Exception as e:  # the leftovers stay on disk: this run's lines go on
                log.warning("the journal left by the last run could not be filed: %s", e)
                if self._next_seq is None:
                    self._next_seq = 1

    def _idle(self) -> None:
        self._rotate()  # its tables go to their files

    def _ended(self) -> None:
        self._start_checkpoint()

    def _adopt_leftovers(self) -> None:
        """A previous run's segments: checkpointed before this run writes its own."""
        self._next_seq = 1
        try:
            found = segments(self.folder)
            if not found:
                return
            self._next_seq = found[-1][0] + 1
            seg = _Segment([path for _, path in found])
            for table, payload in replay(seg.paths).items():
                seg.note(table, payload)
        except OSError as e:  # kept where they are, read again at the next start
            log.warning("the journal left by the last run cannot be read: %s", e)
            return
        with self._cond:
            self._pending.append(seg)
        self._checkpoint_now()  # before this run's lines: they may close the same tables

    def _open(self) -> None:
        assert self._next_seq is not None
        seq = self._next_seq
        self._next_seq += 1
        path = self.folder / f"{seq:08d}{SUFFIX}"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | getattr(os, "O_BINARY", 0)
        self._fd = os.open(path, flags, 0o600)
        fsync_folder(self.folder)  # the segment's name survives a power cut
        self._size = 0
        with self._cond:
            self._current = _Segment([path])

    def _work(self, batch: list[_Job]) -> None:
        error: Exception | None = None
        try:
            data = b"".join(encode_line(j.table, j.payload) for j in batch)
            if self._fd is None:
                self._open()
            assert self._fd is not None
            _write_all(self._fd, data)
            _datasync(self._fd)
        except Exception as e:  # the disk's refusal (OSError), or a bug: its writers hear it
            error = e
            log.warning("the journal could not be written: %s", e)
            self._rotate()  # a line may be cut short: the next ones go to a new segment
        else:
            self._size += len(data)
            with self._cond:
                assert self._current is not None
                for job in batch:
                    self._current.note(job.table, job.payload)
            self.batches += 1
            self.lines += len(batch)
            if self._size >= SEGMENT_BYTES:
                self._rotate()
                self._start_checkpoint()
        answer([(job, error) for job in batch])

    def _rotate(self) -> None:
        """Close the current segment: it waits for its checkpoint."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
        with self._cond:
            if self._current is not None:
                self._pending.append(self._current)
                self._current = None

    # Checkpoints -------------------------------------------------------------------

    def _start_checkpoint(self) -> None:
        with self._cond:
            if self._checkpointer is not None or not self._pending:
                return
            self._checkpointer = threading.Thread(
                target=self._checkpoints, name="club-checkpoint", daemon=True
            )
            self._checkpointer.start()

    def _checkpoints(self) -> None:
        done = False
        try:
            while True:
                done = self._checkpoint_now()
                with self._cond:
                    if not done or not self._pending:
                        self._checkpointer = None
                        return
        finally:
            if not done:
                with self._cond:
                    self._checkpointer = None

    def _checkpoint_now(self) -> bool:
        """The closed segments' tables to their files, then the segments deleted. A failure
        keeps them all (read over the files, in order) for the next checkpoint."""
        with self._cond:
            checkpointer = self._checkpointer
        if checkpointer is not None and checkpointer is not threading.current_thread():
            checkpointer.join()
        with self._cond:
            pending = list(self._pending)
        if not pending:
            return True
        merged = _Segment([])
        for seg in pending:
            for table in seg.gone:
                merged.note(table, GONE)
            for table, payload in seg.saved.items():
                merged.note(table, payload)
        files = [(self.table_dir / f"{t}.json", p + b"\n", 0o600) for t, p in merged.saved.items()]
        failed = [e for e in atomic_write_many(files) if e is not None]
        try:
            for table in merged.gone:
                (self.table_dir / f"{table}.json").unlink(missing_ok=True)
            if merged.gone:
                fsync_folder(self.table_dir)  # gone for good before the lines saying so
        except OSError as e:
            failed.append(e)
        if failed:
            log.warning("a checkpoint of the journal failed (kept for the next): %s", failed[0])
            return False
        for seg in pending:
            for path in seg.paths:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
        with contextlib.suppress(OSError):  # an older segment never comes back over newer files
            fsync_folder(self.folder)
        with self._cond:
            del self._pending[: len(pending)]
        self.checkpoints += 1
        return True


def _write_all(fd: int, data: bytes) -> None:
    """Every byte of ``data`` appended to ``fd`` (tests replace it to fail a write midway)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def read_kept(folder: Path) -> dict[str, tuple[Path, bytes]]:
    """Every table a data folder keeps (``DIR/tables`` with ``DIR/journal`` read over it), as
    ``{table id: (the file it was read from, its snapshot JSON)}``: what a node starting on it
    resumes. The segments are read first: one checkpointed meanwhile wrote its tables' files
    before it was deleted."""
    found = segments(folder / "journal")
    journal = replay([p for _, p in found])
    kept: dict[str, tuple[Path, bytes]] = {}
    for path in sorted((folder / "tables").glob("*.json")):
        if is_table_id(path.stem):
            remove_stale_temps(path)
            with contextlib.suppress(FileNotFoundError):
                kept[path.stem] = (path, read_limited(path))
    source = found[-1][1] if found else folder / "journal"
    for table, payload in journal.items():
        if payload == GONE:
            kept.pop(table, None)
        else:
            kept[table] = (source, payload)
    return kept
