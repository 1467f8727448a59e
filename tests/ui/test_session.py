"""The session plays whole matches, ignores stale results, undoes, hints, refuses, answers
queries, and gets past a computer player whose card the engine refuses."""

from __future__ import annotations

import logging

import pytest

from ciapano_qt.engine import Rules
from ciapano_qt.ui.session.session import Session

from .conftest import seats, start_human_match


def _finish(qtbot, session: Session) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: session.match is not None and session.match.finished, timeout=60_000)


@pytest.mark.parametrize(
    "rules",
    [Rules(players=3), Rules(), Rules(players=5), Rules.busca(), Rules(players=2)],
    ids=["classic3", "classic4", "classic5", "busca", "headsup"],
)
def test_demo_match_without_table(qtbot, rules: Rules) -> None:  # type: ignore[no-untyped-def]
    c = Session()
    c.wait_for_table = False
    c.speed = "instant"
    finished = []
    c.matchFinished.connect(lambda: finished.append(True))
    c.new_match(rules, seats(rules.players, human=False), seed=11, demo=True)
    _finish(qtbot, c)
    qtbot.waitUntil(lambda: finished == [True])
    assert c.match.winners
    assert all(h.finished for h in c.match.hands)
    c.shutdown()


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=3, three_player_method="monte", target=21),
        Rules(players=5, target=11),
        Rules.busca(target=3),
    ],
    ids=["classic3-monte", "classic5", "busca"],
)
def test_demo_match_on_the_table(qtbot, window, rules: Rules) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.new_match(rules, seats(rules.players, human=False, level="random"), seed=5, demo=True)
    _finish(qtbot, c)
    qtbot.waitUntil(lambda: window.summary is not None)
    assert window.summary.primary.text().replace("&", "").startswith("New match")


def test_stale_results_are_ignored(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.new_match(Rules(), seats(4, human=False), seed=1, demo=True)
    first = c.match
    c.new_match(Rules(players=3, target=11), seats(3, human=False), seed=2, demo=True)
    assert c.match is not first
    _finish(qtbot, c)
    assert c.match.n_seats == 3
    assert not first.hands[0].state.plays or len(first.hands) == 1


def test_undo_takes_back_the_human_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window)
    qtbot.waitUntil(c.is_human_turn)
    assert not c.can_undo()
    before = list(c.match.hand.plays)
    card = c.human_view().legal_moves[0]
    assert c.play_human(card)
    qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None)
    assert c.can_undo()
    assert c.undo()
    assert c.match.hand.plays == before
    assert card in c.human_view().hand_cards
    assert c.match.hands[-1].extra["undos"] == 1
    qtbot.waitUntil(c.is_human_turn)


def test_illegal_card_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    for seed in range(40):
        start_human_match(window, seed=seed)
        qtbot.waitUntil(c.is_human_turn)
        view = c.human_view()
        illegal = [x for x in view.hand_cards if x not in view.legal_moves]
        if illegal:
            break
    else:
        pytest.fail("none of 40 deals gave the human an illegal card")
    assert window.status.text().startswith("Your turn: follow")
    with qtbot.waitSignal(c.moveRefused) as blocker:
        assert not c.play_human(illegal[0])
    assert blocker.args[0].startswith("You must follow")
    assert window.status.text() == blocker.args[0]


def test_hint(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window)
    qtbot.waitUntil(c.is_human_turn)
    with qtbot.waitSignal(c.hintReady, timeout=30_000) as blocker:
        assert c.request_hint()
    assert blocker.args[0] in c.human_view().legal_moves


