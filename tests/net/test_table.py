"""The host's table, sans-IO, on a hand-driven clock: codes, limits, tokens, turns."""

import json

import pytest

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import Close, CodeChanged, MatchFinished, Send
from ciapano_qt.net.admission import WRONG_PER_ADDRESS, WRONG_PER_TABLE
from ciapano_qt.net.table import Table

from .helpers import CODE, table_for


def body(message):
    return json.dumps(message).encode()


def hello(name="Anna", code=CODE, token=None, protocol=3):
    m = {"type": "hello", "app": "ciapano", "protocol": protocol, "name": name}
    if code is not None:
        m["code"] = code
    if token is not None:
        m["token"] = token
    return body(m)


class Clock:
    def __init__(self):
        self.t = 1000.0


def sent(actions, conn):
    return [a.message for a in actions if isinstance(a, Send) and a.conn == conn]


def closed(actions, conn):
    return any(isinstance(a, Close) and a.conn == conn for a in actions)


def join(table, conn, now, address="10.0.0.1", **kw):
    table.open(conn, address, now)
    table.receive(conn, hello(**kw), now)
    return table.take()


def two_seat_table(**kw):
    return table_for(Rules(players=3, target=11), 2, **kw)


def test_joining_needs_the_code_and_starts_when_the_seats_are_taken():
    t = two_seat_table()
    a = join(t, 1, 0.0)
    assert sent(a, 1)[0]["type"] == "welcome" and sent(a, 1)[0]["seat"] == 0
    assert not t.started
    b = join(t, 2, 0.0, name="Bruno")
    assert t.started
    kinds = [m["type"] for m in sent(b, 2)]
    assert kinds[0] == "welcome"
    assert "start" in kinds and "state" in kinds
    assert [s["name"] for s in t._seats()][:2] == ["Anna", "Bruno"]


def test_a_wrong_code_is_refused_and_closed():
    t = two_seat_table()
    a = join(t, 1, 0.0, code="000000" if CODE != "000000" else "111111")
    (m,) = sent(a, 1)
    assert m["type"] == "refused" and m["reason"] == "code" and closed(a, 1)


def test_five_wrong_codes_a_minute_from_one_address_then_even_the_right_one_waits():
    t = two_seat_table()
    for i in range(WRONG_PER_ADDRESS):
        join(t, 10 + i, float(i), code="999999")
    a = join(t, 20, 10.0)
    assert sent(a, 20)[0]["reason"] == "busy"
    # Another address is not held back; the first one is again after a minute.
    assert sent(join(t, 21, 10.0, address="10.0.0.2"), 21)[0]["type"] == "welcome"
    assert sent(join(t, 22, 61.0), 22)[0]["type"] == "welcome"


def test_fifty_wrong_codes_at_the_table_draw_a_new_code():
    t = two_seat_table()
    old = t.code
    actions = []
    for i in range(WRONG_PER_TABLE):  # 3.2 s apart: the table's pause (20 a minute) not met
        actions += join(t, 100 + i, i * 3.2, address=f"10.1.{i // 250}.{i % 250}", code="999999")
    changes = [a for a in actions if isinstance(a, CodeChanged)]
    assert len(changes) == 1 and changes[0].code == t.code != old
    assert sent(join(t, 1, 160.0, address="10.9.9.9", code=old), 1)[0]["reason"] == "code"
    assert sent(join(t, 2, 160.0, address="10.9.9.9", code=t.code), 2)[0]["type"] == "welcome"


def test_version_mismatch_full_table_and_closed_table_say_so():
    t = two_seat_table(auto_start=False)
    (m,) = sent(join(t, 1, 0.0, protocol=4), 1)
    assert m["reason"] == "version" and "version 3" in m["message"] and m["protocol"] == 3
    join(t, 2, 0.0)
    join(t, 3, 0.0, name="Bruno")
    (m,) = sent(join(t, 4, 0.0, name="Carla"), 4)
    assert m["reason"] == "full"
    t.start(0.0)
    (m,) = sent(join(t, 5, 0.0, name="Carla"), 5)
    assert m["reason"] == "closed" and "rejoin" in m["message"]


