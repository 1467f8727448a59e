"""``@frozen`` classes (the events, ``View``) behave as ``@dataclass(frozen=True, slots=True)``
classes do (they are made without generating code at import: issue 5, start-up)."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import random

import pytest

from ciapano_qt.decks import Catalogue, Deck
from ciapano_qt.engine import Match, Rules, Seat, view_of
from ciapano_qt.engine import events as ev
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.frozen import frozen
from ciapano_qt.engine.view import View

CLASSES = [
    ev.HandStarted,
    ev.CardDiscarded,
    ev.CardPlayed,
    ev.TrickTaken,
    ev.CardDrawn,
    ev.HandScored,
    ev.PlayersOut,
    ev.MatchOver,
    View,
    Seat,
    Deal,
    Deck,
    Catalogue,
]


def twin(cls: type) -> type:
    """The same fields (and defaults) as a real frozen, slotted dataclass."""
    body = {"__annotations__": inspect.get_annotations(cls), "__qualname__": cls.__qualname__}
    for name, parameter in inspect.signature(cls).parameters.items():
        if parameter.default is not inspect.Parameter.empty:
            body[name] = parameter.default
    return dataclasses.dataclass(frozen=True, slots=True)(type(cls.__name__, (), body))


def values(cls: type, seed: int) -> list[object]:
    rng = random.Random(seed)
    return [(rng.randrange(3), (1, rng.randrange(2))) for _ in inspect.get_annotations(cls)]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_a_frozen_class_behaves_as_a_frozen_dataclass(cls: type) -> None:
    real = twin(cls)
    for seed in range(6):
        args = values(cls, seed)
        a, b = cls(*args), real(*args)
        assert repr(a) == repr(b)
        assert hash(a) == hash(b)
        assert a == cls(*args)
        assert (a != cls(*args)) is False
        assert a != b  # another class, as two dataclasses
        other = values(cls, seed + 100)
        assert (a == cls(*other)) == (b == real(*other))
        assert pickle.loads(pickle.dumps(a)) == a
        assert copy.deepcopy(a) == a and copy.copy(a) == a
        names = list(inspect.get_annotations(cls))
        assert a == cls(**dict(zip(names, args, strict=True)))
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.__setattr__(names[0], 1)
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.__delattr__(names[0])
        assert not hasattr(a, "__dict__")
    assert cls.__match_args__ == real.__match_args__
    assert cls.__slots__ == real.__slots__
    assert inspect.signature(cls) == inspect.signature(real)
    with pytest.raises(TypeError):
        cls()
    if cls is Seat:
        assert repr(Seat("Ann")) == repr(real("Ann"))  # the defaults


def test_a_field_is_not_a_default() -> None:
    with pytest.raises(TypeError):

        @frozen
        class Odd:
            items: list[int] = dataclasses.field(default_factory=list)


def test_methods_and_properties_of_the_class_are_kept() -> None:
    @frozen
    class Pair:
        """Two numbers."""

        a: int
        b: int

        @property
        def total(self) -> int:
            return self.a + self.b

        def swapped(self) -> Pair:
            return Pair(self.b, self.a)

    pair = Pair(1, 2)
    assert pair.total == 3 and pair.swapped() == Pair(2, 1)
    assert Pair.__doc__ == "Two numbers." and Pair.__qualname__.endswith("Pair")
    match pair:
        case Pair(a, b):
            assert (a, b) == (1, 2)


def test_a_view_crosses_to_another_process_intact() -> None:
    seats = [Seat("You", "human", None), Seat("A"), Seat("B"), Seat("C")]
    match = Match(Rules(), seats)
    match.deal_hand(random.Random(5))
    state = match.hand
    assert state is not None
    view = view_of(state, 0)
    assert pickle.loads(pickle.dumps(view)) == view
    assert pickle.loads(pickle.dumps(view)).legal_moves == view.legal_moves
