"""The lobby's messages, checked in both directions before anything reads them.

A club speaks the table protocol of ``net/schema.py`` at a table, and these messages in its
lobby (``docs/server.md``). Lobby messages from the server carry no ``hand``/``plays``: a
client tells them from table messages by their ``type`` (``LOBBY_TYPES``). As in
``net/schema.py``, an object may carry no key the schema does not name.
"""

from __future__ import annotations

import re
from typing import Any, Final
from urllib.parse import urlsplit

from ...engine.errors import EngineError
from ...engine.rules import Rules
from ..protocol import APP, ProtocolError
from ..schema import (
    LEVEL_NAMES,
    MAX_SEATS,
    TOKEN_RE,
    Check,
    check_fields,
    fail,
    is_bool,
    is_choice,
    is_int,
    is_list,
    is_name,
    is_text,
)

TABLE_ID_RE: Final = re.compile(r"[0-9a-f]{12}")
MAX_MATCHES: Final = 20
MAX_LISTED: Final = 50  # public tables in one ``tables`` message
MAX_NODES: Final = 32  # node addresses in one ``lobby`` message
MAX_URL: Final = 200  # characters of a node's address
PERSON: Final = "person"
DENIALS: Final = (
    "limit",  # an abuse limit (docs/server.md): try again later
    "code",  # no table has that invitation code
    "table",  # no public table has that id (or it has started)
    "full",  # every person's seat is taken
    "level",  # a computer level above the server's --max-level
    "rules",  # rules or seats that do not go together
    "seated",  # already at a table: one table per connection
    "creator",  # only the table's creator starts it
    "started",  # the match has started
    "invalid",  # a message the schema refuses (counted: too many close the connection)
    "reconnecting",  # the club is reconnecting to its store: ask again once it is ``back``
)
CLUB_STATES: Final = (
    "reconnecting",  # the node lost its store (Redis): play waits, no card is applied
    "back",  # the store is back: play goes on (each seat's view is sent again)
)


def is_table_id(v: Any) -> bool:
    return isinstance(v, str) and TABLE_ID_RE.fullmatch(v) is not None


def is_token(v: Any) -> bool:
    return isinstance(v, str) and TOKEN_RE.fullmatch(v) is not None


def _is_seat_kind(v: Any) -> bool:
    return v == PERSON or (isinstance(v, str) and v in LEVEL_NAMES)


def _is_rules(v: Any) -> bool:
    return isinstance(v, dict) and len(v) <= 40 and all(isinstance(k, str) for k in v)


def _is_any(_v: Any) -> bool:
    """Any value: a listed table's ``ruleset`` is read by ``check_notice`` itself."""
    return True


def _is_code_text(v: Any) -> bool:
    return isinstance(v, str) and 1 <= len(v) <= 40


# Client to server ---------------------------------------------------------------------------

REQUESTS: Final[dict[str, tuple[dict[str, Check], dict[str, Check]]]] = {
    "hello": (
        {"app": is_choice(APP), "protocol": is_int(0, 1_000_000), "name": is_name},
        # a rejoin: the token finds the seat; ``table`` (its table's id) lets a node of the
        # club that does not play that table send the program to the node that does
        {"token": is_token, "table": is_table_id},
    ),
    "list": ({}, {}),
    "create": (
        {
            "rules": _is_rules,
            "seats": is_list(_is_seat_kind, 2, MAX_SEATS),
            "public": is_bool,
        },
        {"matches": is_int(1, MAX_MATCHES), "level": is_choice(*LEVEL_NAMES)},
    ),
    "join": ({}, {"code": _is_code_text, "table": is_table_id}),
    "start": ({}, {}),
}
TABLE_REQUESTS: Final = ("play", "discard", "bye")
"""Messages a seated client sends to its table (``net.schema.check_client`` checks them)."""


