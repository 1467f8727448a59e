"""``ciapano-cli server-bench`` runs end to end at two tables and prints coherent figures (the
figures themselves are measured by the command, never asserted as timings)."""

from __future__ import annotations

import re
import subprocess
import sys

from ciapano_qt.server.bench.bench import percentile
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
    assert out["cards"].startswith("80 in the records (80 played by bots, 0 by computers)")
    trip = out["round trip"]
    p50, p99, top = (_number(trip, f"ms{tail}") for tail in (", p99", ", max", " \\("))
    assert 0 < p50 <= p99 <= top
    assert "(80 cards)" in trip
    assert _number(out["server CPU per card"], "ms") > 0
    assert re.fullmatch(
        r"\d+ KB \(node [0-9.]+ MB at the start, [0-9.]+ MB at the peak\)",
        out["resident memory per table"],
    )
    assert out["file descriptors"].startswith("soft limit")
    assert re.fullmatch(r"[0-9.]+ [0-9.]+ [0-9.]+", out["load average before"])


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
