"""The node's file writer: one thread that writes whole files the node asks for in batches.

The records of finished matches (``DIR/records/<id>-<n>.json``) are written through it, each
atomically and on stable storage before its writer hears back; the tables' snapshots, one a
card, go to the journal instead (``journal.py``), whose checkpoints write the table files
with the same group commit. Files that arrive while a batch is being written wait for the
next batch, which writes them all and syncs them together
(``storage.atomic.atomic_write_many``: a group commit, as databases do), then wakes their
writers with one call to the event loop. Nothing is answered before its file is on the disk.

The thread starts with the first write and ends a few seconds after the last (``batches``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from ..storage.atomic import atomic_write_many
from .batches import Batches, answer


@dataclass(slots=True)
class _Job:
    path: Path
    data: bytes
    mode: int
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]


class GroupWriter(Batches[_Job]):
    """``await write(path, data, mode)`` returns once ``path`` holds ``data`` on stable storage
    (atomically replaced: the old file or the new one, never a broken one), or raises the
    ``OSError`` that kept it from being written."""

    thread_name = "club-disk"
    closed_text = "the node's disk writer is closed"

    def __init__(self) -> None:
        super().__init__()
        self.batches = 0  # figures: the batches written, the files in them
        self.files = 0

    async def write(self, path: Path, data: bytes, mode: int) -> None:
        loop = asyncio.get_running_loop()
        await self._submit(_Job(path, data, mode, loop, loop.create_future()))

    def close(self) -> None:
        """Write what was asked, then stop (blocking: call it from a worker thread)."""
        self._stop_thread()

    def _work(self, batch: list[_Job]) -> None:
        try:
            outcome: list[BaseException | None] = list(
                atomic_write_many([(j.path, j.data, j.mode) for j in batch])
            )
        except Exception as e:  # not the disk's refusal: every file of the batch failed
            outcome = [e] * len(batch)
        self.batches += 1
        self.files += len(batch)
        answer(list(zip(batch, outcome, strict=True)))