def check_request(message: dict[str, Any]) -> dict[str, Any]:
    """A lobby message from a client; ``ProtocolError`` naming the first problem."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in REQUESTS:
        raise fail("unknown message type")
    required, optional = REQUESTS[kind]
    checked = check_fields(message, {"type": is_choice(kind), **required}, optional)
    if kind == "join" and ("code" in checked) == ("table" in checked):
        raise fail("a join names either a code or a public table")
    if kind == "hello" and "table" in checked and "token" not in checked:
        raise fail("a hello names a table only with its rejoin token")
    return checked


# Server to client ---------------------------------------------------------------------------


def _listed(v: Any) -> bool:
    try:
        check_fields(
            v,
            {
                "table": is_table_id,
                "rules": is_text,
                "players": is_int(2, MAX_SEATS),
                "free": is_int(0, MAX_SEATS),
                "who": is_list(is_name, 0, MAX_SEATS),
                "started": is_bool,
            },
            {"ruleset": _is_any},  # the table's rules (``Rules.to_dict``; an older club: none)
        )
    except ProtocolError:
        return False
    return True


def is_club_url(v: Any) -> bool:
    """A node's address as a club advertises it: ``wss://HOST:PORT`` (a bracketed IPv6 host
    allowed), at most 200 characters."""
    if not isinstance(v, str) or not 1 <= len(v) <= MAX_URL or not v.isprintable():
        return False
    parts = urlsplit(v)
    try:
        port = parts.port
    except ValueError:
        return False
    return (
        parts.scheme == "wss"
        and bool(parts.hostname)
        and port is not None
        and not (parts.username or parts.password or parts.query or parts.fragment)
        and parts.path in ("", "/")
    )


def readable_rules(v: Any) -> Rules | None:
    """The rules of a listed table's ``ruleset`` when the engine accepts them, else None."""
    if not _is_rules(v):
        return None
    try:
        return Rules.from_dict(v)
    except (EngineError, TypeError, ValueError):
        return None


def _keep_readable_rules(tables: list[dict[str, Any]]) -> None:
    """Take out of its row a ``ruleset`` the engine refuses (a newer club's option this app
    does not know, or a damaged one): the row keeps its ``rules`` text, the list its rows."""
    for row in tables:
        if "ruleset" in row and readable_rules(row["ruleset"]) is None:
            del row["ruleset"]


def _is_code(v: Any) -> bool:
    return v is None or (isinstance(v, str) and len(v) == 12 and v.count("-") == 2)


NOTICES: Final[dict[str, tuple[dict[str, Check], dict[str, Check]]]] = {
    "lobby": (
        {"protocol": is_int(0, 1_000_000), "name": is_name},
        {
            "nodes": is_list(is_club_url, 0, MAX_NODES),  # the club's nodes, to come back to
            "max_level": is_choice(*LEVEL_NAMES),  # the club's --max-level (an older club: none)
        },
    ),
    "tables": ({"tables": is_list(_listed, 0, MAX_LISTED)}, {}),
    "created": ({"table": is_table_id, "code": _is_code}, {}),
    "seated": ({"table": is_table_id}, {}),
    "denied": ({"reason": is_choice(*DENIALS), "message": is_text}, {}),
    # The club's nodes changed (a node joined or left): any time after the ``lobby``.
    "nodes": ({"nodes": is_list(is_club_url, 0, MAX_NODES)}, {}),
    # Another node of the club plays the table asked for: reconnect there and ask again (the
    # server closes this connection). ``url`` may be this node's own while a table moves.
    "moved": ({"url": is_club_url, "table": is_table_id}, {}),
    "club": ({"state": is_choice(*CLUB_STATES), "message": is_text}, {}),
}
LOBBY_TYPES: Final = frozenset(NOTICES)


def check_notice(message: dict[str, Any]) -> dict[str, Any]:
    """A lobby message from the server; ``ProtocolError`` naming the first problem."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in NOTICES:
        raise fail("unknown message type")
    required, optional = NOTICES[kind]
    checked = check_fields(message, {"type": is_choice(kind), **required}, optional)
    if kind == "tables":
        _keep_readable_rules(checked["tables"])
    return checked
