"""What the session tells about its match, as plain values read from the engine.

The session (``session.py``) is the only UI code that holds the ``Match``; these functions
read it into small immutable values for the item models and the table: the seats, the hand
being played as the table lays it out, the prompt for the viewer's turn, and the engine's
reason why a card may not be played. Qt-free: nothing here decides a rule, it reads the
engine's state and asks the engine.
"""

from __future__ import annotations

import copy

from ...engine.cards import cards_of
from ...engine.errors import EngineError
from ...engine.frozen import frozen
from ...engine.hand import DISCARD, HandState
from ...engine.match import HandLog, Match
from ...engine.scoring import team_of
from ...engine.view import View
from .hotseat import seat_kind


@frozen
class SeatInfo:
    """One seat of the match as the table shows it."""

    seat: int
    name: str
    kind: str  # "ai", "human" (a person at this screen) or "remote" (at another computer)
    level: str | None  # the computer's level; None for a human
    total: int  # the match total now (penalty points, or busche)
    hand_total: int  # the total at the start of the hand in play (shown until it is scored)
    tricks: int  # tricks taken in the hand in play (or the last hand)
    dealer: bool  # deals the hand in play (or dealt the last one)
    in_play: bool  # still in the match
    in_hand: bool  # has cards in the hand in play (or had in the last one)
    winner: bool  # the match is over and this seat won it
    turn: bool  # the seat announced to play (turnChanged, once the table has caught up)
    viewer: bool  # the table is seen from this seat (the human's)
    team: int = -1  # two against two: 0 (seats 0 and 2) or 1 (seats 1 and 3); else -1
    away: bool = False  # a networked person's seat the computer plays until they return


@frozen
class TablePicture:
    """The hand in play (or the last hand) as the table lays it out, from the engine's state."""

    n_seats: int
    busca: bool
    dealer: int
    active: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # each seat's cards
    trick: tuple[tuple[int, int], ...]  # (seat, card) of the trick in progress, in order
    trick_winner: int  # the seat winning the trick in progress so far, -1 with no trick
    piles: tuple[tuple[int, ...], ...]  # each seat's taken cards (without discard or aside)
    stock: tuple[int, ...]  # heads-up: the stock cards not yet drawn, in order
    aside: tuple[int, ...]  # set apart: three players, the Four removed or the monte card;
    # six or seven, the cards taken out (strip) or left face down (monte); else none
    aside_is_monte: bool  # face down until the hand is scored
    discard: int | None  # three players: the dealer's discard
    revealed: bool  # the hand is scored: every card may be shown
    tricks_won: tuple[int, ...]
    totals: tuple[int, ...]  # the match totals at the start of this hand


@frozen
class TurnPrompt:
    """What the viewer may do on their turn, from the engine's legal moves."""

    kind: str  # "discard", "lead_any", "lead", "follow", "any" (cannot follow), "play"
    suit: int = -1  # "follow": the suit led


def seat_infos(
    match: Match | None, turn: int, viewer: int | None, remote: frozenset[int] = frozenset()
) -> tuple[SeatInfo, ...]:
    if match is None:
        return ()
    state = match.hands[-1].state if match.hands else None
    hand_totals = state.totals if state is not None else tuple(match.totals)
    return tuple(
        SeatInfo(
            seat=i,
            name=s.name,
            kind=seat_kind(s, i, remote),
            level=s.level if s.kind == "ai" else None,
            total=match.totals[i],
            hand_total=hand_totals[i],
            tricks=state.winners.count(i) if state is not None else 0,
            dealer=state is not None and state.dealer == i,
            in_play=i in match.in_play,
            in_hand=state is not None and i in state.active,
            winner=match.finished and i in match.winners,
            turn=i == turn,
            viewer=i == viewer,
            team=team_of(i) if match.rules.uses_teams else -1,
        )
        for i, s in enumerate(match.seats)
    )


def table_picture(match: Match) -> TablePicture | None:
    """The last hand of ``match`` as the table lays it out (None before the first deal)."""
    if not match.hands:
        return None
    return picture_of(match.hands[-1].state)


