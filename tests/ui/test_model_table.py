"""The table's models over the session (seats, the viewer's hand, the trick in progress):
each passes qtmodeltester, and each is driven through a whole hand-built hand without a view,
with the outcome worked out by hand."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.match import Match
from ciapano_qt.ui.models.hand import HandModel, HandRole, display_order
from ciapano_qt.ui.models.seats import SeatRole, SeatsModel
from ciapano_qt.ui.models.trick import TableTrickModel, TableTrickRole
from ciapano_qt.ui.session.session import Session

from .conftest import seats
from .model_helpers import suits_deal

DISPLAY = Qt.ItemDataRole.DisplayRole


class _First:
    """A computer player that plays its first legal card (lowest index)."""

    def __init__(self, level: str, seed: int, table: tuple[str | None, ...]) -> None:
        self.level, self.seed, self.table = level, seed, table

    def choose(self, view: Any) -> int:
        return int(view.legal_moves[0])


@pytest.fixture
def session(qtbot) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    s = Session(make_player=_First)
    s.wait_for_table = False
    s.speed = "instant"
    yield s
    s.abandon()
    s.shutdown()
    s.deleteLater()


def column(model: Any, role: int) -> list[Any]:
    return [model.data(model.index(r, 0), role) for r in range(model.rowCount())]


def resume_dealt(session: Session, deal: Deal, human: int = 0) -> Match:
    """A match whose first hand is ``deal``, resumed by the session with seat ``human``
    played by the test and the others by ``_First``."""
    names = ["Anna", "Bruno", "Carla", "Dario"]
    match = Match(
        Rules(players=4, target=31),
        [
            Seat(n, "human" if i == human else "ai", None if i == human else "easy")
            for i, n in enumerate(names)
        ],
    )
    match.start_hand(deal)
    session.resume(match, {"human": human})
    return match


def play_hand_as_human(  # type: ignore[no-untyped-def]
    qtbot, session: Session, hand: HandModel, start: Callable[[], object], check: Callable[[], None]
) -> None:
    """``start`` the hand, then play the human's card (the first playable row of the hand
    model) at each of its turns until the hand is scored, calling ``check`` after every
    change."""
    session.stateChanged.connect(check)
    over: list[int] = []
    session.handFinished.connect(over.append)

    def play(_seat: int) -> None:
        rows = [r for r in range(hand.rowCount()) if hand.data(hand.index(r, 0), HandRole.PLAYABLE)]
        assert rows, "the human's turn with nothing to play"
        session.play_human(hand.data(hand.index(rows[0], 0), HandRole.CARD))

    session.humanTurn.connect(play)
    start()
    qtbot.waitUntil(lambda: bool(over), timeout=20_000)
    session.humanTurn.disconnect(play)
    session.stateChanged.disconnect(check)


def test_seats_model_passes_the_model_tester(qtmodeltester, session: Session) -> None:  # type: ignore[no-untyped-def]
    model = SeatsModel(session)
    qtmodeltester.check(model)  # no match
    session.new_match(Rules(players=5, target=11), seats(5, human=False), seed=3, demo=True)
    qtmodeltester.check(model)
    assert model.rowCount() == 5 and model.rowCount(model.index(0, 0)) == 0


def test_hand_model_passes_the_model_tester(qtmodeltester, qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    model = HandModel(session)
    qtmodeltester.check(model)
    resume_dealt(session, suits_deal())
    qtmodeltester.check(model)
    assert model.rowCount() == 10


def test_trick_model_passes_the_model_tester(qtmodeltester, qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    model = TableTrickModel(session)
    qtmodeltester.check(model)
    resume_dealt(session, suits_deal(), human=1)  # seat 0 leads at once
    qtbot.waitUntil(lambda: model.rowCount() == 1)
    qtmodeltester.check(model)


def test_a_cappotto_hand_through_the_models(qtmodeltester, qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 (the human) holds every coin and leads; nobody can follow coins, so seat 0's
    card wins every trick: ten tricks, all 32 thirds (cappotto). The human plays its first
    playable card: the strongest coin first (3, 2, Ace, King, ... 4); the others their
    lowest card. Scores by hand: seat 0 cappotto 0, the others the hand's 11: totals
    0, 11, 11, 11."""
    seats_model, hand, trick = SeatsModel(session), HandModel(session), TableTrickModel(session)
    for model in (seats_model, hand, trick):
        qtmodeltester.check(model)  # the tester stays attached: every change is checked
    session.stateReset.connect(lambda: first_look.append(looks()))
    first_look: list[dict[str, list[Any]]] = []

    def looks() -> dict[str, list[Any]]:
        return {
            "names": column(seats_model, DISPLAY),
            "dealer": column(seats_model, SeatRole.DEALER),
            "kind": column(seats_model, SeatRole.KIND),
            "level": column(seats_model, SeatRole.LEVEL),
            "viewer": column(seats_model, SeatRole.VIEWER),
            "hand": column(hand, HandRole.CARD),
            "codes": column(hand, HandRole.CODE),
        }

    seen_tricks: list[list[tuple[int, int, bool]]] = []

    def check() -> None:
        # The turn is the seat announced to play (turnChanged), once the table has shown
        # the last card; stateChanged comes just before that announcement.
        turn = column(seats_model, SeatRole.TURN)
        assert sum(turn) <= 1
        rows = list(
            zip(
                column(trick, TableTrickRole.SEAT),
                column(trick, TableTrickRole.CARD),
                column(trick, TableTrickRole.WINNING),
                strict=True,
            )
        )
        if rows:
            # Seat 0 leads each trick and its coin wins it so far: nobody can follow.
            assert rows[0][0] == 0 and rows[0][1] < 10
            assert [w for _s, _c, w in rows] == [True] + [False] * (len(rows) - 1)
            assert [s for s, _c, _w in rows] == list(range(len(rows)))
            if not seen_tricks or seen_tricks[-1] != rows:
                seen_tricks.append(rows)
        playable = column(hand, HandRole.PLAYABLE)
        reasons = column(hand, HandRole.REASON)
        if session.viewer_legal() is not None:
            assert all(playable) and reasons == [None] * len(playable)  # a lead: any card
        else:
            assert not any(playable) and all(r == "Wait for your turn." for r in reasons)

    session.turnChanged.connect(
        lambda seat: turn_seen.append((seat, column(seats_model, SeatRole.TURN)))
    )
    turn_seen: list[tuple[int, list[bool]]] = []
    play_hand_as_human(qtbot, session, hand, lambda: resume_dealt(session, suits_deal()), check)
    # At every announcement the model's turn is that seat (nobody's at the end of the hand).
    assert turn_seen and all(t == [i == seat for i in range(4)] for seat, t in turn_seen)
    assert [seat for seat, _t in turn_seen][:5] == [0, 1, 2, 3, 0]
    assert turn_seen[-1][0] == -1
    look = first_look[0]
    assert look["names"] == ["Anna", "Bruno", "Carla", "Dario"]
    assert look["dealer"] == [False, False, False, True]
    assert look["kind"] == ["human", "ai", "ai", "ai"]
    assert look["level"] == [None, "easy", "easy", "easy"]
    assert look["viewer"] == [True, False, False, False]
    # Coins are 0..9 by strength (0 = Four ... 9 = Three): shown strongest first.
    strongest_first = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
    assert look["hand"] == strongest_first
    assert look["codes"] == [CARDS[c].code for c in strongest_first]
    assert hand.rowCount() == 0 and trick.rowCount() == 0
    assert column(seats_model, SeatRole.TRICKS) == [10, 0, 0, 0]
    assert column(seats_model, SeatRole.TOTAL) == [0, 11, 11, 11]
    assert column(seats_model, SeatRole.HAND_TOTAL) == [0, 0, 0, 0]
    assert column(seats_model, SeatRole.IN_PLAY) == [True] * 4
    assert column(seats_model, SeatRole.WINNER) == [False] * 4
    full = [t for t in seen_tricks if len(t) == 3]  # the human's lead, then seats 1 and 2
    leads = [t[0][1] for t in full]
    assert leads == strongest_first  # the human led its strongest coin each time
    # Seat 1 holds suit 1 (10..19) and plays its lowest card each time: 10, 11, ... 19.
    assert [t[1][1] for t in full] == list(range(10, 20))


