"""A hostile host against a client: the client checks everything, never crashes, never
hangs (it gives up with exit 2 or 3), and plays only cards the view it checked allows."""

import asyncio
import contextlib
import json
import random
import socket
import struct

import pytest

from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.retry import CAP
from ciapano_qt.net.views import view_to_json

from .helpers import CODE, LOOPBACK, WATCHDOG, secure_server

RULES = Rules(players=3, target=11)


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def welcome(**over):
    seats = [{"name": f"P{i}", "kind": "remote", "status": "present"} for i in range(3)]
    m = {
        "type": "welcome",
        "hand": 0,
        "plays": 0,
        "protocol": 3,
        "seat": 0,
        "rules": RULES.to_dict(),
        "seats": seats,
        "idle": 60,
        "started": True,
    }
    m.update(over)
    return m


def real_view(seed=1):
    """A true view of seat 0 when it is seat 0's turn, from a real deal."""
    rng = random.Random(seed)
    match = Match(RULES)
    match.deal_hand(rng)
    state = match.hand
    if state.phase == "discard":
        match.play(state.legal_moves()[0])
    while state.current != 0:
        match.play(state.legal_moves()[0])
    return view_of(state, 0), len(state.plays)


def state_message(view_json, plays, **over):
    m = {"type": "state", "hand": 0, "plays": plays, "view": view_json}
    m.update(over)
    return m


def scripts():
    view, plays = real_view()
    good = view_to_json(view)
    bad_views = [
        {**good, "seat": 1},
        {**good, "legal": ["3B", "2B", "AB"] if "3B" not in good["cards"] else ["AD"]},
        {**good, "cards": good["cards"] + good["played"][:1]},
        {**good, "known": [["AD", "AD"], [], []]},
        {**good, "hand_sizes": [99, 1, 1]},
        {**good, "evil": "<script>"},
        {**good, "current": -1},
        "not a view",
        None,
        {**good, "played": good["played"] + ["ZZ"]},
    ]
    return {
        "oversized": [struct.pack(">I", 2**31)],
        "noise": [
            frame(bytes(random.Random(i).randrange(256) for _ in range(30))) for i in range(12)
        ],
        "bad-welcomes": [
            frame(welcome(seats=[{"name": "x" * 25, "kind": "remote", "status": "present"}] * 3)),
            frame(welcome(rules={"players": 99})),
            frame(welcome(seat=7)),
            frame(welcome(protocol=4)),
            frame(welcome(hand=-1)),
            frame(welcome(idle="soon")),
            frame(welcome(seats=[])),
            frame(welcome(extra=1)),
            frame({"type": "state", "hand": 0, "plays": 0, "view": good}),  # before a welcome
            frame(welcome(rules={"variant": "busca", "players": 3})),
            frame(b"[" * 3000 + b"]" * 3000),
        ],
        "bad-views": [frame(welcome())] + [frame(state_message(v, plays)) for v in bad_views],
        "control-text": [
            frame(
                {"type": "refused", "hand": 0, "plays": 0, "reason": "code", "message": "\x1b[2J"}
            ),
            frame({"type": "refused", "hand": 0, "plays": 0, "reason": "code", "message": "wrong"}),
        ],
        "silent": [],
        "turn": [frame(welcome()), frame(state_message(good, plays))],
    }


async def fake_host(script, log):
    """A host that speaks protocol 3 as a real one does up to the code's proof (TLS, SPAKE2
    on the right code), then plays ``script`` inside TLS; ``log`` gets what the client sent
    after the proof, in clear."""

    async def serve(wire):
        for chunk in script:
            wire.write(chunk)
            await asyncio.sleep(0)
        try:
            while data := await asyncio.wait_for(wire.read(), 5):
                log.append(data)
        except (TimeoutError, ConnectionError):
            pass

    return await secure_server(serve)


def run_against(script):
    log: list[bytes] = []

    async def scenario():
        server = await fake_host(script, log)
        port = server.sockets[0].getsockname()[1]
        joiner = Joiner(LOOPBACK, port, "Anna", "easy", CODE, wait=1.0, silence=0.5)
        result = await joiner.run()
        server.close()
        return result, joiner

    result, joiner = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    return result, joiner, b"".join(log)


@pytest.mark.parametrize(
    "name, status, words",
    [
        ("oversized", 2, "broke the protocol"),
        ("noise", 2, "invalid messages"),
        ("bad-welcomes", 2, "invalid messages"),
        ("bad-views", 2, "invalid messages"),
        ("control-text", 2, "refused: wrong"),
        ("silent", 3, "no host answered"),
    ],
)
def test_a_hostile_host_gets_nothing_but_a_clean_exit(name, status, words):
    (code, message), _joiner, sent = run_against(scripts()[name])
    assert code == status and words in message
    assert "\x1b" not in message
    # The client said hello and never played a card on any of these.
    assert b'"play"' not in sent and b'"discard"' not in sent


def test_a_client_plays_only_a_card_its_checked_view_allows():
    view, plays = real_view()
    (code, _message), _joiner, sent = run_against(scripts()["turn"])
    assert code == 3  # the fake host never moves on
    bodies = []
    while sent:
        (n,) = struct.unpack(">I", sent[:4])
        bodies.append(json.loads(sent[4 : 4 + n]))
        sent = sent[4 + n :]
    intents = [b for b in bodies if b["type"] == "play"]
    assert intents and all(b["hand"] == 0 and b["plays"] == plays for b in intents)
    assert {b["card"] for b in intents} <= {c.code for c in view.legal_moves}