def test_after_the_start_only_a_rejoin_token_admits_and_only_to_its_seat():
    t = two_seat_table()
    join(t, 1, 0.0)
    b = join(t, 2, 0.0, name="Bruno")
    token = next(m["token"] for m in sent(b, 2) if m["type"] == "start")
    assert len(token) == 32 and int(token, 16) >= 0  # 128 bits, in hex
    t.lost(2, 1.0)
    t.take()
    assert t._seats()[1]["status"] == "computer"
    a = join(t, 3, 2.0, code=None, token="0" * 32)
    assert sent(a, 3)[0]["reason"] == "token"
    a = join(t, 4, 2.0, address="10.0.0.3", code=None, token=token, name="Bruno again")
    kinds = [m["type"] for m in sent(a, 4)]
    assert kinds[0] == "welcome" and sent(a, 4)[0]["seat"] == 1 and "state" in kinds
    assert t._seats()[1]["status"] == "present"


def test_tokens_are_void_when_the_match_ends():
    t = table_for(Rules(players=2, target=11), 1, seed=5)
    a = join(t, 1, 0.0)
    token = next(m["token"] for m in sent(a, 1) if m["type"] == "start")
    t.lost(1, 0.0)
    finished = []
    while t.computer_turn() is not None:
        turn = t.computer_turn()
        t.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 1.0)
        finished += [x for x in t.take() if isinstance(x, MatchFinished)]
    assert finished and finished[0].match.finished and t.closed
    assert sent(join(t, 2, 2.0, code=None, token=token), 2)[0]["reason"] == "closed"


def _my_turn(t, conn, seat, now):
    """Let computers play until ``seat`` (a present remote) is to play."""
    while t.match.hand.current != seat:
        turn = t.computer_turn()
        assert turn is not None
        t.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], now)
    t.take()


def test_a_stale_intent_is_refused_and_a_current_one_played():
    t = table_for(Rules(players=4, target=11), 1, seed=2)
    join(t, 1, 0.0)
    _my_turn(t, 1, 0, 0.0)
    state = t.match.hand
    card = state.legal_moves()[0].code
    hand, plays = t.moment()
    for h, p in ((hand, plays + 1), (hand, max(0, plays - 1)), (hand + 1, plays)):
        if (h, p) == (hand, plays):
            continue
        t.receive(1, body({"type": "play", "hand": h, "plays": p, "card": card}), 0.0)
        (m,) = sent(t.take(), 1)
        assert m["type"] == "rejected" and m["reason"] == "stale"
    assert t.moment() == (hand, plays)
    t.receive(1, body({"type": "play", "hand": hand, "plays": plays, "card": card}), 0.0)
    assert t.moment() != (hand, plays)
    # The same card again, for the moment that is past: stale, never applied twice.
    t.receive(1, body({"type": "play", "hand": hand, "plays": plays, "card": card}), 0.0)
    assert [m["reason"] for m in sent(t.take(), 1) if m["type"] == "rejected"] == ["stale"]


def test_an_idle_player_has_the_turn_played_and_the_late_card_is_stale():
    t = table_for(Rules(players=4, target=11), 1, seed=2, idle=60.0)
    join(t, 1, 0.0)
    _my_turn(t, 1, 0, 0.0)
    assert t.computer_turn() is None
    t.tick(59.0)
    assert t.computer_turn() is None
    t.tick(60.5)
    turn = t.computer_turn()
    assert turn is not None and turn.seat == 0
    card = turn.view.legal_moves[0]
    assert t.computer_move(0, turn.hand, turn.plays, card, 60.5)
    t.take()
    # The player's own card for that moment arrives late: refused, not applied.
    late = {"type": "play", "hand": turn.hand, "plays": turn.plays, "card": CARDS[card].code}
    t.receive(1, body(late), 61.0)
    assert [m["reason"] for m in sent(t.take(), 1) if m["type"] == "rejected"] == ["stale"]


def test_illegal_cards_and_other_seats_turns_are_refused():
    t = table_for(Rules(players=4, target=11), 1, seed=2)
    join(t, 1, 0.0)
    _my_turn(t, 1, 0, 0.0)
    state = t.match.hand
    hand, plays = t.moment()
    not_mine = next(c for c in CARDS if not state.hands[0] >> c & 1)
    t.receive(1, body({"type": "play", "hand": hand, "plays": plays, "card": not_mine.code}), 0)
    (m,) = sent(t.take(), 1)
    assert m["reason"] == "illegal"
    t.receive(1, body({"type": "discard", "hand": hand, "plays": plays, "card": "AD"}), 0)
    assert sent(t.take(), 1)[0]["reason"] == "stale"
    assert t.moment() == (hand, plays)


