"""Network play in the app, headless: the host's own seat (an in-process connection) and a
joiner's seat (TCP on loopback) seen through RemoteSession, played to the end of a match.
Bounded: every wait has a watchdog; nothing listens beyond 127.0.0.1; port 0."""

from __future__ import annotations

import socket

import pytest

from ciapano_qt.engine.cards import cards_of
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table
from ciapano_qt.ui.remote.link import HostLink, JoinLink
from ciapano_qt.ui.remote.rejoin import RejoinStore
from ciapano_qt.ui.remote.session import RemoteSession

from .net_helpers import seat_kinds

LOOPBACK = "127.0.0.1"
CODE = "314159"
WATCHDOG = 60_000  # ms: a hang fails here


def hosted(rules: Rules, layout: list[str], names: list[str], **kw) -> Table:
    return Table(Config(rules, layout, names, CODE, level="random", seed=3, auto_start=False, **kw))


def first_legal_player(session: RemoteSession):
    """Plays the seat's first legal card each time its turn comes (the person)."""
    played = []

    def play(_seat: int) -> None:
        legal = session.viewer_legal()
        assert legal, "humanTurn without a legal card"
        card = min(legal)
        played.append(card)
        assert session.play_human(card)

    session.humanTurn.connect(play)
    return played


def port_is_closed(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex((LOOPBACK, port)) != 0


def test_a_host_and_a_joiner_play_a_match_to_its_end(qtbot, tmp_path):
    rules = Rules(players=3, target=11)
    table = hosted(rules, ["remote", "remote", "computer"], ["", "", "Computer"])
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", CODE)
    host.wait_for_table = False  # no table view here: nothing animates
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG) as opened:
        link.open()
    port = opened.args[0]
    with qtbot.waitSignal(host.lobbyChanged, timeout=WATCHDOG):
        host.hello()
    assert host.viewer == 0 and seat_kinds(host)[0] == ("Anna", "remote", "present")

    store = RejoinStore(tmp_path / "rejoin.json")
    joiner = RemoteSession(
        JoinLink(LOOPBACK, port), "Bruno", CODE, store=store, where=(LOOPBACK, port)
    )
    joiner.wait_for_table = False
    with qtbot.waitSignal(host.lobbyChanged, timeout=WATCHDOG):
        joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1, timeout=WATCHDOG)
    assert [n for n, _, _ in seat_kinds(host)] == ["Anna", "Bruno", "Computer"]

    played = [first_legal_player(host), first_legal_player(joiner)]
    over = [0, 0]
    host.matchFinished.connect(lambda: over.__setitem__(0, 1))
    joiner.matchFinished.connect(lambda: over.__setitem__(1, 1))
    link.start_match()
    qtbot.waitUntil(lambda: store.read() is not None, timeout=WATCHDOG)
    kept = store.read()
    assert kept is not None and (kept.host, kept.port, kept.seat, kept.name) == (
        LOOPBACK,
        port,
        1,
        "Bruno",
    )
    assert kept.token == table.remote[1].token  # the seat's own token, nothing else
    with qtbot.waitSignal(link.finished, timeout=WATCHDOG):
        qtbot.waitUntil(lambda: over == [1, 1], timeout=WATCHDOG)
    assert played[0] and played[1]
    # Both saw the same end: the host's totals.
    assert host.seats() and [s.total for s in host.seats()] == [s.total for s in joiner.seats()]
    assert any(s.winner for s in host.seats())
    # The joiner's copy of the match names the computer at the level it played (the table's).
    assert [s.level for s in joiner.seats()] == [None, None, "random"]
    seen = joiner.seen_match()
    assert seen is not None and [s.level for s in seen.seats] == [None, None, "random"]
    assert [s.kind for s in seen.seats] == ["human", "human", "ai"]
    assert store.read() is None  # the match is over: its token is void and forgotten
    assert not store.path.exists()
    assert port_is_closed(port)


def test_closing_the_table_closes_the_port_and_tells_the_joiner(qtbot):
    table = hosted(Rules(players=3, target=11), ["remote", "remote", "computer"], ["", "", "C"])
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", CODE)
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG) as opened:
        link.open()
    port = opened.args[0]
    host.hello()
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1, timeout=WATCHDOG)
    with (
        qtbot.waitSignal(joiner.left, timeout=WATCHDOG) as left,
        qtbot.waitSignal(link.finished, timeout=WATCHDOG),
    ):
        host.leave()
        link.close()
    assert left.args[0] == "The host closed the table."
    assert port_is_closed(port)


