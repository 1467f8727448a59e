"""``review_match(..., hands=...)`` reviews only the hands asked for (the hand summary's review
of one hand), with the same figures as the review of the whole match."""

from __future__ import annotations

import random

from ciapano_qt.ai.play import play_match
from ciapano_qt.ai.review import review_match
from ciapano_qt.engine import Rules


def test_only_the_hands_asked_for_are_reviewed() -> None:
    match = play_match(Rules(players=3, target=21), ["random"] * 3, random.Random(17))
    assert len(match.hands) >= 3
    whole = review_match(match, 0, worlds=2, seed=3)
    one = review_match(match, 0, worlds=2, seed=3, hands=[1])
    assert [h.hand for h in one.hands] == [1]
    assert one.hands[0] == next(h for h in whole.hands if h.hand == 1)
    assert review_match(match, 0, worlds=2, hands=[]).hands == ()
