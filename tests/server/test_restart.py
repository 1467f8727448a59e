"""The club killed with -9 in the middle of hands, with a joiner's program killed too: the
restarted club resumes every table from its snapshots, the clients come back by themselves
(the joiner's restarted program with its kept token), and no card was lost or applied twice:
every view any player saw, before the kill and after, is a moment of the final record."""

from __future__ import annotations

import json
import os
import random
import signal
import time

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.hand import DISCARD
from ciapano_qt.engine.match import Match
from ciapano_qt.net.views import scored_to_json
from ciapano_qt.server.journal import read_kept
from ciapano_qt.storage.saves import read_record_file

from ..net.helpers import states_of
from .processes import Server, finished, kept_tables, kill_left, online, wait_for


def _codes(mask: int) -> list[str]:
    return sorted(CARDS[c].code for c in range(40) if mask >> c & 1)


def disagreements(match: Match, seat: int, log) -> list[str]:  # type: ignore[no-untyped-def]
    """What a player's log of received messages says that the record does not."""
    found = []
    for m in (json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()):
        if m["type"] == "state":
            h, p, v = m["hand"], m["plays"], m["view"]
            played = [CARDS[c].code for c in match.hands[h].state.plays[:p]]
            if v["played"] != played:
                found.append(f"hand {h}: saw {v['played']}, the record has {played}")
            if v["phase"] == DISCARD:  # the dealer's cards before the discard: as dealt
                own = sorted(c.code for c in match.hands[h].deal.hands[seat])
            else:
                own = _codes(states_of(match, h, p).hands[seat])
            if sorted(v["cards"]) != own:
                found.append(f"hand {h} after {p} cards: other cards in hand than the record's")
        elif m["type"] == "scored" and m != {**m, **scored_to_json(match.hands[m["hand"]])}:
            found.append(f"hand {m['hand']}: scored {m['scores']}, not as the record")
    return found


def test_the_club_killed_mid_hand_resumes_every_table_and_everyone_comes_back(tmp_path):
    data = tmp_path / "club"
    server = Server(data)
    procs = []
    try:
        # Two tables to 31 (about ten hands each), both under way when the club is killed.
        common = ["--ai", "random", "--computers", "random", "--players"]
        ada = online(
            server.url,
            "--name",
            "Ada",
            "--pin",
            server.fingerprint,
            "--create",
            *common,
            "4",
            "--target",
            "31",
            "--remote",
            "2",
            "--log-received",
            str(tmp_path / "ada.jsonl"),
        )
        procs.append(ada)
        assert ada.stdout is not None
        code = ada.stdout.readline().strip().removeprefix("invitation: ")
        cert = str(data / "tls" / "cert.pem")
        cy = online(
            server.url,
            "--name",
            "Cy",
            "--cafile",
            cert,
            "--create",
            *common,
            "3",
            "--target",
            "31",
            "--remote",
            "1",
            "--log-received",
            str(tmp_path / "cy.jsonl"),
        )
        procs.append(cy)
        bob_args = [
            server.url,
            "--name",
            "Bob",
            "--ai",
            "random",
            "--pin",
            server.fingerprint,
            "--join",
            code,
            "--token-file",
            str(tmp_path / "bob-token.json"),
        ]
        bob = online(*bob_args, "--log-received", str(tmp_path / "bob-1.jsonl"))
        procs.append(bob)
        mid = wait_for(
            lambda: (t := kept_tables(data)) and len(t) == 2 and all(p for _, p in t.values()) and t
        )
        time.sleep(random.Random().uniform(0.0, 0.05))  # not just after a snapshot was kept
        server.kill()
        os.kill(bob.pid, signal.SIGKILL)
        bob.wait(10)
        assert set(kept_tables(data)) == set(mid)
        fingerprint = server.fingerprint
        server = Server(data, server.port)
        assert server.resumed == 2 and server.fingerprint == fingerprint  # the same certificate
        bob = online(*bob_args, "--log-received", str(tmp_path / "bob-2.jsonl"))
        procs.append(bob)
        finished((ada, bob, cy))
    finally:
        kill_left(procs)
        server.stop()
    records = {}
    for path in (data / "records").glob("*.json"):
        match, _ = read_record_file(path)
        records[match.seats[0].name] = match
    assert sorted(records) == ["Ada", "Cy"] and all(m.finished for m in records.values())
    assert list((data / "tables").glob("*.json")) == []
    ada_match, cy_match = records["Ada"], records["Cy"]
    assert [s.name for s in ada_match.seats[:2]] == ["Ada", "Bob"]
    assert disagreements(ada_match, 0, tmp_path / "ada.jsonl") == []
    assert disagreements(ada_match, 1, tmp_path / "bob-1.jsonl") == []
    assert disagreements(ada_match, 1, tmp_path / "bob-2.jsonl") == []
    assert disagreements(cy_match, 0, tmp_path / "cy.jsonl") == []
    # Bob's restarted program took its seat back with its token: a welcome to a started match.
    welcome = [json.loads(x) for x in (tmp_path / "bob-2.jsonl").read_text().splitlines()]
    assert [m["started"] for m in welcome if m["type"] == "welcome"] == [True]


