"""A seat that rejoins a match in progress is sent every finished hand (``past``): each a
record's hand entry the engine replays and checks, in order, never the hand in play."""

import json

import pytest

from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.record import add_finished_hand
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import Send
from ciapano_qt.net.clientcore import ClientCore
from ciapano_qt.net.protocol import ProtocolError, encode

from .helpers import CODE, table_for


def _hello(**kw):
    m = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Anna", **kw}
    return json.dumps(m).encode()


def _sent(actions, conn):
    return [a.message for a in actions if isinstance(a, Send) and a.conn == conn]


def _away_for(table, finished, plays):
    """Computers play every seat until ``finished`` hands are over and ``plays`` cards of the
    next one are down."""
    while True:
        hands = table.match.hands
        done = sum(h.finished for h in hands)
        if done == finished and not hands[-1].finished and len(hands[-1].state.plays) == plays:
            return
        turn = table.computer_turn()
        assert turn is not None
        table.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 5.0)
        table.take()


def _seated_then_lost(table):
    """Anna sits at the first remote seat (connection 1), the match starts, her connection
    is lost: her rejoin token."""
    table.open(1, "10.0.0.1", 0.0)
    table.receive(1, _hello(code=CODE), 0.0)
    token = next(m["token"] for m in _sent(table.take(), 1) if m["type"] == "start")
    table.lost(1, 1.0)
    return token


def _rejoined_after_two_hands():
    table = table_for(Rules(players=4, target=31), 1, seed=7)
    token = _seated_then_lost(table)
    _away_for(table, finished=2, plays=3)
    table.open(2, "10.0.0.1", 6.0)
    table.receive(2, _hello(token=token), 6.0)
    return table, _sent(table.take(), 2)


def test_a_rejoined_seat_is_sent_each_finished_hand_in_order_before_its_view():
    table, messages = _rejoined_after_two_hands()
    kinds = [m["type"] for m in messages]
    assert kinds == ["welcome", "start", "past", "past", "state"]
    pasts = [m for m in messages if m["type"] == "past"]
    assert [m["index"] for m in pasts] == [0, 1]
    assert all(m["hand"] == 2 and m["plays"] == 3 for m in pasts)  # the moment of now
    # Each is the hand the host dealt and played (the hand in play is not among them): a
    # fresh engine match replays them to the host's totals.
    copy = Match(table.match.rules, [Seat(f"P{i}") for i in range(4)])
    for m in pasts:
        add_finished_hand(copy, m["record"])
    assert list(copy.totals) == list(table.match.hands[1].totals)
    host = table.match.hands
    for i, m in enumerate(pasts):
        assert [sorted(d) for d in m["record"]["deal"]] == [
            sorted(c.code for c in h) for h in host[i].deal.hands
        ]
        assert len(m["record"]["plays"]) == 40  # a whole hand, every card public now
    # Every message passes the client's checks, framed within the host's size limit.
    client = ClientCore("Anna", token="x" * 32)
    for m in messages:
        client.receive(encode(m)[4:])
    assert client.started and client.view is not None and client.view.hand_index == 2


def test_a_past_hand_outside_the_started_match_is_refused():
    _table, messages = _rejoined_after_two_hands()
    welcome, start, past, *_ = messages
    client = ClientCore("Anna")
    client.receive(encode({**welcome, "started": False})[4:])
    with pytest.raises(ProtocolError, match="past hand"):
        client.receive(encode(past)[4:])  # no match started: nothing to belong to
    client.receive(encode(start)[4:])
    with pytest.raises(ProtocolError, match="past hand"):
        client.receive(encode({**past, "index": 3})[4:])  # after the hand in play (2)
    with pytest.raises(ProtocolError):
        client.receive(encode({**past, "record": {**past["record"], "scores": [1]}})[4:])
    assert client.receive(encode(past)[4:])["index"] == 0
    assert client.strikes == 3


def _play_on(table, conn, messages):
    """Play the hand in play to its end: the seat at ``conn`` (seat 0) sends its first legal
    card as an intention, the computer plays the other seats; what ``conn`` is sent is kept."""
    state = table.match.hands[-1].state
    start = len(table.match.hands)
    while len(table.match.hands) == start and not state.is_over:
        if state.current == 0:
            card = state.legal_moves()[0]
            hand, plays = table.moment()
            intent = {"type": "play", "hand": hand, "plays": plays, "card": card.code}
            table.receive(conn, json.dumps(intent).encode(), 7.0)
        else:
            turn = table.computer_turn()
            table.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 7.0)
        messages += _sent(table.take(), conn)
        state = table.match.hands[-1].state


@pytest.mark.parametrize(("players", "sent_whole"), [(2, True), (4, False)])
def test_a_heads_up_hand_taken_back_in_its_middle_is_sent_whole_before_its_score(
    players, sent_whole
):
    """Heads-up, who drew which card while the seat was away is in no view: at the end of
    that hand the seat is sent it whole (``past``) before ``scored``. With more players every
    card of the hand is seen played, and nothing more is sent."""
    table = table_for(Rules(players=players, target=31), 1, seed=7)
    token = _seated_then_lost(table)
    _away_for(table, finished=0, plays=5)
    table.open(2, "10.0.0.1", 6.0)
    table.receive(2, _hello(token=token), 6.0)
    messages = _sent(table.take(), 2)
    assert [m["type"] for m in messages] == ["welcome", "start", "state"]  # no hand finished
    _play_on(table, 2, messages)
    kinds = [m["type"] for m in messages]
    first = table.match.hands[0]
    assert first.finished
    if not sent_whole:
        assert "past" not in kinds
        return
    assert kinds.count("past") == 1
    at = kinds.index("past")
    assert kinds[at + 1] == "scored"
    past = messages[at]
    assert past["index"] == 0 and past["record"]["stock"] == [c.code for c in first.deal.stock]
    copy = Match(table.match.rules, [Seat("P0"), Seat("P1")])
    add_finished_hand(copy, past["record"])  # the engine replays it to the host's figures
    assert list(copy.totals) == list(first.totals)
    # The next hand is watched from its deal: nothing is sent whole at its end.
    later: list = []
    _play_on(table, 2, later)
    assert "past" not in [m["type"] for m in later]
