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


def test_the_hint_reads_no_seat_level() -> None:
    """The hint is the blind expert's card (it is told no level, as against people): it has
    no table to be given, and where the expert told that the other seats are `medium` would
    play otherwise (it believes them and plans against them), the hint plays as the expert
    told nothing. Deal 0 of the tournament's seed 5, all four seats played by medium, at
    seat 0's first turn after eight cards: the told expert plays the Re of cups, the blind
    one the 2 of cups (200 rollouts, seed 1)."""
    import inspect

    from ciapano_qt.ai.expert import ExpertPlayer
    from ciapano_qt.ai.rule_players import MediumPlayer
    from ciapano_qt.ai.tournament import deal_state

    assert "table" not in inspect.signature(hint).parameters
    state = deal_state(Rules(), 5, 0)
    while not (state.current == 0 and len(state.plays) >= 8):
        state.play(MediumPlayer().choose(view_of(state, state.current)))
    view = view_of(state, 0)
    told = ExpertPlayer(1, iterations=200, table=("medium",) * 4).choose(view)
    blind = ExpertPlayer(1, iterations=200).choose(view)
    assert (told, blind) == (parse_card("RC"), parse_card("2C"))
    assert hint(view, seed=1, budget=200).card == blind