@pytest.mark.parametrize(
    ("code", "seats", "expected"),
    [
        (
            "000000",
            1,
            "Wrong code, or someone between you and the host. Check the six digits on the "
            "host's screen and join again.",
        ),
        (CODE, 0, "Every seat at this table is taken."),
    ],
)
def test_a_refused_joiner_is_told_why(qtbot, code, seats, expected):
    layout = ["remote"] * (1 + seats) + ["computer"] * (2 - seats)
    table = hosted(Rules(players=3, target=11), layout, [""] * (1 + seats) + ["C"] * (2 - seats))
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", CODE)
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG) as opened:
        link.open()
    host.hello()
    qtbot.waitUntil(lambda: host.viewer == 0, timeout=WATCHDOG)
    joiner = RemoteSession(JoinLink(LOOPBACK, opened.args[0]), "Bruno", code)
    with qtbot.waitSignal(joiner.refused, timeout=WATCHDOG) as refused:
        joiner.link.open()
    assert refused.args[0] == expected
    with qtbot.waitSignal(link.finished, timeout=WATCHDOG):
        link.close()


def test_the_hidden_cards_are_stand_ins_from_what_the_seat_has_not_seen(qtbot):
    table = hosted(
        Rules(players=4, target=11), ["remote"] * 1 + ["computer"] * 3, ["", "B", "C", "D"]
    )
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", CODE)
    host.wait_for_table = False
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG):
        link.open()
    host.hello()
    qtbot.waitUntil(lambda: host.viewer == 0, timeout=WATCHDOG)
    with qtbot.waitSignal(host.humanTurn, timeout=WATCHDOG):
        link.start_match()
    picture = host.picture()
    view = host.human_view()
    assert picture is not None and view is not None
    assert picture.hands[0] == tuple(int(c) for c in cards_of(view.hand))
    others = [c for s in (1, 2, 3) for c in picture.hands[s]]
    assert len(others) == len(set(others)) == sum(view.hand_sizes[1:])
    assert all(view.unseen() >> c & 1 for c in others)
    with qtbot.waitSignal(link.finished, timeout=WATCHDOG):
        host.leave()
        link.close()


def test_the_turn_is_offered_when_a_seats_message_follows_it(qtbot):
    """The host's state giving this seat the turn, then a seats message (someone's status
    changed) arriving while the table still animates: once both are shown, the person is
    asked to play (the seats message used to leave the turn unoffered)."""
    import json

    from PySide6.QtCore import QObject, Signal

    from ciapano_qt.net.actions import Send
    from ciapano_qt.net.protocol import encode

    class FakeLink(QObject):
        received = Signal(bytes)
        lost = Signal(str)

        def send(self, message):
            pass

        def close(self):
            pass

    rules = Rules(players=3, target=11)
    table = Table(Config(rules, ["remote", "computer", "computer"], ["", "B", "C"], CODE, seed=2))
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Anna", "code": CODE}
    table.open(1, LOOPBACK, 0.0)
    table.receive(1, json.dumps(hello).encode(), 0.0)  # auto start: the only remote seat
    from ciapano_qt.ai.base import RandomPlayer

    player = RandomPlayer(1)
    while table.match.hand.current != 0:  # the computers play up to seat 0's turn
        turn = table.computer_turn()
        table.computer_move(turn.seat, turn.hand, turn.plays, int(player.choose(turn.view)), 0.0)
    bodies = [encode(a.message)[4:] for a in table.take() if isinstance(a, Send) and a.conn == 1]
    seats = table._env("seats", seats=table._seats())
    link = FakeLink()
    session = RemoteSession(link, "Anna", CODE)
    asked = []
    session.humanTurn.connect(asked.append)

    def table_catches_up():
        for _ in range(50):  # the table's animations end, the session takes its next steps
            if session._waiting_table:
                session.animations_finished()
            qtbot.wait(10)
            if not session._waiting_table and not session._queue:
                return

    assert json.loads(bodies[-1])["type"] == "state"  # the one that gives seat 0 the turn
    for body in bodies[:-1]:
        link.received.emit(body)
        table_catches_up()
    assert asked == []
    session._waiting_table = True  # the last card is still being animated when the state
    link.received.emit(bodies[-1])  # giving the turn arrives, and then a seats message
    link.received.emit(encode(seats)[4:])
    table_catches_up()
    qtbot.waitUntil(lambda: asked == [0], timeout=5_000)
    assert session.viewer_legal()
