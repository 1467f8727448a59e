"""``@frozen`` classes (the events, ``View``) behave as ``@dataclass(frozen=True, slots=True)``
classes do (they are made without generating code at import: issue 5, start-up)."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import random

import pytest

from ciapano_qt.decks import Catalogue, Deck, DeckError
from ciapano_qt.engine import Match, Rules, Seat, view_of
from ciapano_qt.engine import events as ev
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.frozen import frozen
from ciapano_qt.engine.view import View
from ciapano_qt.storage.saves import LoadResult
from ciapano_qt.ui.table.placement import Target

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
    Target,
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


def test_a_field_without_a_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError, match="'b' without a default"):

        @frozen
        class Odd:
            a: int = 1
            b: int


def test_classes_of_as_many_fields_share_no_names() -> None:
    # One compiled __init__ serves every class of two fields, each with its own names.
    @frozen
    class Point:
        x: int
        y: int = 5

    @frozen
    class Name:
        first: str
        last: str

    assert (Point(1).x, Point(1).y, Point(y=2, x=3)) == (1, 5, Point(3, 2))
    assert (Name("Anna", "Rossi").first, Name(last="Bo", first="Ugo").last) == ("Anna", "Bo")
    assert str(inspect.signature(Point)) == "(x: 'int', y: 'int' = 5) -> None"
    assert Point.__init__.__qualname__.endswith("Point.__init__")
    with pytest.raises(TypeError, match="first"):
        Name(last="Bo")  # type: ignore[call-arg]


def test_load_results_and_deck_errors_share_only_read_only_defaults(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # No dataclass twin here: a dataclass refuses a mappingproxy default. Each result left
    # empty reads the same empty mapping, which nobody can write into.
    a, b = LoadResult("empty", tmp_path), LoadResult("empty", tmp_path)
    assert a == b and a.app == {} and not a.ok and a.code is None and a.params == {}
    with pytest.raises(TypeError):
        a.app["human"] = 0  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.status = "loaded"  # type: ignore[misc]
    assert LoadResult("loaded", tmp_path, None, {"human": 1}).app == {"human": 1}
    error = DeckError.make("bad_field", deck="x", field="id")
    assert error == DeckError.make("bad_field", deck="x", field="id") != DeckError("bad_field")
    assert DeckError("no_decks").params == {} and "id" in str(error)


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
