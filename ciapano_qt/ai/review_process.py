"""The coach's review in a helper process, so that it never holds the GUI's interpreter lock.

A review is seconds of pure Python (``review.py``). Run in a thread of the GUI process it
would keep the interpreter lock most of the time and the table would stall, as a thinking
computer player did (``thinker.py``). ``review_in_helper`` runs it in a spawned process
instead: the match goes there as its record (checked again on arrival), progress comes back
after every decision, and a cancellation ends the process at once. The calling thread (the
UI's worker) waits on the pipe with the lock released. The figures are those of
``review_match`` in this process (same worlds, same seeds). If no process can be started the
review runs in the calling thread, with the same hooks. No Qt here.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from ..engine.match import Match
from ..engine.record import from_record, to_record
from .review import WORLDS, Cancelled, Progress, Review, ReviewCancelled, review_match

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

POLL = 0.05
"""Seconds between two looks at ``cancelled()`` while the helper works."""


def serve(
    conn: Connection,
    record: dict[str, Any],
    seat: int,
    worlds: int,
    seed: int,
    hands: list[int] | None = None,
) -> None:
    """The helper: review, sending ``("progress", done, total)`` after each decision, then
    ``("done", review)`` or ``("error", text)``."""
    try:
        match = from_record(record)
        review = review_match(
            match,
            seat,
            worlds,
            seed,
            progress=lambda d, t: conn.send(("progress", d, t)),
            hands=hands,
        )
        conn.send(("done", review))
    except Exception as error:  # reported to the caller
        conn.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        conn.close()


def review_in_helper(
    match: Match,
    seat: int,
    worlds: int = WORLDS,
    seed: int = 0,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    hands: Collection[int] | None = None,
) -> Review:
    """``review_match`` in a helper process (``hands``: only the hands of these indices).
    ``progress(done, total)`` is called in this thread; when ``cancelled()`` turns true the
    helper is ended and ``ReviewCancelled`` raised. ``ValueError`` for a seat the match does
    not have; ``RuntimeError`` if the helper fails."""
    if not 0 <= seat < match.n_seats:
        raise ValueError(f"there is no seat {seat} (seats 0 to {match.n_seats - 1})")
    try:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # never fork a process running Qt
        parent, child = ctx.Pipe(duplex=False)
        record = to_record(match)
        process = ctx.Process(
            target=serve,
            args=(child, record, seat, worlds, seed, None if hands is None else sorted(hands)),
            name="ciapano-coach",
            daemon=True,
        )
        process.start()
        child.close()
    except Exception as error:
        log.warning("the review process cannot start (%s): reviewing in this thread", error)
        return review_match(match, seat, worlds, seed, progress, cancelled, hands)
    try:
        while True:
            if cancelled is not None and cancelled():
                raise ReviewCancelled
            if not parent.poll(POLL):
                if not process.is_alive() and not parent.poll():
                    raise RuntimeError(f"the review process ended (exit {process.exitcode})")
                continue
            try:
                message = parent.recv()
            except EOFError:
                raise RuntimeError("the review process ended without an answer") from None
            kind = message[0]
            if kind == "progress":
                if progress is not None:
                    progress(message[1], message[2])
            elif kind == "done":
                review: Review = message[1]
                return review
            else:
                raise RuntimeError(f"the review failed: {message[1]}")
    finally:
        parent.close()
        if process.is_alive():
            process.terminate()
        process.join(timeout=5)
