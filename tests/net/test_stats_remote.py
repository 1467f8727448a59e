"""A match played with a remote person never counts in the statistics (issue 20)."""

import json
import random

from ciapano_qt.ai.base import RandomPlayer
from ciapano_qt.engine.match import Seat
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.actions import MatchFinished
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table
from ciapano_qt.storage.stats_model import Stats


def _hosted_match():
    """A whole match at a table: the host's person at seat 0, a remote person at seat 1 (who
    sits down, then drops, so the host's computer plays for him), a computer at seat 2."""
    rules = Rules(players=3, target=11)
    table = Table(
        Config(rules, ["host", "remote", "computer"], ["Anna", "", "Computer"], "123456", seed=4)
    )
    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "name": "Bruno", "code": "123456"}
    table.open(1, "127.0.0.1", 0.0)
    table.receive(1, json.dumps(hello).encode(), 0.0)
    assert table.remote[1].name == "Bruno"
    table.start(0.0)
    table.lost(1, 0.0)  # Bruno's connection drops at once: the computer plays for him
    player = RandomPlayer(5)
    rng = random.Random(6)
    finished = []
    for step in range(2000):
        finished += [a.match for a in table.take() if isinstance(a, MatchFinished)]
        if table.closed:
            break
        state = table.match.hand
        hand, plays = table.moment()
        if state.current == 0:
            card = rng.choice(state.legal_moves())
            assert table.host_move(0, hand, plays, int(card), float(step)) is None
        else:
            turn = table.computer_turn()
            card = player.choose(turn.view)
            assert table.computer_move(turn.seat, hand, plays, int(card), float(step))
    assert len(finished) == 1
    return finished[0]


def test_a_match_with_a_remote_person_is_not_counted_for_the_host():
    match = _hosted_match()
    assert match.finished
    assert [s.kind for s in match.seats] == ["human", "human", "ai"]
    stats = Stats()
    assert stats.add(match, 0) is False
    assert stats.groups == {}
    # The same match with a computer in the remote person's seat counts: the remote person
    # is what kept it out.
    match.seats[1] = Seat(match.seats[1].name, "ai", "easy")
    assert stats.add(match, 0) is True
    assert sum(v.played for v in stats.groups.values()) == 1
