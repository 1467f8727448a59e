"""``ciapano-cli server-bench`` runs end to end at two tables and prints coherent figures (the
figures themselves are measured by the command, never asserted as timings)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from ciapano_qt.server.bench.bench import percentile
from ciapano_qt.server.bench.bots import Player, Refused, source
from ciapano_qt.server.bench.node import bench_limits
from ciapano_qt.server.limits import DEFAULT_LIMITS

from .processes import ROOT

CLI = "import sys; from ciapano_qt.cli import main; sys.exit(main())"


def _bench(*flags: str) -> dict[str, str]:
    r = subprocess.run(
        [sys.executable, "-c", CLI, "server-bench", *flags],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    return dict(line.split(": ", 1) for line in r.stdout.splitlines() if ": " in line)


def _number(text: str, before: str) -> float:
    found = re.search(rf"([0-9.]+) {before}", text)
    assert found, (text, before)
    return float(found.group(1))


def test_two_tables_are_played_to_the_end_and_every_figure_is_printed_and_coherent() -> None:
    out = _bench("--tables", "2", "--think", "0", "0.01", "--ramp", "0")
    assert out["tables finished"] == "2 of 2"
    assert out["connections"] == "8 of 8"
    assert out["refusals"] == "0" and out["errors"] == "0"
    assert out["records replayed"] == "2 of 2"
    # One hand of classic for four is 40 cards a table, every one played by a bot, and each
    # bot card has its round trip.
    assert out["cards"] == "80 in the records (80 sent by bots)"
    trip = out["round trip"]
    p50, p99, top = (_number(trip, f"ms{tail}") for tail in (", p99", ", max", " \\("))
    assert 0 < p50 <= p99 <= top
    assert "(80 cards)" in trip
    assert _number(out["server CPU per card"], "ms") > 0
    assert _number(out["bots' CPU per card"], "ms") > 0
    assert re.fullmatch(
        r"\d+ KB \(node [0-9.]+ MB at the start, [0-9.]+ MB at the peak\)",
        out["resident memory per table"],
    )
    assert out["file descriptors"].startswith("soft limit")
    assert re.fullmatch(r"[0-9.]+ [0-9.]+ [0-9.]+", out["load average before"])


def test_a_node_killed_mid_match_its_tables_resume_at_the_other_and_the_failover_is_printed() -> (
    None
):
    out = _bench(
        *("--tables", "2", "--nodes", "2", "--kill-node-after", "3"),
        *("--think", "0.1", "0.2", "--ramp", "0"),
    )
    # Table 0 was node 0's: killed 3 s into its 40 cards of 0.1-0.2 s each, it moves.
    assert out["tables finished"] == "2 of 2"
    assert out["refusals"] == "0" and out["errors"] == "0"
    assert out["records replayed"] == "2 of 2"
    assert out["cards"].startswith("80 in the records")
    moved = re.fullmatch(
        r"node 0 killed 3 s in; 1 tables moved, first card after the kill: "
        r"p50 ([0-9.]+) s, max ([0-9.]+) s",
        out["failover"],
    )
    assert moved, out["failover"]
    assert 0 < float(moved.group(1)) <= float(moved.group(2))
    # Reconnections: every seat of the moved table connected at least twice.
    assert int(out["connections"].split(" of ")[0]) >= 8 + 4


def test_the_benchmarks_bad_options_are_refused_with_one_line() -> None:
    r = subprocess.run(
        [sys.executable, "-c", CLI, "server-bench", "--tables", "2", "--think", "2", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2
    assert (
        r.stderr.strip()
        == "ciapano-cli server-bench: --think is MIN MAX seconds, 0 <= MIN <= MAX <= 60"
    )


def test_nearest_rank_percentiles_of_a_hand_made_list() -> None:
    values = [float(v) for v in range(1, 101)]  # 1..100
    assert percentile(values, 50) == 50.0
    assert percentile(values, 99) == 99.0
    assert percentile(values, 100) == 100.0
    assert percentile([7.0], 99) == 7.0
    assert percentile([], 50) == 0.0


def test_the_benchmarks_node_raises_only_the_three_limits_that_must_fit_its_tables() -> None:
    lim = bench_limits(1000)
    assert (lim.connections, lim.tables, lim.creates_total) == (4064, 1000, 1000)
    assert lim.connections_per_address == DEFAULT_LIMITS.connections_per_address
    assert lim.message_rate == DEFAULT_LIMITS.message_rate
    assert bench_limits(10) == DEFAULT_LIMITS


def test_a_bots_player_answers_the_lobby_starts_its_table_and_plays_only_on_its_turn() -> None:
    create = {"rules": {"players": 4}, "seats": ["person"] * 4, "public": False}
    p = Player("Bot 0.0", create, people=4)
    assert p.hello() == {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Bot 0.0"}
    assert p.replies({"type": "lobby", "protocol": 3, "name": "C"}) == [
        {"type": "create", **create}
    ]
    assert p.replies({"type": "created", "table": "t", "code": "KQ7M-3XTR-W9"}) == []
    assert p.code == "KQ7M-3XTR-W9"
    seats = [{"name": "x", "kind": "remote", "status": "present"}] * 3
    seats.append({"name": "", "kind": "remote", "status": "computer"})
    welcome = {"type": "welcome", "hand": 0, "plays": 0, "seat": 0, "seats": seats}
    assert p.replies({**welcome, "started": False}) == []  # three of four present
    full = [{"name": "x", "kind": "remote", "status": "present"}] * 4
    assert p.replies({"type": "seats", "hand": 0, "plays": 0, "seats": full}) == [{"type": "start"}]
    assert p.replies({"type": "seats", "hand": 0, "plays": 0, "seats": full}) == []  # once
    p.replies({"type": "start", "hand": 0, "plays": 0, "token": "tok", "seats": full})
    assert p.token == "tok" and p.hello()["token"] == "tok"
    view = {"current": 1, "legal": ["1c"], "phase": "play"}
    assert p.turn({"type": "state", "hand": 0, "plays": 0, "view": view}) is None  # seat 1's
    mine = {"type": "state", "hand": 0, "plays": 1, "view": {**view, "current": 0}}
    assert p.turn(mine) == ["1c"]
    assert p.intent(mine, "1c") == {"type": "play", "hand": 0, "plays": 1, "card": "1c"}
    assert p.turn(mine) is None  # sent already
    p.hello()  # a new connection (the card may have been lost with the old one)
    assert p.turn(mine) == ["1c"]
    p.replies({"type": "match_over", "hand": 0, "plays": 40, "last": True})
    assert p.over and p.token is None


def test_a_bots_player_takes_a_refused_token_apart_from_other_refusals() -> None:
    p = Player("Bot 1.2", None, people=4, code="KQ7M-3XTR-W9")
    assert p.replies({"type": "lobby", "protocol": 3, "name": "C"}) == [
        {"type": "join", "code": "KQ7M-3XTR-W9"}
    ]
    with pytest.raises(Refused) as e:
        p.replies({"type": "refused", "hand": 0, "plays": 0, "reason": "token", "message": "no"})
    assert e.value.token
    with pytest.raises(Refused) as e:
        p.replies({"type": "denied", "reason": "code", "message": "no table has that code"})
    assert not e.value.token and e.value.message == "denied: no table has that code"


def test_seats_connect_from_four_tables_an_address_or_one_address_a_seat() -> None:
    assert {source(i, s, False) for i in range(4) for s in range(4)} == {"127.1.0.1"}
    assert source(4, 0, False) == "127.1.0.2"
    assert source(1000, 3, False) == "127.1.1.1"  # address 250
    assert len({source(i, s, True) for i in range(10) for s in range(4)}) == 40


def test_the_soft_limit_of_open_files_is_raised_to_what_the_run_needs() -> None:
    code = (
        "import resource\n"
        "from ciapano_qt.server.bench.bench import raise_fd_limit\n"
        "soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)\n"
        "resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))\n"
        "print(raise_fd_limit(1024))\n"
        "print(resource.getrlimit(resource.RLIMIT_NOFILE)[0])\n"
        "print(raise_fd_limit(512))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    raised, now, kept = r.stdout.splitlines()
    assert raised.startswith("file descriptors: soft limit raised from 256 to 1024 (hard ")
    assert now == "1024"
    assert kept == "file descriptors: soft limit 1024 kept (needed 512)"
