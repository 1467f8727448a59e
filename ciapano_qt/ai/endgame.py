"""Exact solving of the last tricks of a determinized world (max^n, memoized).

Every seat is assumed to play the card that is best for itself (``Objective.value`` of its own
seat); the solver returns, for each legal card of the seat to move, the value the searching
seat gets at the end. Used once the stock is empty and few cards remain.
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASKS
from ..engine.hand import HandState
from ..engine.scoring import busca_result, classic_result, pile_points
from .objective import Objective

Vec = tuple[float, ...]


class Endgame:
    def __init__(self, state: HandState, objective: Objective) -> None:
        self.rules = state.rules
        self.busca = state.is_busca
        self.active = state.active
        self.nxt = state.nxt
        self.n = len(state.active)
        self.objective = objective
        self.bonus = state.rules.ace_bonus  # the ace of batons worth 11 or 6
        # the cards the last trick's winner adds: the discard, or the monte's card(s)
        self.extra = state.monte_mask | (0 if state.discard is None else 1 << state.discard)
        self.memo: dict[tuple[object, ...], Vec] = {}
        self.nodes = 0

    def root(self, state: HandState, moves: list[int]) -> list[Vec]:
        """The outcome vector after each of ``moves`` by the seat to move in ``state``."""
        busca = self.busca
        hands = tuple(state.hands)
        piles = tuple(pile_points(p, busca, self.bonus) for p in state.piles)
        won = tuple(state.winners.count(s) for s in range(state.n_seats)) if busca else ()
        tmask = 0
        for c in state.plays[len(state.plays) - state.trick_len :]:
            tmask |= 1 << c
        left = state.n_tricks - len(state.winners)
        cur = state.current
        return [
            self._play(
                hands,
                cur,
                c,
                state.led,
                state.trick_best,
                state.trick_winner,
                tmask,
                state.trick_len,
                piles,
                won,
                left,
            )
            for c in moves
        ]

    def _play(
        self,
        hands: tuple[int, ...],
        cur: int,
        c: int,
        led: int,
        best: int,
        winner: int,
        tmask: int,
        tlen: int,
        piles: tuple[int, ...],
        won: tuple[int, ...],
        left: int,
    ) -> Vec:
        bit = 1 << c
        h = list(hands)
        h[cur] ^= bit
        nh = tuple(h)
        if led < 0:
            led, best, winner = c // 10, c, cur
        elif c // 10 == led and c > best:
            best, winner = c, cur
        tmask |= bit
        tlen += 1
        if tlen < self.n:
            return self._node(nh, self.nxt[cur], led, best, winner, tmask, tlen, piles, won, left)
        p = list(piles)
        p[winner] += pile_points(tmask, self.busca, self.bonus)
        w = list(won)
        if self.busca:
            w[winner] += 1
        left -= 1
        if left == 0:
            return self._terminal(p, w, winner)
        return self._node(nh, winner, -1, -1, -1, 0, 0, tuple(p), tuple(w), left)

    def _node(
        self,
        hands: tuple[int, ...],
        cur: int,
        led: int,
        best: int,
        winner: int,
        tmask: int,
        tlen: int,
        piles: tuple[int, ...],
        won: tuple[int, ...],
        left: int,
    ) -> Vec:
        key = (hands, cur, tmask, winner, piles, won)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        h = hands[cur]
        legal = h & SUIT_MASKS[led] if led >= 0 else h
        if not legal:
            legal = h
        best_vec: Vec | None = None
        while legal:
            b = legal & -legal
            legal ^= b
            vec = self._play(
                hands, cur, b.bit_length() - 1, led, best, winner, tmask, tlen, piles, won, left
            )
            if best_vec is None or vec[cur] > best_vec[cur]:
                best_vec = vec
        assert best_vec is not None
        self.memo[key] = best_vec
        return best_vec

    def _terminal(self, piles: list[int], won: list[int], last: int) -> Vec:
        if self.extra:
            piles[last] += pile_points(self.extra, self.busca, self.bonus)
        if self.busca:
            scores = busca_result(self.rules, piles, won, last).scores
        else:
            scores = classic_result(self.rules, self.active, piles, last).scores
        return tuple(self.objective.vector(scores))


def endgame_size(state: HandState) -> int:
    """Cards still in the hands (a rough measure of the solver's work)."""
    return sum(h.bit_count() for h in state.hands)
