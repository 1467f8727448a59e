"""What renews a joiner's time to try again, the pauses between its tries and how long it
listens (``net/retry.py``, sans-IO: hand-driven moments and clocks)."""

import random

from ciapano_qt.net.retry import Backoff, Progress, Silence


def test_the_pauses_double_up_to_the_cap_each_between_half_and_all_of_it():
    b = Backoff(0.25, 2.0, random.Random(1))
    steps = [0.25, 0.5, 1.0, 2.0, 2.0, 2.0]
    for step in steps:
        assert step / 2 <= b.next() <= step
    b.reset()
    assert 0.125 <= b.next() <= 0.25


def test_only_the_game_moving_on_while_connected_is_progress():
    p = Progress()
    p.connected()
    assert p.heard("welcome", (0, 0))  # seated the first time
    assert not p.heard("start", (0, 0), "a" * 32)
    assert not p.heard("state", (0, 0))  # this connection's first moment
    assert p.heard("state", (0, 1))  # the game moved on while connected
    assert not p.heard("state", (0, 1))
    p.connected()
    assert not p.heard("welcome", (0, 1))  # a welcome again is no progress
    assert not p.heard("state", (3, 0))  # a new moment at once is not either
    p.connected()
    assert not p.heard("state", (3, 1))
    assert not p.heard("state", (2, 5))  # nor a moment seen before
    assert p.heard("state", (3, 2))
    # A new match: its moments start anew (a rejoin's start, the same token, changes nothing).
    assert not p.heard("start", (0, 0), "a" * 32)
    assert not p.heard("state", (0, 3))
    assert not p.heard("start", (0, 0), "b" * 32)
    p.connected()
    assert not p.heard("state", (0, 0)) and p.heard("state", (0, 1))


def test_silence_counts_whole_messages_only():
    s = Silence(100.0, 10.0)
    assert s.left(100.0) == 10.0
    s.read(105.0, whole=False, pending=3)  # a part of a frame: no sign of life
    assert s.left(105.0) == 5.0
    s.read(107.0, whole=True, pending=0)
    assert s.left(108.0) == 9.0
    assert s.left(200.0) == 0.0


def test_a_frame_begun_must_be_finished_in_time():
    s = Silence(0.0, None, partial=5.0)
    assert s.left(50.0) is None  # nothing pending: no limit
    s.read(50.0, whole=False, pending=10)
    s.read(53.0, whole=False, pending=20)  # more of the same frame: the clock runs on
    assert s.left(54.0) == 1.0
    s.read(54.0, whole=True, pending=2)  # a frame done, the next begun
    assert s.left(55.0) == 4.0
    s.read(56.0, whole=True, pending=0)
    assert s.left(99.0) is None
