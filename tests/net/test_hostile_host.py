"""A hostile host against a client: the client checks everything, never crashes, never
hangs (it gives up with exit 2 or 3), and plays only cards the view it checked allows."""

import asyncio
import json
import random
import socket
import struct

import pytest

from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.net.client import Joiner
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
