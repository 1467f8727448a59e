"""People at one screen (issue 20, hot seat): the pass screen between different people's turns,
and at every moment the table shows face up only the cards of the person at the screen.

The checks read the scene's card items (face up or down, visible) against the engine's state
of the hand: no card in the hand of a seat other than the viewer's is ever face up, none at all
while the screen is being passed, and the three-player discard only to its dealer.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import Qt

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.events import CardDiscarded, CardPlayed

PEOPLE3 = [Seat("Anna", "human", None), Seat("Bepi", "human", None), Seat("Carla", "human", None)]


class Watch:
    """Checks the table after every change the session signals, and counts the passes."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.session = window.session
        self.passes: list[int] = []  # the seats the screen was passed to, in order
        self.turns: list[int] = []  # the seat of every card played or discarded, in order
        self.checks = 0
        s = self.session
        s.stateChanged.connect(self.check)
        s.viewerChanged.connect(lambda _seat: self.check())
        s.eventsApplied.connect(self._events)
        s.passRequested.connect(self._passed)
        window.scene.queue.idle.connect(self.check)

    def _events(self, events: list[Any]) -> None:
        for e in events:
            if isinstance(e, CardPlayed | CardDiscarded):
                self.turns.append(e.seat)
        self.check()

    def _passed(self, seat: int) -> None:
        self.passes.append(seat)
        self.check()

    def check(self) -> None:
        """Only the viewer's cards face up (none while passing), the rest public cards."""
        s, scene = self.session, self.window.scene
        match = s.match
        if match is None or not match.hands:
            return
        self.checks += 1
        state = match.hands[-1].state
        viewer = s.viewer
        if s.passing_to is not None:
            assert viewer is None
        up = {c for c, item in scene.items_by_card.items() if item.isVisible() and item.face_up}
        for seat in range(match.n_seats):
            if seat != viewer:
                shown = up & {int(c) for c in _cards(state.hands[seat])}
                assert not shown, (seat, viewer, shown)
        if state.discard is not None and not state.is_over and int(state.discard) in up:
            assert viewer == state.dealer  # the discard is the dealer's secret


def _cards(mask: int) -> list[int]:
    from ciapano_qt.engine.cards import cards_of

    return [int(c) for c in cards_of(mask)]


def _take_turns(qtbot: Any, window: Any, watch: Watch, hands: int = 1) -> None:
    """Play to the end of ``hands`` hands: dismiss each pass screen with the keyboard, play
    the first legal card of each person's turn."""
    s = window.session
    while True:
        qtbot.waitUntil(
            lambda: (
                s.passing_to is not None
                or s.is_human_turn()
                or (not s.hand_in_play and len(s.match.hands) >= 1)
            ),
            timeout=20_000,
        )
        if s.passing_to is not None:
            screen = window.pass_screen
            assert screen is not None and screen.isVisible()
            assert screen.geometry() == window.view.rect()  # over the whole table
            assert s.seat_name(s.passing_to) in screen.title.text()
            assert screen.button.hasFocus() or not window.isActiveWindow()
            seat = s.passing_to
            qtbot.keyClick(screen.button, Qt.Key.Key_Return)
            assert s.viewer == seat and not screen.isVisible()
            assert window.scene.placement.bottom == seat  # the table turned to them
            continue
        if s.is_human_turn():
            assert window.pass_screen is None or not window.pass_screen.isVisible()
            assert sorted(window.scene.human_cards()) == sorted(s.human_view().hand_cards)
            s.play_human(s.human_view().legal_moves[0])
            continue
        if len(s.match.hands) >= hands or s.finished:
            return
        s.next_hand()


def _expected_passes(turns: list[int], people: tuple[int, ...]) -> list[int]:
    """A pass before the first person's turn and at each change of person."""
    out: list[int] = []
    last = None
    for seat in turns:
        if seat in people and seat != last:
            out.append(seat)
        if seat in people:
            last = seat
    return out


def test_three_people_play_a_hand_at_one_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    s = window.session
    s.new_match(Rules(players=3, three_player_method="discard"), PEOPLE3, seed=11)
    assert s.people == (0, 1, 2) and s.viewer is None  # nobody at the screen yet
    assert all(not i.face_up for i in window.scene.items_by_card.values())
    _take_turns(qtbot, window, watch)
    turns = watch.turns
    assert len(turns) == 1 + 39  # the discard and the 39 cards of the 13 tricks
    assert watch.passes == _expected_passes(turns, (0, 1, 2))
    # The dealer discards first, then the seat after the dealer leads: two passes at least;
    # a trick's last player who also takes it leads again, and then no pass comes between.
    assert watch.passes[0] == s.match.hands[0].state.dealer
    same = sum(1 for a, b in itertools.pairwise(turns) if a == b)
    assert same > 0  # this deal has such a trick: the same person twice, one screen
    assert len(watch.passes) == len(turns) - same
    assert watch.checks > 100


