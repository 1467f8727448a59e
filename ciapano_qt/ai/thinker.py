"""Search players think in a helper process, so that they never hold the GUI's interpreter lock.

A computer player is pure Python. Thinking in a thread of the GUI process, an expert keeps the
interpreter lock (the GIL) for most of its 150 ms, and the GUI thread, which calls Python for
every card it paints, waits for it at each call: the table stalls while a computer thinks.
The search levels (``hard``, ``expert``) therefore think in one helper process, started at
their first move and shared by every session; the quick levels play in the worker thread.

``ComputerPlayer(level, seed)`` is what the session holds for a computer seat. Its
``choose(view)`` runs in the session's worker thread: it sends the view to the helper,
which keeps the real player (with its random state) between moves, and waits for the card,
the GIL released while it waits. If the helper cannot be started or dies, the player goes on
in the worker thread. No Qt here: the helper imports only the engine and the AI (the players
load at their first move; this module is imported with the app's controller).
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # multiprocessing is imported when the helper starts (~15 ms at start-up)
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

MAX_FAILURES = 3
"""Helpers that may fail (die, cannot start) before the players think in the app for good."""
KEEP = 64
"""Players the helper keeps (the least recently used go; one is remade if needed again)."""


def serve(conn: Connection) -> None:
    """The helper process: answer ``(key, level, seed, table, view)`` with a card until EOF
    (``table``: every seat's level, None for a person, as the match shows them)."""
    from .levels import make_player

    players: OrderedDict[int, Any] = OrderedDict()
    while True:
        try:
            key, level, seed, table, view = conn.recv()
        except (EOFError, OSError):
            return  # the app is gone
        try:
            player = players.get(key)
            if player is None:
                player = players[key] = make_player(level, seed, table=table)
                while len(players) > KEEP:
                    players.popitem(last=False)
            players.move_to_end(key)
            answer: tuple[str, Any] = ("card", int(player.choose(view)))
        except Exception as error:  # reported to the app, which plays on without us
            answer = ("error", f"{type(error).__name__}: {error}")
        conn.send(answer)


class Helper:
    """The parent's end of the helper process: one request at a time, from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self._process: Any = None
        self.failures = 0
        self.failed = False  # no more helpers: the players think in the app

    def _start(self) -> Connection:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # never fork a process running Qt
        parent, child = ctx.Pipe()
        process = ctx.Process(target=serve, args=(child,), name="ciapano-thinker", daemon=True)
        process.start()
        child.close()
        self._conn, self._process = parent, process
        log.info("search players think in process %s", process.pid)
        return parent

    def start(self) -> None:
        """Start the helper now (if not yet), so that the first move does not wait for it."""
        with self._lock:
            if self._conn is None and not self.failed:
                try:
                    self._start()
                except Exception as error:
                    log.warning("the thinking process cannot start: %s", error)
                    self.failures += 1
                    self.failed = self.failures >= MAX_FAILURES

    def choose(
        self, key: int, level: str, seed: int, view: Any, table: tuple[str | None, ...] = ()
    ) -> int:
        """The helper's card for ``view``; ``RuntimeError`` if the helper cannot answer."""
        with self._lock:
            if self.failed:
                raise RuntimeError("the thinking process is not available")
            try:
                conn = self._conn or self._start()
                conn.send((key, level, seed, table or None, view))
                kind, value = conn.recv()
            except Exception as error:
                self.stop()
                self.failures += 1
                self.failed = self.failures >= MAX_FAILURES  # else a new one at the next move
                raise RuntimeError(f"the thinking process failed: {error}") from error
        if kind != "card":
            raise RuntimeError(value)
        return int(value)

    def stop(self) -> None:
        conn, process, self._conn, self._process = self._conn, self._process, None, None
        if conn is not None:
            conn.close()  # the helper sees EOF and ends
        if process is not None:
            process.join(timeout=1)
            if process.is_alive():
                process.terminate()


HELPER = Helper()
_keys = itertools.count(1)


def warm_up(levels: Iterable[str | None], helper: Helper | None = None) -> bool:
    """Start the helper in the background if one of ``levels`` is a search level (starting
    it costs the process ~20 ms, better spent before the first move). True if started."""
    from .levels import SEARCH_LEVELS

    helper = HELPER if helper is None else helper
    if not any(level in SEARCH_LEVELS for level in levels):
        return False
    threading.Thread(target=helper.start, name="thinker-start", daemon=True).start()
    return True


class ComputerPlayer:
    """A computer seat: a search level thinks in the helper process, any other level (or a
    search level when the helper fails) in the calling thread. Made lazily: the AI modules
    load at the first move, not when a match is set up."""

    def __init__(
        self,
        level: str,
        seed: int,
        helper: Helper | None = None,
        table: tuple[str | None, ...] = (),
    ) -> None:
        """``table``: every seat's level (None for a person): the expert believes the seats
        it names as rule players."""
        self.level, self.seed, self.table = level, seed, table
        self.key = next(_keys)
        self.helper = HELPER if helper is None else helper
        self._local: Any = None
        self._remote: bool | None = None

    def _player(self) -> Any:
        if self._local is None:
            from .levels import make_player

            self._local = make_player(self.level, self.seed, table=self.table or None)
        return self._local

    def choose(self, view: Any) -> int:
        if self._remote is None:
            from .levels import SEARCH_LEVELS, make_player

            make_player(self.level, self.seed)  # an unknown level fails here, in this thread
            self._remote = self.level in SEARCH_LEVELS
        if self._remote and not self.helper.failed:
            try:
                return self.helper.choose(self.key, self.level, self.seed, view, self.table)
            except RuntimeError as error:
                log.warning("%s; seat %d thinks in the app this time", error, view.seat)
        return int(self._player().choose(view))
