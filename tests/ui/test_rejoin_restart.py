"""A joiner's seat survives the joiner's app: a joiner killed with SIGKILL mid-match sits back
down from a fresh *Join a table* ("Rejoin the table at …"), gets its own hand again and plays
the match to its end; a kept seat the host no longer knows is said so and forgotten; a host
that does not answer leaves the seat kept. The kept seat's file (``remote.rejoin``) is checked
on its own too. Loopback only, port 0, every wait bounded by a watchdog."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from ciapano_qt.engine.cards import CARDS, cards_of
from ciapano_qt.engine.rules import Rules
from ciapano_qt.ui.remote.rejoin import Rejoin, RejoinStore

from .net_helpers import LOOPBACK, WATCHDOG, autoplay, host_table, seat_kinds

CODE = "314159"
TOKEN = "0123456789abcdef0123456789abcdef"
PIN = "0123456789abcdef" * 4  # a host certificate's fingerprint (the rejoin's pin)


def _hosted(qtbot, rules: Rules, layout: list[str], names: list[str]):
    return host_table(qtbot, rules, layout, names, CODE, seed=11)


def _join_dialog(qtbot, settings, note: Path):
    from ciapano_qt.ui.dialogs.join import JoinDialog

    dialog = JoinDialog(settings, find_address=LOOPBACK, find_port=1, store_path=note)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_joiner_killed_mid_match_sits_back_down_after_a_restart(qtbot, settings, tmp_path):
    table, link, host, port = _hosted(
        qtbot, Rules(players=3, target=11), ["remote", "remote", "computer"], ["", "", "Carla"]
    )
    note = tmp_path / "rejoin-table.json"
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("rejoin_child.py")), str(port), CODE, note],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
    )
    try:
        qtbot.waitUntil(
            lambda: ("Bruno", "remote", "present") in seat_kinds(host), timeout=WATCHDOG
        )
        link.start_match()
        store = RejoinStore(note)
        qtbot.waitUntil(lambda: store.read() is not None, timeout=WATCHDOG)
    finally:
        child.send_signal(signal.SIGKILL)  # mid-match: no bye, nothing saved after this
        child.wait(30)
    kept = store.read()
    pin = link.host.identity.fingerprint  # the host's certificate as the joiner saw it
    assert kept == Rejoin(LOOPBACK, port, 1, "Bruno", table.remote[1].token, pin)
    text = note.read_text(encoding="utf-8")
    assert not any(f'"{c.code}"' in text for c in CARDS)  # no card at all, hidden or not
    if os.name == "posix":
        assert note.stat().st_mode & 0o777 == 0o600  # the token is a secret
    # The host sees the seat empty: the computer plays it until Bruno is back.
    qtbot.waitUntil(lambda: host.played_by_computer(1), timeout=WATCHDOG)

    dialog = _join_dialog(qtbot, settings, note)
    assert not dialog.rejoin_button.isHidden() and not dialog.forget_button.isHidden()
    assert dialog.rejoin_button.text() == f"Rej&oin the table at {LOOPBACK}:{port} (as Bruno)"
    dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG)
    joiner = dialog.window_.session
    assert joiner.viewer == 1 and joiner.seat_name(1) == "Bruno"
    qtbot.waitUntil(lambda: not host.played_by_computer(1), timeout=WATCHDOG)

    def own_hand_is_the_hosts() -> bool:
        state = table.match.hand if table.match else None
        mine = {int(c) for c in cards_of(state.hands[1])} if state is not None else set()
        return bool(mine) and set(joiner.viewer_hand()) == mine

    qtbot.waitUntil(own_hand_is_the_hosts, timeout=WATCHDOG)  # its own hand, again
    assert store.read() == kept  # the same seat, the same token
    played: list[list[int]] = [[], []]
    autoplay(host, played[0])
    autoplay(joiner, played[1])
    qtbot.waitUntil(lambda: host.finished and joiner.finished, timeout=WATCHDOG)
    assert played[1]  # Bruno played on from the rejoined seat
    assert [s.total for s in host.seats()] == [s.total for s in joiner.seats()]
    assert store.read() is None and not note.exists()  # the match is over: forgotten
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)
    dialog.window_.close()


def test_a_kept_seat_the_host_no_longer_knows_is_told_and_forgotten(qtbot, settings, tmp_path):
    from ciapano_qt.ui.remote.texts import refusal_text

    _table, link, host, port = _hosted(
        qtbot, Rules(players=3, target=11), ["remote", "computer", "computer"], ["", "B", "C"]
    )
    link.start_match()
    qtbot.waitUntil(lambda: host.has_match, timeout=WATCHDOG)
    note = tmp_path / "rejoin-table.json"
    store = RejoinStore(note)
    pin = link.host.identity.fingerprint
    assert store.keep(Rejoin(LOOPBACK, port, 1, "Bruno", TOKEN, pin))  # a match since ended
    dialog = _join_dialog(qtbot, settings, note)
    assert not dialog.rejoin_button.isHidden()
    dialog.rejoin()
    qtbot.waitUntil(lambda: dialog.session is None, timeout=WATCHDOG)
    assert dialog.note.text() == refusal_text("token")
    assert dialog.note.text() == "Your seat at this table is no longer kept (its match is over)."
    assert store.read() is None and dialog.rejoin_button.isHidden()
    assert dialog.window_ is None and dialog.join_button.isEnabled()
    link.close()
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)


def test_a_host_that_does_not_answer_leaves_the_seat_kept(qtbot, settings, tmp_path):
    with socket.socket() as s:  # a port nobody listens on: bound, never listening
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
        note = tmp_path / "rejoin-table.json"
        store = RejoinStore(note)
        store.keep(Rejoin(LOOPBACK, port, 2, "Bruno", TOKEN, PIN))
        dialog = _join_dialog(qtbot, settings, note)
        dialog.rejoin()
        qtbot.waitUntil(lambda: dialog.session is None, timeout=WATCHDOG)
    assert dialog.note.text().startswith("No table answers at that address (")
    assert dialog.note.text().endswith("Your seat stays kept: try again once the host is back.")
    assert store.read() == Rejoin(LOOPBACK, port, 2, "Bruno", TOKEN, PIN)
    assert not dialog.rejoin_button.isHidden() and dialog.rejoin_button.isEnabled()
    dialog.forget_button.click()  # the player gives the seat up
    assert store.read() is None and not note.exists() and dialog.rejoin_button.isHidden()


def test_the_kept_seat_file_round_trips_and_refuses_what_it_did_not_write(tmp_path):
    note = tmp_path / "sub" / "rejoin-table.json"
    store = RejoinStore(note)
    assert store.read() is None  # nothing kept
    seat = Rejoin("fe80::1%eth0", 40000, 3, "Anna Maria", TOKEN, PIN)
    assert store.keep(seat) and store.read() == seat
    assert seat.address == "[fe80::1%eth0]:40000"
    store.forget("f" * 32)  # another seat's token: this one stays
    assert store.read() == seat
    good = json.loads(note.read_text(encoding="utf-8"))
    bad_values = {
        "format": "ciapano-record",
        "version": 1,  # before protocol 3: no pin, so no rejoin without the code
        "host": "",
        "port": 0,
        "seat": 8,
        "name": "<b>" + "x" * 30,
        "token": TOKEN.upper(),
        "fingerprint": PIN[:-1],
    }
    for key, value in bad_values.items():
        note.write_text(json.dumps({**good, key: value}), encoding="utf-8")
        assert store.read() is None, key
    for text in ("", "{", "[]", '{"format": "ciapano-rejoin"}', " " * 5000):
        note.write_text(text, encoding="utf-8")
        assert store.read() is None, text
    note.write_text(json.dumps({**good, "seat": True}), encoding="utf-8")
    assert store.read() is None  # a bool is not a seat
    note.write_text(json.dumps(good), encoding="utf-8")
    assert store.read() == seat
    store.forget()
    assert not note.exists()
    store.forget()  # nothing to forget: no error


@pytest.mark.skipif(os.name != "posix", reason="a folder made read-only")
def test_a_seat_that_cannot_be_kept_is_no_error(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "rejoin-table.json").mkdir()  # a folder where the file should be
    assert not RejoinStore(folder / "rejoin-table.json").keep(
        Rejoin(LOOPBACK, 1, 0, "A", TOKEN, PIN)
    )
