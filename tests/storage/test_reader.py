"""One reader with one set of limits (issue 21, item 4): special files, sizes, byte-order
marks, deep nesting and strictly typed records, for the app's readers and the CLI's."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ciapano_qt.engine import RecordError, Rules
from ciapano_qt.engine.record import from_record, loads, to_record
from ciapano_qt.storage.reader import read_limited
from ciapano_qt.storage.saves import AutosaveStore, import_record, record_text
from ciapano_qt.storage.stats import StatsStore

from .helpers import RULES, finished_match, get, partial_match, paths

WATCHDOG = 10.0  # seconds: a reader that hangs fails the test; nothing is timed
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return to_record(finished_match(Rules(players=3, target=21), 5))


def refused(data: Any) -> RecordError:
    with pytest.raises(RecordError) as e:
        from_record(data)
    return e.value


def in_child(code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a child Python, killed (and the test failed) if it hangs."""
    try:
        return subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            timeout=WATCHDOG,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the reader hung on a special file (killed after {WATCHDOG} s)")


# Special files --------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    code = f"""
from pathlib import Path
from ciapano_qt.storage.saves import AutosaveStore, import_record
from ciapano_qt.storage.stats import StatsStore
folder = Path({str(tmp_path)!r})
print(import_record(folder / "autosave.json").code)
print(AutosaveStore(folder).load().code)
(folder / "stats.json").unlink(missing_ok=True)
import os; os.mkfifo(folder / "stats.json")
print(StatsStore(folder).load().error.code)
"""
    child = in_child(code)
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["storage.not_a_file"] * 3
    assert fifo.exists()  # the pipe is left where it was


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_cli_refuses_a_named_pipe_and_dev_zero_in_one_line(tmp_path):
    fifo = tmp_path / "match.json"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):
        cli = in_child(
            f"import sys; from ciapano_qt.cli import main; sys.exit(main(['replay', {path!r}]))"
        )
        assert cli.returncode == 2 and cli.stdout == ""
        assert cli.stderr.count("\n") == 1 and "not a file" in cli.stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_dev_zero_is_refused_unread():
    child = in_child(
        "from ciapano_qt.storage.saves import import_record\n"
        "r = import_record('/dev/zero'); print(r.code, r.params['kind'])"
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.split() == ["storage.not_a_file", "device"]


def test_a_folder_is_refused(tmp_path):
    result = import_record(tmp_path)
    assert result.code == "storage.not_a_file" and result.params["kind"] == "folder"


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="no /proc")
def test_the_limit_holds_whatever_stat_says():
    # /proc files say they are 0 bytes long and hold more.
    assert os.stat("/proc/self/status").st_size == 0
    with pytest.raises(RecordError) as e:
        read_limited("/proc/self/status", limit=16)
    assert e.value.code == "storage.too_large" and e.value.params["size"] == 17
    assert len(read_limited("/proc/self/status")) > 16


def test_a_file_over_64_mb_is_refused_unread(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:  # sparse: no 64 MB written to the disk
        f.truncate(64 * 1024 * 1024 + 1)
    result = import_record(big)
    assert result.code == "storage.too_large" and result.params["size"] == 64 * 1024 * 1024 + 1


# Text and JSON ----------------------------------------------------------------------------


def test_a_byte_order_mark_is_accepted_by_every_reader(tmp_path, record):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode("utf-8"))
    assert import_record(path).ok
    cli = in_child(f"from ciapano_qt.cli import main; main(['replay', {str(path)!r}])")
    assert cli.returncode == 0, cli.stderr
    assert json.loads(cli.stdout)["finished"] is True


@pytest.mark.parametrize("depth", [990, 100_000])
def test_deep_nesting_is_one_line_not_a_recursion_error(tmp_path, record, depth):
    text = json.dumps(record).replace('"classic"', "[" * depth + "]" * depth, 1)
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    result = import_record(path)
    assert result.code == "record.too_deep" and "\n" not in result.message
    cli = in_child(f"from ciapano_qt.cli import main; main(['replay', {str(path)!r}])")
    assert "Traceback" not in cli.stderr and "RecursionError" not in cli.stderr


def test_a_saved_match_still_opens(tmp_path):
    for rules in RULES:
        store = AutosaveStore(tmp_path / rules.variant / str(rules.players))
        match = partial_match(rules, 3, 37)
        store.save(match, {"human": 0, "casual": True})
        assert store.load().ok
        assert loads(record_text(finished_match(rules, 4))).finished


# Strict types -----------------------------------------------------------------------------


def _set(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(data)
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


@pytest.mark.parametrize(
    "path, value",
    [
        (("hands", 0, "points", 0), True),
        (("hands", 0, "scores", 1), 4.0),
        (("hands", 0, "tricks", 0, "winner"), 1.0),
        (("hands", 0, "totals", 0), False),
        (("hands", 0, "out"), 0),
        (("result", "finished"), 1),
        (("result",), []),
        (("result",), "over"),
        (("result", "winners", 0), 0.0),
        (("hands", 0, "plays", 0), "lower"),
        (("hands", 0, "deal", 1, 0), "lower"),
        (("hands", 0, "stock"), 0),
        (("hands", 0, "stock"), ""),
        (("hands", 0, "stock"), False),
        (("hands", 0, "plays"), 0),
        (("hands", 0, "plays"), ""),
        (("hands", 0, "plays"), False),
        (("rules", "target"), 21.0),
        (("rules", "players"), True),
        (("rules", "lowest_wins_at_target"), 0),
    ],
)
def test_wrongly_typed_values_are_refused_not_coerced(record, path, value):
    if value == "lower":
        value = copy.deepcopy(record)
        for key in path:
            value = value[key]
        value = value.lower()
    err = refused(_set(record, path, value))
    assert err.code in ("record.bad_type", "record.bad_rules"), err.message
    assert "\n" not in err.message


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "ciapano-record", "format": "ciapano-record", "version": 1}',
        '{"format": "ciapano-record", "version": 1, "app": {"speed": NaN}}',
        '{"format": "ciapano-record", "version": 1, "app": [Infinity]}',
        '{"format": "ciapano-record", "version": 1, "x": -Infinity}',
    ],
)
def test_duplicate_keys_and_non_numbers_are_refused_anywhere(tmp_path, text):
    with pytest.raises(RecordError) as e:
        loads(text)
    assert e.value.code in ("record.duplicate_key", "record.not_finite")
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    assert import_record(path).code == e.value.code


def test_stats_refuse_duplicate_keys_too(tmp_path):
    store = StatsStore(tmp_path)
    store.path.write_text('{"format": "ciapano-stats", "version": 2, "groups": [], "groups": []}')
    assert store.load().error.code == "stats.duplicate_key"


# Type confusion, generated ------------------------------------------------------------------


_RECORD = to_record(finished_match(Rules(players=3, three_player_method="monte", target=21), 9))
_TYPED = [
    (p, get(_RECORD, p))
    for p in paths(_RECORD)
    if p and p[0] in ("hands", "result") and not isinstance(get(_RECORD, p), dict)
]


def _confusions(value: Any) -> list[Any]:
    """Values of the wrong JSON type that a lenient reader might take for ``value``."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None if value else 0]
    if isinstance(value, int):
        return [float(value), value == 1, str(value)]
    if isinstance(value, str):
        return [value.lower(), 0, [value]]
    if isinstance(value, list):
        return [0, "", False, {}] if value else [0, "", False]
    return []


@st.composite
def confused_record(draw: st.DrawFn) -> tuple[tuple[Any, ...], Any, dict[str, Any]]:
    path, value = draw(st.sampled_from([(p, v) for p, v in _TYPED if _confusions(v)]))
    wrong = draw(st.sampled_from(_confusions(value)))
    if wrong == value and type(wrong) is type(value):  # "AD".lower() of a number code
        wrong = 0.5
    return path, wrong, _set(_RECORD, path, wrong)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(confused_record())
def test_type_confused_records_are_refused(case):
    path, wrong, data = case
    err = refused(data)
    assert err.code.startswith("record."), (path, wrong, err.code)
    assert "\n" not in err.message
