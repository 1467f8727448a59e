"""The lobby's messages are checked both ways, and invitation codes are read leniently."""

from __future__ import annotations

import json

import pytest

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.codes import ALPHABET, CodeBook, new_code, normalize
from ciapano_qt.net.club.online import Online, Plan, Refused
from ciapano_qt.net.club.schema import check_notice, check_request, readable_rules
from ciapano_qt.net.protocol import PROTOCOL_VERSION, ProtocolError

HELLO = {"type": "hello", "app": "ciapano", "protocol": PROTOCOL_VERSION, "name": "Ada"}


def test_an_invitation_code_has_fifty_bits_read_aloud_without_look_alikes():
    assert len(ALPHABET) == 32 and not set("01IO") & set(ALPHABET)
    code = new_code()
    assert len(code) == 12 and code[4] == code[9] == "-"
    assert normalize(code.lower().replace("-", " ")) == code
    assert normalize("KQ7M-3XTR-W0") is None and normalize("KQ7M-3XTR") is None
    book = CodeBook()
    book.add(code, "abc")
    assert book.find(code.lower()) == "abc" and book.find(new_code()) in (None, "abc")
    book.remove(code)
    assert book.find(code) is None


@pytest.mark.parametrize(
    "message",
    [
        HELLO,
        {**HELLO, "token": "0" * 32},
        {**HELLO, "token": "0" * 32, "table": "0123456789ab"},  # coming back after a drop
        {"type": "list"},
        {"type": "create", "rules": {}, "seats": ["person", "easy"], "public": True},
        {"type": "join", "code": "KQ7M-3XTR-W9"},
        {"type": "join", "table": "0123456789ab"},
        {"type": "start"},
    ],
)
def test_a_valid_request_passes(message):
    assert check_request(message) is message


@pytest.mark.parametrize(
    "message",
    [
        {**HELLO, "name": "\u202eevil"},
        {**HELLO, "table": "0123456789ab"},  # a table only beside a rejoin token
        {**HELLO, "token": "0" * 31},
        {**HELLO, "extra": 1},
        {"type": "create", "rules": {}, "seats": ["person", "godlike"], "public": True},
        {"type": "create", "rules": {}, "seats": ["person"], "public": True},
        {"type": "join"},
        {"type": "join", "code": "KQ7M-3XTR-W9", "table": "0123456789ab"},
        {"type": "join", "table": "../../etc"},
        {"type": "teleport"},
    ],
)
def test_an_invalid_request_is_refused(message):
    with pytest.raises(ProtocolError):
        check_request(message)


def test_notices_are_checked_too():
    assert check_notice({"type": "created", "table": "0123456789ab", "code": None})
    nodes = ["wss://a.example:8443", "wss://[::1]:9000", "wss://10.0.0.7:1/"]
    assert check_notice({"type": "lobby", "protocol": 3, "name": "C", "nodes": nodes})
    assert check_notice({"type": "nodes", "nodes": nodes})
    moved = {"type": "moved", "url": "wss://b.example:8443", "table": "0123456789ab"}
    assert check_notice(moved) == moved
    for bad in (
        {"type": "created", "table": "0123456789ab", "code": "short"},
        {"type": "denied", "reason": "because", "message": "no"},
        {"type": "tables", "tables": [{"table": "x"}]},
        {"type": "lobby", "protocol": 3, "name": "A\nB"},
        {"type": "lobby", "protocol": 3, "name": "C", "nodes": ["https://a.example:1"]},
        {"type": "lobby", "protocol": 3, "name": "C", "nodes": ["wss://a.example"]},
        {"type": "lobby", "protocol": 3, "name": "C", "nodes": ["wss://u:p@a.example:1"]},
        {"type": "lobby", "protocol": 3, "name": "C", "nodes": ["wss://a.example:1"] * 33},
        {"type": "moved", "url": "wss://a.example:1"},
        {"type": "moved", "url": "wss://a.example:99999", "table": "0123456789ab"},
        {"type": "moved", "url": "wss://a.example:1/x?y", "table": "0123456789ab"},
    ):
        with pytest.raises(ProtocolError):
            check_notice(bad)


