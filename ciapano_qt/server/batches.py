"""One thread that takes the jobs handed to it in batches, and answers each job's coroutine.

The node's file writer (``diskwriter.GroupWriter``) and its journal (``journal.Journal``) both
work this way: a coroutine hands a job over and waits; the thread takes every job that
arrived while it did the last batch, does them together (one sync for all: a group commit),
and answers their coroutines with one call to each event loop. The thread starts with the
first job and ends after ``idle`` seconds without one (``IDLE``); the next job starts another.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Generic, Protocol, TypeVar

IDLE = 5.0  # seconds without a job after which the thread ends (the next job starts one)


class Job(Protocol):
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]


J = TypeVar("J", bound=Job)


class Batches(Generic[J]):
    """``await _submit(job)``; a subclass does a batch in ``_work`` (in the thread) and may do
    something when the thread is about to end idle (``_idle``, holding the lock)."""

    thread_name = "batches"
    closed_text = "closed"
    idle = IDLE

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: list[J] = []
        self._thread: threading.Thread | None = None
        self._closed = False

    async def _submit(self, job: J) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError(self.closed_text)
            self._jobs.append(job)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._loop, name=self.thread_name, daemon=True
                )
                self._thread.start()
            self._cond.notify()
        await job.future

    def _stop_thread(self) -> None:
        """No more jobs; the thread does the ones asked for, then ends (blocking)."""
        with self._cond:
            self._closed = True
            self._cond.notify()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _loop(self) -> None:
        self._starting()
        while True:
            with self._cond:
                if not self._jobs and not self._closed:
                    self._cond.wait(self.idle)
                if not self._jobs:
                    if not self._closed:
                        self._idle()
                    self._thread = None  # the next job starts another thread
                    break
                batch, self._jobs = self._jobs, []
            self._work(batch)
        self._ended()

    def _starting(self) -> None:
        """In the thread, before its first batch."""

    def _work(self, batch: list[J]) -> None:
        raise NotImplementedError

    def _idle(self) -> None:
        """The thread ends for want of jobs (the lock held: no job arrives meanwhile)."""

    def _ended(self) -> None:
        """The thread has ended (the lock not held)."""


def answer(outcomes: list[tuple[Job, BaseException | None]]) -> None:
    """From the thread: each job's coroutine hears how it went, through its own loop."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[Job, BaseException | None]]] = {}
    for job, error in outcomes:
        by_loop.setdefault(job.loop, []).append((job, error))
    for loop, settled in by_loop.items():
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            loop.call_soon_threadsafe(_settle, settled)


def _settle(settled: list[tuple[Job, BaseException | None]]) -> None:
    """On the event loop."""
    for job, error in settled:
        if job.future.done():  # its coroutine was cancelled
            continue
        if error is None:
            job.future.set_result(None)
        else:
            job.future.set_exception(error)
