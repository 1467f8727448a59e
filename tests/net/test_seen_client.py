"""The client core keeps the match as its seat saw it (``net/seen.py``) and refuses what the
hands seen contradict: a ``scored`` or ``past`` whose figures are not the engine's, and a view
listing the seat's own cards in another seat's piles (issue 32, finding 5). The headless
joiner and the app share the core, so both refuse them."""

import asyncio
import copy
import json

import pytest

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import Send
from ciapano_qt.net.client import Joiner
from ciapano_qt.net.clientcore import ClientCore
from ciapano_qt.net.protocol import PROTOCOL_VERSION, ProtocolError, encode
from ciapano_qt.net.views import view_from_json, view_to_json

from .helpers import CODE, LOOPBACK, WATCHDOG, secure_server, table_for
from .test_hostile_host import RULES, real_view


def _hello(**kw):
    m = {"type": "hello", "app": "ciapano", "protocol": PROTOCOL_VERSION, "name": "Anna"}
    return json.dumps({**m, **kw}).encode()


def _to(actions, conn):
    return [a.message for a in actions if isinstance(a, Send) and a.conn == conn]


def first_hand(seed=3):
    """Every message a real table sent its one remote seat (seat 0, played by the first
    legal card) up to and with the first ``scored``."""
    table = table_for(Rules(players=3, target=21), 1, seed=seed)
    core = ClientCore("Anna", CODE)
    out = []
    table.open(1, "10.0.0.1", 0.0)
    table.receive(1, _hello(code=CODE), 0.0)
    while True:
        for m in _to(table.take(), 1):
            out.append(m)
            core.receive(encode(m)[4:])
            if m["type"] == "scored":
                return out
        view = core.my_turn()
        if view is not None:
            table.receive(1, encode(core.intent(view.legal_moves[0]))[4:], 1.0)
        else:
            turn = table.computer_turn()
            assert turn is not None
            table.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 1.0)


def feed(messages):
    core = ClientCore("Anna", CODE)
    for m in messages:
        core.receive(encode(m)[4:])
    return core


def test_an_honest_hand_is_kept_and_checked():
    core = feed(first_hand())
    assert core.seen is not None and core.seen.complete and len(core.seen.match.hands) == 1
    assert core.strikes == 0


@pytest.mark.parametrize("key", ["totals", "scores"])
def test_a_scored_whose_figures_the_hand_seen_contradicts_is_refused(key):
    messages = first_hand()
    scored = copy.deepcopy(messages[-1])
    scored[key][1] += 1
    core = feed(messages[:-1])
    with pytest.raises(ProtocolError) as e:
        core.receive(encode(scored)[4:])
    assert "contradict" in e.value.message and core.strikes == 1


def test_a_scored_naming_a_discard_the_hand_did_not_have_is_refused():
    messages = first_hand()
    scored = copy.deepcopy(messages[-1])
    played = {c for m in messages if m["type"] == "state" for c in m["view"]["played"]}
    scored["discard"] = next(c for c in ("AD", "2D", "3D", "4D") if c in played)
    core = feed(messages[:-1])
    with pytest.raises(ProtocolError) as e:
        core.receive(encode(scored)[4:])
    assert "contradict" in e.value.message


def test_a_past_hand_that_does_not_replay_is_refused():
    from .test_past import _rejoined_after_two_hands

    _table, messages = _rejoined_after_two_hands()
    past = [m for m in messages if m["type"] == "past"]
    assert len(past) == 2
    broken = copy.deepcopy(past[1])
    broken["record"]["totals"][0] += 3
    core = ClientCore("Anna", None, "0" * 32)
    for m in messages:
        body = encode(broken if m is past[1] else m)[4:]
        if m is past[1]:
            with pytest.raises(ProtocolError) as e:
                core.receive(body)
            assert "contradict" in e.value.message
            break
        core.receive(body)


def test_a_view_with_the_seats_own_card_in_another_seats_pile_is_refused():
    view, plays = real_view()
    good = view_to_json(view)
    view_from_json(good, RULES, 0, 0, plays)  # the true view passes
    mine = good["cards"][0]
    for bad in (
        {**good, "piles": [[], [mine], []]},
        {**good, "piles": [[mine], [], []]},
        {**good, "known": [good["cards"], [mine], []]},
    ):
        with pytest.raises(ProtocolError) as e:
            view_from_json(bad, RULES, 0, 0, plays)
        assert "own cards" in e.value.message


def test_the_headless_joiner_refuses_a_scored_the_hand_seen_contradicts():
    """A host that plays a true hand and then lies about its score: the joiner plays its
    cards, and warns of the lie instead of taking it."""
    messages = first_hand()
    lie = copy.deepcopy(messages[-1])
    lie["totals"] = [t + 5 for t in lie["totals"]]
    script = [*messages[:-1], lie]

    async def scenario():
        served = []

        async def serve(wire):
            served.append(wire)
            if len(served) > 1:  # one true hand only: a reconnection finds nobody
                return
            await wire.read()  # the hello
            for m in script:
                wire.write(encode(m))
                if m["type"] == "state" and m["view"]["current"] == 0 and m["view"]["legal"]:
                    await wire.read()  # the joiner's card (the script plays the first)
            await asyncio.sleep(0.2)

        server = await secure_server(serve)  # protocol 3 up to the code's proof
        port = server.sockets[0].getsockname()[1]
        joiner = Joiner(LOOPBACK, port, "Anna", "random", CODE, wait=0.5, silence=0.5)
        result = await joiner.run()
        server.close()
        return joiner, result

    joiner, _result = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert any("contradict" in w for w in joiner.warnings), joiner.warnings
