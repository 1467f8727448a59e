"""Two ``ciapano-server`` processes sharing a real redis-server: a private table created
through node A is joined through node B by its invitation code (B sends the joiner's program
to A with a ``moved``), both programs play the match to its end at A, and the welcome of each
lists both nodes' addresses."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from websockets.asyncio.client import connect

from ciapano_qt.net.club.trust import client_context
from ciapano_qt.net.protocol import APP, PROTOCOL_VERSION
from ciapano_qt.server.tls import self_signed
from ciapano_qt.storage.saves import read_record_file

from .processes import Server, kept_tables, kill_left, online, wait_for
from .test_restart import disagreements

HELLO = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION, "name": "Probe"}


def nodes(redis_db, tmp_path, names=("a", "b")) -> list[Server]:  # type: ignore[no-untyped-def]
    """One ``ciapano-server`` per name, each its own data folder, sharing ``redis_db`` and one
    certificate (one pin covers the club)."""
    secret = tmp_path / "redis-password"
    secret.write_text(redis_db.password + "\n", encoding="utf-8")
    cert, key = self_signed(tmp_path / "tls")

    def start(name: str) -> Server:
        flags = ("--redis", redis_db.url, "--redis-password-file", str(secret), "--node", name)
        return Server(tmp_path / name, extra=(*flags, "--cert", str(cert), "--key", str(key)))

    with ThreadPoolExecutor(len(names)) as pool:  # started side by side
        servers = list(pool.map(start, names))
    urls = sorted(s.url for s in servers)  # each lists the others from its next heartbeat on
    wait_for(lambda: all(sorted(lobby_nodes(s, cert)) == urls for s in servers), step=0.2)
    return servers


def lobby_nodes(server: Server, cert) -> list[str]:  # type: ignore[no-untyped-def]
    """The nodes a program saying hello to ``server`` is told of."""

    async def ask() -> list[str]:
        async with connect(server.url, ssl=client_context(cert)) as ws:
            await ws.send(json.dumps(HELLO))
            return list(json.loads(await ws.recv())["nodes"])

    return asyncio.run(ask())


def received(path) -> list[dict]:  # type: ignore[no-untyped-def]
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def knows(log, url: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether a program's log of received messages shows it was told of the node ``url``."""
    try:
        return any(url in m.get("nodes", ()) for m in received(log))
    except (OSError, ValueError):  # not written yet, or a line being written
        return False


def invitation(proc) -> str:  # type: ignore[no-untyped-def]
    """The invitation code a creating program prints first."""
    line = proc.stdout.readline()
    assert line.startswith("invitation: "), line
    return line.removeprefix("invitation: ").strip()


def test_a_table_created_through_one_node_is_joined_through_the_other(redis_db, tmp_path):
    a, b = nodes(redis_db, tmp_path)
    assert a.fingerprint == b.fingerprint
    procs = []
    try:
        ada = online(
            a.url,
            *("--name", "Ada", "--ai", "random", "--pin", a.fingerprint, "--create"),
            *("--players", "3", "--remote", "2", "--computers", "random", "--hands-limit", "1"),
            *("--log-received", str(tmp_path / "ada.jsonl")),
        )
        procs.append(ada)
        code = invitation(ada)
        bob = online(
            b.url,
            *("--name", "Bob", "--ai", "random", "--pin", b.fingerprint),
            *("--join", code, "--log-received", str(tmp_path / "bob.jsonl")),
            *("--token-file", str(tmp_path / "bob-token.json")),
        )
        procs.append(bob)
        for p in reversed(procs):  # the joiner first: refused, it ends at once
            out, err = p.communicate(timeout=90)
            assert p.returncode == 0, err
            assert out.strip().endswith("the match is over")
    finally:
        kill_left(procs)
        a.stop()
        b.stop()
    ((path,),) = [list((tmp_path / "a" / "records").glob("*.json"))]  # played at A
    assert list((tmp_path / "b" / "records").glob("*.json")) == []
    match, _ = read_record_file(path)
    assert match.finished
    assert disagreements(match, 0, tmp_path / "ada.jsonl") == []
    assert disagreements(match, 1, tmp_path / "bob.jsonl") == []
    bob_saw = received(tmp_path / "bob.jsonl")
    kinds = [m["type"] for m in bob_saw]
    assert kinds[:4] == ["lobby", "moved", "lobby", "seated"]  # B, then A
    assert bob_saw[1]["url"] == a.url
    assert sorted(bob_saw[0]["nodes"]) == sorted([a.url, b.url])
    assert bob_saw[0]["nodes"][0] == b.url  # each node lists itself first


def test_a_node_killed_mid_hand_its_tables_resume_on_the_other_and_everyone_comes_back(
    redis_db, tmp_path
):
    """Node A plays two tables (one joined through B), killed with -9 mid-hand: B takes both
    from their last snapshots, every program (each given one node's address only, the other
    from the welcome) comes back to its table by itself, and every view any player saw, before
    the kill and after, is a moment of the final record, which replays."""
    a, b = nodes(redis_db, tmp_path)
    pin = ("--pin", a.fingerprint, "--ai", "random", "--wait", "60")
    procs = []
    try:
        ada = online(
            a.url,
            *("--name", "Ada", *pin, "--create", "--players", "3", "--remote", "1"),
            *("--computers", "random", "--hands-limit", "3"),
            *("--log-received", str(tmp_path / "ada.jsonl")),
        )
        cleo = online(
            a.url,
            *("--name", "Cleo", *pin, "--create", "--players", "4", "--remote", "2"),
            *("--computers", "random", "--hands-limit", "3"),
            *("--log-received", str(tmp_path / "cleo.jsonl")),
        )
        procs += [ada, cleo]
        dan = online(
            b.url,
            *("--name", "Dan", *pin, "--join", invitation(cleo)),
            *("--log-received", str(tmp_path / "dan.jsonl")),
            *("--token-file", str(tmp_path / "dan-token.json")),
        )
        procs.append(dan)
        # Both tables under way, a card of a hand played, every program told of B (in its
        # welcome, or by a ``nodes`` message once A's heartbeat saw B): A is killed.
        logs = [tmp_path / f"{name}.jsonl" for name in ("ada", "cleo", "dan")]
        wait_for(lambda: all(knows(log, b.url) for log in logs), timeout=60)
        wait_for(
            lambda: len(t := kept_tables(tmp_path / "a")) == 2 and all(p for _, p in t.values())
        )
        a.kill()
        for p in procs:
            out, err = p.communicate(timeout=120)
            assert p.returncode == 0, err
            assert out.strip().endswith("the match is over")
    finally:
        kill_left(procs)
        a.stop()
        b.stop()
    kept = {}
    for path in (tmp_path / "b" / "records").glob("*.json"):
        match, _ = read_record_file(path)  # the record replays
        kept[match.seats[0].name] = match
    assert sorted(kept) == ["Ada", "Cleo"]  # both finished at B
    assert all(m.finished for m in kept.values())
    for name, match, seat in (
        ("ada", kept["Ada"], 0),
        ("cleo", kept["Cleo"], 0),
        ("dan", kept["Cleo"], 1),
    ):
        log = tmp_path / f"{name}.jsonl"
        assert disagreements(match, seat, log) == []
        welcomes = [m for m in received(log) if m["type"] == "welcome"]
        assert len(welcomes) >= 2  # seated at A, then back at its seat at B
