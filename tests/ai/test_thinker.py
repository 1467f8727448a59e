"""Search players think in a helper process (the GUI thread never waits for their GIL); the
quick levels play in the worker thread; a helper that fails leaves the game playable."""

from __future__ import annotations

import logging
import os
import random

import pytest

from ciapano_qt.ai.thinker import MAX_FAILURES, ComputerPlayer, Helper, warm_up
from ciapano_qt.engine import Match, Rules, Seat, view_of


def a_view(seed: int = 1):  # type: ignore[no-untyped-def]
    match = Match(Rules(), [Seat(f"S{i}", "ai", "medium") for i in range(4)])
    match.deal_hand(random.Random(seed))
    state = match.hand
    assert state is not None
    for _ in range(5):  # a trick and a card: some history for the search
        state.play(state.legal_moves()[0])
    return view_of(state, state.current)


def test_an_expert_thinks_in_another_process() -> None:
    helper = Helper()
    try:
        player = ComputerPlayer("expert", 7, helper)
        for seed in (1, 2):
            view = a_view(seed)
            assert player.choose(view) in view.legal_moves
        assert helper._process is not None and helper._process.pid != os.getpid()
        assert helper._process.is_alive()
        # Every search player shares the one process.
        other = ComputerPlayer("hard", 8, helper)
        pid = helper._process.pid
        assert other.choose(a_view(3)) in a_view(3).legal_moves
        assert helper._process.pid == pid
    finally:
        helper.stop()
    assert helper._process is None


def test_quick_levels_never_start_the_helper() -> None:
    helper = Helper()
    for level in ("random", "easy", "medium"):
        view = a_view()
        assert ComputerPlayer(level, 1, helper).choose(view) in view.legal_moves
    assert helper._process is None


def test_a_helper_that_cannot_start_leaves_the_player_playing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    helper = Helper()
    starts: list[int] = []

    def broken() -> object:
        starts.append(1)
        raise OSError("no processes here")

    helper._start = broken  # type: ignore[method-assign]
    player = ComputerPlayer("expert", 3, helper)
    with caplog.at_level(logging.WARNING, logger="ciapano_qt.ai.thinker"):
        for seed in range(1, 6):
            view = a_view(seed)
            assert player.choose(view) in view.legal_moves
    assert helper.failed and len(starts) == MAX_FAILURES  # then no more tries
    assert "thinks in the app this time" in caplog.text


def test_a_helper_that_dies_is_replaced() -> None:
    helper = Helper()
    try:
        player = ComputerPlayer("expert", 4, helper)
        assert player.choose(a_view(1)) in a_view(1).legal_moves
        first = helper._process
        first.kill()
        first.join(5)
        assert player.choose(a_view(2)) in a_view(2).legal_moves  # in the app, this once
        assert player.choose(a_view(3)) in a_view(3).legal_moves  # a new helper
        assert helper._process is not None and helper._process.pid != first.pid
        assert not helper.failed
    finally:
        helper.stop()


def test_an_unknown_level_fails_where_the_controller_catches_it() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        ComputerPlayer("grandmaster", 1, Helper()).choose(a_view())


def test_warm_up_starts_the_helper_only_for_search_levels() -> None:
    import time

    quick = Helper()
    assert not warm_up(["random", "medium", None], quick)
    search = Helper()
    try:
        assert warm_up(["medium", "expert"], search)
        deadline = time.monotonic() + 30
        while search._process is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert search._process is not None and search._process.is_alive()
        view = a_view()
        assert ComputerPlayer("expert", 5, search).choose(view) in view.legal_moves
    finally:
        search.stop()
    assert quick._process is None


def test_the_table_reaches_the_player_in_the_helper_and_in_the_app(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Every seat's level (None for a person) is given to the player wherever it thinks: the
    expert believes the seats it names as rule players (docs/ai.md)."""
    import multiprocessing
    import threading

    import ciapano_qt.ai.levels as levels
    from ciapano_qt.ai.expert import ExpertPlayer
    from ciapano_qt.ai.thinker import serve

    table = (None, "medium", "hard", "medium")
    made: list[object] = []
    real = levels.make_player

    def spy(level, seed=None, iterations=None, table=None):  # type: ignore[no-untyped-def]
        made.append(table)
        return real(level, seed, 50, table)

    monkeypatch.setattr(levels, "make_player", spy)
    ours, theirs = multiprocessing.Pipe()
    server = threading.Thread(target=serve, args=(theirs,))
    server.start()
    view = a_view()
    ours.send((1, "expert", 5, table, view))
    kind, card = ours.recv()
    ours.close()
    server.join(timeout=10)
    assert kind == "card" and card in [int(c) for c in view.legal_moves]
    assert made == [table]
    # in the app (the helper failed): the same table
    failed = Helper()
    failed.failed = True
    player = ComputerPlayer("expert", 5, failed, table=table)
    assert player.choose(view) in view.legal_moves
    assert made[-1] == table
    assert isinstance(player._local, ExpertPlayer) and player._local.table == table
