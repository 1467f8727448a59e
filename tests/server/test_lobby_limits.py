"""The club's limits and lifetimes, on the core without sockets, with the clock moved by hand:
connections and tables per address and in all, tables per connection, wrong codes, a rejoin
by token after a drop, a table with nobody left closing, one never started cleared."""

from __future__ import annotations

import json

from ciapano_qt.engine.rules import Rules
from ciapano_qt.server.core import Core
from ciapano_qt.server.limits import Limits

from .driver import Driver, Seat, creator, joiner

RULES = Rules(players=4, target=11).to_dict()
PEOPLE = ["person", "person", "random", "random"]


def test_connections_per_address_are_capped_and_other_addresses_still_come_in():
    d = Driver(core=Core(Limits(connections_per_address=2, connections=3)))
    seats = [joiner(f"P{i}", code="KQ7M-3XTR-W9", address="127.0.0.9") for i in range(3)]
    for s in seats:
        d.connect(s)
    assert seats[2].refused == "refused: too many connections from your address"
    other = joiner("Q", code="KQ7M-3XTR-W9", address="127.0.0.10")
    d.connect(other)
    assert other.refused == "denied: no table has that invitation code"  # let in
    last = joiner("R", code="KQ7M-3XTR-W9", address="127.0.0.11")
    d.connect(last)
    assert last.refused == "refused: the server has too many connections: try later"


def test_tables_created_a_minute_per_address_and_per_connection():
    d = Driver(core=Core(Limits(creates_per_address=2, tables_per_connection=5)))
    made = []
    for i in range(3):
        s = creator(RULES, PEOPLE, people=2, name=f"A{i}")
        d.connect(s)
        made.append(s.refused)
    assert made == [None, None, "denied: too many tables created: try again later"]
    d.now += 61  # a minute later the address may create again
    s = creator(RULES, PEOPLE, people=2, name="A4")
    d.connect(s)
    assert s.refused is None
    # One connection sits at one table at a time.
    conn = next(c for c, seat in d.conns.items() if seat is s)
    d.send(conn, {"type": "create", "rules": RULES, "seats": PEOPLE, "public": True})
    d.run()
    assert s.received[-1]["reason"] == "seated"


def test_unknown_codes_from_one_address_are_held_back_for_a_minute():
    d = Driver(core=Core(Limits(wrong_codes_per_address=3)))
    ada = creator(RULES, PEOPLE, people=2)
    d.connect(ada)
    guesses = [joiner(f"G{i}", code="KQ7M-3XTR-W9", address="127.0.0.66") for i in range(4)]
    for g in guesses:
        d.connect(g)
    assert [g.refused for g in guesses] == ["denied: no table has that invitation code"] * 3 + [
        "denied: too many unknown codes: wait a minute"
    ]
    # The right code from another address is not held back.
    bob = joiner("Bob", code=ada.online.code, address="127.0.0.3")
    d.connect(bob)
    assert bob.refused is None and bob.online.match_over


def test_a_dropped_player_takes_the_seat_back_with_its_token():
    d = Driver(hold=True)
    ada = creator(RULES, PEOPLE, people=2)
    d.connect(ada)
    bob = joiner("Bob", code=ada.online.code)
    bob.mute = True  # Bob's program hangs after the start, then its connection drops
    bob_conn = d.connect(bob)
    assert bob.online.token is not None
    d.core.lost(bob_conn, d.now)
    d.run()
    again = Seat(bob.online, "127.0.0.4")  # back from another address, with its token
    d.connect(again)
    welcome = [m for m in again.received if m["type"] == "welcome"]
    assert welcome and welcome[-1]["started"] and welcome[-1]["seat"] == 1
    d.release()
    assert ada.online.match_over and again.online.match_over
    assert len(d.core.tokens) == 0  # the tokens are void once the match is over


def test_a_wrong_token_is_refused_and_counted():
    d = Driver(core=Core(Limits(wrong_codes_per_address=2)))
    seats = [Seat(joiner("T", code="KQ7M-3XTR-W9").online, "127.0.0.8") for _ in range(3)]
    for s in seats:
        s.online.token = "0" * 32
        d.connect(s)
    assert [s.refused for s in seats] == [
        "refused: the rejoin token is not valid at this server (the match may have ended)"
    ] * 2 + ["refused: too many wrong tokens from this address: wait a minute"]


