"""Frames, the schema both ways, and seat views on the wire."""

import json
import random
import struct

import pytest

from ciapano_qt.engine.match import Match
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.net.protocol import (
    MAX_CLIENT_MESSAGE,
    PROTOCOL_VERSION,
    FrameDecoder,
    ProtocolError,
    encode,
    parse_body,
)
from ciapano_qt.net.schema import check_client, check_host, is_name
from ciapano_qt.net.views import rules_from_json, view_from_json, view_to_json


def test_frames_split_anywhere_come_out_whole():
    frames = b"".join(encode({"type": "bye", "n": i}) for i in range(50))
    rng = random.Random(4)
    decoder = FrameDecoder(MAX_CLIENT_MESSAGE)
    bodies, i = [], 0
    while i < len(frames):
        step = rng.randint(1, 7)
        bodies += decoder.feed(frames[i : i + step])
        i += step
    assert [json.loads(b)["n"] for b in bodies] == list(range(50))
    assert decoder.pending == 0


def test_an_oversized_length_is_refused_before_its_body_arrives():
    decoder = FrameDecoder(MAX_CLIENT_MESSAGE)
    with pytest.raises(ProtocolError) as e:
        decoder.feed(struct.pack(">I", MAX_CLIENT_MESSAGE + 1))
    assert e.value.code == "too_large"
    assert decoder.pending == 4  # the header alone: the body was never waited for


@pytest.mark.parametrize(
    "body, code",
    [
        (b"\xff\xfe", "bad_json"),
        (b"{'a': 1}", "bad_json"),
        (b"[1, 2]", "not_object"),
        (b'{"a": NaN}', "bad_json"),
        (b'{"a": Infinity}', "bad_json"),
        (b'{"a": ' + b"[" * 20 + b"]" * 20 + b"}", "too_deep"),
        (b"[" * 100000 + b"]" * 100000, "bad_json"),
    ],
)
def test_bodies_that_are_not_one_json_object_are_refused(body, code):
    with pytest.raises(ProtocolError) as e:
        parse_body(body)
    assert e.value.code == code


def test_names_are_plain_text_of_at_most_24_characters():
    assert is_name("Anna") and is_name("Giòann Brambilla") and is_name("x" * 24)
    assert not is_name("x" * 25)
    assert not is_name("")
    assert not is_name(" Anna")
    assert not is_name("An\nna") and not is_name("An\u202ena") and not is_name("A\x00")
    assert is_name("<b>Anna</b>")  # allowed, and always shown as plain text


HELLO = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Anna", "code": "123456"}


@pytest.mark.parametrize(
    "message",
    [
        {**HELLO, "code": "12345"},
        {**HELLO, "code": 123456},
        {**HELLO, "token": "ABC"},
        {**HELLO, "name": "x" * 25},
        {**HELLO, "admin": True},
        {**HELLO, "app": "other"},
        {"type": "play", "hand": 0, "plays": 0, "card": "ZZ"},
        {"type": "play", "hand": -1, "plays": 0, "card": "AD"},
        {"type": "play", "hand": 0, "plays": 41, "card": "AD"},
        {"type": "play", "hand": True, "plays": 0, "card": "AD"},
        {"type": "play", "hand": 0, "plays": 0.5, "card": "AD"},
        {"type": "play", "hand": 0, "plays": 0},
        {"type": "discard", "hand": 0, "plays": 0, "card": ["AD"]},
        {"type": "state"},
        {"type": None},
    ],
)
def test_client_messages_outside_the_schema_are_refused(message):
    with pytest.raises(ProtocolError):
        check_client(message)


def test_client_messages_in_the_schema_pass():
    assert check_client(HELLO) == HELLO
    assert check_client({"type": "play", "hand": 3, "plays": 7, "card": "3B"})["card"] == "3B"
    assert check_client({"type": "bye"}) == {"type": "bye"}


