"""The hint API: the card the expert prefers, with a short reason.

Errors-as-data style: ``reason_code`` and ``reason_params`` (card codes, seats, suit indices)
let the UI build a translated text; ``reason_en`` is the English text for the CLI and logs.

Reason codes: ``only_move``, ``discard``, ``cappotto``, ``stop_cappotto``, ``cover``,
``keep_for_last``, ``lead_low``, ``lead_winner``, ``lead``, ``duck``, ``win_cheap``,
``play_low``, ``follow``, ``dump_ace``, ``dump_high``, ``dump``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import CARDS, SUIT_MASKS, Card
from ..engine.scoring import pile_points
from ..engine.view import View
from .expert import ExpertPlayer
from .knowledge import covered, out_mask, trick_of
from .policy import ABOVE, ACES, BELOW, PITA_BIT

RANK_NAMES_EN = ("4", "5", "6", "7", "Fante", "Cavallo", "Re", "Asso", "2", "3")
SUIT_NAMES_IT = ("denari", "coppe", "spade", "bastoni")
DEFAULT_BUDGET = 1500  # the blind expert's budget in docs/ai.md (plain rollouts)


@dataclass(frozen=True, slots=True)
class Hint:
    card: Card
    reason_code: str
    reason_params: dict[str, Any] = field(default_factory=dict)
    reason_en: str = ""


def card_name(c: int) -> str:
    return f"{RANK_NAMES_EN[c % 10]} of {SUIT_NAMES_IT[c // 10]}"


def hint(view: View, seed: int | None = None, budget: int = DEFAULT_BUDGET) -> Hint:
    """The blind expert's card for ``view`` (a fixed budget of ``budget`` rollouts:
    deterministic for a given seed) and why. Blind: told no seat's level, it reads nobody
    as our rule player, so what the hint teaches holds against people too."""
    legal = view.legal
    if not legal:
        raise ValueError("no move to hint: it is not this seat's turn")
    player = ExpertPlayer(seed, iterations=budget)
    card = int(player.choose(view))
    code, params, text = explain(view, card)
    return Hint(CARDS[card], code, params, text)


def explain(view: View, card: int) -> tuple[str, dict[str, Any], str]:
    """A reason code, its parameters and an English text for playing ``card`` in ``view``."""
    c = CARDS[card]
    p: dict[str, Any] = {"card": c.code}
    name = card_name(card)
    legal = view.legal
    if legal & (legal - 1) == 0:
        return "only_move", p, f"the {name} is your only legal card"
    out = out_mask(view)
    busca = view.rules.is_busca
    if view.phase == "discard":
        return "discard", p, f"discard the {name}: it is the card most likely to cost you points"
    t = trick_of(view)
    wins_now = t.led < 0 or (card // 10 == t.led and card > t.best)
    sure = wins_now and not out & ABOVE[card]
    if not busca and wins_now:
        holder = _all_points_of(view)
        if holder == view.seat:
            return "cappotto", p, f"play the {name} and go for cappotto: every point is yours"
        if holder is not None:
            p["seat"] = holder
            return (
                "stop_cappotto",
                p,
                f"take this trick with the {name}: otherwise seat {holder} may make cappotto",
            )
    if busca and not covered(view, view.seat) and wins_now and (t.last or sure):
        return "cover", p, f"take this trick with the {name}: you still need a point to cover"
    if view.hand.bit_count() == 2:
        keep = (view.hand & ~(1 << card)).bit_length() - 1
        if keep >= 0 and out & ABOVE[keep] and not out & ABOVE[card] & SUIT_MASKS[card // 10]:
            p["keep"] = CARDS[keep].code
            return (
                "keep_for_last",
                p,
                f"play the {name} and keep the {card_name(keep)} for the last trick, "
                "where it is less likely to win",
            )
    if t.led < 0:
        higher = (out & ABOVE[card]).bit_count()
        p["suit"] = card // 10
        if higher and not view.hand & BELOW[card]:
            p["higher_out"] = higher
            return (
                "lead_low",
                p,
                f"lead low in {SUIT_NAMES_IT[card // 10]}: others still hold {higher} higher "
                f"card{'s' if higher > 1 else ''}",
            )
        if not higher:
            return "lead_winner", p, f"lead the {name} now: it would win a trick anyway"
        return "lead", p, f"lead the {name}"
    p["best"] = CARDS[t.best].code
    p["winner"] = t.winner
    if card // 10 == t.led:
        if card < t.best:
            return (
                "duck",
                p,
                f"duck under the {RANK_NAMES_EN[t.best % 10]}: the trick is won by seat {t.winner}",
            )
        if t.last:
            return "win_cheap", p, f"you must take this trick: shed the {name} with it"
        if out & ABOVE[card]:
            return "play_low", p, f"play the {name}: a later player may still overtake it"
        return "follow", p, f"follow with the {name}"
    p["void_suit"] = t.led
    void = SUIT_NAMES_IT[t.led]
    if (1 << card) & (ACES | PITA_BIT):
        return "dump_ace", p, f"dump the {name} while void in {void}"
    if not out & ABOVE[card]:
        return (
            "dump_high",
            p,
            f"get rid of the {name} while void in {void}: nobody could beat it later",
        )
    return "dump", p, f"discard the {name} while void in {void}"


def _all_points_of(view: View) -> int | None:
    """Classic: the seat that took every card point taken so far (at least half of them)."""
    bonus = view.rules.ace_bonus  # the ace of batons worth 11 or 6
    pts = {s: pile_points(view.piles[s], False, bonus) for s in view.active}
    holders = [s for s in view.active if pts[s]]
    if len(holders) == 1 and pts[holders[0]] >= view.rules.pack_thirds // 2:
        return holders[0]
    return None
