"""The club's lobby, sans-IO: the requests of a connection not yet at a table.

A connection says hello with a name and is in the lobby: it lists the public tables, creates
a table (its rules, each seat a person or a computer of a level, public or private) or joins
one (a private one by its invitation code); a hello with a rejoin token takes its seat back.
Seated, its messages go to the table (``tables.py``); the creator's ``start`` starts it,
computers fill the seats nobody took.

One node of a club sharing Redis (``shared``) asks its shell for what other nodes hold: a
table this node does not play is located (``Locate``, answered with ``located``: the program
is sent to the node that plays it with a ``moved``), the lobby's list gathers every node's
public tables (``Gather``, answered with ``gathered``), and each private table's invitation
code is published for the other nodes (``Invite``). ``nodes`` are the club's addresses, listed
in the ``lobby`` message and again (``nodes``) to every connection when they change.
``Core`` (``core.py``) calls these functions with itself.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.errors import EngineError
from ..engine.rules import Rules
from ..net.club.codes import new_code, normalize
from ..net.club.schema import MAX_LISTED, MAX_NODES, PERSON, check_request
from ..net.protocol import PROTOCOL_VERSION, ProtocolError
from ..net.schema import LEVEL_NAMES, hello_version, is_name
from .actions import Action, Gather, Invite, Locate, Send
from .clients import Client, env, version_text
from .rooms import Room, fit_listing, new_room, new_table_id
from .tables import ClubCore, club_message, pump

WAIT_TEXT = "the club is reconnecting to its store: try again when it is back"


class LobbyClub(ClubCore, Protocol):
    """What the lobby uses of the club's ``Core`` besides what its tables use (named here so
    that this module does not import ``core.py``, which calls it: no import circle)."""

    nodes: list[str]

    @property
    def max_level(self) -> str: ...

    @property
    def name(self) -> str: ...

    def _deny(self, c: Client, reason: str, text: str) -> None: ...


# Hello ------------------------------------------------------------------------------------


def hello(club: LobbyClub, c: Client, raw: dict[str, Any], now: float) -> None:
    version = hello_version(raw)
    number = isinstance(version, int) and not isinstance(version, bool)
    if number and version != PROTOCOL_VERSION:
        text = version_text(version)
        extra = {"protocol": PROTOCOL_VERSION}
        club._send(c.id, env("refused", reason="version", message=text, **extra))
        club._close(c, now)
        return
    if raw.get("type") == "hello" and "name" in raw and not is_name(raw["name"]):
        text = "a name is 1 to 24 characters of plain text"
        club._send(c.id, env("refused", reason="name", message=text))
        club._close(c, now)
        return
    m = check_request(raw)
    if m["type"] != "hello":
        raise ProtocolError("invalid", "say hello first")
    c.name = m["name"]
    welcome: dict[str, Any] = {"type": "lobby", "protocol": PROTOCOL_VERSION, "name": club.name}
    welcome["max_level"] = club.max_level
    if club.nodes:
        welcome["nodes"] = club.nodes[:MAX_NODES]
    club._send(c.id, welcome)
    if club.paused:
        club._send(c.id, club_message("reconnecting"))
    if "token" in m:
        # A valid token is never held back: only wrong ones count against the address.
        ident = club.tokens.find(m["token"])
        room = club.rooms.get(ident) if ident else None
        if room is None and club.meters.wrong.full(c.address, now):
            text = "too many wrong tokens from this address: wait a minute"
            club._send(c.id, env("refused", reason="busy", message=text))
            club._close(c, now)
            return
        hint = m.get("table")  # the token's table (a program coming back after a drop)
        if room is None and club.shared and hint is not None and hint not in club.rooms:
            club.actions.append(Locate(c.id, table=hint, rejoin=True))
            return  # perhaps another node's table (taken over): ``located`` answers
        if room is None:
            return wrong_token(club, c, now)
        enter(club, c, room, room.rejoin(c.name, m["token"]), now)


def wrong_token(club: LobbyClub, c: Client, now: float) -> None:
    club.meters.wrong.add(c.address, now)
    text = "the rejoin token is not valid at this server (the match may have ended)"
    club._send(c.id, env("refused", reason="token", message=text))
    club._close(c, now)


# Other nodes of the club ------------------------------------------------------------------


def located(club: LobbyClub, ask: Locate, url: str | None, table: str | None, now: float) -> None:
    """The answer to ``ask``: the address of the node that plays ``table`` (None: no
    node of the club has it)."""
    c = club.clients.get(ask.conn)
    if c is None or c.room is not None:
        return
    if url is not None and table is not None:
        club._send(c.id, {"type": "moved", "url": url, "table": table})
        club._close(c, now)
    elif ask.rejoin:
        wrong_token(club, c, now)
    elif ask.code is not None:
        club.meters.wrong.add(c.address, now)
        club._deny(c, "code", "no table has that invitation code")
    else:
        club._deny(c, "table", "no public table has that id")


def renode(club: LobbyClub, nodes: list[str]) -> None:
    """The club's nodes now: a change is told to every connection that said hello, so a
    program knows the nodes that joined since (to come back to one after a drop)."""
    nodes = nodes[:MAX_NODES]
    if nodes == club.nodes:
        return
    club.nodes = nodes
    for c in club.clients.values():
        if c.name is not None:
            club._send(c.id, {"type": "nodes", "nodes": nodes})


def published(club: LobbyClub) -> list[dict[str, Any]]:
    """This node's public tables for the club's list (with ``born``, to sort them)."""
    rooms = [r for r in club.rooms.values() if r.public and not r.table.closed]
    return [{**r.listing(), "born": r.born} for r in rooms]


def gathered(club: LobbyClub, conn: int, listed: list[dict[str, Any]]) -> None:
    """The answer to a ``Gather``: every node's ``published`` tables."""
    if conn in club.clients:
        listed = sorted(listed, key=lambda t: (t["started"], -t["born"]))[:MAX_LISTED]
        tables = [{k: v for k, v in t.items() if k != "born"} for t in listed]
        club._send(conn, {"type": "tables", "tables": tables})


