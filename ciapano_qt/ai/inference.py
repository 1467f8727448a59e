"""Inference about the opponents' hands from how they followed suit (classic only).

A player who follows suit and avoids tricks ducks with its highest card under the trick's
best card, and takes a trick only when it has no card that ducks. So, from an opponent's
earlier plays:

- it followed with ``c`` under the best card ``b``: it held no card of the suit between ``c``
  and ``b`` (else it would have ducked with that higher card);
- it followed with ``c`` over the best card ``b``: it held no card of the suit under ``b``.

Hidden cards never come back into a hand unseen (a heads-up draw is shown), so what was
absent then is absent now. These are beliefs, not facts: the sampler uses them only while
they leave a consistent placement of the hidden cards (``Sampler(exclude=...)``). Skipped
with two cards in hand (the last-trick rule plays differently) and in Busca (a player who
has not covered wants tricks).

A likelihood-weighting variant (importance sampling of worlds by how many of the opponents'
plays the rule policy reproduces) was measured first: no gain at equal budget, twice the cost.
"""

from __future__ import annotations

from ..engine.view import View
from .knowledge import next_seat
from .policy import ABOVE, BELOW


def exclusions(view: View) -> list[int]:
    """Per seat, the unseen cards its earlier plays say it does not hold."""
    out = [0] * view.n_seats
    if view.rules.is_busca:
        return out
    n = len(view.active)
    plays = view.plays
    seats: list[int] = []
    leader = view.first_leader
    for t in range(0, len(plays), n):
        s = leader
        for _ in plays[t : t + n]:
            seats.append(s)
            s = next_seat(view, s)
        if t // n < len(view.winners):
            leader = view.winners[t // n]
    for i, c in enumerate(plays):
        seat = seats[i]
        # skip our own plays, leads, and the last two tricks (two cards or fewer in hand)
        if seat == view.seat or i % n == 0 or view.n_tricks - i // n <= 2:
            continue
        trick = plays[i - i % n : i]
        led = trick[0] // 10
        if c // 10 != led:
            continue
        best = trick[0]
        for x in trick[1:]:
            if x // 10 == led and x > best:
                best = x
        if c < best:
            out[seat] |= BELOW[best] & ABOVE[c]
        else:
            out[seat] |= BELOW[best]
    unseen = view.unseen()
    return [m & unseen for m in out]
