"""Connections that never speak, and wrong codes and tokens, limited per address and per table
without ever turning away a seat's own rejoin (issue 32, findings 2 and 3)."""

import asyncio

import pytest

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import CodeChanged
from ciapano_qt.net.admission import WRONG_PER_ADDRESS, WRONG_PER_MINUTE, WRONG_PER_TABLE
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.host import Host
from ciapano_qt.net.joining import Failed, secure
from ciapano_qt.net.seating import MAX_UNSEATED, MAX_UNSEATED_PER_ADDRESS
from ciapano_qt.net.wire import Wire

from .helpers import CODE, LOOPBACK, WATCHDOG, table_for
from .test_table import closed, hello, join, sent, two_seat_table

CROWD = -(-MAX_UNSEATED // MAX_UNSEATED_PER_ADDRESS)  # addresses that fill the table together


def silent(table, first_conn, now, addresses):
    """``MAX_UNSEATED_PER_ADDRESS`` connections from each of ``addresses`` that say nothing."""
    conn = first_conn
    for address in addresses:
        for _ in range(MAX_UNSEATED_PER_ADDRESS):
            table.open(conn, address, now)
            conn += 1
    return conn


def prove(table, conn, now, address, code=CODE):
    """A protocol-3 joiner from ``address``: its SPAKE2 proof of ``code`` (right when it is
    the table's), then, proven, its hello without the code; what the table did."""
    table.open(conn, address, now, pake=True)
    if table.may_guess(conn, now):
        table.guessed(conn, address, code == table.code, now)
        if conn in table.conns:
            table.receive(conn, hello(code=None), now)
    return table.take()


def kinds(actions, conn):
    return [m["type"] for m in sent(actions, conn)]


def rejoin(table, conn, now, address, token, name="Bruno"):
    """A protocol-3 rejoin from ``address``: TLS pinned to the host (no SPAKE2), then the
    hello with ``token`` and no code; what the table did."""
    table.open(conn, address, now, pake=True)
    table.receive(conn, hello(name=name, code=None, token=token), now)
    return table.take()


def started_with_one_away():
    """A started table whose seat 1 (Bruno) lost its connection: Bruno's token."""
    t = two_seat_table()
    join(t, 1, 0.0)
    b = join(t, 2, 0.0, name="Bruno")
    token = next(m["token"] for m in sent(b, 2) if m["type"] == "start")
    t.lost(2, 1.0)
    t.take()
    return t, token


def test_silent_connections_from_many_addresses_do_not_keep_a_joiner_out():
    t = two_seat_table()
    silent(t, 100, 0.0, [f"10.0.1.{i}" for i in range(CROWD)])
    assert sum(c.seat is None for c in t.conns.values()) == MAX_UNSEATED
    t.take()
    a = join(t, 1, 1.0, address="10.0.9.9")
    assert sent(a, 1)[0]["type"] == "welcome"
    # The oldest silent connection of the fullest address made room, told so.
    (pushed,) = [(conn, m) for conn in range(100, 200) for m in sent(a, conn)]
    assert pushed[1]["type"] == "refused" and pushed[1]["reason"] == "busy"
    assert closed(a, pushed[0]) and pushed[0] not in t.conns


def test_a_seats_rejoin_gets_in_past_a_table_full_of_silent_connections():
    t, token = started_with_one_away()
    crowd = [f"10.0.1.{i}" for i in range(CROWD)]
    silent(t, 100, 2.0, crowd)
    # From an address that holds its full share of silent connections, too.
    a = rejoin(t, 3, 3.0, crowd[0], token)
    assert sent(a, 3)[0]["type"] == "welcome" and sent(a, 3)[0]["seat"] == 1
    assert t._seats()[1]["status"] == "present"


def test_one_address_holds_a_few_silent_connections_its_oldest_goes_first():
    t = two_seat_table()
    for i in range(MAX_UNSEATED_PER_ADDRESS + 3):
        t.open(100 + i, "10.0.1.1", float(i))
    actions = t.take()
    mine = [c for c in t.conns.values() if c.address == "10.0.1.1"]
    assert len(mine) == MAX_UNSEATED_PER_ADDRESS
    assert [c.id for c in mine] == list(range(103, 100 + MAX_UNSEATED_PER_ADDRESS + 3))
    assert all(closed(actions, 100 + i) for i in range(3))
    assert sent(join(t, 1, 20.0, address="10.0.2.2"), 1)[0]["type"] == "welcome"


def test_wrong_tokens_from_an_address_never_refuse_its_right_token():
    t, token = started_with_one_away()
    for i in range(WRONG_PER_ADDRESS * 3):
        (m,) = sent(rejoin(t, 10 + i, 2.0, "10.0.0.7", f"{i:032x}"), 10 + i)
        assert m["reason"] == "token"
    a = rejoin(t, 50, 2.5, "10.0.0.7", token)
    assert sent(a, 50)[0]["type"] == "welcome" and sent(a, 50)[0]["seat"] == 1


def test_wrong_tokens_from_many_addresses_never_refuse_a_right_one():
    t, token = started_with_one_away()
    for i in range(WRONG_PER_MINUTE * 3):
        rejoin(t, 10 + i, 2.0, f"10.0.3.{i}", f"{i:032x}")
    assert t.admission.held_back("10.0.4.4", 2.0) is not None  # the table is paused
    a = rejoin(t, 500, 2.5, "10.0.4.4", token)
    assert sent(a, 500)[0]["type"] == "welcome"


def test_wrong_codes_from_many_addresses_pause_every_code_for_a_minute():
    t = two_seat_table()
    for i in range(WRONG_PER_MINUTE):
        prove(t, 10 + i, float(i), f"10.0.3.{i}", code="999999")
    (m,) = sent(prove(t, 100, 30.0, "10.0.9.9"), 100)
    assert m["reason"] == "busy" and "this table" in m["message"]
    assert not t.conns
    # A minute after the first wrong code, a code may be tried again.
    assert kinds(prove(t, 101, 60.5, "10.0.9.9"), 101)[:2] == ["confirmed", "welcome"]


def test_a_new_code_unpauses_the_table():
    """Fifty wrong codes draw a new code; the guesses at the old one are moot, so the
    table's pause starts afresh and the new code admits at once."""
    t = two_seat_table()
    old, actions, now = t.code, [], 0.0
    for i in range(WRONG_PER_TABLE):
        now = i * 60.0 / (WRONG_PER_MINUTE - 1)  # as fast as the table's pause lets them
        actions += prove(t, 10 + i, now, f"10.1.0.{i}", code="999999")
    assert [a.code for a in actions if isinstance(a, CodeChanged)] == [t.code] != [old]
    assert kinds(prove(t, 100, now, "10.0.9.9", code=t.code), 100)[:2] == ["confirmed", "welcome"]


async def _silent_crowd(port, addresses):
    """Connections from each of ``addresses`` (loopback, 127.0.0.x) that never speak."""
    out = []
    for address in addresses:
        for _ in range(MAX_UNSEATED_PER_ADDRESS):
            _r, w = await asyncio.open_connection(LOOPBACK, port, local_addr=(address, 0))
            out.append(w)
    return out


def test_a_joiner_plays_its_match_while_silent_connections_crowd_the_host():
    """Over loopback, from several source addresses: the table's every unseated place is
    held by connections that say nothing, and a joiner still sits down and plays."""
    table = table_for(Rules(players=2, target=11), 1, seed=3)

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        crowd = await _silent_crowd(port, [f"127.0.0.{2 + i}" for i in range(CROWD)])
        await asyncio.sleep(0.05)
        held = sum(c.seat is None for c in table.conns.values())
        result = await Joiner(LOOPBACK, port, "Anna", "random", CODE, seed=1, wait=5.0).run()
        await host.wait_closed()
        for w in crowd:
            w.close()
        return held, result, host

    held, result, host = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert held == MAX_UNSEATED
    assert result == (0, "the match is over") and host.errors == []


def test_the_headless_host_prints_the_new_code_and_why(monkeypatch, tmp_path):
    """``ciapano-cli host`` (its work, in this process, the limits made small): wrong codes
    from three loopback addresses draw a new code, printed with the words "someone is
    guessing the code"; a joiner with the new code then plays the match to its end."""
    import io
    import re
    import threading

    from ciapano_qt.net import admission, commands

    monkeypatch.setattr(admission, "WRONG_PER_TABLE", 3)
    out, err = io.StringIO(), io.StringIO()
    rules = Rules(players=2, target=11)
    kw = {"code": CODE, "port": 0, "seed": 4, "level": "random", "stdout": out, "stderr": err}
    status: list[int] = []
    thread = threading.Thread(
        target=lambda: status.append(commands.host(rules, 1, tmp_path / "out", **kw)), daemon=True
    )
    thread.start()

    async def scenario():
        while "listening on" not in out.getvalue():
            await asyncio.sleep(0.01)
        port = int(re.search(r"listening on [^:]+:(\d+)", out.getvalue()).group(1))
        wrong = "000000" if CODE != "000000" else "111111"
        for i in range(3):  # a guess each, proven wrong by SPAKE2: the code never travels
            r, w = await asyncio.open_connection(LOOPBACK, port, local_addr=(f"127.0.0.{2 + i}", 0))
            with pytest.raises(Failed) as failed:
                await secure(Wire(r, w), wrong, None)
            assert failed.value.kind == "mitm"
            w.close()
        said = r"someone is guessing the code: the new table code is (\d{6})"
        while not (found := re.search(said, out.getvalue())):  # the host counts the last
            await asyncio.sleep(0.01)  # proof once its reply is answered or dropped
        return await Joiner(LOOPBACK, port, "Anna", "random", found.group(1), seed=1).run()

    result = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    thread.join(WATCHDOG)
    assert result == (0, "the match is over") and status == [0], err.getvalue()