def test_garbage_from_a_seated_player_is_answered_then_the_connection_closed():
    t = two_seat_table()
    join(t, 1, 0.0)
    for i in range(9):
        t.receive(1, b"{nonsense", 0.1 * i)
        assert sent(t.take(), 1)[0]["reason"] == "invalid"
    t.receive(1, b"{nonsense", 1.0)
    a = t.take()
    assert closed(a, 1) and 1 not in t.conns


def test_a_connection_that_never_says_hello_is_closed():
    t = two_seat_table()
    t.open(1, "10.0.0.1", 0.0)
    t.tick(5.0)
    assert not closed(t.take(), 1)
    t.tick(11.0)
    assert closed(t.take(), 1)


def test_a_flood_of_messages_closes_the_connection():
    t = two_seat_table()
    join(t, 1, 0.0)
    for _ in range(100):
        t.receive(1, body({"type": "play", "hand": 9, "plays": 0, "card": "AD"}), 0.5)
    assert 1 not in t.conns


@pytest.mark.parametrize("name", ["", "x" * 25, "a\tb"])
def test_names_outside_the_limits_are_refused(name):
    t = two_seat_table()
    t.open(1, "10.0.0.1", 0.0)
    t.receive(1, hello(name=name), 0.0)
    a = t.take()
    assert sent(a, 1)[0]["reason"] == "name" and closed(a, 1) and not t.remote[0].taken


def test_a_table_needs_a_layout_for_every_seat():
    from ciapano_qt.net.seating import Config

    with pytest.raises(ValueError):
        Table(Config(Rules(), ["remote"], ["x"], CODE))


def _snapshot_mid_match():
    from ciapano_qt.net import resume

    t = table_for(Rules(players=3, target=11), 2, seed=8, idle=30.0)
    join(t, 1, 0.0)
    b = join(t, 2, 0.0, name="Bruno")
    token = next(m["token"] for m in sent(b, 2) if m["type"] == "start")
    return json.loads(json.dumps(resume.snapshot(t))), t, token


def test_a_resumed_table_waits_for_its_players_then_lets_computers_play():
    from ciapano_qt.net import resume

    data, old, token = _snapshot_mid_match()
    t = resume.resume(data, "random", 30.0, 1, now=100.0)
    assert t.code == old.code and t.moment() == old.moment()
    assert [s.name for s in t.match.seats] == [s.name for s in old.match.seats]
    current = t.match.hand.current
    assert current in t.remote  # a remote player's turn (seed 8): nobody plays it in the grace
    assert t.computer_turn() is None
    t.tick(129.0)
    assert t.computer_turn() is None
    t.tick(130.5)
    assert t.computer_turn() is not None
    # Bruno comes back with his token and has his seat again.
    a = join(t, 9, 131.0, code=None, token=token, name="Bruno")
    assert sent(a, 9)[0]["type"] == "welcome" and sent(a, 9)[0]["seat"] == 1


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="other"),
        lambda d: d.update(version=3),
        lambda d: d.update(tls={"key": "not a key", "cert": "not a certificate"}),
        lambda d: d.update(tls="a key"),
        lambda d: d.update(code="12"),
        lambda d: d.update(matches_played=1),
        lambda d: d.update(layout=["remote", "computer", "computer"]),
        lambda d: d["remote"]["0"].update(token="xyz"),
        lambda d: d["remote"]["1"].update(name="x" * 25),
        lambda d: d["remote"].pop("1"),
        lambda d: d["record"]["hands"][0]["plays"].append("ZZ"),
        lambda d: d.update(record={"format": "ciapano-record", "version": 1}),
        lambda d: d.update(level="grandmaster"),
        lambda d: d.update(idle=0),
        lambda d: d.update(idle=True),
        lambda d: d.update(title=""),
        lambda d: d["record"]["seats"][2].update(level="grandmaster"),
    ],
)
def test_a_snapshot_that_does_not_hold_together_is_refused(change):
    from ciapano_qt.engine.errors import EngineError
    from ciapano_qt.net import resume

    data, _, _ = _snapshot_mid_match()
    change(data)
    with pytest.raises(EngineError):
        resume.resume(data, "random", 30.0, 1, now=0.0)


