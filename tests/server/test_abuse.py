"""Misbehaving clients at a club on loopback (bounded in count and time), from many 127.0.0.x
addresses, while an honest match finishes untouched; another protocol version refused in one
line naming both; no server answering is exit 3."""

from __future__ import annotations

import asyncio
import json
import ssl
import subprocess
import sys

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club import online as online_module
from ciapano_qt.net.protocol import PROTOCOL_VERSION
from ciapano_qt.storage.saves import read_record_file

from .helpers import WATCHDOG, byte_leaks, code_of, creating, joining, records, start_club
from .processes import CLI, ROOT

HELLO = {"type": "hello", "app": "ciapano", "protocol": PROTOCOL_VERSION, "name": "X"}
MISBEHAVING = 200
JOIN = ("--join", "KQ7M-3XTR-W9")


def _context(cert) -> ssl.SSLContext:  # type: ignore[no-untyped-def]
    return ssl.create_default_context(cafile=str(cert))


def _mischief(i: int) -> list[str | bytes]:
    """What misbehaving client ``i`` sends."""
    kinds = [
        [b"\x00\x01binary"],
        ["x" * 5000],  # over the size cap
        ["{not json"],
        ["[1, 2, 3]"],
        ["[" * 5000 + "]" * 5000],
        [json.dumps({**HELLO, "name": "\ud800"})],  # a lone surrogate
        [json.dumps({**HELLO, "name": "\u202eevil"})],
        [json.dumps({"type": "play", "hand": 0, "plays": 0, "card": "AD"})],  # before hello
        [json.dumps(HELLO)] + [json.dumps({"type": "list"})] * 60,  # a flood
        [json.dumps(HELLO)] + [json.dumps({"type": "join", "code": f"{i:010d}"})] * 12,
        [
            json.dumps(HELLO),
            json.dumps(
                {
                    "type": "create",
                    "rules": {"players": 99},
                    "seats": ["person", "easy"],
                    "public": True,
                }
            ),
        ]
        * 3,
        [json.dumps(HELLO), json.dumps({"type": "start"}), json.dumps({"type": "bye"})],
        [json.dumps({**HELLO, "protocol": "2"})],  # a string: invalid, not a version
        [json.dumps({**HELLO, "token": "f" * 32})],
    ]
    return kinds[i % len(kinds)]


STAYS_OPEN = (9, 10)  # mischief the lobby answers with denials, the connection kept
FLOOD = 8  # the flood of lists


async def _misbehave(url: str, context: ssl.SSLContext, i: int) -> tuple[int, bool]:
    """Send the mischief; return how many messages the server answered, and whether it closed
    the connection before answering them all."""
    answered = 0
    source = f"127.0.0.{20 + i % 40}"
    sent = _mischief(i)
    expected = len(sent) if i % 14 in STAYS_OPEN else 10_000  # else: until the server closes
    try:
        async with connect(
            url, ssl=context, local_addr=(source, 0), open_timeout=20, max_size=2**20
        ) as ws:
            for message in sent:
                await ws.send(message)
            while answered < expected:
                reply = json.loads(await asyncio.wait_for(ws.recv(), 20))
                answered += 1
                if reply["type"] in ("closed", "refused"):
                    return answered, True
    except ConnectionClosed:
        return answered, True
    return answered, False


async def _scenario(tmp_path):
    run = await start_club(tmp_path)
    try:
        context = _context(run.cert)
        told: list[str] = []
        rules = Rules(players=4, target=11, hands_limit=2)
        ada, ada_frames = creating(
            run, rules.to_dict(), ["person", "person", "random", "random"], 2, told=told
        )
        honest = [asyncio.ensure_future(ada.run())]
        bob, bob_frames = joining(run, "Bob", 7, code=await code_of(told))
        honest.append(asyncio.ensure_future(bob.run()))
        answered = []
        for wave in range(0, MISBEHAVING, 50):  # at most 50 at once
            answered += await asyncio.wait_for(
                asyncio.gather(*(_misbehave(run.url, context, i) for i in range(wave, wave + 50))),
                WATCHDOG,
            )
        results = await asyncio.wait_for(asyncio.gather(*honest), WATCHDOG)
        for _ in range(100):  # every misbehaving connection is gone
            if not run.club.core.clients:
                break
            await asyncio.sleep(0.05)
        return run, results, [ada_frames, bob_frames], answered
    finally:
        await run.club.stop()


