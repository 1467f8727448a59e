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


def test_the_review_counts_only_the_person_s_own_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 36, 20: after "Finish the hand for me" the coach reviewed the computer's cards
    as the person's decisions. The hand notes how many moves were the person's own."""
    from ciapano_qt.ai.review import positions

    c = Session(make_player=Recorder)
    c.wait_for_table = False
    c.speed = "instant"
    c.new_match(Rules(players=4), seats(4), seed=4)
    for _ in range(3):  # three cards of the person's own
        qtbot.waitUntil(c.is_human_turn, timeout=30_000)
        assert c.play_human(c.human_view().legal_moves[0])
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    before = len(c.match.hand.plays)
    assert c.finish_for_me()
    qtbot.waitUntil(lambda: c.match.hand is None, timeout=30_000)
    hand = c.match.hands[0]
    assert hand.extra["finished_from"] == {str(c.human): before}
    own = list(positions(hand, c.human))
    assert own and all(len(view.plays) < before for view, _card, _trick in own)
    assert len(own) <= 3
    del hand.extra["finished_from"]  # without the note every card of the seat was counted
    assert len(list(positions(hand, c.human))) > len(own)
    c.shutdown()


def test_a_hand_finished_for_the_person_goes_quickly(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    """Issue 36, 20: the hand played on at the speed setting (about 45 s at normal)."""
    from ciapano_qt.ui.table import timing

    settings.set("table/speed", "normal")
    settings.set("table/trick_hold", "click")
    c, scene = window.session, window.scene
    c._computers._make = Recorder  # no search helper for the stand-in in a test
    start_human_match(window, Rules(players=4), seed=4)
    qtbot.waitUntil(c.is_human_turn, timeout=30_000)
    assert c.pace == "normal" and scene.ms("play_card") == timing.DURATIONS["play_card"]
    assert scene.holds_until_click()
    assert c.finish_for_me()
    assert c.pace == timing.FINISHING
    for name in ("play_card", "trick_hold", "trick_collect", "ai_think"):
        assert scene.ms(name) == timing.duration(name, timing.FINISHING)
        assert scene.ms(name) < timing.duration(name, "fast")
    assert not scene.holds_until_click()  # nobody is there to click the tricks away
    qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
    c.next_hand()  # the next hand at the setting's speed again
    assert c.pace == "normal"


def test_the_finished_from_note_is_read_strictly() -> None:
    from ciapano_qt.ai.finish import note_finished_from, own_moves

    extra: dict[str, object] = {}
    note_finished_from(extra, 1, 7)
    note_finished_from(extra, 2, 11)  # hot seat: one count a person
    assert extra == {"finished_from": {"1": 7, "2": 11}}
    assert own_moves(extra, 1) == 7 and own_moves(extra, 2) == 11 and own_moves(extra, 0) is None
    for bad in (True, -1, "7", 7.0, None):
        assert own_moves({"finished_from": {"0": bad}}, 0) is None
    assert own_moves({"finished_from": [7]}, 0) is None
