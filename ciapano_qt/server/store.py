"""Where the club keeps its tables: every table's snapshot after every card and the records
of finished matches. One interface (``Store``); ``DiskStore`` is the one-node implementation
(``redis_store.RedisStore``, shared by several nodes, is the second, under the same tests).

The methods are coroutines, awaited on the shell's event loop: ``DiskStore`` writes its files
through the node's disk writer (``diskwriter.GroupWriter``: one thread, files synced in
batches) and reads in a worker thread, ``RedisStore`` talks to Redis with redis-py's asyncio
client. The shell awaits one table's writes in order, each after the one before.
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
from ..storage.atomic import remove_stale_temps
from ..storage.reader import read_json
from .diskwriter import GroupWriter

log = logging.getLogger(__name__)

PATHS_KEPT = 10_000  # table files' paths remembered (more tables than a node holds)


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
    """``DIR/tables/<id>.json`` (mode 0600: the rejoin tokens) and ``DIR/records/<id>-<n>.json``
    (``ciapano-cli replay`` reads them), each written atomically."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.table_dir = folder / "tables"
        self.record_dir = folder / "records"
        self.table_dir.mkdir(parents=True, exist_ok=True)
        self.record_dir.mkdir(parents=True, exist_ok=True)
        self.writer = GroupWriter()
        self._paths: dict[str, Path] = {}

    def _table_path(self, table: str) -> Path:
        path = self._paths.get(table)  # checked and made once a table (a save every card)
        if path is None:
            if not is_table_id(table):
                raise ValueError(f"not a table id: {table[:20]!r}")
            if len(self._paths) >= PATHS_KEPT:
                self._paths.clear()
            path = self._paths[table] = self.table_dir / f"{table}.json"
        return path

    async def save(self, table: str, snapshot: dict[str, Any]) -> None:
        data = orjson.dumps(snapshot, option=orjson.OPT_APPEND_NEWLINE)  # UTF-8 JSON
        await self.writer.write(self._table_path(table), data, 0o600)

    async def forget(self, table: str) -> None:
        await asyncio.to_thread(self._table_path(table).unlink, missing_ok=True)

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
        """The writes asked for done (the tables stay on disk for this node's next start)."""
        await asyncio.to_thread(self.writer.close)

    async def tables(self) -> list[tuple[str, Any]]:
        return await asyncio.to_thread(self.read_all)

    async def load(self, table: str) -> Any | None:
        """Table ``table``'s snapshot as kept here (None: none, or it cannot be read)."""
        path = self._table_path(table)
        try:
            return await asyncio.to_thread(read_json, path)
        except Exception as e:
            log.warning("table %s cannot be read back: %s", path.name, e)
            return None

    def read_all(self) -> list[tuple[str, Any]]:
        """``tables``'s work, blocking (in a worker thread)."""
        out = []
        for path in sorted(self.table_dir.glob("*.json")):
            remove_stale_temps(path)
            if not is_table_id(path.stem):
                continue
            try:
                out.append((path.stem, read_json(path)))
            except Exception as e:  # a broken file is kept and named in the log
                log.warning("table %s cannot be resumed: %s", path.name, e)
        return out
