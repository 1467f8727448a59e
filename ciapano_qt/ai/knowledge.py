"""What a seat can work out from its view: the trick on the table, the cards still out,
who is void where (from the whole history), Busca cover."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import BUSCA_POINTS, CLASSIC_THIRDS, FULL_MASK, SUIT_MASKS
from ..engine.hand import next_in_play
from ..engine.scoring import pile_points
from ..engine.view import View


@dataclass(frozen=True, slots=True)
class Trick:
    led: int  # suit led, -1 when leading
    best: int  # strongest card of the suit led so far, -1 when leading
    winner: int  # seat winning the trick so far, -1 when leading
    points: int  # card points on the table (classic thirds / Busca points)
    last: bool  # this seat plays last to the trick


def next_seat(view: View, seat: int) -> int:
    return next_in_play(view.active, view.n_seats, seat)


def trick_of(view: View) -> Trick:
    n = len(view.active)
    vals = BUSCA_POINTS if view.rules.is_busca else CLASSIC_THIRDS
    if not view.trick_len:
        return Trick(-1, -1, -1, 0, n == 1)
    cards = view.plays[-view.trick_len :]
    seat = view.trick_leader
    best, winner = cards[0], seat
    for c in cards[1:]:
        seat = next_seat(view, seat)
        if c // 10 == best // 10 and c > best:
            best, winner = c, seat
    pts = sum(vals[c] for c in cards)
    return Trick(best // 10, best, winner, pts, view.trick_len == n - 1)


def out_mask(view: View) -> int:
    """Cards not played, not ours and not known to be out of play: others' hands, stock,
    unseen discard or monte."""
    out = view.unseen()
    for s in view.active:
        if s != view.seat:
            out |= view.known[s]
    return out & FULL_MASK


def history_voids(view: View) -> list[int]:
    """Per seat, suits its *unknown* cards cannot include: every suit it ever failed to follow.

    Stronger than ``view.voids`` in the heads-up finale: a drawn card ends a void in the
    engine's sense, but drawn cards are shown, so the hidden part of the hand stays void.
    """
    voids = [0] * view.n_seats
    n = len(view.active)
    seat = view.first_leader
    plays = view.plays
    for start in range(0, len(plays), n):
        trick = plays[start : start + n]
        led = trick[0] // 10
        s = seat
        for c in trick[1:]:
            s = next_seat(view, s)
            if c // 10 != led:
                voids[s] |= 1 << led
        t = start // n
        if t < len(view.winners):
            seat = view.winners[t]
    for s in range(view.n_seats):
        voids[s] |= view.voids[s]
    return voids


def may_hold(view: View, seat: int, voids: list[int]) -> int:
    """Unseen cards ``seat`` could hold in the unknown part of its hand."""
    allowed = 0
    for suit in range(4):
        if not voids[seat] >> suit & 1:
            allowed |= SUIT_MASKS[suit]
    return view.unseen() & allowed


def holdable(view: View, voids: list[int]) -> int:
    """Cards some other seat may hold now (known or possible)."""
    m = 0
    for s in view.active:
        if s != view.seat:
            m |= view.known[s] | may_hold(view, s, voids)
    return m


def covered(view: View, seat: int) -> bool:
    """Busca: has ``seat`` covered already (a card point, or a trick with option tricks)?"""
    if view.rules.busca_cover == "tricks":
        return seat in view.winners
    return pile_points(view.piles[seat], True) > 0
