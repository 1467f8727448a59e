"""A remote seat nobody took when the host starts is a computer's for the whole match: the
seats message says so, with the level it plays at, and the record names it a computer (the
host's settings' name)."""

import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import Send
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table


def test_a_seat_nobody_took_is_the_computers_once_the_match_starts():
    layout = ["remote", "remote", "computer"]
    names = ["Anna", "Carla", "Dario"]
    table = Table(Config(Rules(players=3, target=11), layout, names, "123456", levels={2: "hard"}))
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Anna", "code": "123456"}
    table.open(1, "127.0.0.1", 0.0)
    table.receive(1, json.dumps(hello).encode(), 0.0)
    lobby = [a.message for a in table.take() if isinstance(a, Send)]
    assert lobby[0]["type"] == "welcome"
    assert [s["kind"] for s in lobby[0]["seats"]] == ["remote", "remote", "computer"]
    assert lobby[0]["seats"][2]["level"] == "hard"
    assert lobby[0]["seats"][1] == {"name": "Seat 2", "kind": "remote", "status": "computer"}
    table.start(0.0)
    start = [
        a.message for a in table.take() if isinstance(a, Send) and a.message["type"] == "start"
    ]
    assert start[0]["seats"] == [
        {"name": "Anna", "kind": "remote", "status": "present"},
        {"name": "Carla", "kind": "computer", "status": "computer", "level": "easy"},
        {"name": "Dario", "kind": "computer", "status": "computer", "level": "hard"},
    ]
    assert [(s.name, s.kind, s.level) for s in table.match.seats] == [
        ("Anna", "human", None),
        ("Carla", "ai", "easy"),
        ("Dario", "ai", "hard"),
    ]
    hello2 = {**hello, "name": "Bruno"}
    table.open(2, "127.0.0.2", 0.0)
    table.receive(2, json.dumps(hello2).encode(), 0.0)
    refused = [a.message for a in table.take() if isinstance(a, Send) and a.conn == 2]
    assert refused[0]["type"] == "refused" and refused[0]["reason"] == "closed"


def test_a_table_with_a_seat_nobody_took_is_saved_and_resumed(tmp_path):
    from ciapano_qt.net import resume

    layout = ["remote", "remote", "computer"]
    table = Table(Config(Rules(players=3, target=11), layout, ["Anna", "", "Dario"], "123456"))
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Anna", "code": "123456"}
    table.open(1, "127.0.0.1", 0.0)
    table.receive(1, json.dumps(hello).encode(), 0.0)
    table.start(0.0)
    assert table.config.layout == ["remote", "computer", "computer"]
    assert sorted(table.remote) == [0] and table.match.seats[1].name == "Player 2"
    path = tmp_path / "table.json"
    resume.save(table, path)
    again = resume.load(path, "easy", 60.0, 1, 0.0)
    assert again.config.layout == ["remote", "computer", "computer"]
    assert again.remote[0].name == "Anna" and again.remote[0].token == table.remote[0].token
    assert [s.kind for s in again.match.seats] == ["human", "ai", "ai"]
