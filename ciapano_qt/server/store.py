"""Where the club keeps its tables: every table's snapshot after every card and the records
of finished matches. One interface (``Store``); ``DiskStore`` is the one-node implementation
(``redis_store.RedisStore``, shared by several nodes, is the second, under the same tests).

The methods are coroutines, awaited on the shell's event loop: ``DiskStore`` appends each
snapshot to the node's journal (``journal.Journal``: one thread, lines synced in batches,
checkpointed into table files), writes the records through the node's file writer
(``diskwriter.GroupWriter``) and reads in a worker thread; ``RedisStore`` talks to Redis with
redis-py's asyncio client. The shell awaits one table's writes in order, each after the one before.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any, Protocol

import orjson

from ..engine.match import Match
from ..engine.record import dumps
from ..net.club.schema import is_table_id
from ..storage.reader import decode_json, read_json
from .diskwriter import GroupWriter
from .journal import GONE, Journal, read_kept

log = logging.getLogger(__name__)


class LeaseLost(Exception):
    """A shared store refused a table's write: another node took the table (its lease moved
    on). This node must stop playing the table and send nothing more of it."""

    def __init__(self, table: str) -> None:
        super().__init__(f"table {table}: another node plays it now")
        self.table = table


class Unreachable(Exception):
    """A shared store could not be reached (Redis stopped, restarting, or its network down):
    the write was not done, and may be tried again."""


class Store(Protocol):
    async def save(self, table: str, snapshot: dict[str, Any]) -> None:
        """Keep ``snapshot`` as table ``table``'s, replacing the previous one whole
        (``LeaseLost`` when a shared store refuses it: another node plays the table now;
        ``Unreachable`` when it cannot be reached: not kept, to be tried again)."""

    async def forget(self, table: str) -> None:
        """Table ``table`` closed: drop its snapshot (its records stay)."""

    async def record(self, table: str, index: int, match: Match) -> None:
        """Keep the record of the table's finished match ``index`` (0-based)."""

    async def tables(self) -> list[tuple[str, Any]]:
        """Every kept snapshot as ``(table id, the JSON read)``, to resume after a restart
        (a snapshot that cannot be read is logged and left where it is)."""

    async def renew(self) -> list[str]:
        """Keep this node's hold on its tables (a shared store's leases); return the tables
        lost to another node, which this node must stop playing (``Unreachable``: not
        renewed, ``held_until`` unchanged)."""

    async def adopt(self) -> list[tuple[str, Any]]:
        """The tables no live node holds any longer (their node stopped renewing), now this
        node's, as ``tables`` gives them (a shared store; one node alone has none)."""

    def held_until(self) -> float | None:
        """Until when (the event loop's clock) this node surely holds its tables: its leases
        last renewed, with a margin (None: a store without leases, held for ever). Past it the
        node applies no card: another node may have taken them."""

    async def close(self) -> None:
        """This node stops, its writes done: a shared store lets its tables go at once, so
        another node takes them over without waiting for the leases to run out."""


class DiskStore:
    """The tables' snapshots in the node's journal (``journal.Journal``: ``DIR/journal/<n>.log``,
    checkpointed to ``DIR/tables/<id>.json``; mode 0600, the rejoin tokens) and the records in
    ``DIR/records/<id>-<n>.json`` (``ciapano-cli replay`` reads them), written atomically."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.table_dir = folder / "tables"
        self.record_dir = folder / "records"
        self.table_dir.mkdir(parents=True, exist_ok=True)
        self.record_dir.mkdir(parents=True, exist_ok=True)
        self.journal = Journal(folder / "journal", self.table_dir)
        self.writer = GroupWriter()

    async def save(self, table: str, snapshot: dict[str, Any]) -> None:
        await self.journal.save(table, orjson.dumps(snapshot))  # compact UTF-8 JSON, one line

    async def forget(self, table: str) -> None:
        await self.journal.forget(table)

    async def record(self, table: str, index: int, match: Match) -> None:
        if not is_table_id(table):
            raise ValueError(f"not a table id: {table[:20]!r}")
        path = self.record_dir / f"{table}-{index + 1}.json"
        await self.writer.write(path, dumps(match).encode("utf-8"), 0o644)

    async def renew(self) -> list[str]:
        return []  # one node alone: nothing to hold against anyone

    async def adopt(self) -> list[tuple[str, Any]]:
        return []

    def held_until(self) -> float | None:
        return None

    async def close(self) -> None:
        """The writes asked for done, the journal checkpointed (the tables stay on disk, as
        files, for this node's next start)."""
        await asyncio.to_thread(self.writer.close)
        await asyncio.to_thread(self.journal.close)

    async def tables(self) -> list[tuple[str, Any]]:
        return await asyncio.to_thread(self.read_all)

    async def load(self, table: str) -> Any | None:
        """Table ``table``'s snapshot as kept here (None: none, or it cannot be read)."""
        if not is_table_id(table):
            raise ValueError(f"not a table id: {table[:20]!r}")
        data = self.journal.latest(table)
        try:
            if data is None and self.journal.started:  # not since the last checkpoint: filed
                path = self.table_dir / f"{table}.json"
                return await asyncio.to_thread(read_json, path) if path.exists() else None
            if data is None:  # a previous run's journal may hold it
                kept = await asyncio.to_thread(read_kept, self.folder)
                data = kept[table][1] if table in kept else None
            return None if data is None or data == GONE else orjson.loads(data)
        except Exception as e:
            log.warning("table %s cannot be read back: %s", table, e)
            return None

    def read_all(self) -> list[tuple[str, Any]]:
        """``tables``'s work, blocking (in a worker thread)."""
        out = []
        for table, (path, data) in sorted(read_kept(self.folder).items()):
            try:
                out.append((table, decode_json(data, path)))
            except Exception as e:  # a broken file is kept and named in the log
                log.warning("table %s cannot be resumed: %s", path.name, e)
        return out
