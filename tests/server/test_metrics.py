"""The club's /metrics page: a real ``ciapano-server`` process serves it on loopback, off by
default, and its figures follow what happened (a hand-counted match and refusal)."""

from __future__ import annotations

import signal
import urllib.request
from pathlib import Path

import pytest

from ciapano_qt.cli.serve import build_parser
from ciapano_qt.server.counts import cards_between

from .processes import Server, finished, kill_left, online


def _scrape(url: str) -> dict[str, float]:
    with urllib.request.urlopen(url, timeout=30) as r:
        assert r.headers["Content-Type"].startswith("text/plain")
        text = r.read().decode("utf-8")
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def test_metrics_are_scraped_on_loopback_from_a_real_server(tmp_path: Path) -> None:
    server = Server(tmp_path / "data", extra=("--metrics-port", "0"))
    procs = []
    try:
        assert server.proc.stdout is not None
        line = server.proc.stdout.readline().strip()
        assert line.startswith("metrics on http://127.0.0.1:") and line.endswith("/metrics")
        url = line.rsplit(" ", 1)[1]
        before = _scrape(url)
        assert before == {
            "ciapano_tables": 0.0,
            "ciapano_connections": 0.0,
            "ciapano_cards_total": 0.0,
            "ciapano_refusals_total": 0.0,
            "ciapano_errors_total": 0.0,
            "ciapano_lease_moves_total": 0.0,
        }
        cafile = str(tmp_path / "data" / "tls" / "cert.pem")
        # One hand of classic for four (40 cards), one person and three computers.
        play = online(
            server.url,
            "--name",
            "Ada",
            "--ai",
            "random",
            "--cafile",
            cafile,
            "--create",
            "--remote",
            "1",
            "--computers",
            "random",
            "--hands-limit",
            "1",
        )
        # An invitation code no table has: denied, one refusal.
        wrong = online(
            server.url,
            "--name",
            "Bo",
            "--ai",
            "random",
            "--cafile",
            cafile,
            "--join",
            "KQ7M-3XTR-W9",
            "--token-file",
            str(tmp_path / "t.json"),
        )
        procs = [play, wrong]
        finished((play,))
        _out, err = wrong.communicate(timeout=60)
        assert wrong.returncode == 2 and "no table has that invitation code" in err
        after = _scrape(url)
        assert after["ciapano_cards_total"] == 40.0
        assert after["ciapano_refusals_total"] == 1.0
        assert after["ciapano_errors_total"] == 0.0
        assert after["ciapano_lease_moves_total"] == 0.0
    finally:
        kill_left(procs)
        assert server.stop() == 0


def test_there_is_no_metrics_page_unless_asked(tmp_path: Path) -> None:
    args = build_parser().parse_args(["--port", "0"])
    assert args.metrics_port is None and args.metrics_bind is None
    server = Server(tmp_path / "data")
    try:
        server.proc.send_signal(signal.SIGTERM)
        out, _err = server.proc.communicate(timeout=30)
        assert server.proc.returncode == 0
        assert out == ""  # after the three lines Server read: no metrics line
    finally:
        kill_left([server.proc])


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--metrics-bind", "127.0.0.1"], "--metrics-bind goes with --metrics-port"),
        (["--metrics-port", "70000"], "--metrics-port is 0 to 65535"),
    ],
)
def test_metrics_flags_that_do_not_fit_are_refused(flags: list[str], message: str) -> None:
    from ciapano_qt.cli.serve import main

    with pytest.raises(SystemExit, match=message):
        main(["--port", "0", "--data", "/nonexistent-unused", *flags])


def test_cards_between_two_moments_counted_by_hand() -> None:
    assert cards_between(None, (0, 0, 0)) == 0  # the start
    assert cards_between((0, 0, 0), (0, 0, 1)) == 1
    assert cards_between((0, 0, 3), (0, 0, 5)) == 2
    assert cards_between((0, 0, 39), (0, 1, 0)) == 1  # the last card of a hand, the next dealt
    assert cards_between((0, 0, 39), (1, 0, 40)) == 1  # the last card of a match
    assert cards_between((1, 3, 40), (1, 0, 0)) == 0  # the next match dealt
