"""One table of the club: the ``net.Table`` that referees it and what the club keeps beside
(its id, public or private, its invitation code, its creator), its snapshot and its one-line
description for the lobby's list."""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from ..engine.errors import EngineError, RecordError
from ..engine.rules import Rules
from ..net import resume
from ..net.actions import ComputerTurn
from ..net.admission import new_code as new_seat_code
from ..net.club.schema import MAX_LISTED, PERSON, is_table_id
from ..net.protocol import APP, MAX_HOST_MESSAGE, PROTOCOL_VERSION
from ..net.schema import LEVEL_NAMES, is_name
from ..net.seating import Config
from ..net.table import Table

FORMAT = "ciapano-club-table"
VERSION = 1


def new_table_id() -> str:
    return secrets.token_hex(6)


@dataclass(slots=True)
class Room:
    id: str
    table: Table
    public: bool
    code: str | None  # the invitation code of a private table
    created: float
    creator: int | None = None  # the connection that may start it (None once started)
    empty_since: float | None = None  # since when no person is connected
    saved: tuple[int, int, int] | None = None  # (matches played, hand, plays) last saved
    asked: ComputerTurn | None = None  # the computer turn being thought about
    tokens: tuple[str, ...] = ()  # the rejoin tokens the club's index holds for it
    born: float = 0.0  # when it was created, on the wall clock (a restart keeps its age)
    lobby_saved: bool = False  # its snapshot before the start is stored

    def live_tokens(self) -> tuple[str, ...]:
        return tuple(r.token for r in self.table.remote.values() if r.token)

    def hello(self, name: str) -> bytes:
        """The table-protocol hello the club says for a person it seats (never on the wire)."""
        m = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": name}
        return json.dumps({**m, "code": self.table.code}).encode("utf-8")

    def rejoin(self, name: str, token: str) -> bytes:
        """The table-protocol hello taking a seat back with its token."""
        m = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": name}
        return json.dumps({**m, "token": token}).encode("utf-8")

    def people(self) -> int:
        """Persons connected to the table now."""
        return sum(r.conn is not None for r in self.table.remote.values())

    def free(self) -> int:
        return 0 if self.table.started else sum(not r.taken for r in self.table.remote.values())

    def progress(self) -> tuple[int, int, int]:
        return (self.table.matches_played, *self.table.moment())

    def listing(self) -> dict[str, Any]:
        t = self.table
        who = [r.name for r in t.remote.values() if r.taken and r.name]
        return {
            "table": self.id,
            "rules": describe(t.config.rules),  # for ``ciapano-cli`` and older apps
            "ruleset": t.config.rules.to_dict(),  # the app words it in the player's language
            "players": t.config.rules.players,
            "free": self.free(),
            "who": who,
            "started": t.started,
        }

    def snapshot(self) -> dict[str, Any]:
        """What a restarted server needs to resume this table exactly (holds the tokens)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "id": self.id,
            "public": self.public,
            "code": self.code,
            "matches": self.table.config.matches,
            **({"table": resume.snapshot(self.table)} if self.table.started else self._lobby()),
        }

    def _lobby(self) -> dict[str, Any]:
        """A table not yet started: what ``new_room`` made it from, and its creation time.
        Nobody's seat is kept: a person who drops before the start frees the seat (a restart
        drops everyone), and their program sits down again by itself by the code or id."""
        cfg = self.table.config
        seats = [
            PERSON if k == "remote" else cfg.levels.get(i, cfg.level)
            for i, k in enumerate(cfg.layout)
        ]
        lobby = {"rules": cfg.rules.to_dict(), "seats": seats, "level": cfg.level}
        return {"lobby": {**lobby, "idle": cfg.idle, "title": cfg.title, "born": self.born}}


def describe(rules: Rules) -> str:
    """The rules in one line for the lobby's list, e.g. ``classic, 4 players, target 31``."""
    parts = ["busca" if rules.is_busca else "classic", f"{rules.players} players"]
    parts.append(f"limit {rules.target}" if rules.is_busca else f"target {rules.target}")
    if rules.uses_teams:
        parts.append("teams")
    if rules.hands_limit:
        parts.append(f"{rules.hands_limit} hands")
    return ", ".join(parts)


