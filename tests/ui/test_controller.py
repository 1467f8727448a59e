"""The controller plays whole matches, ignores stale results, undoes, hints, refuses."""

from __future__ import annotations

import pytest

from ciapano_qt.engine import Rules
from ciapano_qt.ui.session.session import GameController

from .conftest import seats, start_human_match


def _finish(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: controller.match is not None and controller.match.finished, timeout=60_000
    )


@pytest.mark.parametrize(
    "rules",
    [Rules(players=3), Rules(), Rules(players=5), Rules.busca(), Rules(players=2)],
    ids=["classic3", "classic4", "classic5", "busca", "headsup"],
)
def test_demo_match_without_table(qtbot, rules: Rules) -> None:  # type: ignore[no-untyped-def]
    c = GameController()
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
    c = window.controller
    c.new_match(rules, seats(rules.players, human=False, level="random"), seed=5, demo=True)
    _finish(qtbot, c)
    qtbot.waitUntil(lambda: window.summary is not None)
    assert window.summary.primary.text().replace("&", "").startswith("New match")


def test_stale_results_are_ignored(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    c.new_match(Rules(), seats(4, human=False), seed=1, demo=True)
    first = c.match
    c.new_match(Rules(players=3, target=11), seats(3, human=False), seed=2, demo=True)
    assert c.match is not first
    _finish(qtbot, c)
    assert c.match.n_seats == 3
    assert not first.hands[0].state.plays or len(first.hands) == 1


def test_undo_takes_back_the_human_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
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
    c = window.controller
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
    c = window.controller
    start_human_match(window)
    qtbot.waitUntil(c.is_human_turn)
    with qtbot.waitSignal(c.hintReady, timeout=30_000) as blocker:
        assert c.request_hint()
    assert blocker.args[0] in c.human_view().legal_moves


def test_players_know_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Every computer player, and the hint, is given every seat's level (None for the human):
    levels are public, and the expert believes the seats it names rule players."""
    c = window.controller
    start_human_match(window)
    table = c._table()
    assert table[c.human] is None
    assert all(table[i] == s.level for i, s in enumerate(c.match.seats) if i != c.human)
    assert all(p.table == table for p in c._players.values())


def test_last_trick(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    start_human_match(window)
    assert c.last_trick() is None
    while c.last_trick() is None:
        qtbot.waitUntil(c.is_human_turn)
        c.play_human(c.human_view().legal_moves[0])
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None)
    _leader, cards, winner = c.last_trick()
    assert len(cards) == 4 and winner in range(4)