def test_misbehaving_clients_are_closed_and_an_honest_match_finishes(tmp_path):
    run, results, taps, answered = asyncio.run(_scenario(tmp_path))
    assert results == [(0, "the match is over")] * 2
    (path,) = records(tmp_path)
    match, _ = read_record_file(path)
    for seat, frames in enumerate(taps):
        assert byte_leaks(match, seat, frames.frames) == []
    assert run.club.errors == [] and run.club.core.clients == {}
    assert len(answered) == MISBEHAVING
    for i, (count, closed) in enumerate(answered):
        assert closed == (i % 14 not in STAYS_OPEN), (i, count)
        if i % 14 == FLOOD:
            assert count < len(_mischief(i))  # the flood is cut short
    assert len(run.club.core.rooms) == 0  # no table made by the mischief outlived it


def test_another_protocol_version_is_refused_in_one_line_naming_both(tmp_path, monkeypatch):
    async def scenario():
        run = await start_club(tmp_path)
        try:
            monkeypatch.setattr(online_module, "PROTOCOL_VERSION", PROTOCOL_VERSION + 1)
            client, _ = joining(run, "Old", 1, code="KQ7M-3XTR-W9")
            return await asyncio.wait_for(client.run(), WATCHDOG)
        finally:
            await run.club.stop()

    code, line = asyncio.run(scenario())
    assert code == 2 and "\n" not in line
    assert line == (
        f"refused: this server speaks protocol version {PROTOCOL_VERSION}, the program "
        f"connecting speaks {PROTOCOL_VERSION + 1}: both need the same version of Ciapanò"
    )


@pytest.mark.parametrize(
    ("args", "status", "text"),
    [
        (
            ["wss://127.0.0.1:9", *JOIN, "--wait", "0.5"],
            3,
            "no server answered at wss://127.0.0.1:9",
        ),
        (["ws://127.0.0.1:9", *JOIN], 2, "starts with wss:// (there is no plain-text mode)"),
        (["wss://127.0.0.1:9", "--create", "--matches", "30"], 2, "--matches is 1 to 20"),
        (["wss://127.0.0.1:9", "--create", "--players", "9"], 2, "players must be from 2 to 8"),
        (["wss://127.0.0.1:9", *JOIN, "--pin", "AB:CD"], 2, "64 hex digits"),
    ],
)
def test_the_online_command_exits_with_one_line(args, status, text):
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            CLI,
            "online",
            *args,
            "--name",
            "N",
            "--ai",
            "random",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == status and text in r.stderr and r.stderr.count("\n") == 1


def test_a_server_whose_certificate_is_not_the_pinned_one_is_refused_before_any_hello(tmp_path):
    async def scenario():
        run = await start_club(tmp_path)
        try:
            client, frames = joining(run, "Eve", 1, code="KQ7M-3XTR-W9")
            client.pin = "AB:" * 31 + "AB"
            result = await asyncio.wait_for(client.run(), WATCHDOG)
            return result, frames, run.club.core.clients
        finally:
            await run.club.stop()

    (code, line), frames, clients = asyncio.run(scenario())
    assert code == 2 and line.endswith("the server's certificate is not the pinned one")
    assert frames.frames == [] and clients == {}


def test_the_server_takes_a_given_certificate_and_names_a_bad_one_in_one_line(tmp_path):
    from ciapano_qt.server.tls import fingerprint_file, self_signed

    from .processes import START

    cert, key = self_signed(tmp_path / "given")
    other_cert, _ = self_signed(tmp_path / "other")
    base = [sys.executable, "-c", START, "--port", "0", "--data", str(tmp_path / "data")]
    bad = subprocess.run(
        [*base, "--cert", str(other_cert), "--key", str(key)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert bad.stderr.startswith(f"ciapano-server: cannot use the certificate {other_cert}")
    half = subprocess.run(
        [*base, "--cert", str(cert)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert half.returncode != 0 and "give --cert and --key together" in half.stderr
    good = subprocess.Popen(
        [*base, "--cert", str(cert), "--key", str(key)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert good.stdout is not None
        assert good.stdout.readline().startswith("listening on 127.0.0.1:")
        assert good.stdout.readline().split()[-1] == fingerprint_file(cert)
    finally:
        good.terminate()
        good.communicate(timeout=30)
    assert not (tmp_path / "data" / "tls").exists()  # no certificate of its own was made


def test_a_second_server_on_the_same_data_folder_is_refused_in_one_line(tmp_path):
    from .processes import START, Server

    first = Server(tmp_path / "data")
    try:
        second = subprocess.run(
            [sys.executable, "-c", START, "--port", "0", "--data", str(tmp_path / "data")],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 2
        assert second.stderr == f"ciapano-server: another ciapano-server uses {tmp_path / 'data'}\n"
    finally:
        first.stop()
    again = Server(tmp_path / "data")  # the first one gone, its lock went with it
    again.stop()
