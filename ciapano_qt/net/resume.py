"""A hosted table kept on disk, so that a host that crashed resumes with everyone rejoining.

The snapshot is the record of the match in progress (``records.md``) with what the record
does not hold: the table code, the matches already played, and each remote seat's player's
name and rejoin token. It holds secrets (the tokens): it stays on the host's disk, written
atomically after every card and removed when the table closes. A table resumed from it waits
``idle`` seconds for the remote players to rejoin before computers play their seats.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine.errors import RecordError
from ..engine.record import from_record, to_record
from ..storage.atomic import atomic_write_text
from ..storage.reader import read_json
from .schema import CODE_RE, TOKEN_RE, is_name
from .table import Config, RemoteSeat, Table

FORMAT = "ciapano-table"
VERSION = 1


def snapshot(table: Table) -> dict[str, Any]:
    assert table.match is not None
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": table.code,
        "matches_played": table.matches_played,
        "layout": list(table.config.layout),
        "remote": {str(s): {"name": r.name, "token": r.token} for s, r in table.remote.items()},
        "record": to_record(table.match),
    }


def save(table: Table, path: Path) -> None:
    # Created 0600 (on POSIX): the tokens are the host's secret.
    atomic_write_text(path, json.dumps(snapshot(table), ensure_ascii=False) + "\n", mode=0o600)


def _refuse(message: str) -> RecordError:
    return RecordError("table.bad_snapshot", f"not a table to resume: {message}")


def resume(data: Any, level: str, idle: float, matches: int, now: float) -> Table:
    """The table of a snapshot, its match where it stopped; ``RecordError`` if it is not one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _refuse("unknown format")
    if data.get("version") != VERSION:
        raise _refuse(f"version {data.get('version')!r}")
    code, played, remote = data.get("code"), data.get("matches_played"), data.get("remote")
    if not isinstance(code, str) or not CODE_RE.fullmatch(code):
        raise _refuse("the table code")
    if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played < matches:
        raise _refuse("the matches played")
    match = from_record(data.get("record"))
    if match.finished:
        raise _refuse("its match is over")
    layout = data.get("layout")
    kinds = [s.kind for s in match.seats]
    if (
        not isinstance(layout, list)
        or len(layout) != len(kinds)
        or any(k not in ("remote", "host", "computer") for k in layout)
        or any((k == "computer") != (kind == "ai") for k, kind in zip(layout, kinds, strict=True))
    ):
        raise _refuse("the seats' layout")
    if not isinstance(remote, dict) or sorted(remote) != sorted(
        str(s) for s, k in enumerate(layout) if k == "remote"
    ):
        raise _refuse("the remote seats")
    seats: dict[int, RemoteSeat] = {}
    for key, entry in remote.items():
        seat = int(key)
        if not isinstance(entry, dict) or not is_name(entry.get("name")):
            raise _refuse(f"seat {seat}'s name")
        token = entry.get("token")
        if not isinstance(token, str) or not TOKEN_RE.fullmatch(token):
            raise _refuse(f"seat {seat}'s token")
        seats[seat] = RemoteSeat(None, entry["name"], token, taken=True, waiting=True)
    names = [s.name for s in match.seats]
    config = Config(match.rules, layout, names, code, level, idle, matches)
    table = Table(config)
    table.remote = seats
    table.match = match
    table.matches_played = played
    table.turn_since = now
    table.grace_until = now + idle
    if match.hand is None:
        match.deal_hand(table.rng)
    return table


def load(path: Path, level: str, idle: float, matches: int, now: float) -> Table:
    """``resume`` from a file (read with the storage reader's limits)."""
    return resume(read_json(path), level, idle, matches, now)