def _seated(log) -> int:  # type: ignore[no-untyped-def]
    """How many people the last ``seats`` (or ``welcome``) a player received shows present."""
    present = 0
    if log.exists():
        for m in (json.loads(x) for x in log.read_text(encoding="utf-8").splitlines() if x):
            if m["type"] in ("seats", "welcome"):
                present = sum(
                    s["kind"] == "remote" and s["status"] == "present" for s in m["seats"]
                )
    return present


def test_a_table_not_yet_started_is_back_after_a_kill_and_its_people_play_it(tmp_path):
    data = tmp_path / "club"
    server = Server(data)
    procs = []
    try:
        common = ["--ai", "random", "--pin", server.fingerprint]
        ada = online(
            server.url,
            "--name",
            "Ada",
            *common,
            "--create",
            "--players",
            "4",
            "--computers",
            "random",
            "--target",
            "11",
            "--remote",
            "3",
            "--log-received",
            str(tmp_path / "ada.jsonl"),
        )
        procs.append(ada)
        assert ada.stdout is not None
        code = ada.stdout.readline().strip().removeprefix("invitation: ")
        assert len(read_kept(data)) == 1  # stored before she heard
        bob = online(server.url, "--name", "Bob", *common, "--join", code)
        procs.append(bob)
        wait_for(lambda: _seated(tmp_path / "ada.jsonl") == 2)
        server.kill()
        server = Server(data, server.port)
        assert server.resumed == 1  # the table not yet started is back, with its code
        cy = online(server.url, "--name", "Cy", *common, "--join", code)
        procs.append(cy)
        finished((ada, bob, cy))
    finally:
        kill_left(procs)
        server.stop()
    (path,) = (data / "records").glob("*.json")
    match, _ = read_record_file(path)
    assert match.finished and sorted(s.name for s in match.seats[:3]) == ["Ada", "Bob", "Cy"]
    assert list((data / "tables").glob("*.json")) == []


def test_the_creators_program_killed_mid_match_and_started_again_takes_its_seat_back(tmp_path):
    data = tmp_path / "club"
    server = Server(data)
    procs = []
    try:
        ada_args = [
            server.url,
            "--name",
            "Ada",
            "--ai",
            "random",
            "--pin",
            server.fingerprint,
            "--create",
            "--players",
            "3",
            "--computers",
            "random",
            "--target",
            "31",
            "--remote",
            "2",
            "--token-file",
            str(tmp_path / "ada-token.json"),
        ]
        ada = online(*ada_args, "--log-received", str(tmp_path / "ada-1.jsonl"))
        procs.append(ada)
        assert ada.stdout is not None
        code = ada.stdout.readline().strip().removeprefix("invitation: ")
        bob = online(
            server.url, "--name", "Bob", "--ai", "random", "--pin", server.fingerprint,
            "--join", code, "--log-received", str(tmp_path / "bob.jsonl"),
        )  # fmt: skip
        procs.append(bob)
        token_file = tmp_path / "ada-token.json"
        wait_for(
            lambda: token_file.exists() and any(p != (0, 0) for p in kept_tables(data).values())
        )
        os.kill(ada.pid, signal.SIGKILL)
        ada.wait(10)
        kept = json.loads((tmp_path / "ada-token.json").read_text(encoding="utf-8"))
        assert list(kept) == [f"{server.url} created"]  # the last table she created there
        ada = online(*ada_args, "--log-received", str(tmp_path / "ada-2.jsonl"))
        procs.append(ada)
        finished((ada, bob))
    finally:
        kill_left(procs)
        server.stop()
    (path,) = (data / "records").glob("*.json")
    match, _ = read_record_file(path)
    assert match.finished and [s.name for s in match.seats[:2]] == ["Ada", "Bob"]
    assert disagreements(match, 0, tmp_path / "ada-1.jsonl") == []
    assert disagreements(match, 0, tmp_path / "ada-2.jsonl") == []
    # Her restarted program took her seat back with the kept token (no new table created).
    again = [json.loads(x) for x in (tmp_path / "ada-2.jsonl").read_text().splitlines()]
    assert [m["started"] for m in again if m["type"] == "welcome"] == [True]
    assert not [m for m in again if m["type"] == "created"]
    assert json.loads((tmp_path / "ada-token.json").read_text(encoding="utf-8")) == {}