def test_no_host_at_all_is_exit_3():
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]  # closed again: nobody listens there

    async def scenario():
        return await Joiner(LOOPBACK, port, "Anna", "easy", CODE, wait=0.5).run()

    code, message = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert code == 3 and f"{LOOPBACK}:{port}" in message


# Hosts that keep a joiner spinning (issue 32, finding 4): each test counts the connections
# a joiner makes and is bounded in time; before the fix each spun for ever.

BOUND = 20.0  # seconds: far more than any of these joiners needs to give up


def run_against_churn(serve, wait=1.0, silence=0.5, before_proof=None):
    """A joiner against the protocol-3 host ``serve(n, wire)`` (``n``: the connection's number
    from 1, ``wire``: inside TLS once the code is proven, the hello still to read): its
    result, and how many connections it made and the host served. ``before_proof``: the
    host's answer to the SPAKE2 start instead (a refusal before the proof)."""
    count = [0]

    async def scenario():
        async def one(wire):
            count[0] += 1
            with contextlib.suppress(ConnectionError, OSError):
                await serve(count[0], wire)

        def refuse():
            count[0] += 1
            return before_proof

        server = await secure_server(one, refuse=refuse if before_proof else None)
        port = server.sockets[0].getsockname()[1]
        joiner = Joiner(LOOPBACK, port, "Anna", "easy", CODE, wait=wait, silence=silence)
        result = await joiner.run()
        server.close()
        return result, joiner

    result, joiner = asyncio.run(asyncio.wait_for(scenario(), BOUND))
    return result, joiner.attempts, count[0]


def test_a_host_that_closes_every_connection_at_once_gets_a_few_tries_not_a_storm():
    async def close_at_once(n, wire):
        return None

    (code, message), attempts, served = run_against_churn(close_at_once)
    assert code == 3 and "no host answered" in message
    # 1 s of tries, pausing 0.125 s, 0.25 s, 0.5 s ... (jittered): a handful, not 200.
    assert 2 <= served <= attempts <= 8


def test_a_host_that_greets_at_a_new_moment_and_drops_renews_nothing():
    view, plays = real_view()
    good = view_to_json(view)
    seats = welcome()["seats"]

    async def greet_and_drop(n, wire):
        await wire.read()  # the hello
        token = f"{n:032x}"  # even a new match each time
        for m in (
            welcome(),
            {"type": "start", "hand": n, "plays": plays, "token": token, "seats": seats},
            state_message(good, plays, hand=n),
        ):
            wire.write(frame(m))

    # A wait longer than the longest pause (retry.CAP): only the deadline that the host's
    # new moments do not renew ends the tries, not the pauses outgrowing it.
    (code, _message), attempts, served = run_against_churn(greet_and_drop, wait=CAP + 1.0)
    assert code == 3
    assert 2 <= served <= attempts <= 8


def test_a_host_trickling_a_frame_byte_by_byte_is_taken_as_silent():
    async def trickle(n, wire):
        wire.write(struct.pack(">I", 500))  # a frame of 500 bytes, sent 1 byte at a time
        for _ in range(500):
            wire.write(b" ")
            await wire.writer.drain()
            await asyncio.sleep(0.1)

    (code, message), attempts, served = run_against_churn(trickle, wait=1.0, silence=0.5)
    assert code == 3 and "no host answered" in message
    assert 1 <= served <= attempts <= 6


def test_a_joiner_told_busy_tries_again_and_plays(monkeypatch):
    """A host that says ``busy`` twice (its limits), then seats the joiner: the joiner waits
    and tries again instead of giving up, and plays the match to its end."""
    from ciapano_qt.net.admission import ADDRESS_PAUSED, Admission
    from ciapano_qt.net.host import Host

    from .helpers import table_for

    told = []

    def held_back(self, address, now):
        told.append(address)
        return ADDRESS_PAUSED if len(told) <= 2 else None

    monkeypatch.setattr(Admission, "held_back", held_back)
    table = table_for(Rules(players=2, target=11), 1, seed=2)

    async def scenario():
        host = Host(table, LOOPBACK, 0)
        port = await host.start()
        joiner = Joiner(LOOPBACK, port, "Anna", "random", CODE, seed=1, wait=5.0)
        result = await joiner.run()
        await host.wait_closed()
        return result, joiner

    result, joiner = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert result == (0, "the match is over")
    assert len(told) == 3 and joiner.attempts == 3


BUSY = {"type": "refused", "hand": 0, "plays": 0, "reason": "busy", "message": "wait"}


@pytest.mark.parametrize("when", ["before the proof", "after the proof"])
def test_a_joiner_told_busy_until_its_wait_ends_says_so(when):
    """``busy`` is tried again whether the host says it to the SPAKE2 start (its limits on
    code attempts) or to the hello once the code is proven."""

    async def busy(n, wire):
        await wire.read()  # the hello
        wire.write(frame(BUSY))

    before = BUSY if when == "before the proof" else None
    (code, message), attempts, served = run_against_churn(busy, before_proof=before)
    assert (code, message) == (2, "refused: wait")
    assert 2 <= served <= attempts <= 8
