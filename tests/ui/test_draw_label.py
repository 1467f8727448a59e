"""The heads-up stock's label says who drew last, in the player's own words for the player."""

from __future__ import annotations

from ciapano_qt.engine import Rules

from .conftest import start_human_match


def test_the_draw_label_says_you_draw_for_the_player(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session, scene = window.session, window.scene
    seen: dict[int, str] = {}  # seat that drew last -> the label then
    update = scene.decor.update_labels

    def watched() -> None:  # the label is shown between a draw and the next trick's start
        update()
        if scene.placement.shown:
            seen[scene.placement.shown[-1][0]] = scene.decor.labels["draw"].text

    scene.decor.update_labels = watched
    start_human_match(window, Rules(players=2))
    for _ in range(20):  # tricks: the winner draws first, the other last
        qtbot.waitUntil(lambda: session.is_human_turn() and not scene.queue.busy)
        if len(seen) == 2:
            break
        session.play_human(session.human_view().legal_moves[0])
    assert seen == {0: "You draw", 1: "AI 1 draws"}
