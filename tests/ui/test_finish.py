"""Finish the hand for me: the person's forced last cards are played for them without a
question (not an assistance); on request the strongest computer player plays their seat to
the end of the hand, and the hand is noted ``finished_for_me`` (assisted)."""

from __future__ import annotations

import random
from typing import ClassVar

from ciapano_qt.ai.finish import forced_card
from ciapano_qt.engine import Rules
from ciapano_qt.storage.stats_model import was_assisted
from ciapano_qt.ui.session.session import Session

from .conftest import seats, start_human_match


class Recorder:
    """A computer player that plays a random legal card and tells which seats it played."""

    made: ClassVar[list[tuple[str, int | None]]] = []

    def __init__(self, level: str, seed: int, table: tuple[str | None, ...]) -> None:
        self.level, self.seed, self.table = level, seed, table
        self.rng = random.Random(seed)

    def choose(self, view):  # type: ignore[no-untyped-def]
        Recorder.made.append((self.level, view.seat))
        return self.rng.choice(view.legal_moves)


def test_forced_cards_are_played_for_the_person(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window, Rules(players=4), seed=3)
    chosen = 0
    while c.match.hand is not None:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=30_000)
        if c.match.hand is None:
            break
        view = c.human_view()
        if forced_card(view) is not None:  # the session plays it: wait for the card to go
            cards = len(view.hand_cards)
            qtbot.waitUntil(
                lambda n=cards: c.match.hand is None or len(c.human_view().hand_cards) < n,
                timeout=30_000,
            )
            continue
        chosen += 1
        assert c.play_human(view.legal_moves[0])
    assert 8 <= chosen <= 9  # the person's last card (at least) was played for them
    hand = c.match.hands[0]
    assert len(hand.state.plays) == 40 and "finished_for_me" not in hand.extra
    assert not was_assisted(c.match)


def test_finish_for_me_plays_the_seat_with_the_strongest_level(qtbot) -> None:  # type: ignore[no-untyped-def]
    Recorder.made = []
    c = Session(make_player=Recorder)
    c.wait_for_table = False
    c.speed = "instant"
    c.new_match(Rules(players=4), seats(4), seed=4)
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    assert c.can_finish()
    assert c.finish_for_me()
    assert not c.can_finish() and not c.can_undo()
    qtbot.waitUntil(lambda: c.match.hand is None, timeout=30_000)
    hand = c.match.hands[0]
    assert hand.extra["finished_for_me"] is True
    assert was_assisted(c.match)
    for_person = [level for level, seat in Recorder.made if seat == c.human]
    assert for_person and set(for_person) == {"expert"}
    assert len(hand.state.plays) == 40
    c.next_hand()  # the next hand is the person's again
    qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=30_000)
    assert c.match.hand is None or c.current_seat() == c.human
    assert "finished_for_me" not in c.match.hands[-1].extra
    c.shutdown()


def test_the_menu_action(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert not window.menus.act_finish.isEnabled()
    start_human_match(window, Rules(players=3), seed=2)
    c._computers._make = Recorder  # no search helper for the stand-in in a test
    qtbot.waitUntil(lambda: window.menus.act_finish.isEnabled(), timeout=30_000)
    window.menus.act_finish.trigger()
    assert not window.menus.act_finish.isEnabled()
    qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
    assert c.match.hands[0].extra["finished_for_me"] is True