def test_a_valid_token_is_never_held_back_by_wrong_ones_from_its_address():
    d = Driver(core=Core(Limits(wrong_codes_per_address=2)), hold=True)
    ada = creator(RULES, PEOPLE, people=2)
    d.connect(ada)
    bob = joiner("Bob", code=ada.online.code, address="127.0.0.12")
    bob.mute = True
    bob_conn = d.connect(bob)
    d.core.lost(bob_conn, d.now)
    d.run()
    for _ in range(3):  # someone behind Bob's router guesses tokens
        guess = Seat(joiner("G", code="KQ7M-3XTR-W9").online, "127.0.0.12")
        guess.online.token = "e" * 32
        d.connect(guess)
    assert guess.refused == "refused: too many wrong tokens from this address: wait a minute"
    again = Seat(bob.online, "127.0.0.12")
    d.connect(again)
    assert again.refused is None
    assert [m["started"] for m in again.received if m["type"] == "welcome"] == [True]


def test_a_started_table_with_nobody_closes_after_ten_minutes_and_keeps_no_snapshot():
    d = Driver(hold=True)
    ada = creator(RULES, PEOPLE, people=2)
    ada.mute = True
    conn = d.connect(ada)
    bob = joiner("Bob", code=ada.online.code)
    bob.mute = True
    bob_conn = d.connect(bob)
    table = ada.online.table
    assert d.core.rooms[table].table.started
    d.core.lost(conn, d.now)
    d.core.lost(bob_conn, d.now)
    d.core.tick(d.now)
    d.run()
    d.now += 599
    d.core.tick(d.now)
    d.run()
    assert table in d.core.rooms
    d.now += 2
    d.core.tick(d.now)
    d.run()
    assert table not in d.core.rooms and d.forgotten == [table] and d.records == []
    assert len(d.core.tokens) == 0 and len(d.core.codes) == 0


def test_a_table_never_started_is_cleared_after_thirty_minutes():
    d = Driver()
    ada = creator(RULES, PEOPLE, people=4)  # waits for four people: never starts
    d.connect(ada)
    table, code = ada.online.table, ada.online.code
    d.now += 1799
    d.core.tick(d.now)
    d.run()
    assert table in d.core.rooms
    d.now += 2
    d.core.tick(d.now)
    d.run()
    assert table not in d.core.rooms and d.records == []
    late = joiner("Late", code=code, address="127.0.0.5")
    d.connect(late)
    assert late.refused == "denied: no table has that invitation code"


def test_a_flood_of_lobby_messages_closes_that_connection_only():
    d = Driver()
    ada = creator(RULES, PEOPLE, people=2)
    d.connect(ada)
    noisy = joiner("Noisy", code="KQ7M-3XTR-W9", address="127.0.0.7")
    conn = d.connect(noisy)
    for _ in range(40):
        d.core.receive(conn, json.dumps({"type": "list"}).encode(), d.now)
    d.run()
    assert noisy.closed and noisy.received[-1]["message"] == "too many messages"
    bob = joiner("Bob", code=ada.online.code)
    d.connect(bob)
    assert ada.online.match_over and bob.online.match_over


def test_an_idle_players_turn_passes_to_a_computer_and_the_creator_leaving_ends_nothing():
    d = Driver()
    ada = creator(RULES, PEOPLE, people=2)
    ada.mute = True  # Ada's program sits there and plays nothing
    ada_conn = d.connect(ada)
    bob = joiner("Bob", code=ada.online.code)
    d.connect(bob)
    room = d.core.rooms[ada.online.table]
    assert room.table.started and not room.table.closed
    moment = room.progress()
    d.now += 61  # past the table's idle limit: a computer plays Ada's turn
    d.core.tick(d.now)
    d.run()
    assert room.progress() != moment
    d.core.lost(ada_conn, d.now)  # the creator leaves: the table goes on without her
    d.run()
    assert bob.online.match_over and d.records and d.records[0].match.finished


def test_a_creator_dropped_before_the_start_sits_down_again_and_starts():
    d = Driver()
    ada = creator(RULES, ["person", "person", "person", "random"], people=3)
    ada_conn = d.connect(ada)
    table = ada.online.table
    bob = joiner("Bob", code=ada.online.code)
    d.connect(bob)  # Bob sits and waits with her
    d.core.lost(ada_conn, d.now)  # Ada's connection drops while they wait for a third
    d.run()
    assert not d.core.rooms[table].table.started
    back = Seat(ada.online, "127.0.0.2")
    d.connect(back)  # her program comes back by itself and sits down again
    cy = joiner("Cy", code=ada.online.code, address="127.0.0.4")
    d.connect(cy)
    assert back.refused is None and bob.refused is None and cy.refused is None
    assert ada.online.match_over and bob.online.match_over and cy.online.match_over