def test_host_messages_carry_hand_and_plays():
    m = {"type": "rejected", "reason": "stale", "message": "late"}
    with pytest.raises(ProtocolError):
        check_host(m)
    assert check_host({**m, "hand": 0, "plays": 3})["reason"] == "stale"
    with pytest.raises(ProtocolError):
        check_host({**m, "hand": 0, "plays": 3, "reason": "because"})


def _seats(*entries):
    return {"type": "seats", "hand": 0, "plays": 0, "seats": list(entries)}


ANNA = {"name": "Anna", "kind": "remote", "status": "present"}


@pytest.mark.parametrize(
    "entry",
    [
        {"name": "Bot", "kind": "computer", "status": "computer"},  # a computer without level
        {"name": "Bot", "kind": "computer", "status": "computer", "level": "grandmaster"},
        {"name": "Bot", "kind": "computer", "status": "computer", "level": 3},
        {**ANNA, "level": "hard"},  # a person has no level
        {"name": "Host", "kind": "host", "status": "present", "level": "easy"},
    ],
)
def test_only_a_computer_seat_names_a_level_and_only_a_known_one(entry):
    with pytest.raises(ProtocolError):
        check_host(_seats(ANNA, entry))


def test_a_computer_seat_names_its_level():
    bot = {"name": "Bot", "kind": "computer", "status": "computer", "level": "expert"}
    assert check_host(_seats(ANNA, bot))["seats"][1]["level"] == "expert"
    # version 2 added the level; version 3 runs inside TLS with SPAKE2 (docs/network.md)
    assert PROTOCOL_VERSION == 3


def _states(rules, seed, steps):
    rng = random.Random(seed)
    match = Match(rules)
    match.deal_hand(rng)
    out = []
    for _ in range(steps):
        state = match.hand
        if state is None:
            match.deal_hand(rng)
            state = match.hand
        out.append(state.clone())
        match.play(rng.choice(state.legal_moves()))
    return out


RULES = [
    Rules(players=2, target=11),
    Rules(players=3, target=11, three_player_method="discard"),
    Rules(players=3, target=11, three_player_method="monte"),
    Rules(players=3, target=11, three_player_method="remove_four"),
    Rules(players=5, target=11),
    Rules.busca(),
    Rules(players=6, target=11),
    Rules(players=7, target=11, many_player_method="monte"),
    Rules(players=8, target=11),
    Rules(players=4, target=11, teams=True),
]


@pytest.mark.parametrize(
    "rules", RULES, ids=lambda r: f"{r.variant}-{r.players}-{r.many_player_method}-{r.teams}"
)
def test_a_view_survives_the_wire_unchanged(rules):
    for state in _states(rules, 11, 60):
        for seat in state.active:
            view = view_of(state, seat)
            wire = json.loads(json.dumps(view_to_json(view)))
            back = view_from_json(wire, rules, seat, state.hand_index, len(state.plays))
            assert back == view


def test_a_view_that_does_not_fit_together_is_refused():
    rules = Rules()
    state = _states(rules, 2, 6)[-1]
    seat = state.current
    good = view_to_json(view_of(state, seat))
    n = len(state.plays)
    bad = [
        {**good, "seat": (seat + 1) % 4},
        {**good, "legal": good["legal"] + ["AD"] if "AD" not in good["cards"] else []},
        {**good, "played": good["played"][:-1]},
        {**good, "cards": good["cards"] + good["played"][:1]},
        {**good, "hand_sizes": good["hand_sizes"][:3]},
        {**good, "current": 7},
        {**good, "trick_len": 3},
        {**good, "extra": 1},
        {**good, "winners": [9]},
    ]
    for data in bad:
        with pytest.raises(ProtocolError):
            view_from_json(data, rules, seat, 0, n)
    assert view_from_json(good, rules, seat, 0, n).seat == seat


def test_rules_from_a_host_are_checked_by_the_engine():
    assert rules_from_json(Rules(players=3).to_dict()) == Rules(players=3)
    for data in ({"players": 99}, {"variant": "poker"}, {"target": "31"}, [], {1: 2}):
        with pytest.raises(ProtocolError):
            rules_from_json(data)