def test_the_hand_model_says_why_a_card_may_not_be_played(qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 leads the Four of coins (its lowest card). The human (seat 1) holds five coins
    (5..9) and five of suit 1 (10..14): it must follow coins, so only the coins are
    playable and each other card carries the engine's reason."""
    deal = Deal(
        3,
        (
            tuple(CARDS[c] for c in (*range(0, 5), *range(15, 20))),
            tuple(CARDS[c] for c in (*range(5, 10), *range(10, 15))),
            tuple(CARDS[c] for c in range(20, 30)),
            tuple(CARDS[c] for c in range(30, 40)),
        ),
    )
    hand, trick = HandModel(session), TableTrickModel(session)
    resume_dealt(session, deal, human=1)
    qtbot.waitUntil(session.is_human_turn)
    assert column(trick, TableTrickRole.CARD) == [0]
    assert column(trick, TableTrickRole.SEAT_NAME) == ["Anna"]
    cards = column(hand, HandRole.CARD)
    assert cards == display_order([*range(5, 15)])
    assert cards == [9, 8, 7, 6, 5, 14, 13, 12, 11, 10]  # coins first, then suit 1
    playable = dict(zip(cards, column(hand, HandRole.PLAYABLE), strict=True))
    assert [c for c in cards if playable[c]] == [9, 8, 7, 6, 5]
    reasons = dict(zip(cards, column(hand, HandRole.REASON), strict=True))
    assert all(reasons[c] is None for c in range(5, 10))
    assert all(reasons[c].startswith("You must follow") for c in range(10, 15))
    assert hand.data(hand.index(5, 0), Qt.ItemDataRole.ToolTipRole) == reasons[14]
    assert hand.data(QModelIndex(), HandRole.CARD) is None