@pytest.mark.parametrize("seed", range(6))  # the first dealer differs: the host's person too
def test_a_person_at_the_host_plays_through_the_same_checks(seed):
    from ciapano_qt.net.seating import Config

    rules = Rules(players=3, target=11)
    config = Config(
        rules, ["host", "remote", "computer"], ["Ospite", "", "Computer 3"], CODE, seed=seed
    )
    t = Table(config)
    join(t, 1, 0.0, name="Bruno")
    assert t.started and t._seats()[0] == {"name": "Ospite", "kind": "host", "status": "present"}
    for _ in range(40):
        state = t.match.hand
        if state.current == 0 and state.phase == "play":
            break
        if state.current == 0:  # the host's person deals: the discard (it is not a play)
            hand, plays = t.moment()
            assert t.host_move(0, hand, plays, state.legal_moves()[0], 0.0) is None
            continue
        turn = t.computer_turn()
        if turn is None:  # Bruno's turn: he plays (or discards) his first legal card
            hand, plays = t.moment()
            card = t.match.hand.legal_moves()[0].code
            kind = "discard" if t.match.hand.phase == "discard" else "play"
            t.receive(1, body({"type": kind, "hand": hand, "plays": plays, "card": card}), 0)
        else:
            t.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 0.0)
    assert t.match.hand.current == 0
    assert t.computer_turn() is None  # nobody plays for the person at the host
    state = t.match.hand
    hand, plays = t.moment()
    held = state.legal_moves()[0]
    not_held = next(c for c in CARDS if not state.hands[0] >> c & 1)
    assert t.host_move(0, hand, plays + 1, held, 0.0) == "stale"
    assert t.host_move(1, hand, plays, held, 0.0) == "not_your_turn"
    assert t.host_move(0, hand, plays, not_held, 0.0) == "move.not_held"
    assert t.moment() == (hand, plays)
    assert t.host_move(0, hand, plays, held, 0.0) is None
    assert t.moment() != (hand, plays)


def test_each_computer_seat_plays_at_its_own_level_and_a_stand_in_at_the_tables():
    from ciapano_qt.net.seating import Config

    layout = ["remote", "remote", "computer", "computer"]
    names = ["", "", "Carla", "Dario"]
    config = Config(Rules(players=4, target=11), layout, names, CODE, level="easy", seed=3)
    config.levels = {2: "random", 3: "medium"}
    t = Table(config)
    join(t, 1, 0.0)
    t.start(0.0)  # seat 1 nobody took: a computer of the table's level
    assert [(s.kind, s.level) for s in t.match.seats] == [
        ("human", None),
        ("ai", "easy"),
        ("ai", "random"),
        ("ai", "medium"),
    ]
    levels = {}
    for _ in range(8):  # two tricks
        turn = t.computer_turn()
        if t.match.hand.current == 0:  # Anna is at the table: nobody plays for her
            assert turn is None
            hand, plays = t.moment()
            card = CARDS[t.match.hand.legal_moves()[0]].code
            play = {"type": "play", "hand": hand, "plays": plays, "card": card}
            t.receive(1, body(play), 0.0)
            continue
        assert turn is not None
        levels[turn.seat] = turn.level
        t.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 0.0)
    assert t.moment()[1] == 8
    assert levels == {1: "easy", 2: "random", 3: "medium"}
    while t.match.hand.current != 0:
        turn = t.computer_turn()
        t.computer_move(turn.seat, turn.hand, turn.plays, turn.view.legal_moves[0], 0.0)
    assert t.computer_turn() is None
    t.lost(1, 0.0)  # Anna's connection drops: the table's level stands in for her
    turn = t.computer_turn()
    assert turn is not None and (turn.seat, turn.level) == (0, "easy")


def test_a_snapshot_keeps_the_tables_name_idle_limit_levels_and_the_apps_section():
    from ciapano_qt.net import resume
    from ciapano_qt.net.seating import Config

    layout = ["remote", "computer", "computer"]
    config = Config(Rules(players=3, target=11), layout, ["", "C", "D"], CODE, level="easy")
    config.title, config.idle, config.levels = "Bar Sport", 45.0, {1: "random", 2: "hard"}
    t = Table(config)
    join(t, 1, 0.0)
    data = json.loads(json.dumps(resume.snapshot(t, {"port": 40000})))
    again = resume.resume(data, now=10.0)  # nothing overridden: what the snapshot keeps
    assert (again.config.title, again.config.idle, again.config.level) == (
        "Bar Sport",
        45.0,
        "easy",
    )
    assert again.config.levels == {1: "random", 2: "hard"}
    assert again.grace_until == 55.0
    assert resume.app_section(data) == {"port": 40000}
    assert resume.app_section({"app": [1]}) == {} and "app" not in resume.snapshot(t)
    assert resume.resume(data, "random", 30.0, now=0.0).config.level == "random"  # the CLI's