def fit_listing(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The first rows of a ``tables`` message, at most ``MAX_LISTED`` and no more than fit in
    one message a client takes (``MAX_HOST_MESSAGE``: a longer one would close its
    connection), with room to spare for the envelope."""
    budget = MAX_HOST_MESSAGE - 1024
    out: list[dict[str, Any]] = []
    for row in rows[:MAX_LISTED]:
        budget -= len(json.dumps(row, ensure_ascii=False, separators=(",", ":")).encode()) + 1
        if budget < 0:
            break
        out.append(row)
    return out


def new_room(
    rules: Rules,
    seats: list[str],
    public: bool,
    code: str | None,
    stand_in: str,
    matches: int,
    idle: float,
    title: str,
    now: float,
    born: float | None = None,
) -> Room:
    """A room for ``seats`` (``"person"`` or a computer level each), not yet started."""
    layout = ["remote" if s == "person" else "computer" for s in seats]
    names = ["" if k == "remote" else f"Computer {i + 1}" for i, k in enumerate(layout)]
    levels = {i: s for i, s in enumerate(seats) if s != "person"}
    config = Config(
        rules,
        layout,
        names,
        new_seat_code(),
        level=stand_in,
        idle=idle,
        matches=matches,
        auto_start=False,
        title=title,
        levels=levels,
    )
    born = time.time() if born is None else born
    return Room(new_table_id(), Table(config), public, code, now, empty_since=None, born=born)


def _refuse(message: str) -> RecordError:
    return RecordError("table.bad_snapshot", f"not a club table to resume: {message}")


def restore(data: Any, now: float, wall: float | None = None) -> Room:
    """The room of a snapshot, its match where it stopped (a table not yet started: as it was
    created, as old as it was; ``wall`` the wall clock's time); ``RecordError`` if it is not
    one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _refuse("unknown format")
    if data.get("version") != VERSION:
        raise _refuse(f"version {data.get('version')!r}")
    ident, public, code, matches = (data.get(k) for k in ("id", "public", "code", "matches"))
    if not is_table_id(ident) or not isinstance(public, bool):
        raise _refuse("the table's id")
    if not (code is None or isinstance(code, str)) or (code is None) != public:
        raise _refuse("the invitation code")
    if not isinstance(matches, int) or isinstance(matches, bool) or not 1 <= matches <= 20:
        raise _refuse("the number of matches")
    if "lobby" in data:
        assert isinstance(ident, str)
        return _restore_lobby(data["lobby"], ident, public, code, matches, now, wall)
    table = resume.resume(data.get("table"), matches=matches, now=now)
    table.config.auto_start = False
    assert isinstance(ident, str)
    room = Room(ident, table, public, code, now, empty_since=now)
    room.saved = room.progress()
    return room


def _restore_lobby(
    lobby: Any,
    ident: str,
    public: bool,
    code: str | None,
    matches: int,
    now: float,
    wall: float | None,
) -> Room:
    if not isinstance(lobby, dict):
        raise _refuse("the table not yet started")
    try:
        rules = Rules.from_dict(lobby["rules"])
    except (EngineError, TypeError, ValueError, KeyError) as e:
        raise _refuse(f"the rules: {e}"[:200]) from None
    seats, level, idle = lobby.get("seats"), lobby.get("level"), lobby.get("idle")
    title, born = lobby.get("title"), lobby.get("born")
    if (
        not isinstance(seats, list)
        or len(seats) != rules.players
        or not seats
        or seats[0] != PERSON
        or any(s != PERSON and s not in LEVEL_NAMES for s in seats)
    ):
        raise _refuse("the seats")
    if level not in LEVEL_NAMES:
        raise _refuse("the computers' level")
    if isinstance(idle, bool) or not isinstance(idle, int | float) or not 0 < idle <= 86_400:
        raise _refuse("the idle limit")
    if not is_name(title):
        raise _refuse("the table's name")
    if isinstance(born, bool) or not isinstance(born, int | float):
        raise _refuse("the time it was created")
    assert isinstance(level, str) and isinstance(title, str)
    age = max(0.0, (time.time() if wall is None else wall) - born)
    room = new_room(rules, seats, public, code, level, matches, float(idle), title, now - age, born)
    room.id = ident
    room.lobby_saved = True
    return room
