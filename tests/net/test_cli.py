"""``ciapano-cli host`` and ``join`` as a user runs them: subprocesses on loopback, exit
codes, records, logs, and a joiner killed with SIGKILL mid-hand that takes its seat back."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from ciapano_qt.engine.record import loads

from .helpers import CODE, LOOPBACK

WATCHDOG = 90


def cli(*args):
    return [sys.executable, "-m", "ciapano_qt.cli", *args]


def start_host(tmp_path, *args):
    p = subprocess.Popen(
        cli("host", "--port", "0", "--table-code", CODE, "--out", str(tmp_path / "out"), *args),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first = p.stdout.readline()
    assert first.startswith(f"listening on {LOOPBACK}:"), first + p.stderr.read()
    port = int(first.rsplit(":", 1)[1])
    assert p.stdout.readline().strip() == f"table code: {CODE}"
    return p, port


def join(port, name, tmp_path, *extra, code=CODE):
    return subprocess.Popen(
        cli(
            *("join", f"{LOOPBACK}:{port}", "--table-code", code, "--name", name),
            *("--ai", "random", "--token-file", str(tmp_path / f"{name}.token")),
            *("--log-received", str(tmp_path / f"{name}.jsonl"), *extra),
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def join_first(port, name, tmp_path):
    """Join and wait until seated, so the next joiner takes the next seat."""
    p = join(port, name, tmp_path)
    log = tmp_path / f"{name}.jsonl"
    _wait_for(lambda: any(m["type"] == "welcome" for m in lines(log)), f"{name} to sit down")
    return p


def lines(path):
    """The JSON lines of a log (a last line still being written is left out)."""
    if not path.exists():
        return []
    out = []
    for text in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            out.append(json.loads(text))
        except ValueError:
            break
    return out


def finish(p):
    try:
        out, err = p.communicate(timeout=WATCHDOG)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        pytest.fail(f"{p.args[3]} did not end: {err}")
    return p.returncode, out, err


def test_a_headless_table_plays_to_the_end_and_writes_its_records(tmp_path):
    host, port = start_host(tmp_path, "--players", "3", "--remote", "2", "--target", "11")
    wrong = join(port, "Intruso", tmp_path, code="000001")
    status, _, err = finish(wrong)
    assert status == 2 and err.splitlines() == [
        "ciapano-cli join: wrong code, or someone between you and the host"
    ]
    a = join_first(port, "Anna", tmp_path)
    b = join(port, "Bruno", tmp_path)
    assert finish(a)[0] == 0 and finish(b)[0] == 0
    status, out, err = finish(host)
    assert status == 0 and err == ""
    record = tmp_path / "out" / "match-0001.json"
    assert f"wrote {record}" in out
    match = loads(record.read_text(encoding="utf-8"))
    assert match.finished and [s.name for s in match.seats][:2] == ["Anna", "Bruno"]
    log = lines(tmp_path / "Anna.jsonl")
    assert log[0]["type"] == "welcome" and log[-1]["type"] in ("match_over", "closed")
    assert sum(m["type"] == "scored" for m in log) == len(match.hands)
    # The token is void once the match is over: the joiner has forgotten it. Its file is
    # the player's alone.
    assert json.loads((tmp_path / "Anna.token").read_text()) == {}
    assert (tmp_path / "Anna.token").stat().st_mode & 0o077 == 0


def test_join_exits_3_when_no_host_answers(tmp_path):
    import socket

    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    p = join(port, "Anna", tmp_path, "--wait", "1")
    status, _, err = finish(p)
    assert status == 3 and err.splitlines() == [
        f"ciapano-cli join: no host answered at {LOOPBACK}:{port} within 1 s"
    ]


@pytest.mark.parametrize(
    "args, words",
    [
        (("--remote", "5", "--players", "4"), "--remote must be from 1 to the 4 players"),
        (("--remote", "1", "--table-code", "12ab56"), "six digits"),
        (("--remote", "1", "--players", "9"), "players"),
        (("--remote", "1", "--ai", "genius"), "unknown level"),
    ],
)
def test_host_refuses_bad_options_in_one_line(tmp_path, args, words):
    args = list(args)
    if "--table-code" not in args:
        args += ["--table-code", CODE]
    r = subprocess.run(
        cli("host", "--port", "0", "--out", str(tmp_path), *args),
        capture_output=True,
        text=True,
        timeout=WATCHDOG,
    )
    assert r.returncode == 2 and len(r.stderr.splitlines()) == 1 and words in r.stderr


def test_join_refuses_a_name_longer_than_24_characters(tmp_path):
    status, _, err = finish(join(1, "x" * 25, tmp_path))
    assert status == 2 and "24 characters" in err


def _wait_for(predicate, what):
    deadline = time.monotonic() + WATCHDOG
    while not predicate():
        if time.monotonic() > deadline:
            pytest.fail(f"waited too long for {what}")
        time.sleep(0.02)


def test_a_joiner_killed_mid_hand_rejoins_with_its_stored_token(tmp_path):
    host, port = start_host(
        tmp_path,
        *("--players", "3", "--remote", "2", "--target", "31", "--ai", "random"),
        *("--move-delay", "0.02", "--seed", "3"),
    )
    anna = join_first(port, "Anna", tmp_path)
    bruno = join(port, "Bruno", tmp_path)
    anna_log = tmp_path / "Anna.jsonl"

    def mid_hand():
        return any(m["type"] == "state" and m["plays"] >= 4 for m in lines(anna_log))

    _wait_for(mid_hand, "Anna to be in the middle of a hand")
    os.kill(anna.pid, signal.SIGKILL)
    anna.communicate(timeout=WATCHDOG)
    assert anna.returncode == -signal.SIGKILL
    kept = json.loads((tmp_path / "Anna.token").read_text())[f"{LOOPBACK}:{port}"]
    token = kept["token"]
    assert len(token) == 32 and len(kept["fingerprint"]) == 64  # the host's pin (protocol 3)
    before = len(lines(anna_log))

    # Meanwhile the computer plays Anna's seat; Bruno is told so.
    def seat_played_by_computer():
        return any(
            m["type"] == "seats" and m["seats"][0]["status"] == "computer"
            for m in lines(tmp_path / "Bruno.jsonl")
        )

    _wait_for(seat_played_by_computer, "the host to notice Anna's seat is empty")
    again = join(port, "Anna", tmp_path)
    status, _, err = finish(again)
    assert status == 0, err
    assert finish(bruno)[0] == 0
    assert finish(host)[0] == 0
    after = lines(anna_log)[before:]
    assert after[0]["type"] == "welcome" and after[0]["started"] and after[0]["seat"] == 0
    assert any(m["type"] == "state" for m in after)
    statuses = [m["seats"][0]["status"] for m in lines(tmp_path / "Bruno.jsonl") if "seats" in m]
    assert "computer" in statuses and statuses[-1] == "present"
    match = loads((tmp_path / "out" / "match-0001.json").read_text(encoding="utf-8"))
    assert match.finished and match.seats[0].name == "Anna"


def test_a_host_killed_mid_match_resumes_from_its_autosave_and_everyone_rejoins(tmp_path):
    keep = tmp_path / "table.json"
    options = (
        *("--players", "3", "--remote", "2", "--target", "31", "--ai", "random"),
        *("--move-delay", "0.02", "--seed", "5", "--autosave", str(keep), "--idle", "10"),
    )
    host, port = start_host(tmp_path, *options)
    anna = join_first(port, "Anna", tmp_path)
    bruno = join(port, "Bruno", tmp_path)
    anna_log = tmp_path / "Anna.jsonl"

    def mid_hand():
        return keep.exists() and any(
            m["type"] == "state" and m["plays"] >= 4 for m in lines(anna_log)
        )

    _wait_for(mid_hand, "the match to be under way")
    os.kill(host.pid, signal.SIGKILL)
    host.communicate(timeout=WATCHDOG)
    assert keep.stat().st_mode & 0o077 == 0  # the tokens in it are the host's secret
    seen = [m for m in lines(anna_log) if m["type"] == "state"]
    first_cards = next(m["view"]["cards"] for m in seen if m["hand"] == 0)

    again = subprocess.Popen(
        cli("host", "--port", str(port), "--table-code", CODE, "--out", str(tmp_path / "out"))
        + list(options),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert again.stdout.readline().strip() == f"resumed the table of {keep}"
    assert finish(anna)[0] == 0 and finish(bruno)[0] == 0
    status, _, err = finish(again)
    assert status == 0, err
    assert not keep.exists()
    match = loads((tmp_path / "out" / "match-0001.json").read_text(encoding="utf-8"))
    assert match.finished and [s.name for s in match.seats][:2] == ["Anna", "Bruno"]
    # The hand dealt before the crash is the record's own: Anna's first view showed her deal.
    assert sorted(c.code for c in match.hands[0].deal.hands[0]) == sorted(first_cards)
    for name in ("Anna", "Bruno"):
        welcomes = [m for m in lines(tmp_path / f"{name}.jsonl") if m["type"] == "welcome"]
        assert len(welcomes) == 2 and welcomes[1]["started"], name
