"""The hint: the expert's card, and a reason as a code, parameters and English text."""

from __future__ import annotations

from ciapano_qt.ai.hint import Hint, explain, hint
from ciapano_qt.engine.cards import parse_card
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import View, view_of

from .positions import build
from .test_positions import CLASSIC_TRICKS, LATE_HANDS, LATE_TRICK

LAYOUT = [*CLASSIC_TRICKS, LATE_TRICK]


def _view(k: int, current: dict[int, str]) -> View:
    """The classic layout after ``k`` tricks and ``current`` on the table."""
    hands: dict[int, list[str]] = {s: LATE_HANDS[s].split() for s in range(4)}
    for t, trick in enumerate(LAYOUT):
        for seat, code in trick.items():
            if t > k or (t == k and seat not in current):
                hands[seat].append(code)
    state = build(
        Rules(), 3, CLASSIC_TRICKS[:k], {s: " ".join(h) for s, h in hands.items()}, current
    )
    return view_of(state, state.current)


def test_duck_reason() -> None:
    view = _view(8, LATE_TRICK)
    code, params, text = explain(view, parse_card("4B"))
    assert code == "duck"
    assert params == {"card": "4B", "best": "FB", "winner": 1}
    assert text == "duck under the Fante: the trick is won by seat 1"


def test_dump_ace_reason() -> None:
    view = _view(2, {1: "AD", 2: "RD", 3: "4C"})
    assert view.seat == 0
    code, params, text = explain(view, parse_card("AC"))
    assert code == "dump_ace"
    assert params["void_suit"] == 0
    assert text == "dump the Asso of coppe while void in denari"


def test_lead_low_reason() -> None:
    view = _view(0, {})
    code, params, text = explain(view, parse_card("4D"))
    assert code == "lead_low"
    assert params["higher_out"] == 8  # seat 0 holds the Cavallo itself
    assert text.startswith("lead low in denari")


def test_only_move() -> None:
    view = _view(3, {1: "3C", 2: "6C"})  # seat 3 holds the 4, 7 and Re of cups: not forced
    assert explain(view, parse_card("7C"))[0] in {"duck", "play_low", "follow"}
    forced = _view(8, {1: "FB", 2: "5B"})  # seat 3 holds 6B and 6S: must follow with 6B
    assert explain(forced, parse_card("6B"))[0] == "only_move"


def test_hint_is_a_legal_expert_move_and_deterministic() -> None:
    view = _view(0, {})
    a = hint(view, seed=4, budget=60)
    b = hint(view, seed=4, budget=60)
    assert isinstance(a, Hint)
    assert a == b
    assert view.legal >> a.card & 1
    assert a.reason_en
    assert a.reason_params["card"] == a.card.code