def picture_of(st: HandState) -> TablePicture:
    """A hand's state as the table lays it out (a networked seat's: ``remote.py``)."""
    n = st.n_seats
    trick: list[tuple[int, int]] = []
    if st.trick_len:
        seat = st.trick_leader
        for c in st.plays[len(st.plays) - st.trick_len :]:
            trick.append((seat, int(c)))
            seat = st.nxt[seat]
    three = len(st.active) == 3
    method = st.rules.three_player_method
    aside: tuple[int, ...] = st.aside  # six or seven in play: strip or monte
    if three and method in ("remove_four", "monte") and st.removed is not None:
        aside = (st.removed,)
    discard = st.discard if three and method == "discard" else None
    extra = {*aside, discard} - {None}
    return TablePicture(
        n_seats=n,
        busca=st.rules.is_busca,
        dealer=st.dealer,
        active=tuple(st.active),
        hands=tuple(tuple(int(c) for c in cards_of(st.hands[s])) for s in range(n)),
        trick=tuple(trick),
        trick_winner=st.trick_winner if st.trick_len else -1,
        piles=tuple(
            tuple(int(c) for c in cards_of(st.piles[s]) if c not in extra) for s in range(n)
        ),
        stock=tuple(int(c) for c in st.stock[st.stock_pos :]),
        aside=aside,
        aside_is_monte=bool(st.monte_mask),
        discard=discard,
        revealed=st.is_over,
        tricks_won=tuple(st.winners.count(s) for s in range(n)),
        totals=tuple(st.totals),
    )


def turn_prompt(view: View) -> TurnPrompt:
    """The viewer's turn in words the interface translates (``mainwindow`` does)."""
    if view.phase == DISCARD:
        return TurnPrompt("discard")
    free = view.legal == view.hand  # every card of the hand may be played
    if not view.trick_len:
        return TurnPrompt("lead_any" if free else "lead")
    led = view.led_suit
    if all(card // 10 == led for card in view.legal_moves):
        return TurnPrompt("follow", led)
    return TurnPrompt("any" if free else "play")


def refusal(match: Match, card: int) -> EngineError | None:
    """The engine's reason why ``card`` may not be played now (None: it may)."""
    state = match.hand
    if state is None:
        return None
    try:
        state.check(card)
    except EngineError as error:
        return error
    return None


def viewer_hand(match: Match | None, viewer: int | None) -> tuple[int, ...]:
    """The viewer's cards in the hand in play (or the last hand); () without a viewer."""
    if match is None or not match.hands or viewer is None:
        return ()
    return tuple(int(c) for c in cards_of(match.hands[-1].state.hands[viewer]))


def legal_for(match: Match | None, seat: int) -> frozenset[int] | None:
    """The cards ``seat`` may play (or discard) now; None when it is not its turn."""
    state = match.hand if match is not None else None
    if state is None or state.current != seat:
        return None
    return frozenset(int(c) for c in state.legal_moves())


def last_trick(match: Match | None) -> tuple[int, tuple[int, ...], int] | None:
    """The last finished trick of the hand in play (or of the last hand): leader, cards,
    winner."""
    if match is None or not match.hands:
        return None
    tricks = match.hands[-1].state.tricks
    if not tricks:
        if len(match.hands) < 2:
            return None
        tricks = match.hands[-2].state.tricks
    return tricks[-1] if tricks else None


def snapshot(match: Match | None) -> Match | None:
    """A copy of the match as it stands, for the models of a dialog (score sheet, last
    trick): the game goes on under an open dialog without changing what it shows, and
    nothing done to the copy reaches the game. Scored hands never change again, so they are
    shared; the hand in play is cloned (rebuilding from the record took ~50-150 ms for a long
    match)."""
    if match is None:
        return None
    copied = copy.copy(match)
    copied.seats = list(match.seats)
    copied.totals = list(match.totals)
    copied.in_play = list(match.in_play)
    copied.extra = dict(match.extra)
    copied.hands = [
        h if h.finished else HandLog(h.deal, h.state.clone(), h.totals, h.out, dict(h.extra))
        for h in match.hands
    ]
    return copied
