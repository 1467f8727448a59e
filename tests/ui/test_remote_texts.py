"""The words of a networked table: a hand's result on the status line (scores signed, the
totals after the hand, only the seats that played it), in the catalogue's language."""

from __future__ import annotations

from ciapano_qt.ui.remote.texts import result_text


def test_a_hands_result_names_the_seats_that_played_it(qapp):
    scored = {"scores": [3, -1, 0, 5], "totals": [12, 4, 7, 30]}
    text = result_text(scored, ["Anna", "Bruno", "Dario"], [0, 1, 3])  # Carla sat it out
    assert text == "Hand over: Anna +3 → 12, Bruno -1 → 4, Dario +5 → 30"
    assert result_text({"scores": [0, 0], "totals": [0, 0]}, ["A", "B"], [0, 1]) == (
        "Hand over: A +0 → 0, B +0 → 0"
    )
