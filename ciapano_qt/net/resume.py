"""A hosted table kept on disk, so that a host that crashed resumes with everyone rejoining.

The snapshot is the record of the match in progress (``records.md``) with what the record
does not hold: the table code, the matches already played, each remote seat's player's name
and rejoin token, the table's name, idle limit and stand-in level, and what the program that
hosts it keeps beside (``app``: the desktop app's address and port and its own seat), and
(version 2) the host's TLS key and certificate (``tls``: protocol 3), so a resumed table
shows the same fingerprint and the joiners' pinned rejoins fit; a version-1 file, without
them, is still read and the table gets a new key. It holds secrets (the tokens, the key): it
stays on the host's disk, written atomically after every card and
removed when the table closes. A table resumed from it waits ``idle`` seconds for the remote
players to rejoin before computers play their seats; each computer seat plays at the level
its record names.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..ai.levels import level_names
from ..engine.errors import RecordError
from ..engine.record import from_record, to_record
from ..storage.atomic import atomic_write_text
from ..storage.reader import read_json
from .schema import CODE_RE, TOKEN_RE, is_name
from .seating import Config, RemoteSeat
from .secure import check_identity
from .table import Table

FORMAT = "ciapano-table"
VERSION = 2
READS = (1, 2)  # version 1: before protocol 3, no TLS key (a resumed one gets a new key)


MAX_IDLE = 86_400.0


def snapshot(table: Table, app: dict[str, Any] | None = None) -> dict[str, Any]:
    assert table.match is not None
    cfg = table.config
    data = {
        "format": FORMAT,
        "version": VERSION,
        "code": table.code,
        "matches_played": table.matches_played,
        "layout": list(cfg.layout),
        "remote": {str(s): {"name": r.name, "token": r.token} for s, r in table.remote.items()},
        "title": cfg.title,
        "idle": cfg.idle,
        "level": cfg.level,
        "record": to_record(table.match),
    }
    if table.identity is not None:
        data["tls"] = {"key": table.identity.key_pem, "cert": table.identity.cert_pem}
    if app is not None:
        data["app"] = app
    return data


def save(table: Table, path: Path, app: dict[str, Any] | None = None) -> None:
    # Created 0600 (on POSIX): the tokens and the TLS key are the host's secrets.
    text = json.dumps(snapshot(table, app), ensure_ascii=False) + "\n"
    atomic_write_text(path, text, mode=0o600)


def _refuse(message: str) -> RecordError:
    return RecordError("table.bad_snapshot", f"not a table to resume: {message}")


def _kept(data: dict[str, Any]) -> tuple[str, float, str]:
    """The table's stand-in level, idle limit and name as the snapshot keeps them (older
    snapshots without them: the defaults)."""
    level, idle, title = data.get("level", "easy"), data.get("idle", 60.0), data.get("title")
    if not isinstance(level, str) or level not in level_names():
        raise _refuse("the computers' level")
    if isinstance(idle, bool) or not isinstance(idle, int | float) or not 0 < idle <= MAX_IDLE:
        raise _refuse("the idle limit")
    if title is None:
        title = "Ciapanò"
    if not is_name(title):
        raise _refuse("the table's name")
    return level, float(idle), title


def app_section(data: Any) -> dict[str, Any]:
    """What the hosting program kept beside the table (``{}`` when nothing)."""
    app = data.get("app") if isinstance(data, dict) else None
    return app if isinstance(app, dict) else {}


def resume(
    data: Any,
    level: str | None = None,
    idle: float | None = None,
    matches: int = 1,
    now: float = 0.0,
) -> Table:
    """The table of a snapshot, its match where it stopped; ``RecordError`` if it is not one.
    ``level`` and ``idle`` override what the snapshot keeps (``ciapano-cli host`` passes its
    options)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _refuse("unknown format")
    if data.get("version") not in READS:
        raise _refuse(f"version {data.get('version')!r}")
    identity, tls = None, data.get("tls")
    if tls is not None:  # none: a version-1 file, or a table never served (a new key)
        identity = (
            check_identity(*(tls.get(k) for k in ("key", "cert")))
            if isinstance(tls, dict)
            else None
        )
        if identity is None:
            raise _refuse("the TLS key")
    code, played, remote = data.get("code"), data.get("matches_played"), data.get("remote")
    if not isinstance(code, str) or not CODE_RE.fullmatch(code):
        raise _refuse("the table code")
    if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played < matches:
        raise _refuse("the matches played")
    kept_level, kept_idle, title = _kept(data)
    match = from_record(data.get("record"))
    if match.finished:
        raise _refuse("its match is over")
    known = level_names()
    for s, player in enumerate(match.seats):
        if player.kind == "ai" and player.level not in known:
            raise _refuse(f"seat {s}'s level {str(player.level)[:24]!r}")
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
    config = Config(
        match.rules,
        layout,
        names,
        code,
        kept_level if level is None else level,
        kept_idle if idle is None else idle,
        matches,
        title=title,
        levels={s: str(p.level) for s, p in enumerate(match.seats) if p.kind == "ai"},
    )
    table = Table(config)
    table.identity = identity  # None (a version-1 file): the host makes a new one
    table.remote = seats
    table.match = match
    table.matches_played = played
    table.turn_since = now
    table.grace_until = now + config.idle
    if match.hand is None:
        match.deal_hand(table.rng)
    return table


def read(path: Path) -> Any:
    """The snapshot's JSON (the storage reader's limits); ``RecordError`` when unreadable."""
    return read_json(path)


def load(
    path: Path,
    level: str | None = None,
    idle: float | None = None,
    matches: int = 1,
    now: float = 0.0,
) -> Table:
    """``resume`` from a file (read with the storage reader's limits)."""
    return resume(read(path), level, idle, matches, now)