def test_a_computer_between_two_people_still_passes_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    s = window.session
    seats = [Seat("Anna", "human", None), Seat("AI", "ai", "random"), Seat("Bepi", "human", None)]
    s.new_match(Rules(players=3, three_player_method="remove_four"), seats, seed=4)
    assert s.people == (0, 2)
    _take_turns(qtbot, window, watch)
    assert watch.passes == _expected_passes(watch.turns, (0, 2))
    assert 1 in watch.turns  # the computer played its cards without any pass


def test_heads_up_two_people_draw_in_public(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    s = window.session
    seats = [Seat("Anna", "human", None), Seat("Bepi", "human", None)]
    s.new_match(Rules(players=2), seats, seed=3)
    _take_turns(qtbot, window, watch)
    assert len(watch.turns) == 40
    assert watch.passes == _expected_passes(watch.turns, (0, 1))


def test_solo_play_never_shows_a_pass_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from .conftest import start_human_match

    watch = Watch(window)
    s = window.session
    start_human_match(window, Rules(players=3), seed=11)
    assert s.people == (0,) and s.viewer == 0 and not s.hands_hidden
    _take_turns(qtbot, window, watch)
    assert watch.passes == [] and window.pass_screen is None
    assert s.viewer == 0 and window.scene.placement.bottom == 0


def test_undo_takes_back_only_the_present_persons_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.settings.set("game/casual", True)
    s = window.session
    seats = [Seat("Anna", "human", None), Seat("AI", "ai", "random"), Seat("Bepi", "human", None)]
    s.new_match(Rules(players=3, three_player_method="remove_four"), seats, seed=4)
    took: list[int] = []
    while len(took) < 2:  # two people take the screen in turn
        qtbot.waitUntil(lambda: s.passing_to is not None or s.is_human_turn(), timeout=20_000)
        if s.passing_to is not None:
            assert not s.can_undo() and not s.can_redo()  # nothing to take back behind it
            assert not window.menus.act_undo.isEnabled() and not window.menus.act_hint.isEnabled()
            took.append(s.passing_to)
            s.take_screen()
            assert not s.can_undo()  # the previous person's card stays played
            continue
        before = len(s.match.hand.plays)
        s.play_human(s.human_view().legal_moves[0])
        if s.passing_to is None and s.hand_in_play:
            assert s.can_undo()  # the person's own card, while still at the screen
            assert s.undo() and len(s.match.hand.plays) == before
            s.play_human(s.human_view().legal_moves[0])
    assert took[0] != took[1]


def test_finish_for_me_plays_one_persons_cards_and_the_others_play_on(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    s = window.session
    s.new_match(Rules(players=3, three_player_method="remove_four"), PEOPLE3, seed=11)
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    first = s.passing_to
    s.take_screen()
    qtbot.waitUntil(s.is_human_turn, timeout=20_000)
    assert s.can_finish() and s.finish_for_me()  # the first person's cards, to the end
    assert not s.can_finish() and s.finishing
    done = len(watch.passes)
    _take_turns(qtbot, window, watch)
    assert not s.hand_in_play and s.match.hands[0].extra["finished_for_me"]
    later = watch.passes[done:]
    assert later and first not in later  # never passed to them again in this hand
    assert set(later) == {0, 1, 2} - {first}  # the two others still take turns
    played_by_first = [seat for seat in watch.turns if seat == first]
    assert len(played_by_first) == 13  # the stand-in played all of the first's cards
    others = tuple(sorted({0, 1, 2} - {first}))
    # The first pass went to them before they asked; then only the others' changes of turn.
    assert watch.passes == [first, *_expected_passes(watch.turns, others)]


def test_the_pass_screen_is_a_named_widget_that_takes_the_focus(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    s.new_match(Rules(players=3), PEOPLE3, seed=11)
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    screen = window.pass_screen
    name = s.seat_name(s.passing_to)
    assert screen.accessibleName() == f"Pass to {name}"
    assert name in screen.button.text() and screen.button.accessibleDescription()
    assert window.view.announcement.startswith(f"Pass to {name}")  # said aloud
    assert window.status.text() == "The screen changes hands."  # not the big words again
    ring = screen.ring  # the table's seats, the person's marked and at the bottom
    assert ring.isVisible() and ring.mark == ring.bottom == s.passing_to
    assert ring.names == tuple(s.seat_name(i) for i in range(3))
    assert screen.cloth == window.scene.cloth
    assert not window.scene.human_cards()  # nothing to play behind it
    window.activateWindow()
    screen.button.setFocus()
    qtbot.keyClick(screen.button, Qt.Key.Key_Tab)
    assert window.focusWidget() is screen.button  # Tab does not reach the table behind
    window.resize(800, 600)
    qtbot.waitUntil(lambda: screen.geometry() == window.view.rect())
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert s.viewer is not None and not screen.isVisible()
    assert window.focusWidget() is window.view  # the keyboard on the person's cards


def test_a_hint_asked_before_the_pass_never_reaches_the_next_person(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    s.new_match(Rules(players=3), PEOPLE3, seed=11)
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    s.take_screen()
    qtbot.waitUntil(s.is_human_turn, timeout=20_000)
    generation = s.generation
    hints: list[int] = []
    s.hintReady.connect(lambda card, _reason: hints.append(card))
    answer = s._computer_turns()._on_hint_ready  # where a hint's answer comes back
    answer(generation, type("R", (), {"card": 0})())  # the answer...
    assert hints == [0]  # ...arrives while the person is at the screen: shown
    hints.clear()
    s.play_human(s.human_view().legal_moves[0])
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    s.take_screen()
    qtbot.waitUntil(s.is_human_turn, timeout=20_000)
    answer(generation, type("R", (), {"card": 0})())
    assert hints == []  # a reply from before the pass is stale


def test_a_hot_seat_match_resumes_behind_the_pass_screen(qtbot, make_window, data) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.engine.record import to_record
    from ciapano_qt.ui.session.persistence import install_persistence

    first = make_window()
    install_persistence(first, data)
    s = first.session
    s.new_match(Rules(players=3), PEOPLE3, seed=11)
    played = 0
    while played < 4 or s.passing_to is None:  # a few cards, then stop behind a pass
        qtbot.waitUntil(lambda: s.passing_to is not None or s.is_human_turn(), timeout=20_000)
        if s.passing_to is not None:
            if played >= 4:
                break
            s.take_screen()
        qtbot.waitUntil(s.is_human_turn, timeout=20_000)
        s.play_human(s.human_view().legal_moves[0])
        played += 1
    first.persistence.flush()
    record = to_record(s.match)
    assert [seat["kind"] for seat in record["seats"]] == ["human"] * 3  # persons in the record
    s.shutdown()  # "the app stops" here

    second = make_window()
    watch = Watch(second)
    assert install_persistence(second, data)
    r = second.session
    assert to_record(r.match) == record
    assert r.people == (0, 1, 2) and r.viewer is None
    qtbot.waitUntil(lambda: r.passing_to is not None, timeout=20_000)
    assert r.passing_to == r.match.hand.current  # the pass screen first, nothing face up
    assert second.pass_screen.isVisible()
    hands = [c for st in [r.match.hand] for seat in range(3) for c in _cards(st.hands[seat])]
    assert not any(second.scene.items_by_card[c].face_up for c in hands)
    watch.check()
    r.take_screen()
    qtbot.waitUntil(r.is_human_turn, timeout=20_000)
    assert sorted(second.scene.human_cards()) == sorted(r.human_view().hand_cards)


def test_a_finished_hot_seat_match_is_not_counted(qtbot, window, data) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.storage.stats_model import Stats, counts_for
    from ciapano_qt.ui.session.persistence import install_persistence

    install_persistence(window, data)
    s = window.session
    seats = [Seat("Anna", "human", None), Seat("Bepi", "human", None)]
    s.new_match(Rules(players=2, target=11), seats, seed=5)  # a short heads-up match
    counted: list[bool] = []
    window.persistence.matchCounted.connect(lambda: counted.append(True))
    watch = Watch(window)
    _take_turns(qtbot, window, watch, hands=50)
    assert s.finished
    assert not counts_for(s.match, 0) and not counts_for(s.match, 1)
    assert not Stats().add(s.match, 0) and not Stats().add(s.match, 1)
    assert counted == [] and window.persistence.stats.load().stats.groups == {}
    assert not window.persistence.store.path.exists()  # finished: the autosave is gone


def test_the_card_tracker_follows_the_person_at_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    window.menus.act_tracker.setChecked(True)
    window.toggle_tracker()
    panel = window.tracker_panel
    s.new_match(Rules(players=3), PEOPLE3, seed=11)
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    assert s.tracker() is None and panel.model.tracker is None  # nobody's cards behind it
    assert panel.note.text() == "The cards are hidden until the screen is taken."
    seat = s.passing_to
    s.take_screen()
    qtbot.waitUntil(s.is_human_turn, timeout=20_000)
    mine = panel.model.tracker
    assert mine is not None and s.viewer == seat and mine.seat == seat
    hand = set(s.human_view().hand_cards)
    assert {int(c) for row in mine.suits for c in row.mine} == hand  # the viewer's own


def test_the_pass_screen_names_the_person_without_repeating_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from ciapano_qt.ui.table.passscreen import PassScreen

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 500)
    table.show()
    screen = PassScreen(table)
    said = screen.show_for("Bartholomew")
    assert said == (
        "Pass to Bartholomew. Every hand is face down: hand the screen over, and the others "
        "look away."
    )  # what the status line and a screen reader get: the name once
    assert screen.button.text() == "I am Bartholomew: show my cards"