def test_the_clubs_reconnecting_notices_are_checked_and_followed_by_the_client_core():
    for state in ("reconnecting", "back"):
        assert check_notice({"type": "club", "state": state, "message": "m"})
    for bad in (
        {"type": "club", "state": "gone", "message": "m"},
        {"type": "club", "state": "back"},
        {"type": "club", "state": "back", "message": "m", "hand": 0},
        {"type": "denied", "reason": "reconnecting"},
    ):
        with pytest.raises(ProtocolError):
            check_notice(bad)
    online = Online("Ada", Plan(create={"rules": {}, "seats": ["person", "easy"], "public": True}))
    lobby = {"type": "lobby", "protocol": PROTOCOL_VERSION, "name": "Club"}
    _, out = online.receive(json.dumps(lobby).encode())
    assert [m["type"] for m in out] == ["create"]
    club = {"type": "club", "state": "reconnecting", "message": "the club is reconnecting"}
    assert online.receive(json.dumps(club).encode()) == (club, [])
    assert online.reconnecting
    wait = {"type": "denied", "reason": "reconnecting", "message": "try again when it is back"}
    assert online.receive(json.dumps(wait).encode())[1] == []  # kept, not refused
    online.core.sent = (0, 3)  # a card sent while it reconnected: answered, not played
    back = {**club, "state": "back", "message": "the club is back"}
    _, out = online.receive(json.dumps(back).encode())
    assert out == [{"type": "create", "rules": {}, "seats": ["person", "easy"], "public": True}]
    assert not online.reconnecting and online.core.sent is None
    assert online.receive(json.dumps(back).encode())[1] == []  # sent again once only
    with pytest.raises(Refused):  # any other denial still ends the client's plan
        online.receive(json.dumps({**wait, "reason": "full"}).encode())


def test_the_clubs_welcome_may_name_its_strongest_computer_and_the_client_core_keeps_it():
    welcome = {"type": "lobby", "protocol": PROTOCOL_VERSION, "name": "Club"}
    assert check_notice(dict(welcome))  # an older club says nothing of it
    assert check_notice({**welcome, "max_level": "medium"})["max_level"] == "medium"
    for bad in ("godlike", "Medium", 3, None, ""):
        with pytest.raises(ProtocolError):
            check_notice({**welcome, "max_level": bad})
    online = Online("Ada", Plan(create={"rules": {}, "seats": ["person", "easy"], "public": True}))
    assert online.max_level is None
    _, out = online.receive(json.dumps({**welcome, "max_level": "medium"}).encode())
    assert online.max_level == "medium" and [m["type"] for m in out] == ["create"]
    online.welcomed(welcome)  # another club, an older one: every level again
    assert online.max_level is None


ROW = {
    "table": "0123456789ab",
    "rules": "classic, 4 players, target 31",
    "players": 4,
    "free": 2,
    "who": ["Ada"],
    "started": False,
}


def test_a_listed_tables_rules_arrive_as_the_engine_reads_them_or_not_at_all():
    good = {**ROW, "ruleset": Rules(players=4, target=31).to_dict()}
    busca = {**ROW, "table": "0123456789ac", "ruleset": {"variant": "busca", "players": 4}}
    bad = [
        {"variant": "poker"},  # an option's value this app does not know (a newer club's)
        {"players": 99},
        {"target": "thirty-one"},
        ["classic", 4],
        "classic",
        {"hands_limit": -5},
        {"teams": "yes"},
        None,
    ]
    rows = [good, busca, dict(ROW)] + [
        {**ROW, "table": f"00000000000{i}", "ruleset": v} for i, v in enumerate(bad)
    ]
    checked = check_notice({"type": "tables", "tables": json.loads(json.dumps(rows))})
    listed = checked["tables"]
    assert len(listed) == len(rows)  # a bad ruleset costs no row, and no list
    assert listed[0]["ruleset"] == Rules(players=4, target=31).to_dict()
    assert readable_rules(listed[1]["ruleset"]) == Rules.busca()
    assert all("ruleset" not in row for row in listed[2:])
    assert all(row["rules"] == "classic, 4 players, target 31" for row in listed)
    with pytest.raises(ProtocolError):  # the rest of a row is checked as before
        check_notice({"type": "tables", "tables": [{**ROW, "rulez": {}}]})
