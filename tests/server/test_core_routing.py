"""The core of one node of several, without sockets: what it does not hold it asks its shell
to locate (``Locate``) and sends the program on with a ``moved``, or refuses as a node alone
does when no node of the club has it; the lobby's list gathers every node's tables; a private
table's code is published before its creator is told it; the lobby lists the club's nodes."""

from __future__ import annotations

import json
from typing import Any

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION
from ciapano_qt.server.actions import Close, Gather, Invite, Locate, Send
from ciapano_qt.server.core import Core

HELLO = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": "Ada"}
TABLE = "0123456789ab"
THERE = "wss://node-b.example:8443"


def _core(conn: int = 1) -> Core:
    core = Core(shared=True)
    core.nodes = ["wss://node-a.example:8443", THERE]
    core.open(conn, "127.0.0.2", 0.0)
    return core


def _say(core: Core, conn: int, message: dict[str, Any]) -> list[Any]:
    core.receive(conn, json.dumps(message).encode(), 0.0)
    return core.take()


def _sent(actions: list[Any], conn: int = 1) -> list[dict[str, Any]]:
    return [a.message for a in actions if isinstance(a, Send) and a.conn == conn]


def test_the_lobby_lists_the_clubs_nodes():
    (lobby,) = _sent(_say(_core(), 1, HELLO))
    assert lobby["nodes"] == ["wss://node-a.example:8443", THERE]


def test_a_change_of_the_clubs_nodes_is_told_to_every_connection_that_said_hello():
    core = _core()
    _say(core, 1, HELLO)
    core.open(2, "127.0.0.3", 0.0)  # no hello yet: told in its lobby message later
    core.renode(core.nodes)
    assert core.take() == []  # no change, nothing said
    core.renode([THERE])
    assert core.take() == [Send(1, {"type": "nodes", "nodes": [THERE]})]
    (lobby,) = _sent(_say(core, 2, {**HELLO, "name": "Bob"}), 2)
    assert lobby["nodes"] == [THERE]


def test_a_code_this_node_does_not_know_is_located_and_the_program_sent_on():
    core = _core()
    _say(core, 1, HELLO)
    (ask,) = _say(core, 1, {"type": "join", "code": "kq7m3xtrw9"})
    assert ask == Locate(1, code="KQ7M-3XTR-W9")  # the canonical form, typed leniently
    core.located(ask, THERE, TABLE, 0.0)
    actions = core.take()
    assert _sent(actions) == [{"type": "moved", "url": THERE, "table": TABLE}]
    assert Close(1) in actions and 1 not in core.clients


def test_a_code_no_node_knows_is_denied_and_counted_as_wrong():
    core = _core()
    _say(core, 1, HELLO)
    (ask,) = _say(core, 1, {"type": "join", "code": "KQ7M-3XTR-W9"})
    core.located(ask, None, None, 0.0)
    (denied,) = _sent(core.take())
    assert denied["type"] == "denied" and denied["reason"] == "code"
    assert len(core.meters.wrong.windows["127.0.0.2"].events) == 1
    assert 1 in core.clients  # the connection stays, as at a node alone
    assert _say(core, 1, {"type": "join", "code": "not a code"})[0].message["reason"] == "code"


def test_a_rejoin_token_for_another_nodes_table_is_located():
    core = _core()
    (ask,) = _say(core, 1, {**HELLO, "token": "0" * 32, "table": TABLE})[1:]
    assert ask == Locate(1, table=TABLE, rejoin=True)
    core.located(ask, None, None, 0.0)
    (refused,) = _sent(core.take())
    assert refused["type"] == "refused" and refused["reason"] == "token"
    assert 1 not in core.clients
    # Without the table's id, or at a node alone, a token not known here is refused at once.
    token = {**HELLO, "token": "0" * 32}
    for other, hello in ((_core(), token), (Core(), {**token, "table": TABLE})):
        other.open(1, "127.0.0.2", 0.0)
        assert _sent(_say(other, 1, hello))[-1]["reason"] == "token"


def test_a_public_table_id_not_here_is_located():
    core = _core()
    _say(core, 1, HELLO)
    (ask,) = _say(core, 1, {"type": "join", "table": TABLE})
    assert ask == Locate(1, table=TABLE)
    core.located(ask, None, None, 0.0)
    assert _sent(core.take())[0]["reason"] == "table"


def test_the_list_gathers_every_nodes_tables_newest_first_started_last():
    core = _core()
    _say(core, 1, HELLO)
    (ask,) = _say(core, 1, {"type": "list"})
    assert ask == Gather(1)
    listed = [
        {"table": f"{i:012x}", "rules": "classic", "players": 4, "free": 1, "who": ["X"]}
        | {"started": started, "born": born}
        for i, (started, born) in enumerate([(True, 9.0), (False, 1.0), (False, 5.0)])
    ]
    core.gathered(1, listed)
    (tables,) = _sent(core.take())
    assert [t["table"] for t in tables["tables"]] == [f"{i:012x}" for i in (2, 1, 0)]
    assert all("born" not in t for t in tables["tables"])


def test_a_private_tables_code_is_published_before_its_creator_hears_it():
    core = _core()
    _say(core, 1, HELLO)
    seats = ["person", "random", "random"]
    create = {"type": "create", "rules": Rules(players=3).to_dict(), "seats": seats}
    actions = _say(core, 1, {**create, "public": False})
    (room,) = core.rooms.values()
    kinds = [type(a).__name__ for a in actions]
    assert actions[0] == Invite(room.id, room.code, True)
    assert kinds.index("Invite") < kinds.index("Save")
    created = next(a for a in actions if isinstance(a, Send) and a.message["type"] == "created")
    assert created.table == room.id  # sent once the table's writes, the Invite's too, are done
    # A public table has no code to publish; a node alone publishes nothing.
    core.open(2, "127.0.0.3", 0.0)
    _say(core, 2, {**HELLO, "name": "Bob"})
    assert not any(isinstance(a, Invite) for a in _say(core, 2, {**create, "public": True}))
    alone = Core()
    alone.open(1, "127.0.0.2", 0.0)
    _say(alone, 1, HELLO)
    assert not any(isinstance(a, Invite) for a in _say(alone, 1, {**create, "public": False}))
