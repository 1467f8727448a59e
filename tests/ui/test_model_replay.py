"""The replay and trick models: qtmodeltester, a hand worked out by hand, a whole match."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.match import Match
from ciapano_qt.ui.models.replay import ReplayModel, ReplayRole, TrickModel, TrickRole

from .model_helpers import NAMES, cappotto_match, suits_deal
from .persistence_helpers import level_seats, play_until


def test_replay_models_pass_the_model_tester(qtmodeltester, qapp) -> None:  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(17))
    model = ReplayModel(match)
    qtmodeltester.check(model)
    qtmodeltester.check(ReplayModel(None))
    trick = TrickModel(lambda code: QPixmap(8, 14), lambda card: CARDS[card].code)
    step = model.step(0)
    assert step is not None
    trick.set_plays(step.plays)
    qtmodeltester.check(trick)
    qtmodeltester.check(TrickModel())


def test_replay_of_a_hand_worked_out_by_hand() -> None:
    """Seat 0 leads each of its coins (first legal card: the Four upwards) and takes all ten
    tricks; seats 1, 2, 3 follow in turn with their own suit, lowest first."""
    model = ReplayModel(cappotto_match())
    assert model.rowCount() == 10
    for t in range(10):
        row = model.index(t)
        assert model.data(row, ReplayRole.HAND) == 0 and model.data(row, ReplayRole.TRICK) == t
        assert model.data(row, ReplayRole.CARDS) == [0 * 10 + t, 10 + t, 20 + t, 30 + t]
        assert model.data(row, ReplayRole.SEATS) == [0, 1, 2, 3]
        assert model.data(row, ReplayRole.TAKER) == NAMES[0]
        assert model.data(row) == f"Hand 1 of 1, trick {t + 1} of 10"
        step = model.step(t)
        assert step is not None and step.dealer == "Dario"
        assert step.taken == ((NAMES[0], t + 1), (NAMES[1], 0), (NAMES[2], 0), (NAMES[3], 0))
        if t < 9:
            assert model.data(row, ReplayRole.SCORES) is None
    last = model.step(9)
    assert last is not None
    assert last.scores == tuple(zip(NAMES, (0, 11, 11, 11), strict=True))
    assert last.totals == last.scores and last.winners is None  # the match goes on
    assert (
        model.last_trick_row() == 9 and model.row_of_hand(0) == 0 and model.row_of_hand(1) is None
    )


def test_trick_model_shows_one_trick() -> None:
    model = ReplayModel(cappotto_match())
    trick = TrickModel(card_name=lambda card: f"card {card}")
    step = model.step(3)
    assert step is not None
    trick.set_plays(step.plays)
    captions = [trick.data(trick.index(r)) for r in range(trick.rowCount())]
    assert captions == ["★ <b>x</b>", "Anna", "<img height=200000>", "Dario"]
    assert [trick.data(trick.index(r), TrickRole.CODE) for r in range(4)] == [
        CARDS[c].code for c in (3, 13, 23, 33)
    ]
    assert trick.data(trick.index(1), Qt.ItemDataRole.ToolTipRole) == "card 13"
    assert trick.data(trick.index(0), TrickRole.TAKES) and not trick.data(
        trick.index(2), TrickRole.TAKES
    )
    assert trick.data(trick.index(0), Qt.ItemDataRole.DecorationRole) is None  # no pictures given


def test_replay_through_a_whole_match() -> None:
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(17))
    model = ReplayModel(match)
    assert model.rowCount() == sum(len(h.state.winners) for h in match.hands)
    row = 0
    for h, log in enumerate(match.hands):
        assert model.row_of_hand(h) == row
        counts = dict.fromkeys(log.state.active, 0)
        for leader, cards, winner in log.state.tricks:
            step = model.step(row)
            assert step is not None and (step.hand, step.trick) == (h, row - model.row_of_hand(h))
            assert [p.card for p in step.plays] == [int(c) for c in cards]
            assert step.plays[0].seat == leader and [p.takes for p in step.plays].count(True) == 1
            assert step.plays[[p.seat for p in step.plays].index(winner)].takes
            counts[winner] += 1
            names = [match.seats[s].name for s in log.state.active]
            assert step.taken == tuple(zip(names, counts.values(), strict=True))
            row += 1
        last = model.step(row - 1)
        assert last is not None and last.totals is not None
        assert [t for _n, t in last.totals] == list(log.totals)
    final = model.step(model.rowCount() - 1)
    assert final is not None and final.winners == tuple(match.seats[s].name for s in match.winners)


def test_replay_of_an_unfinished_hand_and_of_a_hand_without_tricks() -> None:
    match = play_until(Rules(players=3), level_seats(["random", "random"]), seed=3, stop_seat=2)
    model = ReplayModel(match)
    assert model.rowCount() == len(match.hand.winners)
    last = model.step(model.rowCount() - 1)
    assert last is not None and last.scores is None
    fresh = Match(Rules(players=4), level_seats(["easy"] * 3))
    fresh.start_hand(suits_deal())
    model.set_match(fresh)
    assert (
        model.rowCount() == 1 and model.data(model.index(0)) == "Hand 1 of 1: no trick played yet"
    )
    assert model.last_trick_row() is None
