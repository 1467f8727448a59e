"""The node's file writer: one thread that writes whole files the node asks for in batches.

The records of finished matches (``DIR/records/<id>-<n>.json``) are written through it, each
atomically and on stable storage before its writer hears back; the tables' snapshots, one a
card, go to the journal instead (``journal.py``), whose checkpoints write the table files
with the same group commit. Files that arrive while a batch is being written wait for the
next batch, which writes them all and syncs them together
(``storage.atomic.atomic_write_many``: a group commit, as databases do), then wakes their
writers with one call to the event loop. Nothing is answered before its file is on the disk.

The thread starts with the first write and ends after ``IDLE`` seconds without one.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from dataclasses import dataclass
from pathlib import Path

from ..storage.atomic import atomic_write_many

IDLE = 5.0  # seconds without a write after which the thread ends (the next write starts one)


@dataclass(slots=True)
class _Job:
    path: Path
    data: bytes
    mode: int
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]


class GroupWriter:
    """``await write(path, data, mode)`` returns once ``path`` holds ``data`` on stable storage
    (atomically replaced: the old file or the new one, never a broken one), or raises the
    ``OSError`` that kept it from being written."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: list[_Job] = []
        self._thread: threading.Thread | None = None
        self._closed = False
        self.batches = 0  # figures: the batches written, the files in them
        self.files = 0

    async def write(self, path: Path, data: bytes, mode: int) -> None:
        loop = asyncio.get_running_loop()
        job = _Job(path, data, mode, loop, loop.create_future())
        with self._cond:
            if self._closed:
                raise RuntimeError("the node's disk writer is closed")
            self._jobs.append(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="club-disk", daemon=True)
                self._thread.start()
            self._cond.notify()
        await job.future

    def close(self) -> None:
        """Write what was asked, then stop (blocking: call it from a worker thread)."""
        with self._cond:
            self._closed = True
            self._cond.notify()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._jobs and not self._closed:
                    self._cond.wait(IDLE)
                if not self._jobs:
                    self._thread = None  # idle (or closed): the next write starts another
                    return
                batch, self._jobs = self._jobs, []
            try:
                outcome: list[BaseException | None] = list(
                    atomic_write_many([(j.path, j.data, j.mode) for j in batch])
                )
            except Exception as e:  # not the disk's refusal: every file of the batch failed
                outcome = [e] * len(batch)
            self.batches += 1
            self.files += len(batch)
            by_loop: dict[asyncio.AbstractEventLoop, list[tuple[_Job, BaseException | None]]] = {}
            for job, error in zip(batch, outcome, strict=True):
                by_loop.setdefault(job.loop, []).append((job, error))
            for loop, settled in by_loop.items():
                with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                    loop.call_soon_threadsafe(_settle, settled)


def _settle(settled: list[tuple[_Job, BaseException | None]]) -> None:
    """On the event loop: each writer hears how its file went."""
    for job, error in settled:
        if job.future.done():  # its writer was cancelled
            continue
        if error is None:
            job.future.set_result(None)
        else:
            job.future.set_exception(error)
