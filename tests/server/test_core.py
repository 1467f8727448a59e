"""The club's core without sockets: the lobby's steps, a table created, joined by code and
started by its creator, the match refereed by ``net.Table``, snapshots before every card."""

from __future__ import annotations

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.schema import MAX_LISTED, check_notice
from ciapano_qt.net.protocol import PROTOCOL_VERSION, encode, parse_body
from ciapano_qt.server.core import Core
from ciapano_qt.server.rooms import describe, fit_listing

from .driver import Driver, creator, joiner

SHORT = Rules(players=4, target=11).to_dict()


def test_a_private_table_created_joined_by_code_and_played_to_its_end():
    d = Driver()
    ada = creator(SHORT, ["person", "person", "random", "random"], people=2)
    d.connect(ada)
    kinds = [m["type"] for m in ada.received]
    assert kinds[:4] == ["lobby", "created", "seated", "welcome"]
    code = ada.online.code
    assert code is not None and len(code) == 12
    bob = joiner("Bob", code=code.lower().replace("-", ""))  # typed leniently
    d.connect(bob)
    d.run()
    assert ada.refused is None and bob.refused is None
    assert ada.online.match_over and bob.online.match_over
    assert len(d.records) == 1 and d.records[0].match.finished
    assert d.forgotten == [ada.online.table]
    assert d.core.rooms == {}
    # Every card was saved: one snapshot per moment of the match, each before its sends.
    assert len(d.saves) >= len(d.records[0].match.hands)


def test_a_public_table_is_listed_and_joined_by_its_id():
    d = Driver()
    ada = creator(SHORT, ["person", "person", "easy", "random"], people=2, public=True)
    d.connect(ada)
    assert ada.online.code is None
    carl = joiner("Carl", table="0" * 12)
    conn = d.connect(carl)
    assert carl.refused == "denied: no public table has that id"
    d.send(conn, {"type": "list"})
    d.run()
    (listed,) = [m["tables"] for m in carl.received if m["type"] == "tables"]
    assert listed == [
        {
            "table": ada.online.table,
            "rules": "classic, 4 players, target 11",
            "ruleset": SHORT,
            "players": 4,
            "free": 1,
            "who": ["Ada"],
            "started": False,
        }
    ]
    dora = joiner("Dora", table=ada.online.table)
    d.connect(dora)
    assert dora.online.match_over and ada.online.match_over


def test_a_wrong_code_is_denied_and_a_level_above_the_cap_too():
    d = Driver(core=Core(max_level="easy"))
    ada = creator(SHORT, ["person", "person", "hard", "random"], people=2)
    d.connect(ada)
    assert ada.refused == "denied: this server's computers play at most easy"
    assert ada.received[0]["type"] == "lobby" and ada.received[0]["max_level"] == "easy"
    assert ada.online.max_level == "easy"
    bob = joiner("Bob", code="KQ7M-3XTR-W9")
    d.connect(bob)
    assert bob.refused == "denied: no table has that invitation code"


def test_another_protocol_version_gets_one_line_naming_both():
    d = Driver()
    seat = joiner("Old", code="KQ7M-3XTR-W9")
    conn = d.next_conn
    d.next_conn += 1
    d.conns[conn] = seat
    d.core.open(conn, "127.0.0.2", 0.0)
    old = PROTOCOL_VERSION + 7
    d.send(conn, {"type": "hello", "app": "ciapano", "protocol": old, "name": "Old"})
    d.run()
    (m,) = seat.received
    assert m["type"] == "refused" and m["reason"] == "version"
    assert f"version {PROTOCOL_VERSION}" in m["message"] and f"speaks {old}" in m["message"]
    assert "\n" not in m["message"] and seat.closed


def test_several_matches_in_a_row_at_one_table_each_with_its_record():
    d = Driver()
    ada = creator(SHORT, ["person", "random", "random", "random"], people=1, matches=2)
    d.connect(ada)
    assert ada.refused is None and ada.online.match_over
    assert [r.index for r in d.records] == [0, 1]
    assert all(r.match.finished for r in d.records)
    starts = [m for m in ada.received if m["type"] == "start"]
    assert len(starts) == 2 and starts[0]["token"] != starts[1]["token"]


def test_a_paused_club_plays_no_card_answers_every_request_and_goes_on_once_resumed():
    d = Driver(hold=True)  # the computers' turns wait: the pause comes at one of them
    ada = creator(SHORT, ["person", "person", "random", "random"], people=2)
    ada_conn = d.connect(ada)
    d.connect(joiner("Bob", code=ada.online.code))
    (room,) = d.core.rooms.values()
    assert room.table.started and d.held and not ada.online.match_over
    d.core.pause(d.now)  # the store's hold on the tables ran out
    d.run()
    at_pause, saves = room.progress(), len(d.saves)
    assert ada.received[-1] == {
        "type": "club",
        "state": "reconnecting",
        "message": "the club is reconnecting to its store: play waits, nothing is lost",
    }
    d.release()  # the computer's card comes back: not played
    hand, plays = room.table.moment()
    d.send(ada_conn, {"type": "play", "hand": hand, "plays": plays, "card": "1B"})
    d.run()
    assert ada.received[-1]["type"] == "club"  # a card sent is answered, not played
    carl = creator(SHORT, ["person", "random", "random", "random"], people=1, name="Carl")
    d.connect(carl)  # a new table waits: denied with the hint, kept by the client core
    assert carl.received[-2:] == [
        {"type": "club", "state": "reconnecting", "message": ada.received[-1]["message"]},
        {
            "type": "denied",
            "reason": "reconnecting",
            "message": "the club is reconnecting to its store: try again when it is back",
        },
    ]
    assert carl.refused is None and carl.online.table is None
    d.now += 3600.0  # an hour: no clock runs out, no table closes, nobody is dropped
    d.core.tick(d.now)
    d.run()
    assert room.progress() == at_pause and len(d.saves) == saves and d.held == []
    assert d.core.rooms == {room.id: room} and len(d.core.clients) == 3
    d.core.resume(d.now)  # the store is back: the computer is asked again, play goes on
    d.run()
    assert {"type": "club", "state": "back", "message": "the club is back: play goes on"} in (
        ada.received
    )
    d.release()
    assert ada.online.match_over and d.records[0].match.finished and ada.refused is None
    assert carl.online.table is not None and carl.online.match_over  # its create sent again


def test_the_public_tables_listed_fit_in_one_message_a_client_takes():
    """The longest rows a club lists today (eight names of 24 four-byte characters, the
    rules as text and as a ruleset) all fit, 50 of them, in one message a client takes
    (``MAX_HOST_MESSAGE``); longer rows (a text of 300 such characters) are cut to those
    that fit, never to a message that would close the client's connection."""
    rules = Rules(players=8, target=101, hands_limit=50)
    row = {
        "table": "0123456789ab",
        "rules": describe(rules),
        "ruleset": rules.to_dict(),
        "players": 8,
        "free": 0,
        "who": ["\U0001f600" * 24] * 8,
        "started": True,
    }
    rows = [dict(row, table=f"{i:012x}") for i in range(60)]
    listed = fit_listing(rows)
    assert listed == rows[:MAX_LISTED]
    body = encode({"type": "tables", "tables": listed})  # refuses one over the limit
    assert check_notice(parse_body(body[4:]))["tables"] == listed
    longer = [dict(r, rules="\U0001f600" * 300) for r in rows]
    listed = fit_listing(longer)
    assert 10 <= len(listed) < MAX_LISTED and listed == longer[: len(listed)]
    body = encode({"type": "tables", "tables": listed})
    assert check_notice(parse_body(body[4:]))["tables"] == listed