# The lobby's requests ---------------------------------------------------------------------


def list_tables(club: LobbyClub, c: Client) -> None:
    if club.shared:
        club.actions.append(Gather(c.id))
        return
    rooms = [r for r in club.rooms.values() if r.public and not r.table.closed]
    rooms.sort(key=lambda r: (r.table.started, -r.created))
    club._send(c.id, {"type": "tables", "tables": fit_listing([r.listing() for r in rooms])})


def create(club: LobbyClub, c: Client, m: dict[str, Any], now: float) -> None:
    lim = club.limits
    if c.room is not None:
        return club._deny(c, "seated", "you are at a table already")
    if club.paused:
        return club._deny(c, "reconnecting", WAIT_TEXT)
    if (
        c.created >= lim.tables_per_connection
        or len(club.rooms) >= lim.tables
        or not club.meters.may_create(c.address, now)
    ):
        return club._deny(c, "limit", "too many tables created: try again later")
    try:
        rules = Rules.from_dict(m["rules"])
    except (EngineError, TypeError, ValueError) as e:
        return club._deny(c, "rules", f"rules refused: {e}"[:300])
    seats: list[str] = m["seats"]
    if len(seats) != rules.players or seats[0] != PERSON:
        return club._deny(c, "rules", "list one seat per player, the first yours (a person)")
    stand_in = m.get("level", "easy")
    top = LEVEL_NAMES.index(club.max_level)
    if any(LEVEL_NAMES.index(s) > top for s in [*seats, stand_in] if s != PERSON):
        return club._deny(c, "level", f"this server's computers play at most {club.max_level}")
    club.meters.created(c.address, now)
    c.created += 1
    code = None
    if not m["public"]:
        code = new_code()
        while code in club.codes:
            code = new_code()
    assert c.name is not None
    room = new_room(
        rules, seats, m["public"], code, stand_in, m.get("matches", 1), lim.idle, c.name, now
    )
    while room.id in club.rooms:
        room.id = new_table_id()
    club.rooms[room.id] = room
    if code is not None:
        club.codes.add(code, room.id)
        if club.shared:  # found at every node before the creator is told the code
            club.actions.append(Invite(room.id, code, True))
    room.creator = c.id
    created = Send(c.id, {"type": "created", "table": room.id, "code": code}, room.id)
    enter(club, c, room, room.hello(c.name), now, lead=[created])  # once it is stored


def join(club: LobbyClub, c: Client, m: dict[str, Any], now: float) -> None:
    if c.room is not None:
        return club._deny(c, "seated", "you are at a table already")
    if "code" in m:
        if club.meters.wrong.full(c.address, now):
            return club._deny(c, "limit", "too many unknown codes: wait a minute")
        ident = club.codes.find(m["code"])
        if ident is None and club.shared and (code := normalize(m["code"])) is not None:
            club.actions.append(Locate(c.id, code=code))
            return  # perhaps another node's table: ``located`` answers
        if ident is None:
            club.meters.wrong.add(c.address, now)
            return club._deny(c, "code", "no table has that invitation code")
        room = club.rooms.get(ident)
    else:
        room = club.rooms.get(m["table"])
        if room is None and club.shared:
            club.actions.append(Locate(c.id, table=m["table"]))
            return  # perhaps another node's table: ``located`` answers
        if room is not None and not room.public:
            room = None
        if room is None:
            return club._deny(c, "table", "no public table has that id")
    if room is None or room.table.closed:
        return club._deny(c, "table", "that table has closed")
    if room.table.started:
        return club._deny(c, "started", "the match at that table has started")
    if not room.free():
        return club._deny(c, "full", "every person's seat at that table is taken")
    assert c.name is not None
    enter(club, c, room, room.hello(c.name), now)


def start(club: LobbyClub, c: Client, now: float) -> None:
    room = club.rooms.get(c.room) if c.room else None
    if room is None or room.creator not in (None, c.id):
        # The creator's connection is gone (it dropped, or the server restarted): any
        # person at the table starts it (the creator's own program, back by itself).
        return club._deny(c, "creator", "only the table's creator starts it")
    if room.table.started:
        return club._deny(c, "started", "the match has started")
    if club.paused:
        return club._deny(c, "reconnecting", WAIT_TEXT)
    room.creator = None
    room.table.start(now)
    pump(club, room, now)


def enter(
    club: LobbyClub,
    c: Client,
    room: Room,
    greeting: bytes,
    now: float,
    lead: list[Action] | None = None,
) -> None:
    c.room = room.id
    lead = [*(lead or []), Send(c.id, {"type": "seated", "table": room.id}, room.id)]
    room.table.open(c.id, c.address, now)
    room.table.receive(c.id, greeting, now)
    pump(club, room, now, lead)
