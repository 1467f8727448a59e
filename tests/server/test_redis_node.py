"""``ciapano-server --redis``: a node keeping its tables in a real redis-server, the password
from a file; restarted after a kill -9 with an older copy on its disk than Redis's, it resumes
from Redis's and its player finishes the match with no card lost or applied twice. Flags that
do not fit, and a Redis it cannot reach, are refused in one line."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from ciapano_qt.server.journal import read_kept
from ciapano_qt.server.rooms import restore
from ciapano_qt.storage.saves import read_record_file

from .processes import ROOT, START, Server, kept_tables, online, wait_for
from .redis_server import free_port
from .test_restart import disagreements


def _redis_progress(server, table):
    with server.client() as c:
        text = c.get(f"ciapano:{table}:snapshot")
    return restore(json.loads(text), 0.0).progress() if text else None


def test_a_node_restarted_with_an_older_copy_than_redis_resumes_from_redis(redis_db, tmp_path):
    data = tmp_path / "node"
    secret = tmp_path / "redis-password"
    secret.write_text(redis_db.password + "\n", encoding="utf-8")
    flags = ("--redis", redis_db.url, "--redis-password-file", str(secret), "--node", "n1")
    server = Server(data, extra=flags)
    ada = online(
        server.url,
        *("--name", "Ada", "--ai", "random", "--pin", server.fingerprint, "--create"),
        *("--computers", "random", "--players", "3", "--target", "31", "--remote", "1"),
        *("--log-received", str(tmp_path / "ada.jsonl")),
    )
    try:
        ((table, _),) = wait_for(lambda: (t := kept_tables(data)) and t.items())
        old = tmp_path / "old.json"
        old.write_bytes(read_kept(data)[table][1])  # this node's copy, now
        first = restore(json.loads(old.read_text(encoding="utf-8")), 0.0).progress()
        wait_for(lambda: (p := _redis_progress(redis_db, table)) and p[1:] > first[1:])
        server.kill()
        at_kill = _redis_progress(redis_db, table)
        assert at_kill is not None and at_kill > first
        shutil.rmtree(data / "journal")  # its copy is the older one: older than Redis's
        shutil.copyfile(old, data / "tables" / f"{table}.json")
        assert [t for t in read_kept(data)] == [table]
        server = Server(data, server.port, extra=flags)
        assert server.resumed == 1
        resumed = _redis_progress(redis_db, table)
        assert resumed is not None and resumed >= at_kill  # Redis's, not the older copy
        out, err = ada.communicate(timeout=90)
        assert ada.returncode == 0, err
        assert out.strip().endswith("the match is over")
    finally:
        if ada.poll() is None:
            ada.kill()
            ada.wait()
        server.stop()
    ((path,),) = [list((data / "records").glob("*.json"))]
    match, _ = read_record_file(path)
    assert match.finished and disagreements(match, 0, tmp_path / "ada.jsonl") == []
    with redis_db.client() as c:
        assert c.smembers("ciapano:tables") == set()  # the finished table closed in Redis
        assert not c.exists(f"ciapano:{table}:snapshot")


def _serve(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", START, "--port", "0", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


def test_redis_flags_that_do_not_fit_and_an_unreachable_redis_are_refused(redis_db, tmp_path):
    import os

    data = ("--data", str(tmp_path / "node"))
    r = _serve(*data, "--redis", f"redis://:{redis_db.password}@127.0.0.1:{redis_db.port}")
    assert r.returncode != 0 and "never on the command line" in r.stderr
    assert redis_db.password not in r.stderr  # not echoed either
    r = _serve(*data, "--redis", "http://127.0.0.1:6379")
    assert r.returncode != 0 and "redis:// or rediss://" in r.stderr
    r = _serve(*data, "--node", "n1")
    assert r.returncode != 0 and "go with --redis" in r.stderr
    r = _serve(*data, "--redis", f"redis://127.0.0.1:{free_port()}")  # nothing listens there
    assert r.returncode == 2 and "ciapano-server: cannot reach Redis at" in r.stderr
    env = {**os.environ, "CIAPANO_REDIS_PASSWORD": "not-the-password"}
    r = _serve(*data, "--redis", redis_db.url, env=env)
    assert r.returncode == 2 and "cannot reach Redis" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