def test_players_know_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Every computer player, and the hint, is given every seat's level (None for the human):
    levels are public, and the expert believes the seats it names rule players."""
    c = window.session
    start_human_match(window)
    table = c._table()
    assert table[c.human] is None
    assert all(table[i] == s.level for i, s in enumerate(c.match.seats) if i != c.human)
    assert all(p.table == table for p in c._players.values())


def test_last_trick(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window)
    assert c.last_trick() is None
    while c.last_trick() is None:
        qtbot.waitUntil(c.is_human_turn)
        c.play_human(c.human_view().legal_moves[0])
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None)
    _leader, cards, winner = c.last_trick()
    assert len(cards) == 4 and winner in range(4)


class _Refused:
    """A deterministic faulty player: always a card it does not hold (or may not play)."""

    def __init__(self, level: str, seed: int, table: tuple[str | None, ...]) -> None:
        self.level, self.seed, self.table = level, seed, table
        self.asked = 0

    def choose(self, view) -> int:  # type: ignore[no-untyped-def]
        self.asked += 1
        return next(c for c in range(40) if c not in view.legal_moves)


def test_a_refused_computer_card_is_replaced_by_a_legal_one(qtbot, caplog) -> None:  # type: ignore[no-untyped-def]
    """Asking a faulty player again would be refused again, without end: the session plays
    a random legal card for it after one refusal, and logs it."""
    made: list[_Refused] = []

    def make(level: str, seed: int, table: tuple[str | None, ...]) -> _Refused:
        made.append(_Refused(level, seed, table))
        return made[-1]

    c = Session(make_player=make)
    c.wait_for_table = False
    c.speed = "instant"
    at_end: list[tuple[int, int, int]] = []  # (cards played, cards asked for, refusals)

    def hand_over(index: int) -> None:
        refused = [r for r in caplog.records if "made a refused move" in r.getMessage()]
        plays = len(c.match.hands[index].state.plays)
        at_end.append((plays, sum(p.asked for p in made), len(refused)))
        c.abandon()  # no next hand

    c.handFinished.connect(hand_over)
    with caplog.at_level(logging.ERROR, logger="ciapano_qt.ui.session.session"):
        c.new_match(Rules(target=11), seats(4, human=False), seed=3, demo=True)
        qtbot.waitUntil(lambda: bool(at_end), timeout=30_000)
    # The hand was played out, each card asked for once (nobody asked again after a
    # refusal) and each refusal logged as an error.
    assert at_end == [(40, 40, 40)]
    assert all(r.levelname == "ERROR" for r in caplog.records)
    c.shutdown()
    c.deleteLater()


def test_queries_follow_the_match(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The seats, the viewer's legal cards and the reasons come from the session."""
    c = window.session
    start_human_match(window)
    qtbot.waitUntil(c.is_human_turn)
    infos = c.seats()
    assert [s.name for s in infos] == ["You", "AI 1", "AI 2", "AI 3"]
    assert [s.kind for s in infos] == ["human", "ai", "ai", "ai"]
    assert sum(s.dealer for s in infos) == 1 and infos[c.human].turn
    assert all(s.in_play and s.in_hand and s.total == 0 for s in infos)
    legal = c.viewer_legal()
    view = c.human_view()
    assert legal == set(view.legal_moves)
    for card in view.hand_cards:
        reason = c.why_not(card)
        assert (reason is None) == (card in legal)
    if view.trick_len:
        assert c.turn_prompt().kind in ("follow", "any", "play")
    else:
        assert c.turn_prompt().kind in ("lead", "lead_any")
    picture = c.picture()
    assert sorted(picture.hands[c.human]) == sorted(view.hand_cards)
    assert [s for s, _card in picture.trick] == [
        (view.trick_leader + i) % 4 for i in range(view.trick_len)
    ]
    assert c.snapshot().seats == c.match.seats and c.snapshot() is not c.match


def test_a_snapshot_does_not_follow_the_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.engine.record import to_record

    c = window.session
    start_human_match(window)
    qtbot.waitUntil(c.is_human_turn)
    snap = c.snapshot()
    before = to_record(c.match)
    assert to_record(snap) == before
    assert c.play_human(c.human_view().legal_moves[0])
    qtbot.waitUntil(lambda: c.is_human_turn() or not c.hand_in_play)
    assert to_record(c.match) != before and to_record(snap) == before
