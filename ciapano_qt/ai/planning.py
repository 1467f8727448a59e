"""Playouts in which the searching seat also plans its own next cards.

A plain rollout (``policy.playout``) has every seat, the searcher included, play the rule
policy after the card tried. The real searcher will think again at its next turn, so a card
that leaves it a good choice later is worth more than a plain rollout says. ``planned_playout``
plays the hand by the rule policy up to the searcher's next real choice, then tries each of
its legal cards there (each followed by a plain rollout) and keeps the best for the searcher;
with ``plans`` above 1 it goes on the same way to the searcher's following choices (the
expert plans two: ``ExpertPlayer.PLAN``).

The choice is made in the sampled world, seeing its hidden cards (as the exact endgame does);
the rule player's own card is among those tried, so the searcher never does worse than the
plain rollout of the same world, nor with more cards planned than with fewer.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.hand import DISCARD, HandState
from .policy import chooser_for, started
from .sampling import indices

Value = Callable[[tuple[int, ...]], float]
"""The searcher's value of a hand's scores (higher is better)."""


def planned_playout(state: HandState, first: int, value: Value, plans: int = 1) -> tuple[int, ...]:
    """The hand's scores when ``state``'s seat to move plays ``first`` and then the hand is
    played by the rule policy, except that this seat's next ``plans`` real choices (more than
    one legal card) are each the card whose rule-policy playout ``value`` likes best (the
    first such card in index order on a tie). ``state`` is not changed."""
    seat = state.current
    rollout_choice = chooser_for(state.rules)
    st = started(state, first)
    while plans > 0:
        while not st.is_over:
            if st.current == seat and st.phase != DISCARD:
                legal = st.legal_mask()
                if legal & (legal - 1):
                    break
            st.chosen_step(rollout_choice)
        else:
            assert st.result is not None
            return st.result.scores
        best_card, best_value = -1, 0.0
        best: tuple[int, ...] = ()
        for card in indices(legal):
            trial = st.clone()
            trial.apply(card)
            scores = trial.playout(rollout_choice).scores
            v = value(scores)
            if best_card < 0 or v > best_value:
                best_card, best, best_value = card, scores, v
        plans -= 1
        if plans == 0:
            return best  # the rest of the hand is that card's rule-policy playout
        st.apply(best_card)
    return st.playout(rollout_choice).scores
