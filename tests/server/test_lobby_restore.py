"""A table created but not yet started is stored too (before the lobby's answer is sent),
so a restarted club has it back: its invitation code, its rules and seats, its age (the
30-minute clearing of a table never started goes on across the restart)."""

from __future__ import annotations

import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.online import Online, Plan
from ciapano_qt.server.actions import Save, Send
from ciapano_qt.server.core import Core
from ciapano_qt.server.rooms import restore

from .driver import Driver, Seat, creator, joiner

RULES = Rules(players=4, target=11).to_dict()
SEATS = ["person", "person", "person", "hard"]


def _hello(name: str) -> bytes:
    return json.dumps(Online(name, Plan()).hello()).encode()


def test_a_new_table_is_stored_before_the_creator_hears_of_it():
    core = Core()
    assert core.open(1, "127.0.0.2", 0.0)
    core.receive(1, _hello("Ada"), 0.0)
    core.take()
    create = {"type": "create", "rules": RULES, "seats": SEATS, "public": False, "level": "easy"}
    core.receive(1, json.dumps(create).encode(), 0.0)
    actions = core.take()
    saves = [i for i, a in enumerate(actions) if isinstance(a, Save)]
    sends = [i for i, a in enumerate(actions) if isinstance(a, Send)]
    assert len(saves) == 1 and sends and saves[0] < min(sends)
    snap = actions[saves[0]].snapshot
    (created,) = [
        a.message for a in actions if isinstance(a, Send) if a.message["type"] == "created"
    ]
    assert snap["id"] == created["table"] and snap["code"] == created["code"]
    assert snap["lobby"]["seats"] == SEATS and snap["lobby"]["level"] == "easy"
    # Bob sitting down changes nothing stored: a seat taken before the start is freed when its
    # person drops (a restart drops everyone), and their program sits down again by itself.
    core.open(2, "127.0.0.3", 1.0)
    core.receive(2, _hello("Bob"), 1.0)
    core.receive(2, json.dumps({"type": "join", "code": created["code"]}).encode(), 1.0)
    assert not [a for a in core.take() if isinstance(a, Save)]


def _club_before_the_restart(wall: float) -> tuple[Driver, Seat, Seat, dict[str, object]]:
    d = Driver()
    ada = creator(RULES, SEATS, people=3)
    d.connect(ada)
    bob = joiner("Bob", code=ada.online.code)
    d.connect(bob)
    (save,) = d.saves
    snap = json.loads(json.dumps(save.snapshot))  # as the store gives it back
    snap["lobby"]["born"] = wall  # created at ``wall`` on the wall clock
    return d, ada, bob, snap


def test_a_restarted_club_has_the_table_back_and_its_people_sit_down_again_and_play():
    _, ada, bob, snap = _club_before_the_restart(1_000_000.0)
    table, code = ada.online.table, ada.online.code
    after = Driver()  # the club restarted: a new core, its clock from another start
    after.now = 5.0
    after.core.restore(restore(snap, after.now, wall=1_000_060.0))
    after.run()
    assert after.core.rooms[table].code == code and not after.core.rooms[table].table.started
    assert after.saves == []  # nothing new to store
    # Both programs come back by themselves (Bob first: the creator's own start still counts).
    bob_back, ada_back = Seat(bob.online, "127.0.0.3"), Seat(ada.online, "127.0.0.2")
    after.connect(bob_back)
    after.connect(ada_back)
    cy = joiner("Cy", code=code, address="127.0.0.4")
    after.connect(cy)
    assert bob_back.refused is None and ada_back.refused is None and cy.refused is None
    assert ada.online.match_over and bob.online.match_over and cy.online.match_over
    (record,) = after.records
    # (seats are taken again in the order the people come back, as after any drop)
    assert [s.name for s in record.match.seats[:3]] == ["Bob", "Ada", "Cy"]
    assert record.match.seats[3].level == "hard"


def test_the_thirty_minutes_of_a_table_never_started_go_on_across_a_restart():
    _, ada, _, snap = _club_before_the_restart(1_000_000.0)
    table = ada.online.table
    after = Driver()
    after.now = 7.0
    after.core.restore(restore(snap, after.now, wall=1_000_000.0 + 1200))  # 20 minutes old
    after.run()
    after.now += 599
    after.core.tick(after.now)
    after.run()
    assert table in after.core.rooms
    after.now += 2  # 30 minutes since its creation
    after.core.tick(after.now)
    after.run()
    assert table not in after.core.rooms and after.forgotten == [table]
    late = joiner("Late", code=ada.online.code, address="127.0.0.5")
    after.connect(late)
    assert late.refused == "denied: no table has that invitation code"


def test_a_broken_snapshot_of_a_table_not_yet_started_is_refused_with_its_reason():
    _, _, _, snap = _club_before_the_restart(1_000_000.0)
    for key, value, reason in [
        ("seats", ["hard", "person", "person", "hard"], "the seats"),
        ("seats", ["person", "person"], "the seats"),
        ("level", "godlike", "the computers' level"),
        ("born", "yesterday", "the time it was created"),
        ("rules", {"players": 9}, "the rules"),
    ]:
        bad = json.loads(json.dumps(snap))
        bad["lobby"][key] = value
        try:
            restore(bad, 0.0)
        except Exception as e:
            assert reason in str(e), str(e)
        else:
            raise AssertionError(f"{key}={value!r} was accepted")
