"""The review in a helper process: the same figures as in this process, progress on the way,
cancellation ends the helper."""

from __future__ import annotations

import multiprocessing

import pytest

from ciapano_qt.ai.review import ReviewCancelled, review_match
from ciapano_qt.ai.review_process import review_in_helper

from .blunders import DUCK_DECISIONS, DUCK_TRICKS, match_of


def test_the_helper_gives_the_same_review_with_progress():
    match = match_of(DUCK_TRICKS)
    seen: list[tuple[int, int]] = []
    got = review_in_helper(match, 0, worlds=10, seed=4, progress=lambda d, t: seen.append((d, t)))
    assert got == review_match(match, 0, worlds=10, seed=4)
    n = len(DUCK_DECISIONS)
    assert seen == [(k, n) for k in range(n + 1)]


def test_cancelling_ends_the_helper():
    """A review far too long to finish: cancelled once the helper has said it started."""
    match = match_of(DUCK_TRICKS)
    seen: list[int] = []
    with pytest.raises(ReviewCancelled):
        review_in_helper(
            match,
            0,
            worlds=10**9,
            progress=lambda d, t: seen.append(d),
            cancelled=lambda: bool(seen),
        )
    assert seen == [0]
    assert not [p for p in multiprocessing.active_children() if p.name == "ciapano-coach"]


def test_a_missing_seat_is_refused_before_any_process():
    with pytest.raises(ValueError, match="no seat 7"):
        review_in_helper(match_of(DUCK_TRICKS), 7)
